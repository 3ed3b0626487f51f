package dev.protojson.internal.codegen;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import dev.protojson.internal.read.ReadSupport;
import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;

/** The few instructions both generators emit in more than one way. */
final class Bytecode {

  private static final Method NO_CASE = method(ReadSupport.class, "noCase", int.class);

  private Bytecode() {}

  /** Calls {@code method} as its declaring class declares it: static, interface or virtual. */
  static void invoke(MethodVisitor mv, Method method) {
    boolean isInterface = method.getDeclaringClass().isInterface();
    int opcode = Modifier.isStatic(method.getModifiers()) ? Opcodes.INVOKESTATIC
        : isInterface ? Opcodes.INVOKEINTERFACE : Opcodes.INVOKEVIRTUAL;
    mv.visitMethodInsn(opcode, Type.getInternalName(method.getDeclaringClass()), method.getName(),
        Type.getMethodDescriptor(method), isInterface);
  }

  /**
   * Ends a method that switches on its first parameter, an index: the switch's default case, {@code fallback}
   * (null if the method has no switch), throws {@code ReadSupport.noCase(index)}.
   */
  static void endWithNoCase(MethodVisitor mv, Label fallback) {
    endWithNoCase(mv, fallback, NO_CASE);
  }

  /** The same, throwing what {@code noCase}, a static {@code (int index)} method, returns. */
  static void endWithNoCase(MethodVisitor mv, Label fallback, Method noCase) {
    if (fallback != null) {
      mv.visitLabel(fallback);
      mv.visitFrame(Opcodes.F_SAME, 0, null, 0, null);
    }
    mv.visitVarInsn(Opcodes.ILOAD, 1);
    invoke(mv, noCase);
    mv.visitInsn(Opcodes.ATHROW);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  static void pushInt(MethodVisitor mv, int value) {
    if (value >= -1 && value <= 5) {
      mv.visitInsn(Opcodes.ICONST_0 + value);
    } else if (value >= Byte.MIN_VALUE && value <= Byte.MAX_VALUE) {
      mv.visitIntInsn(Opcodes.BIPUSH, value);
    } else if (value >= Short.MIN_VALUE && value <= Short.MAX_VALUE) {
      mv.visitIntInsn(Opcodes.SIPUSH, value);
    } else {
      mv.visitLdcInsn(value);
    }
  }

  static void pushBoolean(MethodVisitor mv, boolean value) {
    mv.visitInsn(value ? Opcodes.ICONST_1 : Opcodes.ICONST_0);
  }

  /** A public method of a generated message or builder class; the most specific one for covariant returns. */
  static Method method(Class<?> owner, String name, Class<?>... parameters) {
    try {
      return owner.getMethod(name, parameters);
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException("No generated method " + name + "(" + parameters.length + " parameters) in "
          + owner.getName(), e);
    }
  }
}
