package dev.protojson.internal.wellknown;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import dev.protojson.internal.WriteFailure;
import dev.protojson.internal.write.WriteContext;
import dev.protojson.internal.write.WriteSupport;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.SerializableString;

/**
 * RFC 3339 timestamps and proto3 JSON durations (their formats and ranges are {@link TimestampJson}'s and
 * {@link DurationJson}'s), written through a scratch buffer and parsed by hand with fixed-size fields straight from
 * the parser's character buffer: a timestamp costs no {@code String} and no {@code java.time} objects.
 */
final class TimeText {

  private TimeText() {}

  /** Writes a timestamp's or a duration's string, formatted in the write's scratch buffer: no String per value. */
  static void write(JsonGenerator generator, long seconds, int nanos, boolean duration) {
    char[] scratch = WriteContext.scratch(generator);
    generator.writeString(scratch, 0, format(scratch, seconds, nanos, duration));
  }

  /**
   * {@link #write} from the fields {@code seconds} (1) and {@code nanos} (2) of messages of {@code type}, as
   * {@code getField} gives them; null if {@code type}'s fields are not those.
   */
  static WellKnownType.Write<Message> fieldsWriter(Descriptor type, boolean duration) {
    if (!hasTimeFields(type)) {
      return null;
    }
    FieldDescriptor seconds = type.findFieldByNumber(1);
    FieldDescriptor nanos = type.findFieldByNumber(2);
    return (generator, message) -> write(generator, (Long) message.getField(seconds),
        (Integer) message.getField(nanos), duration);
  }

  /**
   * The byte-level read {@code read} of the generated class, its value stored in new messages of {@code type}'s
   * fields {@code seconds} and {@code nanos}; null if {@code type}'s fields are not those.
   */
  static <M extends Message> WellKnownType.ByteLevelRead<Message> fieldsByteReader(Descriptor type,
      WellKnownType.ByteLevelRead<M> read, ToLongFunction<M> secondsOf, ToIntFunction<M> nanosOf) {
    if (!hasTimeFields(type)) {
      return null;
    }
    FieldDescriptor seconds = type.findFieldByNumber(1);
    FieldDescriptor nanos = type.findFieldByNumber(2);
    return in -> {
      M value = read.read(in);
      return DynamicMessage.newBuilder(type).setField(seconds, secondsOf.applyAsLong(value))
          .setField(nanos, nanosOf.applyAsInt(value)).buildPartial();
    };
  }

  private static boolean hasTimeFields(Descriptor type) {
    FieldDescriptor seconds = type.findFieldByNumber(1);
    FieldDescriptor nanos = type.findFieldByNumber(2);
    return seconds != null && nanos != null && !seconds.isRepeated() && !nanos.isRepeated()
        && seconds.getJavaType() == FieldDescriptor.JavaType.LONG
        && nanos.getJavaType() == FieldDescriptor.JavaType.INT;
  }

  /**
   * The field {@code name} holding such a value, if {@code present}, written with its name in one go where the
   * generator can; a value out of range names the field.
   */
  static void writeField(JsonGenerator generator, SerializableString name, boolean present, long seconds, int nanos,
      boolean duration) {
    if (present) {
      char[] scratch = WriteContext.scratch(generator);
      int length;
      try {
        length = format(scratch, seconds, nanos, duration);
      } catch (WriteFailure e) {
        throw e.underField(name);
      }
      WriteSupport.asciiField(generator, name, scratch, length);
    }
  }

  private static int format(char[] scratch, long seconds, int nanos, boolean duration) {
    return duration ? DurationJson.format(seconds, nanos, scratch) : TimestampJson.format(seconds, nanos, scratch);
  }

  /** What the parsing methods return for malformed text; no valid value is this small. */
  static final long MALFORMED = Long.MIN_VALUE;

  /**
   * The epoch seconds of {@code yyyy-MM-ddTHH:mm:ss[.f{1,9}](Z|+HH:MM|-HH:MM)} in {@code c[start, start + n)},
   * or {@link #MALFORMED} if the text is malformed or names a day that does not exist. The range is checked by
   * the caller, the nanoseconds come from {@link #timestampNanos}. (Two results without an object to hold them
   * keep the message builder of the caller free to be optimized away.)
   */
  static long timestampSeconds(char[] c, int start, int n) {
    if (n < 20 || c[start + 4] != '-' || c[start + 7] != '-' || c[start + 10] != 'T' || c[start + 13] != ':'
        || c[start + 16] != ':') {
      return MALFORMED;
    }
    int year = digits(c, start, 4);
    int month = digits(c, start + 5, 2);
    int day = digits(c, start + 8, 2);
    int hour = digits(c, start + 11, 2);
    int minute = digits(c, start + 14, 2);
    int second = digits(c, start + 17, 2);
    if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour < 0 || hour > 23
        || minute < 0 || minute > 59 || second < 0 || second > 59) {
      return MALFORMED;
    }
    int end = start + n;
    int i = fractionEnd(c, start + 19, end);
    if (i < 0 || i >= end) {
      return MALFORMED;
    }
    int offsetSeconds;
    char zone = c[i];
    if (zone == 'Z') {
      if (i + 1 != end) {
        return MALFORMED;
      }
      offsetSeconds = 0;
    } else if (zone == '+' || zone == '-') {
      if (i + 6 != end || c[i + 3] != ':') {
        return MALFORMED;
      }
      int offsetHours = digits(c, i + 1, 2);
      int offsetMinutes = digits(c, i + 4, 2);
      if (offsetHours < 0 || offsetHours > 23 || offsetMinutes < 0 || offsetMinutes > 59) {
        return MALFORMED;
      }
      offsetSeconds = (offsetHours * 3600 + offsetMinutes * 60) * (zone == '-' ? -1 : 1);
    } else {
      return MALFORMED;
    }
    return daysSinceEpoch(year, month, day) * 86_400L + hour * 3600L + minute * 60L + second - offsetSeconds;
  }

  /**
   * Whether text {@link #timestampSeconds} refused begins with a date of the right form whose day its month does
   * not have ({@code 2021-02-29}, {@code 2020-04-31}): for an error that says so, where "expected RFC 3339" would
   * not.
   */
  static boolean namesNoSuchDay(char[] c, int start, int n) {
    if (n < 10 || c[start + 4] != '-' || c[start + 7] != '-') {
      return false;
    }
    int year = digits(c, start, 4);
    int month = digits(c, start + 5, 2);
    int day = digits(c, start + 8, 2);
    return year >= 1 && month >= 1 && month <= 12 && day > daysInMonth(year, month);
  }

  /** The nanoseconds of a timestamp {@link #timestampSeconds} accepted. */
  static int timestampNanos(char[] c, int start, int n) {
    int fraction = start + 20;
    return c[start + 19] == '.' ? nanos(c, fraction, fractionEnd(c, start + 19, start + n)) : 0;
  }

  /**
   * Where the optional {@code .f{1,9}} at {@code c[at]} ends: {@code at} itself if there is none, -1 if it is
   * malformed.
   */
  private static int fractionEnd(char[] c, int at, int end) {
    if (at >= end || c[at] != '.') {
      return at;
    }
    int i = at + 1;
    while (i < end && isDigit(c[i])) {
      i++;
    }
    return i == at + 1 || i - at - 1 > 9 ? -1 : i;
  }

  /**
   * The seconds of {@code -?\d+(\.\d{1,9})?s} in {@code c[start, start + n)}, or {@link #MALFORMED}; the range
   * is checked by the caller, the nanoseconds come from {@link #durationNanos}.
   */
  static long durationSeconds(char[] c, int start, int n) {
    int end = start + n;
    if (n < 2 || c[end - 1] != 's') {
      return MALFORMED;
    }
    int i = start;
    boolean negative = c[i] == '-';
    if (negative) {
      i++;
    }
    int whole = i;
    long seconds = 0;
    while (i < end - 1 && isDigit(c[i])) {
      seconds = seconds * 10 + (c[i] - '0');
      i++;
    }
    if (i == whole || (i < end - 1 && fractionEnd(c, i, end - 1) != end - 1)) {
      return MALFORMED;
    }
    // Twelve digits hold every valid duration and cannot overflow. More, without zeros in front, are a number
    // too large, which the caller reports as out of range rather than as the wrong form.
    if (i - whole > 12) {
      return c[whole] == '0' ? MALFORMED : negative ? -Long.MAX_VALUE : Long.MAX_VALUE;
    }
    return negative ? -seconds : seconds;
  }

  /** The nanoseconds of a duration {@link #durationSeconds} accepted, negative if the duration is. */
  static int durationNanos(char[] c, int start, int n) {
    int end = start + n - 1;
    int dot = start;
    while (dot < end && c[dot] != '.') {
      dot++;
    }
    if (dot == end) {
      return 0;
    }
    int nanos = nanos(c, dot + 1, end);
    return c[start] == '-' ? -nanos : nanos;
  }

  /** Days from 1970-01-01 to a proleptic Gregorian date, counted in 400-year eras of 146,097 days. */
  private static long daysSinceEpoch(int year, int month, int day) {
    int y = month <= 2 ? year - 1 : year;
    int era = Math.floorDiv(y, 400);
    int yearOfEra = y - era * 400;
    int dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1;
    int dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
    return era * 146_097L + dayOfEra - 719_468L;
  }

  private static int daysInMonth(int year, int month) {
    if (month == 2) {
      boolean leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
      return leap ? 29 : 28;
    }
    return month == 4 || month == 6 || month == 9 || month == 11 ? 30 : 31;
  }

  private static int nanos(char[] c, int start, int end) {
    int value = 0;
    for (int k = start; k < start + 9; k++) {
      value = value * 10 + (k < end ? c[k] - '0' : 0);
    }
    return value;
  }

  /** The value of {@code count} decimal digits, or -1 if one is not a digit. */
  private static int digits(char[] c, int start, int count) {
    int value = 0;
    for (int k = start; k < start + count; k++) {
      if (!isDigit(c[k])) {
        return -1;
      }
      value = value * 10 + (c[k] - '0');
    }
    return value;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
