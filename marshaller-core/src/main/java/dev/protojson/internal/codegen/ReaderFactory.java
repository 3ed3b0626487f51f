package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.Descriptors.OneofDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.Options;
import dev.protojson.internal.RegisteredType;
import dev.protojson.internal.TypeLookup;
import dev.protojson.internal.TypeReader;
import dev.protojson.internal.kind.FieldKind;
import dev.protojson.internal.read.EnumReader;
import dev.protojson.internal.read.ExtensionReader;
import dev.protojson.internal.read.FieldNames;
import dev.protojson.internal.read.FieldInfo;
import dev.protojson.internal.read.MessageReader;
import dev.protojson.internal.read.ReaderPlan;
import dev.protojson.internal.read.StrictJson;
import dev.protojson.internal.wellknown.WellKnownType;
import dev.protojson.internal.wellknown.WellKnownTypes;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.sym.PropertyNameMatcher;
import tools.jackson.core.util.Named;

/** Creates the readers of a batch of newly registered message types. */
public final class ReaderFactory {

  private ReaderFactory() {}

  /**
   * Returns a reader for every type in {@code batch}: hand-written for well-known types, generated for the rest.
   * Types outside the batch are found through {@code registered}. The extension readers of each file are kept in
   * {@code extensionsByFile} for later batches: finding them walks every message of the file, which for one-type
   * batches of a file with many types would be most of the work.
   */
  public static Map<Descriptor, TypeReader> create(List<Message> batch, Options options, TypeLookup registered,
      Map<FileDescriptor, Map<String, Map<String, ExtensionReader>>> extensionsByFile) {
    Map<Descriptor, TypeReader> readers = new HashMap<>();
    WellKnownType.Context context = new WellKnownType.Context(options, registered);
    Map<String, Map<String, ExtensionReader>> extensions = extensions(batch, options, registered, extensionsByFile);
    JsonFactory factory = StrictJson.factory(options);

    BatchClasses<ReaderPlan> classes = new BatchClasses<>();
    for (Message type : batch) {
      Descriptor descriptor = type.getDescriptorForType();
      WellKnownType wellKnown = WellKnownTypes.of(descriptor);
      if (wellKnown != null) {
        readers.put(descriptor, wellKnown.reader(context));
        continue;
      }
      ReaderPlan plan = plan(descriptor, options, factory,
          extensions.getOrDefault(descriptor.getFullName(), Map.of()));
      classes.add(plan, GeneratedNames.reader(type.getClass()), type, () -> ReaderGenerator.generate(type, plan));
    }
    List<MessageReader> created = new ArrayList<>();
    classes.load().forEach((plan, readerClass) -> {
      MessageReader reader = instantiate(readerClass, plan);
      created.add(reader);
      readers.put(plan.type(), reader);
    });
    for (MessageReader reader : created) {
      FieldInfo[] fields = reader.fields();
      for (int i = 0; i < fields.length; i++) {
        int field = i;
        reader.setNestedReader(i, nestedReader(fields[i], readers, registered,
            made -> reader.setNestedReader(field, made)));
      }
    }
    return readers;
  }

  private static MessageReader instantiate(Class<?> generated, ReaderPlan plan) {
    try {
      return (MessageReader) generated.getConstructor(ReaderPlan.class).newInstance(plan);
    } catch (InstantiationException | IllegalAccessException | NoSuchMethodException e) {
      throw new IllegalStateException("Cannot create the reader of " + plan.type().getFullName(), e);
    } catch (InvocationTargetException e) {
      throw new IllegalStateException("Cannot create the reader of " + plan.type().getFullName(), e.getCause());
    }
  }

  /**
   * The reader of a message field's type (of a map's values), or null for other fields. Looked up once every
   * reader of the batch exists, which makes recursion work. A lazily registered type's reader may not exist yet:
   * then a stand-in is held until {@code replace} puts the reader in its place.
   */
  private static TypeReader nestedReader(FieldInfo field, Map<Descriptor, TypeReader> readers,
      TypeLookup registered, Consumer<TypeReader> replace) {
    FieldDescriptor value = FieldInfo.valueField(field.descriptor());
    if (value.getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
      return null;
    }
    Descriptor type = value.getMessageType();
    TypeReader reader = readers.get(type);
    if (reader != null) {
      return reader;
    }
    RegisteredType known = registered.registered(type);
    if (known == null) {
      throw new IllegalStateException("No reader for " + type.getFullName() + ", used by "
          + field.descriptor().getFullName());
    }
    return known.readerFor(replace);
  }

  static ReaderPlan plan(Descriptor type, Options options, JsonFactory factory,
      Map<String, ExtensionReader> extensions) {
    List<FieldDescriptor> descriptors = type.getFields();
    List<OneofDescriptor> oneofs = type.getOneofs();
    FieldInfo[] fields = new FieldInfo[descriptors.size()];
    for (int i = 0; i < fields.length; i++) {
      FieldDescriptor field = descriptors.get(i);
      OneofDescriptor oneof = field.getRealContainingOneof();
      int oneofBit = oneof == null ? -1 : fields.length + oneofs.indexOf(oneof);
      fields[i] = fieldInfo(field, oneofBit, options);
    }
    Map<String, Integer> byName = FieldNames.byName(descriptors, options.preservingProtoFieldNames());
    List<Named> names = new ArrayList<>();
    int[] fieldByMatch = new int[byName.size()];
    int match = 0;
    for (Map.Entry<String, Integer> entry : byName.entrySet()) {
      // Jackson's matchers fail on an empty name (json_name = ""): the reader looks that one up itself
      if (!entry.getKey().isEmpty()) {
        names.add(Named.fromString(entry.getKey()));
        fieldByMatch[match++] = entry.getValue();
      }
    }
    PropertyNameMatcher matcher = factory.constructNameMatcher(names, false);
    return new ReaderPlan(type, fields, oneofs.size(), byName, matcher, fieldByMatch, options.ignoringUnknownFields(),
        options.recursionLimit(), extensions);
  }

  /**
   * The extensions declared in the files of the batch's types, by the full name of the type they extend and then
   * by their JSON name {@code [full.name]}.
   */
  private static Map<String, Map<String, ExtensionReader>> extensions(List<Message> batch, Options options,
      TypeLookup registered, Map<FileDescriptor, Map<String, Map<String, ExtensionReader>>> byFile) {
    Set<FileDescriptor> files = new LinkedHashSet<>();
    for (Message type : batch) {
      files.add(type.getDescriptorForType().getFile());
    }
    Map<String, Map<String, ExtensionReader>> byType = new HashMap<>();
    for (FileDescriptor file : files) {
      byFile.computeIfAbsent(file, f -> extensionsOf(f, options, registered)).forEach((extended, readers) ->
          byType.computeIfAbsent(extended, k -> new HashMap<>()).putAll(readers));
    }
    return byType;
  }

  static Map<String, Map<String, ExtensionReader>> extensionsOf(FileDescriptor file, Options options,
      TypeLookup registered) {
    List<FieldDescriptor> declared = new ArrayList<>(file.getExtensions());
    for (Descriptor message : file.getMessageTypes()) {
      collectNested(message, declared);
    }
    Map<String, Map<String, ExtensionReader>> byType = new HashMap<>();
    for (FieldDescriptor extension : declared) {
      byType.computeIfAbsent(extension.getContainingType().getFullName(), k -> new HashMap<>())
          .put("[" + extension.getFullName() + "]", extensionReader(extension, options, registered));
    }
    return byType;
  }

  /** What a reader knows of {@code field}: null handling and enum names come from its (map value's) type. */
  private static FieldInfo fieldInfo(FieldDescriptor field, int oneofBit, Options options) {
    FieldDescriptor value = FieldInfo.valueField(field);
    EnumReader enumReader = value.getJavaType() == FieldDescriptor.JavaType.ENUM
        ? new EnumReader(value.getEnumType(), WellKnownTypes.isNullValue(value.getEnumType())) : null;
    return new FieldInfo(field, oneofBit, options.ignoringUnknownFields(), WellKnownTypes.acceptsNull(value),
        enumReader);
  }

  private static ExtensionReader extensionReader(FieldDescriptor extension, Options options, TypeLookup lookup) {
    FieldInfo info = fieldInfo(extension, -1, options);
    return new ExtensionReader(extension, WellKnownTypes.acceptsNull(extension),
        FieldKind.of(extension).valueReader(extension, info, lookup));
  }

  private static void collectNested(Descriptor message, List<FieldDescriptor> into) {
    into.addAll(message.getExtensions());
    for (Descriptor nested : message.getNestedTypes()) {
      collectNested(nested, into);
    }
  }
}
