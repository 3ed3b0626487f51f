package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import com.google.protobuf.ProtocolStringList;
import dev.protojson.internal.kind.FieldKind;
import java.util.List;
import java.util.Map;
import net.bytebuddy.jar.asm.ClassWriter;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;

/**
 * The values of a generated message class, by its accessors: {@code hasFoo()}, {@code getFoo()},
 * {@code getFooValue()} for an open enum, {@code getFooList()}, {@code getFooMap()}.
 */
final class AccessorValues implements FieldValues {

  private final Class<?> messageClass;
  private final MessageApi api;

  AccessorValues(Message prototype) {
    this.messageClass = prototype.getClass();
    this.api = new MessageApi(messageClass, prototype.getDescriptorForType());
  }

  @Override
  public Class<?> messageType() {
    return messageClass;
  }

  @Override
  public void loadPart(MethodVisitor mv, String owner, boolean first) {
    mv.visitVarInsn(Opcodes.ALOAD, 1);
    if (messageClass != Message.class) {
      mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(messageClass));
    }
  }

  @Override
  public Class<?> messageClass(FieldDescriptor field) {
    return api.valueClass(field);
  }

  @Override
  public Fetch presence(FieldDescriptor field) {
    return call(api.getter("has" + api.name(field), boolean.class));
  }

  @Override
  public Fetch value(FieldDescriptor field) {
    FieldKind kind = FieldKind.of(field);
    String get = "get" + api.name(field);
    if (kind != FieldKind.ENUM) {
      return call(api.getter(get, kind.javaType()));
    }
    if (!field.legacyEnumFieldTreatedAsClosed()) {
      return call(api.getter(get + "Value", int.class));
    }
    Class<?> enumClass = api.valueClass(field);
    MessageApi.Call getter = api.getter(get, enumClass);
    MessageApi.Call number = MessageApi.getNumber(enumClass);
    return (mv, owner) -> {
      call(getter).emit(mv, owner);
      number.emit(mv);
    };
  }

  @Override
  public Fetch message(FieldDescriptor field) {
    Fetch has = presence(field);
    Fetch get = call(api.getter("get" + api.name(field), api.valueClass(field)));
    return (mv, owner) -> {
      has.emit(mv, owner);
      get.emit(mv, owner);
    };
  }

  @Override
  public Fetch list(FieldDescriptor field) {
    FieldKind kind = FieldKind.of(field);
    boolean openEnum = kind == FieldKind.ENUM && !field.legacyEnumFieldTreatedAsClosed();
    // protoc's repeated string getter returns its own List subtype
    Class<?> listType = kind == FieldKind.STRING ? ProtocolStringList.class : List.class;
    return call(api.getter("get" + api.name(field) + (openEnum ? "ValueList" : "List"), listType));
  }

  @Override
  public Fetch map(FieldDescriptor field) {
    FieldDescriptor value = field.getMessageType().findFieldByNumber(2);
    boolean openEnum = FieldKind.of(value) == FieldKind.ENUM && !value.legacyEnumFieldTreatedAsClosed();
    return call(api.getter("get" + api.name(field) + (openEnum ? "ValueMap" : "Map"), Map.class));
  }

  @Override
  public void declare(ClassWriter writer, String self) {
    // The accessors are the message class's own: nothing to add.
  }

  /** Calls {@code accessor} on the message. */
  private static Fetch call(MessageApi.Call accessor) {
    return (mv, owner) -> {
      mv.visitVarInsn(Opcodes.ALOAD, WriterFieldRecipes.MESSAGE);
      accessor.emit(mv);
    };
  }
}
