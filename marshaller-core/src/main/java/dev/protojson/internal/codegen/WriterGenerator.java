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
 * public final class dev.protojson.generated.shop$Order$JsonWriter extends MessageWriter {
 *   public static final String FINGERPRINT = "...";  // what it was generated from (see GeneratedNames)
 *   public SerializableString n0, n1, n2;  // "id", "customer", "quantities", pre-encoded
 *   public TypeWriter w1;                  // the writer of shop.Customer, set once the batch exists
 *
 *   public void writeFields(Message message, JsonGenerator g) {
 *     part0((Order) message, g);
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
 * The constants are instance fields, assigned by {@link WriterFactory}, so that one class, generated at build time
 * and loaded once per class loader, serves every marshaller with its own nested writers.
 *
 * <p>The writer is the counterpart of {@link ReaderGenerator}'s reader: both subclass a run-time base class, take
 * each field's code from a recipe class and the kind's helpers from {@link FieldKind}, write the class file with
 * ASM directly (see {@link GeneratedClass}), and get a copy of a template's methods.
 */
public final class WriterGenerator {

  /** Fields per generated method: about 20 bytes of bytecode each, so a method stays near 500 bytes. */
  static final int FIELDS_PER_METHOD = 24;

  private static final Method WRITE_FIELDS = Bytecode.method(MessageWriter.class, "writeFields", Message.class,
      JsonGenerator.class);
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
    Class<?> messageClass = defaultInstance.getClass();
    Descriptor descriptor = defaultInstance.getDescriptorForType();
    WriterFieldRecipes recipes = new WriterFieldRecipes(defaultInstance, options);
    List<FieldDescriptor> fields = descriptor.getFields();
    List<List<WriterFieldRecipes.Recipe>> groups = new ArrayList<>();
    for (int i = 0; i < fields.size(); i++) {
      if (i % FIELDS_PER_METHOD == 0) {
        groups.add(new ArrayList<>());
      }
      groups.get(groups.size() - 1).add(recipes.field(fields.get(i), i));
    }

    String name = GeneratedNames.writer(descriptor, options);
    String self = name.replace('.', '/');
    ClassWriter writer = GeneratedClass.start(name, MessageWriter.class);
    for (WriterConstant constant : WriterConstant.of(descriptor, options)) {
      writer.visitField(Opcodes.ACC_PUBLIC, constant.name(), Type.getDescriptor(constant.type()), null, null)
          .visitEnd();
    }
    GeneratedClass.fingerprint(writer, fingerprint);
    GeneratedClass.constructor(writer, MessageWriter.class);
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
    String messageType = Type.getInternalName(messageClass);
    for (int g = 0; g < groups.size(); g++) {
      mv.visitVarInsn(Opcodes.ALOAD, 0);
      mv.visitVarInsn(Opcodes.ALOAD, 1);
      mv.visitTypeInsn(Opcodes.CHECKCAST, messageType);
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

  private static String part(int group) {
    return "part" + group;
  }
}
