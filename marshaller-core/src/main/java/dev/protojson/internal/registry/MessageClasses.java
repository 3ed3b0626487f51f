package dev.protojson.internal.registry;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DescriptorProtos.FileOptions;
import com.google.protobuf.Internal;
import com.google.protobuf.Message;
import dev.protojson.internal.codegen.Accessors;
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
    String name = javaName(type);
    try {
      Class<?> found = Class.forName(name, true, owner.getClass().getClassLoader());
      if (Message.class.isAssignableFrom(found)) {
        Message instance = Internal.getDefaultInstance(found.asSubclass(Message.class));
        if (instance.getDescriptorForType() == type) {
          return instance;
        }
      }
    } catch (ClassNotFoundException | LinkageError | RuntimeException e) {
      // fall through to protobuf-java's way
    }
    return protobufsWay.get();
  }

  /** The binary name protoc gives the class of {@code type}. */
  static String javaName(Descriptor type) {
    StringBuilder path = new StringBuilder(type.getName());
    for (Descriptor outer = type.getContainingType(); outer != null; outer = outer.getContainingType()) {
      path.insert(0, outer.getName() + '$');
    }
    FileDescriptor file = type.getFile();
    FileOptions options = file.getOptions();
    String javaPackage = options.hasJavaPackage() ? options.getJavaPackage() : file.getPackage();
    String prefix = javaPackage.isEmpty() ? "" : javaPackage + '.';
    if (options.getJavaMultipleFiles()) {
      return prefix + path;
    }
    return prefix + outerClassName(file) + '$' + path;
  }

  private static String outerClassName(FileDescriptor file) {
    if (file.getOptions().hasJavaOuterClassname()) {
      return file.getOptions().getJavaOuterClassname();
    }
    String base = file.getName().substring(file.getName().lastIndexOf('/') + 1);
    if (base.endsWith(".proto")) {
      base = base.substring(0, base.length() - ".proto".length());
    }
    // protoc camel-cases the file's name as it does field names
    String outer = Accessors.camelCase(base);
    boolean clashes = file.getMessageTypes().stream().anyMatch(t -> t.getName().equals(outer))
        || file.getEnumTypes().stream().anyMatch(t -> t.getName().equals(outer))
        || file.getServices().stream().anyMatch(t -> t.getName().equals(outer));
    return clashes ? outer + "OuterClass" : outer;
  }
}
