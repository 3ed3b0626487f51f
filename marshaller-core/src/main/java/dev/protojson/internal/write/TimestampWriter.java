package dev.protojson.internal.write;

import com.google.protobuf.Message;
import com.google.protobuf.Timestamp;
import dev.protojson.internal.TypeWriter;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import tools.jackson.core.JsonGenerator;

/** {@code google.protobuf.Timestamp}: RFC 3339 in UTC with 0, 3, 6 or 9 fractional digits. */
final class TimestampWriter extends TypeWriter {

  /** 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z. */
  static final long MIN_SECONDS = -62_135_596_800L;
  static final long MAX_SECONDS = 253_402_300_799L;

  @Override
  public void write(Message message, JsonGenerator generator) {
    Timestamp timestamp = (Timestamp) message;
    generator.writeString(format(timestamp.getSeconds(), timestamp.getNanos()));
  }

  static String format(long seconds, int nanos) {
    if (seconds < MIN_SECONDS || seconds > MAX_SECONDS) {
      throw new WriteFailure("Timestamp seconds " + seconds
          + " is outside 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z");
    }
    if (nanos < 0 || nanos > 999_999_999) {
      throw new WriteFailure("Timestamp nanos " + nanos + " is outside 0 to 999999999");
    }
    LocalDateTime time = LocalDateTime.ofEpochSecond(seconds, 0, ZoneOffset.UTC);
    StringBuilder out = new StringBuilder(30);
    pad(out, time.getYear(), 4).append('-');
    pad(out, time.getMonthValue(), 2).append('-');
    pad(out, time.getDayOfMonth(), 2).append('T');
    pad(out, time.getHour(), 2).append(':');
    pad(out, time.getMinute(), 2).append(':');
    pad(out, time.getSecond(), 2);
    Fraction.append(out, nanos);
    return out.append('Z').toString();
  }

  static StringBuilder pad(StringBuilder out, long value, int width) {
    String digits = Long.toString(value);
    for (int i = digits.length(); i < width; i++) {
      out.append('0');
    }
    return out.append(digits);
  }
}
