package dev.protojson.internal.write;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link ShortestDecimal} against an oracle of its own, made from {@link BigDecimal} and the JDK's correctly
 * rounded parsing, on every Java version: the shortest decimals that read back as the value, the closest of them,
 * in {@code Double.toString}'s form. On Java 19 and later, whose {@code toString} is specified that way, also
 * against {@code toString} itself, over many more values.
 */
class ShortestDecimalTests {

  private static final boolean SHORTEST_TO_STRING = Runtime.version().feature() >= 19;

  private final SplittableRandom random = new SplittableRandom(0x5EED_D0BL);
  private final byte[] buffer = new byte[ShortestDecimal.MAX_LENGTH + 8];

  @Test
  void writesKnownValues() {
    assertThat(text(1.0)).isEqualTo("1.0");
    assertThat(text(-0.0)).isEqualTo("-0.0");
    assertThat(text(0.0)).isEqualTo("0.0");
    assertThat(text(100.0)).isEqualTo("100.0");
    assertThat(text(1234567.0)).isEqualTo("1234567.0");
    assertThat(text(1.0e7)).isEqualTo("1.0E7");
    assertThat(text(0.001)).isEqualTo("0.001");
    assertThat(text(0.00099)).isEqualTo("9.9E-4");
    assertThat(text(-2.718281828459045)).isEqualTo("-2.718281828459045");
    assertThat(text(1 / 3.0)).isEqualTo("0.3333333333333333");
    assertThat(text(1e300)).isEqualTo("1.0E300");
    assertThat(text(2e23)).isEqualTo("2.0E23");
    assertThat(text(Double.MAX_VALUE)).isEqualTo("1.7976931348623157E308");
    assertThat(text(-Double.MIN_NORMAL)).isEqualTo("-2.2250738585072014E-308");
    assertThat(text(-7.0875382461867507E17)).isEqualTo("-7.087538246186751E17");
    assertThat(text(3.25f)).isEqualTo("3.25");
    assertThat(text(0.1f)).isEqualTo("0.1");
    assertThat(text(6.726987E8f)).isEqualTo("6.726987E8");
    assertThat(text(Float.MAX_VALUE)).isEqualTo("3.4028235E38");
    assertThat(text(Float.MIN_NORMAL)).isEqualTo("1.1754944E-38");
    assertThat(text(-1.0e-5f)).isEqualTo("-1.0E-5");
  }

  @Test
  void leavesNonFiniteValuesToTheCaller() {
    assertThat(ShortestDecimal.takes(Double.NaN)).isFalse();
    assertThat(ShortestDecimal.takes(Double.NEGATIVE_INFINITY)).isFalse();
    assertThat(ShortestDecimal.takes(Float.POSITIVE_INFINITY)).isFalse();
    assertThat(ShortestDecimal.takes(Float.NaN)).isFalse();
    assertThat(ShortestDecimal.takes(Double.MIN_VALUE)).isTrue();
    assertThat(ShortestDecimal.takes(Double.MIN_NORMAL)).isTrue();
    assertThat(ShortestDecimal.takes(-0.0)).isTrue();
    assertThat(ShortestDecimal.takes(Float.MIN_VALUE)).isTrue();
    assertThat(ShortestDecimal.takes(Float.MIN_NORMAL)).isTrue();
  }

  /**
   * The smallest subnormals as Temurin 25's {@code toString} writes them: two digits where one would read back
   * ({@code 4.9E-324}, not {@code 5.0E-324}), the closest of them ({@code 9.9E-324} for twice that, where Java 17
   * writes {@code 1.0E-323}); then subnormals of every size against the oracle.
   */
  @Test
  void subnormalsAreTheClosestOfTwoDigitsOrMore() {
    String[] doubles = {"4.9E-324", "9.9E-324", "1.5E-323", "2.0E-323", "2.5E-323", "3.0E-323", "3.5E-323",
        "4.0E-323", "4.4E-323", "4.9E-323", "5.4E-323", "5.9E-323"};
    for (int c = 1; c <= doubles.length; c++) {
      assertThat(text(Double.longBitsToDouble(c))).isEqualTo(doubles[c - 1]);
      assertThat(text(-Double.longBitsToDouble(c))).isEqualTo("-" + doubles[c - 1]);
    }
    String[] floats = {"1.4E-45", "2.8E-45", "4.2E-45", "5.6E-45", "7.0E-45", "8.4E-45", "9.8E-45", "1.1E-44",
        "1.3E-44", "1.4E-44", "1.5E-44", "1.7E-44", "1.8E-44", "2.0E-44", "2.1E-44", "2.2E-44", "2.4E-44", "2.5E-44",
        "2.7E-44", "2.8E-44"};
    for (int c = 1; c <= floats.length; c++) {
      assertThat(text(Float.intBitsToFloat(c))).isEqualTo(floats[c - 1]);
    }
    assertThat(text(Double.MIN_NORMAL / 2)).isEqualTo("1.1125369292536007E-308");
    assertThat(text(Math.nextDown(Double.MIN_NORMAL))).isEqualTo("2.225073858507201E-308");
    assertThat(text(Math.nextDown(Float.MIN_NORMAL))).isEqualTo("1.1754942E-38");
    for (long c = 1; c <= 3_000; c++) {
      checkSubnormal(Double.longBitsToDouble(c));
      checkSubnormal(Float.intBitsToFloat((int) c));
    }
    for (int i = 0; i < 20_000; i++) {
      checkSubnormal(Double.longBitsToDouble(random.nextLong(1, 1L << 52)));
      checkSubnormal(Float.intBitsToFloat(random.nextInt(1, 1 << 23)));
      // Short decimals among the subnormals and their neighbours.
      double shortDouble = Double.parseDouble(random.nextInt(1, 1000) + "E-" + random.nextInt(309, 324));
      checkSubnormal(shortDouble);
      checkSubnormal(Math.nextUp(shortDouble));
      float shortFloat = Float.parseFloat(random.nextInt(1, 1000) + "E-" + random.nextInt(39, 45));
      checkSubnormal(shortFloat);
      checkSubnormal(Math.nextUp(shortFloat));
    }
  }

  private void checkSubnormal(double value) {
    if (value != 0 && value < Double.MIN_NORMAL) {
      checkSubnormal(text(value), expected(value), Double.toString(value));
    }
  }

  private void checkSubnormal(float value) {
    if (value != 0 && value < Float.MIN_NORMAL) {
      checkSubnormal(text(value), expected(value), Float.toString(value));
    }
  }

  private static void checkSubnormal(String ours, String expected, String toString) {
    assertThat(ours).as("oracle").isEqualTo(expected);
    if (SHORTEST_TO_STRING) {
      assertThat(ours).as("toString").isEqualTo(toString);
    }
  }

  @Test
  void doublesAreTheShortestClosestDecimal() {
    for (int i = 0; i < 20_000; i++) {
      double value = Double.longBitsToDouble(random.nextLong());
      if (ShortestDecimal.takes(value)) {
        assertThat(text(value)).as("bits %x", Double.doubleToRawLongBits(value)).isEqualTo(expected(value));
      }
    }
    // Short decimals, where a multiple of ten ends the search, and their neighbours.
    for (int i = 0; i < 20_000; i++) {
      double value = Double.parseDouble(random.nextInt(1, 100_000) + "E" + random.nextInt(-320, 305));
      for (double v : new double[] {value, Math.nextUp(value), Math.nextDown(value)}) {
        if (ShortestDecimal.takes(v)) {
          assertThat(text(v)).as("bits %x", Double.doubleToRawLongBits(v)).isEqualTo(expected(v));
        }
      }
    }
  }

  @Test
  void everyBinadeEdgeOfDoubles() {
    // The smallest significand of a binade has a lopsided rounding interval; the largest ends it.
    for (long exponent = 1; exponent < 0x7FF; exponent++) {
      for (long fraction : new long[] {0, 1, 2, 0xF_FFFF_FFFF_FFFFL, 0xF_FFFF_FFFF_FFFEL}) {
        double value = Double.longBitsToDouble(exponent << 52 | fraction);
        assertThat(text(value)).as("bits %x", Double.doubleToRawLongBits(value)).isEqualTo(expected(value));
      }
    }
  }

  /**
   * Values whose rounding interval ends exactly on a decimal that could be the answer, where it matters whether the
   * end belongs to the interval (it does for an even significand: reading rounds ties to even). With
   * 2^q between 10^k and 2·10^k, c·2^q's interval ends at (2c ± 1)·2^(q-1), a multiple of 10^(k+1) when
   * 2c ± 1 is a multiple of 5^(k+1): then the end, scaled by 10^-k, is a multiple of ten next to the value.
   */
  @Test
  void intervalEndsThatAreExactlyDecimals() {
    int checked = 0;
    for (int k = 1; k <= 21; k++) {
      BigInteger power = BigInteger.TEN.pow(k);
      int q = power.subtract(BigInteger.ONE).bitLength();
      long modulus = BigInteger.valueOf(5).pow(k + 1).longValueExact();
      for (int side : new int[] {1, -1}) {
        // 2c ≡ -side (mod 5^(k+1)), so that 2c + side is a multiple of it.
        long residue = Math.floorMod(-side * (modulus + 1) / 2, modulus);
        long first = residue + ((1L << 52) - residue + modulus - 1) / modulus * modulus;
        for (long c = first, n = 0; n < 6 && c < 1L << 53; c += modulus, n++) {
          double value = Math.scalb((double) c, q);
          assertThat(text(value)).as("c %d q %d", c, q).isEqualTo(expected(value));
          checked++;
        }
      }
      if (k <= 8) {
        for (int side : new int[] {1, -1}) {
          long residue = Math.floorMod(-side * (modulus + 1) / 2, modulus);
          for (long c = residue; c < 1 << 24; c += modulus) {
            if (c >= 1 << 23) {
              float value = Math.scalb((float) c, q);
              assertThat(text(value)).as("c %d q %d", c, q).isEqualTo(expected(value));
              checked++;
            }
          }
        }
      }
    }
    assertThat(checked).isGreaterThan(250);
  }

  @Test
  void floatsAreTheShortestClosestDecimal() {
    for (int i = 0; i < 20_000; i++) {
      float value = Float.intBitsToFloat(random.nextInt());
      if (ShortestDecimal.takes(value)) {
        assertThat(text(value)).as("bits %x", Float.floatToRawIntBits(value)).isEqualTo(expected(value));
      }
    }
    for (int exponent = 1; exponent < 0xFF; exponent++) {
      for (int fraction : new int[] {0, 1, 2, 0x7F_FFFF, 0x7F_FFFE}) {
        float value = Float.intBitsToFloat(exponent << 23 | fraction);
        assertThat(text(value)).as("bits %x", Float.floatToRawIntBits(value)).isEqualTo(expected(value));
      }
    }
    for (int i = 1; i < 20_000; i++) {
      float value = i / 1000f;
      assertThat(text(value)).isEqualTo(expected(value));
    }
  }

  @Test
  void matchesToStringOnJavaVersionsThatSpecifyTheShortestDecimal() {
    for (int i = 0; i < 2_000_000; i++) {
      double value = Double.longBitsToDouble(random.nextLong());
      if (ShortestDecimal.takes(value)) {
        String ours = text(value);
        assertThat(Double.parseDouble(ours)).isEqualTo(value);
        String theirs = Double.toString(value);
        if (SHORTEST_TO_STRING) {
          assertThat(ours).isEqualTo(theirs);
        } else {
          assertThat(ours.length()).isLessThanOrEqualTo(theirs.length());
        }
      }
      float single = Float.intBitsToFloat(random.nextInt());
      if (ShortestDecimal.takes(single)) {
        String ours = text(single);
        assertThat(Float.parseFloat(ours)).isEqualTo(single);
        String theirs = Float.toString(single);
        if (SHORTEST_TO_STRING) {
          assertThat(ours).isEqualTo(theirs);
        } else {
          assertThat(ours.length()).isLessThanOrEqualTo(theirs.length());
        }
      }
    }
  }

  @Test
  void logarithmsAreExactOverEveryExponentInUse() {
    for (int q = -1200; q <= 1200; q++) {
      assertThat(ShortestDecimal.floorLog10Pow2(q)).as("q %d", q).isEqualTo(floorLog10(BigDecimal.ONE, q));
      assertThat(ShortestDecimal.floorLog10ThreeQuartersPow2(q)).as("q %d", q)
          .isEqualTo(floorLog10(new BigDecimal("0.75"), q));
    }
    for (int e = -400; e <= 400; e++) {
      BigDecimal power = BigDecimal.ONE.scaleByPowerOfTen(e);
      int floor = ShortestDecimal.floorLog2Pow10(e);
      assertThat(pow2(floor).compareTo(power)).as("e %d", e).isLessThanOrEqualTo(0);
      assertThat(pow2(floor + 1).compareTo(power)).as("e %d", e).isGreaterThan(0);
    }
  }

  @Test
  void powersOfTenHaveAll126Bits() {
    for (int k = ShortestDecimal.Powers.MIN_K; k <= ShortestDecimal.Powers.MAX_K; k++) {
      BigInteger g = ShortestDecimal.Powers.approximation(k);
      assertThat(g.bitLength()).as("k %d", k).isEqualTo(126);
      int index = (k - ShortestDecimal.Powers.MIN_K) << 1;
      assertThat(BigInteger.valueOf(ShortestDecimal.Powers.G[index]).shiftLeft(63)
          .add(BigInteger.valueOf(ShortestDecimal.Powers.G[index + 1]))).isEqualTo(g);
    }
  }

  // The oracle

  /**
   * For each length from two digits up, the decimals of that length next to the value, of which the closest that
   * reads back as the value wins (ties to an even last digit); in {@code Double.toString}'s form. Two, because
   * {@code toString} writes at least two digits, the closest of them, where one would do: for a normal value that
   * is the one digit followed by a zero, but not always for a subnormal one.
   */
  private static String expected(double value) {
    return expected(new BigDecimal(value), value < 0 || 1 / value < 0, 17,
        candidate -> Double.parseDouble(candidate) == Math.abs(value));
  }

  private static String expected(float value) {
    return expected(new BigDecimal(value), value < 0 || 1 / value < 0, 9,
        candidate -> Float.parseFloat(candidate) == Math.abs(value));
  }

  private static String expected(BigDecimal exact, boolean negative, int maxDigits, TextPredicate readsBack) {
    BigDecimal magnitude = exact.abs();
    if (magnitude.signum() == 0) {
      return negative ? "-0.0" : "0.0";
    }
    for (int digits = 2; digits <= maxDigits; digits++) {
      BigDecimal nearest = magnitude.round(new MathContext(digits, RoundingMode.HALF_EVEN));
      BigDecimal unit = nearest.ulp();
      BigDecimal best = null;
      for (BigDecimal candidate : new BigDecimal[] {nearest.subtract(unit), nearest, nearest.add(unit)}) {
        if (candidate.signum() > 0 && readsBack.test(candidate.toString()) && (best == null
            || closer(candidate, best, magnitude))) {
          best = candidate;
        }
      }
      if (best != null) {
        return (negative ? "-" : "") + javaForm(best);
      }
    }
    throw new AssertionError("no decimal reads back as " + exact);
  }

  private static boolean closer(BigDecimal candidate, BigDecimal best, BigDecimal value) {
    int order = candidate.subtract(value).abs().compareTo(best.subtract(value).abs());
    return order < 0 || order == 0 && !candidate.unscaledValue().testBit(0);
  }

  /** Java's form of a positive decimal: plain from 10^-3 to below 10^7, else one digit, a point, the rest, E. */
  private static String javaForm(BigDecimal value) {
    BigDecimal stripped = value.stripTrailingZeros();
    String digits = stripped.unscaledValue().toString();
    int exponent = digits.length() - 1 - stripped.scale();
    if (exponent >= 7 || exponent < -3) {
      String rest = digits.substring(1);
      return digits.charAt(0) + "." + (rest.isEmpty() ? "0" : rest) + "E" + exponent;
    }
    if (exponent < 0) {
      return "0." + "0".repeat(-exponent - 1) + digits;
    }
    String whole = digits.length() > exponent + 1 ? digits.substring(0, exponent + 1)
        : digits + "0".repeat(exponent + 1 - digits.length());
    String fraction = digits.length() > exponent + 1 ? digits.substring(exponent + 1) : "0";
    return whole + "." + fraction;
  }

  private interface TextPredicate {
    boolean test(String text);
  }

  // Helpers

  private String text(double value) {
    return new String(buffer, 0, ShortestDecimal.write(value, buffer, 0), StandardCharsets.ISO_8859_1);
  }

  private String text(float value) {
    return new String(buffer, 0, ShortestDecimal.write(value, buffer, 0), StandardCharsets.ISO_8859_1);
  }

  /** ⌊log10(factor·2^q)⌋, exactly. */
  private static int floorLog10(BigDecimal factor, int q) {
    BigDecimal value = factor.multiply(q >= 0 ? new BigDecimal(BigInteger.ONE.shiftLeft(q))
        : BigDecimal.ONE.divide(new BigDecimal(BigInteger.ONE.shiftLeft(-q))));
    return value.precision() - value.scale() - 1;
  }

  private static BigDecimal pow2(int e) {
    return e >= 0 ? new BigDecimal(BigInteger.ONE.shiftLeft(e))
        : BigDecimal.ONE.divide(new BigDecimal(BigInteger.ONE.shiftLeft(-e)));
  }
}
