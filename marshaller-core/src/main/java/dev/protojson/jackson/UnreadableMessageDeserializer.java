package dev.protojson.jackson;

import tools.jackson.core.JsonParser;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.deser.std.StdDeserializer;

/**
 * For a declared type no message can be built from (an interface such as {@code Message}, an abstract class, a
 * {@code DynamicMessage} without its type): fails on use, saying why and what to do. Jackson's bean deserializer
 * would otherwise build an empty message and drop the input.
 */
final class UnreadableMessageDeserializer extends StdDeserializer<Object> {

  private final String reason;

  UnreadableMessageDeserializer(JavaType type, String reason) {
    super(type);
    this.reason = reason;
  }

  @Override
  public Object deserialize(JsonParser parser, DeserializationContext context) {
    return context.reportBadDefinition(_valueType, reason);
  }
}
