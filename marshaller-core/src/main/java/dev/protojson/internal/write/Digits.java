package dev.protojson.internal.write;

/** Writes decimal digits right to left into a char buffer, so that no String is built per value. */
public final class Digits {

  private Digits() {}

  /** Writes {@code value} so that it ends just before {@code end}; returns where it starts. */
  public static int signed(long value, char[] out, int end) {
    // Works on the negative value: -Long.MIN_VALUE does not exist.
    long v = value < 0 ? value : -value;
    int at = end;
    do {
      out[--at] = (char) ('0' - (int) (v % 10));
      v /= 10;
    } while (v != 0);
    if (value < 0) {
      out[--at] = '-';
    }
    return at;
  }

  /** {@code value} read as an unsigned 64-bit integer. */
  public static int unsigned(long value, char[] out, int end) {
    if (value >= 0) {
      return signed(value, out, end);
    }
    long quotient = (value >>> 1) / 5;
    out[end - 1] = (char) ('0' + (int) (value - quotient * 10));
    return signed(quotient, out, end - 1);
  }

  /** Writes {@code value} with exactly {@code width} digits, zero-padded, from {@code at}; returns the end. */
  public static int fixed(int value, int width, char[] out, int at) {
    for (int i = at + width - 1; i >= at; i--) {
      out[i] = (char) ('0' + value % 10);
      value /= 10;
    }
    return at + width;
  }

  /** The fractional seconds of Timestamp and Duration: none, or 3, 6 or 9 digits, whichever is exact. */
  public static int fraction(int nanos, char[] out, int at) {
    if (nanos == 0) {
      return at;
    }
    out[at++] = '.';
    if (nanos % 1_000_000 == 0) {
      return fixed(nanos / 1_000_000, 3, out, at);
    }
    if (nanos % 1_000 == 0) {
      return fixed(nanos / 1_000, 6, out, at);
    }
    return fixed(nanos, 9, out, at);
  }
}
