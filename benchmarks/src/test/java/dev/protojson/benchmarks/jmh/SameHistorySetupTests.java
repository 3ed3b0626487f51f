package dev.protojson.benchmarks.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every JMH fork sets up every implementation, whichever one it measures, so all run in a JVM of equal history. */
class SameHistorySetupTests {

  @Test
  void jmhSetupPreparesEveryImplementation() {
    GithubBenchmark state = new GithubBenchmark();
    state.setup("readProtojson");
    assertThat(state.setupFailures).isEmpty();
    assertThat(state.protojson).isNotNull();
    assertThat(state.curiostack).isNotNull();
    assertThat(state.hubspot).isNotNull();
    assertThat(state.binary).isNotNull();
    assertThat(state.databind).isNotNull();
    assertThat(state.streaming).isNotNull();
  }

  @Test
  void aPeerThatFailsAWorkloadDoesNotStopTheSetup() {
    AllTypesBenchmark state = new AllTypesBenchmark();
    state.setup("readProtojson");
    assertThat(state.protojson).isNotNull();
    assertThat(state.readProtojson()).isEqualTo(state.message);
  }

  @Test
  void forksMeasuringBytesRunNoStringVariant() {
    assertThat(names(MessageBenchmark.history(GithubBenchmark.class, "writeProtojson")))
        .contains("readProtojson", "writeProtojson", "readStreaming", "writeCuriostack")
        .noneMatch(name -> name.startsWith("readString") || name.startsWith("writeString"));
  }

  @Test
  void forksMeasuringAStringVariantRunThemAll() {
    assertThat(names(MessageBenchmark.history(GithubBenchmark.class, "readStringProtojson")))
        .contains("readProtojson", "readStringProtojson", "writeStringJsonFormat", "readStreaming");
  }

  @Test
  void aForkOfItsOwnRunsTheMeasuredImplementationAlone() {
    assertThat(names(MessageBenchmark.ownHistory(GithubBenchmark.class, "readBinary")))
        .containsExactlyInAnyOrder("readBinary", "writeBinary");
    assertThat(names(MessageBenchmark.ownHistory(GithubBenchmark.class, "writeStringProtojson")))
        .containsExactlyInAnyOrder("readProtojson", "writeProtojson", "readStringProtojson", "writeStringProtojson");
  }

  private static List<String> names(List<Method> methods) {
    return methods.stream().map(Method::getName).toList();
  }
}
