package dev.protojson.internal.read;

import static dev.protojson.internal.read.ReadFixtures.read;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.protojson.ProtoJsonParseException;
import dev.protojson.test.proto3.AllTypes;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Integers given as strings (every 64-bit kind is written so) and as numbers, of every length and near every
 * range's ends, read by each integer kind and compared with the value {@link BigInteger} gives the same digits:
 * the common forms have a quick path of their own, which must agree with the general one on every answer.
 */
class IntegerTextSpecTests {

  private static final BigInteger TWO_63 = BigInteger.ONE.shiftLeft(63);
  private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);

  /** One integer kind: its field, the value as the field holds it, and its range. */
  private record Kind(String field, Function<AllTypes, Long> get, BigInteger min, BigInteger max) {}

  private static final List<Kind> KINDS = List.of(
      new Kind("fInt32", m -> (long) m.getFInt32(), BigInteger.valueOf(Integer.MIN_VALUE),
          BigInteger.valueOf(Integer.MAX_VALUE)),
      new Kind("fUint32", m -> Integer.toUnsignedLong(m.getFUint32()), BigInteger.ZERO, BigInteger.ONE.shiftLeft(32).subtract(
          BigInteger.ONE)),
      new Kind("fFixed32", m -> Integer.toUnsignedLong(m.getFFixed32()), BigInteger.ZERO, BigInteger.ONE.shiftLeft(32).subtract(
          BigInteger.ONE)),
      new Kind("fInt64", AllTypes::getFInt64, TWO_63.negate(), TWO_63.subtract(BigInteger.ONE)),
      new Kind("fSfixed64", AllTypes::getFSfixed64, TWO_63.negate(), TWO_63.subtract(BigInteger.ONE)),
      new Kind("fUint64", AllTypes::getFUint64, BigInteger.ZERO, TWO_64.subtract(BigInteger.ONE)),
      new Kind("fFixed64", AllTypes::getFFixed64, BigInteger.ZERO, TWO_64.subtract(BigInteger.ONE)));

  @Test
  void canonicalIntegersOfEveryLengthAndNearEveryLimit() {
    for (String digits : texts()) {
      for (Kind kind : KINDS) {
        BigInteger value = new BigInteger(digits);
        boolean inRange = value.compareTo(kind.min) >= 0 && value.compareTo(kind.max) <= 0;
        for (String json : List.of("\"" + digits + "\"", digits)) {
          String document = "{\"" + kind.field + "\": " + json + "}";
          if (inRange) {
            assertThat(kind.get.apply(read(document))).as(document).isEqualTo(value.longValue());
          } else {
            assertThatThrownBy(() -> read(document)).as(document).isInstanceOf(ProtoJsonParseException.class)
                .hasMessageContaining("out of range");
          }
        }
      }
    }
  }

  @Test
  void nonCanonicalStringsAreJudgedByTheGeneralPath() {
    for (Kind kind : KINDS) {
      assertThat(kind.get.apply(read("{\"" + kind.field + "\": \"-0\"}"))).isZero();
      assertThat(kind.get.apply(read("{\"" + kind.field + "\": \"1e1\"}"))).isEqualTo(10L);
      assertThat(kind.get.apply(read("{\"" + kind.field + "\": \"\\u0031\\u0032\"}"))).isEqualTo(12L);
      for (String bad : List.of("", "-", "01", "-01", "00", "+1", " 1", "1 ", "1a", "a", "12345678901234567890a",
          "--1", "1-", "0x1")) {
        String document = "{\"" + kind.field + "\": \"" + bad + "\"}";
        assertThatThrownBy(() -> read(document)).as(document).isInstanceOf(ProtoJsonParseException.class);
      }
    }
  }

  /** One integer map key kind: its map field, the keys as the map holds them, and the range. */
  private record KeyKind(String field, Function<AllTypes, Set<Long>> keys, BigInteger min, BigInteger max) {}

  private static final BigInteger UINT32_MAX = BigInteger.ONE.shiftLeft(32).subtract(BigInteger.ONE);

  private static final List<KeyKind> KEY_KINDS = List.of(
      new KeyKind("mInt32String", m -> longs(m.getMInt32StringMap().keySet(), Integer::longValue),
          BigInteger.valueOf(Integer.MIN_VALUE), BigInteger.valueOf(Integer.MAX_VALUE)),
      new KeyKind("mSint32String", m -> longs(m.getMSint32StringMap().keySet(), Integer::longValue),
          BigInteger.valueOf(Integer.MIN_VALUE), BigInteger.valueOf(Integer.MAX_VALUE)),
      new KeyKind("mUint32String", m -> longs(m.getMUint32StringMap().keySet(), Integer::toUnsignedLong),
          BigInteger.ZERO, UINT32_MAX),
      new KeyKind("mFixed32String", m -> longs(m.getMFixed32StringMap().keySet(), Integer::toUnsignedLong),
          BigInteger.ZERO, UINT32_MAX),
      new KeyKind("mInt64String", m -> Set.copyOf(m.getMInt64StringMap().keySet()), TWO_63.negate(),
          TWO_63.subtract(BigInteger.ONE)),
      new KeyKind("mSfixed64String", m -> Set.copyOf(m.getMSfixed64StringMap().keySet()), TWO_63.negate(),
          TWO_63.subtract(BigInteger.ONE)),
      new KeyKind("mUint64String", m -> Set.copyOf(m.getMUint64StringMap().keySet()), BigInteger.ZERO,
          TWO_64.subtract(BigInteger.ONE)),
      new KeyKind("mFixed64String", m -> Set.copyOf(m.getMFixed64StringMap().keySet()), BigInteger.ZERO,
          TWO_64.subtract(BigInteger.ONE)));

  @Test
  void mapKeysOfEveryLengthAndNearEveryLimit() {
    for (String digits : texts()) {
      BigInteger value = new BigInteger(digits);
      for (KeyKind kind : KEY_KINDS) {
        String document = "{\"" + kind.field + "\": {\"" + digits + "\": \"v\"}}";
        if (value.compareTo(kind.min) >= 0 && value.compareTo(kind.max) <= 0) {
          assertThat(kind.keys.apply(read(document))).as(document).containsExactly(value.longValue());
        } else {
          assertThatThrownBy(() -> read(document)).as(document).isInstanceOf(ProtoJsonParseException.class)
              .hasMessageContaining("Invalid map key");
        }
      }
    }
  }

  @Test
  void mapKeysMustBeCanonical() {
    for (KeyKind kind : KEY_KINDS) {
      for (String bad : List.of("", "-", "-0", "00", "01", "-01", "+1", " 1", "1 ", "1a", "a", "1e1", "1.0", "0x1",
          "--1", "1-", "\u0661", "123456789012345678901", "-123456789012345678901")) {
        String document = "{\"" + kind.field + "\": {\"" + bad + "\": \"v\"}}";
        assertThatThrownBy(() -> read(document)).as(document).isInstanceOf(ProtoJsonParseException.class)
            .hasMessageContaining("Invalid map key");
      }
    }
  }

  private static <T> Set<Long> longs(Set<T> keys, Function<T, Long> widen) {
    Set<Long> longs = new HashSet<>();
    keys.forEach(key -> longs.add(widen.apply(key)));
    return longs;
  }

  /** Digit strings of 1 to 21 digits, both signs, at and around the powers of ten and every range's ends. */
  private static List<String> texts() {
    List<BigInteger> values = new ArrayList<>();
    for (BigInteger limit : List.of(BigInteger.ONE.shiftLeft(31), BigInteger.ONE.shiftLeft(32), TWO_63, TWO_64)) {
      for (int delta = -2; delta <= 2; delta++) {
        values.add(limit.add(BigInteger.valueOf(delta)));
      }
    }
    for (int length = 1; length <= 21; length++) {
      BigInteger power = BigInteger.TEN.pow(length - 1);
      values.add(power);
      values.add(power.multiply(BigInteger.TEN).subtract(BigInteger.ONE));
    }
    SplittableRandom random = new SplittableRandom(20);
    for (int i = 0; i < 200; i++) {
      int length = 1 + random.nextInt(21);
      StringBuilder digits = new StringBuilder().append((char) ('1' + random.nextInt(9)));
      while (digits.length() < length) {
        digits.append((char) ('0' + random.nextInt(10)));
      }
      values.add(new BigInteger(digits.toString()));
    }
    values.add(BigInteger.ZERO);
    List<String> texts = new ArrayList<>();
    for (BigInteger value : values) {
      texts.add(value.toString());
      if (value.signum() != 0) {
        texts.add(value.negate().toString());
      }
    }
    return texts;
  }
}
