package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.Options;
import dev.protojson.internal.TypeLookup;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.RegisteredType;
import dev.protojson.internal.wellknown.WellKnownType;
import dev.protojson.internal.wellknown.WellKnownTypes;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** Creates the writers of a batch of newly registered message types. */
public final class WriterFactory {

  private WriterFactory() {}

  /**
   * Returns a writer for every type in {@code batch}: hand-written for well-known types, generated for the rest.
   * Types outside the batch are found through {@code registered}.
   */
  public static Map<Descriptor, TypeWriter> create(List<Message> batch, Options options, TypeLookup registered) {
    Map<Descriptor, TypeWriter> writers = new HashMap<>();
    WellKnownType.Context context = new WellKnownType.Context(options, registered);
    BatchClasses<Message> classes = new BatchClasses<>();
    for (Message type : batch) {
      WellKnownType wellKnown = WellKnownTypes.of(type.getDescriptorForType());
      if (wellKnown != null) {
        writers.put(type.getDescriptorForType(), wellKnown.writer(context));
      } else {
        classes.add(type, GeneratedNames.writer(type.getDescriptorForType(), options), type,
            () -> WriterGenerator.generate(type, options));
      }
    }
    Map<Message, Class<?>> writerClasses = classes.load();
    if (writerClasses.isEmpty()) {
      return writers;
    }

    Map<TypeWriter, Message> created = new LinkedHashMap<>();
    writerClasses.forEach((type, writerClass) -> {
      TypeWriter writer = instantiate(writerClass);
      writers.put(type.getDescriptorForType(), writer);
      created.put(writer, type);
    });
    Function<Descriptor, TypeWriter> resolve = type -> {
      TypeWriter writer = writers.get(type);
      if (writer != null) {
        return writer;
      }
      RegisteredType known = registered.registered(type);
      return known == null ? null : known.writer();
    };
    // Assigned before the writers are published (Registry publishes through a volatile write).
    created.forEach((writer, type) ->
        assign(writer, WriterConstant.of(type.getDescriptorForType(), options), resolve));
    return writers;
  }

  private static TypeWriter instantiate(Class<?> writerClass) {
    try {
      return (TypeWriter) writerClass.getConstructor().newInstance();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("Cannot create generated writer " + writerClass.getName(), e);
    }
  }

  private static void assign(TypeWriter writer, List<WriterConstant> values, Function<Descriptor, TypeWriter> resolve) {
    Class<?> writerClass = writer.getClass();
    for (WriterConstant constant : values) {
      Object value = constant.value().apply(resolve);
      if (value == null) {
        throw new IllegalStateException("No writer for a type used by " + writerClass.getName() + "." + constant.name());
      }
      try {
        writerClass.getField(constant.name()).set(writer, value);
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException("Cannot initialise generated writer " + writerClass.getName(), e);
      }
    }
  }
}
