package dev.protojson.internal.write;

import com.google.protobuf.ByteString;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.io.SerializedString;
import tools.jackson.core.json.JsonGeneratorBase;

/** Single JSON values in the proto3 mapping, shared by fields, list elements, map values and wrappers. */
public final class Values {

  private static final SerializedString NAN = new SerializedString("NaN");
  private static final SerializedString INFINITY = new SerializedString("Infinity");
  private static final SerializedString NEGATIVE_INFINITY = new SerializedString("-Infinity");

  private Values() {}

  public static void int32(JsonGenerator generator, int value) {
    generator.writeNumber(value);
  }

  public static void uint32(JsonGenerator generator, int value) {
    if (value >= 0) {
      generator.writeNumber(value);
    } else {
      generator.writeNumber(value & 0xFFFF_FFFFL);
    }
  }

  /** 64-bit integers are strings: JavaScript numbers lose precision above 2^53. */
  public static void int64(JsonGenerator generator, long value) {
    int64(generator, value, false);
  }

  public static void uint64(JsonGenerator generator, long value) {
    int64(generator, value, true);
  }

  /** A 64-bit integer, {@code unsigned} or not, as its decimal string. */
  static void int64(JsonGenerator generator, long value, boolean unsigned) {
    if (generator instanceof FastJsonGenerator fast) {
      fast.int64(value, unsigned);
      return;
    }
    char[] scratch = WriteContext.scratch(generator);
    int start = unsigned ? Digits.unsigned(value, scratch, scratch.length)
        : Digits.signed(value, scratch, scratch.length);
    generator.writeString(scratch, start, scratch.length - start);
  }

  public static void float32(JsonGenerator generator, float value) {
    if (!Float.isFinite(value)) {
      nonFinite(generator, value);
    } else if (generator instanceof FastJsonGenerator || !asText(generator) || !ShortestDecimal.takes(value)) {
      generator.writeNumber(value);
    } else {
      byte[] text = new byte[ShortestDecimal.MAX_LENGTH];
      writeNumber(generator, text, ShortestDecimal.write(value, text, 0));
    }
  }

  /**
   * A finite double is the shortest decimal that reads back as it ({@link ShortestDecimal}), whichever JSON
   * generator writes it: {@link FastJsonGenerator} puts it straight into its buffer, Jackson's own JSON generators
   * (callers', pretty printing) are given it as text, so the output does not depend on the Java version. Other
   * formats' generators, which may not take numbers as text, write it themselves.
   */
  public static void float64(JsonGenerator generator, double value) {
    if (!Double.isFinite(value)) {
      nonFinite(generator, value);
    } else if (generator instanceof FastJsonGenerator || !asText(generator) || !ShortestDecimal.takes(value)) {
      generator.writeNumber(value);
    } else {
      byte[] text = new byte[ShortestDecimal.MAX_LENGTH];
      writeNumber(generator, text, ShortestDecimal.write(value, text, 0));
    }
  }

  private static boolean asText(JsonGenerator generator) {
    return generator instanceof JsonGeneratorBase;
  }

  private static void writeNumber(JsonGenerator generator, byte[] text, int length) {
    char[] chars = WriteContext.scratch(generator);
    for (int i = 0; i < length; i++) {
      chars[i] = (char) text[i];
    }
    generator.writeNumber(chars, 0, length);
  }

  private static void nonFinite(JsonGenerator generator, double value) {
    generator.writeString(Double.isNaN(value) ? NAN : value > 0 ? INFINITY : NEGATIVE_INFINITY);
  }

  public static void bool(JsonGenerator generator, boolean value) {
    generator.writeBoolean(value);
  }

  public static void string(JsonGenerator generator, String value) {
    generator.writeString(value);
  }

  /** Standard base64 with padding, as Jackson's default variant writes it. */
  public static void bytes(JsonGenerator generator, ByteString value) {
    if (generator instanceof FastJsonGenerator fast) {
      fast.base64(value);
    } else {
      generator.writeBinary(value.toByteArray());
    }
  }
}
