package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A response stream waits for its first message on a thread of its own: with one servlet thread, a watch that has
 * sent nothing yet does not keep other requests waiting.
 */
@SpringBootTest(classes = StreamingOverHttpTests.StreamingLibrary.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { "spring.grpc.server.port=0", "server.tomcat.threads.max=1", "server.tomcat.threads.min-spare=1" })
class StreamsHoldNoServletThreadTests {

  private final HttpClient http = HttpClient.newHttpClient();

  @LocalServerPort
  private int port;

  @Autowired
  private StreamingOverHttpTests.PacedStreams streams;

  @Test
  void aStreamThatHasSentNothingYetHoldsNoServletThread() throws Exception {
    CompletableFuture<HttpResponse<String>> late = http.sendAsync(watch(StreamingOverHttpTests.PacedStreams.LATE),
        HttpResponse.BodyHandlers.ofString());
    Thread.sleep(300);

    HttpResponse<String> other = http.send(watch(1), HttpResponse.BodyHandlers.ofString());
    assertThat(other.statusCode()).isEqualTo(200);
    assertThat(late).isNotDone();

    streams.mayGoOn.countDown();
    assertThat(late.get().body()).isEqualTo("{\"name\":\"shelves/0\",\"theme\":\"theme 0\"}\n");
  }

  private HttpRequest watch(int count) {
    return HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/v1/shelves:watch?count=" + count))
        .header("Accept", "application/x-ndjson").timeout(Duration.ofSeconds(5)).build();
  }
}
