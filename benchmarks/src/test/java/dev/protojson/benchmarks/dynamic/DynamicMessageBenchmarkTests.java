package dev.protojson.benchmarks.dynamic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every method of the benchmark gives the right result on every workload, so that no measurement compares wrong output. */
class DynamicMessageBenchmarkTests {

  @ParameterizedTest
  @ValueSource(strings = {"allTypes", "github", "people"})
  void everyImplementationWritesAndReadsTheWorkload(String workload) {
    DynamicMessageBenchmark state = new DynamicMessageBenchmark();
    state.workload = workload;
    assertThatCode(state::setup).doesNotThrowAnyException();
    assertThat(new String(state.writeProtojson(), StandardCharsets.UTF_8))
        .isEqualTo(new String(state.writeProtojsonGenerated(), StandardCharsets.UTF_8));
    assertThat(state.readProtojson()).isEqualTo(state.dynamic);
    assertThat(state.readJsonFormat()).isEqualTo(state.dynamic);
  }
}
