package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.Options;
import dev.protojson.internal.kind.FieldKind;
import dev.protojson.internal.write.ExtensionWriter;
import dev.protojson.internal.write.MessageWriter;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import net.bytebuddy.jar.asm.ClassWriter;
import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;
import tools.jackson.core.JsonGenerator;

/**
 * Generates the writer class of one message type: a {@link MessageWriter} whose {@code writeFields} casts the
 * message once and calls methods {@code part0}, {@code part1}, ..., each writing a group of fields in
 * declaration order, one call per field from {@link WriterFieldRecipes}. Grouping keeps every method small enough
 * for the JIT however many fields a message has. The methods of {@link WriterTemplate} are copied in.
 *
 * <p>For {@code message Order { string id = 1; Customer customer = 2; repeated int64 quantities = 3; }} it
 * generates what this Java would compile to:
 *
 * <pre>{@code
 * public final class dev.protojson.generated.com$example$shop$Order$JsonWriter extends MessageWriter {
 *   public static final String FINGERPRINT = "...";  // what it was generated from (see GeneratedNames)
 *   public SerializableString n0, n1, n2;  // "id", "customer", "quantities", pre-encoded
 *   public TypeWriter w1;                  // the writer of shop.Customer, set once the batch exists
 *
 *   public void writeFields(Message message, JsonGenerator g) {
 *     part0((Order) message, g);
 *   }
 *
 *   public void setConstant(int index, Object value) {
 *     switch (index) {
 *       case 0: n0 = (SerializableString) value; return;
 *       case 1: n1 = (SerializableString) value; return;
 *       case 2: w1 = (TypeWriter) value; return;
 *       case 3: n2 = (SerializableString) value; return;
 *       default: throw ReadSupport.noCase(index);
 *     }
 *   }
 *
 *   public final void part0(Order m, JsonGenerator g) {
 *     WriteSupport.string(g, n0, m.getId());                     // FieldKind.STRING.write()
 *     w1.writeField(g, n1, m.hasCustomer(), m.getCustomer());    // the nested type's own writer
 *     WriteSupport.int64s(g, n2, m.getQuantitiesList(), false);  // FieldKind.INT64.writeList()
 *   }
 *
 *   // write, writeField and writeElements: copies of WriterTemplate's
 * }
 * }</pre>
 *
 * The constants are instance fields, assigned by {@link WriterFactory} through {@code setConstant}, so that one
 * class, generated at build time and loaded once per class loader, serves every marshaller with its own nested
 * writers.
 *
 * <p>A type known by its descriptor alone ({@code DynamicMessage}s) gets the same class from the same recipes,
 * its values gathered from the message by field index once and taken from there instead of from accessors
 * ({@link DescriptorValues} shows the difference as Java): {@code part0(Object[] v, JsonGenerator g)} calls
 * {@code WriteSupport.string(g, n0, (String) DynamicValues.value(v, f0))}, where {@code f0} is a
 * {@code static final} field descriptor. Such a class is defined per registration as a hidden class
 * ({@link DescriptorWriters}).
 *
 * <p>The writer is the counterpart of {@link ReaderGenerator}'s reader: both subclass a run-time base class, take
 * each field's code from a recipe class and the kind's helpers from {@link FieldKind}, write the class file with
 * ASM directly (see {@link GeneratedClass}), and get a copy of a template's methods.
 */
public final class WriterGenerator {

  /** Fields per generated method: about 20 bytes of bytecode each, so a method stays near 500 bytes. */
  static final int FIELDS_PER_METHOD = 24;

  /** Constants per {@code setConstant} switch: a power of two, about 16 bytes of bytecode each. */
  static final int CONSTANTS_PER_METHOD = 64;

  private static final Method WRITE_FIELDS = Bytecode.method(MessageWriter.class, "writeFields", Message.class,
      JsonGenerator.class);
  private static final Method SET_CONSTANT = Bytecode.method(MessageWriter.class, "setConstant", int.class,
      Object.class);
  private static final Method EXTENSIONS_WRITE = Bytecode.method(ExtensionWriter.class, "write",
      JsonGenerator.class, Message.class);

  private WriterGenerator() {}

  /** The unloaded writer class of {@code defaultInstance}'s type for {@code options}, to define at run time. */
  public static GeneratedClass generate(Message defaultInstance, Options options) {
    return generate(defaultInstance, options, null);
  }

  /**
   * The unloaded writer class of {@code defaultInstance}'s type for {@code options}, recording {@code fingerprint}
   * if it is not null (classes generated at build time, see {@link GeneratedNames#fingerprint}).
   */
  public static GeneratedClass generate(Message defaultInstance, Options options, String fingerprint) {
    return generate(GeneratedNames.writer(defaultInstance.getClass(), options),
        defaultInstance.getDescriptorForType(), options, new AccessorValues(defaultInstance), fingerprint);
  }

  /**
   * The unloaded writer class of {@code type}, a type known by its descriptor alone, for {@code options}: its
   * values fetched by {@code values}, whose descriptor constants the class must be defined with
   * ({@link DescriptorWriters}).
   */
  static GeneratedClass generate(Descriptor type, Options options, DescriptorValues values) {
    return generate(GeneratedNames.descriptorWriter(type, options), type, options, values, null);
  }

  private static GeneratedClass generate(String name, Descriptor descriptor, Options options, FieldValues values,
      String fingerprint) {
    WriterFieldRecipes recipes = new WriterFieldRecipes(values, options);
    List<FieldDescriptor> fields = descriptor.getFields();
    List<List<WriterFieldRecipes.Recipe>> groups = new ArrayList<>();
    for (int i = 0; i < fields.size(); i++) {
      if (i % FIELDS_PER_METHOD == 0) {
        groups.add(new ArrayList<>());
      }
      groups.get(groups.size() - 1).add(recipes.field(fields.get(i), i));
    }

    String self = name.replace('.', '/');
    ClassWriter writer = GeneratedClass.start(name, MessageWriter.class);
    List<WriterConstant> constants = WriterConstant.of(descriptor, options);
    for (WriterConstant constant : constants) {
      writer.visitField(Opcodes.ACC_PUBLIC, constant.name(), Type.getDescriptor(constant.type()), null, null)
          .visitEnd();
    }
    values.declare(writer, self);
    setConstant(writer, self, constants);
    GeneratedClass.fingerprint(writer, fingerprint);
    GeneratedClass.constructor(writer, MessageWriter.class);
    Class<?> messageClass = values.messageType();
    String partDescriptor = Type.getMethodDescriptor(Type.VOID_TYPE, Type.getType(messageClass),
        Type.getType(JsonGenerator.class));
    for (int g = 0; g < groups.size(); g++) {
      MethodVisitor mv = writer.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL, part(g), partDescriptor,
          null, null);
      mv.visitCode();
      for (WriterFieldRecipes.Recipe field : groups.get(g)) {
        field.emit(mv, self);
      }
      mv.visitInsn(Opcodes.RETURN);
      mv.visitMaxs(0, 0);
      mv.visitEnd();
    }
    MethodVisitor mv = writer.visitMethod(Opcodes.ACC_PUBLIC, WRITE_FIELDS.getName(),
        Type.getMethodDescriptor(WRITE_FIELDS), null, null);
    mv.visitCode();
    for (int g = 0; g < groups.size(); g++) {
      mv.visitVarInsn(Opcodes.ALOAD, 0);
      values.loadPart(mv, self, g == 0);
      mv.visitVarInsn(Opcodes.ALOAD, 2);
      mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, self, part(g), partDescriptor, false);
    }
    if (descriptor.isExtendable()) {
      // Extensions are not known to the message class; they are found at run time (proto2 and editions).
      WriterFieldRecipes.getConstant(mv, self, WriterConstant.EXTENSIONS, ExtensionWriter.class);
      mv.visitVarInsn(Opcodes.ALOAD, 2);
      mv.visitVarInsn(Opcodes.ALOAD, 1);
      Bytecode.invoke(mv, EXTENSIONS_WRITE);
    }
    mv.visitInsn(Opcodes.RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    return GeneratedClass.finish(name, writer, TemplateCopy.WRITER);
  }

  /**
   * {@code setConstant(int index, Object value)}: a switch on the index, each case a store to one field. A message
   * with more than {@value #CONSTANTS_PER_METHOD} constants gets a switch per group of them, and
   * {@code setConstant} a switch on {@code index >>> 6} that calls the group's, so that no method grows with the
   * message.
   */
  private static void setConstant(ClassWriter writer, String self, List<WriterConstant> constants) {
    String descriptor = Type.getMethodDescriptor(SET_CONSTANT);
    if (constants.size() <= CONSTANTS_PER_METHOD) {
      storeSwitch(writer, SET_CONSTANT.getName(), self, constants, 0);
      return;
    }
    int groups = (constants.size() + CONSTANTS_PER_METHOD - 1) / CONSTANTS_PER_METHOD;
    MethodVisitor mv = writer.visitMethod(Opcodes.ACC_PUBLIC, SET_CONSTANT.getName(), descriptor, null, null);
    mv.visitCode();
    Label fallback = new Label();
    Label[] cases = labels(groups);
    mv.visitVarInsn(Opcodes.ILOAD, 1);
    Bytecode.pushInt(mv, Integer.numberOfTrailingZeros(CONSTANTS_PER_METHOD));
    mv.visitInsn(Opcodes.IUSHR);
    mv.visitTableSwitchInsn(0, groups - 1, fallback, cases);
    for (int g = 0; g < groups; g++) {
      mv.visitLabel(cases[g]);
      mv.visitFrame(Opcodes.F_SAME, 0, null, 0, null);
      mv.visitVarInsn(Opcodes.ALOAD, 0);
      mv.visitVarInsn(Opcodes.ILOAD, 1);
      mv.visitVarInsn(Opcodes.ALOAD, 2);
      mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, self, "setConstants" + g, descriptor, false);
      mv.visitInsn(Opcodes.RETURN);
    }
    Bytecode.endWithNoCase(mv, fallback);
    for (int g = 0; g < groups; g++) {
      int from = g * CONSTANTS_PER_METHOD;
      storeSwitch(writer, "setConstants" + g, self,
          constants.subList(from, Math.min(from + CONSTANTS_PER_METHOD, constants.size())), from);
    }
  }

  /** A method {@code (int index, Object value)} storing value in the field of constant {@code index}. */
  private static void storeSwitch(ClassWriter writer, String method, String self, List<WriterConstant> constants,
      int first) {
    MethodVisitor mv = writer.visitMethod(Opcodes.ACC_PUBLIC, method, Type.getMethodDescriptor(SET_CONSTANT),
        null, null);
    mv.visitCode();
    Label fallback = constants.isEmpty() ? null : new Label();
    if (!constants.isEmpty()) {
      Label[] cases = labels(constants.size());
      mv.visitVarInsn(Opcodes.ILOAD, 1);
      mv.visitTableSwitchInsn(first, first + cases.length - 1, fallback, cases);
      for (int i = 0; i < cases.length; i++) {
        WriterConstant constant = constants.get(i);
        mv.visitLabel(cases[i]);
        mv.visitFrame(Opcodes.F_SAME, 0, null, 0, null);
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitVarInsn(Opcodes.ALOAD, 2);
        mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(constant.type()));
        mv.visitFieldInsn(Opcodes.PUTFIELD, self, constant.name(), Type.getDescriptor(constant.type()));
        mv.visitInsn(Opcodes.RETURN);
      }
    }
    Bytecode.endWithNoCase(mv, fallback);
  }

  private static Label[] labels(int count) {
    Label[] labels = new Label[count];
    for (int i = 0; i < count; i++) {
      labels[i] = new Label();
    }
    return labels;
  }

  private static String part(int group) {
    return "part" + group;
  }
}
