package dev.protojson.testing;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.ExtensionRegistry;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Messages of generated classes as {@code DynamicMessage}s of the same descriptors, with every extension the
 * descriptors' files (and the files they import) declare: the same content, for the dynamic path to be compared
 * with the generated one.
 */
public final class DynamicMessages {

  private final ExtensionRegistry extensions = ExtensionRegistry.newInstance();

  /** Knows the extensions declared in {@code files} and every file they import. */
  public DynamicMessages(List<FileDescriptor> files) {
    Set<FileDescriptor> all = new LinkedHashSet<>();
    files.forEach(file -> collect(file, all));
    for (FileDescriptor file : all) {
      List<FieldDescriptor> declared = new ArrayList<>(file.getExtensions());
      file.getMessageTypes().forEach(type -> nested(type, declared));
      for (FieldDescriptor extension : declared) {
        if (extension.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
          extensions.add(extension, DynamicMessage.getDefaultInstance(extension.getMessageType()));
        } else {
          extensions.add(extension);
        }
      }
    }
  }

  private static void collect(FileDescriptor file, Set<FileDescriptor> into) {
    if (into.add(file)) {
      file.getDependencies().forEach(dependency -> collect(dependency, into));
    }
  }

  private static void nested(Descriptor type, List<FieldDescriptor> into) {
    into.addAll(type.getExtensions());
    type.getNestedTypes().forEach(nested -> nested(nested, into));
  }

  /** {@code message} as a {@code DynamicMessage} of {@code type}: its binary form parsed. */
  public DynamicMessage of(Message message, Descriptor type) {
    try {
      return DynamicMessage.parseFrom(type, message.toByteString(), extensions);
    } catch (InvalidProtocolBufferException e) {
      throw new AssertionError("cannot parse a " + type.getFullName(), e);
    }
  }

  /** The descriptor of the generated message class {@code type}. */
  public static Descriptor descriptorOf(Class<? extends Message> type) {
    try {
      return (Descriptor) type.getMethod("getDescriptor").invoke(null);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError("no descriptor for " + type, e);
    }
  }

  /** {@code message} as a {@code DynamicMessage} of its own descriptor. */
  public DynamicMessage of(Message message) {
    return of(message, message.getDescriptorForType());
  }
}
