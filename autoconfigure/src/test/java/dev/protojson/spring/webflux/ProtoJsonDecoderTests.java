package dev.protojson.spring.webflux;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Int64Value;
import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.spring.test.events.Event;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.LongStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.CodecException;
import org.springframework.core.codec.DecodingException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferLimitException;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.core.io.buffer.NettyDataBufferFactory;
import org.springframework.http.MediaType;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import reactor.test.StepVerifier;

/**
 * The decoder on bodies cut into chunks of every size, down to one byte, from pooled Netty buffers: every buffer
 * handed to it is released once, whether the body is read to its end, fails, or is cancelled.
 */
class ProtoJsonDecoderTests {

  private static final ResolvableType EVENT = ResolvableType.forClass(Event.class);
  private static final MimeType NDJSON = MediaType.APPLICATION_NDJSON;
  private static final MimeType JSON = MediaType.APPLICATION_JSON;

  private final MessageMarshaller marshaller = MessageMarshaller.builder()
      .register(Event.getDefaultInstance())
      .register(Int64Value.getDefaultInstance())
      .build();

  private final ProtoJsonDecoder decoder = new ProtoJsonDecoder(marshaller);

  private final NettyDataBufferFactory buffers = new NettyDataBufferFactory(PooledByteBufAllocator.DEFAULT);
  private final List<ByteBuf> allocated = new CopyOnWriteArrayList<>();

  /**
   * Each buffer is handed over with one reference more, which the test releases afterwards, as Reactor Netty
   * releases a request's buffer after the decoder has had it: a buffer the decoder released twice would be freed
   * under the server's feet and show here as a count of 0 before that last release.
   */
  @AfterEach
  void everyBufferIsReleasedOnce() {
    assertThat(allocated).isNotEmpty();
    assertThat(allocated).allSatisfy(buffer -> assertThat(buffer.refCnt()).as("references left").isEqualTo(1));
    allocated.forEach(ByteBuf::release);
  }

  /** The body in chunks of {@code size} bytes, each allocated only when the decoder asks for it. */
  private Flux<DataBuffer> body(String text, int size) {
    return body(text.getBytes(StandardCharsets.UTF_8), size);
  }

  private Flux<DataBuffer> body(byte[] bytes, int size) {
    int chunks = (bytes.length + size - 1) / size;
    // hide(): a network body is not fused with the decoder, so it is not drained when the decoder cancels
    return Flux.range(0, Math.max(chunks, 1)).hide().map(i -> {
      int from = Math.min(i * size, bytes.length);
      DataBuffer buffer = buffers.allocateBuffer(size);
      buffer.write(Arrays.copyOfRange(bytes, from, Math.min(from + size, bytes.length)));
      allocated.add(((org.springframework.core.io.buffer.NettyDataBuffer) buffer).getNativeBuffer().retain());
      return buffer;
    });
  }

  private static List<Event> events(int count) {
    return LongStream.range(0, count).mapToObj(Events::event).toList();
  }

  private String array(List<? extends Message> messages) {
    return "[\n  " + String.join(" ,\n  ", messages.stream().map(marshaller::writeValueAsString).toList()) + "\n]";
  }

  private String ndjson(List<? extends Message> messages) {
    return String.join("\n", messages.stream().map(marshaller::writeValueAsString).toList()) + "\n";
  }

  @Test
  void readsArraysAndNdjsonInChunksOfEverySize() {
    List<Event> events = events(5);
    for (int size : new int[] { 1, 2, 3, 7, 64, 1 << 20 }) {
      assertThat(decoder.decode(body(array(events), size), EVENT, JSON, null).collectList().block())
          .as("array in chunks of %d", size).isEqualTo(events);
      assertThat(decoder.decode(body(ndjson(events), size), EVENT, NDJSON, null).collectList().block())
          .as("ndjson in chunks of %d", size).isEqualTo(events);
    }
  }

  /** A UTF-8 byte order mark before the body, cut anywhere: skipped, as for a whole document. */
  @Test
  void readsArraysAndNdjsonAfterAByteOrderMark() {
    List<Event> events = events(3);
    for (int size : new int[] { 1, 2, 3, 4, 64 }) {
      assertThat(decoder.decode(body(withBom(array(events)), size), EVENT, JSON, null).collectList().block())
          .as("array in chunks of %d", size).isEqualTo(events);
      assertThat(decoder.decode(body(withBom(ndjson(events)), size), EVENT, NDJSON, null).collectList().block())
          .as("ndjson in chunks of %d", size).isEqualTo(events);
    }
    assertThat(decoder.decode(body(withBom(""), 1), EVENT, NDJSON, null).collectList().block()).isEmpty();
  }

  private static byte[] withBom(String text) {
    byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
    byte[] bytes = new byte[utf8.length + 3];
    bytes[0] = (byte) 0xEF;
    bytes[1] = (byte) 0xBB;
    bytes[2] = (byte) 0xBF;
    System.arraycopy(utf8, 0, bytes, 3, utf8.length);
    return bytes;
  }

  @Test
  void readsMessagesWhoseJsonIsAScalar() {
    List<Int64Value> expected = List.of(Int64Value.of(1), Int64Value.of(-22), Int64Value.of(333));
    ResolvableType type = ResolvableType.forClass(Int64Value.class);
    for (int size : new int[] { 1, 2, 5, 100 }) {
      assertThat(decoder.decode(body("[1,\"-22\" , 333]", size), type, JSON, null).collectList().block())
          .as("array in chunks of %d", size).isEqualTo(expected);
      // the last number ends only with the body
      assertThat(decoder.decode(body("1\n\"-22\"\n333", size), type, NDJSON, null).collectList().block())
          .as("ndjson in chunks of %d", size).isEqualTo(expected);
    }
  }

  @Test
  void emitsEachElementAsSoonAsItsLastByteArrives() {
    List<Event> events = events(3);
    List<String> parts = events.stream().map(marshaller::writeValueAsString).toList();
    StepVerifier.withVirtualTime(() -> decoder.decode(Flux.concat(Flux.just("[" + parts.get(0)),
        Flux.just("," + parts.get(1)).delayElements(Duration.ofHours(1))).map(this::buffer), EVENT, JSON, null))
        .expectNext(events.get(0))
        .expectNoEvent(Duration.ofMinutes(59))
        .thenAwait(Duration.ofMinutes(1))
        .expectNext(events.get(1))
        .thenCancel()
        .verify(Duration.ofSeconds(10));
  }

  private DataBuffer buffer(String text) {
    DataBuffer buffer = buffers.allocateBuffer(text.length() * 3);
    buffer.write(text, StandardCharsets.UTF_8);
    allocated.add(((org.springframework.core.io.buffer.NettyDataBuffer) buffer).getNativeBuffer().retain());
    return buffer;
  }

  @Test
  void anInvalidElementNamesItsIndexFieldAndPlaceInTheBody() {
    List<Event> events = events(5);
    List<Event> broken = new ArrayList<>(events);
    broken.set(3, events.get(3).toBuilder().clearLevel().setText("MARK").build());
    String body = array(broken).replace("\"text\":\"MARK\"", "\"text\":\"MARK\",\"level\":\"LOUD\"");
    int offset = body.indexOf("\"LOUD\"");
    long line = body.substring(0, offset).chars().filter(c -> c == '\n').count() + 1;
    long column = offset - body.lastIndexOf('\n', offset);
    for (int size : new int[] { 1, 13, 1 << 20 }) {
      StepVerifier.create(decoder.decode(body(body, size), EVENT, JSON, null))
          .expectNextSequence(events.subList(0, 3))
          .expectErrorSatisfies(error -> {
            assertThat(error).isInstanceOf(ProtoJsonDecodingException.class);
            ProtoJsonDecodingException invalid = (ProtoJsonDecodingException) error;
            assertThat(invalid.getParseError().getFieldPath()).isEqualTo("[3].level");
            assertThat(invalid.getParseError().getLine()).isEqualTo(line);
            assertThat(invalid.getParseError().getColumn()).isEqualTo(column);
            assertThat(invalid.getMessage()).startsWith("Invalid proto3 JSON for protojson.spring.test.events.Event:"
                + " Element [3]: ").contains("\"LOUD\"").endsWith("at line " + line + ", column " + column);
          })
          .verify(Duration.ofSeconds(10));
    }
  }

  @Test
  void brokenJsonInsideAnElementNamesTheFieldWhereItBreaks() {
    String body = "[{\"id\":\"1\"},\n {\"id\":\"2\", \"text\": tru}]";
    StepVerifier.create(decoder.decode(body(body, 4), EVENT, JSON, null))
        .expectNext(Event.newBuilder().setId(1).build())
        .expectErrorSatisfies(error -> {
          ProtoJsonDecodingException invalid = (ProtoJsonDecodingException) error;
          assertThat(invalid.getParseError().getFieldPath()).isEqualTo("[1].text");
          assertThat(invalid.getParseError().getLine()).isEqualTo(2);
          assertThat(invalid.getParseError().getColumn()).isEqualTo(body.indexOf("tru") - body.indexOf('\n'));
        })
        .verify(Duration.ofSeconds(10));
  }

  @Test
  void unknownFieldsAndWrongTypesAreErrorsNotEmptyMessages() {
    for (String element : new String[] { "{\"id\":\"abc\"}", "{\"colour\":\"red\"}", "null", "[]" }) {
      StepVerifier.create(decoder.decode(body("[{}, " + element + "]", 3), EVENT, JSON, null))
          .expectNext(Event.getDefaultInstance())
          .expectErrorSatisfies(error -> assertThat(((ProtoJsonDecodingException) error).getParseError().getFieldPath())
              .as(element).startsWith("[1]"))
          .verify(Duration.ofSeconds(10));
    }
  }

  @Test
  void bodiesThatAreNotAnArrayOrStreamOfValuesAreErrors() {
    String[][] cases = { { "[{}", JSON.toString() }, { "[{}] {}", JSON.toString() }, { "[{} {}]", JSON.toString() },
        { "{} {}", JSON.toString() }, { "{}\n{", NDJSON.toString() }, { "{},{}", NDJSON.toString() },
        { "x", JSON.toString() }, { "x", NDJSON.toString() }, { "[,{}]", JSON.toString() },
        { "[{},]", NDJSON.toString() }, { "[{\"level\":NaN}]", JSON.toString() }, { "[{}", NDJSON.toString() } };
    for (String[] body : cases) {
      // in one chunk, and in chunks that end where the error is found
      for (int size : new int[] { 1, 2, 1 << 10 }) {
        StepVerifier.create(decoder.decode(body(body[0], size), EVENT, MimeType.valueOf(body[1]), null))
            .thenConsumeWhile(event -> true)
            .expectErrorSatisfies(error -> assertThat(error).as(body[0]).isInstanceOf(ProtoJsonDecodingException.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("REDACTED", "Source:", "Feature")))
            .verify(Duration.ofSeconds(10));
      }
    }
  }

  @Test
  void theLimitHoldsForEachElementNotForTheBody() {
    decoder.setMaxInMemorySize(400);
    List<Event> events = events(50);
    assertThat(ndjson(events).length()).isGreaterThan(4000);
    assertThat(decoder.decode(body(ndjson(events), 100), EVENT, NDJSON, null).collectList().block())
        .isEqualTo(events);
    Event big = Events.event(7).toBuilder().setText("x".repeat(500)).build();
    for (int size : new int[] { 50, 1 << 20 }) {
      StepVerifier.create(decoder.decode(body(array(List.of(events.get(0), big)), size), EVENT, JSON, null))
          .expectNext(events.get(0))
          .expectErrorSatisfies(error -> assertThat(error).isInstanceOf(DataBufferLimitException.class)
              .hasMessageContaining("400").hasMessageContaining("[1]"))
          .verify(Duration.ofSeconds(10));
    }
  }

  /** On a server protojson.max-request-size may be the lower limit: the error names it. */
  @Test
  void aLowerRequestSizeLimitIsNamedWhenItIsExceeded() {
    decoder.limitRequests(400, "protojson.max-request-size");
    assertThat(decoder.getMaxInMemorySize()).isEqualTo(400);
    Event big = Events.event(7).toBuilder().setText("x".repeat(500)).build();
    StepVerifier.create(decoder.decode(body(array(List.of(Events.event(1), big)), 50), EVENT, JSON, null))
        .expectNext(Events.event(1))
        .expectErrorSatisfies(error -> assertThat(error).isInstanceOf(DataBufferLimitException.class)
            .hasMessageContaining("400").hasMessageContaining("[1]")
            .hasMessageEndingWith(", set by protojson.max-request-size"))
        .verify(Duration.ofSeconds(10));
    assertThatThrownBy(() -> decoder.decodeToMono(body(marshaller.writeValueAsString(big), 50), EVENT, JSON, null)
        .block()).isInstanceOf(DataBufferLimitException.class)
        .hasMessageEndingWith(", set by protojson.max-request-size");
    // A higher one leaves the in-memory limit as it is, and its errors as they were.
    ProtoJsonDecoder other = new ProtoJsonDecoder(marshaller);
    other.setMaxInMemorySize(300);
    other.limitRequests(1 << 20, "protojson.max-request-size");
    assertThat(other.getMaxInMemorySize()).isEqualTo(300);
    assertThatThrownBy(() -> other.decodeToMono(body(marshaller.writeValueAsString(big), 50), EVENT, JSON, null)
        .block()).isInstanceOf(DataBufferLimitException.class).hasMessageNotContaining("protojson");
  }

  @Test
  void cancellingMidStreamReleasesEveryBuffer() {
    List<Event> events = events(40);
    int chunks = array(events).length() / 16;
    // One element asked for: the decoder has prefetched chunks beyond it when it is cancelled.
    StepVerifier.create(decoder.decode(body(array(events), 16), EVENT, JSON, null), 1)
        .expectNext(events.get(0))
        .thenAwait(Duration.ofMillis(10))
        .thenCancel()
        .verify(Duration.ofSeconds(10));
    assertThat(allocated.size()).isGreaterThan(20).isLessThan(chunks);
  }

  @Test
  void monoReadsOneDocumentWithinTheLimit() {
    Event event = Events.event(4);
    String json = marshaller.writeValueAsString(event);
    assertThat(decoder.decodeToMono(body(json, 5), EVENT, JSON, null).block()).isEqualTo(event);
    assertThatThrownBy(() -> decoder.decodeToMono(body(json + " {}", 5), EVENT, JSON, null).block())
        .isInstanceOf(ProtoJsonDecodingException.class);
    decoder.setMaxInMemorySize(json.length() - 1);
    assertThatThrownBy(() -> decoder.decodeToMono(body(json, 5), EVENT, JSON, null).block())
        .isInstanceOf(DataBufferLimitException.class);
  }

  @Test
  void otherCharsetsAreReadToo() {
    List<Event> events = events(3);
    Charset utf16 = StandardCharsets.UTF_16BE;
    MimeType type = new MimeType("application", "json", utf16);
    assertThat(decoder.decode(body(array(events).getBytes(utf16), 7), EVENT, type, null).collectList().block())
        .isEqualTo(events);
  }

  /** Bytes not valid in the charset fail where they are, in a chunk of any size; what came before is read. */
  @Test
  void bytesNotValidInTheCharsetAreAnErrorNotReplaced() {
    MimeType ascii = new MimeType("application", "x-ndjson", StandardCharsets.US_ASCII);
    byte[] stream = "{\"id\":\"1\"}\n{\"text\":\"caf\u00e9\"}\n".getBytes(StandardCharsets.UTF_8);
    for (int size : new int[] { 1, 2, 5, 64 }) {
      List<Message> read = new CopyOnWriteArrayList<>();
      StepVerifier.create(decoder.decode(body(stream, size), EVENT, ascii, null))
          .recordWith(() -> read).thenConsumeWhile(message -> true)
          .expectErrorSatisfies(error -> {
            assertThat(error).isInstanceOf(ProtoJsonDecodingException.class)
                .hasMessageContaining("Bytes that are not valid US-ASCII at line 2, column 13");
            assertThat(((ProtoJsonDecodingException) error).getParseError().getLine()).isEqualTo(2);
          })
          .verify(Duration.ofSeconds(10));
      assertThat(read).as("chunks of %d", size).containsExactly(Event.newBuilder().setId(1).build());
    }
    byte[] lone = concat("{\"text\":\"a".getBytes(StandardCharsets.UTF_16LE), new byte[] { 0x00, (byte) 0xDC },
        "b\"}".getBytes(StandardCharsets.UTF_16LE));
    assertThatThrownBy(() -> decoder.decodeToMono(body(lone, 3), EVENT, JSON, null).block())
        .isInstanceOf(ProtoJsonDecodingException.class).hasMessageContaining("not valid UTF-16LE");
    MimeType utf16 = new MimeType("application", "json", StandardCharsets.UTF_16LE);
    assertThatThrownBy(() -> decoder.decode(body(concat("[".getBytes(StandardCharsets.UTF_16LE), lone), 3), EVENT,
        utf16, null).collectList().block()).isInstanceOf(ProtoJsonDecodingException.class)
        .hasMessageContaining("not valid UTF-16LE");
    // cut short: half a UTF-16 code unit at the end
    byte[] cut = Arrays.copyOf("{}".getBytes(StandardCharsets.UTF_16LE), 3);
    assertThatThrownBy(() -> decoder.decodeToMono(body(cut, 1), EVENT, utf16, null).block())
        .isInstanceOf(ProtoJsonDecodingException.class).hasMessageContaining("not valid UTF-16LE");
    Event event = Events.event(4);
    byte[] valid = marshaller.writeValueAsString(event).getBytes(StandardCharsets.UTF_16LE);
    assertThat(decoder.decodeToMono(body(valid, 1), EVENT, JSON, null).block()).isEqualTo(event);
    assertThat(decoder.decodeToMono(body(valid, 1), EVENT, utf16, null).block()).isEqualTo(event);
  }

  private static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] part : parts) {
      out.writeBytes(part);
    }
    return out.toByteArray();
  }

  /** Hinted by the handler parameter's @ProtoType; without the hint, a server error, never an empty message. */
  @Test
  void readsDynamicMessagesAsTheTypeTheHintNames() {
    ProtoJsonDecoder dynamic = new ProtoJsonDecoder(MessageMarshaller.builder()
        .register(DynamicMessage.getDefaultInstance(Event.getDescriptor())).build());
    ResolvableType type = ResolvableType.forClass(DynamicMessage.class);
    Map<String, Object> hints = Map.of(ProtoJsonDecoder.MESSAGE_TYPE_HINT, Event.getDescriptor().getFullName());
    List<Event> events = events(3);
    assertThat(dynamic.canDecode(type, JSON)).isTrue();
    assertThat(dynamic.canDecode(type, MediaType.APPLICATION_PROTOBUF)).isFalse();

    for (int size : new int[] { 1, 7, 1 << 20 }) {
      List<Message> read = dynamic.decode(body(ndjson(events), size), type, NDJSON, hints).collectList().block();
      assertThat(read).as("ndjson in chunks of %d", size).allSatisfy(message ->
          assertThat(message).isInstanceOf(DynamicMessage.class));
      assertThat(read.stream().map(message -> parsedAsEvent(message)).toList()).isEqualTo(events);
      assertThat(parsedAsEvent(dynamic.decodeToMono(body(marshaller.writeValueAsString(events.get(1)), size), type,
          JSON, hints).block())).isEqualTo(events.get(1));
    }
    StepVerifier.create(dynamic.decodeToMono(body("{}", 1), type, JSON, Map.of()))
        .expectErrorSatisfies(error -> assertThat(error).isInstanceOf(CodecException.class)
            .isNotInstanceOf(DecodingException.class).hasMessageContaining("none is named"))
        .verify(Duration.ofSeconds(10));
    StepVerifier.create(dynamic.decode(body("{}", 1), type, NDJSON,
            Map.of(ProtoJsonDecoder.MESSAGE_TYPE_HINT, "no.such.Event")))
        .expectErrorSatisfies(error -> assertThat(error).isInstanceOf(CodecException.class)
            .hasMessageContaining("no.such.Event, the type its @ProtoType names: no descriptor of that name"))
        .verify(Duration.ofSeconds(10));
  }

  private static Event parsedAsEvent(Message message) {
    try {
      return Event.parseFrom(message.toByteString());
    }
    catch (com.google.protobuf.InvalidProtocolBufferException ex) {
      throw new AssertionError(ex);
    }
  }

  @Test
  void claimsOnlyMessageClassesInJsonTypes() {
    assertThat(decoder.canDecode(EVENT, null)).isTrue();
    assertThat(decoder.canDecode(EVENT, MediaType.parseMediaType("application/jsonl"))).isTrue();
    assertThat(decoder.canDecode(EVENT, MediaType.parseMediaType("application/problem+json"))).isTrue();
    assertThat(decoder.canDecode(EVENT, MediaType.APPLICATION_PROTOBUF)).isFalse();
    assertThat(decoder.canDecode(EVENT, MediaType.TEXT_EVENT_STREAM)).isFalse();
    assertThat(decoder.canDecode(ResolvableType.forClass(Message.class), JSON)).isFalse();
    assertThat(decoder.canDecode(ResolvableType.forClass(String.class), JSON)).isFalse();
    assertThat(decoder.canDecode(ResolvableType.forClass(Object.class), JSON)).isFalse();
    // the test's own buffers, so that the release check has something to check
    DataBufferUtils.release(buffer("{}"));
  }

  @Test
  void anEmptyBodyIsAnEmptyStream() {
    List<Message> none = new ArrayList<>(decoder.decode(body("", 1), EVENT, JSON, null).collectList().block());
    assertThat(none).isEmpty();
    assertThat(decoder.decode(body("  \n", 1), EVENT, NDJSON, null).collectList().block()).isEmpty();
  }
}
