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
 * Adds the methods of a template class (all but its constructor and abstract methods) to a generated class, with
 * every reference to the template renamed to the generated class, stack map frames included. A template holds the
 * code that every generated class needs its own copy of, so that the JIT sees a single receiver class at the calls
 * it makes on {@code this}; see {@link ReaderTemplate} and {@link WriterTemplate}.
 */
final class TemplateCopy implements AsmVisitorWrapper {

  static final TemplateCopy READER = new TemplateCopy(ReaderTemplate.class);
  static final TemplateCopy WRITER = new TemplateCopy(WriterTemplate.class);

  private final String template;
  private final byte[] templateBytes;

  private TemplateCopy(Class<?> template) {
    this.template = Type.getInternalName(template);
    try {
      this.templateBytes = ClassFileLocator.ForClassLoader.read(template);
    } catch (RuntimeException e) {
      throw new IllegalStateException("Cannot read the class file of " + template.getName(), e);
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
    SimpleRemapper rename = new SimpleRemapper(template, instrumentedType.getInternalName());
    return new ClassVisitor(Opcodes.ASM9, classVisitor) {
      @Override
      public void visitEnd() {
        new ClassReader(templateBytes).accept(new ClassVisitor(Opcodes.ASM9) {
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
