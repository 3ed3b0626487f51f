package dev.protojson.internal.kind;

import dev.protojson.internal.read.ByteInput;
import dev.protojson.internal.read.ByteValueReader;
import dev.protojson.internal.read.FieldInfo;
import dev.protojson.internal.read.ValueReader;
import dev.protojson.internal.write.EnumWriter;
import java.io.Serializable;
import java.util.List;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.SerializableString;

/**
 * The shapes of the helpers generated code calls for a field kind, as serializable functional interfaces: the
 * table of kinds names each helper by a method reference, which the compiler checks, and
 * {@link dev.protojson.internal.HelperMethod} turns it into the method the generators emit a call to.
 */
final class HelperRef {

  private HelperRef() {}

  /** {@code (parser) -> value}: a value or map-key reader; boxed, it also reads extension values. */
  interface Read extends ValueReader, Serializable {}

  /** {@code in.readX()}: a value at a {@link ByteInput}'s position, by one of its public methods. */
  interface ByteLevelRead extends ByteValueReader, Serializable {}

  /** {@code in.readEnum(field)}: an enum value at a {@link ByteInput}'s position. */
  interface ReadEnumBytes extends Serializable {
    int read(ByteInput in, FieldInfo field);
  }

  /** {@code (generator, name, value)}: a field without presence, left out when it holds the default. */
  interface Write<T> extends Serializable {
    void write(JsonGenerator generator, SerializableString name, T value);
  }

  /** {@code (generator, name, present, value)}: a field with presence, or any field when defaults are printed. */
  interface WritePresent<T> extends Serializable {
    void write(JsonGenerator generator, SerializableString name, boolean present, T value);
  }

  /** {@code (generator, name, list, always)}: a repeated field. */
  @SuppressWarnings("rawtypes")
  interface WriteList extends Serializable {
    void write(JsonGenerator generator, SerializableString name, List list, boolean always);
  }

  /** {@code (parser, field) -> number}: an enum value, by the field's {@code EnumReader}. */
  interface ReadEnum extends Serializable {
    int read(JsonParser p, FieldInfo field);
  }

  /** {@code (generator, name, number, names)}: an enum field without presence. */
  interface WriteEnum extends Serializable {
    void write(JsonGenerator generator, SerializableString name, int number, EnumWriter names);
  }

  /** {@code (generator, name, present, number, names)}: an enum field with presence. */
  interface WriteEnumPresent extends Serializable {
    void write(JsonGenerator generator, SerializableString name, boolean present, int number, EnumWriter names);
  }

  /** {@code (generator, name, list, names, always)}: a repeated enum field, as numbers or as enum constants. */
  @SuppressWarnings("rawtypes")
  interface WriteEnumList extends Serializable {
    void write(JsonGenerator generator, SerializableString name, List list, EnumWriter names, boolean always);
  }

}
