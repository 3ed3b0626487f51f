package dev.protojson.spring.slices;

import dev.protojson.spring.test.events.Event;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Mono;

/** The component of the @WebClientTest slice: a client built from Boot's {@code WebClient.Builder}. */
@Component
class ReactiveEventsClient {

  private final WebClient.Builder builder;

  ReactiveEventsClient(WebClient.Builder builder) {
    this.builder = builder;
  }

  Mono<Event> send(String baseUrl, Event event) {
    return builder.baseUrl(baseUrl).build().post().uri("/events").bodyValue(event).retrieve()
        .bodyToMono(Event.class);
  }
}
