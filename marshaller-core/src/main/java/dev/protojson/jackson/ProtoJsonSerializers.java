package dev.protojson.jackson;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.google.protobuf.ByteString;
import com.google.protobuf.Message;
import com.google.protobuf.ProtocolMessageEnum;
import dev.protojson.MessageMarshaller;
import tools.jackson.databind.BeanDescription;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.SerializationConfig;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.ser.Serializers;

/** Finds the serializers of messages, their builders, protobuf enums and {@code ByteString}s. */
final class ProtoJsonSerializers implements Serializers {

  private static final ByteStringSerializer BYTES = new ByteStringSerializer();

  private final MessageSerializer messages;
  private final MessageMarshaller marshaller;

  ProtoJsonSerializers(MessageMarshaller marshaller) {
    this.marshaller = marshaller;
    this.messages = new MessageSerializer(marshaller);
  }

  @Override
  public ValueSerializer<?> findSerializer(SerializationConfig config, JavaType type,
      BeanDescription.Supplier beanDescRef, JsonFormat.Value formatOverrides) {
    Class<?> raw = type.getRawClass();
    if (writesMessages(raw)) {
      String refused = PropertyAnnotations.classRefusal(config, raw, beanDescRef.getClassInfo(), false);
      return refused == null ? messages : messages.refusing(refused);
    }
    if (ByteString.class.isAssignableFrom(raw)) {
      return BYTES;
    }
    return enumSerializer(raw);
  }

  @Override
  public ValueSerializer<?> findEnumSerializer(SerializationConfig config, JavaType type,
      BeanDescription.Supplier beanDescRef, JsonFormat.Value formatOverrides) {
    return enumSerializer(type.getRawClass());
  }

  /** Messages and builders (written as what they would build): the types the message serializer writes. */
  static boolean writesMessages(Class<?> raw) {
    return Message.class.isAssignableFrom(raw) || Message.Builder.class.isAssignableFrom(raw);
  }

  private ValueSerializer<?> enumSerializer(Class<?> raw) {
    if (raw.isEnum() && ProtocolMessageEnum.class.isAssignableFrom(raw)) {
      return new EnumSerializer(raw, marshaller.isPrintingEnumsAsInts(), false);
    }
    return null;
  }
}
