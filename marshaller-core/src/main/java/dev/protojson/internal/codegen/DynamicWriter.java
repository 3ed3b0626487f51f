package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.Options;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.kind.FieldKind;
import dev.protojson.internal.write.EnumWriter;
import dev.protojson.internal.write.ExtensionWriter;
import dev.protojson.internal.write.MapWriter;
import dev.protojson.internal.write.MessageWriter;
import dev.protojson.internal.write.WriteSupport;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.SerializableString;

/**
 * Writes the messages of a type known by its descriptor alone ({@code DynamicMessage}s) by a plan made once per
 * type: the constants a generated writer of the type would hold ({@link WriterConstant}), and per field the very
 * helper the generated writer calls ({@link FieldKind}, {@link TypeWriter#writeField}, {@link WriteSupport#map}).
 * Only how a value is fetched differs: as the writers generated per descriptor fetch it ({@link DescriptorValues}),
 * from the message's set fields gathered by index once per message in a type of many fields, through
 * {@code hasField} and {@code getField} in a small one ({@link DynamicValues}), instead of from the generated
 * accessors. Fields are visited in declaration order, as generated writers visit them.
 *
 * <p>This interpreter is used where no class can be defined at run time (a native image, or
 * {@code -Dprotojson.dynamic-code=false}); elsewhere each type gets a writer class generated from its descriptor,
 * which calls the same helpers without the plan's indirections ({@link DescriptorWriters}).
 */
final class DynamicWriter extends MessageWriter {

  private static final MethodType PRESENT = MethodType.methodType(void.class, JsonGenerator.class,
      SerializableString.class, boolean.class, Object.class);
  private static final MethodType LIST = MethodType.methodType(void.class, JsonGenerator.class,
      SerializableString.class, List.class, boolean.class);
  private static final MethodType UNLESS_DEFAULT = MethodType.methodType(void.class, JsonGenerator.class,
      SerializableString.class, Object.class);

  /** Writes one field of a message: from its set fields by index ({@link DynamicValues#fields}) if gathered. */
  private interface FieldWrite {
    void write(Message message, Object[] values, JsonGenerator generator);
  }

  private final Descriptor type;
  private final Options options;
  private final List<WriterConstant> constants;
  private final Object[] values;
  private final boolean gathered;
  /** The type's first field, which names it for {@link DynamicValues}' type check; null if it has no field. */
  private final FieldDescriptor first;
  private final int fieldCount;
  private FieldWrite[] writes = new FieldWrite[0];
  /** The writer of the type's extensions; null if it has none. */
  private ExtensionWriter extensions;

  DynamicWriter(Descriptor type, Options options) {
    this.type = type;
    this.options = options;
    this.constants = WriterConstant.of(type, options);
    this.values = new Object[constants.size()];
    List<FieldDescriptor> fields = type.getFields();
    this.fieldCount = fields.size();
    this.first = fields.isEmpty() ? null : fields.get(0);
    this.gathered = DynamicValues.gathers(type);
  }

  /** The constants to compute, in the order {@link #setConstant} takes them. */
  List<WriterConstant> constants() {
    return constants;
  }

  @Override
  public void setConstant(int index, Object value) {
    values[index] = value;
  }

  /** Makes the plan, once every constant is set. */
  void link() {
    Map<String, Object> byName = new HashMap<>();
    for (int i = 0; i < values.length; i++) {
      byName.put(constants.get(i).name(), values[i]);
    }
    List<FieldDescriptor> fields = type.getFields();
    FieldWrite[] plan = new FieldWrite[fields.size()];
    for (int i = 0; i < fields.size(); i++) {
      plan[i] = field(fields.get(i), i, byName::get);
    }
    if (type.isExtendable()) {
      extensions = (ExtensionWriter) byName.get(WriterConstant.EXTENSIONS);
    }
    writes = plan;
  }

  @Override
  public void writeFields(Message message, JsonGenerator generator) {
    if (first != null) {
      Object[] set = gathered ? DynamicValues.fields(message, first, fieldCount) : null;
      Message checked = gathered ? message : DynamicValues.checked(message, first);
      for (FieldWrite write : writes) {
        write.write(checked, set, generator);
      }
    }
    if (extensions != null) {
      extensions.write(generator, message);
    }
  }

  private FieldWrite field(FieldDescriptor field, int index, Function<String, Object> constant) {
    SerializableString name = (SerializableString) constant.apply(WriterConstant.name(index));
    boolean always = options.alwaysPrintFieldsWithNoPresence();
    FieldKind kind = FieldKind.of(field);
    if (field.isMapField()) {
      MapWriter entries = (MapWriter) constant.apply(WriterConstant.mapWriter(index));
      FieldDescriptor key = field.getMessageType().findFieldByNumber(1);
      FieldDescriptor value = field.getMessageType().findFieldByNumber(2);
      return (m, set, g) -> WriteSupport.map(g, name, set != null ? DynamicValues.map(set, field, key, value)
          : DynamicValues.map(m, field, key, value), entries);
    }
    if (kind == FieldKind.MESSAGE) {
      TypeWriter writer = (TypeWriter) constant.apply(WriterConstant.writer(index));
      if (field.isRepeated()) {
        return (m, set, g) -> writer.writeElements(g, name, messages(list(m, set, field)), always);
      }
      return (m, set, g) -> {
        Message value = set != null ? DynamicValues.message(set, field) : DynamicValues.messageIfSet(m, field);
        writer.writeField(g, name, value != null, value);
      };
    }
    EnumWriter enums = kind == FieldKind.ENUM ? (EnumWriter) constant.apply(WriterConstant.enumWriter(index)) : null;
    if (field.isRepeated()) {
      MethodHandle list = handle(kind.writeList(), enums).asType(LIST);
      return (m, set, g) -> invoke(list, g, name, list(m, set, field), always);
    }
    boolean presence = field.hasPresence();
    if (presence || always) {
      MethodHandle helper = handle(kind.writePresent(), enums).asType(PRESENT);
      return (m, set, g) -> invoke(helper, g, name, !presence || (set != null ? DynamicValues.isSet(set, field)
          : m.hasField(field)), value(kind, value(m, set, field)));
    }
    MethodHandle helper = handle(kind.write(), enums).asType(UNLESS_DEFAULT);
    return (m, set, g) -> invoke(helper, g, name, value(kind, value(m, set, field)));
  }

  /** A singular field's value, from the gathered set fields if there are any. */
  private static Object value(Message message, Object[] set, FieldDescriptor field) {
    return set != null ? DynamicValues.value(set, field) : message.getField(field);
  }

  /** A repeated field's values, from the gathered set fields if there are any. */
  private static List<?> list(Message message, Object[] set, FieldDescriptor field) {
    return set != null ? DynamicValues.list(set, field) : (List<?>) message.getField(field);
  }

  /** A value as the kind's helper takes it: an enum by its number. */
  private static Object value(FieldKind kind, Object value) {
    return kind == FieldKind.ENUM ? ((EnumValueDescriptor) value).getNumber() : value;
  }

  @SuppressWarnings("unchecked")
  private static List<? extends Message> messages(Object list) {
    return (List<? extends Message>) list;
  }

  /** The helper {@code method}, with an enum type's names bound as its {@code EnumWriter} argument. */
  private static MethodHandle handle(Method method, EnumWriter enums) {
    try {
      MethodHandle handle = MethodHandles.publicLookup().unreflect(method);
      return enums == null ? handle
          : MethodHandles.insertArguments(handle, handle.type().parameterList().indexOf(EnumWriter.class), enums);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("Not public: " + method, e);
    }
  }

  private static void invoke(MethodHandle list, JsonGenerator g, SerializableString name, Object values,
      boolean always) {
    try {
      list.invokeExact(g, name, (List<?>) values, always);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException(e);
    }
  }

  private static void invoke(MethodHandle helper, JsonGenerator g, SerializableString name, boolean present,
      Object value) {
    try {
      helper.invokeExact(g, name, present, value);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException(e);
    }
  }

  private static void invoke(MethodHandle helper, JsonGenerator g, SerializableString name, Object value) {
    try {
      helper.invokeExact(g, name, value);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException(e);
    }
  }
}
