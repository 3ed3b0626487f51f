package dev.protojson.benchmarks.dynamic;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.Options;
import dev.protojson.internal.RegisteredType;
import dev.protojson.internal.TypeLookup;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.codegen.DynamicCode;
import dev.protojson.internal.registry.Registry;
import dev.protojson.internal.write.MessageWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Builds a {@code DynamicMessage} writer of a type and the types of its file that it reaches with a given way of
 * making writers ({@code DynamicCode.INTERPRETER}), for {@link PerDescriptorWriterBenchmark} to call where
 * {@code writeValueAsBytes} calls a registered writer.
 */
final class PerDescriptorCode {

  private PerDescriptorCode() {}

  /**
   * The writer of {@code root}, with the types of {@code root}'s file that it reaches written by {@code code}.
   *
   * @param registry has {@code root} registered for {@code DynamicMessage}s: the writers of other types come from it
   */
  static TypeWriter writer(Registry registry, Descriptor root, BiFunction<Descriptor, Options, MessageWriter> code) {
    List<Descriptor> batch = new ArrayList<>();
    collect(root, batch);
    TypeLookup registered = new TypeLookup() {
      @Override
      public RegisteredType registered(Descriptor type) {
        return registry.dynamic(type);
      }

      @Override
      public RegisteredType byFullName(String fullName) {
        return registry.byFullName(fullName);
      }

      @Override
      public TypeWriter writer(Message message) {
        return registry.writer(message);
      }
    };
    return DynamicCode.writers(batch, registry.options(), registered, registry, code).get(root);
  }

  private static void collect(Descriptor type, List<Descriptor> batch) {
    if (batch.contains(type)) {
      return;
    }
    batch.add(type);
    for (FieldDescriptor field : type.getFields()) {
      if (field.getJavaType() == FieldDescriptor.JavaType.MESSAGE
          && field.getMessageType().getFile() == type.getFile()) {
        collect(field.getMessageType(), batch);
      }
    }
  }
}
