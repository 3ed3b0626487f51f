package dev.protojson.benchmarks.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collection;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/** One very short in-process JMH run: the generated harness and the benchmark states work. Not a measurement. */
class JmhSmokeTests {

  @Test
  void oneBenchmarkRunsThroughJmh() throws RunnerException {
    Collection<RunResult> results = new Runner(new OptionsBuilder()
        .include("PersonBenchmark\\.writeProtojson$")
        .forks(0)
        .warmupIterations(0)
        .measurementIterations(1)
        .measurementTime(TimeValue.milliseconds(100))
        .shouldFailOnError(true)
        .build())
        .run();
    assertThat(results).hasSize(1);
    assertThat(results.iterator().next().getPrimaryResult().getScore()).isPositive();
  }
}
