package dev.protojson.spring.webflux;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.test.events.Event;
import dev.protojson.spring.test.events.EventSummary;
import dev.protojson.spring.test.outside.Note;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.reactive.function.client.WebClientRequestException;
import reactor.util.retry.Retry;

/** The protojson properties that change what WebFlux clients see. */
class WebFluxPropertiesTests {

  private static final Duration TIMEOUT = Duration.ofSeconds(30);

  static ResponseEntity<String> exchange(ReactiveServerTests test, String method, String path, String contentType,
      String body, String accept) {
    return test.raw.method(org.springframework.http.HttpMethod.valueOf(method)).uri(path).headers(headers -> {
      if (contentType != null) {
        headers.set("Content-Type", contentType);
      }
      headers.set("Accept", accept);
    }).bodyValue(body == null ? "" : body).exchangeToMono(response -> response.toEntity(String.class))
        // A server that answers 413 closes the connection; a pooled connection it closed may be reset once.
        .retryWhen(Retry.max(1).filter(WebClientRequestException.class::isInstance)).block(TIMEOUT);
  }

  @Nested
  @SpringBootTest(classes = EventsApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
      properties = { EventsApplication.REACTIVE, EventsApplication.PACKAGES, "protojson.pretty=true" })
  class PrettyPrinting extends ReactiveServerTests {

    @Test
    void documentsAndArraysAreIndentedButStreamsStayOneValuePerLine() {
      String mono = exchange(this, "GET", "/events/1", null, null, "application/json").getBody();
      assertThat(mono).contains("\n  \"id\": \"1\"");
      assertThat(tree(mono)).isEqualTo(oracleTree(Events.event(1)));
      String array = exchange(this, "GET", "/events?count=2", null, null, "application/json").getBody();
      // elements one level in, as Spring MVC writes a List
      assertThat(array).startsWith("[\n  {\n    \"source\": \"sensor-0\"");
      assertThat(tree(array).size()).isEqualTo(2);
      for (String type : new String[] { "application/x-ndjson", "application/jsonl" }) {
        List<String> lines = lines(exchange(this, "GET", "/events?count=3", null, null, type).getBody());
        assertThat(lines).hasSize(3);
        for (int i = 0; i < 3; i++) {
          assertThat(tree(lines.get(i))).isEqualTo(oracleTree(Events.event(i)));
        }
      }
      String sse = exchange(this, "GET", "/events/sse?count=2", null, null, "text/event-stream").getBody();
      List<String> data = lines(sse).stream().filter(line -> line.startsWith("data:")).toList();
      assertThat(data).hasSize(2);
      assertThat(tree(data.get(1).substring(5))).isEqualTo(oracleTree(Events.event(1)));
    }
  }

  @Nested
  @SpringBootTest(classes = EventsApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
      properties = { EventsApplication.REACTIVE, EventsApplication.PACKAGES, "protojson.recursion-limit=2" })
  class RecursionLimit extends ReactiveServerTests {

    // An event with labels nests two levels deep: as deep as the limit allows, one level deeper inside an array.
    private static final String EVENT = "{\"id\":\"1\",\"labels\":{\"a\":\"b\"}}";

    @Test
    void theArrayAroundTheElementsOfAFluxCountsAsOneLevelAsInSpringMvc() {
      assertThat(exchange(this, "POST", "/events", "application/json", EVENT, "application/json")
          .getStatusCode().value()).isEqualTo(200);
      assertThat(exchange(this, "POST", "/events/summary", "application/x-ndjson", EVENT + "\n", "application/json")
          .getStatusCode().value()).isEqualTo(200);

      ResponseEntity<String> array = exchange(this, "POST", "/events/summary", "application/json",
          "[" + EVENT + "]", "application/json");
      assertThat(array.getStatusCode().value()).as(array.getBody()).isEqualTo(400);
      assertThat(tree(array.getBody()).get("fieldPath").asString()).isEqualTo("[0]");
      assertThat(tree(array.getBody()).get("detail").asString())
          .contains("Nesting deeper than the recursion limit of 2 in element [0]");
    }

    @Test
    void nestingTooDeepIsRefusedBeforeTheElementIsComplete() {
      // Never closed: a parser that waited for the end of the element would report the end of the body instead
      String open = "{\"id\":\"1\",\"labels\":{\"a\":{\"b\":" + "[".repeat(1000);
      for (String[] body : new String[][] { { "application/json", "[" + open }, { "application/x-ndjson", open } }) {
        ResponseEntity<String> response = exchange(this, "POST", "/events/summary", body[0], body[1],
            "application/json");
        assertThat(response.getStatusCode().value()).as(body[0]).isEqualTo(400);
        assertThat(tree(response.getBody()).get("detail").asString()).as(body[0])
            .contains("Nesting deeper than the recursion limit of 2");
      }
    }
  }

  @Nested
  @SpringBootTest(classes = EventsApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
      properties = { EventsApplication.REACTIVE, EventsApplication.PACKAGES, "protojson.ignore-unknown-fields=true" })
  class IgnoringUnknownFields extends ReactiveServerTests {

    @Test
    void unknownFieldsAreSkippedInDocumentsAndStreams() {
      ResponseEntity<String> one = exchange(this, "POST", "/events", "application/json",
          "{\"id\":\"1\",\"colour\":{\"r\":[1,2]}}", "application/json");
      assertThat(one.getStatusCode().value()).isEqualTo(200);
      assertThat(tree(one.getBody())).isEqualTo(tree("{\"id\":\"1\"}"));
      ResponseEntity<String> many = exchange(this, "POST", "/events/summary", "application/x-ndjson",
          "{\"id\":\"1\",\"x\":1}\n{\"id\":\"2\",\"level\":\"LOUD\"}\n", "application/json");
      assertThat(tree(many.getBody())).isEqualTo(tree("{\"count\":2,\"lastId\":\"2\"}"));
    }

    @Test
    void wrongValuesAreStillErrors() {
      assertThat(exchange(this, "POST", "/events", "application/json", "{\"id\":\"abc\"}", "application/json")
          .getStatusCode().value()).isEqualTo(400);
    }
  }

  @Nested
  @SpringBootTest(classes = EventsApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
      properties = { EventsApplication.REACTIVE, EventsApplication.PACKAGES, "protojson.max-request-size=1KB" })
  class MaxRequestSize extends ReactiveServerTests {

    @Test
    void aMessageOverTheLimitIsA413AndAStreamOfSmallerOnesIsRead() {
      String big = "{\"id\":\"2\",\"text\":\"" + "x".repeat(1500) + "\"}";
      assertThat(exchange(this, "POST", "/events", "application/json", big, "application/json")
          .getStatusCode().value()).isEqualTo(413);
      assertThat(exchange(this, "POST", "/events/summary", "application/x-ndjson", big + "\n", "application/json")
          .getStatusCode().value()).isEqualTo(413);
      // The limit is per message, as Spring's in-memory limit is per element of a stream: 2 KB of small ones.
      String small = "{\"id\":\"1\",\"text\":\"" + "x".repeat(80) + "\"}\n";
      ResponseEntity<String> many = exchange(this, "POST", "/events/summary", "application/x-ndjson",
          small.repeat(20), "application/json");
      assertThat(many.getStatusCode().value()).isEqualTo(200);
      assertThat(tree(many.getBody()).get("count").asInt()).isEqualTo(20);
    }
  }

  @Nested
  @ExtendWith(OutputCaptureExtension.class)
  @SpringBootTest(classes = EventsApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
      properties = { EventsApplication.REACTIVE, EventsApplication.PACKAGES,
          "protojson.accept-unregistered-types=false" })
  class UnregisteredTypesRefused extends ReactiveServerTests {

    @Test
    void writingAnUnregisteredTypeIsA500NamingIt(CapturedOutput output) {
      assertThat(exchange(this, "GET", "/notes/hi", null, null, "application/json").getStatusCode().value())
          .isEqualTo(500);
      assertThat(output).contains("Cannot write protojson.spring.outside.Note")
          .contains("add its package to protojson.packages, or set protojson.accept-unregistered-types=true");
    }

    @Test
    void readingAnUnregisteredTypeIsA500NotTheClientsFault(CapturedOutput output) {
      assertThat(exchange(this, "POST", "/notes", "application/json", "{\"text\":\"hi\"}", "application/json")
          .getStatusCode().value()).isEqualTo(500);
      assertThat(output).contains("Cannot read " + Note.class.getName())
          .contains("protojson.accept-unregistered-types=true");
    }

    @Test
    void scannedTypesStillWork() {
      assertThat(tree(exchange(this, "GET", "/events/2", null, null, "application/json").getBody()))
          .isEqualTo(oracleTree(Events.event(2)));
    }
  }

  @Nested
  @SpringBootTest(classes = EventsApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
      properties = { EventsApplication.REACTIVE, EventsApplication.PACKAGES, "protojson.parse-error-details=false" })
  class ParseErrorDetailsOff extends ReactiveServerTests {

    @Test
    void invalidJsonIsStillA400ButInSpringsOwnWords() {
      ResponseEntity<String> response = exchange(this, "POST", "/events", "application/json", "{\"id\":\"abc\"}",
          "application/json");
      assertThat(response.getStatusCode().value()).isEqualTo(400);
      assertThat(response.getBody()).doesNotContain("fieldPath");
    }
  }

  @Nested
  @SpringBootTest(classes = EventsApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
      properties = { EventsApplication.REACTIVE, EventsApplication.PACKAGES, "protojson.binary=true" })
  class Binary extends ReactiveServerTests {

    @Test
    void clientsAskingForProtobufGetBinaryAndEveryoneElseJson() {
      byte[] binary = raw.get().uri("/events/4").header("Accept", "application/x-protobuf").retrieve()
          .bodyToMono(byte[].class).block(TIMEOUT);
      assertThat(binary).isEqualTo(Events.event(4).toByteArray());
      for (String accept : new String[] { "*/*", "application/json, application/x-protobuf;q=0.5" }) {
        ResponseEntity<String> json = exchange(this, "GET", "/events/4", null, null, accept);
        assertThat(json.getHeaders().getContentType().isCompatibleWith(MediaType.APPLICATION_JSON)).isTrue();
        assertThat(tree(json.getBody())).isEqualTo(oracleTree(Events.event(4)));
      }
    }

    @Test
    void fluxesAreLengthDelimitedStreamsBothWays() {
      List<Event> events = List.of(Events.event(0), Events.event(1), Events.event(2));
      List<Event> read = client.get().uri("/events?count=3").accept(MediaType.APPLICATION_PROTOBUF).retrieve()
          .bodyToFlux(Event.class).collectList().block(TIMEOUT);
      assertThat(read).isEqualTo(events);
      EventSummary summary = client.post().uri("/events/summary").contentType(MediaType.APPLICATION_PROTOBUF)
          .accept(MediaType.APPLICATION_PROTOBUF).body(reactor.core.publisher.Flux.fromIterable(events), Event.class)
          .retrieve().bodyToMono(EventSummary.class).block(TIMEOUT);
      assertThat(summary.getCount()).isEqualTo(3);
      assertThat(summary.getLastId()).isEqualTo(2);
    }
  }
}
