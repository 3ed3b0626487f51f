package dev.protojson.spring.webflux;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.protojson.spring.test.events.Event;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.reactive.function.client.WebClientRequestException;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.util.retry.Retry;
import tools.jackson.databind.JsonNode;

/**
 * What clients get when a body is not valid proto3 JSON, when a value is too large, and when a message cannot be
 * written: a 400 problem-details body that names the field path and location (with the element index inside a
 * stream), a 413 like Spring's own JSON decoder, a 500 for values the server cannot write.
 */
@ExtendWith(OutputCaptureExtension.class)
@SpringBootTest(classes = EventsApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { EventsApplication.REACTIVE, EventsApplication.PACKAGES, "spring.http.codecs.max-in-memory-size=2KB" })
class WebFluxErrorTests extends ReactiveServerTests {

  private static final Duration TIMEOUT = Duration.ofSeconds(30);

  private ResponseEntity<String> post(String path, String contentType, String body) {
    // A server that answers 413 closes the connection; a pooled connection it closed may be reset once.
    return raw.post().uri(path).header("Content-Type", contentType).header("Accept", "application/json")
        .bodyValue(body).exchangeToMono(response -> response.toEntity(String.class))
        .retryWhen(Retry.max(1).filter(WebClientRequestException.class::isInstance)).block(TIMEOUT);
  }

  private static void assertProblem(ResponseEntity<String> response, String fieldPath, long line, long column) {
    assertThat(response.getStatusCode().value()).as(response.getBody()).isEqualTo(400);
    assertThat(response.getHeaders().getContentType().isCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON)).isTrue();
    JsonNode problem = tree(response.getBody());
    assertThat(problem.get("status").asInt()).isEqualTo(400);
    assertThat(problem.get("fieldPath").asString()).isEqualTo(fieldPath);
    assertThat(problem.get("line").asLong()).isEqualTo(line);
    assertThat(problem.get("column").asLong()).isEqualTo(column);
    assertThat(problem.get("detail").asString()).startsWith("Invalid proto3 JSON for protojson.spring.test.events.Event")
        .endsWith("at line " + line + ", column " + column);
  }

  @Test
  void aWrongValueInAMonoIsA400NamingFieldAndLocation() {
    ResponseEntity<String> response = post("/events", "application/json", "{\n  \"id\": \"abc\"\n}");
    assertProblem(response, "id", 2, 9);
    assertThat(tree(response.getBody()).get("detail").asString()).contains("\"abc\"");
    assertThat(tree(response.getBody()).get("instance").asString()).isEqualTo("/events");
  }

  @Test
  void anUnknownFieldIsA400NotAnEmptyMessage() {
    assertProblem(post("/events", "application/json", "{\"id\":\"1\",\"colour\":\"red\"}"), "colour", 1, 11);
  }

  @Test
  void aWrongValueInTheMiddleOfAStreamNamesTheElement() {
    String array = "[{\"id\":\"0\"},{\"id\":\"1\"},{\"id\":\"2\"},\n {\"id\":\"3\",\"level\":\"LOUD\"},{\"id\":\"4\"}]";
    assertProblem(post("/events/summary", "application/json", array), "[3].level", 2, 20);
    String ndjson = "{\"id\":\"0\"}\n{\"id\":\"1\"}\n{\"id\":\"2\"}\n{\"id\":\"3\",\"level\":\"LOUD\"}\n{\"id\":\"4\"}\n";
    assertProblem(post("/events/summary", "application/x-ndjson", ndjson), "[3].level", 4, 19);
  }

  /**
   * An element that fails after the echoed stream's first one has gone out: the 200 is committed, so no 400 can
   * follow, and the log must name the problem itself, not a failure to answer it on the committed response.
   */
  @Test
  void aStreamThatFailsAfterTheResponseBeganLogsTheProblem(CapturedOutput output) throws InterruptedException {
    String[][] cases = {{"/events/stream", "[{\"id\":\"1\"},{\"id\":\"x1\"}]", "Invalid value \"x1\""},
        {"/events/held/stream", "[{\"event\":{\"id\":\"1\"}},{\"event\":{\"id\":\"x2\"}}]", "Invalid value \"x2\""}};
    for (String[] streamed : cases) {
      // the server closes the connection mid-body: the client sees a 200 cut short, or the connection closed
      raw.post().uri(streamed[0]).header("Content-Type", "application/json").bodyValue(streamed[1])
          .exchangeToMono(response -> response.toEntity(String.class)).onErrorResume(e -> Mono.empty())
          .block(TIMEOUT);
      // logged once the server has finished with the exchange, which may be after the client has its response
      for (int wait = 0; wait < 100 && !(output.getOut() + output.getErr()).contains(streamed[2]); wait++) {
        Thread.sleep(100);
      }
      assertThat(output.getOut() + output.getErr()).as(streamed[0]).contains("already committed")
          .contains(streamed[2]);
    }
    assertThat(output.getOut() + output.getErr()).doesNotContain("UnsupportedOperationException");
  }

  /** A protobuf enum parameter is a value name or number, as in proto3 JSON; others are a 400. */
  @Test
  void anEnumParameterIsAValueNameOrNumber() {
    ResponseEntity<String> ok = raw.get().uri("/levels/2?also=ERROR").exchangeToMono(r -> r.toEntity(String.class))
        .block(TIMEOUT);
    assertThat(ok.getBody()).isEqualTo("WARN ERROR");
    for (String also : new String[] {"7", "warn", "-0"}) {
      ResponseEntity<String> refused = raw.get().uri("/levels/1?also=" + also)
          .exchangeToMono(r -> r.toEntity(String.class)).block(TIMEOUT);
      assertThat(refused.getStatusCode().value()).as(also).isEqualTo(400);
    }
  }

  @Test
  void aCommentBetweenTheElementsOfAStreamIsA400() {
    for (String[] body : new String[][] { { "application/json", "[{\"id\":\"0\"}, /* next */ {\"id\":\"1\"}]" },
        { "application/x-ndjson", "{\"id\":\"0\"}\n// next\n{\"id\":\"1\"}\n" } }) {
      ResponseEntity<String> response = post("/events/summary", body[0], body[1]);
      assertThat(response.getStatusCode().value()).as(body[0]).isEqualTo(400);
      assertThat(tree(response.getBody()).get("detail").asString()).as(body[0])
          .startsWith("Invalid proto3 JSON for protojson.spring.test.events.Event").contains("comment");
    }
  }

  @Test
  void bytesNotValidInTheCharsetAreA400NotReplaced() {
    byte[] utf8 = "{\"id\":\"1\"}\n{\"text\":\"caf\u00e9\"}\n".getBytes(StandardCharsets.UTF_8);
    for (String path : new String[] { "/events", "/events/summary" }) {
      String type = path.equals("/events") ? "application/json" : "application/x-ndjson";
      ResponseEntity<String> response = raw.post().uri(path).header("Content-Type", type + ";charset=US-ASCII")
          .header("Accept", "application/json").bodyValue(path.equals("/events") ? Arrays.copyOfRange(utf8, 11,
              utf8.length) : utf8).exchangeToMono(r -> r.toEntity(String.class)).block(TIMEOUT);
      assertThat(response.getStatusCode().value()).as(path).isEqualTo(400);
      assertThat(tree(response.getBody()).get("detail").asString()).as(path)
          .startsWith("Invalid proto3 JSON for protojson.spring.test.events.Event")
          .contains("Bytes that are not valid US-ASCII");
    }
    byte[] lone = { '{', 0, '"', 0, 't', 0, 'e', 0, 'x', 0, 't', 0, '"', 0, ':', 0, '"', 0, 'a', 0, 0x00, (byte) 0xDC,
        'b', 0, '"', 0, '}', 0 };
    ResponseEntity<String> response = raw.post().uri("/events").header("Content-Type", "application/json")
        .bodyValue(lone).exchangeToMono(r -> r.toEntity(String.class)).block(TIMEOUT);
    assertThat(response.getStatusCode().value()).isEqualTo(400);
    assertThat(tree(response.getBody()).get("detail").asString()).contains("Bytes that are not valid UTF-16LE");
  }

  @Test
  void aMessageFromRequestParametersIsRefusedNotEmpty(CapturedOutput output) {
    ResponseEntity<String> response = raw.get().uri("/events/query?id=3&source=s").header("Accept",
        "application/json").exchangeToMono(r -> r.toEntity(String.class)).block(TIMEOUT);
    assertThat(response.getStatusCode().value()).isEqualTo(500);
    assertThat(output).contains("Cannot bind protobuf message " + Event.class.getName());
    // An optional body that is absent is no message, not a refusal.
    assertThat(raw.post().uri("/events/optional").header("Content-Type", "application/json")
        .exchangeToMono(r -> r.toEntity(String.class)).block(TIMEOUT).getBody()).isEqualTo("none");
    assertThat(raw.post().uri("/events/optional").header("Content-Type", "application/json").bodyValue("{\"id\":\"4\"}")
        .exchangeToMono(r -> r.toEntity(String.class)).block(TIMEOUT).getBody()).isEqualTo("4");
  }

  @Test
  void brokenJsonInTheMiddleOfAStreamIsA400() {
    String array = "[{\"id\":\"0\"},{\"id\":\"1\",]";
    ResponseEntity<String> response = post("/events/summary", "application/json", array);
    assertThat(response.getStatusCode().value()).isEqualTo(400);
    assertThat(tree(response.getBody()).get("fieldPath").asString()).startsWith("[1]");
  }

  @Test
  void theInMemoryLimitHoldsPerElementAndIsA413LikeSpringsJsonDecoder() {
    String small = "{\"id\":\"1\",\"text\":\"" + "x".repeat(100) + "\"}\n";
    ResponseEntity<String> many = post("/events/summary", "application/x-ndjson", small.repeat(100));
    assertThat(many.getStatusCode().value()).isEqualTo(200);
    assertThat(tree(many.getBody()).get("count").asInt()).isEqualTo(100);

    String big = "{\"id\":\"2\",\"text\":\"" + "x".repeat(3000) + "\"}\n";
    assertThat(post("/events/summary", "application/x-ndjson", small + big).getStatusCode().value()).isEqualTo(413);
    assertThat(post("/events", "application/json", big).getStatusCode().value()).isEqualTo(413);
    String bigReading = "{\"sensor\":\"" + "x".repeat(3000) + "\",\"values\":[]}";
    assertThat(post("/readings", "application/json", bigReading).getStatusCode().value()).isEqualTo(413);
  }

  @Test
  void webClientFailsWithADecodingExceptionCarryingThePath() {
    assertThatThrownBy(() -> client.get().uri("/raw/events").accept(MediaType.APPLICATION_NDJSON).retrieve()
        .bodyToFlux(Event.class).collectList().block(TIMEOUT))
        .rootCause().isInstanceOf(dev.protojson.ProtoJsonParseException.class);
    List<Event> before = client.get().uri("/raw/events").accept(MediaType.APPLICATION_NDJSON).retrieve()
        .bodyToFlux(Event.class).onErrorComplete().collectList().block(TIMEOUT);
    assertThat(before).extracting(Event::getId).containsExactly(1L, 2L);
    Throwable error = client.get().uri("/raw/events").accept(MediaType.APPLICATION_NDJSON).retrieve()
        .bodyToFlux(Event.class).then(Mono.<Throwable>empty()).onErrorResume(Mono::just).block(TIMEOUT);
    ProtoJsonDecodingException decoding = findCause(error, ProtoJsonDecodingException.class);
    assertThat(decoding.getParseError().getFieldPath()).isEqualTo("[2].level");
    assertThat(decoding.getParseError().getLine()).isEqualTo(3);
  }

  private static <T extends Throwable> T findCause(Throwable error, Class<T> type) {
    for (Throwable t = error; t != null; t = t.getCause()) {
      if (type.isInstance(t)) {
        return type.cast(t);
      }
    }
    throw new AssertionError("No " + type.getSimpleName() + " in " + error);
  }

  @Test
  void aValueThatCannotBeWrittenIsA500NamingThePath(CapturedOutput output) {
    ResponseEntity<String> response = raw.get().uri("/events/unwritable").header("Accept", "application/json")
        .exchangeToMono(r -> r.toEntity(String.class)).block(TIMEOUT);
    assertThat(response.getStatusCode().value()).isEqualTo(500);
    assertThat(output).contains("Cannot write protojson.spring.test.events.Event: Cannot write field at as JSON");
  }

  /** As server-sent events too: the events' writer commits the response before it writes the first event. */
  @Test
  void aFirstEventThatCannotBeWrittenIsA500(CapturedOutput output) {
    for (String path : new String[] { "/events/unwritable", "/events/unwritable-stream?first=true" }) {
      ResponseEntity<String> response = raw.get().uri(path).header("Accept", "text/event-stream")
          .exchangeToMono(r -> r.toEntity(String.class)).block(TIMEOUT);
      assertThat(response.getStatusCode().value()).as(path).isEqualTo(500);
    }
    assertThat(output).contains("Cannot write protojson.spring.test.events.Event: Cannot write field at as JSON");
    // a later event that cannot be written ends the stream after the events before it
    List<String> data = raw.get().uri("/events/unwritable-stream").header("Accept", "text/event-stream")
        .retrieve().bodyToFlux(String.class).onErrorComplete().collectList().block(TIMEOUT);
    assertThat(data).hasSize(2);
  }

  @Test
  void aStreamStopsAtTheElementThatCannotBeWritten(CapturedOutput output) {
    List<String> lines = raw.get().uri("/events/unwritable-stream").header("Accept", "application/x-ndjson")
        .retrieve().bodyToFlux(String.class).onErrorComplete().collectList().block(TIMEOUT);
    assertThat(lines).hasSize(2);
    assertThat(output).contains("Cannot write element [2] of a stream of protojson.spring.test.events.Event");
  }

  @Test
  void messagesOfAStreamReadBeforeTheErrorAreNotLost() {
    List<Event> events = LongStream.range(0, 3).mapToObj(Events::event).toList();
    List<Event> echoed = client.post().uri("/events/stream").contentType(MediaType.APPLICATION_NDJSON)
        .accept(MediaType.APPLICATION_NDJSON).body(Flux.fromIterable(events), Event.class).retrieve()
        .bodyToFlux(Event.class).collectList().block(TIMEOUT);
    assertThat(echoed).isEqualTo(events);
  }
}
