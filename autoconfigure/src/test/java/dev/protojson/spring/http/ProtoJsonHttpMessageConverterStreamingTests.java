package dev.protojson.spring.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import com.google.protobuf.Timestamp;
import dev.protojson.MessageMarshaller;
import dev.protojson.spring.test.outside.Note;
import dev.protojson.spring.test.shop.ShopProto.Order;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.core.ResolvableType;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpOutputMessage;
import org.springframework.http.MediaType;
import org.springframework.http.converter.HttpMessageConversionException;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.mock.http.MockHttpInputMessage;
import org.springframework.mock.http.MockHttpOutputMessage;

/** Reading and writing through the marshaller: charsets, arrays, streaming, and the errors' paths. */
class ProtoJsonHttpMessageConverterStreamingTests {

  private static final ResolvableType ORDER = ResolvableType.forClass(Order.class);
  private static final ResolvableType LIST_OF_ORDERS = ResolvableType.forClassWithGenerics(List.class, Order.class);
  private static final Order CAFE = Order.newBuilder().setId("caf\u00e9 \u20ac").setTotalCents(5).build();

  private final MessageMarshaller marshaller = MessageMarshaller.builder().register(Order.getDefaultInstance())
      .registeringTypesOnDemand(false).build();
  private final ProtoJsonHttpMessageConverter converter = new ProtoJsonHttpMessageConverter(marshaller);

  @Test
  void writesAMessageStraightToTheBodyWithoutClosingIt() throws IOException {
    TrackingOutputMessage output = new TrackingOutputMessage();

    converter.write(CAFE, ORDER, MediaType.APPLICATION_JSON, output, null);

    assertThat(output.body.toString(StandardCharsets.UTF_8)).isEqualTo(marshaller.writeValueAsString(CAFE));
    assertThat(output.closed).isFalse();
    assertThat(output.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_JSON);
  }

  @Test
  void aMessageGoesOutAsOneBodyWithItsContentLength() throws IOException {
    MockHttpOutputMessage output = new MockHttpOutputMessage();

    converter.write(CAFE, ORDER, MediaType.APPLICATION_JSON, output, null);

    byte[] json = marshaller.writeValueAsBytes(CAFE);
    assertThat(output.getBodyAsBytes()).isEqualTo(json);
    assertThat(output.getHeaders().getContentLength()).isEqualTo(json.length);
  }

  @Test
  void aLargerMessageIsHeldWholeUpToTheLimitAndSentWithItsContentLength() throws IOException {
    Order large = Order.newBuilder().setId("x".repeat(ProtoJsonHttpMessageConverter.WHOLE_BODY_LIMIT)).build();
    MockHttpOutputMessage output = new MockHttpOutputMessage();

    converter.write(large, ORDER, MediaType.APPLICATION_JSON, output, null);

    byte[] json = marshaller.writeValueAsBytes(large);
    assertThat(output.getBodyAsBytes()).isEqualTo(json);
    assertThat(output.getHeaders().getContentLength()).isEqualTo(json.length);
  }

  @Test
  void aMessageLargerThanTheBufferedLimitIsStreamedWithoutContentLength() throws IOException {
    Order large = Order.newBuilder().setId("x".repeat(ProtoJsonHttpMessageConverter.BUFFERED_BODY_LIMIT))
        .build();
    MockHttpOutputMessage output = new MockHttpOutputMessage();

    converter.write(large, ORDER, MediaType.APPLICATION_JSON, output, null);

    assertThat(output.getBodyAsBytes()).isEqualTo(marshaller.writeValueAsBytes(large));
    assertThat(output.getHeaders().getContentLength()).isEqualTo(-1);
  }

  /**
   * A list whose last element cannot be written, larger than the generator's buffer: nothing has gone out when it
   * fails, so the failure can still be a 500. Past the buffered limit, what went out stays cut off.
   */
  @Test
  void aValueThatFailsHalfWayHasSentNothingUpToTheBufferedLimit() {
    MessageMarshaller timestamps = MessageMarshaller.builder().register(Timestamp.getDefaultInstance()).build();
    ProtoJsonHttpMessageConverter times = new ProtoJsonHttpMessageConverter(timestamps);
    ResolvableType listOfTimestamps = ResolvableType.forClassWithGenerics(List.class, Timestamp.class);
    for (int count : new int[] {2_000, ProtoJsonHttpMessageConverter.BUFFERED_BODY_LIMIT / 10}) {
      List<Timestamp> values = new ArrayList<>(Collections.nCopies(count, Timestamp.newBuilder().setSeconds(1)
          .build()));
      values.add(Timestamp.newBuilder().setSeconds(253_402_300_800L).build());
      MockHttpOutputMessage output = new MockHttpOutputMessage();

      assertThatExceptionOfType(HttpMessageConversionException.class)
          .isThrownBy(() -> times.write(values, listOfTimestamps, MediaType.APPLICATION_JSON, output, null))
          .withMessageContaining("[" + count + "]");

      String sent = output.getBodyAsString(StandardCharsets.UTF_8);
      if (count == 2_000) {
        assertThat(sent).isEmpty();
        assertThat(output.getHeaders().getContentLength()).isEqualTo(-1);
      } else {
        assertThat(sent).startsWith("[\"1970-01-01T00:00:01Z\",").doesNotEndWith("]");
      }
    }
  }

  @Test
  void writesAListAsAJsonArray() throws IOException {
    MockHttpOutputMessage output = new MockHttpOutputMessage();

    converter.write(List.of(CAFE, Order.getDefaultInstance()), LIST_OF_ORDERS, MediaType.APPLICATION_JSON, output,
        null);

    assertThat(output.getBodyAsString(StandardCharsets.UTF_8))
        .isEqualTo("[" + marshaller.writeValueAsString(CAFE) + ",{}]");
  }

  @Test
  void writesInTheCharsetOfTheContentTypeEscapingWhatItCannotHold() throws IOException {
    MockHttpOutputMessage output = new MockHttpOutputMessage();

    converter.write(CAFE, ORDER, MediaType.parseMediaType("application/json;charset=ISO-8859-1"), output, null);

    String latin1 = output.getBodyAsString(StandardCharsets.ISO_8859_1);
    assertThat(latin1).contains("caf\u00e9 \\u20AC");
    assertThat(marshaller.readValue(latin1, Order.class)).isEqualTo(CAFE);

    MockHttpOutputMessage utf16 = new MockHttpOutputMessage();
    converter.write(CAFE, ORDER, MediaType.parseMediaType("application/json;charset=UTF-16BE"), utf16, null);
    assertThat(marshaller.readValue(utf16.getBodyAsString(StandardCharsets.UTF_16BE), Order.class)).isEqualTo(CAFE);
  }

  /** RFC 8259: no byte order mark before JSON on the network; UTF-16 without one is big-endian (RFC 2781). */
  @Test
  void writesUtf16WithoutAByteOrderMark() throws IOException {
    for (String charset : new String[] { "UTF-16", "UTF-32" }) {
      MockHttpOutputMessage message = new MockHttpOutputMessage();
      converter.write(CAFE, ORDER, MediaType.parseMediaType("application/json;charset=" + charset), message, null);
      MockHttpOutputMessage list = new MockHttpOutputMessage();
      converter.write(List.of(CAFE), LIST_OF_ORDERS,
          MediaType.parseMediaType("application/json;charset=" + charset), list, null);
      String bigEndian = charset + "BE";
      assertThat(message.getBodyAsBytes()).as(charset)
          .isEqualTo(marshaller.writeValueAsString(CAFE).getBytes(bigEndian));
      assertThat(list.getBodyAsString(java.nio.charset.Charset.forName(bigEndian))).as(charset)
          .isEqualTo("[" + marshaller.writeValueAsString(CAFE) + "]");
    }
  }

  @Test
  void prettyPrintsArraysWhenAsked() throws IOException {
    // asked of the marshaller, whose indentation the array follows
    ProtoJsonHttpMessageConverter converter = new ProtoJsonHttpMessageConverter(
        MessageMarshaller.builder().register(Order.getDefaultInstance()).prettyPrinting().build());
    MockHttpOutputMessage output = new MockHttpOutputMessage();

    converter.write(List.of(CAFE), LIST_OF_ORDERS, MediaType.APPLICATION_JSON, output, null);

    assertThat(output.getBodyAsString(StandardCharsets.UTF_8)).contains("\n").startsWith("[");
  }

  @Test
  void readsInTheCharsetOfTheContentType() throws IOException {
    MockHttpInputMessage latin1 =
        new MockHttpInputMessage("{\"id\": \"caf\u00e9\"}".getBytes(StandardCharsets.ISO_8859_1));
    latin1.getHeaders().setContentType(MediaType.parseMediaType("application/json;charset=ISO-8859-1"));

    assertThat(((Order) converter.read(ORDER, latin1, null)).getId()).isEqualTo("caf\u00e9");
  }

  @Test
  void readsAnArrayIntoAList() throws IOException {
    Object read = converter.read(LIST_OF_ORDERS, json("[{\"id\": \"a\"}, {}, {\"totalCents\": \"3\"}]"), null);

    assertThat(read).isEqualTo(List.of(Order.newBuilder().setId("a").build(), Order.getDefaultInstance(),
        Order.newBuilder().setTotalCents(3).build()));
  }

  @Test
  void aBadValueNamesItsPathAndLocation() {
    assertThatExceptionOfType(ProtoJsonMessageNotReadableException.class)
        .isThrownBy(() -> converter.read(ORDER, json("{\n  \"items\": [{\"quantity\": \"many\"}]}"), null))
        .satisfies(ex -> {
          assertThat(ex.getParseError().getFieldPath()).isEqualTo("items[0].quantity");
          assertThat(ex.getParseError().getLine()).isEqualTo(2);
          assertThat(ex.getParseError().getColumn()).isPositive();
          assertThat(ex.getMessage()).startsWith("Invalid proto3 JSON for protojson.spring.test.Order: ")
              .contains("items[0].quantity");
        });
  }

  @Test
  void aBadValueInAnArrayElementNamesTheElement() {
    assertThatExceptionOfType(ProtoJsonMessageNotReadableException.class)
        .isThrownBy(() -> converter.read(LIST_OF_ORDERS, json("[{}, {\"items\": [{\"quantity\": \"x\"}]}]"), null))
        .satisfies(ex -> {
          assertThat(ex.getParseError().getFieldPath()).isEqualTo("[1].items[0].quantity");
          assertThat(ex.getParseError().getLine()).isEqualTo(1);
          assertThat(ex.getParseError().getColumn()).isPositive();
          assertThat(ex.getMessage()).contains("[1].items[0].quantity").containsOnlyOnce(" at line 1, column ");
        });
  }

  @Test
  void theIndexOfABadElementIsNamedExactly() {
    String elements = "{}, ".repeat(10) + "{\"totalCents\": true}";

    assertThatExceptionOfType(ProtoJsonMessageNotReadableException.class)
        .isThrownBy(() -> converter.read(LIST_OF_ORDERS, json("[" + elements + "]"), null))
        .satisfies(ex -> assertThat(ex.getParseError().getFieldPath()).isEqualTo("[10].totalCents"));
  }

  @Test
  void trailingContentAfterTheValueIsRejected() {
    assertThatExceptionOfType(ProtoJsonMessageNotReadableException.class)
        .isThrownBy(() -> converter.read(LIST_OF_ORDERS, json("[] []"), null))
        .withMessageContaining("after the end of the JSON value");
    MockHttpInputMessage latin1 = new MockHttpInputMessage("{} x".getBytes(StandardCharsets.ISO_8859_1));
    latin1.getHeaders().setContentType(MediaType.parseMediaType("application/json;charset=ISO-8859-1"));
    assertThatExceptionOfType(HttpMessageNotReadableException.class)
        .isThrownBy(() -> converter.read(ORDER, latin1, null));
  }

  @Test
  void anUnregisteredTypeIsAServerErrorNotBadInput() {
    assertThatExceptionOfType(HttpMessageConversionException.class)
        .isThrownBy(() -> converter.read(ResolvableType.forClass(Note.class), json("{}"), null))
        .isNotInstanceOf(HttpMessageNotReadableException.class)
        .withMessageContaining("protojson.spring.outside.Note");
    assertThatExceptionOfType(HttpMessageConversionException.class)
        .isThrownBy(() -> converter.write(Note.getDefaultInstance(), ResolvableType.forClass(Note.class),
            MediaType.APPLICATION_JSON, new MockHttpOutputMessage(), null))
        .withMessageContaining("protojson.spring.outside.Note");
  }

  @Test
  void parsersOfArraysAndOtherCharsetsNestNoDeeperThanTheRecursionLimit() throws IOException {
    // array, order, items array, item: four levels
    String array = "[{\"items\": [{\"sku\": \"x\"}]}]";
    ProtoJsonHttpMessageConverter four = new ProtoJsonHttpMessageConverter(
        MessageMarshaller.builder().register(Order.getDefaultInstance()).recursionLimit(4).build());
    assertThat((List<?>) four.read(LIST_OF_ORDERS, json(array), null)).hasSize(1);

    ProtoJsonHttpMessageConverter three = new ProtoJsonHttpMessageConverter(
        MessageMarshaller.builder().register(Order.getDefaultInstance()).recursionLimit(3).build());
    assertThatExceptionOfType(ProtoJsonMessageNotReadableException.class)
        .isThrownBy(() -> three.read(LIST_OF_ORDERS, json(array), null))
        .withMessageContaining("Nesting deeper than the recursion limit of 3");
    assertThatExceptionOfType(ProtoJsonMessageNotReadableException.class)
        .isThrownBy(() -> three.read(ORDER, utf16("{\"items\": [{\"sku\": [[\"x\"]]}]}"), null))
        .withMessageContaining("Nesting deeper than the recursion limit of 3");
  }

  @Test
  void parsersOfArraysAndOtherCharsetsTakeNumbersOfAtMostAThousandCharacters() throws IOException {
    String fits = "1" + "0".repeat(999);
    String tooLong = "1" + "0".repeat(1000);
    // 10^999 is no int64 either way: what differs is which check refuses it
    assertThatExceptionOfType(ProtoJsonMessageNotReadableException.class)
        .isThrownBy(() -> converter.read(LIST_OF_ORDERS, json("[{\"totalCents\": " + fits + "}]"), null))
        .withMessageNotContaining("Number value length");
    assertThatExceptionOfType(ProtoJsonMessageNotReadableException.class)
        .isThrownBy(() -> converter.read(LIST_OF_ORDERS, json("[{\"totalCents\": " + tooLong + "}]"), null))
        .withMessageContaining("Number value length (1001) exceeds the maximum allowed (1000");
    assertThatExceptionOfType(ProtoJsonMessageNotReadableException.class)
        .isThrownBy(() -> converter.read(ORDER, utf16("{\"totalCents\": " + tooLong + "}"), null))
        .withMessageContaining("Number value length (1001) exceeds the maximum allowed (1000");
  }

  private static MockHttpInputMessage utf16(String body) {
    MockHttpInputMessage input = new MockHttpInputMessage(body.getBytes(StandardCharsets.UTF_16));
    input.getHeaders().setContentType(MediaType.parseMediaType("application/json;charset=UTF-16"));
    return input;
  }

  private static MockHttpInputMessage json(String body) {
    return ProtoJsonHttpMessageConverterTests.json(body);
  }

  private static final class TrackingOutputMessage implements HttpOutputMessage {

    final HttpHeaders headers = new HttpHeaders();
    final ByteArrayOutputStream body = new ByteArrayOutputStream();
    boolean closed;

    @Override
    public OutputStream getBody() {
      return new OutputStream() {
        @Override
        public void write(int b) {
          body.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) {
          body.write(b, off, len);
        }

        @Override
        public void close() {
          closed = true;
        }
      };
    }

    @Override
    public HttpHeaders getHeaders() {
      return headers;
    }
  }
}
