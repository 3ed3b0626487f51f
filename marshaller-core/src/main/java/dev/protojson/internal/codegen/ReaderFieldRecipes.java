package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.TypeReader;
import dev.protojson.internal.kind.FieldKind;
import dev.protojson.internal.read.FieldInfo;
import dev.protojson.internal.read.MessageReader;
import dev.protojson.internal.wellknown.WellKnownType;
import dev.protojson.internal.wellknown.WellKnownTypes;
import java.lang.reflect.Method;
import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;
import tools.jackson.core.JsonParser;

/**
 * One recipe per field kind and shape. A recipe reads its value with its kind's helper from {@link FieldKind} (or
 * a well-known type's, or the nested type's reader) and hands it to the builder's own accessor:
 * {@code setFoo(int)}, {@code addFoo(String)}, {@code putFoo(long, ByteString)}, {@code setFooValue(int)} for open
 * enums, {@code setFoo(Foo)} or {@code getFooBuilder()} for nested messages. The generated method's parameters
 * are the field index (slot 1), the parser (slot 2) and the builder (slot 3).
 */
final class ReaderFieldRecipes {

  private static final int PARSER = 2;
  private static final int BUILDER = 3;
  private static final Method MERGE = Bytecode.method(TypeReader.class, "merge", JsonParser.class,
      Message.Builder.class);
  private static final String READER_OWNER = Type.getInternalName(MessageReader.class);

  private final Class<?> messageClass;
  private final Class<?> builderClass;

  ReaderFieldRecipes(Class<?> messageClass, Class<?> builderClass) {
    this.messageClass = messageClass;
    this.builderClass = builderClass;
  }

  ReaderGenerator.Recipe singular(FieldDescriptor field) {
    return accessorRecipe(field, "set");
  }

  ReaderGenerator.Recipe element(FieldDescriptor field) {
    return accessorRecipe(field, "add");
  }

  /** Singular and repeated fields differ only in the accessor's prefix. */
  private ReaderGenerator.Recipe accessorRecipe(FieldDescriptor field, String prefix) {
    String name = Accessors.javaName(field, messageClass);
    FieldKind kind = FieldKind.of(field);
    switch (kind) {
      case MESSAGE: {
        WellKnownType.ScalarForm scalar = scalarForm(field);
        if (scalar != null) {
          Method setter = builderMethod(prefix + name, scalar.type());
          return (mv, index) -> {
            loadBuilder(mv);
            readScalarMessage(mv, scalar);
            invokeBuilder(mv, setter);
          };
        }
        return field.isRepeated() ? newMessageElement(name) : mergedOrNewMessage(name);
      }
      case ENUM: {
        Method open = Bytecode.methodOrNull(builderClass, prefix + name + "Value", int.class);
        Method closed = open != null ? null : enumSetter(prefix + name, 1);
        return (mv, index) -> {
          loadBuilder(mv);
          readEnum(mv, index);
          setEnum(mv, open, closed, closed == null ? null : closed.getParameterTypes()[0]);
        };
      }
      default: {
        Method setter = builderMethod(prefix + name, kind.javaType());
        Method read = kind.read();
        return (mv, index) -> {
          loadBuilder(mv);
          loadParser(mv);
          Bytecode.invoke(mv, read);
          invokeBuilder(mv, setter);
        };
      }
    }
  }

  /**
   * A repeated message element is read into a builder of its own and added built: protobuf's nested builders
   * ({@code addFooBuilder()}) cost a wrapper per element and a second pass at {@code build()}.
   */
  private ReaderGenerator.Recipe newMessageElement(String name) {
    Class<?> nestedClass = Bytecode.method(messageClass, "get" + name, int.class).getReturnType();
    Method add = builderMethod("add" + name, nestedClass);
    return (mv, index) -> {
      loadBuilder(mv);
      readNewMessage(mv, index, nestedClass);
      invokeBuilder(mv, add);
    };
  }

  /**
   * A singular message field not set yet gets a new message, like a repeated element. One already set (merging
   * into a builder that holds it) is merged in place through {@code getFooBuilder()}, so fields the JSON does not
   * mention keep their values, as protobuf's merge rules say.
   */
  private ReaderGenerator.Recipe mergedOrNewMessage(String name) {
    Class<?> nestedClass = Bytecode.method(messageClass, "get" + name).getReturnType();
    Method has = builderMethod("has" + name);
    Method set = builderMethod("set" + name, nestedClass);
    Method nestedBuilder = builderMethod("get" + name + "Builder");
    return (mv, index) -> {
      Label alreadySet = new Label();
      loadBuilder(mv);
      Bytecode.invokeOn(mv, builderClass, has);
      mv.visitJumpInsn(Opcodes.IFNE, alreadySet);
      loadBuilder(mv);
      readNewMessage(mv, index, nestedClass);
      invokeBuilder(mv, set);
      mv.visitInsn(Opcodes.RETURN);
      mv.visitLabel(alreadySet);
      // Every case starts from the method's entry state, and nothing was stored since.
      mv.visitFrame(Opcodes.F_SAME, 0, null, 0, null);
      loadNestedReader(mv, index);
      loadParser(mv);
      loadBuilder(mv);
      Bytecode.invokeOn(mv, builderClass, nestedBuilder);
      Bytecode.invoke(mv, MERGE);
    };
  }

  /**
   * Leaves a new message of {@code nestedClass}, read from the current token, on the stack:
   * {@code Nested.newBuilder()}, {@code nestedReaders[index].merge(p, builder)}, {@code builder.buildPartial()}.
   * Emitted in place rather than called through a shared helper, so that each call site sees a single reader
   * class and a single builder class, which the JIT then calls directly.
   */
  private static void readNewMessage(MethodVisitor mv, int index, Class<?> nestedClass) {
    Method newBuilder = Bytecode.method(nestedClass, "newBuilder");
    Method buildPartial = Bytecode.method(newBuilder.getReturnType(), "buildPartial");
    Bytecode.invoke(mv, newBuilder);
    mv.visitInsn(Opcodes.DUP);
    loadNestedReader(mv, index);
    mv.visitInsn(Opcodes.SWAP);
    loadParser(mv);
    mv.visitInsn(Opcodes.SWAP);
    Bytecode.invoke(mv, MERGE);
    Bytecode.invoke(mv, buildPartial);
  }

  private static void loadNestedReader(MethodVisitor mv, int index) {
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    mv.visitFieldInsn(Opcodes.GETFIELD, READER_OWNER, "nestedReaders", Type.getDescriptor(TypeReader[].class));
    Bytecode.pushInt(mv, index);
    mv.visitInsn(Opcodes.AALOAD);
  }

  /**
   * How a well-known type whose JSON is one string or number is read ({@code TimestampJson.read} and the like),
   * if the field takes exactly the class that reads into (it would not if the messages came with their own copy
   * of protobuf-java); null otherwise, which leaves the field to the generic nested-message path.
   */
  private WellKnownType.ScalarForm scalarForm(FieldDescriptor field) {
    WellKnownType wellKnown = WellKnownTypes.of(field.getMessageType());
    WellKnownType.ScalarForm scalar = wellKnown == null ? null : wellKnown.scalarForm();
    if (scalar == null || field.getContainingType().getOptions().getMapEntry()) {
      return scalar;
    }
    String getter = "get" + Accessors.javaName(field, messageClass);
    Class<?> fieldClass = field.isRepeated() ? Bytecode.method(messageClass, getter, int.class).getReturnType()
        : Bytecode.method(messageClass, getter).getReturnType();
    return fieldClass == scalar.type() ? scalar : null;
  }

  /** Leaves the value read by {@code scalar} on the stack. */
  private static void readScalarMessage(MethodVisitor mv, WellKnownType.ScalarForm scalar) {
    loadParser(mv);
    for (Method call : scalar.read()) {
      Bytecode.invoke(mv, call);
    }
  }

  /** {@code putFoo(<key>, <value>)}: the key from the current name, the value as a field of its kind is read. */
  ReaderGenerator.Recipe entry(FieldDescriptor field) {
    String name = Accessors.javaName(field, messageClass);
    FieldKind keyKind = FieldKind.of(field.getMessageType().findFieldByNumber(1));
    FieldDescriptor value = field.getMessageType().findFieldByNumber(2);
    Method readKey = keyKind.mapKey();
    Class<?> keyType = keyKind.javaType();
    Method put;
    ReaderGenerator.Recipe readValue;
    switch (FieldKind.of(value)) {
      case MESSAGE: {
        put = putter("put" + name, keyType);
        Class<?> valueClass = put.getParameterTypes()[1];
        WellKnownType.ScalarForm scalar = scalarForm(value);
        readValue = scalar != null && scalar.type() == valueClass
            ? (mv, index) -> readScalarMessage(mv, scalar)
            : (mv, index) -> readNewMessage(mv, index, valueClass);
        break;
      }
      case ENUM: {
        Method open = Bytecode.methodOrNull(builderClass, "put" + name + "Value", keyType, int.class);
        Method closed = open != null ? null : putter("put" + name, keyType);
        // setEnum makes the call itself: a closed enum's number becomes its constant first.
        return (mv, index) -> {
          loadBuilder(mv);
          loadParser(mv);
          Bytecode.invoke(mv, readKey);
          readEnum(mv, index);
          setEnum(mv, open, closed, closed == null ? null : closed.getParameterTypes()[1]);
        };
      }
      default: {
        FieldKind valueKind = FieldKind.of(value);
        put = builderMethod("put" + name, keyType, valueKind.javaType());
        readValue = (mv, index) -> {
          loadParser(mv);
          Bytecode.invoke(mv, valueKind.read());
        };
      }
    }
    Method putter = put;
    return (mv, index) -> {
      loadBuilder(mv);
      loadParser(mv);
      Bytecode.invoke(mv, readKey);
      readValue.emit(mv, index);
      invokeBuilder(mv, putter);
    };
  }

  /** Leaves {@code getFooCount()} of the map field on the stack. */
  ReaderGenerator.Recipe mapSize(FieldDescriptor field) {
    Method count = builderMethod("get" + Accessors.javaName(field, messageClass) + "Count");
    return (mv, index) -> {
      loadBuilder(mv);
      Bytecode.invokeOn(mv, builderClass, count);
    };
  }

  /** {@code ReadSupport.readEnum(p, fields[index])}: the number, by {@link FieldKind#ENUM}'s helper. */
  private static void readEnum(MethodVisitor mv, int index) {
    loadParser(mv);
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    mv.visitFieldInsn(Opcodes.GETFIELD, READER_OWNER, "fields", Type.getDescriptor(FieldInfo[].class));
    Bytecode.pushInt(mv, index);
    mv.visitInsn(Opcodes.AALOAD);
    Bytecode.invoke(mv, FieldKind.ENUM.read());
  }

  /** With the number on the stack: the open setter takes it, a closed one takes {@code Enum.forNumber(number)}. */
  private void setEnum(MethodVisitor mv, Method open, Method closed, Class<?> enumClass) {
    if (open != null) {
      invokeBuilder(mv, open);
      return;
    }
    Bytecode.invoke(mv, Bytecode.method(enumClass, "forNumber", int.class));
    invokeBuilder(mv, closed);
  }

  private static void loadParser(MethodVisitor mv) {
    mv.visitVarInsn(Opcodes.ALOAD, PARSER);
  }

  private void loadBuilder(MethodVisitor mv) {
    mv.visitVarInsn(Opcodes.ALOAD, BUILDER);
    mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(builderClass));
  }

  /** Calls a builder accessor on the builder class and drops the builder it returns. */
  private void invokeBuilder(MethodVisitor mv, Method method) {
    Bytecode.invokeOn(mv, builderClass, method);
    if (method.getReturnType() != void.class) {
      mv.visitInsn(Opcodes.POP);
    }
  }

  private Method builderMethod(String name, Class<?>... parameters) {
    return Bytecode.method(builderClass, name, parameters);
  }

  /** The setter or adder taking the generated enum class (whose exact class is not known up front). */
  private Method enumSetter(String name, int arity) {
    for (Method method : builderClass.getMethods()) {
      if (method.getName().equals(name) && method.getParameterCount() == arity
          && method.getParameterTypes()[arity - 1].isEnum()) {
        return method;
      }
    }
    throw new IllegalStateException("No " + name + "(enum) in " + builderClass.getName());
  }

  /** {@code putFoo(K, V)} where V is a generated class found by looking. */
  private Method putter(String name, Class<?> keyType) {
    for (Method method : builderClass.getMethods()) {
      if (method.getName().equals(name) && method.getParameterCount() == 2
          && method.getParameterTypes()[0] == keyType && method.getParameterTypes()[1] != int.class
          && !Message.Builder.class.isAssignableFrom(method.getParameterTypes()[1])) {
        return method;
      }
    }
    throw new IllegalStateException("No " + name + " in " + builderClass.getName());
  }
}
