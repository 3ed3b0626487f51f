package dev.protojson.internal.codegen;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import net.bytebuddy.jar.asm.AnnotationVisitor;
import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassVisitor;
import net.bytebuddy.jar.asm.FieldVisitor;
import net.bytebuddy.jar.asm.Handle;
import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;

/**
 * A class file as text to read and diff, in the manner of ASM's {@code Textifier} (which Byte Buddy's copy of ASM
 * leaves out): members in class-file order, instructions by mnemonic, jump targets as labels numbered in order of
 * appearance rather than byte offsets, constants by value rather than constant-pool index. It depends on the bytes
 * alone, not on the JDK that prints them, so one text holds on every JDK. Stack map frames and debug information
 * are left out: they follow from the instructions.
 */
final class BytecodeText {

  private static final Map<Integer, String> MNEMONICS = mnemonics();

  private BytecodeText() {}

  static String of(byte[] classFile) {
    StringBuilder out = new StringBuilder();
    new ClassReader(classFile).accept(new ClassPrinter(out), ClassReader.SKIP_FRAMES | ClassReader.SKIP_DEBUG);
    return out.toString();
  }

  /** The instruction names, from the constants of {@code Opcodes} that are not flags, types or versions. */
  private static Map<Integer, String> mnemonics() {
    Map<Integer, String> names = new HashMap<>();
    for (Field field : Opcodes.class.getFields()) {
      String name = field.getName();
      if (field.getType() != int.class || !Modifier.isStatic(field.getModifiers())
          || name.matches("(ACC|T|H|F|V|ASM|SOURCE)_.*|V\\d.*|ASM\\d.*")) {
        continue;
      }
      try {
        String previous = names.put(field.getInt(null), name);
        if (previous != null) {
          throw new IllegalStateException("Two instructions numbered alike: " + previous + " and " + name);
        }
      } catch (IllegalAccessException e) {
        throw new IllegalStateException(e);
      }
    }
    return names;
  }

  private static String access(int access) {
    List<String> words = new ArrayList<>();
    String[] names = {"public", "private", "protected", "static", "final", "synchronized", "volatile",
        "transient", "native", "interface", "abstract", "strict", "synthetic", "annotation", "enum"};
    int[] flags = {Opcodes.ACC_PUBLIC, Opcodes.ACC_PRIVATE, Opcodes.ACC_PROTECTED, Opcodes.ACC_STATIC,
        Opcodes.ACC_FINAL, Opcodes.ACC_SYNCHRONIZED, Opcodes.ACC_VOLATILE, Opcodes.ACC_TRANSIENT,
        Opcodes.ACC_NATIVE, Opcodes.ACC_INTERFACE, Opcodes.ACC_ABSTRACT, Opcodes.ACC_STRICT,
        Opcodes.ACC_SYNTHETIC, Opcodes.ACC_ANNOTATION, Opcodes.ACC_ENUM};
    for (int i = 0; i < flags.length; i++) {
      if ((access & flags[i]) != 0) {
        words.add(names[i]);
      }
    }
    return words.isEmpty() ? "" : String.join(" ", words) + " ";
  }

  private static String constant(Object value) {
    if (value instanceof String text) {
      StringBuilder quoted = new StringBuilder("\"");
      for (char c : text.toCharArray()) {
        if (c == '"' || c == '\\') {
          quoted.append('\\').append(c);
        } else if (c < 0x20 || c > 0x7e) {
          quoted.append(String.format("\\u%04x", (int) c));
        } else {
          quoted.append(c);
        }
      }
      return quoted.append('"').toString();
    }
    if (value instanceof Type type) {
      return type.getDescriptor() + ".class";
    }
    if (value instanceof Handle handle) {
      return "handle " + handle.getTag() + " " + handle.getOwner() + "." + handle.getName() + handle.getDesc();
    }
    return value + (value instanceof Long ? "L" : value instanceof Float ? "F" : value instanceof Double ? "D" : "");
  }

  private static final class ClassPrinter extends ClassVisitor {

    private final StringBuilder out;

    ClassPrinter(StringBuilder out) {
      super(Opcodes.ASM9);
      this.out = out;
    }

    @Override
    public void visit(int version, int access, String name, String signature, String superName,
        String[] interfaces) {
      out.append("// class version ").append(version & 0xFFFF).append('\n');
      out.append(access(access & ~Opcodes.ACC_SUPER)).append("class ").append(name).append(" extends ")
          .append(superName);
      if (interfaces.length > 0) {
        out.append(" implements ").append(String.join(", ", interfaces));
      }
      out.append('\n');
    }

    @Override
    public AnnotationVisitor visitAnnotation(String descriptor, boolean visible) {
      out.append("@").append(descriptor).append('\n');
      return null;
    }

    @Override
    public FieldVisitor visitField(int access, String name, String descriptor, String signature, Object value) {
      out.append('\n').append(access(access)).append(descriptor).append(' ').append(name);
      if (value != null) {
        out.append(" = ").append(constant(value));
      }
      out.append('\n');
      return null;
    }

    @Override
    public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
        String[] exceptions) {
      out.append('\n').append(access(access)).append(name).append(descriptor);
      if (exceptions != null && exceptions.length > 0) {
        out.append(" throws ").append(String.join(", ", exceptions));
      }
      out.append('\n');
      return new MethodPrinter(out);
    }
  }

  private static final class MethodPrinter extends MethodVisitor {

    private final StringBuilder out;
    private final Map<Label, String> labels = new IdentityHashMap<>();

    MethodPrinter(StringBuilder out) {
      super(Opcodes.ASM9);
      this.out = out;
    }

    private String label(Label label) {
      return labels.computeIfAbsent(label, l -> "L" + labels.size());
    }

    private void line(int opcode, String operands) {
      out.append("    ").append(MNEMONICS.get(opcode));
      if (!operands.isEmpty()) {
        out.append(' ').append(operands);
      }
      out.append('\n');
    }

    @Override
    public void visitInsn(int opcode) {
      line(opcode, "");
    }

    @Override
    public void visitIntInsn(int opcode, int operand) {
      line(opcode, String.valueOf(operand));
    }

    @Override
    public void visitVarInsn(int opcode, int varIndex) {
      line(opcode, String.valueOf(varIndex));
    }

    @Override
    public void visitTypeInsn(int opcode, String type) {
      line(opcode, type);
    }

    @Override
    public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
      line(opcode, owner + "." + name + " : " + descriptor);
    }

    @Override
    public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
      line(opcode, owner + "." + name + descriptor + (isInterface && opcode != Opcodes.INVOKEINTERFACE ? " (itf)"
          : ""));
    }

    @Override
    public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrap, Object... arguments) {
      List<String> args = new ArrayList<>();
      for (Object argument : arguments) {
        args.add(constant(argument));
      }
      line(Opcodes.INVOKEDYNAMIC, name + descriptor + " " + constant(bootstrap) + " " + args);
    }

    @Override
    public void visitJumpInsn(int opcode, Label label) {
      line(opcode, label(label));
    }

    @Override
    public void visitLabel(Label label) {
      out.append("   ").append(label(label)).append(":\n");
    }

    @Override
    public void visitLdcInsn(Object value) {
      line(Opcodes.LDC, constant(value));
    }

    @Override
    public void visitIincInsn(int varIndex, int increment) {
      line(Opcodes.IINC, varIndex + " " + increment);
    }

    @Override
    public void visitTableSwitchInsn(int min, int max, Label dflt, Label... targets) {
      line(Opcodes.TABLESWITCH, "");
      for (int i = 0; i < targets.length; i++) {
        switchCase(String.valueOf(min + i), targets[i]);
      }
      switchCase("default", dflt);
    }

    @Override
    public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] targets) {
      line(Opcodes.LOOKUPSWITCH, "");
      for (int i = 0; i < targets.length; i++) {
        switchCase(String.valueOf(keys[i]), targets[i]);
      }
      switchCase("default", dflt);
    }

    private void switchCase(String key, Label target) {
      out.append("      ").append(key).append(": ").append(label(target)).append('\n');
    }

    @Override
    public void visitMultiANewArrayInsn(String descriptor, int numDimensions) {
      line(Opcodes.MULTIANEWARRAY, descriptor + " " + numDimensions);
    }

    @Override
    public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
      out.append("    TRYCATCHBLOCK ").append(label(start)).append(' ').append(label(end)).append(' ')
          .append(label(handler)).append(' ').append(type).append('\n');
    }

    @Override
    public void visitMaxs(int maxStack, int maxLocals) {
      out.append("    MAXSTACK = ").append(maxStack).append("\n    MAXLOCALS = ").append(maxLocals).append('\n');
    }
  }
}
