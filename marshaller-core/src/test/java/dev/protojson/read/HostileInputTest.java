package dev.protojson.read;

import static dev.protojson.read.ReadFixtures.rejects;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Inputs built to cost the parser time or memory are rejected cheaply. The bound is generous (seconds for work
 * that takes milliseconds) so that it only fails when arithmetic grows with the attacker's numbers.
 */
class HostileInputTest {

  private static final Duration BOUND = Duration.ofSeconds(3);

  @Test
  void hugeExponentsAreRejectedWithoutBigNumberArithmetic() {
    long start = System.nanoTime();
    for (int i = 0; i < 1_000; i++) {
      rejects("{\"fInt64\": 1e999999999}", "fInt64", "out of range");
      rejects("{\"fInt32\": \"1e999999999\"}", "fInt32", "out of range");
      rejects("{\"fUint64\": 1E+99999999999999999999}", "fUint64", "out of range");
      rejects("{\"fInt64\": 1e-999999999}", "fInt64", "not an integer");
      rejects("{\"fDouble\": 1e999999999}", "fDouble", "out of range");
      rejects("{\"fFloat\": \"-1e999999999\"}", "fFloat", "out of range");
      assertThat(ReadFixtures.read("{\"fInt32\": 0.0e999999999}").getFInt32()).isZero();
    }
    assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(BOUND);
  }

  @Test
  void tenMegabyteDigitStringsAreRejectedCheaply() {
    String digits = "9".repeat(10_000_000);
    long start = System.nanoTime();
    rejects("{\"fInt64\": \"" + digits + "\"}", "fInt64", "out of range");
    rejects("{\"fDouble\": \"" + digits + "\"}", "fDouble", "not a number");
    rejects("{\"fInt64\": " + digits + "}", "fInt64", "Invalid JSON", "Number value length");
    rejects("{\"fDouble\": 0." + digits + "}", "fDouble", "Invalid JSON");
    assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(BOUND);
  }

  @Test
  void deepNestingIsRejectedCheaply() {
    long start = System.nanoTime();
    String deep = "[".repeat(5_000_000);
    rejects("{\"wktValue\": " + deep + "}", "wktValue" + "[0]".repeat(99), "recursion limit of 100");
    assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(BOUND);
  }
}
