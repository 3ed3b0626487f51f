package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.read.FieldInfo;
import dev.protojson.internal.read.MessageReader;
import dev.protojson.internal.read.ReadSupport;
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
import net.bytebuddy.matcher.ElementMatchers;

/**
 * Generates the reader class of one message type: a {@link MessageReader} with a copy of the member loop of
 * {@link ReaderTemplate} plus the methods it calls, each a {@code tableswitch} on the field index. Every case is
 * one straight-line recipe from {@link ReaderFieldRecipes} that ends in a return, so each case starts from the
 * method's entry frame and the methods stay a few bytes per field.
 *
 * <p>For {@code message Order { string id = 1; Customer customer = 2; repeated int64 quantities = 3; }} it
 * generates what this Java would compile to:
 *
 * <pre>{@code
 * public final class dev.protojson.generated.shop$Order$JsonReader extends MessageReader {
 *   // fields[i]: what the reader knows of field i; nestedReaders[i]: the reader of its message type
 *
 *   protected void readField(int field, JsonParser p, Message.Builder b) {
 *     switch (field) {
 *       case 0: ((Order.Builder) b).setId(ReadSupport.readString(p)); return;   // FieldKind.STRING.read()
 *       case 1:
 *         if (!((Order.Builder) b).hasCustomer()) {
 *           Customer.Builder c = Customer.newBuilder();
 *           nestedReaders[1].merge(p, c);
 *           ((Order.Builder) b).setCustomer(c.buildPartial());
 *           return;
 *         }
 *         nestedReaders[1].merge(p, ((Order.Builder) b).getCustomerBuilder()); return;
 *       default: throw ReadSupport.noCase(field);
 *     }
 *   }
 *
 *   protected void readElement(int field, JsonParser p, Message.Builder b) {
 *     switch (field) {
 *       case 2: ((Order.Builder) b).addQuantities(ReadSupport.readInt64(p)); return;   // FieldKind.INT64.read()
 *       default: throw ReadSupport.noCase(field);
 *     }
 *   }
 *
 *   // readEntry and mapSize: the same switch, for map fields (none here)
 *   // merge and mergeMembers, the loop over the object's members: copies of ReaderTemplate's
 * }
 * }</pre>
 *
 * The reader is the counterpart of {@link WriterGenerator}'s writer. Its shape differs where reading does: a
 * member loop that finds fields by name in any order (a writer walks its fields in order), so the per-field code
 * sits in switches the loop calls instead of straight-line parts, and the loop itself is a template copied into
 * each class, so that a nested message's loop is inlined into its parent's.
 */
public final class ReaderGenerator {

  private static final Method NO_CASE = Bytecode.method(ReadSupport.class, "noCase", int.class);

  private ReaderGenerator() {}

  /** The unloaded reader class of {@code prototype}'s type for {@code plan}. */
  public static DynamicType.Unloaded<MessageReader> generate(Message prototype, ReaderPlan plan) {
    Class<?> builderClass = prototype.newBuilderForType().getClass();
    ReaderFieldRecipes recipes = new ReaderFieldRecipes(prototype.getClass(), builderClass);
    FieldInfo[] fields = plan.fields();
    return new ByteBuddy(ClassFileVersion.JAVA_V17)
        .subclass(MessageReader.class, ConstructorStrategy.Default.IMITATE_SUPER_CLASS_OPENING)
        .name(GeneratedNames.reader(prototype.getDescriptorForType()))
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
      Bytecode.invoke(mv, NO_CASE);
      mv.visitInsn(Opcodes.ATHROW);
      return new ByteCodeAppender.Size(8, method.getStackSize());
    };
  }
}
