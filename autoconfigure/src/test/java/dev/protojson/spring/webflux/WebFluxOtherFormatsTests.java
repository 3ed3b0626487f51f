package dev.protojson.spring.webflux;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;

/**
 * With Jackson 3's CBOR on the class path WebFlux has CBOR codecs, whose mapper would write a message as a Java
 * bean: a message, or a stream of them, asked for only as CBOR is a 406, and JSON when the client accepts it too.
 */
@SpringBootTest(classes = EventsApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { EventsApplication.REACTIVE, EventsApplication.PACKAGES })
class WebFluxOtherFormatsTests extends ReactiveServerTests {

  private static final Duration TIMEOUT = Duration.ofSeconds(30);

  private ResponseEntity<String> get(String path, String accept) {
    return raw.get().uri(path).header("Accept", accept).exchangeToMono(r -> r.toEntity(String.class)).block(TIMEOUT);
  }

  @ParameterizedTest
  @ValueSource(strings = {"/events/4", "/events?count=2"})
  void messagesAskedForAsCborAreNotAcceptableUnlessJsonIsToo(String path) {
    ResponseEntity<String> cbor = get(path, "application/cbor");
    assertThat(cbor.getStatusCode().value()).as(cbor.getBody()).isEqualTo(406);

    ResponseEntity<String> either = get(path, "application/cbor, application/json;q=0.5");
    assertThat(either.getStatusCode().value()).as(either.getBody()).isEqualTo(200);
    assertThat(either.getHeaders().getContentType().isCompatibleWith(MediaType.APPLICATION_JSON)).isTrue();
    assertThat(tree(either.getBody()))
        .isEqualTo(path.startsWith("/events/4") ? oracleTree(Events.event(4))
            : tree("[" + oracle(Events.event(0)) + "," + oracle(Events.event(1)) + "]"));
  }
}
