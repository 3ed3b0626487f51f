package dev.protojson.transcoding.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;

class PercentDecoderTests {

  @Test
  void pathsDecodeEverythingOrKeepEncodedSlashes() {
    assertThat(PercentDecoder.decodePath("a%20b%2Fc%2fd+e", false)).isEqualTo("a b/c/d+e");
    assertThat(PercentDecoder.decodePath("a%20b%2Fc%2fd+e", true)).isEqualTo("a b%2Fc%2fd+e");
    assertThat(PercentDecoder.decodePath("%E2%82%AC%2F%E2%82%AC", true)).isEqualTo("€%2F€");
    assertThat(PercentDecoder.decodePath("plain", true)).isSameAs("plain");
  }

  @Test
  void queriesReadPlusAsASpace() {
    assertThat(PercentDecoder.decodeQuery("a+b%2Bc%20d")).isEqualTo("a b+c d");
    assertThat(PercentDecoder.decodeQuery("%F0%9F%98%80")).isEqualTo("\uD83D\uDE00");
  }

  @Test
  void malformedEscapesAndInvalidUtf8AreRefused() {
    assertThatIllegalArgumentException().isThrownBy(() -> PercentDecoder.decodePath("ab%4", false))
        .withMessage("'%' at index 2 of \"ab%4\" is not followed by two hexadecimal digits");
    assertThatIllegalArgumentException().isThrownBy(() -> PercentDecoder.decodePath("%g1", false));
    assertThatIllegalArgumentException().isThrownBy(() -> PercentDecoder.decodeQuery("x%C3%28"))
        .withMessage("the octets percent-encoded at index 1 of \"x%C3%28\" are not UTF-8");
    assertThatIllegalArgumentException().isThrownBy(() -> PercentDecoder.decodePath("%E2%82%2F", true));
    assertThat(PercentDecoder.decodeOrNull("%zz")).isNull();
    assertThat(PercentDecoder.decodeOrNull("%41")).isEqualTo("A");
  }
}
