package dev.protojson.spring.webflux;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.reactive.function.client.WebClientResponseException;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Messages inside values that are not messages (a record, a {@code List}) in WebFlux: the protojson codecs leave
 * those to Boot's Jackson codecs, whose {@code JsonMapper} has the protojson module, so the messages inside are
 * proto3 JSON both ways, and bad JSON inside them is a 400, never an empty message.
 */
@SpringBootTest(classes = EventsApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { EventsApplication.REACTIVE, EventsApplication.PACKAGES })
class WebFluxNestedMessagesTests extends ReactiveServerTests {

  private static final Duration TIMEOUT = Duration.ofSeconds(30);

  @Test
  void aRecordHoldingAMessageIsWrittenWithTheMessageAsProto3Json() {
    String body = raw.get().uri("/events/held/7").retrieve().bodyToMono(String.class).block(TIMEOUT);
    ObjectNode expected = MAPPER.createObjectNode();
    expected.set("event", oracleTree(Events.event(7)));
    expected.put("note", "note 7");
    assertThat(tree(body)).isEqualTo(expected);
  }

  @Test
  void aListOfMessagesInAMonoIsAJsonArray() {
    String body = raw.get().uri("/events/list?count=3").retrieve().bodyToMono(String.class).block(TIMEOUT);
    ArrayNode expected = MAPPER.createArrayNode();
    for (long id = 0; id < 3; id++) {
      expected.add(oracleTree(Events.event(id)));
    }
    assertThat(tree(body)).isEqualTo(expected);
  }

  @Test
  void aRecordHoldingAMessageIsReadWithTheMessageFromProto3Json() {
    String json = "{\"event\": " + oracle(Events.event(4)) + ", \"note\": \"n\"}";
    ResponseEntity<String> response = post(json);
    assertThat(response.getStatusCode().value()).isEqualTo(200);
    ObjectNode expected = MAPPER.createObjectNode();
    expected.set("event", oracleTree(Events.event(4)));
    expected.put("note", "n");
    assertThat(tree(response.getBody())).isEqualTo(expected);
    EventsController.Held held = client.post().uri("/events/held").bodyValue(
            new EventsController.Held(Events.event(9), "typed")).retrieve().bodyToMono(EventsController.Held.class)
        .block(TIMEOUT);
    assertThat(held.event()).isEqualTo(Events.event(9));
  }

  @Test
  void badJsonInsideTheMessageIsA400WithItsPathAndLocationNotAnEmptyMessage() {
    String[][] cases = {
        {"{\"event\": {\"id\": \"abc\"}, \"note\": \"n\"}", "event.id", "Invalid value \"abc\" for int64 field",
            "18"},
        {"{\"note\": \"n\",\n \"event\": {\"id\": 1, \"colour\": \"red\"}}", "event.colour",
            "Unknown field \"colour\" in message", "21"}};
    for (String[] bad : cases) {
      String json = bad[0];
      WebClientResponseException error = org.assertj.core.api.Assertions.catchThrowableOfType(
          WebClientResponseException.class, () -> post(json));
      assertThat(error).as(json).isNotNull();
      assertThat(error.getStatusCode().value()).as(json).isEqualTo(400);
      assertThat(error.getHeaders().getContentType()).as(json).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
      tools.jackson.databind.JsonNode problem = tree(error.getResponseBodyAsString());
      assertThat(problem.path("fieldPath").asString()).as(json).isEqualTo(bad[1]);
      assertThat(problem.path("detail").asString()).as(json).contains(bad[2]).contains(bad[1]);
      assertThat(problem.path("line").asInt()).as(json).isEqualTo(bad[1].equals("event.id") ? 1 : 2);
      assertThat(problem.path("column").asString()).as(json).isEqualTo(bad[3]);
    }
  }

  private ResponseEntity<String> post(String json) {
    return raw.post().uri("/events/held").contentType(MediaType.APPLICATION_JSON).bodyValue(json).retrieve()
        .toEntity(String.class).block(TIMEOUT);
  }
}
