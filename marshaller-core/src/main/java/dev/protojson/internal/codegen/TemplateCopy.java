package dev.protojson.internal.codegen;

import java.io.IOException;
import java.io.InputStream;
import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassVisitor;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;
import net.bytebuddy.jar.asm.commons.MethodRemapper;
import net.bytebuddy.jar.asm.commons.SimpleRemapper;

/**
 * Adds the methods of a template class (all but its constructor and abstract methods) to a generated class, with
 * every reference to the template renamed to the generated class, stack map frames included. A template holds the
 * code that every generated class needs its own copy of, so that the JIT sees a single receiver class at the calls
 * it makes on {@code this}; see {@link ReaderTemplate} and {@link WriterTemplate}.
 */
final class TemplateCopy {

  static final TemplateCopy READER = new TemplateCopy(ReaderTemplate.class);
  static final TemplateCopy WRITER = new TemplateCopy(WriterTemplate.class);

  private final String template;
  private final byte[] templateBytes;

  private TemplateCopy(Class<?> template) {
    this.template = Type.getInternalName(template);
    String resource = template.getSimpleName() + ".class";
    try (InputStream in = template.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("No class file " + resource + " next to " + template.getName());
      }
      this.templateBytes = in.readAllBytes();
    } catch (IOException e) {
      throw new IllegalStateException("Cannot read the class file of " + template.getName(), e);
    }
  }

  /** Adds the template's methods to the class {@code target} (an internal name) being written by {@code out}. */
  void copyInto(ClassVisitor out, String target) {
    SimpleRemapper rename = new SimpleRemapper(template, target);
    new ClassReader(templateBytes).accept(new ClassVisitor(Opcodes.ASM9) {
      @Override
      public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
          String[] exceptions) {
        if (name.equals("<init>") || (access & Opcodes.ACC_ABSTRACT) != 0) {
          return null;
        }
        return new MethodRemapper(out.visitMethod(access, name, descriptor, signature, exceptions), rename);
      }
    }, ClassReader.SKIP_DEBUG);
  }
}
