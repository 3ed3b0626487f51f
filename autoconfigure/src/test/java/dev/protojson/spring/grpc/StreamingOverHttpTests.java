package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.transcoding.StreamsService;
import dev.protojson.transcoding.test.Shelf;
import dev.protojson.transcoding.test.WatchShelvesRequest;
import io.grpc.stub.StreamObserver;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;
import org.springframework.grpc.server.service.GrpcService;

/** Server and client streams served by Spring MVC on Tomcat, over real HTTP. */
@SpringBootTest(classes = StreamingOverHttpTests.StreamingLibrary.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = {"spring.grpc.server.port=0", "protojson.max-request-size=1KB"})
class StreamingOverHttpTests extends ClientStreamCases {

  private static final String FIRST = "{\"name\":\"shelves/0\",\"theme\":\"theme 0\"}";
  private static final String SECOND = "{\"name\":\"shelves/1\",\"theme\":\"theme 1\"}";

  private final HttpClient http = HttpClient.newHttpClient();

  @LocalServerPort
  private int port;

  @Autowired
  private PacedStreams streams;

  @BeforeEach
  void forgetEarlierCalls() {
    streams.reset();
  }

  @Test
  void aServerStreamInEachFormatTheClientAccepts() throws Exception {
    HttpResponse<String> ndjson = send(watch(2, "application/x-ndjson"));
    HttpResponse<String> jsonLines = send(watch(1, "application/jsonl"));
    HttpResponse<String> events = send(watch(2, "text/event-stream"));
    HttpResponse<String> array = send(watch(2, "application/json"));
    HttpResponse<String> empty = send(watch(0, "application/json"));
    HttpResponse<String> anything = send(watch(1, "*/*"));
    HttpResponse<String> html = send(watch(1, "text/html"));

    assertThat(ndjson.statusCode()).isEqualTo(200);
    assertThat(ndjson.headers().firstValue("Content-Type")).hasValue("application/x-ndjson");
    assertThat(ndjson.body()).isEqualTo(FIRST + "\n" + SECOND + "\n");
    assertThat(jsonLines.headers().firstValue("Content-Type")).hasValue("application/jsonl");
    assertThat(jsonLines.body()).isEqualTo(FIRST + "\n");
    assertThat(events.headers().firstValue("Content-Type")).hasValue("text/event-stream");
    assertThat(events.body()).isEqualTo("data: " + FIRST + "\n\ndata: " + SECOND + "\n\n");
    assertThat(array.body()).isEqualTo("[" + FIRST + "," + SECOND + "]");
    assertThat(empty.body()).isEqualTo("[]");
    assertThat(anything.headers().firstValue("Content-Type")).hasValue("application/x-ndjson");
    assertThat(html.statusCode()).isEqualTo(406);
  }

  @Test
  void aStreamThatFailsLateEndsWithTheStatusAndOneThatFailsAtOnceIsAnHttpError() throws Exception {
    HttpResponse<String> ndjson = send(watch("count=5&failAfter=2", "application/x-ndjson"));
    HttpResponse<String> events = send(watch("count=5&failAfter=2", "text/event-stream"));
    HttpResponse<String> array = send(watch("count=5&failAfter=2", "application/json"));
    HttpResponse<String> complete = send(watch("count=2", "application/json"));
    HttpResponse<String> failed = send(watch("count=5&failAfter=0", "application/x-ndjson"));

    String status = "{\"code\":14,\"message\":\"The feed broke after 2\",\"details\":[{\"@type\":"
        + "\"type.googleapis.com/google.rpc.ErrorInfo\",\"reason\":\"FEED_BROKEN\",\"domain\":\"library.test\"}]}";
    assertThat(ndjson.statusCode()).isEqualTo(200);
    assertThat(ndjson.body()).isEqualTo(FIRST + "\n" + SECOND + "\n{\"error\":" + status + "}\n");
    assertThat(events.body()).isEqualTo("data: " + FIRST + "\n\ndata: " + SECOND + "\n\nevent: error\ndata: "
        + status + "\n\n");
    assertThat(array.body()).isEqualTo("[" + FIRST + "," + SECOND + ",{\"error\":" + status + "}]");
    // a client tells a complete stream from a broken one by its last element
    assertThat(complete.body()).endsWith(SECOND + "]");
    assertThat(failed.statusCode()).isEqualTo(503);
    assertThat(failed.headers().firstValue("Content-Type")).hasValue("application/json");
    assertThat(failed.body()).isEqualTo("{\"code\":14,\"message\":\"The feed broke after 0\",\"details\":"
        + status.substring(status.indexOf("[")));
  }

  @Test
  void theFirstMessageReachesTheClientBeforeTheServiceSendsTheSecond() throws Exception {
    try (Socket socket = new Socket("localhost", port)) {
      socket.getOutputStream().write(("GET /v1/shelves:watch?count=" + PacedStreams.PACED + " HTTP/1.1\r\n"
          + "Host: localhost\r\nAccept: application/x-ndjson\r\nConnection: close\r\n\r\n")
          .getBytes(StandardCharsets.US_ASCII));
      BufferedReader lines = new BufferedReader(new InputStreamReader(socket.getInputStream(),
          StandardCharsets.UTF_8));
      String line;
      do {
        line = lines.readLine();
      } while (line != null && !line.startsWith("{"));
      assertThat(line).isEqualTo(FIRST);
      assertThat(streams.secondSent.getCount()).isEqualTo(1);

      streams.mayGoOn.countDown();

      do {
        line = lines.readLine();
      } while (line != null && !line.startsWith("{"));
      assertThat(line).isEqualTo(SECOND);
    }
  }

  @Test
  void aClientThatReadsSlowlyMakesTheServiceWaitAndAClientThatGoesAwayCancelsTheCall() throws Exception {
    try (Socket socket = new Socket("localhost", port)) {
      socket.setReceiveBufferSize(4096);
      socket.getOutputStream().write(("GET /v1/shelves:watch?count=100000000 HTTP/1.1\r\nHost: localhost\r\n"
          + "Accept: application/x-ndjson\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
      BufferedReader lines = new BufferedReader(new InputStreamReader(socket.getInputStream(),
          StandardCharsets.UTF_8));
      assertThat(lines.readLine()).isEqualTo("HTTP/1.1 200 ");
      long waited = System.nanoTime();
      while (!streams.sawNotReady.get() && System.nanoTime() - waited < TimeUnit.SECONDS.toNanos(10)) {
        Thread.sleep(10);
      }
      assertThat(streams.sawNotReady).isTrue();
      assertThat(streams.cancelled.getCount()).isEqualTo(1);
    }

    assertThat(streams.cancelled.await(1, TimeUnit.SECONDS)).isTrue();
  }

  /** CANCELLED answers 499 (no constant of Spring's HttpStatus), as the status table says, not a 500. */
  @Test
  void aStreamCancelledByTheServiceBeforeItsFirstMessageAnswers499() throws Exception {
    HttpResponse<String> cancelled = send(watch(PacedStreams.CANCELLING, "application/x-ndjson"));

    assertThat(cancelled.statusCode()).isEqualTo(499);
    assertThat(cancelled.body()).isEqualTo("{\"code\":1,\"message\":\"Stopped by the service\"}");
  }

  /**
   * A stream of HttpBody chunks cannot carry a status: one that fails while its chunks still wait in the server's
   * buffer answers the failure, not a 500 nor part of a body that looks whole.
   */
  @Test
  void anHttpBodyStreamThatFailsBeforeAnythingWasSentAnswersItsStatus() throws Exception {
    HttpResponse<String> failed = send(HttpRequest.newBuilder(uri("/v1/shelves:download?count=4&failAfter=2")));

    assertThat(failed.statusCode()).isEqualTo(503);
    assertThat(failed.headers().firstValue("Content-Type")).hasValue("application/json");
    assertThat(failed.body()).startsWith("{\"code\":14,\"message\":\"The feed broke after 2\"");
  }

  /** A client that goes away while sending its requests cancels the call, as a native client's cancel does. */
  @Test
  void aClientThatGoesAwayInTheMiddleOfItsRequestsCancelsTheCall() throws Exception {
    try (Socket socket = new Socket("localhost", port)) {
      String first = "[{\"name\":\"shelves/a\"},";
      socket.getOutputStream().write(("POST /v1/shelves:import HTTP/1.1\r\nHost: localhost\r\n"
          + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
          + Integer.toHexString(first.length()) + "\r\n" + first + "\r\n").getBytes(StandardCharsets.US_ASCII));
      socket.getOutputStream().flush();
      assertThat(streams.received.poll(10, TimeUnit.SECONDS))
          .isEqualTo(dev.protojson.transcoding.test.Shelf.newBuilder().setName("shelves/a").build());
    }

    Object ended = streams.received.poll(10, TimeUnit.SECONDS);
    assertThat(ended).isInstanceOf(io.grpc.StatusRuntimeException.class);
    assertThat(((io.grpc.StatusRuntimeException) ended).getStatus().getCode()).isEqualTo(io.grpc.Status.Code.CANCELLED);
  }

  private HttpRequest.Builder watch(int count, String accept) {
    return watch("count=" + count, accept);
  }

  private HttpRequest.Builder watch(String query, String accept) {
    return HttpRequest.newBuilder(uri("/v1/shelves:watch?" + query)).header("Accept", accept);
  }

  @Override
  HttpResponse<String> post(String path, String contentType, String body) throws Exception {
    return send(HttpRequest.newBuilder(uri(path)).header("Content-Type", contentType)
        .POST(HttpRequest.BodyPublishers.ofString(body)));
  }

  private URI uri(String path) {
    return URI.create("http://localhost:" + port + path);
  }

  private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
    return http.send(request.timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
  }

  /** The streaming service, whose watch of {@value #PACED} shelves sends the second only when told to. */
  static final class PacedStreams extends StreamsService {

    static final int PACED = -2;

    /** A watch of this many shelves is cancelled by the service before its first. */
    static final int CANCELLING = -3;

    /** A watch of this many shelves sends its one shelf only when told to. */
    static final int LATE = -4;

    final CountDownLatch mayGoOn = new CountDownLatch(1);
    final CountDownLatch secondSent = new CountDownLatch(1);

    @Override
    public void watchShelves(WatchShelvesRequest request, StreamObserver<Shelf> observer) {
      if (request.getCount() == CANCELLING) {
        observer.onError(io.grpc.Status.CANCELLED.withDescription("Stopped by the service").asRuntimeException());
        return;
      }
      if (request.getCount() == LATE) {
        new Thread(() -> {
          try {
            mayGoOn.await(10, TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          observer.onNext(shelf(0));
          observer.onCompleted();
        }).start();
        return;
      }
      if (request.getCount() != PACED) {
        super.watchShelves(request, observer);
        return;
      }
      new Thread(() -> {
        observer.onNext(shelf(0));
        try {
          mayGoOn.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        secondSent.countDown();
        observer.onNext(shelf(1));
        observer.onCompleted();
      }).start();
    }
  }

  @SpringBootConfiguration
  @EnableAutoConfiguration
  static class StreamingLibrary {

    @GrpcService
    PacedStreams streamsService() {
      return new PacedStreams();
    }

    @Bean
    TranscodingRulesCustomizer withoutTheChat() {
      return rules -> rules.remove("protojson.transcoding.test.Streams/Chat");
    }
  }
}
