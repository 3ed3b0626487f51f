package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** JSON's encoding, told from its first bytes as RFC 4627 and Jackson tell it. */
class InputEncodingTests {

  @ParameterizedTest
  @ValueSource(strings = {"UTF-16BE", "UTF-16LE", "UTF-32BE", "UTF-32LE"})
  void wideEncodingsWithoutAByteOrderMarkAreToldByTheirZeros(String name) {
    Charset charset = Charset.forName(name);
    for (String json : new String[] {"{}", "[1]", "\"\u00e9\"", "7", " {}"}) {
      assertThat(InputEncoding.detect(json.getBytes(charset), 0, json.getBytes(charset).length)).as(json)
          .isEqualTo(charset);
    }
  }

  /** With a mark, the charset whose decoder reads the mark and takes it off. */
  @ParameterizedTest
  @ValueSource(strings = {"UTF-16BE", "UTF-16LE", "UTF-32BE", "UTF-32LE"})
  void aByteOrderMarkNamesTheEncodingThatTakesItOff(String name) {
    byte[] json = "\ufeff{\"a\": 1}".getBytes(Charset.forName(name));

    Charset detected = InputEncoding.detect(json, 0, json.length);

    assertThat(detected.name()).isEqualTo(name.substring(0, 6));
    assertThat(new String(json, detected)).isEqualTo("{\"a\": 1}");
  }

  @Test
  void utf8IsNull() {
    for (String json : new String[] {"{}", "7", "\"\u00e9\"", "\ufeff{}", "", " "}) {
      byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
      assertThat(InputEncoding.detect(bytes, 0, bytes.length)).as(json).isNull();
    }
  }

  @Test
  void onlyTheGivenBytesCount() {
    byte[] bytes = "xx{}".getBytes(StandardCharsets.UTF_16LE);

    assertThat(InputEncoding.detect(bytes, 4, bytes.length - 4)).isEqualTo(StandardCharsets.UTF_16LE);
    assertThat(InputEncoding.detect(bytes, 4, 1)).as("one byte tells nothing").isNull();
    assertThat(InputEncoding.detect(new byte[] {0, 0, 0, '{'}, 0, 3)).as("three zeros need the fourth byte")
        .isNull();
  }
}
