package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.Options;
import dev.protojson.internal.RegisteredType;
import dev.protojson.internal.TypeLookup;
import dev.protojson.internal.TypeReader;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.read.ExtensionReader;
import dev.protojson.internal.read.FieldInfo;
import dev.protojson.internal.read.StrictJson;
import dev.protojson.internal.wellknown.DynamicWellKnown;
import dev.protojson.internal.wellknown.WellKnownType;
import dev.protojson.internal.write.MessageWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.JsonGenerator;

/**
 * Creates the writers and readers of a batch of types known by their descriptors alone ({@code DynamicMessage}s):
 * writers generated per type where classes can be defined, {@link DynamicWriter}s where they cannot
 * ({@link DescriptorWriters}), {@link DynamicReader}s, and for well-known types the one class of each
 * ({@link DynamicWellKnown}).
 */
public final class DynamicCode {

  /** For {@link #writers(List, Options, TypeLookup, TypeLookup, BiFunction)}: the interpreter's writers. */
  public static final BiFunction<Descriptor, Options, MessageWriter> INTERPRETER = DynamicWriter::new;

  private DynamicCode() {}

  /**
   * @param types finds the registration of a descriptor-only type outside the batch
   * @param lookup the marshaller's registry: for {@code Any} payloads, which resolve among all registered types
   */
  public static Map<Descriptor, TypeWriter> writers(List<Descriptor> batch, Options options, TypeLookup types,
      TypeLookup lookup) {
    return writers(batch, options, types, lookup, DescriptorWriters::writer);
  }

  /**
   * {@link #writers(List, Options, TypeLookup, TypeLookup)} with the writer of each type that is no well-known type
   * made by {@code code}, and given the constants a generated writer of the type has ({@link WriterConstant}), by
   * {@link MessageWriter#setConstant}. The benchmarks plug writers written in the shape of code generated per
   * descriptor in here, to measure them against the interpreter ({@link DynamicWriter}, {@link #INTERPRETER}).
   */
  public static Map<Descriptor, TypeWriter> writers(List<Descriptor> batch, Options options, TypeLookup types,
      TypeLookup lookup, BiFunction<Descriptor, Options, MessageWriter> code) {
    Map<Descriptor, TypeWriter> writers = new HashMap<>();
    Map<MessageWriter, Descriptor> created = new LinkedHashMap<>();
    WellKnownType.Context context = new WellKnownType.Context(options, lookup);
    for (Descriptor type : batch) {
      if (DynamicWellKnown.handles(type)) {
        writers.put(type, DynamicWellKnown.writer(type, context));
      } else {
        MessageWriter writer = code.apply(type, options);
        writers.put(type, writer);
        created.put(writer, type);
      }
    }
    created.forEach((writer, type) -> {
      List<WriterConstant> constants = writer instanceof DynamicWriter dynamic ? dynamic.constants()
          : WriterConstant.of(type, options);
      for (int i = 0; i < constants.size(); i++) {
        writer.setConstant(i, constants.get(i).value().apply(nested -> writer(nested, writers, types)));
      }
      if (writer instanceof DynamicWriter dynamic) {
        dynamic.link();
      }
    });
    return writers;
  }

  private static TypeWriter writer(Descriptor type, Map<Descriptor, TypeWriter> batch, TypeLookup types) {
    TypeWriter inBatch = batch.get(type);
    if (inBatch != null) {
      return inBatch;
    }
    RegisteredType known = types.registered(type);
    // Only an extension's type can be unknown here: each value is written by the writer its own type has then.
    return known != null ? known.writer() : new WriterOfEachValue(types);
  }

  /**
   * @param extensionsByFile the extension readers of each file seen, kept for later batches
   */
  public static Map<Descriptor, TypeReader> readers(List<Descriptor> batch, Options options, TypeLookup types,
      TypeLookup lookup, Map<FileDescriptor, Map<String, Map<String, ExtensionReader>>> extensionsByFile) {
    Map<Descriptor, TypeReader> readers = new HashMap<>();
    List<DynamicReader> created = new ArrayList<>();
    WellKnownType.Context context = new WellKnownType.Context(options, lookup);
    JsonFactory factory = StrictJson.factory(options);
    for (Descriptor type : batch) {
      if (DynamicWellKnown.handles(type)) {
        readers.put(type, DynamicWellKnown.reader(type, context));
        continue;
      }
      Map<String, ExtensionReader> extensions = extensionsByFile
          .computeIfAbsent(type.getFile(), file -> ReaderFactory.extensionsOf(file, options, types))
          .getOrDefault(type.getFullName(), Map.of());
      DynamicReader reader = new DynamicReader(ReaderFactory.plan(type, options, factory, extensions), types);
      readers.put(type, reader);
      created.add(reader);
    }
    for (DynamicReader reader : created) {
      FieldInfo[] fields = reader.fields();
      for (int i = 0; i < fields.length; i++) {
        FieldDescriptor value = FieldInfo.valueField(fields[i].descriptor());
        if (value.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
          TypeReader nested = readers.get(value.getMessageType());
          reader.setNestedReader(i, nested != null ? nested : types.registered(value.getMessageType()).reader());
        }
      }
    }
    return readers;
  }

  /** Writes each value with the writer of its own type, looked up then. */
  private static final class WriterOfEachValue extends TypeWriter {

    private final TypeLookup types;

    WriterOfEachValue(TypeLookup types) {
      this.types = types;
    }

    @Override
    public void write(Message message, JsonGenerator generator) {
      types.writer(message).write(message, generator);
    }
  }
}
