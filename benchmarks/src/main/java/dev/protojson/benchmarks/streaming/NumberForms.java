package dev.protojson.benchmarks.streaming;

import java.math.BigDecimal;
import java.math.BigInteger;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.exc.StreamReadException;

/**
 * Numbers in every form proto3 JSON reads: integers as numbers or strings, also with a zero fraction or an
 * exponent ({@code 12.0}, {@code 1.2e1}, {@code "1e2"}, {@code -0}), doubles and floats as numbers or strings,
 * {@code "NaN"} and {@code "Infinity"}. The plain forms are read from the parser's buffer; the others go through
 * {@link BigDecimal}, exact and bounded by the parser's number length limit.
 */
final class NumberForms {

  private static final BigInteger UINT64_LIMIT = BigInteger.ONE.shiftLeft(64);
  /** What {@link #plainLong} returns for text that is not plain digits of at most 18. */
  private static final long NOT_PLAIN = Long.MIN_VALUE;

  private NumberForms() {}

  static long readInt64(JsonParser p) {
    JsonToken t = p.currentToken();
    if (t == JsonToken.VALUE_NUMBER_INT && p.getNumberType() != JsonParser.NumberType.BIG_INTEGER) {
      return p.getLongValue();
    }
    BigInteger value = exact(p, t);
    if (value.bitLength() > 63) {
      throw new StreamReadException(p, "int64 out of range: " + value);
    }
    return value.longValue();
  }

  /** An unsigned 64-bit value as the {@code long} of the same bits. */
  static long readUInt64(JsonParser p) {
    JsonToken t = p.currentToken();
    if (t == JsonToken.VALUE_NUMBER_INT && p.getNumberType() != JsonParser.NumberType.BIG_INTEGER) {
      long value = p.getLongValue();
      if (value < 0) {
        throw new StreamReadException(p, "uint64 out of range: " + value);
      }
      return value;
    }
    BigInteger value = exact(p, t);
    if (value.signum() < 0 || value.compareTo(UINT64_LIMIT) >= 0) {
      throw new StreamReadException(p, "uint64 out of range: " + value);
    }
    return value.longValue();
  }

  static int readInt32(JsonParser p) {
    long value = readInt64(p);
    if (value != (int) value) {
      throw new StreamReadException(p, "int32 out of range: " + value);
    }
    return (int) value;
  }

  static int readUInt32(JsonParser p) {
    long value = readInt64(p);
    if (value < 0 || value > 0xFFFF_FFFFL) {
      throw new StreamReadException(p, "uint32 out of range: " + value);
    }
    return (int) value;
  }

  static double readDouble(JsonParser p) {
    JsonToken t = p.currentToken();
    if (t == JsonToken.VALUE_NUMBER_FLOAT) {
      return finite(p, p.getDoubleValue());
    }
    if (t == JsonToken.VALUE_NUMBER_INT) {
      double value = p.getDoubleValue();
      // Jackson reads the integer -0 as 0; proto3 JSON means -0.0.
      return value == 0 && p.getStringCharacters()[p.getStringOffset()] == '-' ? -0.0 : finite(p, value);
    }
    if (t == JsonToken.VALUE_STRING) {
      return switch (p.getString()) {
        case "NaN" -> Double.NaN;
        case "Infinity" -> Double.POSITIVE_INFINITY;
        case "-Infinity" -> Double.NEGATIVE_INFINITY;
        default -> finite(p, parseDouble(p, p.getString()));
      };
    }
    throw new StreamReadException(p, "Expected a double but found " + t);
  }

  static float readFloat(JsonParser p) {
    JsonToken t = p.currentToken();
    if (t == JsonToken.VALUE_NUMBER_FLOAT || t == JsonToken.VALUE_NUMBER_INT) {
      float value = Float.parseFloat(p.getString());
      if (Float.isInfinite(value)) {
        throw new StreamReadException(p, "float out of range: " + p.getString());
      }
      return value;
    }
    if (t == JsonToken.VALUE_STRING) {
      switch (p.getString()) {
        case "NaN":
          return Float.NaN;
        case "Infinity":
          return Float.POSITIVE_INFINITY;
        case "-Infinity":
          return Float.NEGATIVE_INFINITY;
        default:
          float value = (float) parseDouble(p, p.getString());
          if (Float.isInfinite(value)) {
            throw new StreamReadException(p, "float out of range: " + p.getString());
          }
          // Parsed as a float, not narrowed from the double: no second rounding.
          return Float.parseFloat(p.getString());
      }
    }
    throw new StreamReadException(p, "Expected a float but found " + t);
  }

  /** The integer at the current token, a number or a string, in any exact form; a fraction is an error. */
  private static BigInteger exact(JsonParser p, JsonToken t) {
    if (t == JsonToken.VALUE_STRING) {
      long plain = plainLong(p.getStringCharacters(), p.getStringOffset(), p.getStringLength());
      if (plain != NOT_PLAIN) {
        return BigInteger.valueOf(plain);
      }
    } else if (t != JsonToken.VALUE_NUMBER_INT && t != JsonToken.VALUE_NUMBER_FLOAT) {
      throw new StreamReadException(p, "Expected an integer but found " + t);
    }
    String text = p.getString();
    try {
      BigDecimal decimal = new BigDecimal(text);
      // Bounded: nothing with more than 20 digits before the point fits 64 bits.
      if (decimal.precision() - decimal.scale() > 20) {
        throw new StreamReadException(p, "Integer out of range: " + text);
      }
      return decimal.toBigIntegerExact();
    } catch (NumberFormatException | ArithmeticException e) {
      throw new StreamReadException(p, "Not an integer: " + text);
    }
  }

  /** Digits with an optional minus, no leading zero, at most 18 of them; {@link #NOT_PLAIN} otherwise. */
  private static long plainLong(char[] chars, int offset, int length) {
    int i = offset;
    int end = offset + length;
    boolean negative = length > 0 && chars[i] == '-';
    if (negative) {
      i++;
    }
    if (i == end || end - i > 18 || (chars[i] == '0' && end - i > 1)) {
      return NOT_PLAIN;
    }
    long value = 0;
    for (; i < end; i++) {
      int d = chars[i] - '0';
      if (d < 0 || d > 9) {
        return NOT_PLAIN;
      }
      value = value * 10 + d;
    }
    return negative ? -value : value;
  }

  private static double parseDouble(JsonParser p, String text) {
    try {
      return Double.parseDouble(text);
    } catch (NumberFormatException e) {
      throw new StreamReadException(p, "Not a number: " + text);
    }
  }

  private static double finite(JsonParser p, double value) {
    if (Double.isInfinite(value)) {
      throw new StreamReadException(p, "double out of range");
    }
    return value;
  }
}
