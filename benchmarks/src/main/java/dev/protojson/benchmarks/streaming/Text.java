package dev.protojson.benchmarks.streaming;

import com.google.protobuf.Timestamp;
import java.time.OffsetDateTime;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.exc.StreamReadException;

/**
 * Formatting and parsing of the proto3 JSON values that are JSON strings (64-bit integers, timestamps) straight
 * to and from character buffers, without a {@code String} per value.
 */
final class Text {

  /** Large enough for a timestamp with nanoseconds and for any {@code long}. */
  static final int SCRATCH_SIZE = 32;

  private static final long MIN_SECONDS = -62_135_596_800L; // 0001-01-01T00:00:00Z
  private static final long MAX_SECONDS = 253_402_300_799L; // 9999-12-31T23:59:59Z

  private Text() {}

  /** Writes a 64-bit integer as a JSON string, as proto3 JSON wants. */
  static void writeInt64(JsonGenerator g, long value, char[] scratch) {
    if (value == Long.MIN_VALUE) {
      g.writeString("-9223372036854775808");
      return;
    }
    int end = scratch.length;
    int pos = end;
    long v = Math.abs(value);
    do {
      scratch[--pos] = (char) ('0' + (int) (v % 10));
      v /= 10;
    } while (v != 0);
    if (value < 0) {
      scratch[--pos] = '-';
    }
    g.writeString(scratch, pos, end - pos);
  }

  /** Reads a 64-bit integer given as a JSON number or as a JSON string holding one. */
  static long readInt64(JsonParser p) {
    JsonToken t = p.currentToken();
    if (t == JsonToken.VALUE_NUMBER_INT) {
      return p.getLongValue();
    }
    if (t == JsonToken.VALUE_STRING) {
      return parseLong(p, p.getStringCharacters(), p.getStringOffset(), p.getStringLength());
    }
    throw new StreamReadException(p, "Expected an int64 but found " + t);
  }

  /** Reads a 32-bit integer given as a JSON number or as a JSON string holding one. */
  static int readInt32(JsonParser p) {
    JsonToken t = p.currentToken();
    if (t == JsonToken.VALUE_NUMBER_INT) {
      return p.getIntValue();
    }
    if (t == JsonToken.VALUE_STRING) {
      long v = parseLong(p, p.getStringCharacters(), p.getStringOffset(), p.getStringLength());
      if (v != (int) v) {
        throw new StreamReadException(p, "int32 out of range: " + v);
      }
      return (int) v;
    }
    throw new StreamReadException(p, "Expected an int32 but found " + t);
  }

  static boolean readBool(JsonParser p) {
    JsonToken t = p.currentToken();
    if (t == JsonToken.VALUE_TRUE) {
      return true;
    }
    if (t == JsonToken.VALUE_FALSE) {
      return false;
    }
    throw new StreamReadException(p, "Expected a bool but found " + t);
  }

  static String readString(JsonParser p) {
    if (p.currentToken() != JsonToken.VALUE_STRING) {
      throw new StreamReadException(p, "Expected a string but found " + p.currentToken());
    }
    return p.getString();
  }

  static double readDouble(JsonParser p) {
    JsonToken t = p.currentToken();
    if (t == JsonToken.VALUE_NUMBER_FLOAT || t == JsonToken.VALUE_NUMBER_INT) {
      return p.getDoubleValue();
    }
    if (t == JsonToken.VALUE_STRING) {
      switch (p.getString()) {
        case "NaN":
          return Double.NaN;
        case "Infinity":
          return Double.POSITIVE_INFINITY;
        case "-Infinity":
          return Double.NEGATIVE_INFINITY;
        default:
          return Double.parseDouble(p.getString());
      }
    }
    throw new StreamReadException(p, "Expected a double but found " + t);
  }

  static void writeDouble(JsonGenerator g, double value) {
    if (Double.isFinite(value)) {
      g.writeNumber(value);
    } else {
      g.writeString(Double.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity");
    }
  }

  private static long parseLong(JsonParser p, char[] chars, int offset, int length) {
    int i = offset;
    int end = offset + length;
    boolean negative = length > 0 && chars[i] == '-';
    if (negative) {
      i++;
    }
    if (i == end || end - i > 19 || (chars[i] == '0' && end - i > 1)) {
      throw new StreamReadException(p, "Not an integer: \"" + new String(chars, offset, length) + "\"");
    }
    long value = 0;
    for (; i < end; i++) {
      int d = chars[i] - '0';
      if (d < 0 || d > 9) {
        throw new StreamReadException(p, "Not an integer: \"" + new String(chars, offset, length) + "\"");
      }
      // Accumulate negatively: the negative range is one larger.
      if (value < (Long.MIN_VALUE + d) / 10) {
        throw new StreamReadException(p, "Integer out of range: \"" + new String(chars, offset, length) + "\"");
      }
      value = value * 10 - d;
    }
    if (!negative) {
      if (value == Long.MIN_VALUE) {
        throw new StreamReadException(p, "Integer out of range: \"" + new String(chars, offset, length) + "\"");
      }
      value = -value;
    }
    return value;
  }

  /** Writes a timestamp in RFC 3339 with {@code Z} and 0, 3, 6 or 9 fractional digits. */
  static void writeTimestamp(JsonGenerator g, Timestamp t, char[] s) {
    long seconds = t.getSeconds();
    int nanos = t.getNanos();
    long days = Math.floorDiv(seconds, 86_400L);
    int secondOfDay = (int) Math.floorMod(seconds, 86_400L);
    // Civil date from days since 1970-01-01 (proleptic Gregorian), in 400-year eras.
    long z = days + 719_468L;
    long era = Math.floorDiv(z, 146_097L);
    int dayOfEra = (int) (z - era * 146_097L);
    int yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
    int dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    int mp = (5 * dayOfYear + 2) / 153;
    int day = dayOfYear - (153 * mp + 2) / 5 + 1;
    int month = mp < 10 ? mp + 3 : mp - 9;
    int year = (int) (yearOfEra + era * 400) + (month <= 2 ? 1 : 0);
    digits(s, 0, year, 4);
    s[4] = '-';
    digits(s, 5, month, 2);
    s[7] = '-';
    digits(s, 8, day, 2);
    s[10] = 'T';
    digits(s, 11, secondOfDay / 3600, 2);
    s[13] = ':';
    digits(s, 14, secondOfDay / 60 % 60, 2);
    s[16] = ':';
    digits(s, 17, secondOfDay % 60, 2);
    int len = 19;
    if (nanos != 0) {
      s[len++] = '.';
      if (nanos % 1_000_000 == 0) {
        digits(s, len, nanos / 1_000_000, 3);
        len += 3;
      } else if (nanos % 1000 == 0) {
        digits(s, len, nanos / 1000, 6);
        len += 6;
      } else {
        digits(s, len, nanos, 9);
        len += 9;
      }
    }
    s[len++] = 'Z';
    g.writeString(s, 0, len);
  }

  private static void digits(char[] s, int at, int value, int width) {
    for (int i = at + width - 1; i >= at; i--) {
      s[i] = (char) ('0' + value % 10);
      value /= 10;
    }
  }

  /**
   * Reads an RFC 3339 timestamp. The form every proto3 JSON writer produces ({@code Z}, 0 to 9 fractional digits)
   * is parsed from the characters in place; offsets go through {@code java.time}.
   */
  static Timestamp readTimestamp(JsonParser p) {
    if (p.currentToken() != JsonToken.VALUE_STRING) {
      throw new StreamReadException(p, "Expected a timestamp string but found " + p.currentToken());
    }
    char[] c = p.getStringCharacters();
    int o = p.getStringOffset();
    int len = p.getStringLength();
    if (len >= 20 && c[o + len - 1] == 'Z' && c[o + 4] == '-' && c[o + 7] == '-' && c[o + 10] == 'T'
        && c[o + 13] == ':' && c[o + 16] == ':') {
      int year = number(p, c, o, 4);
      int month = number(p, c, o + 5, 2);
      int day = number(p, c, o + 8, 2);
      int hour = number(p, c, o + 11, 2);
      int minute = number(p, c, o + 14, 2);
      int second = number(p, c, o + 17, 2);
      int nanos = 0;
      int fraction = len - 21; // between the '.' and the 'Z'
      if (len > 20) {
        if (c[o + 19] != '.' || fraction < 1 || fraction > 9) {
          throw new StreamReadException(p, "Invalid timestamp: " + p.getString());
        }
        nanos = number(p, c, o + 20, fraction);
        for (int i = fraction; i < 9; i++) {
          nanos *= 10;
        }
      }
      if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) {
        throw new StreamReadException(p, "Invalid timestamp: " + p.getString());
      }
      long seconds = daysFromCivil(year, month, day) * 86_400L + hour * 3600L + minute * 60L + second;
      return Timestamp.newBuilder().setSeconds(seconds).setNanos(nanos).build();
    }
    try {
      OffsetDateTime t = OffsetDateTime.parse(p.getString());
      long seconds = t.toEpochSecond();
      if (seconds < MIN_SECONDS || seconds > MAX_SECONDS) {
        throw new StreamReadException(p, "Timestamp out of range: " + p.getString());
      }
      return Timestamp.newBuilder().setSeconds(seconds).setNanos(t.getNano()).build();
    } catch (java.time.DateTimeException e) {
      throw new StreamReadException(p, "Invalid timestamp: " + p.getString());
    }
  }

  private static int number(JsonParser p, char[] c, int at, int width) {
    int v = 0;
    for (int i = at; i < at + width; i++) {
      int d = c[i] - '0';
      if (d < 0 || d > 9) {
        throw new StreamReadException(p, "Invalid timestamp: " + p.getString());
      }
      v = v * 10 + d;
    }
    return v;
  }

  private static long daysFromCivil(int year, int month, int day) {
    int y = month <= 2 ? year - 1 : year;
    long era = Math.floorDiv(y, 400);
    int yearOfEra = (int) (y - era * 400);
    int dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1;
    int dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
    return era * 146_097L + dayOfEra - 719_468L;
  }
}
