package dev.protojson.demo.reactive;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.web.reactive.function.client.WebClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * springdoc on WebFlux gets the same message schemas as on Spring MVC: the reactive demo's {@code Reading}, in
 * the responses of its {@code Mono} and {@code Flux} handlers and the body of its streaming POST, is described as
 * proto3 JSON writes it, with no trace of the generated class's accessors.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class OpenApiReactiveTests {

  @LocalServerPort
  int port;

  @Test
  void readingsAreDescribedAsProto3Json() {
    String body = WebClient.create("http://localhost:" + port).get().uri("/v3/api-docs").retrieve()
        .bodyToMono(String.class).block(Duration.ofSeconds(30));
    JsonNode document = JsonMapper.builder().build().readTree(body);
    JsonNode reading = document.path("components").path("schemas").path("demo.reactive.Reading");

    assertThat(reading.path("type").asString()).isEqualTo("object");
    assertThat(reading.path("properties").propertyNames()).containsExactlyInAnyOrder("id", "sensor", "celsius",
        "at", "quality");
    assertThat(reading.path("properties").path("id").path("type").asString()).isEqualTo("string");
    assertThat(reading.path("properties").path("id").path("format").asString()).isEqualTo("int64");
    assertThat(reading.path("properties").path("at").path("format").asString()).isEqualTo("date-time");
    assertThat(body).doesNotContain("unknownFields", "serializedSize", "defaultInstanceForType", "OrBuilder");
    assertThat(document.path("paths").path("/readings/{id}").path("get").toString())
        .contains("#/components/schemas/demo.reactive.Reading");
    assertThat(document.path("paths").path("/readings").path("post").path("requestBody").toString())
        .contains("#/components/schemas/demo.reactive.Reading");
  }
}
