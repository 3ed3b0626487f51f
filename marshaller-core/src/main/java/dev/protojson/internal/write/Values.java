package dev.protojson.internal.write;

import com.google.protobuf.ByteString;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.io.SerializedString;

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
    if (generator instanceof FastJsonGenerator fast) {
      fast.int64(value, false);
      return;
    }
    char[] scratch = WriteContext.scratch(generator);
    int start = Digits.signed(value, scratch, scratch.length);
    generator.writeString(scratch, start, scratch.length - start);
  }

  public static void uint64(JsonGenerator generator, long value) {
    if (generator instanceof FastJsonGenerator fast) {
      fast.int64(value, true);
      return;
    }
    char[] scratch = WriteContext.scratch(generator);
    int start = Digits.unsigned(value, scratch, scratch.length);
    generator.writeString(scratch, start, scratch.length - start);
  }

  public static void float32(JsonGenerator generator, float value) {
    if (Float.isFinite(value)) {
      generator.writeNumber(value);
    } else {
      nonFinite(generator, value);
    }
  }

  public static void float64(JsonGenerator generator, double value) {
    if (Double.isFinite(value)) {
      generator.writeNumber(value);
    } else {
      nonFinite(generator, value);
    }
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
