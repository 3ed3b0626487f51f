package dev.protojson.benchmarks.dynamic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The interpreter and the generated per-descriptor writers write the generated-class path's bytes, before either
 * is measured.
 */
class PerDescriptorWriterBenchmarkTests {

  @ParameterizedTest
  @ValueSource(strings = {"github", "people"})
  void bothWriteTheGeneratedPathsBytes(String workload) {
    PerDescriptorWriterBenchmark state = new PerDescriptorWriterBenchmark();
    state.workload = workload;
    assertThatCode(state::setup).doesNotThrowAnyException();
    String expected = new String(state.expected, StandardCharsets.UTF_8);
    assertThat(new String(state.writeInterpreter(), StandardCharsets.UTF_8)).isEqualTo(expected);
    assertThat(new String(state.writeGenerator(), StandardCharsets.UTF_8)).isEqualTo(expected);
  }

  @ParameterizedTest
  @ValueSource(strings = {"github", "people"})
  void theInterpreterAndTheGeneratedWritersAreTheOnesMeasured(String workload) {
    PerDescriptorWriterBenchmark state = new PerDescriptorWriterBenchmark();
    state.workload = workload;
    state.setup();
    assertThat(state.interpreter.getClass().getSimpleName()).isEqualTo("DynamicWriter");
    assertThat(state.generator.getClass().isHidden()).as(state.generator.getClass().getName()).isTrue();
    assertThat(state.generator.getClass().getName()).contains(".DescriptorWriter$");
  }
}
