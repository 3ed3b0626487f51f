package dev.protojson.internal.read;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.Descriptors.OneofDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.Options;
import dev.protojson.internal.TypeLookup;
import dev.protojson.internal.TypeReader;
import dev.protojson.internal.codegen.ClassDefiner;
import dev.protojson.internal.codegen.ReaderCodegen;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.bytebuddy.dynamic.DynamicType;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.sym.PropertyNameMatcher;
import tools.jackson.core.util.Named;

/** Creates the readers of a batch of newly registered message types. */
public final class Readers {

  private Readers() {}

  /**
   * Returns a reader for every type in {@code batch}: hand-written for well-known types, generated for the rest.
   * Types outside the batch are found through {@code registered}.
   */
  public static Map<Descriptor, TypeReader> create(List<Message> batch, Options options, TypeLookup registered) {
    Map<Descriptor, TypeReader> readers = new HashMap<>();
    StructReaders structs = new StructReaders(options.recursionLimit());
    Map<String, Map<String, ExtensionReader>> extensions = extensions(batch, options, registered);
    JsonFactory factory = StrictJson.factory(options);

    List<DynamicType.Unloaded<MessageReader>> unloaded = new ArrayList<>();
    List<ReaderPlan> plans = new ArrayList<>();
    List<Class<?>> referenced = new ArrayList<>();
    for (Message type : batch) {
      Descriptor descriptor = type.getDescriptorForType();
      TypeReader wellKnown = WellKnown.reader(descriptor.getFullName(), options, registered, structs);
      if (wellKnown != null) {
        readers.put(descriptor, wellKnown);
        continue;
      }
      ReaderPlan plan = plan(descriptor, options, factory,
          extensions.getOrDefault(descriptor.getFullName(), Map.of()));
      plans.add(plan);
      unloaded.add(ReaderCodegen.generate(type, plan));
      referenced.add(type.getClass());
    }
    List<Class<?>> loaded = ClassDefiner.load(unloaded, referenced);
    for (int i = 0; i < plans.size(); i++) {
      Class<?> generated = loaded.get(i);
      readers.put(plans.get(i).type, instantiate(generated, plans.get(i)));
    }
    for (ReaderPlan plan : plans) {
      MessageReader reader = (MessageReader) readers.get(plan.type);
      for (int i = 0; i < plan.fields.length; i++) {
        reader.nestedReaders[i] = nestedReader(plan.fields[i], readers, registered);
      }
    }
    return readers;
  }

  private static MessageReader instantiate(Class<?> generated, ReaderPlan plan) {
    try {
      return (MessageReader) generated.getConstructor(ReaderPlan.class).newInstance(plan);
    } catch (InstantiationException | IllegalAccessException | NoSuchMethodException e) {
      throw new IllegalStateException("Cannot create the reader of " + plan.type.getFullName(), e);
    } catch (InvocationTargetException e) {
      throw new IllegalStateException("Cannot create the reader of " + plan.type.getFullName(), e.getCause());
    }
  }

  /**
   * The reader of a message field's type (of a map's values), or null for other fields. Looked up once every
   * reader of the batch exists, which makes recursion work.
   */
  private static TypeReader nestedReader(FieldInfo field, Map<Descriptor, TypeReader> readers,
      TypeLookup registered) {
    FieldDescriptor value = FieldInfo.valueField(field.descriptor);
    if (value.getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
      return null;
    }
    Descriptor type = value.getMessageType();
    TypeReader reader = readers.get(type);
    if (reader != null) {
      return reader;
    }
    TypeReader known = registered.reader(type);
    if (known == null) {
      throw new IllegalStateException("No reader for " + type.getFullName() + ", used by "
          + field.descriptor.getFullName());
    }
    return known;
  }

  static ReaderPlan plan(Descriptor type, Options options, JsonFactory factory,
      Map<String, ExtensionReader> extensions) {
    List<FieldDescriptor> descriptors = type.getFields();
    List<OneofDescriptor> oneofs = type.getOneofs();
    FieldInfo[] fields = new FieldInfo[descriptors.size()];
    Map<String, Integer> byName = new LinkedHashMap<>();
    for (int i = 0; i < fields.length; i++) {
      FieldDescriptor field = descriptors.get(i);
      OneofDescriptor oneof = field.getRealContainingOneof();
      int oneofBit = oneof == null ? -1 : fields.length + oneofs.indexOf(oneof);
      fields[i] = new FieldInfo(field, oneofBit, options.ignoringUnknownFields());
      byName.putIfAbsent(field.getJsonName(), i);
      byName.putIfAbsent(field.getName(), i);
    }
    List<Named> names = new ArrayList<>();
    int[] fieldByMatch = new int[byName.size()];
    int match = 0;
    for (Map.Entry<String, Integer> entry : byName.entrySet()) {
      names.add(Named.fromString(entry.getKey()));
      fieldByMatch[match++] = entry.getValue();
    }
    PropertyNameMatcher matcher = factory.constructNameMatcher(names, false);
    return new ReaderPlan(type, fields, oneofs.size(), matcher, fieldByMatch, options.ignoringUnknownFields(),
        options.recursionLimit(), extensions);
  }

  /**
   * The extensions declared in the files of the batch's types, by the full name of the type they extend and then
   * by their JSON name {@code [full.name]}.
   */
  private static Map<String, Map<String, ExtensionReader>> extensions(List<Message> batch, Options options,
      TypeLookup registered) {
    Set<FileDescriptor> files = new LinkedHashSet<>();
    for (Message type : batch) {
      files.add(type.getDescriptorForType().getFile());
    }
    Map<String, Map<String, ExtensionReader>> byType = new HashMap<>();
    for (FileDescriptor file : files) {
      List<FieldDescriptor> declared = new ArrayList<>(file.getExtensions());
      for (Descriptor message : file.getMessageTypes()) {
        collectNested(message, declared);
      }
      for (FieldDescriptor extension : declared) {
        byType.computeIfAbsent(extension.getContainingType().getFullName(), k -> new HashMap<>())
            .put("[" + extension.getFullName() + "]",
                new ExtensionReader(extension, options.ignoringUnknownFields(), registered));
      }
    }
    return byType;
  }

  private static void collectNested(Descriptor message, List<FieldDescriptor> into) {
    into.addAll(message.getExtensions());
    for (Descriptor nested : message.getNestedTypes()) {
      collectNested(nested, into);
    }
  }
}
