package dev.protojson.jackson;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.google.protobuf.Message;
import com.google.protobuf.MessageOrBuilder;
import dev.protojson.internal.DefaultInstances;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.BeanDescription;
import tools.jackson.databind.DeserializationConfig;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.KeyDeserializer;
import tools.jackson.databind.SerializationConfig;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.deser.KeyDeserializers;
import tools.jackson.databind.exc.InvalidDefinitionException;
import tools.jackson.databind.ser.Serializers;
import tools.jackson.databind.ser.std.StdSerializer;

/**
 * Messages as map keys ({@code Map<Money, ...>}) are refused, in both directions: proto3 JSON has no form for a
 * message as an object's name, and Jackson would otherwise write its {@code toString()}, protobuf's text format, a
 * key nothing reads back.
 */
final class MessageKeys implements Serializers, KeyDeserializers {

  private static final ValueSerializer<MessageOrBuilder> REFUSING = new StdSerializer<>(MessageOrBuilder.class) {
    @Override
    public void serialize(MessageOrBuilder value, JsonGenerator generator, SerializationContext context) {
      throw InvalidDefinitionException.from(generator, refusal(value.getDescriptorForType().getFullName()),
          context.constructType(value.getClass()));
    }
  };

  private static String refusal(String typeName) {
    return "A protobuf message (" + typeName + ") cannot be a JSON object's key: proto3 JSON has no form for it;"
        + " key the map by one of its fields instead";
  }

  @Override
  public ValueSerializer<?> findSerializer(SerializationConfig config, JavaType type,
      BeanDescription.Supplier beanDescRef, JsonFormat.Value formatOverrides) {
    return ProtoJsonSerializers.writesMessages(type.getRawClass()) ? REFUSING : null;
  }

  /** Reading such a map fails on its first key, with the same explanation (Jackson's own says only that it has none). */
  @Override
  public KeyDeserializer findKeyDeserializer(JavaType type, DeserializationConfig config,
      BeanDescription.Supplier beanDescRef) {
    Class<?> raw = type.getRawClass();
    if (!ProtoJsonSerializers.writesMessages(raw)) {
      return null;
    }
    return new KeyDeserializer() {
      @Override
      public Object deserializeKey(String key, DeserializationContext context) {
        Message prototype = DefaultInstances.ofGeneratedClass(raw);
        return context.reportBadDefinition(type, refusal(prototype != null
            ? prototype.getDescriptorForType().getFullName() : raw.getName()));
      }
    };
  }
}
