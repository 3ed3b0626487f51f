package dev.protojson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Nested;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

/**
 * The parsers and generators a marshaller hands out, for code that reads or writes JSON around messages: they
 * follow the marshaller's own settings, so a JSON array of messages is as strict and formatted alike.
 */
class MarshallerParsersAndGeneratorsTests {

  private static final Nested FIRST = Nested.newBuilder().setValue(1).setNote("one")
      .setChild(Nested.newBuilder().setValue(11)).build();
  private static final Nested SECOND = Nested.newBuilder().setValue(2).build();

  private static MessageMarshaller compact() {
    return MessageMarshaller.builder().register(Nested.getDefaultInstance()).recursionLimit(5).build();
  }

  @Test
  void aPrettyMarshallersGeneratorIndentsAnArrayOfMessagesLikeItsOwnOutput() {
    MessageMarshaller pretty = MessageMarshaller.builder().register(Nested.getDefaultInstance()).prettyPrinting()
        .build();
    StringWriter out = new StringWriter();
    try (JsonGenerator generator = pretty.createGenerator(out)) {
      generator.writeStartArray();
      pretty.writeValue(FIRST, generator);
      pretty.writeValue(SECOND, generator);
      generator.writeEndArray();
    }
    String expected = "[\n  " + pretty.writeValueAsString(FIRST).replace("\n", "\n  ") + ",\n  "
        + pretty.writeValueAsString(SECOND).replace("\n", "\n  ") + "\n]";
    assertThat(out.toString()).isEqualTo(expected).contains("\"note\": \"one\"");
  }

  @Test
  void aCompactGeneratorOfAPrettyMarshallerWritesItsCompactOutput() {
    MessageMarshaller pretty = MessageMarshaller.builder().register(Nested.getDefaultInstance()).prettyPrinting()
        .build();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonGenerator generator = pretty.createCompactGenerator(out)) {
      pretty.writeValue(FIRST, generator);
    }
    assertThat(out.toString(StandardCharsets.UTF_8))
        .isEqualTo(compact().writeValueAsString(FIRST))
        .doesNotContain("\n");
  }

  @Test
  void aCompactMarshallersGeneratorWritesUtf8AndLeavesTheStreamOpen() {
    MessageMarshaller marshaller = compact();
    ClosingStream out = new ClosingStream();
    try (JsonGenerator generator = marshaller.createGenerator(out)) {
      generator.writeStartArray();
      marshaller.writeValue(FIRST, generator);
      generator.writeEndArray();
    }
    assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("[" + marshaller.writeValueAsString(FIRST) + "]");
    assertThat(out.closed).isFalse();
  }

  @Test
  void parsersReadMessagesInsideAnArrayAndLeaveTheStreamOpen() {
    MessageMarshaller marshaller = compact();
    String json = "[" + marshaller.writeValueAsString(FIRST) + "," + marshaller.writeValueAsString(SECOND) + "]";
    ClosingInput in = new ClosingInput(json.getBytes(StandardCharsets.UTF_8));
    List<Nested> read = new ArrayList<>();
    try (JsonParser parser = marshaller.createParser(in)) {
      assertThat(parser.nextToken()).isEqualTo(JsonToken.START_ARRAY);
      while (parser.nextToken() != JsonToken.END_ARRAY) {
        read.add(marshaller.readValue(parser, Nested.class));
      }
    }
    assertThat(read).containsExactly(FIRST, SECOND);
    assertThat(in.closed).isFalse();
  }

  @Test
  void parsersAreAsStrictAsTheMarshaller() {
    MessageMarshaller marshaller = compact();
    assertThatThrownBy(() -> tokens(marshaller.createParser(new StringReader("[1, /* two */ 2]"))))
        .isInstanceOf(JacksonException.class).hasMessageContaining("comment");
    assertThatThrownBy(() -> tokens(marshaller.createParser(new StringReader("[1" + "0".repeat(1000) + "]"))))
        .isInstanceOf(JacksonException.class).hasMessageContaining("Number value length");
    assertThatThrownBy(() -> tokens(marshaller.createParser(new StringReader("[[[[[[1]]]]]]"))))
        .isInstanceOf(JacksonException.class).hasMessageContaining("nesting depth");
    assertThat(tokens(marshaller.createParser(new StringReader("[[[[[1]]]]]")))).isEqualTo(11);
  }

  @Test
  void nonBlockingParsersAreAsStrictAsTheMarshaller() {
    MessageMarshaller marshaller = compact();
    JsonParser valid = fed(marshaller, "[" + marshaller.writeValueAsString(FIRST) + "]");
    assertThat(valid.nextToken()).isEqualTo(JsonToken.START_ARRAY);
    assertThat(valid.nextToken()).isEqualTo(JsonToken.START_OBJECT);
    assertThat(marshaller.readValue(valid, Nested.class)).isEqualTo(FIRST);
    assertThat(valid.nextToken()).isEqualTo(JsonToken.END_ARRAY);

    assertThatThrownBy(() -> tokens(fed(marshaller, "[1, // two\n 2]")))
        .isInstanceOf(JacksonException.class).hasMessageContaining("comment");
    assertThatThrownBy(() -> tokens(fed(marshaller, "[[[[[[1]]]]]]")))
        .isInstanceOf(JacksonException.class).hasMessageContaining("nesting depth");
  }

  /**
   * Jackson's non-blocking parser keeps the value of an integer too large for a long, once asked its number type,
   * and gives it again as the double of a later decimal too long for a short-cut: the numbers read the same as
   * from bytes.
   */
  @Test
  void nonBlockingParsersReadEveryNumberAsTheBytesAre() {
    MessageMarshaller marshaller = MessageMarshaller.builder().register(AllTypes.getDefaultInstance()).build();
    for (String json : List.of(
        "{\"fFixed64\":18446744073709551615,\"fDouble\":0.028281016290040917}",
        "{\"fUint64\":10000000000000000000,\"fFloat\":0.12345678901234567,\"fDouble\":1e300}",
        "{\"fUint64\":10000000000000000000,\"wktValue\":0.12345678901234567,"
            + "\"rDouble\":[18446744073709551615,0.5000000000000000001,-0.0]}")) {
      AllTypes expected = marshaller.readValue(json, AllTypes.class);
      assertThat(marshaller.readValue(fed(marshaller, json), AllTypes.class)).as(json).isEqualTo(expected);
      AllTypes.Builder builder = AllTypes.newBuilder();
      marshaller.mergeValue(fed(marshaller, json), builder);
      assertThat(builder.build()).as(json).isEqualTo(expected);
    }
    assertThat(marshaller.readValue(fed(marshaller, "{\"fUint64\":10000000000000000000,"
        + "\"fDouble\":0.028281016290040917}"), AllTypes.class).getFDouble()).isEqualTo(0.028281016290040917);
  }

  /** Read before the whole value was fed, a non-blocking parser has no token yet: the error says what to do. */
  @Test
  void aNonBlockingParserReadBeforeTheWholeValueWasFedSaysSo() {
    MessageMarshaller marshaller = MessageMarshaller.builder().register(AllTypes.getDefaultInstance()).build();
    JsonParser parser = marshaller.createNonBlockingParser();
    byte[] part = "{\"fInt32\":1".getBytes(StandardCharsets.UTF_8);
    ((tools.jackson.core.async.ByteArrayFeeder) parser.nonBlockingInputFeeder()).feedInput(part, 0, part.length);
    assertThatThrownBy(() -> marshaller.readValue(parser, AllTypes.class))
        .isInstanceOf(ProtoJsonParseException.class)
        .hasMessageContaining("feed the whole value to the non-blocking parser before reading it");
    assertThatThrownBy(() -> marshaller.readValue(fed(marshaller, "null"), AllTypes.class))
        .isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("got null");
  }

  private static JsonParser fed(MessageMarshaller marshaller, String json) {
    JsonParser parser = marshaller.createNonBlockingParser();
    byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
    ((tools.jackson.core.async.ByteArrayFeeder) parser.nonBlockingInputFeeder()).feedInput(bytes, 0, bytes.length);
    parser.nonBlockingInputFeeder().endOfInput();
    return parser;
  }

  private static int tokens(JsonParser parser) {
    int count = 0;
    try (parser) {
      while (parser.nextToken() != null) {
        count++;
      }
    }
    return count;
  }

  private static final class ClosingStream extends ByteArrayOutputStream {
    boolean closed;

    @Override
    public void close() {
      closed = true;
    }
  }

  private static final class ClosingInput extends ByteArrayInputStream {
    boolean closed;

    ClosingInput(byte[] bytes) {
      super(bytes);
    }

    @Override
    public void close() {
      closed = true;
    }
  }
}
