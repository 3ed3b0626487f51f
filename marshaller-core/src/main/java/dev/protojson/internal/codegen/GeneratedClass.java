package dev.protojson.internal.codegen;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import net.bytebuddy.jar.asm.ClassWriter;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;

/** The class file of one generated reader or writer, not yet loaded. */
public record GeneratedClass(String name, byte[] bytes) {

  /** Writes the class file below {@code directory}, in the folders of its package. */
  void saveIn(Path directory) throws IOException {
    Path file = directory.resolve(name.replace('.', '/') + ".class");
    Files.createDirectories(file.getParent());
    Files.write(file, bytes);
  }

  /**
   * A class writer for a public final class {@code name} extending {@code superclass}. Maximum stack sizes are
   * computed; stack map frames are the generators' own (every branch target they emit has the method's entry
   * frame) or the template's (copied as compiled).
   */
  static ClassWriter start(String name, Class<?> superclass) {
    ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
    writer.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL | Opcodes.ACC_SUPER,
        name.replace('.', '/'), null, Type.getInternalName(superclass), null);
    return writer;
  }

  /** The name of the constant holding a class's {@link GeneratedNames#fingerprint}. */
  public static final String FINGERPRINT = "FINGERPRINT";

  /**
   * Declares {@code public static final String FINGERPRINT = value}, a compile-time constant, unless {@code value} is
   * null: classes generated at run time are never looked up, so they do without.
   */
  static void fingerprint(ClassWriter writer, String value) {
    if (value == null) {
      return;
    }
    writer.visitField(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC | Opcodes.ACC_FINAL, FINGERPRINT,
        Type.getDescriptor(String.class), null, value).visitEnd();
  }

  /** A public constructor with {@code superclass}'s parameters, calling it. */
  static void constructor(ClassWriter writer, Class<?> superclass, Class<?>... parameters) {
    String descriptor = Type.getMethodDescriptor(Type.VOID_TYPE, java.util.Arrays.stream(parameters)
        .map(Type::getType).toArray(Type[]::new));
    MethodVisitor mv = writer.visitMethod(Opcodes.ACC_PUBLIC, "<init>", descriptor, null, null);
    mv.visitCode();
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    for (int i = 0; i < parameters.length; i++) {
      mv.visitVarInsn(Opcodes.ALOAD, i + 1);
    }
    mv.visitMethodInsn(Opcodes.INVOKESPECIAL, Type.getInternalName(superclass), "<init>", descriptor, false);
    mv.visitInsn(Opcodes.RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /** Finishes {@code writer}'s class: the template's methods copied in, and the class file made. */
  static GeneratedClass finish(String name, ClassWriter writer, TemplateCopy template) {
    template.copyInto(writer, name.replace('.', '/'));
    writer.visitEnd();
    return new GeneratedClass(name, writer.toByteArray());
  }
}
