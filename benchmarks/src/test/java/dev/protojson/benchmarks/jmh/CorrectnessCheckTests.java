package dev.protojson.benchmarks.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.benchmarks.jmh.CorrectnessCheck.Verdict;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Runs every workload benchmark method once through its JMH state and checks its result, as {@code run.sh} does
 * before measuring: no benchmark may measure wrong output.
 */
class CorrectnessCheckTests {

  /**
   * Where the Jackson 2 based peers get a workload wrong with protobuf-java 4.35; the README's table names them.
   * curiostack rejects the {@code null} elements of a repeated {@code NullValue}; HubSpot's module writes a uint64
   * above {@code Long.MAX_VALUE} as a negative number and cannot read it back, and cannot read an int64 given as a
   * string in exponent form ({@code "2.13e+2"}).
   */
  private static final Set<String> PEER_FAILURES = Set.of(
      "AllTypesBenchmark.readCuriostack",
      "AllTypesBenchmark.writeHubspot",
      "AllTypesBenchmark.readHubspot",
      "ListingsBenchmark.readHubspot");

  private static List<Verdict> verdicts;

  @BeforeAll
  static void check() {
    verdicts = CorrectnessCheck.run();
  }

  @Test
  void everyWorkloadMethodIsChecked() {
    // 5 workloads x 14 protobuf methods, plus 4 records/streaming methods for 3 of them and 2 streaming methods for
    // the listings
    assertThat(verdicts).hasSize(5 * 14 + 3 * 4 + 2);
  }

  @Test
  void protojsonReadsAndWritesEveryWorkloadCorrectly() {
    assertThat(failures("Protojson")).isEmpty();
  }

  @Test
  void referenceImplementationsAreCorrect() {
    for (String implementation : List.of("JsonFormat", "Binary", "Databind", "Streaming")) {
      assertThat(failures(implementation)).as(implementation).isEmpty();
    }
  }

  @Test
  void peersFailExactlyWhereTheTableSays() {
    Set<String> failing = verdicts.stream()
        .filter(v -> !v.ok() && (v.benchmark().endsWith("Curiostack") || v.benchmark().endsWith("Hubspot")))
        .map(Verdict::benchmark)
        .collect(Collectors.toSet());
    assertThat(failing).isEqualTo(PEER_FAILURES);
  }

  private static Map<String, String> failures(String implementation) {
    return verdicts.stream()
        .filter(v -> !v.ok() && v.benchmark().endsWith(implementation))
        .collect(Collectors.toMap(Verdict::benchmark, Verdict::problem));
  }
}
