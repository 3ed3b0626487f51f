package dev.protojson.internal.write;

import com.google.protobuf.ByteString;
import com.google.protobuf.Internal;
import java.util.List;
import java.util.Map;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.SerializableString;

/**
 * The calls generated writers make, one per field. Each takes the generator, the field's pre-encoded name and the
 * accessor results; the table of field kinds ({@code dev.protojson.internal.kind.FieldKind}) says which kind uses
 * which. Message fields are written by the field type's own writer instead
 * ({@link dev.protojson.internal.TypeWriter#writeField}). Fields without presence use the overloads without a
 * {@code present} flag, which skip the default value; fields with presence (or every field when defaults are
 * printed) pass the flag.
 */
public final class WriteSupport {

  private WriteSupport() {}

  // int32, sint32, sfixed32

  public static void int32(JsonGenerator g, SerializableString name, int value) {
    if (value != 0) {
      int32Field(g, name, value);
    }
  }

  public static void int32(JsonGenerator g, SerializableString name, boolean present, int value) {
    if (present) {
      int32Field(g, name, value);
    }
  }

  // uint32, fixed32

  public static void uint32(JsonGenerator g, SerializableString name, int value) {
    if (value != 0) {
      uint32Field(g, name, value);
    }
  }

  public static void uint32(JsonGenerator g, SerializableString name, boolean present, int value) {
    if (present) {
      uint32Field(g, name, value);
    }
  }

  // int64, sint64, sfixed64

  public static void int64(JsonGenerator g, SerializableString name, long value) {
    if (value != 0) {
      int64Field(g, name, value, false);
    }
  }

  public static void int64(JsonGenerator g, SerializableString name, boolean present, long value) {
    if (present) {
      int64Field(g, name, value, false);
    }
  }

  // uint64, fixed64

  public static void uint64(JsonGenerator g, SerializableString name, long value) {
    if (value != 0) {
      int64Field(g, name, value, true);
    }
  }

  public static void uint64(JsonGenerator g, SerializableString name, boolean present, long value) {
    if (present) {
      int64Field(g, name, value, true);
    }
  }

  // float and double: the default is +0.0 only; -0.0 has non-zero bits and is written, as JsonFormat does.

  public static void float32(JsonGenerator g, SerializableString name, float value) {
    if (Float.floatToRawIntBits(value) != 0) {
      float32Field(g, name, value);
    }
  }

  public static void float32(JsonGenerator g, SerializableString name, boolean present, float value) {
    if (present) {
      float32Field(g, name, value);
    }
  }

  public static void float64(JsonGenerator g, SerializableString name, double value) {
    if (Double.doubleToRawLongBits(value) != 0) {
      float64Field(g, name, value);
    }
  }

  public static void float64(JsonGenerator g, SerializableString name, boolean present, double value) {
    if (present) {
      float64Field(g, name, value);
    }
  }

  public static void bool(JsonGenerator g, SerializableString name, boolean value) {
    if (value) {
      boolField(g, name, true);
    }
  }

  public static void bool(JsonGenerator g, SerializableString name, boolean present, boolean value) {
    if (present) {
      boolField(g, name, value);
    }
  }

  public static void string(JsonGenerator g, SerializableString name, String value) {
    if (!value.isEmpty()) {
      stringField(g, name, value);
    }
  }

  public static void string(JsonGenerator g, SerializableString name, boolean present, String value) {
    if (present) {
      stringField(g, name, value);
    }
  }

  public static void bytes(JsonGenerator g, SerializableString name, ByteString value) {
    if (!value.isEmpty()) {
      g.writeName(name);
      Values.bytes(g, value);
    }
  }

  public static void bytes(JsonGenerator g, SerializableString name, boolean present, ByteString value) {
    if (present) {
      g.writeName(name);
      Values.bytes(g, value);
    }
  }

  /** An enum field by its number: {@code getXValue()} for open enums, {@code getX().getNumber()} for closed. */
  public static void enumValue(JsonGenerator g, SerializableString name, int number, EnumWriter names) {
    if (number != 0) {
      enumField(g, name, number, names);
    }
  }

  public static void enumValue(JsonGenerator g, SerializableString name, boolean present, int number,
      EnumWriter names) {
    if (present) {
      enumField(g, name, number, names);
    }
  }

  // One field's name and value: in one go through protojson's generator, else through Jackson's API.

  private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
  private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};

  private static void int32Field(JsonGenerator g, SerializableString name, int value) {
    if (!(g instanceof FastJsonGenerator fast && fast.int32Field(name, value))) {
      g.writeName(name);
      g.writeNumber(value);
    }
  }

  private static void float32Field(JsonGenerator g, SerializableString name, float value) {
    if (!(g instanceof FastJsonGenerator fast && fast.float32Field(name, value))) {
      g.writeName(name);
      Values.float32(g, value);
    }
  }

  private static void float64Field(JsonGenerator g, SerializableString name, double value) {
    if (!(g instanceof FastJsonGenerator fast && fast.float64Field(name, value))) {
      g.writeName(name);
      Values.float64(g, value);
    }
  }

  private static void uint32Field(JsonGenerator g, SerializableString name, int value) {
    if (!(g instanceof FastJsonGenerator fast && fast.uint32Field(name, value))) {
      g.writeName(name);
      Values.uint32(g, value);
    }
  }

  private static void int64Field(JsonGenerator g, SerializableString name, long value, boolean unsigned) {
    if (!(g instanceof FastJsonGenerator fast && fast.int64Field(name, value, unsigned))) {
      g.writeName(name);
      Values.int64(g, value, unsigned);
    }
  }

  private static void boolField(JsonGenerator g, SerializableString name, boolean value) {
    if (!(g instanceof FastJsonGenerator fast && fast.rawField(name, value ? TRUE : FALSE))) {
      g.writeName(name);
      g.writeBoolean(value);
    }
  }

  private static void stringField(JsonGenerator g, SerializableString name, String value) {
    if (!(g instanceof FastJsonGenerator fast && fast.stringField(name, value))) {
      g.writeName(name);
      g.writeString(value);
    }
  }

  /**
   * Field {@code name} with the string of the first {@code length} characters of {@code text}, ASCII that needs
   * no escape (a timestamp's or a duration's), at most {@link WriteContext#SCRATCH_SIZE} of them.
   */
  public static void asciiField(JsonGenerator g, SerializableString name, char[] text, int length) {
    if (!(g instanceof FastJsonGenerator fast && fast.asciiField(name, text, length))) {
      g.writeName(name);
      g.writeString(text, 0, length);
    }
  }

  private static void enumField(JsonGenerator g, SerializableString name, int number, EnumWriter names) {
    byte[] quoted;
    if (!(g instanceof FastJsonGenerator fast && (quoted = names.quoted(number)) != null
        && fast.rawField(name, quoted))) {
      g.writeName(name);
      names.write(g, number);
    }
  }

  // Repeated fields. Protobuf keeps repeated primitives in unboxed lists; they are read without boxing.

  private static boolean start(JsonGenerator g, SerializableString name, List<?> list, boolean always) {
    if (list.isEmpty() && !always) {
      return false;
    }
    g.writeName(name);
    g.writeStartArray(list, list.size());
    return true;
  }

  public static void int32s(JsonGenerator g, SerializableString name, List<Integer> list, boolean always) {
    if (start(g, name, list, always)) {
      if (list instanceof Internal.IntList ints) {
        for (int i = 0, n = ints.size(); i < n; i++) {
          g.writeNumber(ints.getInt(i));
        }
      } else {
        for (Integer value : list) {
          g.writeNumber(value.intValue());
        }
      }
      g.writeEndArray();
    }
  }

  public static void uint32s(JsonGenerator g, SerializableString name, List<Integer> list, boolean always) {
    if (start(g, name, list, always)) {
      if (list instanceof Internal.IntList ints) {
        for (int i = 0, n = ints.size(); i < n; i++) {
          Values.uint32(g, ints.getInt(i));
        }
      } else {
        for (Integer value : list) {
          Values.uint32(g, value);
        }
      }
      g.writeEndArray();
    }
  }

  public static void int64s(JsonGenerator g, SerializableString name, List<Long> list, boolean always) {
    if (start(g, name, list, always)) {
      if (list instanceof Internal.LongList longs) {
        for (int i = 0, n = longs.size(); i < n; i++) {
          Values.int64(g, longs.getLong(i));
        }
      } else {
        for (Long value : list) {
          Values.int64(g, value);
        }
      }
      g.writeEndArray();
    }
  }

  public static void uint64s(JsonGenerator g, SerializableString name, List<Long> list, boolean always) {
    if (start(g, name, list, always)) {
      if (list instanceof Internal.LongList longs) {
        for (int i = 0, n = longs.size(); i < n; i++) {
          Values.uint64(g, longs.getLong(i));
        }
      } else {
        for (Long value : list) {
          Values.uint64(g, value);
        }
      }
      g.writeEndArray();
    }
  }

  public static void float32s(JsonGenerator g, SerializableString name, List<Float> list, boolean always) {
    if (start(g, name, list, always)) {
      if (list instanceof Internal.FloatList floats) {
        for (int i = 0, n = floats.size(); i < n; i++) {
          Values.float32(g, floats.getFloat(i));
        }
      } else {
        for (Float value : list) {
          Values.float32(g, value);
        }
      }
      g.writeEndArray();
    }
  }

  public static void float64s(JsonGenerator g, SerializableString name, List<Double> list, boolean always) {
    if (start(g, name, list, always)) {
      if (list instanceof Internal.DoubleList doubles) {
        for (int i = 0, n = doubles.size(); i < n; i++) {
          Values.float64(g, doubles.getDouble(i));
        }
      } else {
        for (Double value : list) {
          Values.float64(g, value);
        }
      }
      g.writeEndArray();
    }
  }

  public static void bools(JsonGenerator g, SerializableString name, List<Boolean> list, boolean always) {
    if (start(g, name, list, always)) {
      if (list instanceof Internal.BooleanList bools) {
        for (int i = 0, n = bools.size(); i < n; i++) {
          g.writeBoolean(bools.getBoolean(i));
        }
      } else {
        for (Boolean value : list) {
          g.writeBoolean(value);
        }
      }
      g.writeEndArray();
    }
  }

  public static void strings(JsonGenerator g, SerializableString name, List<String> list, boolean always) {
    if (start(g, name, list, always)) {
      for (int i = 0, n = list.size(); i < n; i++) {
        g.writeString(list.get(i));
      }
      g.writeEndArray();
    }
  }

  public static void bytesList(JsonGenerator g, SerializableString name, List<ByteString> list, boolean always) {
    if (start(g, name, list, always)) {
      for (int i = 0, n = list.size(); i < n; i++) {
        Values.bytes(g, list.get(i));
      }
      g.writeEndArray();
    }
  }

  /**
   * A repeated enum field: numbers from {@code getXValueList()} for open enums, enum constants from
   * {@code getXList()} for closed ones (which never hold an unknown number).
   */
  public static void enums(JsonGenerator g, SerializableString name, List<?> list, EnumWriter names,
      boolean always) {
    if (start(g, name, list, always)) {
      if (list instanceof Internal.IntList ints) {
        for (int i = 0, n = ints.size(); i < n; i++) {
          names.write(g, ints.getInt(i));
        }
      } else {
        for (int i = 0, n = list.size(); i < n; i++) {
          Object value = list.get(i);
          names.write(g, value instanceof Integer number ? number : ((Internal.EnumLite) value).getNumber());
        }
      }
      g.writeEndArray();
    }
  }

  public static void map(JsonGenerator g, SerializableString name, Map<?, ?> map, MapWriter writer) {
    writer.write(g, name, map);
  }
}
