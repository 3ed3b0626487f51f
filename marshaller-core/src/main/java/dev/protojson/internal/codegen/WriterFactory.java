package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.Options;
import dev.protojson.internal.TypeLookup;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.RegisteredType;
import dev.protojson.internal.wellknown.WellKnownType;
import dev.protojson.internal.wellknown.WellKnownTypes;
import dev.protojson.internal.write.MessageWriter;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

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
        classes.add(type, GeneratedNames.writer(type.getClass(), options), type,
            () -> WriterGenerator.generate(type, options));
      }
    }
    Map<Message, Class<?>> writerClasses = classes.load();
    if (writerClasses.isEmpty()) {
      return writers;
    }

    Map<MessageWriter, Message> created = new LinkedHashMap<>();
    writerClasses.forEach((type, writerClass) -> {
      MessageWriter writer = instantiate(writerClass);
      writers.put(type.getDescriptorForType(), writer);
      created.put(writer, type);
    });
    // Assigned before the writers are published (Registry publishes through a volatile write).
    created.forEach((writer, type) ->
        assign(writer, WriterConstant.of(type.getDescriptorForType(), options), writers, registered));
    return writers;
  }

  private static MessageWriter instantiate(Class<?> writerClass) {
    try {
      return (MessageWriter) writerClass.getConstructor().newInstance();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("Cannot create generated writer " + writerClass.getName(), e);
    }
  }

  /**
   * Sets the writer's constants. A nested type outside the batch may be registered lazily: its writer field then
   * holds a stand-in until the writer exists, and gets the writer itself then; a stand-in inside another constant
   * (a map's value writer) stays.
   */
  private static void assign(MessageWriter writer, List<WriterConstant> values, Map<Descriptor, TypeWriter> batch,
      TypeLookup registered) {
    for (int i = 0; i < values.size(); i++) {
      WriterConstant constant = values.get(i);
      int index = i;
      Consumer<TypeWriter> replace = constant.type() == TypeWriter.class ? made -> writer.setConstant(index, made)
          : null;
      Object value = constant.value().apply(type -> {
        TypeWriter inBatch = batch.get(type);
        if (inBatch != null) {
          return inBatch;
        }
        RegisteredType known = registered.registered(type);
        // Only an extension's type can be unknown here (a field's is registered with its message): its values are
        // written by their own class, which registers it on demand or names it as not registered.
        return known == null ? new WriterOfValueClass(registered, type) : known.writerFor(replace);
      });
      if (value == null) {
        throw new IllegalStateException("No writer for a type used by " + writer.getClass().getName() + "."
            + constant.name());
      }
      writer.setConstant(i, value);
    }
  }
}
