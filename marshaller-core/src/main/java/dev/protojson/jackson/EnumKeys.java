package dev.protojson.jackson;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.google.protobuf.ProtocolMessageEnum;
import dev.protojson.MessageMarshaller;
import tools.jackson.databind.BeanDescription;
import tools.jackson.databind.DeserializationConfig;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.KeyDeserializer;
import tools.jackson.databind.SerializationConfig;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.deser.KeyDeserializers;
import tools.jackson.databind.ser.Serializers;

/**
 * Protobuf enums as map keys ({@code Map<Color, ...>}), written and read by the rules of their values: without this,
 * Jackson writes {@code UNRECOGNIZED} as a key, losing its number, and a key it then cannot read back.
 */
final class EnumKeys implements Serializers, KeyDeserializers {

  private final MessageMarshaller marshaller;

  EnumKeys(MessageMarshaller marshaller) {
    this.marshaller = marshaller;
  }

  @Override
  public ValueSerializer<?> findSerializer(SerializationConfig config, JavaType type,
      BeanDescription.Supplier beanDescRef, JsonFormat.Value formatOverrides) {
    return isProtoEnum(type) ? new EnumSerializer(type.getRawClass(), marshaller.isPrintingEnumsAsInts(), true)
        : null;
  }

  @Override
  public ValueSerializer<?> findEnumSerializer(SerializationConfig config, JavaType type,
      BeanDescription.Supplier beanDescRef, JsonFormat.Value formatOverrides) {
    return findSerializer(config, type, beanDescRef, formatOverrides);
  }

  @Override
  public KeyDeserializer findKeyDeserializer(JavaType type, DeserializationConfig config,
      BeanDescription.Supplier beanDescRef) {
    return isProtoEnum(type)
        ? new EnumDeserializer(type.getRawClass(), marshaller.isIgnoringUnknownFields()).forKeys() : null;
  }

  private static boolean isProtoEnum(JavaType type) {
    Class<?> raw = type.getRawClass();
    return raw.isEnum() && ProtocolMessageEnum.class.isAssignableFrom(raw);
  }
}
