package dev.protojson.jackson;

import com.google.protobuf.MessageOrBuilder;
import dev.protojson.MessageMarshaller;
import dev.protojson.UnregisteredTypeException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonToken;
import tools.jackson.core.type.WritableTypeId;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.exc.InvalidDefinitionException;
import tools.jackson.databind.jsontype.TypeSerializer;
import tools.jackson.databind.ser.std.StdSerializer;

/** Writes a message (or what a builder would build) with the marshaller, on Jackson's own generator. */
final class MessageSerializer extends StdSerializer<MessageOrBuilder> {

  private final MessageMarshaller marshaller;

  MessageSerializer(MessageMarshaller marshaller) {
    super(MessageOrBuilder.class);
    this.marshaller = marshaller;
  }

  @Override
  public void serialize(MessageOrBuilder value, JsonGenerator generator, SerializationContext context) {
    try {
      marshaller.writeValue(value, generator);
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
}
