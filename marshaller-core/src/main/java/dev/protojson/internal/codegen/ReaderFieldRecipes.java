package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.TypeReader;
import dev.protojson.internal.kind.FieldKind;
import dev.protojson.internal.read.ByteInput;
import dev.protojson.internal.read.FieldInfo;
import dev.protojson.internal.read.MapCapacity;
import dev.protojson.internal.read.MessageReader;
import dev.protojson.internal.wellknown.WellKnownType;
import dev.protojson.internal.wellknown.WellKnownTypes;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;
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
 * are the field index (slot 1), the parser or the {@link ByteInput} (slot 2) and the builder (slot 3).
 */
final class ReaderFieldRecipes {

  private static final int PARSER = 2;
  private static final int BUILDER = 3;
  private static final Method MERGE = Bytecode.method(TypeReader.class, "merge", JsonParser.class,
      Message.Builder.class);
  private static final Method MERGE_BYTES = Bytecode.method(MessageReader.class, "mergeBytes", ByteInput.class,
      Message.Builder.class);
  private static final Method BYTES_READER = Bytecode.method(MessageReader.class, "bytesReader", TypeReader.class);
  private static final Method KEY = Bytecode.method(ByteInput.class, "key");
  private static final Method AFTER_KEY = Bytecode.method(ByteInput.class, "afterKey");
  private static final Method MEMBERS_AHEAD = Bytecode.method(ByteInput.class, "membersAhead");
  private static final Method MAP_CAPACITY = Bytecode.method(MapCapacity.class, "of", int.class);
  private static final String READER_OWNER = Type.getInternalName(MessageReader.class);

  private final MessageApi api;

  ReaderFieldRecipes(Message prototype) {
    this.api = new MessageApi(prototype.getClass(), prototype.getDescriptorForType());
  }

  ReaderGenerator.Recipe singular(FieldDescriptor field) {
    return accessorRecipe(field, "set");
  }

  ReaderGenerator.Recipe element(FieldDescriptor field) {
    return accessorRecipe(field, "add");
  }

  /**
   * The byte-level counterparts: the value read from the {@link ByteInput} in slot 2 by its kind's
   * {@link FieldKind#byteLevelReadMethod()}, a well-known type's {@link WellKnownType.BytesForm} or the nested type's
   * {@code mergeBytes}, handed to the same accessor; null where the field's accessors do not take the class a
   * well-known type's form makes. A singular message is always a new one: the byte-level methods read into new
   * builders only, and each field once.
   */
  ReaderGenerator.Recipe singularBytes(FieldDescriptor field) {
    return bytesRecipe(field, "set");
  }

  ReaderGenerator.Recipe elementBytes(FieldDescriptor field) {
    return bytesRecipe(field, "add");
  }

  private ReaderGenerator.Recipe bytesRecipe(FieldDescriptor field, String prefix) {
    String name = api.name(field);
    FieldKind kind = FieldKind.of(field);
    switch (kind) {
      case MESSAGE: {
        Class<?> nested = api.valueClass(field);
        if (WellKnownTypes.of(field.getMessageType()) != null) {
          WellKnownType.BytesForm bytes = bytesForm(field, nested);
          if (bytes == null) {
            return null;
          }
          MessageApi.Call setter = api.setter(prefix + name, bytes.type());
          return (mv, index) -> {
            loadBuilder(mv);
            readWellKnownBytes(mv, index, bytes);
            invokeBuilder(mv, setter);
          };
        }
        MessageApi.Call setter = api.setter(prefix + name, nested);
        return (mv, index) -> {
          loadBuilder(mv);
          readNewMessageBytes(mv, index, nested);
          invokeBuilder(mv, setter);
        };
      }
      case ENUM:
        return enumRecipe(field, prefix, kind.byteLevelReadMethod());
      default:
        return valueRecipe(api.setter(prefix + name, kind.javaType()), List.of(kind.byteLevelReadMethod()));
    }
  }

  /** Singular and repeated fields differ only in the accessor's prefix. */
  private ReaderGenerator.Recipe accessorRecipe(FieldDescriptor field, String prefix) {
    String name = api.name(field);
    FieldKind kind = FieldKind.of(field);
    switch (kind) {
      case MESSAGE: {
        Class<?> nested = api.valueClass(field);
        WellKnownType.ScalarForm scalar = scalarForm(field, nested);
        if (scalar != null) {
          return valueRecipe(api.setter(prefix + name, scalar.type()), scalar.read());
        }
        return field.isRepeated() ? newMessageElement(name, nested) : mergedOrNewMessage(name, nested);
      }
      case ENUM:
        return enumRecipe(field, prefix, kind.read());
      default:
        return valueRecipe(api.setter(prefix + name, kind.javaType()), List.of(kind.read()));
    }
  }

  /**
   * {@code setFoo(...)} or {@code addFoo(...)} of the value {@code calls} leave on the stack: the first takes the
   * parser or input, each next one the previous result.
   */
  private ReaderGenerator.Recipe valueRecipe(MessageApi.Call setter, List<Method> calls) {
    return (mv, index) -> {
      loadBuilder(mv);
      loadParser(mv);
      for (Method call : calls) {
        Bytecode.invoke(mv, call);
      }
      invokeBuilder(mv, setter);
    };
  }

  /** An enum field's number read by {@code read} ({@code (parser or input, FieldInfo)}), set as its kind says. */
  private ReaderGenerator.Recipe enumRecipe(FieldDescriptor field, String prefix, Method read) {
    String name = api.name(field);
    boolean closed = field.legacyEnumFieldTreatedAsClosed();
    Class<?> enumClass = closed ? api.valueClass(field) : null;
    MessageApi.Call setter = closed ? api.setter(prefix + name, enumClass)
        : api.setter(prefix + name + "Value", int.class);
    return (mv, index) -> {
      loadBuilder(mv);
      loadParser(mv);
      loadField(mv, index);
      Bytecode.invoke(mv, read);
      setEnum(mv, setter, enumClass);
    };
  }

  /**
   * A repeated message element is read into a builder of its own and added built: protobuf's nested builders
   * ({@code addFooBuilder()}) cost a wrapper per element and a second pass at {@code build()}.
   */
  private ReaderGenerator.Recipe newMessageElement(String name, Class<?> nestedClass) {
    MessageApi.Call add = api.setter("add" + name, nestedClass);
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
  private ReaderGenerator.Recipe mergedOrNewMessage(String name, Class<?> nestedClass) {
    MessageApi.Call has = api.builderGetter("has" + name, boolean.class);
    MessageApi.Call set = api.setter("set" + name, nestedClass);
    MessageApi.Call nestedBuilder = api.nestedBuilder("get" + name + "Builder", nestedClass);
    return (mv, index) -> {
      Label alreadySet = new Label();
      loadBuilder(mv);
      has.emit(mv);
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
      nestedBuilder.emit(mv);
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
    MessageApi.newBuilder(nestedClass).emit(mv);
    mv.visitInsn(Opcodes.DUP);
    loadNestedReader(mv, index);
    mv.visitInsn(Opcodes.SWAP);
    loadParser(mv);
    mv.visitInsn(Opcodes.SWAP);
    Bytecode.invoke(mv, MERGE);
    MessageApi.buildPartial(nestedClass).emit(mv);
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
  private static WellKnownType.ScalarForm scalarForm(FieldDescriptor field, Class<?> fieldClass) {
    WellKnownType wellKnown = WellKnownTypes.of(field.getMessageType());
    WellKnownType.ScalarForm scalar = wellKnown == null ? null : wellKnown.scalarForm();
    return scalar != null && fieldClass == scalar.type() ? scalar : null;
  }

  /** The byte-level counterpart of {@link #scalarForm}, for every well-known type. */
  private static WellKnownType.BytesForm bytesForm(FieldDescriptor field, Class<?> fieldClass) {
    WellKnownType.BytesForm bytes = WellKnownTypes.of(field.getMessageType()).bytesForm();
    return fieldClass == bytes.type() ? bytes : null;
  }

  /** Leaves the message read by {@code bytes} from the input on the stack: {@code StructJson.readStruct(in)}. */
  private static void readWellKnownBytes(MethodVisitor mv, int index, WellKnownType.BytesForm bytes) {
    if (bytes.withReader()) {
      loadNestedReader(mv, index);
    }
    loadParser(mv);
    for (Method call : bytes.read()) {
      Bytecode.invoke(mv, call);
    }
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
    String name = api.name(field);
    FieldKind keyKind = FieldKind.of(field.getMessageType().findFieldByNumber(1));
    FieldDescriptor value = field.getMessageType().findFieldByNumber(2);
    Method readKey = keyKind.mapKey();
    Class<?> keyType = keyKind.javaType();
    MessageApi.Call put;
    ReaderGenerator.Recipe readValue;
    switch (FieldKind.of(value)) {
      case MESSAGE: {
        Class<?> valueClass = api.valueClass(field);
        put = api.setter("put" + name, keyType, valueClass);
        WellKnownType.ScalarForm scalar = scalarForm(value, valueClass);
        readValue = scalar != null
            ? (mv, index) -> readScalarMessage(mv, scalar)
            : (mv, index) -> readNewMessage(mv, index, valueClass);
        break;
      }
      case ENUM:
        return enumEntry(field, keyType, (mv, index) -> {
          loadBuilder(mv);
          loadParser(mv);
          Bytecode.invoke(mv, readKey);
        }, FieldKind.ENUM.read());
      default: {
        FieldKind valueKind = FieldKind.of(value);
        put = api.setter("put" + name, keyType, valueKind.javaType());
        readValue = (mv, index) -> {
          loadParser(mv);
          Bytecode.invoke(mv, valueKind.read());
        };
      }
    }
    MessageApi.Call putter = put;
    return (mv, index) -> {
      loadBuilder(mv);
      loadParser(mv);
      Bytecode.invoke(mv, readKey);
      readValue.emit(mv, index);
      invokeBuilder(mv, putter);
    };
  }

  /**
   * {@code putFoo(<key>, <value>)} from the member at the input's position: {@code in.key()}, the key read by its
   * kind's {@link FieldKind#mapKeyBytes()}, {@code in.afterKey()}, then the value as {@link #bytesRecipe} reads it;
   * null where the byte-level methods give up (see {@link #bytesRecipe}).
   */
  ReaderGenerator.Recipe entryBytes(FieldDescriptor field) {
    String name = api.name(field);
    FieldKind keyKind = FieldKind.of(field.getMessageType().findFieldByNumber(1));
    Method readKey = keyKind.mapKeyBytes();
    if (readKey == null) {
      return null;
    }
    Class<?> keyType = keyKind.javaType();
    FieldDescriptor value = field.getMessageType().findFieldByNumber(2);
    ReaderGenerator.Recipe key = (mv, index) -> {
      loadBuilder(mv);
      loadParser(mv);
      Bytecode.invoke(mv, KEY);
      Bytecode.invoke(mv, readKey);
      loadParser(mv);
      Bytecode.invoke(mv, AFTER_KEY);
    };
    FieldKind valueKind = FieldKind.of(value);
    switch (valueKind) {
      case MESSAGE: {
        Class<?> valueClass = api.valueClass(field);
        MessageApi.Call put = api.setter("put" + name, keyType, valueClass);
        if (WellKnownTypes.of(value.getMessageType()) != null) {
          WellKnownType.BytesForm bytes = bytesForm(value, valueClass);
          if (bytes == null) {
            return null;
          }
          return (mv, index) -> {
            key.emit(mv, index);
            readWellKnownBytes(mv, index, bytes);
            invokeBuilder(mv, put);
          };
        }
        return (mv, index) -> {
          key.emit(mv, index);
          readNewMessageBytes(mv, index, valueClass);
          invokeBuilder(mv, put);
        };
      }
      case ENUM:
        return enumEntry(field, keyType, key, valueKind.byteLevelReadMethod());
      default: {
        MessageApi.Call put = api.setter("put" + name, keyType, valueKind.javaType());
        return (mv, index) -> {
          key.emit(mv, index);
          loadParser(mv);
          Bytecode.invoke(mv, valueKind.byteLevelReadMethod());
          invokeBuilder(mv, put);
        };
      }
    }
  }

  /**
   * {@code putFoo(<key>, <enum>)} or {@code putFooValue(<key>, <number>)}: {@code key} loads the builder and the
   * key, {@code read} ({@code (parser or input, FieldInfo)}) the value's number.
   */
  private ReaderGenerator.Recipe enumEntry(FieldDescriptor field, Class<?> keyType, ReaderGenerator.Recipe key,
      Method read) {
    String name = api.name(field);
    boolean closed = field.getMessageType().findFieldByNumber(2).legacyEnumFieldTreatedAsClosed();
    Class<?> enumClass = closed ? api.valueClass(field) : null;
    MessageApi.Call setter = closed ? api.setter("put" + name, keyType, enumClass)
        : api.setter("put" + name + "Value", keyType, int.class);
    // setEnum makes the call itself: a closed enum's number becomes its constant first.
    return (mv, index) -> {
      key.emit(mv, index);
      loadParser(mv);
      loadField(mv, index);
      Bytecode.invoke(mv, read);
      setEnum(mv, setter, enumClass);
    };
  }

  /**
   * Leaves a new message of {@code nestedClass} read from the input on the stack: {@code Nested.newBuilder()},
   * {@code MessageReader.bytesReader(nestedReaders[index]).mergeBytes(in, builder)}, {@code builder.buildPartial()}.
   */
  private static void readNewMessageBytes(MethodVisitor mv, int index, Class<?> nestedClass) {
    MessageApi.newBuilder(nestedClass).emit(mv);
    mv.visitInsn(Opcodes.DUP);
    loadNestedReader(mv, index);
    Bytecode.invoke(mv, BYTES_READER);
    mv.visitInsn(Opcodes.SWAP);
    loadParser(mv);
    mv.visitInsn(Opcodes.SWAP);
    Bytecode.invoke(mv, MERGE_BYTES);
    MessageApi.buildPartial(nestedClass).emit(mv);
  }

  /** Leaves {@code getFooCount()} of the map field on the stack. */
  ReaderGenerator.Recipe mapSize(FieldDescriptor field) {
    MessageApi.Call count = api.builderGetter("get" + api.name(field) + "Count", int.class);
    return (mv, index) -> {
      loadBuilder(mv);
      count.emit(mv);
    };
  }

  /**
   * {@code putAllFoo(MapCapacity.of(getFooCount() + in.membersAhead()))}: no entry, but the builder's map sizes its
   * table for that many. An open enum's map takes the numbers ({@code putAllFooValue}): {@code putAllFoo} would go
   * through a view of the map that puts entry by entry.
   */
  ReaderGenerator.Recipe reserveEntries(FieldDescriptor field) {
    String name = api.name(field);
    FieldDescriptor value = field.getMessageType().findFieldByNumber(2);
    boolean numbers = FieldKind.of(value) == FieldKind.ENUM && !value.legacyEnumFieldTreatedAsClosed();
    MessageApi.Call count = api.builderGetter("get" + name + "Count", int.class);
    MessageApi.Call putAll = api.setter("putAll" + name + (numbers ? "Value" : ""), Map.class);
    return (mv, index) -> {
      loadBuilder(mv);
      loadBuilder(mv);
      count.emit(mv);
      loadParser(mv);
      Bytecode.invoke(mv, MEMBERS_AHEAD);
      mv.visitInsn(Opcodes.IADD);
      Bytecode.invoke(mv, MAP_CAPACITY);
      invokeBuilder(mv, putAll);
    };
  }

  /** {@code fields[index]}. */
  private static void loadField(MethodVisitor mv, int index) {
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    mv.visitFieldInsn(Opcodes.GETFIELD, READER_OWNER, "fields", Type.getDescriptor(FieldInfo[].class));
    Bytecode.pushInt(mv, index);
    mv.visitInsn(Opcodes.AALOAD);
  }

  /**
   * With the number on the stack: an open enum's setter takes it, a closed one's ({@code enumClass} not null)
   * takes {@code Enum.forNumber(number)}.
   */
  private static void setEnum(MethodVisitor mv, MessageApi.Call setter, Class<?> enumClass) {
    if (enumClass != null) {
      MessageApi.forNumber(enumClass).emit(mv);
    }
    invokeBuilder(mv, setter);
  }

  private static void loadParser(MethodVisitor mv) {
    mv.visitVarInsn(Opcodes.ALOAD, PARSER);
  }

  private void loadBuilder(MethodVisitor mv) {
    mv.visitVarInsn(Opcodes.ALOAD, BUILDER);
    mv.visitTypeInsn(Opcodes.CHECKCAST, api.builder());
  }

  /** Calls a builder setter and drops the builder it returns. */
  private static void invokeBuilder(MethodVisitor mv, MessageApi.Call setter) {
    setter.emit(mv);
    mv.visitInsn(Opcodes.POP);
  }
}
