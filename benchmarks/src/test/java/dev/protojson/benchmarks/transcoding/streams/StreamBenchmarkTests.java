package dev.protojson.benchmarks.transcoding.streams;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.MessageMarshaller;
import dev.protojson.demo.people.Person;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;

/** The stream benchmark's variants run, each stream arrives whole, and the transcoded one is protojson's NDJSON. */
class StreamBenchmarkTests {

  private static ConfigurableApplicationContext app;
  private static StreamClients clients;

  @BeforeAll
  static void start() {
    app = StreamBenchmarkApplication.start("--server.port=0");
    clients = StreamBenchmark.clients(app);
  }

  @AfterAll
  static void stop() throws Exception {
    clients.close();
    app.close();
  }

  @Test
  void everyVariantSendsEveryPersonAndTheServerIsMeasured() throws Exception {
    int count = 2_500;
    for (Map.Entry<String, StreamBenchmark.Variant> variant : StreamBenchmark.variants().entrySet()) {
      double[] result = StreamBenchmark.measure(clients, variant.getValue(), count, StreamClients.addresses(count));
      assertThat(result[0]).as(variant.getKey() + ", messages/s").isPositive();
      // the server at least encodes or decodes each person, which allocates
      assertThat(result[1]).as(variant.getKey() + ", server bytes per message").isGreaterThan(50);
    }
  }

  @Test
  void theTranscodedStreamIsOnePersonPerLineAsProtojsonWritesIt() throws Exception {
    int port = Integer.parseInt(app.getEnvironment().getProperty("local.server.port"));
    HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
        URI.create("http://127.0.0.1:" + port + "/v1/people:watch?count=1001")).build(),
        HttpResponse.BodyHandlers.ofString());
    MessageMarshaller marshaller = MessageMarshaller.builder().register(Person.getDefaultInstance()).build();

    String[] lines = response.body().split("\n");
    assertThat(response.headers().firstValue("Content-Type")).hasValue("application/x-ndjson");
    assertThat(lines).hasSize(1001);
    assertThat(lines[0]).isEqualTo(marshaller.writeValueAsString(PeopleStreamsService.PERSONS.get(0)));
    assertThat(lines[1000]).isEqualTo(lines[0]);
    assertThat(lines[999]).isEqualTo(marshaller.writeValueAsString(PeopleStreamsService.PERSONS.get(999)));
  }
}
