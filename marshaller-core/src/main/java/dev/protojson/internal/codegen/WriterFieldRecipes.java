package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.Options;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.kind.FieldKind;
import dev.protojson.internal.wellknown.WellKnownType;
import dev.protojson.internal.wellknown.WellKnownTypes;
import dev.protojson.internal.write.EnumWriter;
import dev.protojson.internal.write.MapWriter;
import dev.protojson.internal.write.WriteSupport;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.SerializableString;

/**
 * The code that writes one field: a single call with the generator, the field's pre-encoded name, the presence
 * flag where the field has one and the field's value, plus, for enums and maps, a helper object. Scalars and
 * enums call their kind's helper from {@link FieldKind}; messages call the field type's own writer
 * ({@link TypeWriter#writeField}), or a well-known type's static helper; maps call {@link WriteSupport#map}. The
 * generated methods are instance methods whose parameters are the message (slot 1) and the generator (slot 2);
 * the helper objects are the writer's fields, named and computed by {@link WriterConstant}. How each value is
 * fetched from the message is the {@link FieldValues}' business: the same recipes serve generated message classes
 * and types known by their descriptors alone.
 */
final class WriterFieldRecipes {

  static final int MESSAGE = 1;
  private static final int GENERATOR = 2;

  /** Emits a field's code into a method of the generated class {@code owner} (an internal name). */
  interface Recipe {
    void emit(MethodVisitor mv, String owner);
  }

  private static final Method WRITE_FIELD = Bytecode.method(TypeWriter.class, "writeField", JsonGenerator.class,
      SerializableString.class, boolean.class, Message.class);
  private static final Method WRITE_ELEMENTS = Bytecode.method(TypeWriter.class, "writeElements",
      JsonGenerator.class, SerializableString.class, List.class, boolean.class);
  private static final Method WRITE_MAP = Bytecode.method(WriteSupport.class, "map", JsonGenerator.class,
      SerializableString.class, Map.class, MapWriter.class);

  private final FieldValues values;
  private final Options options;

  WriterFieldRecipes(FieldValues values, Options options) {
    this.values = values;
    this.options = options;
  }

  Recipe field(FieldDescriptor field, int index) {
    if (field.isMapField()) {
      return map(field, index);
    }
    return field.isRepeated() ? repeated(field, index) : singular(field, index);
  }

  /** {@code helper(g, n, [hasFoo() | true,] getFoo() [, e])}, or a message field's writer. */
  private Recipe singular(FieldDescriptor field, int index) {
    String name = WriterConstant.name(index);
    FieldKind kind = FieldKind.of(field);
    if (kind == FieldKind.MESSAGE) {
      FieldValues.Fetch message = values.message(field);
      WellKnownType wellKnown = WellKnownTypes.of(field.getMessageType());
      WellKnownType.ScalarForm scalar = wellKnown == null ? null : wellKnown.scalarForm();
      if (scalar != null && scalar.type() == values.messageClass(field)) {
        // The well-known type's static helper for its own message class: no virtual call at all.
        return (mv, owner) -> {
          loadGeneratorAndName(mv, owner, name);
          message.emit(mv, owner);
          if (scalar.unwrap() != null) {
            Bytecode.invoke(mv, scalar.unwrap());
          }
          Bytecode.invoke(mv, scalar.writeField());
        };
      }
      // The call is made here, in the generated class, so that the JIT sees one writer class at it.
      String writer = WriterConstant.writer(index);
      return (mv, owner) -> {
        getConstant(mv, owner, writer, TypeWriter.class);
        loadGeneratorAndName(mv, owner, name);
        message.emit(mv, owner);
        Bytecode.invoke(mv, WRITE_FIELD);
      };
    }
    FieldValues.Fetch has = field.hasPresence() ? values.presence(field) : null;
    boolean flag = has != null || options.alwaysPrintFieldsWithNoPresence();
    FieldValues.Fetch get = values.value(field);
    String enumNames = kind == FieldKind.ENUM ? WriterConstant.enumWriter(index) : null;
    Method helper = flag ? kind.writePresent() : kind.write();
    return (mv, owner) -> {
      loadGeneratorAndName(mv, owner, name);
      if (has != null) {
        has.emit(mv, owner);
      } else if (flag) {
        Bytecode.pushBoolean(mv, true);
      }
      get.emit(mv, owner);
      if (enumNames != null) {
        getConstant(mv, owner, enumNames, EnumWriter.class);
      }
      Bytecode.invoke(mv, helper);
    };
  }

  /** {@code helper(g, n, getFooList(), [e,] always)}, or {@code w.writeElements(g, n, getFooList(), always)}. */
  private Recipe repeated(FieldDescriptor field, int index) {
    String name = WriterConstant.name(index);
    FieldKind kind = FieldKind.of(field);
    boolean always = options.alwaysPrintFieldsWithNoPresence();
    FieldValues.Fetch list = values.list(field);
    if (kind == FieldKind.MESSAGE) {
      String writer = WriterConstant.writer(index);
      return (mv, owner) -> {
        getConstant(mv, owner, writer, TypeWriter.class);
        loadGeneratorAndName(mv, owner, name);
        list.emit(mv, owner);
        Bytecode.pushBoolean(mv, always);
        Bytecode.invoke(mv, WRITE_ELEMENTS);
      };
    }
    String names = kind == FieldKind.ENUM ? WriterConstant.enumWriter(index) : null;
    Method helper = kind.writeList();
    return (mv, owner) -> {
      loadGeneratorAndName(mv, owner, name);
      list.emit(mv, owner);
      if (names != null) {
        getConstant(mv, owner, names, EnumWriter.class);
      }
      Bytecode.pushBoolean(mv, always);
      Bytecode.invoke(mv, helper);
    };
  }

  /** {@code WriteSupport.map(g, n, getFooMap(), m)}: the key and value behaviour of their kinds is in {@code m}. */
  private Recipe map(FieldDescriptor field, int index) {
    FieldValues.Fetch entries = values.map(field);
    String name = WriterConstant.name(index);
    String mapWriter = WriterConstant.mapWriter(index);
    return (mv, owner) -> {
      loadGeneratorAndName(mv, owner, name);
      entries.emit(mv, owner);
      getConstant(mv, owner, mapWriter, MapWriter.class);
      Bytecode.invoke(mv, WRITE_MAP);
    };
  }

  private static void loadGeneratorAndName(MethodVisitor mv, String owner, String name) {
    mv.visitVarInsn(Opcodes.ALOAD, GENERATOR);
    getConstant(mv, owner, name, SerializableString.class);
  }

  /** Pushes the writer's own field {@code field} (see {@link WriterConstant}). */
  static void getConstant(MethodVisitor mv, String owner, String field, Class<?> type) {
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    mv.visitFieldInsn(Opcodes.GETFIELD, owner, field, Type.getDescriptor(type));
  }
}
