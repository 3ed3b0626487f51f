package dev.protojson.internal.read;

import static dev.protojson.internal.read.ReadFixtures.read;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.protojson.ProtoJsonParseException;
import dev.protojson.test.proto3.AllTypes;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Floating-point numbers read by double and float fields, repeated fields and {@code Value}s, bit for bit what
 * {@link Double#parseDouble} gives (a float field: that double narrowed): short decimals have a quick path of
 * their own, which must agree with the general one on every digit count, scale and sign, at and past its limits.
 */
class DecimalTextSpecTests {

  @Test
  void decimalsOfEveryShapeReadAsParseDoubleReadsThem() {
    for (String text : texts()) {
      double expected = Double.parseDouble(text);
      AllTypes all = read("{\"fDouble\": " + text + ", \"rDouble\": [" + text + "], \"wktValue\": " + text + "}");
      assertThat(Double.doubleToRawLongBits(all.getFDouble())).as(text)
          .isEqualTo(Double.doubleToRawLongBits(expected));
      String floatField = "{\"fFloat\": " + text + "}";
      if (Float.isInfinite((float) expected)) {
        assertThatThrownBy(() -> read(floatField)).as(text).isInstanceOf(ProtoJsonParseException.class)
            .hasMessageContaining("out of range");
      } else {
        assertThat(Float.floatToRawIntBits(read(floatField).getFFloat())).as(text)
            .isEqualTo(Float.floatToRawIntBits((float) expected));
      }
      assertThat(Double.doubleToRawLongBits(all.getRDouble(0))).as(text)
          .isEqualTo(Double.doubleToRawLongBits(expected));
      assertThat(Double.doubleToRawLongBits(all.getWktValue().getNumberValue())).as(text)
          .isEqualTo(Double.doubleToRawLongBits(expected));
    }
  }

  /** Decimals with and without a point, sign and exponent, near 2^53 digits and 22 places, and random ones. */
  private static List<String> texts() {
    List<String> texts = new ArrayList<>(List.of("0.0", "-0.0", "-0.000", "0", "1.5", "-2.718281828459045",
        "0.3333333333333333", "0.6666666666666666", "1.0", "3.25", "1e300", "1E-5", "1.5e3", "-1.5E+3",
        "9007199254740992.0", "9007199254740993.0", "9007199254740991.5", "900719925474099.25", "0.1", "0.2",
        "0.30000000000000004", "123456789012345678901234567890.5", "0.0000000000000000000001",
        "0.00000000000000000000001", "0.0000000000000000000000001", "1.0000000000000000000001",
        "4.9e-324", "1.7976931348623157e308", "340282346638528859811704183484516925440.0", "3.4028235e38",
        "1.401298464324817e-45", "16777217.0", "16777216.5", "0.000001", "100000000000000000000000.0"));
    SplittableRandom random = new SplittableRandom(53);
    for (int i = 0; i < 3_000; i++) {
      int digits = 1 + random.nextInt(20);
      StringBuilder text = new StringBuilder(random.nextBoolean() ? "-" : "");
      int point = random.nextInt(digits);
      for (int d = 0; d < digits; d++) {
        if (d == point) {
          text.append(d == 0 ? "0." : ".");
        }
        text.append((char) ('0' + (d == 0 && point != 0 ? 1 + random.nextInt(9) : random.nextInt(10))));
      }
      if (random.nextInt(10) == 0) {
        text.append('e').append(random.nextInt(40) - 20);
      }
      texts.add(text.toString());
      // Just past the quick path's limits: 2^53 and more as digits, and 22 places or more.
      texts.add("9007199254740" + (990 + random.nextInt(10)) + "." + random.nextInt(10));
      texts.add("0." + "0".repeat(20 + random.nextInt(4)) + (1 + random.nextInt(9)));
    }
    return texts;
  }
}
