package dev.protojson.internal.codegen;

import net.bytebuddy.asm.AsmVisitorWrapper;
import net.bytebuddy.description.field.FieldDescription;
import net.bytebuddy.description.field.FieldList;
import net.bytebuddy.description.method.MethodList;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.dynamic.ClassFileLocator;
import net.bytebuddy.implementation.Implementation;
import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassVisitor;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;
import net.bytebuddy.jar.asm.commons.MethodRemapper;
import net.bytebuddy.jar.asm.commons.SimpleRemapper;
import net.bytebuddy.pool.TypePool;

/**
 * Adds the methods of {@link ReaderLoopTemplate} (all but its constructor) to a generated reader class, with
 * every reference to the template renamed to the generated class, stack map frames included.
 */
enum ReaderLoopCopy implements AsmVisitorWrapper {
  INSTANCE;

  private static final String TEMPLATE = Type.getInternalName(ReaderLoopTemplate.class);
  private static final byte[] TEMPLATE_BYTES = templateBytes();

  private static byte[] templateBytes() {
    try {
      return ClassFileLocator.ForClassLoader.read(ReaderLoopTemplate.class);
    } catch (RuntimeException e) {
      throw new IllegalStateException("Cannot read the class file of " + ReaderLoopTemplate.class.getName(), e);
    }
  }

  @Override
  public int mergeWriter(int flags) {
    return flags;
  }

  @Override
  public int mergeReader(int flags) {
    return flags;
  }

  @Override
  public ClassVisitor wrap(TypeDescription instrumentedType, ClassVisitor classVisitor,
      Implementation.Context implementationContext, TypePool typePool,
      FieldList<FieldDescription.InDefinedShape> fields, MethodList<?> methods, int writerFlags, int readerFlags) {
    SimpleRemapper rename = new SimpleRemapper(TEMPLATE, instrumentedType.getInternalName());
    return new ClassVisitor(Opcodes.ASM9, classVisitor) {
      @Override
      public void visitEnd() {
        new ClassReader(TEMPLATE_BYTES).accept(new ClassVisitor(Opcodes.ASM9) {
          @Override
          public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
              String[] exceptions) {
            if (name.equals("<init>") || (access & Opcodes.ACC_ABSTRACT) != 0) {
              return null;
            }
            return new MethodRemapper(classVisitor.visitMethod(access, name, descriptor, signature, exceptions),
                rename);
          }
        }, ClassReader.SKIP_DEBUG);
        super.visitEnd();
      }
    };
  }
}
