package dev.protojson.internal.write;

import com.google.protobuf.Message;
import com.google.protobuf.Timestamp;
import dev.protojson.internal.TypeWriter;
import tools.jackson.core.JsonGenerator;

/** {@code google.protobuf.Timestamp}: RFC 3339 in UTC with 0, 3, 6 or 9 fractional digits. */
final class TimestampWriter extends TypeWriter {

  /** 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z. */
  static final long MIN_SECONDS = -62_135_596_800L;
  static final long MAX_SECONDS = 253_402_300_799L;

  @Override
  public void write(Message message, JsonGenerator generator) {
    writeValue(generator, (Timestamp) message);
  }

  static void writeValue(JsonGenerator generator, Timestamp timestamp) {
    char[] scratch = WriteContext.scratch(generator);
    generator.writeString(scratch, 0, format(timestamp.getSeconds(), timestamp.getNanos(), scratch));
  }

  /** Formats into {@code out} from its start; returns the length. */
  static int format(long seconds, int nanos, char[] out) {
    if (seconds < MIN_SECONDS || seconds > MAX_SECONDS) {
      throw new WriteFailure("Timestamp seconds " + seconds
          + " is outside 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z");
    }
    if (nanos < 0 || nanos > 999_999_999) {
      throw new WriteFailure("Timestamp nanos " + nanos + " is outside 0 to 999999999");
    }
    long days = Math.floorDiv(seconds, 86_400L);
    int secondOfDay = (int) Math.floorMod(seconds, 86_400L);
    // Civil date from days since 1970-01-01 in the proleptic Gregorian calendar, by 400-year eras (the
    // algorithm java.time uses too), without allocating.
    long shifted = days + 719_468;
    long era = Math.floorDiv(shifted, 146_097);
    int dayOfEra = (int) (shifted - era * 146_097);
    int yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
    int dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    int shiftedMonth = (5 * dayOfYear + 2) / 153;
    int day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1;
    int month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
    int year = (int) (yearOfEra + era * 400) + (month <= 2 ? 1 : 0);

    int at = Digits.fixed(year, 4, out, 0);
    out[at++] = '-';
    at = Digits.fixed(month, 2, out, at);
    out[at++] = '-';
    at = Digits.fixed(day, 2, out, at);
    out[at++] = 'T';
    at = Digits.fixed(secondOfDay / 3_600, 2, out, at);
    out[at++] = ':';
    at = Digits.fixed(secondOfDay / 60 % 60, 2, out, at);
    out[at++] = ':';
    at = Digits.fixed(secondOfDay % 60, 2, out, at);
    at = Digits.fraction(nanos, out, at);
    out[at++] = 'Z';
    return at;
  }
}
