package dev.protojson.internal.wellknown;

import com.google.protobuf.Duration;
import dev.protojson.internal.WriteFailure;
import dev.protojson.internal.read.ByteInput;
import dev.protojson.internal.read.Failures;
import dev.protojson.internal.write.Digits;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.SerializableString;

/**
 * {@code google.protobuf.Duration}: seconds with a fraction and an {@code s}, {@code "1.5s"},
 * {@code "-0.000001s"}; written with 0, 3, 6 or 9 fractional digits; up to ±315,576,000,000 seconds both ways.
 */
public final class DurationJson {

  static final long MAX_SECONDS = 315_576_000_000L;

  static final WellKnownType TYPE = WellKnownType.scalar(Duration.getDescriptor(), Duration.class,
      DurationJson::read, DurationJson::read, DurationJson::writeField, DurationJson::write)
      .writtenFromFields((type, context) -> TimeText.fieldsWriter(type, true))
      .readIntoFields(type -> TimeText.fieldsByteReader(type, DurationJson::read, Duration::getSeconds, Duration::getNanos));

  private DurationJson() {}

  public static Duration read(JsonParser p) {
    long seconds = TimeText.MALFORMED;
    char[] chars = null;
    int start = 0;
    int length = 0;
    if (p.currentToken() == JsonToken.VALUE_STRING) {
      chars = p.getStringCharacters();
      start = p.getStringOffset();
      length = p.getStringLength();
      seconds = TimeText.durationSeconds(chars, start, length);
    }
    if (seconds == TimeText.MALFORMED) {
      throw Failures.invalidValue(p, "google.protobuf.Duration", "expected a string like \"1.5s\"");
    }
    if (Math.abs(seconds) > MAX_SECONDS) {
      throw Failures.invalidValue(p, "google.protobuf.Duration", "out of range ±315576000000s");
    }
    return Duration.newBuilder().setSeconds(seconds).setNanos(TimeText.durationNanos(chars, start, length)).build();
  }

  /** The same from a {@link ByteInput}, which gives up on anything but a valid duration in range. */
  public static Duration read(ByteInput in) {
    int length = in.readShortAscii();
    char[] chars = in.shortAscii();
    long seconds = TimeText.durationSeconds(chars, 0, length);
    if (seconds == TimeText.MALFORMED || Math.abs(seconds) > MAX_SECONDS) {
      throw ByteInput.giveUp();
    }
    return Duration.newBuilder().setSeconds(seconds).setNanos(TimeText.durationNanos(chars, 0, length)).build();
  }

  public static void writeField(JsonGenerator g, SerializableString name, boolean present, Duration value) {
    TimeText.writeField(g, name, present, value.getSeconds(), value.getNanos(), true);
  }

  static void write(JsonGenerator generator, Duration duration) {
    TimeText.write(generator, duration.getSeconds(), duration.getNanos(), true);
  }

  /** Formats into {@code out} from its start; returns the length. */
  static int format(long seconds, int nanos, char[] out) {
    if (seconds < -MAX_SECONDS || seconds > MAX_SECONDS) {
      throw new WriteFailure("Duration seconds " + seconds + " is outside -315576000000 to 315576000000");
    }
    if (nanos <= -1_000_000_000 || nanos >= 1_000_000_000) {
      throw new WriteFailure("Duration nanos " + nanos + " is outside -999999999 to 999999999");
    }
    if ((seconds < 0 && nanos > 0) || (seconds > 0 && nanos < 0)) {
      throw new WriteFailure("Duration seconds " + seconds + " and nanos " + nanos + " have different signs");
    }
    int at = 0;
    if (seconds < 0 || nanos < 0) {
      out[at++] = '-';
    }
    // At most 12 digits: formatted at the far end of the buffer, then moved into place.
    int start = Digits.signed(Math.abs(seconds), out, out.length);
    int length = out.length - start;
    System.arraycopy(out, start, out, at, length);
    at = Digits.fraction(Math.abs(nanos), out, at + length);
    out[at++] = 's';
    return at;
  }
}
