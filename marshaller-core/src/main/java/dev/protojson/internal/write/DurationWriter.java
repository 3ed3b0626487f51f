package dev.protojson.internal.write;

import com.google.protobuf.Duration;
import com.google.protobuf.Message;
import dev.protojson.internal.TypeWriter;
import tools.jackson.core.JsonGenerator;

/** {@code google.protobuf.Duration}: seconds with 0, 3, 6 or 9 fractional digits and an {@code s}. */
final class DurationWriter extends TypeWriter {

  static final long MAX_SECONDS = 315_576_000_000L;

  @Override
  public void write(Message message, JsonGenerator generator) {
    writeValue(generator, (Duration) message);
  }

  static void writeValue(JsonGenerator generator, Duration duration) {
    char[] scratch = WriteContext.scratch(generator);
    generator.writeString(scratch, 0, format(duration.getSeconds(), duration.getNanos(), scratch));
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
