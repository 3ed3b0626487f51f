package dev.protojson.spring.slices;

import dev.protojson.spring.test.events.Event;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

/** The component of the @RestClientTest slice: a client built from Boot's {@code RestClient.Builder}. */
@Component
class EventsClient {

  static final String BASE_URL = "http://events.example";

  private final RestClient client;

  EventsClient(RestClient.Builder builder) {
    this.client = builder.baseUrl(BASE_URL).build();
  }

  Event event(long id) {
    return client.get().uri("/events/{id}", id).retrieve().body(Event.class);
  }

  Event send(Event event) {
    return client.post().uri("/events").body(event).retrieve().body(Event.class);
  }
}
