package dev.protojson.benchmarks.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The check that keeps indented output (slower to write, longer) out of the comparison. */
class CompactJsonTests {

  @Test
  void whitespaceInsideStringsIsContent() {
    assertThat(MessageBenchmark.compact("{\"a b\":\"x \\\" y\\\\\",\"c\":[1,2]}")).isTrue();
  }

  @Test
  void whitespaceBetweenTokensIsIndentation() {
    assertThat(MessageBenchmark.compact("{\"a\": 1}")).isFalse();
    assertThat(MessageBenchmark.compact("{\n  \"a\":1\n}")).isFalse();
    assertThat(MessageBenchmark.compact("{\"a\\\\\": 1}")).isFalse();
  }
}
