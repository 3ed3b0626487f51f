package dev.protojson.internal.write;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.MessageMarshaller;
import dev.protojson.test.proto3.Nested;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JsonGenerator;

/** A top-level array put together from its pieces reads as the pretty printer writes an array. */
class PrettyLayoutTests {

  @Test
  void thePiecesAreThoseOfThePrintersArrays() {
    assertThat(text(PrettyLayout.arrayStart())).isEqualTo("[\n  ");
    assertThat(text(PrettyLayout.arraySeparator())).isEqualTo(",\n  ");
    assertThat(text(PrettyLayout.arrayEnd())).isEqualTo("\n]");
  }

  @Test
  void anArrayOfPiecesIsTheArrayAPrettyMarshallerWrites() {
    MessageMarshaller marshaller = MessageMarshaller.builder().register(Nested.getDefaultInstance())
        .prettyPrinting().build();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonGenerator generator = marshaller.createGenerator(out)) {
      generator.writeStartArray();
      generator.writeString("a");
      generator.writeString("b");
      generator.writeEndArray();
    }

    String pieces = text(PrettyLayout.arrayStart()) + "\"a\"" + text(PrettyLayout.arraySeparator()) + "\"b\""
        + text(PrettyLayout.arrayEnd());
    assertThat(pieces).isEqualTo(out.toString(StandardCharsets.UTF_8));
  }

  @Test
  void everyCallerGetsItsOwnBytes() {
    PrettyLayout.arrayStart()[0] = 'x';

    assertThat(PrettyLayout.arrayStart()[0]).isEqualTo((byte) '[');
  }

  private static String text(byte[] bytes) {
    return new String(bytes, StandardCharsets.UTF_8);
  }
}
