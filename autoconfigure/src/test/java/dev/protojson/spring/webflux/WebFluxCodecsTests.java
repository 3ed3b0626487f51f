package dev.protojson.spring.webflux;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Message;
import dev.protojson.spring.test.events.Event;
import dev.protojson.spring.test.events.EventSummary;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.http.codec.ServerSentEvent;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;

/**
 * Every media type in both directions against a real Netty server, with JsonFormat as the oracle: what the server
 * writes reads as the same JSON tree as JsonFormat's output, and what JsonFormat writes the server reads as the same
 * message.
 */
@SpringBootTest(classes = EventsApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { EventsApplication.REACTIVE, EventsApplication.PACKAGES })
class WebFluxCodecsTests extends ReactiveServerTests {

  private static final Duration TIMEOUT = Duration.ofSeconds(30);

  private static final MediaType JSONL = MediaType.parseMediaType("application/jsonl");

  private static List<Event> events(int count) {
    return LongStream.range(0, count).mapToObj(Events::event).toList();
  }

  private ResponseEntity<String> get(String path, String accept) {
    return raw.get().uri(path).headers(headers -> {
      if (accept != null) {
        headers.set("Accept", accept);
      }
    }).retrieve().toEntity(String.class).block(TIMEOUT);
  }

  private ResponseEntity<String> post(String path, MediaType contentType, String body, String accept) {
    return raw.post().uri(path).contentType(contentType).header("Accept", accept).bodyValue(body).retrieve()
        .toEntity(String.class).block(TIMEOUT);
  }

  @Test
  void monoIsOneJsonDocument() {
    ResponseEntity<String> response = get("/events/5", "application/json");
    assertThat(response.getHeaders().getContentType().isCompatibleWith(MediaType.APPLICATION_JSON)).isTrue();
    assertThat(tree(response.getBody())).isEqualTo(oracleTree(Events.event(5)));
  }

  @Test
  void clientsThatAcceptAnythingGetJsonNotBinary() {
    for (String accept : new String[] { null, "*/*" }) {
      ResponseEntity<String> response = get("/events/5", accept);
      assertThat(response.getHeaders().getContentType().isCompatibleWith(MediaType.APPLICATION_JSON))
          .as("Accept: %s", accept).isTrue();
      assertThat(tree(response.getBody())).isEqualTo(oracleTree(Events.event(5)));
    }
  }

  /**
   * A handler that declares only {@code Message}: Spring's binary protobuf encoder would claim it for a client that
   * accepts anything, and fail; the protojson encoder writes each value by its class.
   */
  @Test
  void valuesDeclaredAsAnyMessageAreJsonToo() {
    for (String accept : new String[] { null, "*/*", "application/json" }) {
      ResponseEntity<String> mono = get("/messages/5", accept);
      assertThat(mono.getStatusCode().value()).as("Accept: %s", accept).isEqualTo(200);
      assertThat(tree(mono.getBody())).isEqualTo(oracleTree(Events.event(5)));
      ResponseEntity<String> flux = get("/messages?count=2", accept);
      assertThat(tree(flux.getBody())).isEqualTo(tree("[" + oracle(Events.event(0)) + "," + oracle(Events.event(1))
          + "]"));
    }
    assertThat(client.post().uri("/events").body(Mono.just(Events.event(6)), Message.class).retrieve()
        .bodyToMono(Event.class).block(TIMEOUT)).isEqualTo(Events.event(6));
  }

  @Test
  void fluxAsJsonIsAnArray() {
    ResponseEntity<String> response = get("/events?count=4", "application/json");
    ArrayNode expected = MAPPER.createArrayNode();
    events(4).forEach(event -> expected.add(oracleTree(event)));
    assertThat(tree(response.getBody())).isEqualTo(expected);
    assertThat(tree(get("/events?count=0", "application/json").getBody())).isEqualTo(MAPPER.createArrayNode());
  }

  /** Bodies that begin with a UTF-8 byte order mark read as without it, a stream's elements as a single message. */
  @Test
  void aByteOrderMarkBeforeTheBodyIsSkipped() {
    byte[] bom = { (byte) 0xEF, (byte) 0xBB, (byte) 0xBF };
    String[][] bodies = { { "application/json", "[{\"source\":\"a\"},{\"source\":\"b\"}]" },
        { "application/x-ndjson", "{\"source\":\"a\"}\n{\"source\":\"b\"}\n" } };
    for (String[] body : bodies) {
      byte[] json = body[1].getBytes(StandardCharsets.UTF_8);
      byte[] sent = Arrays.copyOf(bom, bom.length + json.length);
      System.arraycopy(json, 0, sent, bom.length, json.length);
      ResponseEntity<String> response = raw.post().uri("/events/stream").header("Content-Type", body[0])
          .header("Accept", "application/x-ndjson").bodyValue(sent)
          .exchangeToMono(r -> r.toEntity(String.class)).block(TIMEOUT);

      assertThat(response.getStatusCode().value()).as(response.getBody()).isEqualTo(200);
      assertThat(lines(response.getBody())).as(body[0])
          .containsExactly("{\"source\":\"a\"}", "{\"source\":\"b\"}");
    }
    byte[] one = "{\"source\":\"a\"}".getBytes(StandardCharsets.UTF_8);
    byte[] sent = Arrays.copyOf(bom, bom.length + one.length);
    System.arraycopy(one, 0, sent, bom.length, one.length);
    ResponseEntity<String> single = raw.post().uri("/events").header("Content-Type", "application/json")
        .bodyValue(sent).exchangeToMono(r -> r.toEntity(String.class)).block(TIMEOUT);
    assertThat(single.getStatusCode().value()).isEqualTo(200);
    assertThat(tree(single.getBody())).isEqualTo(tree("{\"source\":\"a\"}"));

    // the mark's bytes count in the columns of line 1, whether the body is one message or a stream of them
    byte[] bad = "{\"source\":1}".getBytes(StandardCharsets.UTF_8);
    byte[] badSent = Arrays.copyOf(bom, bom.length + bad.length);
    System.arraycopy(bad, 0, badSent, bom.length, bad.length);
    for (String[] way : new String[][] { { "/events", "application/json" },
        { "/events/stream", "application/x-ndjson" } }) {
      ResponseEntity<String> refused = raw.post().uri(way[0]).header("Content-Type", way[1])
          .header("Accept", "application/json").bodyValue(badSent).exchangeToMono(r -> r.toEntity(String.class))
          .block(TIMEOUT);
      assertThat(refused.getStatusCode().value()).as(way[1]).isEqualTo(400);
      assertThat(tree(refused.getBody()).path("column").asInt()).as(way[1]).isEqualTo(14);
    }
  }

  @Test
  void fluxAsNdjsonAndJsonlIsOneCompactDocumentPerLine() {
    for (String type : new String[] { "application/x-ndjson", "application/jsonl" }) {
      ResponseEntity<String> response = get("/events?count=4", type);
      assertThat(response.getHeaders().getContentType().toString()).startsWith(type);
      assertThat(response.getBody()).endsWith("\n");
      List<String> lines = lines(response.getBody());
      assertThat(lines).hasSize(4);
      for (int i = 0; i < 4; i++) {
        assertThat(tree(lines.get(i))).as("%s line %d", type, i).isEqualTo(oracleTree(Events.event(i)));
      }
    }
  }

  @Test
  void fluxAsServerSentEventsHasProto3JsonData() {
    ResponseEntity<String> response = get("/events?count=3", "text/event-stream");
    assertThat(response.getHeaders().getContentType().isCompatibleWith(MediaType.TEXT_EVENT_STREAM)).isTrue();
    List<String> data = lines(response.getBody()).stream().filter(line -> line.startsWith("data:"))
        .map(line -> line.substring("data:".length())).toList();
    assertThat(data).hasSize(3);
    for (int i = 0; i < 3; i++) {
      assertThat(tree(data.get(i))).isEqualTo(oracleTree(Events.event(i)));
    }
  }

  /** Data and framing in one encoding: UTF-8, whatever charset the client asked for. */
  @Test
  void serverSentEventsAreUtf8WhateverCharsetIsAsked() {
    String utf8 = get("/events?count=2", "text/event-stream").getBody();
    for (String charset : new String[] { "UTF-16", "ISO-8859-1", "UTF-8" }) {
      ResponseEntity<byte[]> response = raw.get().uri("/events?count=2")
          .header("Accept", "text/event-stream;charset=" + charset).retrieve().toEntity(byte[].class).block(TIMEOUT);
      assertThat(response.getHeaders().getContentType())
          .isEqualTo(MediaType.parseMediaType("text/event-stream;charset=UTF-8"));
      assertThat(new String(response.getBody(), StandardCharsets.UTF_8)).as(charset).isEqualTo(utf8);
    }
  }

  @Test
  void serverSentEventsOfMessagesKeepTheirIdsAndNames() {
    String body = get("/events/sse?count=2", "text/event-stream").getBody();
    String[] events = body.split("\n\n");
    assertThat(events).hasSize(2);
    for (int i = 0; i < 2; i++) {
      List<String> fields = lines(events[i]);
      assertThat(fields).contains("id:e" + i, "event:reading");
      String data = fields.stream().filter(line -> line.startsWith("data:")).findFirst().orElseThrow();
      assertThat(tree(data.substring(5))).isEqualTo(oracleTree(Events.event(i)));
    }
  }

  @Test
  void readsWhatJsonFormatWrites() {
    Event event = Events.event(9);
    ResponseEntity<String> echoed = post("/events", MediaType.APPLICATION_JSON, oracle(event), "application/json");
    assertThat(tree(echoed.getBody())).isEqualTo(oracleTree(event));
    assertThat(oracleParse(echoed.getBody(), Event.getDefaultInstance())).isEqualTo(event);
  }

  @Test
  void readsAJsonArrayAndNdjsonAsAFlux() {
    List<Event> events = events(5);
    String array = "[" + String.join(",", events.stream().map(ReactiveServerTests::oracle).toList()) + "]";
    String ndjson = String.join("\n", events.stream().map(e -> tree(oracle(e)).toString()).toList()) + "\n";
    String[][] bodies = { { "application/json", array }, { "application/x-ndjson", ndjson },
        { "application/jsonl", ndjson } };
    for (String[] body : bodies) {
      ResponseEntity<String> response = post("/events/stream", MediaType.parseMediaType(body[0]), body[1],
          "application/x-ndjson");
      List<String> lines = lines(response.getBody());
      assertThat(lines).as(body[0]).hasSize(5);
      for (int i = 0; i < 5; i++) {
        assertThat(oracleParse(lines.get(i), Event.getDefaultInstance())).isEqualTo(events.get(i));
      }
    }
  }

  @Test
  void webClientSendsAndReadsMessages() {
    Event event = Events.event(3);
    Event echoed = client.post().uri("/events").bodyValue(event).retrieve().bodyToMono(Event.class).block(TIMEOUT);
    assertThat(echoed).isEqualTo(event);
  }

  @Test
  void webClientStreamsFluxesInEveryJsonMediaType() {
    List<Event> events = events(6);
    for (MediaType type : new MediaType[] { MediaType.APPLICATION_JSON, MediaType.APPLICATION_NDJSON, JSONL }) {
      List<Event> echoed = client.post().uri("/events/stream").contentType(type).accept(type)
          .body(Flux.fromIterable(events), Event.class).retrieve().bodyToFlux(Event.class).collectList()
          .block(TIMEOUT);
      assertThat(echoed).as(type.toString()).isEqualTo(events);
    }
  }

  @Test
  void webClientReadsServerSentEventsOfMessages() {
    List<Event> data = client.get().uri("/events?count=3").accept(MediaType.TEXT_EVENT_STREAM).retrieve()
        .bodyToFlux(Event.class).collectList().block(TIMEOUT);
    assertThat(data).isEqualTo(events(3));
    List<ServerSentEvent<Event>> events = client.get().uri("/events/sse?count=2").accept(MediaType.TEXT_EVENT_STREAM)
        .retrieve().bodyToFlux(new ParameterizedTypeReference<ServerSentEvent<Event>>() {}).collectList()
        .block(TIMEOUT);
    assertThat(events).extracting(ServerSentEvent::id).containsExactly("e0", "e1");
    assertThat(events).extracting(ServerSentEvent::data).containsExactly(Events.event(0), Events.event(1));
  }

  /** A keep-alive event without data holds no message: it is left out of a Flux of them, not the stream's end. */
  @Test
  void webClientReadsServerSentEventsBetweenKeepAlives() {
    List<Event> data = client.get().uri("/events/sse/with-pings").accept(MediaType.TEXT_EVENT_STREAM).retrieve()
        .bodyToFlux(Event.class).collectList().block(TIMEOUT);
    assertThat(data).isEqualTo(events(2));
    List<ServerSentEvent<Event>> events = client.get().uri("/events/sse/with-pings")
        .accept(MediaType.TEXT_EVENT_STREAM).retrieve()
        .bodyToFlux(new ParameterizedTypeReference<ServerSentEvent<Event>>() {}).collectList().block(TIMEOUT);
    assertThat(events).extracting(ServerSentEvent::event).containsExactly("reading", "ping", null, "reading");
    assertThat(events).extracting(ServerSentEvent::data).containsExactly(Events.event(0), null, null,
        Events.event(1));
  }

  @Test
  void twentyThousandElementsBothWays() {
    int count = 20_000;
    String array = get("/events?count=" + count, "application/json").getBody();
    JsonNode tree = tree(array);
    assertThat(tree.size()).isEqualTo(count);
    for (int i : new int[] { 0, 1, 9_999, count - 1 }) {
      assertThat(tree.get(i)).isEqualTo(oracleTree(Events.event(i)));
    }
    EventSummary summary = client.post().uri("/events/summary").contentType(MediaType.APPLICATION_JSON)
        .body(Flux.range(0, count).map(i -> Events.event(i)), Event.class).retrieve()
        .bodyToMono(EventSummary.class).block(TIMEOUT);
    assertThat(summary.getCount()).isEqualTo(count);
    assertThat(summary.getLastId()).isEqualTo(count - 1);
    assertThat(summary.getErrors()).isEqualTo((int) IntStream.range(0, count).filter(i -> i % 3 == 2).count());
  }

  @Test
  void plainObjectsStayWithJackson() {
    String readings = get("/readings", "application/json").getBody();
    assertThat(tree(readings)).isEqualTo(tree("[{\"sensor\":\"a\",\"values\":[1,2]},{\"sensor\":\"b\",\"values\":[]}]"));
    String echoed = post("/readings", MediaType.APPLICATION_JSON, "{\"sensor\":\"c\",\"values\":[3]}",
        "application/json").getBody();
    assertThat(tree(echoed)).isEqualTo(tree("{\"sensor\":\"c\",\"values\":[3]}"));
  }
}
