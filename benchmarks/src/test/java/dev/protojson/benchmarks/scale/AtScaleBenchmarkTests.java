package dev.protojson.benchmarks.scale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import dev.protojson.benchmarks.scale.proto.AtScale;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every method of the benchmark gives the right result on both workloads, at a size a test can afford. */
class AtScaleBenchmarkTests {

  @ParameterizedTest
  @ValueSource(strings = {"map", "list"})
  void everyImplementationReadsAndWritesTheDocument(String workload) throws Exception {
    AtScaleBenchmark state = state(workload, "before");
    state.setup();
    assertThat(state.readProtojson()).isEqualTo(state.message);
    assertThat(state.readProtojsonText()).isEqualTo(state.message);
    assertThat(state.mergeProtojson()).isEqualTo(state.message);
    assertThat(state.readJsonFormat()).isEqualTo(state.message);
    assertThat(state.readBinary()).isEqualTo(state.message);
    assertThat(AtScale.parseFrom(state.writeBinary())).isEqualTo(state.message);
    assertThat(new String(state.writeProtojson(), StandardCharsets.UTF_8)).isEqualTo(state.writeProtojsonText());
    assertThat(state.writeProtojsonText()).isEqualTo(new String(state.writeJsonFormat(), StandardCharsets.UTF_8));
  }

  @ParameterizedTest
  @ValueSource(strings = {"map", "list"})
  void theDocumentHasTheSizeAsked(String workload) {
    AtScaleBenchmark state = state(workload, "before");
    state.setup();
    assertThat(state.message.getLabelsCount()).isEqualTo(workload.equals("map") ? 1_000 : 0);
    assertThat(state.message.getSamplesCount()).isEqualTo(workload.equals("list") ? 5_000 : 0);
    String expected = workload.equals("map") ? "\"key-959\":\"\u5024 959 \u65e5\u672c \ud83d\ude00\"" : "\"samples\":[";
    assertThat(state.text.contains(expected)).as("the document holds %s", expected).isTrue();
  }

  @ParameterizedTest
  @ValueSource(strings = {"before", "after"})
  void aFirstReadCanBeTimedBeforeTheCheck(String check) {
    AtScaleBenchmark state = state("map", check);
    state.setup();
    state.checkAfter();
    assertThat(state.message.getLabelsCount()).isEqualTo(1_000);
  }

  @Test
  void anUnknownCheckIsRefused() {
    AtScaleBenchmark state = state("map", "never");
    assertThatIllegalArgumentException().isThrownBy(state::setup);
  }

  /** The benchmark's state at a size a test can afford: a thousand map entries, five thousand list elements. */
  private static AtScaleBenchmark state(String workload, String check) {
    AtScaleBenchmark state = new AtScaleBenchmark();
    state.workload = workload;
    state.mapEntries = 1_000;
    state.listElements = 5_000;
    state.check = check;
    return state;
  }
}
