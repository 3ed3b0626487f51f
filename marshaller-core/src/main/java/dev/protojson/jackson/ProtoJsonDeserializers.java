package dev.protojson.jackson;

import com.google.protobuf.ByteString;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import com.google.protobuf.ProtocolMessageEnum;
import dev.protojson.MessageMarshaller;
import dev.protojson.internal.DefaultInstances;
import tools.jackson.databind.BeanDescription;
import tools.jackson.databind.DeserializationConfig;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.deser.Deserializers;

/**
 * Finds the deserializers of messages, their builders, protobuf enums and {@code ByteString}s. A property declared
 * as {@code DynamicMessage}, {@code Message} or one of their builders is read by the descriptor its
 * {@link ProtoType} names. A message type that cannot be read otherwise (such a type without the annotation, an
 * abstract class) gets a deserializer that fails with an explanation: Jackson's bean deserializer would otherwise
 * build an empty message and drop the input.
 */
final class ProtoJsonDeserializers extends Deserializers.Base {

  private static final ByteStringDeserializer BYTES = new ByteStringDeserializer();

  private final MessageMarshaller marshaller;

  ProtoJsonDeserializers(MessageMarshaller marshaller) {
    this.marshaller = marshaller;
  }

  @Override
  public boolean hasDeserializerFor(DeserializationConfig config, Class<?> valueType) {
    return Message.class.isAssignableFrom(valueType) || Message.Builder.class.isAssignableFrom(valueType)
        || ByteString.class.isAssignableFrom(valueType)
        || (valueType.isEnum() && ProtocolMessageEnum.class.isAssignableFrom(valueType));
  }

  @Override
  public ValueDeserializer<?> findBeanDeserializer(JavaType type, DeserializationConfig config,
      BeanDescription.Supplier beanDescRef) {
    Class<?> raw = type.getRawClass();
    // A subclass too: a type id written by another serializer may name protobuf's private one.
    if (ByteString.class.isAssignableFrom(raw)) {
      return BYTES;
    }
    if (Message.class.isAssignableFrom(raw)) {
      Message prototype = DefaultInstances.ofGeneratedClass(raw);
      if (prototype != null) {
        return new MessageDeserializer(marshaller, prototype, false);
      }
      return raw.isAssignableFrom(DynamicMessage.class)
          ? new DynamicMessageDeserializer(marshaller, type, false) : unreadable(type);
    }
    if (Message.Builder.class.isAssignableFrom(raw)) {
      // A generated builder is nested in its message class.
      Class<?> outer = raw.getDeclaringClass();
      Message prototype = outer != null ? DefaultInstances.ofGeneratedClass(outer) : null;
      if (prototype != null && prototype.newBuilderForType().getClass() == raw) {
        return new MessageDeserializer(marshaller, prototype, true);
      }
      return raw.isAssignableFrom(DynamicMessage.Builder.class)
          ? new DynamicMessageDeserializer(marshaller, type, true) : unreadable(type);
    }
    return null;
  }

  @Override
  public ValueDeserializer<?> findEnumDeserializer(JavaType type, DeserializationConfig config,
      BeanDescription.Supplier beanDescRef) {
    Class<?> raw = type.getRawClass();
    if (raw.isEnum() && ProtocolMessageEnum.class.isAssignableFrom(raw)) {
      return new EnumDeserializer(raw, marshaller.isIgnoringUnknownFields());
    }
    return null;
  }

  private static UnreadableMessageDeserializer unreadable(JavaType type) {
    return new UnreadableMessageDeserializer(type, "Cannot read a protobuf message as " + type.getRawClass().getName()
        + ": declare the generated message class (or its Builder) as the type of the property, element or value");
  }
}
