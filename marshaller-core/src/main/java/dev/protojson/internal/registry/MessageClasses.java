package dev.protojson.internal.registry;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.DefaultInstances;
import dev.protojson.internal.codegen.JavaClassNames;
import java.util.function.Supplier;

/**
 * Finds the generated class of a message field's type. protobuf-java's own way, {@code newBuilderForField}, builds
 * the reflection tables of the whole message class (every accessor of every field, by reflection), which for a
 * thousand types is most of a registration. The class name follows from the descriptor by protoc's naming rules
 * instead, and is loaded from the class loader of the message that has the field; a name those rules do not give
 * (a file option or edition feature they do not cover) is caught by checking the loaded class's descriptor, and
 * then protobuf-java's way is taken.
 */
final class MessageClasses {

  private MessageClasses() {}

  /**
   * The default instance of the message type of {@code field}, a message field of {@code owner}'s type, or of its
   * values if it is a map field; null for a map of other values.
   */
  static Message fieldType(Message owner, FieldDescriptor field) {
    if (field.isMapField()) {
      FieldDescriptor value = field.getMessageType().findFieldByNumber(2);
      if (value.getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
        return null;
      }
      return find(value.getMessageType(), owner, () -> owner.newBuilderForType().newBuilderForField(field)
          .newBuilderForField(value).getDefaultInstanceForType());
    }
    return find(field.getMessageType(), owner,
        () -> owner.newBuilderForType().newBuilderForField(field).getDefaultInstanceForType());
  }

  private static Message find(Descriptor type, Message owner, Supplier<Message> protobufsWay) {
    String name = JavaClassNames.of(type);
    try {
      Class<?> found = Class.forName(name, true, owner.getClass().getClassLoader());
      if (Message.class.isAssignableFrom(found)) {
        Message instance = DefaultInstances.of(found.asSubclass(Message.class));
        if (instance.getDescriptorForType() == type) {
          return instance;
        }
      }
    } catch (ClassNotFoundException | LinkageError | RuntimeException e) {
      // fall through to protobuf-java's way
    }
    return protobufsWay.get();
  }
}
