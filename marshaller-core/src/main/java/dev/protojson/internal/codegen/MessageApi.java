package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import com.google.protobuf.ProtocolMessageEnum;
import dev.protojson.internal.kind.FieldKind;
import java.util.HashMap;
import java.util.Map;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;

/**
 * The methods of one message type's generated classes that readers and writers call, named and typed from the
 * descriptor by protoc's rules ({@link Accessors}, {@link JavaClassNames}) instead of found by reflection:
 * reflecting on a message or builder class makes a {@code Method} of each of its hundreds of methods and loads
 * every class their signatures name, which costs more than generating a type's code. The classes of message and
 * enum fields are looked up by name in the message's class loader; where protoc's rules do not give a class it has
 * (a file option or edition feature the rules do not cover), the field's getter says which class it is.
 */
final class MessageApi {

  /** One call to a generated method, emitted as an instruction. */
  record Call(int opcode, String owner, String name, String descriptor) {

    void emit(MethodVisitor mv) {
      mv.visitMethodInsn(opcode, owner, name, descriptor, false);
    }
  }

  private final Class<?> messageClass;
  private final String message;
  private final String builder;
  private final String[] names;
  private final Map<FieldDescriptor, Class<?>> valueClasses = new HashMap<>();

  MessageApi(Class<?> messageClass, Descriptor type) {
    this.messageClass = messageClass;
    this.names = Accessors.javaNames(type);
    this.message = Type.getInternalName(messageClass);
    this.builder = builderOf(messageClass);
  }

  /** The capitalised name in the accessors of {@code field}, one of the message's own fields. */
  String name(FieldDescriptor field) {
    return names[field.getIndex()];
  }

  /** The internal name of the message's builder class. */
  String builder() {
    return builder;
  }

  /** {@code name} on the message, taking nothing and returning {@code returns}. */
  Call getter(String name, Class<?> returns) {
    return new Call(Opcodes.INVOKEVIRTUAL, message, name, "()" + Type.getDescriptor(returns));
  }

  /** {@code name} on the builder, taking {@code parameters} and returning the builder, as setters do. */
  Call setter(String name, Class<?>... parameters) {
    StringBuilder descriptor = new StringBuilder("(");
    for (Class<?> parameter : parameters) {
      descriptor.append(Type.getDescriptor(parameter));
    }
    return new Call(Opcodes.INVOKEVIRTUAL, builder, name, descriptor.append(")L").append(builder).append(';')
        .toString());
  }

  /** {@code name} on the builder, taking nothing and returning {@code returns}. */
  Call builderGetter(String name, Class<?> returns) {
    return new Call(Opcodes.INVOKEVIRTUAL, builder, name, "()" + Type.getDescriptor(returns));
  }

  /** {@code Nested.newBuilder()} of a message class. */
  static Call newBuilder(Class<?> nested) {
    return new Call(Opcodes.INVOKESTATIC, Type.getInternalName(nested), "newBuilder",
        "()L" + builderOf(nested) + ";");
  }

  /** {@code buildPartial()} of a message class's builder. */
  static Call buildPartial(Class<?> nested) {
    return new Call(Opcodes.INVOKEVIRTUAL, builderOf(nested), "buildPartial", "()" + Type.getDescriptor(nested));
  }

  /** {@code getFooBuilder()} of a singular message field on the builder. */
  Call nestedBuilder(String name, Class<?> nested) {
    return new Call(Opcodes.INVOKEVIRTUAL, builder, name, "()L" + builderOf(nested) + ";");
  }

  /** {@code Enum.forNumber(int)} of a generated enum class. */
  static Call forNumber(Class<?> enumClass) {
    return new Call(Opcodes.INVOKESTATIC, Type.getInternalName(enumClass), "forNumber",
        "(I)" + Type.getDescriptor(enumClass));
  }

  /** {@code getNumber()} of a generated enum constant. */
  static Call getNumber(Class<?> enumClass) {
    return new Call(Opcodes.INVOKEVIRTUAL, Type.getInternalName(enumClass), "getNumber", "()I");
  }

  /** protoc nests every message's builder in it as {@code Builder}. */
  private static String builderOf(Class<?> nested) {
    return Type.getInternalName(nested) + "$Builder";
  }

  /** The generated class of a message or enum field's values (of a map field's values). */
  Class<?> valueClass(FieldDescriptor field) {
    Class<?> known = valueClasses.get(field);
    if (known == null) {
      known = find(field);
      valueClasses.put(field, known);
    }
    return known;
  }

  private Class<?> find(FieldDescriptor field) {
    FieldDescriptor value = field.isMapField() ? field.getMessageType().findFieldByNumber(2) : field;
    String name = value.getJavaType() == FieldDescriptor.JavaType.ENUM ? JavaClassNames.of(value.getEnumType())
        : JavaClassNames.of(value.getMessageType());
    Class<?> found;
    try {
      // Not initialised: that builds the type's descriptors, which its first value does anyway.
      found = Class.forName(name, false, messageClass.getClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      return byGetter(field);
    }
    boolean fits = value.getJavaType() == FieldDescriptor.JavaType.ENUM
        ? found.isEnum() && ProtocolMessageEnum.class.isAssignableFrom(found)
        : Message.class.isAssignableFrom(found);
    return fits ? found : byGetter(field);
  }

  private Class<?> byGetter(FieldDescriptor field) {
    String name = "get" + name(field);
    try {
      if (field.isMapField()) {
        Class<?> key = FieldKind.of(field.getMessageType().findFieldByNumber(1)).javaType();
        return messageClass.getMethod(name + "OrThrow", key).getReturnType();
      }
      return field.isRepeated() ? messageClass.getMethod(name, int.class).getReturnType()
          : messageClass.getMethod(name).getReturnType();
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException("No generated accessor " + name + " for field " + field.getFullName()
          + " in " + messageClass.getName(), e);
    }
  }
}
