package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.Options;
import dev.protojson.internal.write.ExtensionWriter;
import dev.protojson.internal.write.MessageWriter;
import java.util.ArrayList;
import java.util.List;
import net.bytebuddy.ByteBuddy;
import net.bytebuddy.ClassFileVersion;
import net.bytebuddy.description.method.MethodDescription;
import net.bytebuddy.description.modifier.Ownership;
import net.bytebuddy.description.modifier.Visibility;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.dynamic.scaffold.subclass.ConstructorStrategy;
import net.bytebuddy.implementation.Implementation;
import net.bytebuddy.implementation.bytecode.StackManipulation;
import net.bytebuddy.implementation.bytecode.assign.TypeCasting;
import net.bytebuddy.implementation.bytecode.member.MethodInvocation;
import net.bytebuddy.implementation.bytecode.member.MethodReturn;
import net.bytebuddy.implementation.bytecode.member.MethodVariableAccess;
import net.bytebuddy.matcher.ElementMatchers;
import tools.jackson.core.JsonGenerator;

/**
 * Generates the writer class of one message type: a {@link MessageWriter} whose {@code writeFields} casts the
 * message once and calls static methods {@code part0}, {@code part1}, ..., each writing a group of fields in
 * declaration order. Grouping keeps every method small enough for the JIT however many fields a message has.
 */
public final class WriterGenerator {

  /** Fields per generated method: about 20 bytes of bytecode each, so a method stays near 500 bytes. */
  static final int FIELDS_PER_METHOD = 24;

  /** A generated, not yet loaded writer class and the static constants to assign once it is loaded. */
  public record Generated(DynamicType.Unloaded<MessageWriter> type, List<WriterConstant> constants) {}

  private WriterGenerator() {}

  public static Generated generate(Message defaultInstance, Options options) {
    Class<?> messageClass = defaultInstance.getClass();
    Descriptor descriptor = defaultInstance.getDescriptorForType();
    WriterFieldRecipes recipes = new WriterFieldRecipes(messageClass, options);
    List<FieldDescriptor> fields = descriptor.getFields();
    List<WriterConstant> constants = new ArrayList<>();
    List<List<WriterFieldRecipes.FieldCode>> groups = new ArrayList<>();
    for (int i = 0; i < fields.size(); i++) {
      if (i % FIELDS_PER_METHOD == 0) {
        groups.add(new ArrayList<>());
      }
      WriterFieldRecipes.FieldCode code = recipes.field(fields.get(i), i);
      constants.addAll(code.constants());
      groups.get(groups.size() - 1).add(code);
    }
    boolean extendable = descriptor.isExtendable();
    if (extendable) {
      constants.add(new WriterConstant("x", ExtensionWriter.class, writers -> new ExtensionWriter(options, writers)));
    }

    DynamicType.Builder<MessageWriter> builder = new ByteBuddy(ClassFileVersion.JAVA_V17)
        .subclass(MessageWriter.class, ConstructorStrategy.Default.DEFAULT_CONSTRUCTOR)
        .name(className(descriptor))
        .modifiers(Visibility.PUBLIC, net.bytebuddy.description.modifier.TypeManifestation.FINAL);
    for (WriterConstant constant : constants) {
      builder = builder.defineField(constant.name(), constant.type(), Visibility.PUBLIC, Ownership.STATIC);
    }
    for (int g = 0; g < groups.size(); g++) {
      List<WriterFieldRecipes.FieldCode> group = groups.get(g);
      builder = builder.defineMethod(part(g), void.class, Visibility.PUBLIC, Ownership.STATIC)
          .withParameters(messageClass, JsonGenerator.class)
          .intercept(Implementation.Simple.of((target, method) -> {
            List<StackManipulation> code = new ArrayList<>();
            for (WriterFieldRecipes.FieldCode field : group) {
              code.add(field.code().apply(target.getInstrumentedType()));
            }
            code.add(MethodReturn.VOID);
            return new StackManipulation.Compound(code);
          }));
    }
    int partCount = groups.size();
    builder = builder.method(ElementMatchers.named("writeFields")).intercept(Implementation.Simple.of(
        (target, method) -> writeFields(target.getInstrumentedType(), messageClass, partCount, extendable)));
    return new Generated(builder.visit(TemplateCopy.WRITER).make(), constants);
  }

  private static StackManipulation writeFields(TypeDescription self, Class<?> messageClass, int parts,
      boolean extendable) {
    List<StackManipulation> code = new ArrayList<>();
    for (int g = 0; g < parts; g++) {
      MethodDescription part = self.getDeclaredMethods().filter(ElementMatchers.named(part(g))).getOnly();
      code.add(MethodVariableAccess.REFERENCE.loadFrom(1));
      code.add(TypeCasting.to(TypeDescription.ForLoadedType.of(messageClass)));
      code.add(MethodVariableAccess.REFERENCE.loadFrom(2));
      code.add(MethodInvocation.invoke(part));
    }
    if (extendable) {
      // Extensions are not known to the message class; they are found at run time (proto2 and editions only).
      code.add(WriterFieldRecipes.read(self, "x"));
      code.add(MethodVariableAccess.REFERENCE.loadFrom(2));
      code.add(MethodVariableAccess.REFERENCE.loadFrom(1));
      code.add(MethodInvocation.invoke(new MethodDescription.ForLoadedMethod(extensionWrite())));
    }
    code.add(MethodReturn.VOID);
    return new StackManipulation.Compound(code);
  }

  private static java.lang.reflect.Method extensionWrite() {
    try {
      return ExtensionWriter.class.getMethod("write", JsonGenerator.class, Message.class);
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException(e);
    }
  }

  private static String part(int group) {
    return "part" + group;
  }

  /**
   * A name of its own per message type: '$' never occurs in proto names, so {@code a_b.C} and {@code a.b_C} stay
   * apart. Each batch has its own class loader, so marshallers never collide.
   */
  static String className(Descriptor descriptor) {
    return "dev.protojson.generated." + descriptor.getFullName().replace('.', '$') + "$JsonWriter";
  }

}
