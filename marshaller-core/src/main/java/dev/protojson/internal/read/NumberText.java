package dev.protojson.internal.read;

import java.math.BigInteger;

/**
 * Exact integers from JSON number text ({@code 12}, {@code 1.0}, {@code 1e3}, {@code -0}) without big-number
 * arithmetic on attacker-sized input: the exponent is clamped and anything that cannot fit 64 bits is rejected
 * by counting digits, before a value is built.
 */
final class NumberText {

  /** Why a text is not an acceptable integer. */
  enum Problem { NOT_A_NUMBER, FRACTION, OUT_OF_RANGE }

  /** Thrown with a {@link Problem}; cheap, carries no stack trace. */
  static final class Rejected extends Exception {
    private static final long serialVersionUID = 1L;
    final Problem problem;

    Rejected(Problem problem) {
      super(problem.name(), null, false, false);
      this.problem = problem;
    }
  }

  static final int MAX_LENGTH = 1000;
  private static final BigInteger UINT64_LIMIT = BigInteger.ONE.shiftLeft(64);
  private static final Rejected NOT_A_NUMBER = new Rejected(Problem.NOT_A_NUMBER);
  private static final Rejected FRACTION = new Rejected(Problem.FRACTION);
  private static final Rejected OUT_OF_RANGE = new Rejected(Problem.OUT_OF_RANGE);
  /** 2^64-1 divided by ten: the largest 19-digit prefix of an unsigned 64-bit value. */
  private static final long UINT64_MAX_TENTH = Long.divideUnsigned(-1L, 10);
  /** 2^53: every integer up to it is a double exactly. */
  private static final long EXACT_DOUBLE_LIMIT = 1L << 53;
  /** The powers of ten that doubles hold exactly. */
  private static final double[] EXACT_POWERS_OF_TEN = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
      1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

  private NumberText() {}

  /**
   * The value of {@code text}, which must be a strict JSON number, as a signed 64-bit value; with
   * {@code unsigned} the range is 0 to 2^64-1, returned as the same bits.
   */
  static long integral(String text, boolean unsigned) throws Rejected {
    if (isCanonicalInteger(text)) {
      // The common case, e.g. every int64 written as a string: plain digits, parsed without building anything.
      try {
        return unsigned ? Long.parseUnsignedLong(text) : Long.parseLong(text);
      } catch (NumberFormatException e) {
        throw OUT_OF_RANGE;
      }
    }
    int length = text.length();
    if (length == 0 || length > MAX_LENGTH) {
      throw length == 0 ? NOT_A_NUMBER : OUT_OF_RANGE;
    }
    int i = 0;
    boolean negative = text.charAt(0) == '-';
    if (negative) {
      i++;
    }
    int intStart = i;
    while (i < length && isDigit(text.charAt(i))) {
      i++;
    }
    int intEnd = i;
    if (intEnd == intStart || (text.charAt(intStart) == '0' && intEnd - intStart > 1)) {
      throw NOT_A_NUMBER;
    }
    int fracStart = intEnd;
    int fracEnd = intEnd;
    if (i < length && text.charAt(i) == '.') {
      fracStart = ++i;
      while (i < length && isDigit(text.charAt(i))) {
        i++;
      }
      fracEnd = i;
      if (fracEnd == fracStart) {
        throw NOT_A_NUMBER;
      }
    }
    long exponent = 0;
    if (i < length && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
      i++;
      boolean negativeExponent = false;
      if (i < length && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
        negativeExponent = text.charAt(i) == '-';
        i++;
      }
      int expStart = i;
      while (i < length && isDigit(text.charAt(i))) {
        // Clamped: any exponent beyond this is out of range or a fraction for every non-zero digit string here.
        exponent = Math.min(exponent * 10 + (text.charAt(i) - '0'), 1_000_000_000L);
        i++;
      }
      if (i == expStart) {
        throw NOT_A_NUMBER;
      }
      if (negativeExponent) {
        exponent = -exponent;
      }
    }
    if (i != length) {
      throw NOT_A_NUMBER;
    }
    // Significant digits: integer digits then fraction digits, without leading and trailing zeros.
    StringBuilder digits = new StringBuilder(Math.min(length, 32));
    for (int k = intStart; k < intEnd; k++) {
      appendDigit(digits, text.charAt(k));
    }
    for (int k = fracStart; k < fracEnd; k++) {
      appendDigit(digits, text.charAt(k));
    }
    long scale = exponent - (fracEnd - fracStart);
    int end = digits.length();
    while (end > 0 && digits.charAt(end - 1) == '0') {
      end--;
      scale++;
    }
    if (end == 0) {
      return 0;
    }
    if (scale < 0) {
      throw FRACTION;
    }
    if (end + scale > 20) {
      throw OUT_OF_RANGE;
    }
    digits.setLength(end);
    for (long k = 0; k < scale; k++) {
      digits.append('0');
    }
    BigInteger value = new BigInteger(digits.toString());
    if (negative) {
      value = value.negate();
    }
    if (unsigned) {
      if (value.signum() < 0 || value.compareTo(UINT64_LIMIT) >= 0) {
        throw OUT_OF_RANGE;
      }
      return value.longValue();
    }
    if (value.bitLength() > 63) {
      throw OUT_OF_RANGE;
    }
    return value.longValue();
  }

  /**
   * The value of JSON number text without an exponent whose digits make an integer of at most 2^53 and which has
   * at most 22 digits after the point (every double writer's short forms: {@code 1.5}, {@code -2.718281828459045}),
   * as one division of two doubles that hold those integers exactly, which IEEE arithmetic rounds correctly: the
   * double any correct parser gives. NaN, which no JSON number is, for any other text.
   */
  static double simpleDecimal(char[] chars, int offset, int length) {
    int end = offset + length;
    int i = offset;
    boolean negative = i < end && chars[i] == '-';
    if (negative) {
      i++;
    }
    long significand = 0;
    boolean point = false;
    int scale = 0;
    for (; i < end; i++) {
      char c = chars[i];
      if (c >= '0' && c <= '9') {
        significand = significand * 10 + (c - '0');
        if (significand > EXACT_DOUBLE_LIMIT) {
          return Double.NaN;
        }
        if (point) {
          scale++;
        }
      } else if (c == '.' && !point) {
        point = true;
      } else {
        return Double.NaN;
      }
    }
    if (scale >= EXACT_POWERS_OF_TEN.length) {
      return Double.NaN;
    }
    double value = significand / EXACT_POWERS_OF_TEN[scale];
    return negative ? -value : value;
  }

  /** Whether {@code text} is a strict JSON number: no leading {@code +} or zeros, no bare dot, no spaces. */
  static boolean isJsonNumber(String text) {
    int length = text.length();
    int i = 0;
    if (i < length && text.charAt(i) == '-') {
      i++;
    }
    int start = i;
    while (i < length && isDigit(text.charAt(i))) {
      i++;
    }
    if (i == start || (text.charAt(start) == '0' && i - start > 1)) {
      return false;
    }
    if (i < length && text.charAt(i) == '.') {
      int fracStart = ++i;
      while (i < length && isDigit(text.charAt(i))) {
        i++;
      }
      if (i == fracStart) {
        return false;
      }
    }
    if (i < length && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
      i++;
      if (i < length && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
        i++;
      }
      int expStart = i;
      while (i < length && isDigit(text.charAt(i))) {
        i++;
      }
      if (i == expStart) {
        return false;
      }
    }
    return i == length;
  }

  /**
   * The value of canonical integer text ({@link #isCanonicalInteger}), as map keys of the signed kinds are
   * written, if it lies in {@code min..max}: read in one pass over the text, nothing built.
   */
  static long canonicalSigned(String text, long min, long max) throws Rejected {
    int length = text.length();
    boolean negative = length > 0 && text.charAt(0) == '-';
    int start = negative ? 1 : 0;
    int digits = length - start;
    if (digits == 0 || digits > 19 || (text.charAt(start) == '0' && (digits > 1 || negative))) {
      throw NOT_A_NUMBER;
    }
    // 19 digits fit 64 bits unsigned, so the sum cannot wrap; the sign bit then tells the magnitude's range.
    long magnitude = digitsOf(text, start, length);
    long value = negative ? -magnitude : magnitude;
    if ((negative ? Long.compareUnsigned(magnitude, Long.MIN_VALUE) > 0 : magnitude < 0) || value < min
        || value > max) {
      throw OUT_OF_RANGE;
    }
    return value;
  }

  /**
   * The value of canonical integer text without a minus, as map keys of the unsigned 64-bit kinds are written, if
   * it is at most 2^64-1 (returned as the same bits): read in one pass over the text, nothing built.
   */
  static long canonicalUnsigned(String text) throws Rejected {
    int length = text.length();
    if (length == 0 || length > 20 || (text.charAt(0) == '0' && length > 1)) {
      throw NOT_A_NUMBER;
    }
    int head = Math.min(length, 19);
    long value = digitsOf(text, 0, head);
    if (head == length) {
      return value;
    }
    int digit = text.charAt(head) - '0';
    if (digit < 0 || digit > 9 || !takesTwentiethDigit(value, digit)) {
      throw NOT_A_NUMBER;
    }
    return value * 10 + digit;
  }

  /** Whether the 19 digits {@code value} followed by {@code digit} are at most 2^64-1. */
  static boolean takesTwentiethDigit(long value, int digit) {
    return Long.compareUnsigned(value, UINT64_MAX_TENTH) < 0 || (value == UINT64_MAX_TENTH && digit <= 5);
  }

  /** The decimal digits of {@code text} from {@code start} to {@code end}, at most 19 of them. */
  private static long digitsOf(String text, int start, int end) throws Rejected {
    long value = 0;
    for (int i = start; i < end; i++) {
      int digit = text.charAt(i) - '0';
      if (digit < 0 || digit > 9) {
        throw NOT_A_NUMBER;
      }
      value = value * 10 + digit;
    }
    return value;
  }

  /** Canonical decimal integer text as used for map keys: {@code -?(0|[1-9][0-9]*)}. */
  static boolean isCanonicalInteger(String text) {
    int length = text.length();
    int i = text.startsWith("-") ? 1 : 0;
    if (i >= length || length - i > 20) {
      return false;
    }
    if (text.charAt(i) == '0' && length - i > 1) {
      return false;
    }
    for (; i < length; i++) {
      if (!isDigit(text.charAt(i))) {
        return false;
      }
    }
    return !text.equals("-0");
  }

  private static void appendDigit(StringBuilder digits, char c) {
    if (digits.length() > 0 || c != '0') {
      digits.append(c);
    }
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
