package dev.protojson.internal.wellknown;

import com.google.protobuf.Timestamp;
import dev.protojson.internal.WriteFailure;
import dev.protojson.internal.read.ByteInput;
import dev.protojson.internal.read.Failures;
import dev.protojson.internal.write.Digits;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.SerializableString;

/**
 * {@code google.protobuf.Timestamp}: an RFC 3339 string. Read with any offset, written in UTC with 0, 3, 6 or 9
 * fractional digits; 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z both ways.
 */
public final class TimestampJson {

  static final long MIN_SECONDS = -62_135_596_800L;
  static final long MAX_SECONDS = 253_402_300_799L;

  static final WellKnownType TYPE = WellKnownType.scalar(Timestamp.getDescriptor(), Timestamp.class,
      TimestampJson::read, TimestampJson::read, TimestampJson::writeField, TimestampJson::write)
      .writtenFromFields((type, context) -> TimeText.fieldsWriter(type, false))
      .readIntoFields(type -> TimeText.fieldsByteReader(type, TimestampJson::read, Timestamp::getSeconds, Timestamp::getNanos));

  private TimestampJson() {}

  public static Timestamp read(JsonParser p) {
    if (p.currentToken() != JsonToken.VALUE_STRING) {
      throw Failures.invalidValue(p, "google.protobuf.Timestamp", "expected an RFC 3339 string");
    }
    char[] chars = p.getStringCharacters();
    int start = p.getStringOffset();
    int length = p.getStringLength();
    long seconds = TimeText.timestampSeconds(chars, start, length);
    if (seconds == TimeText.MALFORMED) {
      throw Failures.invalidValue(p, "google.protobuf.Timestamp", TimeText.namesNoSuchDay(chars, start, length)
          ? "no such day in the calendar" : "expected an RFC 3339 timestamp like 1972-01-01T10:00:20.021Z");
    }
    if (seconds < MIN_SECONDS || seconds > MAX_SECONDS) {
      throw Failures.invalidValue(p, "google.protobuf.Timestamp",
          "out of range 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z");
    }
    return Timestamp.newBuilder().setSeconds(seconds).setNanos(TimeText.timestampNanos(chars, start, length))
        .build();
  }

  /** The same from a {@link ByteInput}, which gives up on anything but a valid timestamp in range. */
  public static Timestamp read(ByteInput in) {
    int length = in.readShortAscii();
    char[] chars = in.shortAscii();
    long seconds = TimeText.timestampSeconds(chars, 0, length);
    if (seconds == TimeText.MALFORMED || seconds < MIN_SECONDS || seconds > MAX_SECONDS) {
      throw ByteInput.giveUp();
    }
    return Timestamp.newBuilder().setSeconds(seconds).setNanos(TimeText.timestampNanos(chars, 0, length)).build();
  }

  public static void writeField(JsonGenerator g, SerializableString name, boolean present, Timestamp value) {
    TimeText.writeField(g, name, present, value.getSeconds(), value.getNanos(), false);
  }

  static void write(JsonGenerator generator, Timestamp timestamp) {
    TimeText.write(generator, timestamp.getSeconds(), timestamp.getNanos(), false);
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
