package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.kind.FieldKind;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import net.bytebuddy.jar.asm.ClassWriter;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;

/**
 * The values of a message known by its descriptor alone ({@code DynamicMessage}), fetched by generated code and
 * unboxed as the kinds' helpers take them. In a type of many fields ({@link DynamicValues#gathers}), the message's set
 * fields are gathered into an array by field index once per message ({@link DynamicValues#fields}: one pass over
 * {@code getAllFields()}, which a {@code DynamicMessage} answers with its own sorted map), and each field's code takes
 * its value from its slot: a {@code getField} per field searched that map every time, a quarter of writing
 * all-types (JFR, {@code DynamicMessageBenchmark}). A smaller type calls {@code hasField} and {@code getField}.
 *
 * <p>The field descriptors are {@code static final} constants of the generated class, assigned by its static
 * initialiser from the class data it is defined with ({@link #classData}, see {@link ClassDefiner#defineHidden}): a
 * descriptor is an object of the run time, which no class file can name.
 *
 * <p>Besides {@link WriterGenerator}'s fields and methods, the writer of
 * {@code message Order { string id = 1; Customer customer = 2; map<string, int32> stock = 3; }} gets, as Java:
 *
 * <pre>{@code
 * private static final FieldDescriptor f0, f1, f2, k2, v2;  // id, customer, stock and its entries' key and value
 *
 * static {
 *   List<?> fields = (List<?>) MethodHandles.classData(MethodHandles.lookup(), "_", List.class);
 *   f0 = (FieldDescriptor) fields.get(0);
 *   // ... one line per constant
 * }
 *
 * public void writeFields(Message m, JsonGenerator g) {
 *   Object[] v = DynamicValues.fields(m, f0, 3);                 // by field index; null where not set
 *   part0(v, g);
 * }
 *
 * public final void part0(Object[] v, JsonGenerator g) {
 *   WriteSupport.string(g, n0, (String) DynamicValues.value(v, f0));
 *   Message customer = DynamicValues.message(v, f1);            // null if not set
 *   w1.writeField(g, n1, customer != null, customer);           // the nested type's own writer
 *   WriteSupport.map(g, n2, DynamicValues.map(v, f2, k2, v2), m2);
 * }
 * }</pre>
 *
 * A smaller type's {@code writeFields} calls {@code part0(DynamicValues.checked(m, f0), g)} (the type check of
 * {@link DynamicValues#fields}), and its {@code part0(Message m, JsonGenerator g)} has {@code m.getField(f0)} where
 * this has {@code DynamicValues.value(v, f0)}, and {@code DynamicValues.messageIfSet(m, f1)} for a message. A
 * presence field is {@code DynamicValues.isSet(v, f)}; an enum is written by
 * {@code ((EnumValueDescriptor) DynamicValues.value(v, f)).getNumber()}, an {@code int32} by
 * {@code ((Integer) DynamicValues.value(v, f)).intValue()}; a repeated field by {@code DynamicValues.list(v, f)}.
 */
final class DescriptorValues implements FieldValues {

  private static final Method HAS_FIELD = Bytecode.method(Message.class, "hasField", FieldDescriptor.class);
  private static final Method GET_FIELD = Bytecode.method(Message.class, "getField", FieldDescriptor.class);
  private static final Method MESSAGE_IF_SET = Bytecode.method(DynamicValues.class, "messageIfSet", Message.class,
      FieldDescriptor.class);
  private static final Method MAP_OF_MESSAGE = Bytecode.method(DynamicValues.class, "map", Message.class,
      FieldDescriptor.class, FieldDescriptor.class, FieldDescriptor.class);
  private static final Method CHECKED = Bytecode.method(DynamicValues.class, "checked", Message.class,
      FieldDescriptor.class);
  private static final Method FIELDS = Bytecode.method(DynamicValues.class, "fields", Message.class,
      FieldDescriptor.class, int.class);
  private static final Method IS_SET = Bytecode.method(DynamicValues.class, "isSet", Object[].class,
      FieldDescriptor.class);
  private static final Method VALUE = Bytecode.method(DynamicValues.class, "value", Object[].class,
      FieldDescriptor.class);
  private static final Method MESSAGE = Bytecode.method(DynamicValues.class, "message", Object[].class,
      FieldDescriptor.class);
  private static final Method LIST = Bytecode.method(DynamicValues.class, "list", Object[].class,
      FieldDescriptor.class);
  private static final Method MAP = Bytecode.method(DynamicValues.class, "map", Object[].class,
      FieldDescriptor.class, FieldDescriptor.class, FieldDescriptor.class);
  private static final Method NON_NULL = Bytecode.method(Objects.class, "nonNull", Object.class);
  private static final Method ENUM_NUMBER = Bytecode.method(EnumValueDescriptor.class, "getNumber");
  private static final Method CLASS_DATA = Bytecode.method(MethodHandles.class, "classData",
      MethodHandles.Lookup.class, String.class, Class.class);
  private static final Method LOOKUP = Bytecode.method(MethodHandles.class, "lookup");
  private static final Method LIST_GET = Bytecode.method(List.class, "get", int.class);
  private static final String DESCRIPTOR = Type.getDescriptor(FieldDescriptor.class);

  private final List<String> names = new ArrayList<>();
  private final List<FieldDescriptor> descriptors = new ArrayList<>();
  private final boolean gathered;
  private final int fieldCount;

  /** The values of {@code type}'s fields: a constant for each field, and for a map field its key and value. */
  DescriptorValues(Descriptor type) {
    this(type, DynamicValues.gathers(type));
  }

  /** @param gathered whether the set fields are gathered once per message, whatever the type's size */
  DescriptorValues(Descriptor type, boolean gathered) {
    this.gathered = gathered;
    this.fieldCount = type.getFields().size();
    for (FieldDescriptor field : type.getFields()) {
      add(fieldConstant(field), field);
      if (field.isMapField()) {
        add(keyConstant(field), field.getMessageType().findFieldByNumber(1));
        add(valueConstant(field), field.getMessageType().findFieldByNumber(2));
      }
    }
  }

  private void add(String name, FieldDescriptor field) {
    names.add(name);
    descriptors.add(field);
  }

  /** What the generated class is defined with: its descriptor constants, in the order its initialiser reads them. */
  List<FieldDescriptor> classData() {
    return List.copyOf(descriptors);
  }

  @Override
  public Class<?> messageType() {
    return gathered ? Object[].class : Message.class;
  }

  @Override
  public void loadPart(MethodVisitor mv, String owner, boolean first) {
    if (!first) {
      mv.visitVarInsn(Opcodes.ALOAD, gathered ? 3 : 1);
      return;
    }
    // Part 0 exists only for a type with fields, so f0 does.
    mv.visitVarInsn(Opcodes.ALOAD, 1);
    mv.visitFieldInsn(Opcodes.GETSTATIC, owner, names.get(0), DESCRIPTOR);
    if (!gathered) {
      Bytecode.invoke(mv, CHECKED);
      return;
    }
    Bytecode.pushInt(mv, fieldCount);
    Bytecode.invoke(mv, FIELDS);
    mv.visitInsn(Opcodes.DUP);
    mv.visitVarInsn(Opcodes.ASTORE, 3);
  }

  @Override
  public Class<?> messageClass(FieldDescriptor field) {
    return Message.class;
  }

  @Override
  public Fetch presence(FieldDescriptor field) {
    return call(gathered ? IS_SET : HAS_FIELD, field);
  }

  @Override
  public Fetch value(FieldDescriptor field) {
    Fetch value = call(gathered ? VALUE : GET_FIELD, field);
    FieldKind kind = FieldKind.of(field);
    return (mv, owner) -> {
      value.emit(mv, owner);
      if (kind == FieldKind.ENUM) {
        // Open and closed enums alike: a number no value has gets a descriptor of its own
        mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(EnumValueDescriptor.class));
        Bytecode.invoke(mv, ENUM_NUMBER);
      } else {
        unbox(mv, kind.javaType());
      }
    };
  }

  @Override
  public Fetch message(FieldDescriptor field) {
    Fetch value = call(gathered ? MESSAGE : MESSAGE_IF_SET, field);
    return (mv, owner) -> {
      value.emit(mv, owner);
      // value -> (value != null, value): no branch, so no stack map frame
      mv.visitInsn(Opcodes.DUP);
      Bytecode.invoke(mv, NON_NULL);
      mv.visitInsn(Opcodes.SWAP);
    };
  }

  @Override
  public Fetch list(FieldDescriptor field) {
    if (gathered) {
      return call(LIST, field);
    }
    Fetch list = call(GET_FIELD, field);
    return (mv, owner) -> {
      list.emit(mv, owner);
      mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(List.class));
    };
  }

  @Override
  public Fetch map(FieldDescriptor field) {
    String constant = fieldConstant(field);
    String key = keyConstant(field);
    String value = valueConstant(field);
    return (mv, owner) -> {
      loadMessageAndField(mv, owner, constant);
      mv.visitFieldInsn(Opcodes.GETSTATIC, owner, key, DESCRIPTOR);
      mv.visitFieldInsn(Opcodes.GETSTATIC, owner, value, DESCRIPTOR);
      Bytecode.invoke(mv, gathered ? MAP : MAP_OF_MESSAGE);
    };
  }

  /** The descriptor constants and the static initialiser that assigns them from the class data. */
  @Override
  public void declare(ClassWriter writer, String self) {
    for (String name : names) {
      writer.visitField(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_FINAL, name, DESCRIPTOR, null, null)
          .visitEnd();
    }
    MethodVisitor mv = writer.visitMethod(Opcodes.ACC_STATIC, "<clinit>", "()V", null, null);
    mv.visitCode();
    Bytecode.invoke(mv, LOOKUP);
    mv.visitLdcInsn(ClassDefiner.CLASS_DATA_NAME);
    mv.visitLdcInsn(Type.getType(List.class));
    Bytecode.invoke(mv, CLASS_DATA);
    mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(List.class));
    mv.visitVarInsn(Opcodes.ASTORE, 0);
    for (int i = 0; i < names.size(); i++) {
      mv.visitVarInsn(Opcodes.ALOAD, 0);
      Bytecode.pushInt(mv, i);
      Bytecode.invoke(mv, LIST_GET);
      mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(FieldDescriptor.class));
      mv.visitFieldInsn(Opcodes.PUTSTATIC, self, names.get(i), DESCRIPTOR);
    }
    mv.visitInsn(Opcodes.RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  private static void loadMessageAndField(MethodVisitor mv, String owner, String constant) {
    mv.visitVarInsn(Opcodes.ALOAD, WriterFieldRecipes.MESSAGE);
    mv.visitFieldInsn(Opcodes.GETSTATIC, owner, constant, DESCRIPTOR);
  }

  /** {@code DynamicValues.method(v, f)}, {@code m.method(f)} or {@code DynamicValues.method(m, f)}. */
  private static Fetch call(Method method, FieldDescriptor field) {
    String constant = fieldConstant(field);
    return (mv, owner) -> {
      loadMessageAndField(mv, owner, constant);
      Bytecode.invoke(mv, method);
    };
  }

  /** Casts a boxed value to what a helper taking {@code type} takes: a primitive unboxed, an object cast. */
  private static void unbox(MethodVisitor mv, Class<?> type) {
    if (!type.isPrimitive()) {
      mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(type));
      return;
    }
    Class<?> box = type == int.class ? Integer.class : type == long.class ? Long.class
        : type == float.class ? Float.class : type == double.class ? Double.class : Boolean.class;
    String owner = Type.getInternalName(box);
    mv.visitTypeInsn(Opcodes.CHECKCAST, owner);
    mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, owner, type.getName() + "Value", "()" + Type.getDescriptor(type),
        false);
  }

  private static String fieldConstant(FieldDescriptor field) {
    return "f" + field.getIndex();
  }

  private static String keyConstant(FieldDescriptor field) {
    return "k" + field.getIndex();
  }

  private static String valueConstant(FieldDescriptor field) {
    return "v" + field.getIndex();
  }
}
