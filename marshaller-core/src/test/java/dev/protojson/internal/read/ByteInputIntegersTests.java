package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.ToLongFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Integers read from the bytes against {@link BigInteger}: every length from 1 to 22 digits, signed and unsigned,
 * quoted and not, followed by what may follow a number (or may not, or makes it a fraction or an exponent), at every
 * distance from the end of the input up to nine bytes, and with a non-digit at every place of the number. Values
 * take every exact form of JSON's number grammar; map keys only canonical digits.
 */
class ByteInputIntegersTests {

  private static final Pattern CANONICAL = Pattern.compile("-?(0|[1-9][0-9]*)");
  private static final Pattern JSON_NUMBER = Pattern.compile("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?");
  private static final BigInteger INT64_MIN = BigInteger.valueOf(Long.MIN_VALUE);
  private static final BigInteger INT64_MAX = BigInteger.valueOf(Long.MAX_VALUE);
  private static final BigInteger UINT64_MAX = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

  @Test
  void everyLengthAndEveryEndIsReadAsBigIntegerReadsIt() {
    SplittableRandom random = new SplittableRandom(20_261_127L);
    List<String> numbers = new ArrayList<>(List.of("0", "-0", "00", "01", "-01", "9223372036854775807",
        "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "18446744073709551615",
        "18446744073709551616", "99999999999999999999", "4294967295", "4294967296", "2147483647", "2147483648",
        "-2147483648", "-2147483649", "10000000", "100000000", "1000000000000000", "10000000000000000"));
    for (int length = 1; length <= 22; length++) {
      for (int k = 0; k < 6; k++) {
        StringBuilder digits = new StringBuilder();
        digits.append((char) ('1' + random.nextInt(9)));
        for (int i = 1; i < length; i++) {
          digits.append((char) ('0' + (k == 0 ? 9 : random.nextInt(10))));
        }
        numbers.add(digits.toString());
        numbers.add("-" + digits);
      }
    }
    int checked = 0;
    for (String number : numbers) {
      for (String after : new String[] {"", ",", "}", " ", ".5", ".0", ".00e1", "e3", "E3", "e-1", "E+2", ":", "/",
          "a", "\u00e9"}) {
        for (int padding = 0; padding <= 9; padding++) {
          String tail = after + " ".repeat(padding);
          checked += check(number, tail, false);
          checked += check(number, tail, true);
        }
      }
    }
    assertThat(checked).isGreaterThan(40_000);
  }

  @Test
  void aNonDigitAtEveryPlaceEndsTheNumberThere() {
    String digits = "1234567890123456789";
    int checked = 0;
    for (int at = 1; at < digits.length(); at++) {
      for (char stop : new char[] {',', '/', ':', '.', 'x', ' ', '"', '\u00ff'}) {
        String text = digits.substring(0, at) + stop + digits.substring(at);
        for (int padding = 0; padding <= 9; padding++) {
          checked += check(digits.substring(0, at), text.substring(at) + " ".repeat(padding), false);
        }
      }
    }
    assertThat(checked).isGreaterThan(1_000);
  }

  /** Reads {@code number} followed by {@code tail} eight ways; returns how many reads it checked. */
  private static int check(String number, String tail, boolean quoted) {
    String text = quoted ? '"' + number + '"' + tail : number + tail;
    int checked = 0;
    // Values: every exact form of JSON's grammar, up to the number's end.
    Matcher json = JSON_NUMBER.matcher(quoted ? number : text);
    boolean grammar = json.lookingAt() && (quoted ? json.end() == number.length()
        : json.end() == text.length() || !Character.isDigit(text.charAt(json.end())));
    BigInteger exact = grammar ? exactInteger(json.group()) : null;
    String read = quoted ? '"' + number + '"' : grammar ? json.group() : number;
    checked += check(text, in -> in.readInt64(), exact, INT64_MIN, INT64_MAX, read);
    checked += check(text, in -> in.readUInt64(), exact, BigInteger.ZERO, UINT64_MAX, read);
    checked += check(text, in -> in.readInt32(), exact, BigInteger.valueOf(Integer.MIN_VALUE),
        BigInteger.valueOf(Integer.MAX_VALUE), read);
    checked += check(text, in -> in.readUInt32(), exact, BigInteger.ZERO, BigInteger.valueOf(0xFFFF_FFFFL), read);
    // Map keys: only canonical digits, not -0, and no fraction or exponent after them.
    BigInteger canonical = CANONICAL.matcher(number).matches() && !number.equals("-0") && number.length() <= 21
        && (quoted || tail.isEmpty() || !(tail.startsWith(".") || tail.startsWith("e") || tail.startsWith("E")))
        ? new BigInteger(number) : null;
    String key = quoted ? '"' + number + '"' : number;
    checked += check(text, in -> in.readKeyInt64(), canonical, INT64_MIN, INT64_MAX, key);
    checked += check(text, in -> in.readKeyUInt64(), canonical, BigInteger.ZERO, UINT64_MAX, key);
    checked += check(text, in -> in.readKeyInt32(), canonical, BigInteger.valueOf(Integer.MIN_VALUE),
        BigInteger.valueOf(Integer.MAX_VALUE), key);
    checked += check(text, in -> in.readKeyUInt32(), canonical, BigInteger.ZERO, BigInteger.valueOf(0xFFFF_FFFFL),
        key);
    return checked;
  }

  /** The integer {@code number} is exactly, or null if it has a fraction. */
  private static BigInteger exactInteger(String number) {
    BigDecimal value = new BigDecimal(number);
    if (value.signum() == 0) {
      return BigInteger.ZERO;
    }
    value = value.stripTrailingZeros();
    return value.scale() > 0 ? null : value.toBigIntegerExact();
  }

  /**
   * Reads {@code text} with {@code read}: {@code expected} if it is in range, else a give-up; after a read the
   * position is right after {@code number}, the number's text with its quotes.
   */
  private static int check(String text, ToLongFunction<ByteInput> read, BigInteger expected, BigInteger min,
      BigInteger max, String number) {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    ByteInput in = new ByteInput(bytes, 100, 1000);
    boolean readable = expected != null && expected.compareTo(min) >= 0 && expected.compareTo(max) <= 0;
    Long value;
    try {
      value = read.applyAsLong(in);
    } catch (ByteInput.GiveUp e) {
      value = null;
    }
    if (!readable) {
      assertThat(value).as(text).isNull();
      return 1;
    }
    long bits = expected.longValue();
    long narrowed = max.bitLength() <= 32 && min.signum() == 0 ? (int) bits : bits;
    assertThat(value).as(text).isEqualTo(narrowed);
    // The position is right after the number: what follows is read next.
    int after = number.getBytes(StandardCharsets.UTF_8).length;
    assertThat(in.peek()).as(text).isEqualTo(after == bytes.length ? -1 : bytes[after]);
    return 1;
  }
}
