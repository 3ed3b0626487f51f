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
    Duration duration = (Duration) message;
    generator.writeString(format(duration.getSeconds(), duration.getNanos()));
  }

  static String format(long seconds, int nanos) {
    if (seconds < -MAX_SECONDS || seconds > MAX_SECONDS) {
      throw new WriteFailure("Duration seconds " + seconds + " is outside -315576000000 to 315576000000");
    }
    if (nanos <= -1_000_000_000 || nanos >= 1_000_000_000) {
      throw new WriteFailure("Duration nanos " + nanos + " is outside -999999999 to 999999999");
    }
    if ((seconds < 0 && nanos > 0) || (seconds > 0 && nanos < 0)) {
      throw new WriteFailure("Duration seconds " + seconds + " and nanos " + nanos + " have different signs");
    }
    StringBuilder out = new StringBuilder(24);
    if (seconds < 0 || nanos < 0) {
      out.append('-');
    }
    out.append(Math.abs(seconds));
    Fraction.append(out, Math.abs(nanos));
    return out.append('s').toString();
  }
}
