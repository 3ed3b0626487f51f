package dev.protojson.jackson;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.DynamicMessage;
import dev.protojson.MessageMarshaller;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.BeanProperty;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.deser.std.StdDeserializer;

/**
 * For a property declared as {@code DynamicMessage}, {@code Message} or one of their builders: a
 * {@code DynamicMessage} has no type of its own, so the property's {@link ProtoType} names it, and the descriptor
 * registered under that name reads it. Without the annotation the value cannot be read, and says so on use.
 */
final class DynamicMessageDeserializer extends StdDeserializer<Object> {

  private final MessageMarshaller marshaller;
  private final boolean asBuilder;

  DynamicMessageDeserializer(MessageMarshaller marshaller, JavaType type, boolean asBuilder) {
    super(type);
    this.marshaller = marshaller;
    this.asBuilder = asBuilder;
  }

  @Override
  public ValueDeserializer<?> createContextual(DeserializationContext context, BeanProperty property) {
    ProtoType annotation = property == null ? null : property.getAnnotation(ProtoType.class);
    if (annotation == null) {
      return new UnreadableMessageDeserializer(_valueType, withoutType(property));
    }
    Descriptor type = marshaller.findDescriptor(annotation.value());
    if (type == null) {
      return context.reportBadDefinition(property.getType(), "@ProtoType(\"" + annotation.value() + "\") on "
          + property.getName() + " names no message type registered with the marshaller: register its descriptor"
          + " (MessageMarshaller.Builder.registerFiles, registerFileDescriptorSet, or"
          + " register(DynamicMessage.getDefaultInstance(descriptor)))");
    }
    return new MessageDeserializer(marshaller, DynamicMessage.getDefaultInstance(type), asBuilder)
        .createContextual(context, property);
  }

  private String withoutType(BeanProperty property) {
    String where = property == null ? "a value" : "property '" + property.getName() + "'";
    return "Cannot read " + where + " declared as " + _valueType.getRawClass().getName() + ": it names no"
        + " message type; declare the generated message class (or its Builder), or annotate the property with @"
        + ProtoType.class.getName() + "(\"package.Message\") to read DynamicMessages of a type whose descriptor"
        + " is registered with the marshaller (registerFiles, registerFileDescriptorSet); a DynamicMessage alone"
        + " is read with MessageMarshaller.readValue(json, descriptor). An annotation on a method parameter does not"
        + " reach Jackson: where a framework reads a body of DynamicMessages with Jackson (a SortedMap, a map by"
        + " keys other than strings), take them in a record whose property carries the annotation";
  }

  /** Never used: {@link #createContextual} always replaces it. */
  @Override
  public Object deserialize(JsonParser parser, DeserializationContext context) {
    return context.reportBadDefinition(_valueType, withoutType(null));
  }

  @Override
  public boolean isCachable() {
    return true;
  }
}
