package dev.protojson.spring.webflux;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.DynamicMessage;
import dev.protojson.spring.DynamicOrders;
import dev.protojson.spring.DynamicOrders.Audit;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.context.annotation.Import;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * WebFlux with types known only from a descriptor set (protojson.descriptor-sets): {@code DynamicMessage}s are
 * written as proto3 JSON by Boot's Jackson codecs, and read inside a record whose component names their type.
 */
@SpringBootTest(classes = WebFluxDynamicMessagesTests.ReactiveDescriptorsApplication.class,
    webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { EventsApplication.REACTIVE, DynamicOrders.DESCRIPTOR_SETS })
class WebFluxDynamicMessagesTests extends ReactiveServerTests {

  private static final Duration TIMEOUT = Duration.ofSeconds(30);

  @SpringBootConfiguration
  @EnableAutoConfiguration
  @Import({ ReactiveDescriptorsController.class, DynamicOrders.class })
  static class ReactiveDescriptorsApplication {}

  @RestController
  record ReactiveDescriptorsController(DynamicOrders dynamic) {

    @GetMapping("/dynamic/orders/{id}")
    Mono<DynamicMessage> order(@PathVariable String id) {
      return Mono.fromSupplier(() -> dynamic.order(id));
    }

    @GetMapping(path = "/dynamic/orders", produces = "application/x-ndjson")
    Flux<DynamicMessage> orders() {
      return Flux.just("1", "2").map(dynamic::order);
    }

    @PostMapping("/dynamic/audits")
    Mono<Audit> audit(@RequestBody Mono<Audit> audit) {
      return audit.map(Audit::answered);
    }
  }

  @Test
  void aDynamicMessageIsProto3Json() {
    String body = raw.get().uri("/dynamic/orders/7").accept(MediaType.APPLICATION_JSON).retrieve()
        .bodyToMono(String.class).block(TIMEOUT);

    assertThat(body).isEqualTo(DynamicOrders.json("7"));
  }

  @Test
  void aFluxOfThemIsNdjson() {
    String body = raw.get().uri("/dynamic/orders").accept(MediaType.APPLICATION_NDJSON).retrieve()
        .bodyToMono(String.class).block(TIMEOUT);

    assertThat(body.strip().split("\n")).containsExactly(DynamicOrders.json("1"), DynamicOrders.json("2"));
  }

  @Test
  void aRecordComponentNamingItsTypeIsReadAndABadValueIsA400() {
    ResponseEntity<String> response = raw.post().uri("/dynamic/audits").contentType(MediaType.APPLICATION_JSON)
        .bodyValue("{\"who\":\"ada\",\"order\":{\"id\":\"7\",\"items\":[{\"quantity\":2}]}}").retrieve()
        .toEntity(String.class).block(TIMEOUT);
    assertThat(response.getBody()).isEqualTo("{\"who\":\"ADA\",\"order\":{\"id\":\"7\",\"items\":[{\"quantity\":2}]}}");

    ResponseEntity<String> bad = raw.post().uri("/dynamic/audits").contentType(MediaType.APPLICATION_JSON)
        .bodyValue("{\"who\":\"ada\",\"order\":{\"items\":[{\"quantity\":\"lots\"}]}}").exchangeToMono(
            answer -> answer.toEntity(String.class)).block(TIMEOUT);
    assertThat(bad.getStatusCode().value()).isEqualTo(400);
    assertThat(tree(bad.getBody()).get("fieldPath").asString()).isEqualTo("order.items[0].quantity");
  }
}
