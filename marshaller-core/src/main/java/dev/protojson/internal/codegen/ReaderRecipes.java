package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.TypeReader;
import dev.protojson.internal.read.FieldInfo;
import dev.protojson.internal.read.MessageReader;
import dev.protojson.internal.read.ParseSupport;
import java.lang.reflect.Method;
import java.util.Arrays;
import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;
import tools.jackson.core.JsonParser;

/**
 * One recipe per field kind and shape. A recipe reads its value with a {@link ParseSupport} helper and hands it
 * to the builder's own accessor: {@code setFoo(int)}, {@code addFoo(String)}, {@code putFoo(long, ByteString)},
 * {@code setFooValue(int)} for open enums, {@code setFoo(Foo)} or {@code getFooBuilder()} for nested messages.
 */
final class ReaderRecipes {

  static final String SUPPORT = Type.getInternalName(ParseSupport.class);
  private static final String FIELDS_OWNER = Type.getInternalName(MessageReader.class);
  private static final String FIELD_INFO = Type.getDescriptor(FieldInfo[].class);

  private final Class<?> messageClass;
  private final Class<?> builderClass;

  ReaderRecipes(Class<?> messageClass, Class<?> builderClass) {
    this.messageClass = messageClass;
    this.builderClass = builderClass;
  }

  ReaderCodegen.Recipe singular(FieldDescriptor field) {
    return accessorRecipe(field, "set");
  }

  ReaderCodegen.Recipe element(FieldDescriptor field) {
    return accessorRecipe(field, "add");
  }

  /** Singular and repeated fields differ only in the accessor's prefix. */
  private ReaderCodegen.Recipe accessorRecipe(FieldDescriptor field, String prefix) {
    String name = Accessors.javaName(field, messageClass);
    switch (field.getJavaType()) {
      case MESSAGE: {
        Method scalarMessage = scalarMessageReader(field);
        if (scalarMessage != null) {
          Method setter = method(prefix + name, scalarMessage.getReturnType());
          return (mv, index) -> {
            ReaderCodegen.loadBuilder(mv, builderClass);
            ReaderCodegen.loadParser(mv);
            ReaderCodegen.invoke(mv, scalarMessage);
            invokeBuilder(mv, setter);
          };
        }
        return field.isRepeated() ? newMessageElement(name) : mergedOrNewMessage(name);
      }
      case ENUM: {
        Method open = methodOrNull(prefix + name + "Value", int.class);
        Method closed = open != null ? null : enumSetter(prefix + name, 1);
        return (mv, index) -> {
          ReaderCodegen.loadBuilder(mv, builderClass);
          readEnum(mv, index);
          setEnum(mv, open, closed, closed == null ? null : closed.getParameterTypes()[0]);
        };
      }
      default: {
        Class<?> javaType = javaType(field);
        Method setter = method(prefix + name, javaType);
        String helper = "read" + helperSuffix(field.getType());
        return (mv, index) -> {
          ReaderCodegen.loadBuilder(mv, builderClass);
          ReaderCodegen.loadParser(mv);
          invokeSupport(mv, helper, JsonParser.class);
          invokeBuilder(mv, setter);
        };
      }
    }
  }

  /**
   * A repeated message element is read into a builder of its own and added built: protobuf's nested builders
   * ({@code addFooBuilder()}) cost a wrapper per element and a second pass at {@code build()}.
   */
  private ReaderCodegen.Recipe newMessageElement(String name) {
    Class<?> nestedClass = returnType("get" + name, int.class);
    Method add = method("add" + name, nestedClass);
    return (mv, index) -> {
      ReaderCodegen.loadBuilder(mv, builderClass);
      readNewMessage(mv, index, nestedClass);
      invokeBuilder(mv, add);
    };
  }

  /**
   * A singular message field not set yet gets a new message, like a repeated element. One already set (merging
   * into a builder that holds it) is merged in place through {@code getFooBuilder()}, so fields the JSON does not
   * mention keep their values, as protobuf's merge rules say.
   */
  private ReaderCodegen.Recipe mergedOrNewMessage(String name) {
    Class<?> nestedClass = returnType("get" + name);
    Method has = method("has" + name);
    Method set = method("set" + name, nestedClass);
    Method nestedBuilder = method("get" + name + "Builder");
    return (mv, index) -> {
      Label alreadySet = new Label();
      ReaderCodegen.loadBuilder(mv, builderClass);
      invokeBuilderKeepingResult(mv, has);
      mv.visitJumpInsn(Opcodes.IFNE, alreadySet);
      ReaderCodegen.loadBuilder(mv, builderClass);
      readNewMessage(mv, index, nestedClass);
      invokeBuilder(mv, set);
      mv.visitInsn(Opcodes.RETURN);
      mv.visitLabel(alreadySet);
      // Every case starts from the method's entry state, and nothing was stored since.
      mv.visitFrame(Opcodes.F_SAME, 0, null, 0, null);
      loadNestedReader(mv, index);
      ReaderCodegen.loadParser(mv);
      ReaderCodegen.loadBuilder(mv, builderClass);
      invokeBuilderKeepingResult(mv, nestedBuilder);
      invokeMerge(mv);
    };
  }

  /**
   * Leaves a new message of {@code nestedClass}, read from the current token, on the stack:
   * {@code Nested.newBuilder()}, {@code nestedReaders[index].merge(p, builder)}, {@code builder.buildPartial()}.
   * Emitted in place rather than called through a shared helper, so that each call site sees a single reader
   * class and a single builder class, which the JIT then calls directly.
   */
  private static void readNewMessage(MethodVisitor mv, int index, Class<?> nestedClass) {
    Method newBuilder = staticMethod(nestedClass, "newBuilder");
    Method buildPartial = staticMethod(newBuilder.getReturnType(), "buildPartial");
    ReaderCodegen.invoke(mv, newBuilder);
    mv.visitInsn(Opcodes.DUP);
    loadNestedReader(mv, index);
    mv.visitInsn(Opcodes.SWAP);
    ReaderCodegen.loadParser(mv);
    mv.visitInsn(Opcodes.SWAP);
    invokeMerge(mv);
    ReaderCodegen.invoke(mv, buildPartial);
  }

  private static void loadNestedReader(MethodVisitor mv, int index) {
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    mv.visitFieldInsn(Opcodes.GETFIELD, FIELDS_OWNER, "nestedReaders", Type.getDescriptor(TypeReader[].class));
    pushIndex(mv, index);
    mv.visitInsn(Opcodes.AALOAD);
  }

  /** {@code TypeReader.merge(JsonParser, Message.Builder)}, called from this call site of the generated class. */
  private static void invokeMerge(MethodVisitor mv) {
    mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, Type.getInternalName(TypeReader.class), "merge",
        Type.getMethodDescriptor(Type.VOID_TYPE, Type.getType(JsonParser.class), Type.getType(Message.Builder.class)),
        false);
  }

  /** A public method of a generated message or builder class; the most specific one for covariant returns. */
  private static Method staticMethod(Class<?> owner, String name) {
    try {
      return owner.getMethod(name);
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException("No " + name + "() in " + owner.getName(), e);
    }
  }

  /**
   * {@code ParseSupport.readTimestamp} and the like for the well-known types whose JSON is one string or number,
   * if the message class takes exactly the class that helper returns (it would not if the messages came with their
   * own copy of protobuf-java); null otherwise, which leaves the field to the generic nested-message path.
   */
  private Method scalarMessageReader(FieldDescriptor field) {
    String fullName = field.getMessageType().getFullName();
    if (!ParseSupport.hasScalarJson(fullName)) {
      return null;
    }
    Method reader;
    try {
      reader = ParseSupport.class.getMethod("read" + field.getMessageType().getName(), JsonParser.class);
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException("No ParseSupport reader for " + fullName, e);
    }
    if (field.isMapField() || field.getContainingType().getOptions().getMapEntry()) {
      return reader;
    }
    String getter = "get" + Accessors.javaName(field, messageClass);
    Class<?> fieldClass = field.isRepeated() ? returnType(getter, int.class) : returnType(getter);
    return fieldClass == reader.getReturnType() ? reader : null;
  }

  private Class<?> returnType(String getter, Class<?>... parameters) {
    try {
      return messageClass.getMethod(getter, parameters).getReturnType();
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException("No " + getter + " in " + messageClass.getName(), e);
    }
  }

  ReaderCodegen.Recipe entry(FieldDescriptor field) {
    String name = Accessors.javaName(field, messageClass);
    FieldDescriptor key = field.getMessageType().findFieldByNumber(1);
    FieldDescriptor value = field.getMessageType().findFieldByNumber(2);
    String keyHelper = keyHelper(key.getType());
    Class<?> keyType = javaType(key);
    switch (value.getJavaType()) {
      case MESSAGE: {
        Method put = methodNamed("put" + name, keyType, 2);
        Class<?> valueClass = put.getParameterTypes()[1];
        Method scalarMessage = scalarMessageReader(value);
        if (scalarMessage != null && scalarMessage.getReturnType() == valueClass) {
          return (mv, index) -> {
            ReaderCodegen.loadBuilder(mv, builderClass);
            ReaderCodegen.loadParser(mv);
            invokeSupport(mv, keyHelper, JsonParser.class);
            ReaderCodegen.loadParser(mv);
            ReaderCodegen.invoke(mv, scalarMessage);
            invokeBuilder(mv, put);
          };
        }
        return (mv, index) -> {
          ReaderCodegen.loadBuilder(mv, builderClass);
          ReaderCodegen.loadParser(mv);
          invokeSupport(mv, keyHelper, JsonParser.class);
          readNewMessage(mv, index, valueClass);
          invokeBuilder(mv, put);
        };
      }
      case ENUM: {
        Method open = methodOrNull("put" + name + "Value", keyType, int.class);
        Method closed = open != null ? null : methodNamed("put" + name, keyType, 2);
        return (mv, index) -> {
          ReaderCodegen.loadBuilder(mv, builderClass);
          ReaderCodegen.loadParser(mv);
          invokeSupport(mv, keyHelper, JsonParser.class);
          readEnum(mv, index);
          setEnum(mv, open, closed, closed == null ? null : closed.getParameterTypes()[1]);
        };
      }
      default: {
        Method put = method("put" + name, keyType, javaType(value));
        String helper = "read" + helperSuffix(value.getType());
        return (mv, index) -> {
          ReaderCodegen.loadBuilder(mv, builderClass);
          ReaderCodegen.loadParser(mv);
          invokeSupport(mv, keyHelper, JsonParser.class);
          ReaderCodegen.loadParser(mv);
          invokeSupport(mv, helper, JsonParser.class);
          invokeBuilder(mv, put);
        };
      }
    }
  }

  /** Leaves {@code getFooCount()} of the map field on the stack. */
  ReaderCodegen.Recipe mapSize(FieldDescriptor field) {
    Method count = method("get" + Accessors.javaName(field, messageClass) + "Count");
    return (mv, index) -> {
      ReaderCodegen.loadBuilder(mv, builderClass);
      invokeBuilderKeepingResult(mv, count);
    };
  }

  private void readEnum(MethodVisitor mv, int index) {
    ReaderCodegen.loadParser(mv);
    loadFieldInfo(mv, index);
    invokeSupport(mv, "readEnum", JsonParser.class, FieldInfo.class);
  }

  /** With the number on the stack: the open setter takes it, a closed one takes {@code Enum.forNumber(number)}. */
  private void setEnum(MethodVisitor mv, Method open, Method closed, Class<?> enumClass) {
    if (open != null) {
      invokeBuilder(mv, open);
      return;
    }
    try {
      ReaderCodegen.invoke(mv, enumClass.getMethod("forNumber", int.class));
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException("No forNumber(int) in " + enumClass.getName(), e);
    }
    invokeBuilder(mv, closed);
  }

  private static void loadFieldInfo(MethodVisitor mv, int index) {
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    mv.visitFieldInsn(Opcodes.GETFIELD, FIELDS_OWNER, "fields", FIELD_INFO);
    pushIndex(mv, index);
    mv.visitInsn(Opcodes.AALOAD);
  }

  private static void pushIndex(MethodVisitor mv, int index) {
    if (index <= Short.MAX_VALUE) {
      mv.visitIntInsn(index <= Byte.MAX_VALUE ? Opcodes.BIPUSH : Opcodes.SIPUSH, index);
    } else {
      mv.visitLdcInsn(index);
    }
  }

  private static void invokeSupport(MethodVisitor mv, String name, Class<?>... parameters) {
    try {
      ReaderCodegen.invoke(mv, ParseSupport.class.getMethod(name, parameters));
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException("No ParseSupport." + name, e);
    }
  }

  /** Calls a builder accessor on the builder class and drops the builder it returns. */
  private void invokeBuilder(MethodVisitor mv, Method method) {
    invokeBuilderKeepingResult(mv, method);
    if (method.getReturnType() != void.class) {
      mv.visitInsn(Opcodes.POP);
    }
  }

  private void invokeBuilderKeepingResult(MethodVisitor mv, Method method) {
    mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, Type.getInternalName(builderClass), method.getName(),
        Type.getMethodDescriptor(method), false);
  }

  private Method method(String name, Class<?>... parameters) {
    Method method = methodOrNull(name, parameters);
    if (method == null) {
      throw new IllegalStateException("No " + name + Arrays.toString(parameters) + " in " + builderClass.getName());
    }
    return method;
  }

  private Method methodOrNull(String name, Class<?>... parameters) {
    try {
      return builderClass.getMethod(name, parameters);
    } catch (NoSuchMethodException e) {
      return null;
    }
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
  private Method methodNamed(String name, Class<?> keyType, int arity) {
    for (Method method : builderClass.getMethods()) {
      if (method.getName().equals(name) && method.getParameterCount() == arity
          && method.getParameterTypes()[0] == keyType && method.getParameterTypes()[1] != int.class
          && !Message.Builder.class.isAssignableFrom(method.getParameterTypes()[1])) {
        return method;
      }
    }
    throw new IllegalStateException("No " + name + " in " + builderClass.getName());
  }

  static Class<?> javaType(FieldDescriptor field) {
    return switch (field.getJavaType()) {
      case INT -> int.class;
      case LONG -> long.class;
      case FLOAT -> float.class;
      case DOUBLE -> double.class;
      case BOOLEAN -> boolean.class;
      case STRING -> String.class;
      case BYTE_STRING -> com.google.protobuf.ByteString.class;
      default -> throw new IllegalArgumentException(field.getFullName() + " is not a scalar");
    };
  }

  static String helperSuffix(FieldDescriptor.Type type) {
    return switch (type) {
      case INT32 -> "Int32";
      case SINT32 -> "SInt32";
      case SFIXED32 -> "SFixed32";
      case UINT32 -> "UInt32";
      case FIXED32 -> "Fixed32";
      case INT64 -> "Int64";
      case SINT64 -> "SInt64";
      case SFIXED64 -> "SFixed64";
      case UINT64 -> "UInt64";
      case FIXED64 -> "Fixed64";
      case FLOAT -> "Float";
      case DOUBLE -> "Double";
      case BOOL -> "Bool";
      case STRING -> "String";
      case BYTES -> "Bytes";
      default -> throw new IllegalArgumentException(type + " is not a scalar type");
    };
  }

  static String keyHelper(FieldDescriptor.Type type) {
    return switch (type) {
      case INT32, SINT32, SFIXED32 -> "keyInt32";
      case UINT32, FIXED32 -> "keyUInt32";
      case INT64, SINT64, SFIXED64 -> "keyInt64";
      case UINT64, FIXED64 -> "keyUInt64";
      case BOOL -> "keyBool";
      case STRING -> "keyString";
      default -> throw new IllegalArgumentException(type + " cannot be a map key");
    };
  }
}
