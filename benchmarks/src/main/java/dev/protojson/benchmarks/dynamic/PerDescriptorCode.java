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
 * {@code DynamicMessage} writers in the shape that code generated per descriptor would have, written by hand
 * ({@link PeopleWriters}, {@link GithubWriters}), to measure against protojson's interpreter over a per-descriptor
 * plan. They are the upper bound of what such generated code can reach:
 *
 * <ul>
 *   <li>the field descriptors are {@code static final} constants of the class;
 *   <li>the other constants (pre-encoded names, the writers of nested types) are the ones generated-class writers
 *       get, set the same way ({@code WriterConstant}, {@code setConstant});
 *   <li>each field is one straight-line call of the helper the generated-class writers call
 *       ({@code WriteSupport}, {@code TypeWriter.writeField} and {@code writeElements}), with the value fetched by
 *       {@code hasField} and {@code getField}: no lambda, no method handle, no loop over a plan;
 *   <li>each class has its own copy of {@code write}, {@code writeField} and {@code writeElements}, as generated
 *       writers have.
 * </ul>
 *
 * <p>protojson now generates such writers itself; these stay as the reference its generator is measured against
 * ({@link PerDescriptorWriterBenchmark}). They replace the interpreter where the interpreter is made ({@code DynamicCode.writers}) for the workload's own
 * types; well-known types keep the writers the interpreter uses too.
 */
final class PerDescriptorCode {

  private PerDescriptorCode() {}

  /** The writers above bake in the default options, as a generator bakes in a marshaller's options. */
  static void requireDefaults(Options options) {
    if (!options.equals(Options.defaults())) {
      throw new IllegalArgumentException("Written for the default options only: " + options);
    }
  }

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
