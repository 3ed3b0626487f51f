package dev.protojson.spring.slices;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webclient.test.autoconfigure.WebClientTest;
import reactor.core.publisher.Mono;
import reactor.netty.DisposableServer;
import reactor.netty.http.server.HttpServer;

/**
 * A @WebClientTest slice loads protojson: the slice's WebClient.Builder sends and reads proto3 JSON, here against
 * a real Reactor Netty server on a random port that records what it was sent and answers with a set body.
 */
@WebClientTest(components = ReactiveEventsClient.class, properties = SliceApplication.PACKAGES)
class WebClientSliceTests {

  private static final AtomicReference<String> received = new AtomicReference<>();
  private static final AtomicReference<String> answer = new AtomicReference<>();
  private static DisposableServer server;

  @Autowired
  ReactiveEventsClient client;

  @BeforeAll
  static void start() {
    server = HttpServer.create().port(0)
        .route(routes -> routes.post("/events", (request, response) -> request.receive().aggregate().asString()
            .flatMap(body -> {
              received.set(body);
              return response.header("Content-Type", "application/json")
                  .sendByteArray(Mono.just(answer.get().getBytes(StandardCharsets.UTF_8))).then();
            })))
        .bindNow();
  }

  @AfterAll
  static void stop() {
    server.disposeNow();
  }

  private static String baseUrl() {
    return "http://localhost:" + server.port();
  }

  @Test
  void aMessageIsSentAndReadAsProto3Json() {
    answer.set(SliceSamples.eventJson(9));
    assertThat(client.send(baseUrl(), SliceSamples.event(2)).block()).isEqualTo(SliceSamples.event(9));
    assertThat(received.get()).isEqualTo(SliceSamples.eventJson(2));
  }

  @Test
  void aBadResponseNamesTheField() {
    answer.set("{\"id\": \"9\", \"codes\": [1, \"x\"]}");
    assertThatThrownBy(() -> client.send(baseUrl(), SliceSamples.event(2)).block()).hasMessageContaining("codes[1]");
  }
}
