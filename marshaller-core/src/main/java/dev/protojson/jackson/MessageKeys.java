package dev.protojson.jackson;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.google.protobuf.MessageOrBuilder;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.BeanDescription;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.SerializationConfig;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.exc.InvalidDefinitionException;
import tools.jackson.databind.ser.Serializers;
import tools.jackson.databind.ser.std.StdSerializer;

/**
 * Messages as map keys ({@code Map<Money, ...>}) are refused: proto3 JSON has no form for a message as an object's
 * name, and Jackson would otherwise write its {@code toString()}, protobuf's text format, a key nothing reads back.
 */
final class MessageKeys implements Serializers {

  private static final ValueSerializer<MessageOrBuilder> REFUSING = new StdSerializer<>(MessageOrBuilder.class) {
    @Override
    public void serialize(MessageOrBuilder value, JsonGenerator generator, SerializationContext context) {
      throw InvalidDefinitionException.from(generator, "A protobuf message (" + value.getDescriptorForType()
          .getFullName() + ") cannot be a JSON object's key: proto3 JSON has no form for it; key the map by one of"
          + " its fields instead", context.constructType(value.getClass()));
    }
  };

  @Override
  public ValueSerializer<?> findSerializer(SerializationConfig config, JavaType type,
      BeanDescription.Supplier beanDescRef, JsonFormat.Value formatOverrides) {
    return ProtobufSerializers.writesMessages(type.getRawClass()) ? REFUSING : null;
  }
}
