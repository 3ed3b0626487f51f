package dev.protojson.spring.webflux;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.http.ResponseEntity;

/**
 * A response the server's own WebClient cannot read is a 500, logged, for a message and for a stream; only a request
 * body the server could not read is the client's 400.
 */
@ExtendWith(OutputCaptureExtension.class)
@SpringBootTest(classes = { EventsApplication.class, RelayController.class },
    webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { EventsApplication.REACTIVE, EventsApplication.PACKAGES })
class WebFluxDownstreamResponseTests extends ReactiveServerTests {

  private static final Duration TIMEOUT = Duration.ofSeconds(30);

  private ResponseEntity<String> get(String path) {
    return raw.get().uri(path).header("Accept", "application/json")
        .exchangeToMono(response -> response.toEntity(String.class)).block(TIMEOUT);
  }

  @Test
  void anUnreadableDownstreamMessageIsA500NotTheClientsBadRequest(CapturedOutput output) {
    ResponseEntity<String> response = get("/relayed/event");

    assertThat(response.getStatusCode().value()).as(response.getBody()).isEqualTo(500);
    assertThat(output).contains("500 Server Error for HTTP GET \"/relayed/event\"")
        .contains("Unknown field \"colour\"");
  }

  @Test
  void anUnreadableMessageInsideADownstreamRecordIsA500NotTheClientsBadRequest(CapturedOutput output) {
    ResponseEntity<String> response = get("/relayed/held");

    assertThat(response.getStatusCode().value()).as(response.getBody()).isEqualTo(500);
    assertThat(output).contains("500 Server Error for HTTP GET \"/relayed/held\"")
        .contains("Unknown field \"colour\"");
  }

  @Test
  void anUnreadableDownstreamStreamIsA500NotTheClientsBadRequest(CapturedOutput output) {
    ResponseEntity<String> response = get("/relayed/events");

    assertThat(response.getStatusCode().value()).as(response.getBody()).isEqualTo(500);
    assertThat(output).contains("500 Server Error for HTTP GET \"/relayed/events\"").contains("Element [2]");
  }

  @Test
  void theSameJsonAsARequestBodyStaysTheClientsBadRequest() {
    ResponseEntity<String> response = raw.post().uri("/events").header("Content-Type", "application/json")
        .bodyValue("{\"id\":\"1\",\"colour\":\"red\"}").exchangeToMono(r -> r.toEntity(String.class)).block(TIMEOUT);

    assertThat(response.getStatusCode().value()).isEqualTo(400);
    assertThat(tree(response.getBody()).get("fieldPath").asString()).isEqualTo("colour");
  }
}
