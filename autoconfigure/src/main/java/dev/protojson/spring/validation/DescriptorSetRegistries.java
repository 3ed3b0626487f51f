package dev.protojson.spring.validation;

import build.buf.protovalidate.Config;
import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.ExtensionRegistry;
import com.google.protobuf.TypeRegistry;
import dev.protojson.MessageMarshaller;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.core.io.ResourceLoader;

/**
 * protovalidate's registries for the descriptor sets {@code protojson.descriptor-sets} lists, as the marshaller built
 * them. A predefined rule (an extension of {@code buf.validate.StringRules} and the like) that a
 * {@code DynamicMessage}'s type uses is an unknown field of the generated rule message: protovalidate reads it again
 * as the set's own copy of that message, which the type registry gives, with the set's extensions.
 */
final class DescriptorSetRegistries {

  private DescriptorSetRegistries() {}

  /** protovalidate's configuration with the sets' types and extensions; the default one without sets. */
  static Config config(List<String> locations, ResourceLoader resources, MessageMarshaller marshaller) {
    if (locations.isEmpty() || marshaller == null) {
      return Config.newBuilder().build();
    }
    Map<String, FileDescriptor> files = new LinkedHashMap<>();
    for (String location : locations) {
      for (FileDescriptorProto file : read(location, resources).getFileList()) {
        // The marshaller built the set: a type of each file finds the file, and its imports the files it needs.
        for (DescriptorProto message : file.getMessageTypeList()) {
          String name = file.getPackage().isEmpty() ? message.getName() : file.getPackage() + "." + message.getName();
          Descriptor built = marshaller.findDescriptor(name);
          if (built != null) {
            collect(built.getFile(), files);
            break;
          }
        }
      }
    }
    TypeRegistry.Builder types = TypeRegistry.newBuilder();
    ExtensionRegistry extensions = ExtensionRegistry.newInstance();
    for (FileDescriptor file : files.values()) {
      types.add(file.getMessageTypes());
      file.getExtensions().forEach(extension -> add(extension, extensions));
      file.getMessageTypes().forEach(type -> addNested(type, extensions));
    }
    return Config.newBuilder().setTypeRegistry(types.build()).setExtensionRegistry(extensions).build();
  }

  private static void collect(FileDescriptor file, Map<String, FileDescriptor> files) {
    if (files.putIfAbsent(file.getName(), file) == null) {
      file.getDependencies().forEach(dependency -> collect(dependency, files));
    }
  }

  private static void addNested(Descriptor type, ExtensionRegistry extensions) {
    type.getExtensions().forEach(extension -> add(extension, extensions));
    type.getNestedTypes().forEach(nested -> addNested(nested, extensions));
  }

  private static void add(FieldDescriptor extension, ExtensionRegistry extensions) {
    if (extension.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
      extensions.add(extension, DynamicMessage.getDefaultInstance(extension.getMessageType()));
    } else {
      extensions.add(extension);
    }
  }

  /** Start-up has read it already, and refused it if it could not. */
  private static FileDescriptorSet read(String location, ResourceLoader resources) {
    try (InputStream in = resources.getResource(location).getInputStream()) {
      return FileDescriptorSet.parseFrom(in);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read the descriptor set " + location + " again", e);
    }
  }
}
