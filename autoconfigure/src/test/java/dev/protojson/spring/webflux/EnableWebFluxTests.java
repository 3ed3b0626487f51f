package dev.protojson.spring.webflux;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.MessageMarshaller;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.http.ResponseEntity;
import org.springframework.http.codec.ServerCodecConfigurer;
import org.springframework.http.codec.json.JacksonJsonDecoder;
import org.springframework.http.codec.json.JacksonJsonEncoder;
import org.springframework.web.reactive.config.EnableWebFlux;
import org.springframework.web.reactive.config.WebFluxConfigurer;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * An application that configures WebFlux itself, as the README says: protojson's codecs for messages, and Boot's
 * {@code JsonMapper} (which has protojson's module) for Spring's Jackson codecs, so that records holding messages
 * are proto3 JSON too.
 */
@SpringBootTest(classes = EnableWebFluxTests.WebFluxApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { EventsApplication.REACTIVE, EventsApplication.PACKAGES })
class EnableWebFluxTests extends ReactiveServerTests {

  private static final Duration TIMEOUT = Duration.ofSeconds(30);

  private ResponseEntity<String> get(String path) {
    return raw.get().uri(path).header("Accept", "application/json")
        .exchangeToMono(response -> response.toEntity(String.class)).block(TIMEOUT);
  }

  @Test
  void messagesAndRecordsHoldingThemAreProto3Json() {
    ResponseEntity<String> message = get("/events/3");
    assertThat(message.getStatusCode().value()).as(message.getBody()).isEqualTo(200);
    assertThat(tree(message.getBody())).isEqualTo(oracleTree(Events.event(3)));

    ResponseEntity<String> held = get("/events/held/4");
    assertThat(held.getStatusCode().value()).as(held.getBody()).isEqualTo(200);
    JsonNode body = tree(held.getBody());
    assertThat(body.get("event")).isEqualTo(oracleTree(Events.event(4)));
    assertThat(body.get("note").asString()).isEqualTo("note 4");

    ResponseEntity<String> echoed = raw.post().uri("/events/held").header("Content-Type", "application/json")
        .bodyValue(held.getBody()).exchangeToMono(response -> response.toEntity(String.class)).block(TIMEOUT);
    assertThat(echoed.getStatusCode().value()).as(echoed.getBody()).isEqualTo(200);
    assertThat(tree(echoed.getBody())).isEqualTo(body);
  }

  @SpringBootConfiguration
  @EnableAutoConfiguration
  @EnableWebFlux
  @Import({ EventsController.class, Arrivals.class, Codecs.class })
  static class WebFluxApplication {
  }

  /** The README's codec set-up for an application with {@code @EnableWebFlux}. */
  @Configuration(proxyBeanMethods = false)
  static class Codecs implements WebFluxConfigurer {

    private final MessageMarshaller marshaller;
    private final JsonMapper jsonMapper;

    Codecs(MessageMarshaller marshaller, JsonMapper jsonMapper) {
      this.marshaller = marshaller;
      this.jsonMapper = jsonMapper;
    }

    @Override
    public void configureHttpMessageCodecs(ServerCodecConfigurer configurer) {
      configurer.customCodecs().register(new ProtoJsonDecoder(marshaller));
      configurer.customCodecs().register(new ProtoJsonEncoder(marshaller));
      configurer.defaultCodecs().jacksonJsonDecoder(new JacksonJsonDecoder(jsonMapper));
      configurer.defaultCodecs().jacksonJsonEncoder(new JacksonJsonEncoder(jsonMapper));
    }
  }
}
