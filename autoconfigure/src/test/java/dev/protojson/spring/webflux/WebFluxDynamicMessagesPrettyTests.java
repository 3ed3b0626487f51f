package dev.protojson.spring.webflux;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.DynamicMessage;
import dev.protojson.jackson.ProtoType;
import dev.protojson.spring.DynamicOrders;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.context.annotation.Import;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * {@code protojson.pretty} indents {@code DynamicMessage} responses in WebFlux: protojson's encoder writes them, in
 * the marshaller's layout, as it writes generated messages; a newline-delimited stream stays one value per line.
 */
@SpringBootTest(classes = WebFluxDynamicMessagesPrettyTests.PrettyReactiveApplication.class,
    webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { EventsApplication.REACTIVE, DynamicOrders.DESCRIPTOR_SETS, "protojson.pretty=true" })
class WebFluxDynamicMessagesPrettyTests extends ReactiveServerTests {

  private static final Duration TIMEOUT = Duration.ofSeconds(30);

  @SpringBootConfiguration
  @EnableAutoConfiguration
  @Import(PrettyReactiveController.class)
  static class PrettyReactiveApplication {}

  @RestController
  static class PrettyReactiveController {

    @PostMapping("/dynamic/orders/echo")
    Mono<DynamicMessage> echo(@RequestBody @ProtoType(DynamicOrders.ORDER) Mono<DynamicMessage> order) {
      return order;
    }

    @PostMapping("/dynamic/orders/stream")
    Flux<DynamicMessage> stream(@RequestBody @ProtoType(DynamicOrders.ORDER) Flux<DynamicMessage> orders) {
      return orders;
    }
  }

  private String post(String path, MediaType contentType, String body, MediaType accept) {
    return raw.post().uri(path).contentType(contentType).accept(accept).bodyValue(body).retrieve()
        .bodyToMono(String.class).block(TIMEOUT);
  }

  @Test
  void aDynamicMessageIsIndented() {
    assertThat(post("/dynamic/orders/echo", MediaType.APPLICATION_JSON, "{\"id\":\"7\",\"customerName\":\"Ada\"}",
        MediaType.APPLICATION_JSON)).isEqualTo("{\n  \"id\": \"7\",\n  \"customerName\": \"Ada\"\n}");
  }

  @Test
  void aFluxIsAnIndentedArrayOrOneCompactValuePerLine() {
    String orders = "[{\"id\":\"1\"},{\"id\":\"2\"}]";
    assertThat(post("/dynamic/orders/stream", MediaType.APPLICATION_JSON, orders, MediaType.APPLICATION_JSON))
        .isEqualTo("[\n  {\n    \"id\": \"1\"\n  },\n  {\n    \"id\": \"2\"\n  }\n]");
    assertThat(post("/dynamic/orders/stream", MediaType.APPLICATION_JSON, orders, MediaType.APPLICATION_NDJSON))
        .isEqualTo("{\"id\":\"1\"}\n{\"id\":\"2\"}\n");
  }
}
