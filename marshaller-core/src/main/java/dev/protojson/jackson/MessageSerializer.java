package dev.protojson.jackson;

import com.google.protobuf.MessageOrBuilder;
import dev.protojson.MessageMarshaller;
import dev.protojson.UnregisteredTypeException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonToken;
import tools.jackson.core.json.JsonGeneratorBase;
import tools.jackson.core.json.JsonWriteFeature;
import tools.jackson.core.util.JsonGeneratorDelegate;
import tools.jackson.core.type.WritableTypeId;
import tools.jackson.databind.BeanProperty;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.exc.InvalidDefinitionException;
import tools.jackson.databind.jsontype.TypeSerializer;
import tools.jackson.databind.ser.std.StdSerializer;
import tools.jackson.databind.util.NameTransformer;

/** Writes a message (or what a builder would build) with the marshaller, on Jackson's own generator. */
final class MessageSerializer extends StdSerializer<MessageOrBuilder> {

  private final MessageMarshaller marshaller;

  /** Why this serializer writes nothing: it stands for an annotation protojson cannot honour; or null. */
  private final String refusal;

  MessageSerializer(MessageMarshaller marshaller) {
    this(marshaller, null);
  }

  private MessageSerializer(MessageMarshaller marshaller, String refusal) {
    super(MessageOrBuilder.class);
    this.marshaller = marshaller;
    this.refusal = refusal;
  }

  @Override
  public ValueSerializer<?> createContextual(SerializationContext context, BeanProperty property) {
    String refused = PropertyAnnotations.refusal(property, property == null ? "" : typeName(property.getType()),
        false);
    if (refused != null) {
      context.reportBadDefinition(property.getType(), refused);
    }
    return this;
  }

  /** Refused when it is used, the only time Jackson gives it a generator to report on. */
  @Override
  public ValueSerializer<MessageOrBuilder> unwrappingSerializer(NameTransformer unwrapper) {
    return refusing(PropertyAnnotations.UNWRAPPED);
  }

  /** A serializer that refuses every message it is given, with {@code refusal} ({@code %s}: the type's name). */
  MessageSerializer refusing(String refusal) {
    return new MessageSerializer(marshaller, refusal);
  }

  @Override
  public boolean isUnwrappingSerializer() {
    return refusal == PropertyAnnotations.UNWRAPPED;
  }

  @Override
  public void serialize(MessageOrBuilder value, JsonGenerator generator, SerializationContext context) {
    if (refusal != null) {
      throw InvalidDefinitionException.from(generator, refusal.formatted(typeName(value)),
          context.constructType(value.getClass()));
    }
    try {
      if (numbersAsStrings(generator)) {
        // Jackson's WRITE_NUMBERS_AS_STRINGS would quote every number in the message, so that an enum number or
        // a Value's number reads back as a string: the message is written as proto3 JSON on its own instead.
        generator.writeRawValue(marshaller.writeValueAsString(value));
        return;
      }
      marshaller.writeValue(value, NestingCheckedGenerator.around(generator));
    } catch (UnregisteredTypeException e) {
      // How the marshaller was set up, not the value: Jackson's kind for that, which Spring answers with a 500.
      throw (InvalidDefinitionException) InvalidDefinitionException.from(generator, e.getMessage(),
          context.constructType(value.getClass())).withCause(e);
    } catch (IllegalArgumentException e) {
      // ProtoJsonWriteException or nesting too deep: its message names the field path inside the message, and
      // Jackson adds the path to the message as the exception travels out.
      throw DatabindException.from(generator, e.getMessage(), e);
    }
  }

  /**
   * With type information (default typing, as caches and Redis serializers set up, or {@code @JsonTypeInfo} on a
   * property of a wider type), the message is wrapped as {@code ["type id", {...}]}: the marshaller writes a whole
   * object, so the id cannot go inside it. Jackson reads that form back for every inclusion style.
   */
  @Override
  public void serializeWithType(MessageOrBuilder value, JsonGenerator generator, SerializationContext context,
      TypeSerializer typeSerializer) {
    WritableTypeId typeId = typeSerializer.writeTypePrefix(generator, context,
        typeSerializer.typeId(value, JsonToken.VALUE_EMBEDDED_OBJECT));
    serialize(value, generator, context);
    typeSerializer.writeTypeSuffix(generator, context, typeId);
  }

  private static boolean numbersAsStrings(JsonGenerator generator) {
    JsonGenerator inner = generator;
    while (inner instanceof JsonGeneratorDelegate delegate) {
      inner = delegate.delegate();
    }
    return inner instanceof JsonGeneratorBase base && base.isEnabled(JsonWriteFeature.WRITE_NUMBERS_AS_STRINGS);
  }

  private static String typeName(MessageOrBuilder value) {
    return value.getDescriptorForType().getFullName();
  }

  private static String typeName(JavaType type) {
    JavaType content = type.getContentType();
    return (content != null ? content : type).getRawClass().getName();
  }
}
