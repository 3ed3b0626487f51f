package dev.protojson.internal.write;

/** The fractional seconds of Timestamp and Duration: none, or 3, 6 or 9 digits, whichever is exact. */
final class Fraction {

  private Fraction() {}

  static void append(StringBuilder out, int nanos) {
    if (nanos == 0) {
      return;
    }
    out.append('.');
    if (nanos % 1_000_000 == 0) {
      TimestampWriter.pad(out, nanos / 1_000_000, 3);
    } else if (nanos % 1_000 == 0) {
      TimestampWriter.pad(out, nanos / 1_000, 6);
    } else {
      TimestampWriter.pad(out, nanos, 9);
    }
  }
}
