package dev.protojson.demo.reactive;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Flux;

/** The reactive demo as its README shows it: the same requests, the same answers. */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class ReadingsEndpointsTests {

  private static final Duration TIMEOUT = Duration.ofSeconds(30);

  @LocalServerPort
  int port;

  @Autowired
  WebClient.Builder builder;

  WebClient client;
  WebClient raw;

  @BeforeEach
  void clients() {
    client = builder.baseUrl("http://localhost:" + port).build();
    raw = WebClient.create("http://localhost:" + port);
  }

  private String get(String path, String accept) {
    return raw.get().uri(path).header("Accept", accept).retrieve().bodyToMono(String.class).block(TIMEOUT);
  }

  @Test
  void oneReading() {
    assertThat(get("/readings/42", "application/json")).isEqualTo("{\"id\":\"42\",\"sensor\":\"greenhouse-a\","
        + "\"celsius\":20.4,\"at\":\"2026-01-01T00:42:00Z\",\"quality\":\"GOOD\"}");
  }

  @Test
  void aStreamOfReadingsInEveryFormat() {
    assertThat(get("/readings?count=2", "application/json")).startsWith("[{\"sensor\":\"greenhouse-a\"")
        .contains("},{\"id\":\"1\"").endsWith("}]");
    assertThat(get("/readings?count=2", "application/x-ndjson").split("\n")).hasSize(2);
    assertThat(get("/readings?count=2", "text/event-stream")).startsWith("data:{\"sensor\":\"greenhouse-a\"");
    List<Reading> readings = client.get().uri("/readings?count=3&everyMs=10").accept(MediaType.APPLICATION_NDJSON)
        .retrieve().bodyToFlux(Reading.class).collectList().block(TIMEOUT);
    assertThat(readings).containsExactly(Readings.reading(0), Readings.reading(1), Readings.reading(2));
  }

  /** A timed stream faster than the response is flushed: every reading arrives, none is dropped on overflow. */
  @Test
  void aFastTimedStreamArrivesWhole() {
    for (String type : new String[] { "application/x-ndjson", "application/json", "text/event-stream" }) {
      List<Reading> readings = client.get().uri("/readings?count=1500&everyMs=1").accept(MediaType.valueOf(type))
          .retrieve().bodyToFlux(Reading.class).collectList().block(TIMEOUT);
      assertThat(readings).as(type).hasSize(1500);
      assertThat(readings.get(1499)).as(type).isEqualTo(Readings.reading(1499));
    }
  }

  /** The mean of readings that are not all finite, and of values whose sum would overflow. */
  @Test
  void summariesOfExtremeReadings() {
    assertThat(summary("{\"celsius\":\"Infinity\"}\n{\"celsius\":1}").getMeanCelsius())
        .isEqualTo(Double.POSITIVE_INFINITY);
    assertThat(summary("{\"celsius\":\"NaN\"}").getMeanCelsius()).isNaN();
    assertThat(summary("{\"celsius\":1e308}\n{\"celsius\":1e308}").getMeanCelsius()).isEqualTo(1e308);
    assertThat(summary("{\"celsius\":21.004}\n{\"celsius\":21.0}").getMeanCelsius()).isEqualTo(21.0);
  }

  private ReadingSummary summary(String ndjson) {
    return client.post().uri("/readings").contentType(MediaType.APPLICATION_NDJSON).bodyValue(ndjson).retrieve()
        .bodyToMono(ReadingSummary.class).block(TIMEOUT);
  }

  @Test
  void summarisesAStreamItIsSent() {
    ReadingSummary summary = client.post().uri("/readings").contentType(MediaType.APPLICATION_NDJSON)
        .body(Flux.range(0, 10).map(Readings::reading), Reading.class).retrieve().bodyToMono(ReadingSummary.class)
        .block(TIMEOUT);
    assertThat(summary.getCount()).isEqualTo(10);
    assertThat(summary.getMinCelsius()).isEqualTo(18.0);
  }

  @Test
  void aBrokenElementIsA400NamingIt() {
    ResponseEntity<String> response = raw.post().uri("/readings").header("Content-Type", "application/x-ndjson")
        .bodyValue("{\"celsius\":21.5}\n{\"celsius\":\"warm\"}\n").exchangeToMono(r -> r.toEntity(String.class))
        .block(TIMEOUT);
    assertThat(response.getStatusCode().value()).isEqualTo(400);
    assertThat(response.getBody()).contains("\"fieldPath\":\"[1].celsius\"").contains("\"line\":2");
  }
}
