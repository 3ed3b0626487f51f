package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.Options;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.kind.FieldKind;
import dev.protojson.internal.wellknown.WellKnownType;
import dev.protojson.internal.wellknown.WellKnownTypes;
import dev.protojson.internal.write.EnumWriter;
import dev.protojson.internal.write.FieldName;
import dev.protojson.internal.write.MapWriter;
import dev.protojson.internal.write.WriteSupport;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.SerializableString;

/**
 * The code that writes one field: a single call with the generator, the field's pre-encoded name, the presence
 * flag where the field has one and the accessor result, plus, for enums and maps, a helper object. Scalars and
 * enums call their kind's helper from {@link FieldKind}; messages call the field type's own writer
 * ({@link TypeWriter#writeField}), or a well-known type's static helper; maps call {@link WriteSupport#map}. The
 * generated method's parameters are the message (slot 0) and the generator (slot 1).
 */
final class WriterFieldRecipes {

  /** One field's static constants and the code that writes it, which reads those constants. */
  record FieldCode(List<WriterConstant> constants, Recipe code) {}

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

  private final Class<?> messageClass;
  private final Options options;

  WriterFieldRecipes(Class<?> messageClass, Options options) {
    this.messageClass = messageClass;
    this.options = options;
  }

  FieldCode field(FieldDescriptor field, int index) {
    String javaName = Accessors.javaName(field, messageClass);
    List<WriterConstant> constants = new ArrayList<>();
    String name = "n" + index;
    String jsonName = options.preservingProtoFieldNames() ? field.getName() : field.getJsonName();
    constants.add(WriterConstant.fixed(name, SerializableString.class, new FieldName(jsonName)));
    Recipe code;
    if (field.isMapField()) {
      code = map(field, javaName, index, name, constants);
    } else if (field.isRepeated()) {
      code = repeated(field, javaName, index, name, constants);
    } else {
      code = singular(field, javaName, index, name, constants);
    }
    return new FieldCode(constants, code);
  }

  /** {@code helper(g, n, [hasFoo() | true,] getFoo() [, e])}, or a message field's writer. */
  private Recipe singular(FieldDescriptor field, String javaName, int index, String name,
      List<WriterConstant> constants) {
    FieldKind kind = FieldKind.of(field);
    Method has = field.hasPresence() ? accessor("has" + javaName) : null;
    boolean flag = has != null || options.alwaysPrintFieldsWithNoPresence();
    if (kind == FieldKind.MESSAGE) {
      Method get = accessor("get" + javaName);
      WellKnownType wellKnown = WellKnownTypes.of(field.getMessageType());
      WellKnownType.ScalarForm scalar = wellKnown == null ? null : wellKnown.scalarForm();
      if (scalar != null && scalar.type() == get.getReturnType()) {
        // The well-known type's static helper for its own message class: no virtual call at all.
        return (mv, owner) -> {
          loadGeneratorAndName(mv, owner, name);
          call(mv, has);
          call(mv, get);
          if (scalar.unwrap() != null) {
            Bytecode.invoke(mv, scalar.unwrap());
          }
          Bytecode.invoke(mv, scalar.writeField());
        };
      }
      // The call is made here, in the generated class, so that the JIT sees one writer class at it.
      String writer = nestedWriter(field, index, constants);
      return (mv, owner) -> {
        getStatic(mv, owner, writer, TypeWriter.class);
        loadGeneratorAndName(mv, owner, name);
        call(mv, has);
        call(mv, get);
        Bytecode.invoke(mv, WRITE_FIELD);
      };
    }
    Method get;
    Method number = null;
    String names = null;
    if (kind == FieldKind.ENUM) {
      names = enumWriter(field, index, constants);
      if (field.legacyEnumFieldTreatedAsClosed()) {
        get = accessor("get" + javaName);
        number = Bytecode.method(get.getReturnType(), "getNumber");
      } else {
        get = accessor("get" + javaName + "Value");
      }
    } else {
      get = accessor("get" + javaName);
    }
    Method helper = flag ? kind.writePresent() : kind.write();
    Method getNumber = number;
    String enumNames = names;
    return (mv, owner) -> {
      loadGeneratorAndName(mv, owner, name);
      if (has != null) {
        call(mv, has);
      } else if (flag) {
        Bytecode.pushBoolean(mv, true);
      }
      call(mv, get);
      if (getNumber != null) {
        Bytecode.invoke(mv, getNumber);
      }
      if (enumNames != null) {
        getStatic(mv, owner, enumNames, EnumWriter.class);
      }
      Bytecode.invoke(mv, helper);
    };
  }

  /** {@code helper(g, n, getFooList(), [e,] always)}, or {@code w.writeElements(g, n, getFooList(), always)}. */
  private Recipe repeated(FieldDescriptor field, String javaName, int index, String name,
      List<WriterConstant> constants) {
    FieldKind kind = FieldKind.of(field);
    boolean always = options.alwaysPrintFieldsWithNoPresence();
    if (kind == FieldKind.MESSAGE) {
      String writer = nestedWriter(field, index, constants);
      Method list = accessor("get" + javaName + "List");
      return (mv, owner) -> {
        getStatic(mv, owner, writer, TypeWriter.class);
        loadGeneratorAndName(mv, owner, name);
        call(mv, list);
        Bytecode.pushBoolean(mv, always);
        Bytecode.invoke(mv, WRITE_ELEMENTS);
      };
    }
    boolean openEnum = kind == FieldKind.ENUM && !field.legacyEnumFieldTreatedAsClosed();
    Method list = accessor("get" + javaName + (openEnum ? "ValueList" : "List"));
    String names = kind == FieldKind.ENUM ? enumWriter(field, index, constants) : null;
    Method helper = kind.writeList();
    return (mv, owner) -> {
      loadGeneratorAndName(mv, owner, name);
      call(mv, list);
      if (names != null) {
        getStatic(mv, owner, names, EnumWriter.class);
      }
      Bytecode.pushBoolean(mv, always);
      Bytecode.invoke(mv, helper);
    };
  }

  /** {@code WriteSupport.map(g, n, getFooMap(), m)}, with the key and value behaviour of their kinds. */
  private Recipe map(FieldDescriptor field, String javaName, int index, String name,
      List<WriterConstant> constants) {
    FieldDescriptor key = field.getMessageType().findFieldByNumber(1);
    FieldDescriptor value = field.getMessageType().findFieldByNumber(2);
    FieldKind keyKind = FieldKind.of(key);
    FieldKind valueKind = FieldKind.of(value);
    boolean openEnum = valueKind == FieldKind.ENUM && !value.legacyEnumFieldTreatedAsClosed();
    Method getter = accessor("get" + javaName + (openEnum ? "ValueMap" : "Map"));
    EnumWriter enumWriter = valueKind == FieldKind.ENUM ? enumWriter(value.getEnumType(), options) : null;
    String mapWriter = "m" + index;
    constants.add(new WriterConstant(mapWriter, MapWriter.class, writers -> new MapWriter(keyKind.keyNames(),
        valueKind.valueWriter(value, enumWriter, writers), options.sortingMapKeys() ? keyKind.keyOrder() : null,
        options.alwaysPrintFieldsWithNoPresence())));
    return (mv, owner) -> {
      loadGeneratorAndName(mv, owner, name);
      call(mv, getter);
      getStatic(mv, owner, mapWriter, MapWriter.class);
      Bytecode.invoke(mv, WRITE_MAP);
    };
  }

  private String enumWriter(FieldDescriptor field, int index, List<WriterConstant> constants) {
    String name = "e" + index;
    constants.add(WriterConstant.fixed(name, EnumWriter.class, enumWriter(field.getEnumType(), options)));
    return name;
  }

  /** How the values of enum type {@code type} are written with {@code options}. */
  static EnumWriter enumWriter(EnumDescriptor type, Options options) {
    return EnumWriter.of(type, options.printingEnumsAsInts(), WellKnownTypes.isNullValue(type));
  }

  private static String nestedWriter(FieldDescriptor field, int index, List<WriterConstant> constants) {
    String name = "w" + index;
    constants.add(new WriterConstant(name, TypeWriter.class, writers -> writers.apply(field.getMessageType())));
    return name;
  }

  private static void loadGeneratorAndName(MethodVisitor mv, String owner, String name) {
    mv.visitVarInsn(Opcodes.ALOAD, 1);
    getStatic(mv, owner, name, SerializableString.class);
  }

  static void getStatic(MethodVisitor mv, String owner, String field, Class<?> type) {
    mv.visitFieldInsn(Opcodes.GETSTATIC, owner, field, Type.getDescriptor(type));
  }

  /** Calls the accessor {@code accessor} on the message; nothing if it is null. */
  private static void call(MethodVisitor mv, Method accessor) {
    if (accessor != null) {
      mv.visitVarInsn(Opcodes.ALOAD, 0);
      Bytecode.invoke(mv, accessor);
    }
  }

  private Method accessor(String name) {
    return Bytecode.method(messageClass, name);
  }
}
