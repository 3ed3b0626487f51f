package dev.protojson.internal.write;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import tools.jackson.core.io.NumberOutput;

/**
 * Doubles and floats as the shortest decimal that reads back as the same value, written as ASCII straight into
 * an output buffer in the form of {@link Double#toString} and {@link Float#toString} since Java 19: among the
 * shortest decimals in the value's rounding interval the closest (ties to an even last digit); plain from 10^-3
 * up to 10^7 ({@code 0.001}, {@code 1234.5}, {@code 3.0}), else {@code 1.0E300}, {@code -2.5E-5}. Java 17's and
 * 18's {@code toString} give some values more digits than that (about one random float bit pattern in nine, three
 * doubles in a thousand: {@code 6.7269869E8} for the float {@code 6.726987E8}, {@code 1.9999999999999998E23} for
 * {@code 2e23}); both read back exactly, but this way the output is the same on every Java version, and no String
 * is made per number.
 *
 * <p>The digits come from Raffaello Giulietti's Schubfach method ("The Schubfach way to render doubles", 2020):
 * the value and both ends of its rounding interval are scaled by one power of ten, chosen so that the interval is
 * at least 1 and less than 10 wide; then the interval holds at most one multiple of ten (the shorter decimal, if
 * there is one) and at least one of the two integers around the value. The scaling multiplies by a 126-bit
 * approximation of the power of ten and rounds to odd, which keeps every comparison with the interval's ends
 * exact.
 *
 * <p>Subnormal values follow the rule that matters only for them: when one digit would do, the closest decimal of
 * two digits is written ({@code 4.9E-324} rather than {@code 5.0E-324}, {@code 9.9E-324} rather than
 * {@code 1.0E-323} for twice that). They are rare, so they are found with {@link BigDecimal}.
 */
final class ShortestDecimal {

  /** The longest output: {@code -2.2250738585072014E-308}. */
  static final int MAX_LENGTH = 24;

  private static final int DOUBLE_EXPONENT_BIAS = 1075;
  private static final int FLOAT_EXPONENT_BIAS = 150;

  private ShortestDecimal() {}

  /** Whether {@link #write(double, byte[], int)} takes {@code value}: every finite value. */
  static boolean takes(double value) {
    return Double.isFinite(value);
  }

  static boolean takes(float value) {
    return Float.isFinite(value);
  }

  /** Writes {@code value}, which it {@link #takes}, from {@code at}; returns where it ends. */
  static int write(double value, byte[] out, int at) {
    long bits = Double.doubleToRawLongBits(value);
    if (bits < 0) {
      out[at++] = '-';
    }
    int exponent = (int) (bits >>> 52) & 0x7FF;
    long fraction = bits & 0xF_FFFF_FFFF_FFFFL;
    if (exponent == 0) {
      return fraction == 0 ? zero(out, at) : subnormal(Math.abs(value), false, out, at);
    }
    return decimal(fraction | 1L << 52, exponent - DOUBLE_EXPONENT_BIAS, fraction == 0 && exponent > 1, out, at);
  }

  static int write(float value, byte[] out, int at) {
    int bits = Float.floatToRawIntBits(value);
    if (bits < 0) {
      out[at++] = '-';
    }
    int exponent = bits >>> 23 & 0xFF;
    int fraction = bits & 0x7F_FFFF;
    if (exponent == 0) {
      return fraction == 0 ? zero(out, at) : subnormal(Math.abs(value), true, out, at);
    }
    return decimal(fraction | 1 << 23, exponent - FLOAT_EXPONENT_BIAS, fraction == 0 && exponent > 1, out, at);
  }

  private static int zero(byte[] out, int at) {
    out[at] = '0';
    out[at + 1] = '.';
    out[at + 2] = '0';
    return at + 3;
  }

  /**
   * A subnormal double, or ({@code single}) float, of {@code magnitude}: the closest decimal of two digits or more,
   * the fewest that read back as it. Its rounding interval is symmetric, so if any decimal of a length reads back,
   * the closest one of that length does too.
   */
  private static int subnormal(double magnitude, boolean single, byte[] out, int at) {
    BigDecimal exact = new BigDecimal(magnitude);
    for (int digits = 2; ; digits++) {
      BigDecimal nearest = exact.round(new MathContext(digits, RoundingMode.HALF_EVEN));
      String text = nearest.toString();
      if (single ? Float.parseFloat(text) == (float) magnitude : Double.parseDouble(text) == magnitude) {
        return format(nearest.unscaledValue().longValueExact(), -nearest.scale(), out, at);
      }
    }
  }

  /**
   * The decimal of c·2^q. Its rounding interval reaches halfway to the neighbouring values, closed when c is even
   * (reading rounds ties to even); it is lopsided when c is the smallest significand of its binade, whose lower
   * neighbour is half as far. Everything below is scaled by 4 so that the interval's ends are integers.
   */
  private static int decimal(long c, int q, boolean lopsided, byte[] out, int at) {
    long open = c & 1;
    long middle = c << 2;
    long upper = middle + 2;
    long lower;
    int k;
    if (lopsided) {
      lower = middle - 1;
      k = floorLog10ThreeQuartersPow2(q);
    } else {
      lower = middle - 2;
      k = floorLog10Pow2(q);
    }
    int shift = q + floorLog2Pow10(-k) + 2;
    int index = (k - Powers.MIN_K) << 1;
    long g1 = Powers.G[index];
    long g0 = Powers.G[index + 1];
    long scaled = scaleRoundingToOdd(g1, g0, middle << shift);
    long scaledLower = scaleRoundingToOdd(g1, g0, lower << shift);
    long scaledUpper = scaleRoundingToOdd(g1, g0, upper << shift);
    long below = scaled >> 2;
    long tensBelow = below / 10 * 10;
    long tensAbove = tensBelow + 10;
    boolean tensBelowIn = scaledLower + open <= tensBelow << 2;
    boolean tensAboveIn = (tensAbove << 2) + open <= scaledUpper;
    if (tensBelowIn != tensAboveIn) {
      return format(tensBelowIn ? tensBelow : tensAbove, k, out, at);
    }
    long above = below + 1;
    boolean belowIn = scaledLower + open <= below << 2;
    boolean aboveIn = (above << 2) + open <= scaledUpper;
    if (belowIn != aboveIn) {
      return format(belowIn ? below : above, k, out, at);
    }
    long fromMidpoint = scaled - (below + above << 1);
    boolean closerBelow = fromMidpoint < 0 || fromMidpoint == 0 && (below & 1) == 0;
    return format(closerBelow ? below : above, k, out, at);
  }

  /**
   * g·x / 2^127, for the 126-bit g = g1·2^63 + g0 and x below 2^63: its integer part, with the lowest bit set if
   * anything is left over (round to odd, so that an inexact result never equals an exact one).
   */
  private static long scaleRoundingToOdd(long g1, long g0, long x) {
    long lowHigh = Math.multiplyHigh(g0, x);
    long highLow = g1 * x;
    long highHigh = Math.multiplyHigh(g1, x);
    long fraction = (highLow >>> 1) + lowHigh;
    long integer = highHigh + (fraction >>> 63);
    return integer | ((fraction & Long.MAX_VALUE) + Long.MAX_VALUE) >>> 63;
  }

  /**
   * Writes digits·10^k. The digits go right after {@code at} first, where the scientific form wants all but the
   * first, and are then moved into place for the other forms.
   */
  private static int format(long digits, int k, byte[] out, int at) {
    int first = at + 1;
    int end = NumberOutput.outputLong(digits, out, first);
    int exponent = k + end - first - 1;
    while (out[end - 1] == '0') {
      end--;
    }
    int count = end - first;
    if (exponent >= 7 || exponent < -3) {
      out[at] = out[first];
      out[first] = '.';
      if (count == 1) {
        out[end++] = '0';
      }
      out[end++] = 'E';
      return NumberOutput.outputInt(exponent, out, end);
    }
    if (exponent >= 0) {
      int whole = exponent + 1;
      int moved = Math.min(count, whole);
      System.arraycopy(out, first, out, at, moved);
      if (count > whole) {
        out[at + whole] = '.';
        return end;
      }
      for (int i = at + count; i < at + whole; i++) {
        out[i] = '0';
      }
      out[at + whole] = '.';
      out[at + whole + 1] = '0';
      return at + whole + 2;
    }
    int leading = -exponent;
    System.arraycopy(out, first, out, first + leading, count);
    out[at] = '0';
    out[first] = '.';
    for (int i = first + 1; i <= first + leading - 1; i++) {
      out[i] = '0';
    }
    return end + leading;
  }

  /** ⌊log10(2^q)⌋ for |q| up to far beyond any double's exponent. */
  static int floorLog10Pow2(int q) {
    return (int) (q * 661_971_961_083L >> 41);
  }

  /** ⌊log10(3/4·2^q)⌋. */
  static int floorLog10ThreeQuartersPow2(int q) {
    return (int) (q * 661_971_961_083L - 274_743_187_321L >> 41);
  }

  /** ⌊log2(10^e)⌋. */
  static int floorLog2Pow10(int e) {
    return (int) (e * 913_124_641_741L >> 38);
  }

  /**
   * For each k of a normal double or float, 10^-k = β·2^r with 2^125 ≤ β < 2^126: g = ⌊β⌋ + 1 as its upper and
   * lower 63 bits. Made on first use (about 600 big-integer steps, some 10 ms once per JVM), not when the
   * marshaller starts.
   */
  static final class Powers {

    static final int MIN_K = floorLog10Pow2(1 - DOUBLE_EXPONENT_BIAS);
    static final int MAX_K = floorLog10Pow2(0x7FE - DOUBLE_EXPONENT_BIAS);
    static final long[] G = table();

    private Powers() {}

    private static long[] table() {
      long[] g = new long[(MAX_K - MIN_K + 1) * 2];
      BigInteger mask = BigInteger.ONE.shiftLeft(63).subtract(BigInteger.ONE);
      for (int k = MIN_K; k <= MAX_K; k++) {
        BigInteger value = approximation(k);
        g[(k - MIN_K) << 1] = value.shiftRight(63).longValueExact();
        g[((k - MIN_K) << 1) + 1] = value.and(mask).longValue();
      }
      return g;
    }

    /** ⌊10^-k / 2^r⌋ + 1. */
    static BigInteger approximation(int k) {
      int r = floorLog2Pow10(-k) - 125;
      BigInteger floor;
      if (k <= 0) {
        BigInteger power = BigInteger.TEN.pow(-k);
        floor = r >= 0 ? power.shiftRight(r) : power.shiftLeft(-r);
      } else {
        floor = BigInteger.ONE.shiftLeft(-r).divide(BigInteger.TEN.pow(k));
      }
      return floor.add(BigInteger.ONE);
    }
  }
}
