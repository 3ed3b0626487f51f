package dev.protojson.jackson;

import com.google.protobuf.ByteString;
import com.google.protobuf.Message;
import com.google.protobuf.ProtocolMessageEnum;
import dev.protojson.MessageMarshaller;
import dev.protojson.internal.DefaultInstances;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.BeanDescription;
import tools.jackson.databind.DeserializationConfig;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.deser.Deserializers;
import tools.jackson.databind.deser.std.StdDeserializer;

/**
 * Finds the deserializers of messages, their builders, protobuf enums and {@code ByteString}s. A message type that cannot be read
 * (an interface such as {@code Message}, an abstract class, {@code DynamicMessage}) gets a deserializer that fails
 * with an explanation: Jackson's bean deserializer would otherwise build an empty message and drop the input.
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
        || valueType == ByteString.class || (valueType.isEnum() && ProtocolMessageEnum.class.isAssignableFrom(valueType));
  }

  @Override
  public ValueDeserializer<?> findBeanDeserializer(JavaType type, DeserializationConfig config,
      BeanDescription.Supplier beanDescRef) {
    Class<?> raw = type.getRawClass();
    if (raw == ByteString.class) {
      return BYTES;
    }
    if (Message.class.isAssignableFrom(raw)) {
      Message prototype = DefaultInstances.ofGeneratedClass(raw);
      return prototype == null ? new Unreadable(type) : new MessageDeserializer(marshaller, prototype, false);
    }
    if (Message.Builder.class.isAssignableFrom(raw)) {
      // A generated builder is nested in its message class.
      Class<?> outer = raw.getDeclaringClass();
      Message prototype = outer != null ? DefaultInstances.ofGeneratedClass(outer) : null;
      return prototype == null || prototype.newBuilderForType().getClass() != raw
          ? new Unreadable(type) : new MessageDeserializer(marshaller, prototype, true);
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

  /** For a declared type no message can be built from: fails on use, naming the type and the fix. */
  private static final class Unreadable extends StdDeserializer<Object> {

    Unreadable(JavaType type) {
      super(type);
    }

    @Override
    public Object deserialize(JsonParser parser, DeserializationContext context) {
      return context.reportBadDefinition(_valueType, "Cannot read a protobuf message as "
          + _valueType.getRawClass().getName() + ": declare the generated message class (or its Builder)"
          + " as the type of the property, element or value");
    }
  }
}
