package dev.protojson.internal.read;

import static dev.protojson.internal.read.ReadFixtures.rejects;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.protojson.ProtoJsonParseException;
import dev.protojson.test.proto3.AllTypes;
import java.io.ByteArrayInputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Inputs built to cost the parser time or memory are rejected cheaply. The cost is what the reading thread itself
 * spends, counted by the JVM: bytes it allocates, which is deterministic and which big-number arithmetic on the
 * attacker's exponent or digits would multiply, and its CPU time, which other processes on a busy machine do not
 * inflate as they do wall-clock time. The CPU bound is seconds for work that takes milliseconds, so it only fails
 * when the work grows with the attacker's numbers.
 */
class HostileInputTests {

  private static final long CPU_BOUND_NANOS = 10_000_000_000L;
  /**
   * Reading allocates a few times its input; 10^999999999 as a BigInteger alone would be 415 MB, each time. The
   * bounds leave room for other JDKs and for the tests' own strings.
   */
  private static final long ALLOCATION_BOUND_FOR_EXPONENTS = 2L << 30;
  private static final long ALLOCATION_BOUND_PER_INPUT_CHAR = 100;
  private static final com.sun.management.ThreadMXBean THREADS =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

  private record Cost(long cpuNanos, long allocatedBytes) {}

  private static Cost cost(Runnable work) {
    long cpu = THREADS.getCurrentThreadCpuTime();
    long allocated = THREADS.getCurrentThreadAllocatedBytes();
    work.run();
    return new Cost(THREADS.getCurrentThreadCpuTime() - cpu, THREADS.getCurrentThreadAllocatedBytes() - allocated);
  }

  @Test
  void hugeExponentsAreRejectedWithoutBigNumberArithmetic() {
    Cost cost = cost(() -> {
      for (int i = 0; i < 1_000; i++) {
        rejects("{\"fInt64\": 1e999999999}", "fInt64", "out of range");
        rejects("{\"fInt32\": \"1e999999999\"}", "fInt32", "out of range");
        rejects("{\"fUint64\": 1E+99999999999999999999}", "fUint64", "out of range");
        rejects("{\"fInt64\": 1e-999999999}", "fInt64", "not an integer");
        rejects("{\"fDouble\": 1e999999999}", "fDouble", "out of range");
        rejects("{\"fFloat\": \"-1e999999999\"}", "fFloat", "out of range");
        assertThat(ReadFixtures.read("{\"fInt32\": 0.0e999999999}").getFInt32()).isZero();
      }
    });
    System.out.println("HostileInputTests, huge exponents: " + cost);
    assertThat(cost.cpuNanos()).isLessThan(CPU_BOUND_NANOS);
    assertThat(cost.allocatedBytes()).isLessThan(ALLOCATION_BOUND_FOR_EXPONENTS);
  }

  @Test
  void tenMegabyteDigitStringsAreRejectedCheaply() {
    String digits = "9".repeat(10_000_000);
    Cost cost = cost(() -> {
      rejects("{\"fInt64\": \"" + digits + "\"}", "fInt64", "out of range");
      rejects("{\"fDouble\": \"" + digits + "\"}", "fDouble", "not a number");
      rejects("{\"fInt64\": " + digits + "}", "fInt64", "Invalid JSON", "Number value length");
      rejects("{\"fDouble\": 0." + digits + "}", "fDouble", "Invalid JSON");
    });
    System.out.println("HostileInputTests, digit strings: " + cost);
    assertThat(cost.cpuNanos()).isLessThan(CPU_BOUND_NANOS);
    assertThat(cost.allocatedBytes()).isLessThan(4 * digits.length() * ALLOCATION_BOUND_PER_INPUT_CHAR);
  }

  @Test
  void deepNestingIsRejectedCheaply() {
    String deep = "[".repeat(5_000_000);
    Cost cost = cost(() ->
        rejects("{\"wktValue\": " + deep + "}", "wktValue" + "[0]".repeat(99), "recursion limit of 100"));
    System.out.println("HostileInputTests, deep nesting: " + cost);
    assertThat(cost.cpuNanos()).isLessThan(CPU_BOUND_NANOS);
    assertThat(cost.allocatedBytes()).isLessThan(deep.length() * ALLOCATION_BOUND_PER_INPUT_CHAR);
  }

  /**
   * Too deep nesting is reported where the bracket that goes too deep is, whatever form the input takes: not at
   * the end of what the parser had buffered (which a parser closed before the error is described reports).
   */
  @Test
  void deepNestingIsLocatedAtTheBracketInEveryFormOfInput() {
    // {"wktValue": is 13 characters; the 101st bracket, one deeper than the limit, is at column 114.
    String json = "{\"wktValue\": " + "[".repeat(4_000) + "]".repeat(4_000) + "}";
    byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
    List<Runnable> reads = List.of(
        () -> ReadFixtures.STRICT.readValue(json, AllTypes.class),
        () -> ReadFixtures.STRICT.readValue(bytes, AllTypes.class),
        () -> ReadFixtures.STRICT.readValue(new ByteArrayInputStream(bytes), AllTypes.class),
        () -> ReadFixtures.STRICT.mergeValue(new ByteArrayInputStream(bytes), AllTypes.newBuilder()));
    for (Runnable read : reads) {
      ProtoJsonParseException e = catchThrowableOfType(ProtoJsonParseException.class, read::run);
      assertThat(e).isNotNull();
      assertThat(List.of(e.getLine(), e.getColumn())).isEqualTo(List.of(1L, 114L));
      assertThat(e.getMessage()).startsWith("Nesting deeper than the recursion limit of 100 at wktValue[0]");
    }
  }
}
