package dev.protojson.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.internal.read.StrictJson;
import org.junit.jupiter.api.Test;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.json.JsonFactory;

/**
 * Runs in both test executions: the default one, where protojson's parser subclass must be in use, and the one
 * with {@code -Dprotojson.fast-paths=false}, where Jackson's own parser must be. Without this, a broken switch
 * would run the second execution's tests on the fast path again and prove nothing.
 */
class FastPathsSwitchTests {

  @Test
  void theSwitchDecidesWhichParserIsUsed() {
    boolean expected = !"false".equals(System.getProperty(Switches.FAST_PATHS_PROPERTY));
    assertThat(Switches.FAST_PATHS).isEqualTo(expected);
    JsonFactory factory = StrictJson.factory(Options.defaults());
    String parser = factory.createParser(ObjectReadContext.empty(), new byte[] {'{', '}'}).getClass().getName();
    if (expected) {
      assertThat(parser).isEqualTo("dev.protojson.internal.read.DirectStringParser");
    } else {
      assertThat(parser).isEqualTo("tools.jackson.core.json.UTF8StreamJsonParser");
    }
  }
}
