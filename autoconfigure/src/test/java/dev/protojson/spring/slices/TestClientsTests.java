package dev.protojson.spring.slices;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.test.events.Event;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.resttestclient.TestRestTemplate;
import org.springframework.boot.resttestclient.autoconfigure.AutoConfigureRestTestClient;
import org.springframework.boot.resttestclient.autoconfigure.AutoConfigureTestRestTemplate;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.client.RestTestClient;

/**
 * Boot's test clients against a real server on a random port: RestTestClient and TestRestTemplate take the
 * application's client converters, protojson's among them, so they send and read messages as proto3 JSON.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
    properties = { SliceApplication.PACKAGES, "spring.main.web-application-type=servlet" })
@AutoConfigureRestTestClient
@AutoConfigureTestRestTemplate
class TestClientsTests {

  @Autowired
  RestTestClient client;

  @Autowired
  TestRestTemplate template;

  @Test
  void restTestClientReadsAndSendsMessages() {
    client.get().uri("/slice/events/7").accept(MediaType.APPLICATION_JSON).exchange()
        .expectStatus().isOk()
        .expectBody(Event.class).isEqualTo(SliceSamples.event(7));
    client.post().uri("/slice/events").contentType(MediaType.APPLICATION_JSON).body(SliceSamples.event(8)).exchange()
        .expectStatus().isOk()
        .expectBody(String.class).isEqualTo(SliceSamples.eventJson(8));
  }

  @Test
  void testRestTemplateReadsAndSendsMessages() {
    assertThat(template.getForObject("/slice/events/7", Event.class)).isEqualTo(SliceSamples.event(7));
    assertThat(template.postForObject("/slice/events", SliceSamples.event(8), String.class))
        .isEqualTo(SliceSamples.eventJson(8));
  }
}
