package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.read.FieldInfo;
import dev.protojson.internal.read.MessageReader;
import dev.protojson.internal.read.ReaderPlan;
import java.lang.reflect.Method;
import java.util.function.Function;
import net.bytebuddy.ByteBuddy;
import net.bytebuddy.ClassFileVersion;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.dynamic.scaffold.subclass.ConstructorStrategy;
import net.bytebuddy.implementation.Implementation;
import net.bytebuddy.implementation.bytecode.ByteCodeAppender;
import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;
import net.bytebuddy.matcher.ElementMatchers;

/**
 * Generates the subclass of {@link MessageReader} for one message type: a copy of the member loop of
 * {@link ReaderLoopTemplate} plus the methods it calls, each a {@code tableswitch} on the field index. Every case
 * is one straight-line recipe from {@link ReaderRecipes} that ends in a return, so each case starts from the
 * method's entry frame and the methods stay a few bytes per field.
 */
public final class ReaderCodegen {

  private static final int PARSER = 2;
  private static final int BUILDER = 3;

  private ReaderCodegen() {}

  /** The unloaded reader class of {@code prototype}'s type for {@code plan}. */
  public static DynamicType.Unloaded<MessageReader> generate(Message prototype, ReaderPlan plan) {
    Class<?> builderClass = prototype.newBuilderForType().getClass();
    ReaderRecipes recipes = new ReaderRecipes(prototype.getClass(), builderClass);
    FieldInfo[] fields = plan.fields();
    return new ByteBuddy(ClassFileVersion.JAVA_V17)
        .subclass(MessageReader.class, ConstructorStrategy.Default.IMITATE_SUPER_CLASS_OPENING)
        .name(prototype.getClass().getName() + "$$ProtojsonReader")
        .method(ElementMatchers.named("readField"))
        .intercept(new Implementation.Simple(switchOn(fields, Opcodes.RETURN,
            f -> f.isRepeated() ? null : recipes.singular(f))))
        .method(ElementMatchers.named("readElement"))
        .intercept(new Implementation.Simple(switchOn(fields, Opcodes.RETURN,
            f -> f.isRepeated() && !f.isMapField() ? recipes.element(f) : null)))
        .method(ElementMatchers.named("readEntry"))
        .intercept(new Implementation.Simple(switchOn(fields, Opcodes.RETURN,
            f -> f.isMapField() ? recipes.entry(f) : null)))
        .method(ElementMatchers.named("mapSize"))
        .intercept(new Implementation.Simple(switchOn(fields, Opcodes.IRETURN,
            f -> f.isMapField() ? recipes.mapSize(f) : null)))
        .visit(TemplateCopy.READER)
        .make();
  }

  /** One case body: leaves nothing (or the int result) on the stack; the switch adds the return. */
  interface Recipe {
    void emit(MethodVisitor mv, int index);
  }

  private static ByteCodeAppender switchOn(FieldInfo[] fields, int returnOpcode,
      Function<FieldDescriptor, Recipe> recipeFor) {
    return (mv, context, method) -> {
      Recipe[] recipes = new Recipe[fields.length];
      boolean any = false;
      for (int i = 0; i < fields.length; i++) {
        recipes[i] = recipeFor.apply(fields[i].descriptor());
        any |= recipes[i] != null;
      }
      Label fallback = new Label();
      if (any) {
        Label[] labels = new Label[fields.length];
        for (int i = 0; i < fields.length; i++) {
          labels[i] = recipes[i] == null ? fallback : new Label();
        }
        mv.visitVarInsn(Opcodes.ILOAD, 1);
        mv.visitTableSwitchInsn(0, fields.length - 1, fallback, labels);
        for (int i = 0; i < fields.length; i++) {
          if (recipes[i] != null) {
            mv.visitLabel(labels[i]);
            mv.visitFrame(Opcodes.F_SAME, 0, null, 0, null);
            recipes[i].emit(mv, i);
            mv.visitInsn(returnOpcode);
          }
        }
        mv.visitLabel(fallback);
        mv.visitFrame(Opcodes.F_SAME, 0, null, 0, null);
      }
      mv.visitVarInsn(Opcodes.ILOAD, 1);
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, ReaderRecipes.SUPPORT, "noCase", "(I)Ljava/lang/RuntimeException;",
          false);
      mv.visitInsn(Opcodes.ATHROW);
      return new ByteCodeAppender.Size(8, method.getStackSize());
    };
  }

  static void loadParser(MethodVisitor mv) {
    mv.visitVarInsn(Opcodes.ALOAD, PARSER);
  }

  static void loadBuilder(MethodVisitor mv, Class<?> builderClass) {
    mv.visitVarInsn(Opcodes.ALOAD, BUILDER);
    mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(builderClass));
  }

  static void invoke(MethodVisitor mv, Method method) {
    boolean isStatic = java.lang.reflect.Modifier.isStatic(method.getModifiers());
    boolean isInterface = method.getDeclaringClass().isInterface();
    mv.visitMethodInsn(isStatic ? Opcodes.INVOKESTATIC : isInterface ? Opcodes.INVOKEINTERFACE
        : Opcodes.INVOKEVIRTUAL, Type.getInternalName(method.getDeclaringClass()), method.getName(),
        Type.getMethodDescriptor(method), isInterface);
  }
}
