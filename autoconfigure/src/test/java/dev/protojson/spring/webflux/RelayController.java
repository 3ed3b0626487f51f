package dev.protojson.spring.webflux;

import dev.protojson.spring.test.events.Event;
import java.util.List;
import org.springframework.http.MediaType;
import org.springframework.http.server.reactive.ServerHttpRequest;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Mono;

/**
 * Calls another service through Boot's WebClient, here the same server: a service that answers JSON this one cannot
 * read (a field it does not know yet) is this server's problem, never its own client's bad request.
 */
@RestController
class RelayController {

  private final WebClient.Builder webClientBuilder;

  RelayController(WebClient.Builder webClientBuilder) {
    this.webClientBuilder = webClientBuilder;
  }

  @GetMapping(path = "/downstream/event", produces = MediaType.APPLICATION_JSON_VALUE)
  Mono<String> downstreamEvent() {
    return Mono.just("{\"id\":\"1\",\"colour\":\"red\"}");
  }

  @GetMapping(path = "/downstream/held", produces = MediaType.APPLICATION_JSON_VALUE)
  Mono<String> downstreamHeld() {
    return Mono.just("{\"event\":{\"id\":\"1\",\"colour\":\"red\"},\"note\":\"n\"}");
  }

  /** A record holding a message, read by Boot's Jackson decoder (the protojson module inside). */
  @GetMapping("/relayed/held")
  Mono<EventsController.Held> held(ServerHttpRequest request) {
    return downstream(request).get().uri("/downstream/held").retrieve().bodyToMono(EventsController.Held.class);
  }

  @GetMapping("/relayed/event")
  Mono<Event> event(ServerHttpRequest request) {
    return downstream(request).get().uri("/downstream/event").retrieve().bodyToMono(Event.class);
  }

  /** A stream whose third element is not valid proto3 JSON ({@code /raw/events}), collected. */
  @GetMapping("/relayed/events")
  Mono<List<Event>> events(ServerHttpRequest request) {
    return downstream(request).get().uri("/raw/events").accept(MediaType.APPLICATION_NDJSON).retrieve()
        .bodyToFlux(Event.class).collectList();
  }

  private WebClient downstream(ServerHttpRequest request) {
    return webClientBuilder.baseUrl("http://localhost:" + request.getLocalAddress().getPort()).build();
  }
}
