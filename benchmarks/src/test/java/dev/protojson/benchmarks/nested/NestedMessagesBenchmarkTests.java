package dev.protojson.benchmarks.nested;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** Every method of the benchmark gives the right result, so that no measurement compares wrong output. */
class NestedMessagesBenchmarkTests {

  private static final JsonMapper PLAIN = JsonMapper.builder().build();
  private static NestedMessagesBenchmark state;

  @BeforeAll
  static void setUp() {
    state = new NestedMessagesBenchmark();
    state.setupAll();
  }

  @Test
  void everyWriterWritesTheSameJsonTree() throws Exception {
    for (Method method : NestedMessagesBenchmark.benchmarkMethods()) {
      if (method.getName().startsWith("write")) {
        byte[] written = (byte[]) method.invoke(state);
        String json = new String(written, StandardCharsets.UTF_8);
        if (method.getName().equals("writeHolderDirect")) {
          assertThat(PLAIN.readTree(json)).as(method.getName())
              .isEqualTo(PLAIN.readTree(state.holderJson).get("people"));
        } else {
          byte[] expected = method.getName().startsWith("writeHolder") ? state.holderJson : state.listJson;
          assertThat(PLAIN.readTree(json)).as(method.getName()).isEqualTo(PLAIN.readTree(expected));
        }
      }
    }
  }

  @Test
  void everyReaderReadsTheWorkload() throws Exception {
    assertThat(state.readHolderDirect()).isEqualTo(state.people);
    assertThat(state.readHolderDirectOnJacksonParser()).isEqualTo(state.people);
    assertThat(state.readHolderModule()).isEqualTo(state.holder);
    assertThat(state.readHolderHubspot()).isEqualTo(state.holder);
    assertThat(state.readHolderDatabind()).isEqualTo(state.plainHolder);
    assertThat(state.readListDirect()).isEqualTo(state.persons);
    assertThat(state.readListModule()).isEqualTo(state.persons);
    assertThat(state.readListHubspot()).isEqualTo(state.persons);
    assertThat(state.readListDatabind()).isEqualTo(state.plainPersons);
    assertThat(state.persons).hasSize(1_000);
  }
}
