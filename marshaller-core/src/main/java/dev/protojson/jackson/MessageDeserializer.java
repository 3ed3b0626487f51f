package dev.protojson.jackson;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Message;
import com.google.protobuf.NullValue;
import com.google.protobuf.Value;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.UnregisteredTypeException;
import dev.protojson.internal.wellknown.WellKnownTypes;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.TokenStreamContext;
import tools.jackson.databind.BeanProperty;
import tools.jackson.databind.DeserializationConfig;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.exc.InvalidDefinitionException;
import tools.jackson.databind.deser.std.StdDeserializer;
import tools.jackson.databind.type.LogicalType;
import tools.jackson.databind.util.NameTransformer;
import tools.jackson.databind.util.TokenBuffer;

/**
 * Reads a message (or a builder) with the marshaller, from Jackson's own parser. Problems with the input become an
 * {@link InvalidProtoJsonException} that carries the path inside the message, to which Jackson adds the path
 * outside it on the way out.
 */
final class MessageDeserializer extends StdDeserializer<Object> {

  private static final Value NULL = Value.newBuilder().setNullValue(NullValue.NULL_VALUE).build();

  private final MessageMarshaller marshaller;
  private final Message prototype;
  private final boolean asBuilder;
  private final Object nullValue;
  private final boolean objectShaped;

  MessageDeserializer(MessageMarshaller marshaller, Message prototype, boolean asBuilder) {
    super(asBuilder ? prototype.newBuilderForType().getClass() : prototype.getClass());
    this.marshaller = marshaller;
    this.prototype = prototype;
    this.asBuilder = asBuilder;
    // In proto3 JSON, null is a google.protobuf.Value of its own; for every other message it means "no message".
    this.nullValue = !asBuilder && prototype.getClass() == Value.class ? NULL : null;
    this.objectShaped = isObjectShaped(prototype.getDescriptorForType());
  }

  /**
   * Whether the message's JSON is an object, so that an array or an empty string is one only by Jackson's
   * coercions: not for a well-known type written as a string (an empty {@code StringValue} is a value) or as an
   * array ({@code ListValue}, {@code Value}).
   */
  private static boolean isObjectShaped(Descriptor type) {
    String name = type.getFullName();
    return WellKnownTypes.of(type) == null || name.equals("google.protobuf.Struct")
        || name.equals("google.protobuf.Any");
  }

  @Override
  public Object deserialize(JsonParser parser, DeserializationContext context) {
    JsonToken token = parser.currentToken();
    if (token == JsonToken.VALUE_NULL) {
      // Jackson handles null itself, except for a value wrapped with type information.
      return nullValue;
    }
    if (objectShaped && token == JsonToken.START_ARRAY && Coercions.takesArray(context, handledType())) {
      return _deserializeFromArray(parser, context);
    }
    if (objectShaped && token == JsonToken.VALUE_STRING && parser.getString().isEmpty()) {
      CoercionAction coerced = Coercions.emptyString(context, logicalType(), handledType());
      if (coerced != null) {
        return coerced == CoercionAction.AsEmpty ? getEmptyValue(context) : nullValue;
      }
    }
    if (token == JsonToken.VALUE_EMBEDDED_OBJECT) {
      // A tree or buffer holding the Java object itself (a POJONode): taken as it is when it is of this type
      Object embedded = parser.getEmbeddedObject();
      if (prototype.getClass().isInstance(embedded)) {
        return asBuilder ? ((Message) embedded).toBuilder() : embedded;
      }
    }
    return read(parser, context, prototype.newBuilderForType(), !asBuilder);
  }

  /** {@code readerForUpdating}: a builder is merged into; a message, being immutable, is merged into a copy. */
  @Override
  public Object deserialize(JsonParser parser, DeserializationContext context, Object intoValue) {
    if (intoValue instanceof Message.Builder builder) {
      return read(parser, context, builder, false);
    }
    return read(parser, context, ((Message) intoValue).toBuilder(), true);
  }

  /**
   * Merges the value into {@code builder}; with {@code build}, returns the built message, which the marshaller
   * requires to have every required field set, else the builder.
   */
  private Object read(JsonParser parser, DeserializationContext context, Message.Builder builder, boolean build) {
    TokenStreamContext start = parser.streamReadContext();
    JsonToken first = parser.currentToken();
    JsonParser input = parser;
    if (first == JsonToken.PROPERTY_NAME || first == JsonToken.END_OBJECT) {
      input = restOfObject(parser, context);
    }
    try {
      if (build) {
        return marshaller.readValue(input, builder);
      }
      marshaller.mergeValue(input, builder);
      return builder;
    } catch (ProtoJsonParseException e) {
      throw InvalidProtoJsonException.inside(parser, prototype, handledType(), e,
          Paths.path(Paths.container(start, first)));
    } catch (UnregisteredTypeException e) {
      // How the marshaller was set up, not the input: Jackson's kind for that, which Spring answers with a 500.
      throw (InvalidDefinitionException) InvalidDefinitionException.from(parser, e.getMessage(),
          context.constructType(handledType())).withCause(e);
    }
  }

  /**
   * Jackson has read into the object already, as it does before a delegating creator's argument and for a type id
   * inside the object ({@code {"@class": ..., "id": ...}}): the rest of it, from the current member, is the
   * message, and is read from a copy that begins with the brace Jackson took (so errors in it have no location,
   * as in other buffered input). The parser is left on the object's end.
   */
  private static JsonParser restOfObject(JsonParser parser, DeserializationContext context) {
    TokenBuffer rest = context.bufferForInputBuffering(parser);
    rest.writeStartObject();
    for (JsonToken token = parser.currentToken(); token == JsonToken.PROPERTY_NAME; token = parser.nextToken()) {
      rest.writeName(parser.currentName());
      parser.nextToken();
      rest.copyCurrentStructure(parser);
    }
    rest.writeEndObject();
    return rest.asParserOnFirstToken(context);
  }

  @Override
  public Object getNullValue(DeserializationContext context) {
    return nullValue;
  }

  /** The empty message (a new builder), for {@code @JsonSetter(nulls = Nulls.AS_EMPTY)} and the like. */
  @Override
  public Object getEmptyValue(DeserializationContext context) {
    return asBuilder ? prototype.newBuilderForType() : prototype;
  }

  /** A property left out is not there, also for {@code google.protobuf.Value}, whose JSON null is a value. */
  @Override
  public Object getAbsentValue(DeserializationContext context) {
    return null;
  }

  @Override
  public ValueDeserializer<?> createContextual(DeserializationContext context, BeanProperty property) {
    String typeName = prototype.getDescriptorForType().getFullName();
    String refused = PropertyAnnotations.refusal(property, typeName, true);
    if (refused == null) {
      refused = otherProtoType(property, typeName);
    }
    if (refused != null) {
      context.reportBadDefinition(property.getType(), refused);
    }
    Class<?> type = prototype.getClass();
    refused = PropertyAnnotations.classRefusal(context.getConfig(), type, context.introspectClassAnnotations(type),
        true);
    if (refused != null) {
      context.reportBadDefinition(handledType(), refused.formatted(typeName));
    }
    return this;
  }

  /** A {@link ProtoType} on the property that names another type than the one read: a mistake, not a choice. */
  private static String otherProtoType(BeanProperty property, String typeName) {
    ProtoType annotation = property == null ? null : property.getAnnotation(ProtoType.class);
    if (annotation == null || annotation.value().equals(typeName)) {
      return null;
    }
    return "@ProtoType(\"" + annotation.value() + "\") on " + property.getName() + " names another type than"
        + " protobuf message " + typeName + ", which the property's declared type reads: correct the name, or"
        + " declare the property as DynamicMessage to read that type by its descriptor";
  }

  @Override
  public ValueDeserializer<Object> unwrappingDeserializer(DeserializationContext context,
      NameTransformer unwrapper) {
    return context.reportBadDefinition(handledType(),
        PropertyAnnotations.UNWRAPPED.formatted(prototype.getDescriptorForType().getFullName()));
  }

  @Override
  public LogicalType logicalType() {
    return LogicalType.POJO;
  }

  @Override
  public boolean isCachable() {
    return true;
  }

  @Override
  public Boolean supportsUpdate(DeserializationConfig config) {
    return Boolean.TRUE;
  }
}
