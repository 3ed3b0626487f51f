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
  void badJsonInsideTheMessageIsA400NotAnEmptyMessage() {
    for (String json : new String[] {"{\"event\": {\"id\": \"abc\"}, \"note\": \"n\"}",
        "{\"event\": {\"id\": 1, \"colour\": \"red\"}, \"note\": \"n\"}"}) {
      WebClientResponseException error = org.assertj.core.api.Assertions.catchThrowableOfType(
          WebClientResponseException.class, () -> post(json));
      assertThat(error).as(json).isNotNull();
      assertThat(error.getStatusCode().value()).as(json).isEqualTo(400);
    }
  }

  private ResponseEntity<String> post(String json) {
    return raw.post().uri("/events/held").contentType(MediaType.APPLICATION_JSON).bodyValue(json).retrieve()
        .toEntity(String.class).block(TIMEOUT);
  }
}
