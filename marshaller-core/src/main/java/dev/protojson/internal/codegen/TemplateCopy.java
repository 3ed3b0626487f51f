package dev.protojson.internal.codegen;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassVisitor;
import net.bytebuddy.jar.asm.ClassWriter;
import net.bytebuddy.jar.asm.Handle;
import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;

/**
 * Adds the methods of a template class (all but its constructor and abstract methods) to a generated class, with
 * every reference to the template renamed to the generated class, stack map frames included. A template holds the
 * code that every generated class needs its own copy of, so that the JIT sees a single receiver class at the calls
 * it makes on {@code this}; see {@link ReaderTemplate} and {@link WriterTemplate}.
 *
 * <p>The template's class file is read once, into the list of instructions of each method; a copy replays them
 * into the generated class with fresh labels. Reading the class file again for every generated class, through a
 * renaming visitor, was a quarter of the time it takes to generate a type's code.
 */
final class TemplateCopy {

  static final TemplateCopy READER = new TemplateCopy(ReaderTemplate.class);
  static final TemplateCopy WRITER = new TemplateCopy(WriterTemplate.class);

  private final String template;
  private final List<RecordedMethod> methods = new ArrayList<>();

  private TemplateCopy(Class<?> template) {
    String resource = template.getSimpleName() + ".class";
    byte[] bytes;
    try (InputStream in = template.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("No class file " + resource + " next to " + template.getName());
      }
      bytes = in.readAllBytes();
    } catch (IOException e) {
      throw new IllegalStateException("Cannot read the class file of " + template.getName(), e);
    }
    this.template = Type.getInternalName(template);
    new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
      @Override
      public MethodVisitor visitMethod(int access, String method, String descriptor, String signature,
          String[] exceptions) {
        if (method.equals("<init>") || (access & Opcodes.ACC_ABSTRACT) != 0) {
          return null;
        }
        RecordedMethod recorded = new RecordedMethod(access, method, descriptor, signature, exceptions);
        methods.add(recorded);
        return recorded.recorder(TemplateCopy.this.template);
      }
    }, ClassReader.SKIP_DEBUG);
  }

  /** Adds the template's methods to the class {@code target} (an internal name) being written by {@code out}. */
  void copyInto(ClassWriter out, String target) {
    for (RecordedMethod method : methods) {
      method.replay(out, new Copy(template, target));
    }
  }

  /** One instruction (or other part of a method), replayed against a target class and that copy's labels. */
  private interface Step {
    void replay(MethodVisitor mv, Copy copy);
  }

  /** One copy of a method: the generated class's name instead of the template's, and labels of its own. */
  private static final class Copy {

    private final String template;
    private final String target;
    private final Map<Label, Label> labels = new IdentityHashMap<>();

    Copy(String template, String target) {
      this.template = template;
      this.target = target;
    }

    Label label(Label recorded) {
      return labels.computeIfAbsent(recorded, l -> new Label());
    }

    Label[] labels(Label[] recorded) {
      Label[] copies = new Label[recorded.length];
      for (int i = 0; i < recorded.length; i++) {
        copies[i] = label(recorded[i]);
      }
      return copies;
    }

    String type(String internalName) {
      return template.equals(internalName) ? target : internalName;
    }

    /** A descriptor, in which the template appears only as a whole {@code L<name>;}. */
    String descriptor(String descriptor) {
      return descriptor.indexOf(template) < 0 ? descriptor
          : descriptor.replace('L' + template + ';', 'L' + target + ';');
    }

    Object[] frame(Object[] types, int count) {
      if (types == null) {
        return null;
      }
      Object[] copies = new Object[count];
      for (int i = 0; i < count; i++) {
        Object type = types[i];
        copies[i] = type instanceof String name ? type(name) : type instanceof Label label ? label(label) : type;
      }
      return copies;
    }

    Object constant(Object value) {
      if (value instanceof Type type && type.getSort() == Type.OBJECT) {
        return Type.getObjectType(type(type.getInternalName()));
      }
      return value;
    }
  }

  private static final class RecordedMethod {

    private final int access;
    private final String name;
    private final String descriptor;
    private final String signature;
    private final String[] exceptions;
    private final List<Step> steps = new ArrayList<>();

    RecordedMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
      this.access = access;
      this.name = name;
      this.descriptor = descriptor;
      this.signature = signature;
      this.exceptions = exceptions;
    }

    /** Replays the method into {@code out}; {@code copy} is this copy's, with labels of its own. */
    void replay(ClassWriter out, Copy copy) {
      MethodVisitor mv = out.visitMethod(access, name, copy.descriptor(descriptor), signature, exceptions);
      for (Step step : steps) {
        step.replay(mv, copy);
      }
    }

    MethodVisitor recorder(String template) {
      return new MethodVisitor(Opcodes.ASM9) {
        @Override
        public void visitParameter(String parameter, int parameterAccess) {
          steps.add((mv, c) -> mv.visitParameter(parameter, parameterAccess));
        }

        @Override
        public void visitCode() {
          steps.add((mv, c) -> mv.visitCode());
        }

        @Override
        public void visitFrame(int type, int numLocal, Object[] local, int numStack, Object[] stack) {
          Object[] locals = local == null ? null : local.clone();
          Object[] stacks = stack == null ? null : stack.clone();
          steps.add((mv, c) -> mv.visitFrame(type, numLocal, c.frame(locals, numLocal), numStack,
              c.frame(stacks, numStack)));
        }

        @Override
        public void visitInsn(int opcode) {
          steps.add((mv, c) -> mv.visitInsn(opcode));
        }

        @Override
        public void visitIntInsn(int opcode, int operand) {
          steps.add((mv, c) -> mv.visitIntInsn(opcode, operand));
        }

        @Override
        public void visitVarInsn(int opcode, int varIndex) {
          steps.add((mv, c) -> mv.visitVarInsn(opcode, varIndex));
        }

        @Override
        public void visitTypeInsn(int opcode, String type) {
          steps.add((mv, c) -> mv.visitTypeInsn(opcode, c.type(type)));
        }

        @Override
        public void visitFieldInsn(int opcode, String owner, String field, String fieldDescriptor) {
          steps.add((mv, c) -> mv.visitFieldInsn(opcode, c.type(owner), field, c.descriptor(fieldDescriptor)));
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String method, String methodDescriptor,
            boolean isInterface) {
          steps.add((mv, c) -> mv.visitMethodInsn(opcode, c.type(owner), method, c.descriptor(methodDescriptor),
              isInterface));
        }

        @Override
        public void visitInvokeDynamicInsn(String method, String methodDescriptor, Handle bootstrap,
            Object... arguments) {
          if (methodDescriptor.contains(template)) {
            throw new IllegalStateException("A template's invokedynamic cannot name the template: " + method);
          }
          steps.add((mv, c) -> mv.visitInvokeDynamicInsn(method, methodDescriptor, bootstrap, arguments));
        }

        @Override
        public void visitJumpInsn(int opcode, Label label) {
          steps.add((mv, c) -> mv.visitJumpInsn(opcode, c.label(label)));
        }

        @Override
        public void visitLabel(Label label) {
          steps.add((mv, c) -> mv.visitLabel(c.label(label)));
        }

        @Override
        public void visitLdcInsn(Object value) {
          steps.add((mv, c) -> mv.visitLdcInsn(c.constant(value)));
        }

        @Override
        public void visitIincInsn(int varIndex, int increment) {
          steps.add((mv, c) -> mv.visitIincInsn(varIndex, increment));
        }

        @Override
        public void visitTableSwitchInsn(int min, int max, Label dflt, Label... labels) {
          steps.add((mv, c) -> mv.visitTableSwitchInsn(min, max, c.label(dflt), c.labels(labels)));
        }

        @Override
        public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] labels) {
          steps.add((mv, c) -> mv.visitLookupSwitchInsn(c.label(dflt), keys, c.labels(labels)));
        }

        @Override
        public void visitMultiANewArrayInsn(String arrayDescriptor, int numDimensions) {
          steps.add((mv, c) -> mv.visitMultiANewArrayInsn(c.descriptor(arrayDescriptor), numDimensions));
        }

        @Override
        public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
          steps.add((mv, c) -> mv.visitTryCatchBlock(c.label(start), c.label(end), c.label(handler),
              type == null ? null : c.type(type)));
        }

        @Override
        public void visitMaxs(int maxStack, int maxLocals) {
          steps.add((mv, c) -> mv.visitMaxs(maxStack, maxLocals));
        }

        @Override
        public void visitEnd() {
          steps.add((mv, c) -> mv.visitEnd());
        }
      };
    }
  }
}
