package dev.protojson.benchmarks.dispatch;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class NameDispatchBenchmarkTests {

  @ParameterizedTest
  @ValueSource(ints = {10, 30})
  void everyDispatchFindsEveryField(int fields) {
    NameDispatchBenchmark benchmark = new NameDispatchBenchmark();
    benchmark.fields = fields;
    benchmark.setup();
    // field i holds i + 1 and is weighted by its index i
    long expected = 0;
    for (int i = 0; i < fields; i++) {
      expected += (long) i * (i + 1);
    }
    assertThat(benchmark.matcher()).isEqualTo(expected);
    assertThat(benchmark.hashSwitch()).isEqualTo(expected);
    assertThat(benchmark.hashMap()).isEqualTo(expected);
    assertThat(benchmark.expectedOrder()).isEqualTo(expected);
  }
}
