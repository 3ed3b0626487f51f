package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import dev.protojson.internal.Options;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.kind.FieldKind;
import dev.protojson.internal.wellknown.WellKnownTypes;
import dev.protojson.internal.write.EnumWriter;
import dev.protojson.internal.write.ExtensionWriter;
import dev.protojson.internal.write.FieldName;
import dev.protojson.internal.write.MapWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import tools.jackson.core.SerializableString;

/**
 * A field of a generated writer (a pre-encoded name, an enum name table, the writer of a nested type) and how to
 * compute its value. Values are assigned to each writer instance once the whole batch exists, so that writers of
 * recursive and mutually recursive types can refer to each other.
 *
 * <p>The constants of a type follow from its descriptor and the options alone, never from its generated code, so
 * a writer class generated at build time gets the same values as one generated at run time, and none of them
 * needs reflection on the message class.
 */
public record WriterConstant(String name, Class<?> type, Function<Function<Descriptor, TypeWriter>, Object> value) {

  /** The constants of {@code type}'s writer, in the order the generated class declares them as fields. */
  static List<WriterConstant> of(Descriptor type, Options options) {
    List<WriterConstant> constants = new ArrayList<>();
    List<FieldDescriptor> fields = type.getFields();
    for (int i = 0; i < fields.size(); i++) {
      FieldDescriptor field = fields.get(i);
      String jsonName = options.preservingProtoFieldNames() ? field.getName() : field.getJsonName();
      // A FieldName: pre-encoded as ,"name": too, for protojson's own generator.
      constants.add(fixed(name(i), SerializableString.class, () -> new FieldName(jsonName)));
      if (field.isMapField()) {
        constants.add(mapWriter(field, i, options));
      } else if (field.getJavaType() == FieldDescriptor.JavaType.ENUM) {
        constants.add(fixed(enumWriter(i), EnumWriter.class, () -> enumWriter(field.getEnumType(), options)));
      } else if (field.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
        // Also for well-known types whose fields are written by static helpers: whether one is depends on the
        // message class's accessors, which this list must not look at.
        constants.add(new WriterConstant(writer(i), TypeWriter.class,
            writers -> writers.apply(field.getMessageType())));
      }
    }
    if (type.isExtendable()) {
      constants.add(new WriterConstant(EXTENSIONS, ExtensionWriter.class, writers -> new ExtensionWriter(
          extension -> FieldKind.of(extension).valueWriter(extension,
              extension.getJavaType() == FieldDescriptor.JavaType.ENUM
                  ? enumWriter(extension.getEnumType(), options) : null,
              writers))));
    }
    return constants;
  }

  /** The field holding the pre-encoded JSON name of field {@code index}. */
  static String name(int index) {
    return "n" + index;
  }

  /** The field holding the writer of message field {@code index}'s type. */
  static String writer(int index) {
    return "w" + index;
  }

  /** The field holding the names of enum field {@code index}'s values. */
  static String enumWriter(int index) {
    return "e" + index;
  }

  /** The field holding the writer of map field {@code index}'s entries. */
  static String mapWriter(int index) {
    return "m" + index;
  }

  /** The field holding the writer of an extendable type's extensions. */
  static final String EXTENSIONS = "x";

  /** How the values of enum type {@code type} are written with {@code options}. */
  static EnumWriter enumWriter(EnumDescriptor type, Options options) {
    return EnumWriter.of(type, options.printingEnumsAsInts(), WellKnownTypes.isNullValue(type));
  }

  private static WriterConstant mapWriter(FieldDescriptor field, int index, Options options) {
    FieldDescriptor key = field.getMessageType().findFieldByNumber(1);
    FieldDescriptor value = field.getMessageType().findFieldByNumber(2);
    FieldKind keyKind = FieldKind.of(key);
    FieldKind valueKind = FieldKind.of(value);
    return new WriterConstant(mapWriter(index), MapWriter.class, writers -> new MapWriter(keyKind.keyNames(),
        valueKind.valueWriter(value, valueKind == FieldKind.ENUM ? enumWriter(value.getEnumType(), options) : null,
            writers), options.sortingMapKeys() ? keyKind.keyOrder() : null, options.alwaysPrintFieldsWithNoPresence()));
  }

  /**
   * A constant that needs no other writer. Made only when assigned: the generator asks for the list too, for the
   * fields' names and types alone.
   */
  private static WriterConstant fixed(String name, Class<?> type, Supplier<?> value) {
    return new WriterConstant(name, type, writers -> value.get());
  }
}
