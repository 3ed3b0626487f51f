package dev.protojson.internal.codegen;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.Options;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.write.ElementWriter;
import dev.protojson.internal.write.EnumNames;
import dev.protojson.internal.write.MapWriter;
import dev.protojson.internal.write.WellKnownFields;
import dev.protojson.internal.write.WriteSupport;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.bytebuddy.description.method.MethodDescription;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.implementation.bytecode.StackManipulation;
import net.bytebuddy.implementation.bytecode.constant.IntegerConstant;
import net.bytebuddy.implementation.bytecode.member.FieldAccess;
import net.bytebuddy.implementation.bytecode.member.MethodInvocation;
import net.bytebuddy.implementation.bytecode.member.MethodVariableAccess;
import net.bytebuddy.matcher.ElementMatchers;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.SerializableString;
import tools.jackson.core.io.SerializedString;

/**
 * The code that writes one field: a single call to a {@link WriteSupport} helper with the generator, the field's
 * pre-encoded name, the presence flag where the field has one, the accessor result and, for enums, messages and
 * maps, a helper object. The generated method's parameters are the message (slot 0) and the generator (slot 1).
 */
final class WriterFieldRecipes {

  /** One field's static constants and the code to run, which reads those constants from {@code self}. */
  record FieldCode(List<WriterConstant> constants, java.util.function.Function<TypeDescription, StackManipulation> code) {}

  private final Class<?> messageClass;
  private final Options options;

  WriterFieldRecipes(Class<?> messageClass, Options options) {
    this.messageClass = messageClass;
    this.options = options;
  }

  FieldCode field(FieldDescriptor field, int index) {
    String javaName = Accessors.javaName(field, messageClass);
    List<WriterConstant> constants = new ArrayList<>();
    String nameField = "n" + index;
    String jsonName = options.preservingProtoFieldNames() ? field.getName() : field.getJsonName();
    constants.add(WriterConstant.fixed(nameField, SerializableString.class, new SerializedString(jsonName)));
    if (field.isMapField()) {
      return map(field, javaName, index, nameField, constants);
    }
    if (field.isRepeated()) {
      return repeated(field, javaName, index, nameField, constants);
    }
    return singular(field, javaName, index, nameField, constants);
  }

  private FieldCode singular(FieldDescriptor field, String javaName, int index, String nameField,
      List<WriterConstant> constants) {
    List<java.util.function.Function<TypeDescription, StackManipulation>> parts = new ArrayList<>();
    parts.add(self -> generatorAndName(self, nameField));
    boolean flag = field.hasPresence() || options.alwaysPrintFieldsWithNoPresence();
    if (field.hasPresence()) {
      parts.add(self -> call(accessor("has" + javaName)));
    } else if (flag) {
      parts.add(self -> IntegerConstant.forValue(true));
    }
    Class<?> valueType;
    String helper;
    String extra = null;
    switch (field.getJavaType()) {
      case ENUM -> {
        helper = "enumValue";
        valueType = int.class;
        if (field.legacyEnumFieldTreatedAsClosed()) {
          Method getter = accessor("get" + javaName);
          parts.add(self -> call(getter, number(getter.getReturnType())));
        } else {
          parts.add(self -> call(accessor("get" + javaName + "Value")));
        }
        extra = enumNames(field, index, constants);
      }
      case MESSAGE -> {
        Method wellKnown = WellKnownFields.helperFor(accessor("get" + javaName).getReturnType());
        if (wellKnown != null) {
          return messageField(javaName, nameField, self -> StackManipulation.Trivial.INSTANCE, wellKnown,
              constants);
        }
        String writer = nestedWriter(field, index, constants);
        return messageField(javaName, nameField, self -> read(self, writer), writerMethod("writeField",
            JsonGenerator.class, SerializableString.class, boolean.class, Message.class), constants);
      }
      default -> {
        helper = scalarHelper(field.getType());
        valueType = scalarType(field.getJavaType());
        parts.add(self -> call(accessor("get" + javaName)));
      }
    }
    List<Class<?>> parameters = new ArrayList<>(List.of(JsonGenerator.class, SerializableString.class));
    if (flag) {
      parameters.add(boolean.class);
    }
    parameters.add(valueType);
    addExtra(parts, parameters, extra, field);
    Method target = helper(helper, parameters);
    parts.add(self -> MethodInvocation.invoke(new MethodDescription.ForLoadedMethod(target)));
    return new FieldCode(constants, self -> compound(self, parts));
  }

  private FieldCode repeated(FieldDescriptor field, String javaName, int index, String nameField,
      List<WriterConstant> constants) {
    List<java.util.function.Function<TypeDescription, StackManipulation>> parts = new ArrayList<>();
    parts.add(self -> generatorAndName(self, nameField));
    String helper;
    String extra = null;
    String getter = "get" + javaName + "List";
    switch (field.getJavaType()) {
      case ENUM -> {
        boolean open = !field.legacyEnumFieldTreatedAsClosed();
        helper = open ? "enums" : "closedEnums";
        getter = open ? "get" + javaName + "ValueList" : getter;
        extra = enumNames(field, index, constants);
      }
      case MESSAGE -> {
        return nestedMessages(javaName, nameField, nestedWriter(field, index, constants), constants);
      }
      default -> helper = scalarHelper(field.getType()) + (field.getType() == FieldDescriptor.Type.BYTES ? "List" : "s");
    }
    Method list = accessor(getter);
    parts.add(self -> call(list));
    List<Class<?>> parameters = new ArrayList<>(List.of(JsonGenerator.class, SerializableString.class, List.class));
    addExtra(parts, parameters, extra, field);
    parameters.add(boolean.class);
    boolean always = options.alwaysPrintFieldsWithNoPresence();
    parts.add(self -> IntegerConstant.forValue(always));
    Method target = helper(helper, parameters);
    parts.add(self -> MethodInvocation.invoke(new MethodDescription.ForLoadedMethod(target)));
    return new FieldCode(constants, self -> compound(self, parts));
  }

  /**
   * {@code target(generator, name, hasFoo(), getFoo())} after whatever {@code receiver} loads: the field type's
   * writer {@code w} and its {@code writeField}, the call made here, in the generated class, so that the JIT sees
   * one writer class at it; or nothing and a {@link WellKnownFields} method taking the field's own message class.
   */
  private FieldCode messageField(String javaName, String nameField,
      java.util.function.Function<TypeDescription, StackManipulation> receiver, Method target,
      List<WriterConstant> constants) {
    Method has = accessor("has" + javaName);
    Method get = accessor("get" + javaName);
    return new FieldCode(constants, self -> new StackManipulation.Compound(
        receiver.apply(self),
        generatorAndName(self, nameField),
        call(has),
        call(get),
        MethodInvocation.invoke(new MethodDescription.ForLoadedMethod(target))));
  }

  /** {@code w.writeElements(generator, name, getFooList(), always)}, like {@link #messageField}. */
  private FieldCode nestedMessages(String javaName, String nameField, String writerField,
      List<WriterConstant> constants) {
    Method list = accessor("get" + javaName + "List");
    Method writeElements = writerMethod("writeElements", JsonGenerator.class, SerializableString.class, List.class,
        boolean.class);
    boolean always = options.alwaysPrintFieldsWithNoPresence();
    return new FieldCode(constants, self -> new StackManipulation.Compound(
        read(self, writerField),
        generatorAndName(self, nameField),
        call(list),
        IntegerConstant.forValue(always),
        MethodInvocation.invoke(new MethodDescription.ForLoadedMethod(writeElements))));
  }

  private static Method writerMethod(String name, Class<?>... parameters) {
    try {
      return TypeWriter.class.getMethod(name, parameters);
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException("No TypeWriter." + name, e);
    }
  }

  private FieldCode map(FieldDescriptor field, String javaName, int index, String nameField,
      List<WriterConstant> constants) {
    FieldDescriptor key = field.getMessageType().findFieldByNumber(1);
    FieldDescriptor value = field.getMessageType().findFieldByNumber(2);
    boolean openEnum = value.getJavaType() == FieldDescriptor.JavaType.ENUM && !value.legacyEnumFieldTreatedAsClosed();
    Method getter = accessor("get" + javaName + (openEnum ? "ValueMap" : "Map"));
    EnumNames enumNames = value.getJavaType() == FieldDescriptor.JavaType.ENUM
        ? EnumNames.of(value.getEnumType(), options.printingEnumsAsInts()) : null;
    String mapField = "m" + index;
    constants.add(new WriterConstant(mapField, MapWriter.class, writers -> MapWriter.of(key,
        ElementWriter.of(value, enumNames, f -> writers.apply(f.getMessageType())),
        options.sortingMapKeys(), options.alwaysPrintFieldsWithNoPresence())));
    Method target = helper("map", List.of(JsonGenerator.class, SerializableString.class, Map.class, MapWriter.class));
    return new FieldCode(constants, self -> new StackManipulation.Compound(
        generatorAndName(self, nameField),
        call(getter),
        read(self, mapField),
        MethodInvocation.invoke(new MethodDescription.ForLoadedMethod(target))));
  }

  private void addExtra(List<java.util.function.Function<TypeDescription, StackManipulation>> parts,
      List<Class<?>> parameters, String extra, FieldDescriptor field) {
    if (extra != null) {
      parts.add(self -> read(self, extra));
      parameters.add(field.getJavaType() == FieldDescriptor.JavaType.ENUM ? EnumNames.class : TypeWriter.class);
    }
  }

  private String enumNames(FieldDescriptor field, int index, List<WriterConstant> constants) {
    String name = "e" + index;
    constants.add(WriterConstant.fixed(name, EnumNames.class,
        EnumNames.of(field.getEnumType(), options.printingEnumsAsInts())));
    return name;
  }

  private static String nestedWriter(FieldDescriptor field, int index, List<WriterConstant> constants) {
    String name = "w" + index;
    constants.add(new WriterConstant(name, TypeWriter.class, writers -> writers.apply(field.getMessageType())));
    return name;
  }

  private static String scalarHelper(FieldDescriptor.Type type) {
    return switch (type) {
      case INT32, SINT32, SFIXED32 -> "int32";
      case UINT32, FIXED32 -> "uint32";
      case INT64, SINT64, SFIXED64 -> "int64";
      case UINT64, FIXED64 -> "uint64";
      case FLOAT -> "float32";
      case DOUBLE -> "float64";
      case BOOL -> "bool";
      case STRING -> "string";
      case BYTES -> "bytes";
      default -> throw new IllegalArgumentException("not a scalar: " + type);
    };
  }

  private static Class<?> scalarType(FieldDescriptor.JavaType type) {
    return switch (type) {
      case INT -> int.class;
      case LONG -> long.class;
      case FLOAT -> float.class;
      case DOUBLE -> double.class;
      case BOOLEAN -> boolean.class;
      case STRING -> String.class;
      case BYTE_STRING -> ByteString.class;
      default -> throw new IllegalArgumentException("not a scalar: " + type);
    };
  }

  private static StackManipulation generatorAndName(TypeDescription self, String nameField) {
    return new StackManipulation.Compound(MethodVariableAccess.REFERENCE.loadFrom(1), read(self, nameField));
  }

  static StackManipulation read(TypeDescription self, String field) {
    return FieldAccess.forField(self.getDeclaredFields().filter(ElementMatchers.named(field)).getOnly()).read();
  }

  /** Loads the message and calls {@code accessor} on it, then {@code after} on the result. */
  private static StackManipulation call(Method accessor, StackManipulation... after) {
    return new StackManipulation.Compound(MethodVariableAccess.REFERENCE.loadFrom(0),
        MethodInvocation.invoke(new MethodDescription.ForLoadedMethod(accessor)),
        new StackManipulation.Compound(after));
  }

  private static StackManipulation number(Class<?> enumClass) {
    try {
      return MethodInvocation.invoke(new MethodDescription.ForLoadedMethod(enumClass.getMethod("getNumber")));
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException(enumClass.getName() + " has no getNumber()", e);
    }
  }

  private static StackManipulation compound(TypeDescription self,
      List<java.util.function.Function<TypeDescription, StackManipulation>> parts) {
    return new StackManipulation.Compound(parts.stream().map(p -> p.apply(self)).toList());
  }

  private Method accessor(String name) {
    try {
      return messageClass.getMethod(name);
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException("No generated accessor " + name + "() in " + messageClass.getName(), e);
    }
  }

  private static Method helper(String name, List<Class<?>> parameters) {
    try {
      return WriteSupport.class.getMethod(name, parameters.toArray(new Class<?>[0]));
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException("No WriteSupport." + name + parameters, e);
    }
  }
}
