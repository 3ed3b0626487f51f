package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.MessageMarshaller;
import dev.protojson.transcoding.test.GetShelfRequest;
import dev.protojson.transcoding.test.ListShelvesRequest;
import dev.protojson.transcoding.test.Shelf;
import dev.protojson.transcoding.test.StreamsGrpc;
import dev.protojson.transcoding.test.WatchShelvesRequest;
import io.grpc.Context;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;
import org.springframework.grpc.server.GlobalServerInterceptor;
import org.springframework.grpc.server.lifecycle.GrpcServerLifecycle;
import org.springframework.grpc.server.service.GrpcService;
import org.springframework.http.MediaType;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Sinks;

/**
 * The library and the streaming test service served by WebFlux on Netty next to Boot's Netty gRPC server, over real
 * HTTP: unary calls as on Spring MVC, and server, client and bidirectional streams.
 */
@SpringBootTest(classes = ReactiveTranscodingTests.ReactiveLibrary.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = {"spring.main.web-application-type=reactive", "spring.grpc.server.port=0",
        "protojson.max-request-size=1KB"})
class ReactiveTranscodingTests extends ClientStreamCases {

  private static final String AUTHORIZATION = "Bearer token";

  private final HttpClient http = HttpClient.newHttpClient();

  @LocalServerPort
  private int port;

  @Autowired
  private StreamingOverHttpTests.PacedStreams streams;

  @Autowired
  private GrpcServerLifecycle grpcServer;

  @Autowired
  private SlowShelfLibrary library;

  @Autowired
  private MessageMarshaller marshaller;

  @BeforeEach
  void forgetEarlierCalls() {
    streams.reset();
  }

  @Test
  void aUnaryCallAnswersWhatANativeClientGets() throws Exception {
    HttpResponse<String> response = send(get("/v1/shelves?pageSize=1&filter=sci%20fi"));

    ManagedChannel channel = ManagedChannelBuilder.forAddress("localhost", grpcServer.getPort()).usePlaintext()
        .build();
    try {
      var native_ = dev.protojson.transcoding.test.LibraryGrpc.newBlockingStub(channel)
          .withCallCredentials(new Bearer())
          .listShelves(ListShelvesRequest.newBuilder().setPageSize(1).setFilter("sci fi").build());
      assertThat(response.statusCode()).isEqualTo(200);
      assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
      assertThat(response.body()).isEqualTo(marshaller.writeValueAsString(native_));
    } finally {
      channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }
  }

  @Test
  void aBodyFieldAndTheQueryBuildTheRequest() throws Exception {
    HttpResponse<String> response = post("/v1/shelves/1/books?bookId=9", "application/json", "{\"title\":\"Emma\"}");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body()).isEqualTo("{\"name\":\"shelves/1/books/9\",\"title\":\"Emma\"}");
  }

  @Test
  void errorsAreTheStatusWithItsHttpStatus() throws Exception {
    HttpResponse<String> missing = send(get("/v1/shelves/1/books/missing"));
    HttpResponse<String> unauthenticated = send(HttpRequest.newBuilder(uri("/v1/shelves/1")));
    HttpResponse<String> badQuery = send(get("/v1/shelves?page_size=ten"));
    HttpResponse<String> wrongVerb = send(get("/v1/shelves/1").DELETE());
    HttpResponse<String> tooLarge = post("/v1/shelves/1/books", "application/json",
        "{\"title\":\"" + "x".repeat(2000) + "\"}");

    assertThat(missing.statusCode()).isEqualTo(404);
    assertThat(missing.body()).startsWith("{\"code\":5,\"message\":\"No book shelves/1/books/missing\",\"details\":"
        + "[{\"@type\":\"type.googleapis.com/google.rpc.ErrorInfo\"");
    assertThat(unauthenticated.statusCode()).isEqualTo(401);
    assertThat(unauthenticated.body()).isEqualTo("{\"code\":16,\"message\":\"no credentials\"}");
    assertThat(badQuery.statusCode()).isEqualTo(400);
    assertThat(badQuery.body()).contains("\"fieldViolations\":[{\"field\":\"page_size\"");
    assertThat(wrongVerb.statusCode()).isEqualTo(405);
    assertThat(wrongVerb.headers().firstValue("Allow")).hasValue("GET");
    assertThat(tooLarge.statusCode()).isEqualTo(413);
  }

  @Test
  void metadataGoesInFromGrpcMetadataHeadersAndComesBackAsThem() throws Exception {
    HttpResponse<String> response = send(get("/v1/shelves/1").header("Grpc-Metadata-X-Request-Id", "r-42"));
    HttpResponse<String> stream = send(get("/v1/shelves:watch?count=1").header("Accept", "application/x-ndjson")
        .header("Grpc-Metadata-X-Request-Id", "r-43"));

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.headers().firstValue("Grpc-Metadata-x-request-id")).hasValue("r-42");
    assertThat(response.headers().firstValue("Grpc-Metadata-x-served-by")).hasValue("library");
    // a stream's headers go out with its first message; its trailers come after the body has begun
    assertThat(stream.headers().firstValue("Grpc-Metadata-x-served-by")).hasValue("library");
  }

  @Test
  void aServerStreamInEachFormat() throws Exception {
    HttpResponse<String> ndjson = send(get("/v1/shelves:watch?count=2").header("Accept", "application/x-ndjson"));
    HttpResponse<String> events = send(get("/v1/shelves:watch?count=2").header("Accept", "text/event-stream"));
    HttpResponse<String> array = send(get("/v1/shelves:watch?count=2").header("Accept", "application/json"));
    HttpResponse<String> anything = send(get("/v1/shelves:watch?count=1").header("Accept", "*/*"));
    HttpResponse<String> html = send(get("/v1/shelves:watch?count=1").header("Accept", "text/html"));

    String first = "{\"name\":\"shelves/0\",\"theme\":\"theme 0\"}";
    String second = "{\"name\":\"shelves/1\",\"theme\":\"theme 1\"}";
    assertThat(ndjson.headers().firstValue("Content-Type")).hasValue("application/x-ndjson");
    assertThat(ndjson.body()).isEqualTo(first + "\n" + second + "\n");
    assertThat(events.headers().firstValue("Content-Type")).hasValue("text/event-stream");
    assertThat(events.body()).isEqualTo("data: " + first + "\n\ndata: " + second + "\n\n");
    assertThat(array.headers().firstValue("Content-Type")).hasValue("application/json");
    assertThat(array.body()).isEqualTo("[" + first + "," + second + "]");
    assertThat(anything.headers().firstValue("Content-Type")).hasValue("application/x-ndjson");
    assertThat(html.statusCode()).isEqualTo(406);
  }

  @Test
  void aStreamThatFailsAfterTwoMessagesEndsWithTheStatusAndOneThatFailsAtOnceIsAnHttpError() throws Exception {
    HttpResponse<String> broken = send(get("/v1/shelves:watch?count=5&failAfter=2")
        .header("Accept", "application/x-ndjson"));
    HttpResponse<String> failed = send(get("/v1/shelves:watch?count=5&failAfter=0")
        .header("Accept", "application/x-ndjson"));
    HttpResponse<String> events = send(get("/v1/shelves:watch?count=5&failAfter=2")
        .header("Accept", "text/event-stream"));
    HttpResponse<String> array = send(get("/v1/shelves:watch?count=5&failAfter=2")
        .header("Accept", "application/json"));
    HttpResponse<String> complete = send(get("/v1/shelves:watch?count=2").header("Accept", "application/json"));

    String status = "{\"code\":14,\"message\":\"The feed broke after 2\",\"details\":[{\"@type\":"
        + "\"type.googleapis.com/google.rpc.ErrorInfo\",\"reason\":\"FEED_BROKEN\",\"domain\":\"library.test\"}]}";
    String first = "{\"name\":\"shelves/0\",\"theme\":\"theme 0\"}";
    String second = "{\"name\":\"shelves/1\",\"theme\":\"theme 1\"}";
    assertThat(events.body()).isEqualTo("data: " + first + "\n\ndata: " + second + "\n\nevent: error\ndata: " + status
        + "\n\n");
    assertThat(array.body()).isEqualTo("[" + first + "," + second + ",{\"error\":" + status + "}]");
    assertThat(complete.body()).isEqualTo("[" + first + "," + second + "]");
    assertThat(broken.statusCode()).isEqualTo(200);
    assertThat(broken.body().split("\n")).hasSize(3);
    assertThat(broken.body()).endsWith("\n{\"error\":{\"code\":14,\"message\":\"The feed broke after 2\",\"details\":"
        + "[{\"@type\":\"type.googleapis.com/google.rpc.ErrorInfo\",\"reason\":\"FEED_BROKEN\","
        + "\"domain\":\"library.test\"}]}}\n");
    assertThat(failed.statusCode()).isEqualTo(503);
    assertThat(failed.headers().firstValue("Content-Type")).hasValue("application/json");
    assertThat(failed.body()).startsWith("{\"code\":14,\"message\":\"The feed broke after 0\"");
  }

  @Test
  void theStreamIsTheSameMessagesANativeClientGets() throws Exception {
    HttpResponse<String> response = send(get("/v1/shelves:watch?count=3").header("Accept", "application/x-ndjson"));

    ManagedChannel channel = ManagedChannelBuilder.forAddress("localhost", grpcServer.getPort()).usePlaintext()
        .build();
    try {
      Iterator<dev.protojson.transcoding.test.Shelf> native_ = StreamsGrpc.newBlockingStub(channel)
          .withCallCredentials(new Bearer()).watchShelves(WatchShelvesRequest.newBuilder().setCount(3).build());
      List<String> lines = new ArrayList<>();
      native_.forEachRemaining(shelf -> lines.add(marshaller.writeValueAsString(shelf)));
      assertThat(response.body()).isEqualTo(String.join("\n", lines) + "\n");
    } finally {
      channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }
  }

  @Test
  void aClientThatGoesAwayCancelsTheStream() throws Exception {
    try (java.net.Socket socket = new java.net.Socket("localhost", port)) {
      socket.getOutputStream().write(("GET /v1/shelves:watch?count=100000000 HTTP/1.1\r\nHost: localhost\r\n"
          + "Authorization: " + AUTHORIZATION + "\r\nAccept: application/x-ndjson\r\n\r\n")
          .getBytes(StandardCharsets.US_ASCII));
      BufferedReader lines = new BufferedReader(new InputStreamReader(socket.getInputStream(),
          StandardCharsets.UTF_8));
      assertThat(lines.readLine()).isEqualTo("HTTP/1.1 200 OK");
      String line;
      do {
        line = lines.readLine();
      } while (line != null && !line.contains("shelves/0"));
      assertThat(line).contains("{\"name\":\"shelves/0\",\"theme\":\"theme 0\"}");
      assertThat(streams.cancelled.getCount()).isEqualTo(1);
    }

    assertThat(streams.cancelled.await(1, TimeUnit.SECONDS)).isTrue();
  }

  /**
   * A client that goes away during a unary call cancels it as a native client's cancel does: the blocking service
   * sees its context cancelled, and its thread is not interrupted.
   */
  @Test
  void aClientThatGoesAwayCancelsAUnaryCallsContextWithoutInterruptingTheService() throws Exception {
    try (java.net.Socket socket = new java.net.Socket("localhost", port)) {
      socket.getOutputStream().write(("GET /v1/shelves/slow HTTP/1.1\r\nHost: localhost\r\n"
          + "Authorization: " + AUTHORIZATION + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
      assertThat(library.started.await(5, TimeUnit.SECONDS)).isTrue();
    }

    assertThat(library.sawCancelled.await(5, TimeUnit.SECONDS)).isTrue();
    assertThat(library.interrupted).isFalse();
  }

  @Test
  void theFirstMessageReachesTheClientBeforeTheServiceSendsTheSecond() throws Exception {
    HttpResponse<InputStream> response = http.send(get("/v1/shelves:watch?count="
        + StreamingOverHttpTests.PacedStreams.PACED).header("Accept", "application/x-ndjson").build(),
        HttpResponse.BodyHandlers.ofInputStream());
    try (BufferedReader lines = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
      assertThat(lines.readLine()).isEqualTo("{\"name\":\"shelves/0\",\"theme\":\"theme 0\"}");
      assertThat(streams.secondSent.getCount()).isEqualTo(1);

      streams.mayGoOn.countDown();

      assertThat(lines.readLine()).isEqualTo("{\"name\":\"shelves/1\",\"theme\":\"theme 1\"}");
      assertThat(lines.readLine()).isNull();
    }
  }

  @Test
  void aClientThatReadsSlowlyMakesTheServiceWait() throws Exception {
    try (java.net.Socket socket = new java.net.Socket()) {
      socket.setReceiveBufferSize(4096);
      socket.connect(new java.net.InetSocketAddress("localhost", port));
      socket.getOutputStream().write(("GET /v1/shelves:watch?count=100000000 HTTP/1.1\r\nHost: localhost\r\n"
          + "Authorization: " + AUTHORIZATION + "\r\nAccept: application/x-ndjson\r\n\r\n")
          .getBytes(StandardCharsets.US_ASCII));
      BufferedReader head = new BufferedReader(new InputStreamReader(socket.getInputStream(),
          StandardCharsets.US_ASCII), 64);
      assertThat(head.readLine()).isEqualTo("HTTP/1.1 200 OK");
      long waited = System.nanoTime();
      while (!streams.sawNotReady.get() && System.nanoTime() - waited < TimeUnit.SECONDS.toNanos(10)) {
        Thread.sleep(10);
      }
      assertThat(streams.sawNotReady).isTrue();
    }
    assertThat(streams.cancelled.await(1, TimeUnit.SECONDS)).isTrue();
  }

  @Test
  void aBadRequestAfterTheFirstReplyOfABidirectionalStreamEndsItWithTheErrorElement() {
    Sinks.Many<String> requests = Sinks.many().unicast().onBackpressureBuffer();
    List<String> replies = new ArrayList<>();
    requests.tryEmitNext("{\"name\":\"shelves/0\"}\n");
    WebClient.create("http://localhost:" + port).post().uri("/v1/shelves:chat")
        .header("Authorization", AUTHORIZATION)
        .contentType(MediaType.APPLICATION_NDJSON)
        .accept(MediaType.APPLICATION_NDJSON)
        .body(requests.asFlux(), String.class)
        .retrieve()
        .bodyToFlux(String.class)
        .doOnNext(reply -> {
          replies.add(reply);
          if (replies.size() == 1) {
            requests.tryEmitNext("{\"name\":\"shelves/1\", \"them\": 1}\n");
          }
        })
        .blockLast(Duration.ofSeconds(10));

    assertThat(replies).hasSize(2);
    assertThat(replies.get(0)).isEqualTo("{\"name\":\"shelves/0\",\"theme\":\"re: \"}");
    assertThat(replies.get(1)).startsWith("{\"error\":{\"code\":3,").contains("\"field\":\"[1].them\"");
  }

  @Test
  void aBidirectionalStreamAnswersEachRequestBeforeTheNextIsSent() {
    Sinks.Many<String> requests = Sinks.many().unicast().onBackpressureBuffer();
    List<String> replies = new ArrayList<>();
    WebClient client = WebClient.create("http://localhost:" + port);

    requests.tryEmitNext("{\"name\":\"shelves/0\",\"theme\":\"t0\"}\n");
    Flux<String> answers = client.post().uri("/v1/shelves:chat")
        .header("Authorization", AUTHORIZATION)
        .contentType(MediaType.APPLICATION_NDJSON)
        .accept(MediaType.APPLICATION_NDJSON)
        .body(requests.asFlux(), String.class)
        .retrieve()
        .bodyToFlux(String.class)
        .doOnNext(reply -> {
          replies.add(reply);
          int next = replies.size();
          if (next < 3) {
            requests.tryEmitNext("{\"name\":\"shelves/" + next + "\",\"theme\":\"t" + next + "\"}\n");
          } else {
            requests.tryEmitComplete();
          }
        });

    answers.blockLast(Duration.ofSeconds(10));

    assertThat(replies).containsExactly("{\"name\":\"shelves/0\",\"theme\":\"re: t0\"}",
        "{\"name\":\"shelves/1\",\"theme\":\"re: t1\"}", "{\"name\":\"shelves/2\",\"theme\":\"re: t2\"}");
  }

  @Override
  HttpResponse<String> post(String path, String contentType, String body) throws Exception {
    return send(get(path).header("Content-Type", contentType).POST(HttpRequest.BodyPublishers.ofString(body)));
  }

  private HttpRequest.Builder get(String path) {
    return HttpRequest.newBuilder(uri(path)).header("Authorization", AUTHORIZATION);
  }

  private URI uri(String path) {
    return URI.create("http://localhost:" + port + path);
  }

  private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
    return http.send(request.timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
  }

  /** The credential the library's interceptor asks for, on a native call. */
  private static final class Bearer extends io.grpc.CallCredentials {

    @Override
    public void applyRequestMetadata(RequestInfo info, java.util.concurrent.Executor executor,
        MetadataApplier applier) {
      io.grpc.Metadata headers = new io.grpc.Metadata();
      headers.put(TestLibrary.key("authorization"), AUTHORIZATION);
      applier.apply(headers);
    }
  }

  /** The library, with a shelf whose call runs until it is cancelled, noting how it learnt of that. */
  static final class SlowShelfLibrary extends dev.protojson.transcoding.LibraryService {

    final CountDownLatch started = new CountDownLatch(1);
    final CountDownLatch sawCancelled = new CountDownLatch(1);
    volatile boolean interrupted;

    @Override
    public void getShelf(GetShelfRequest request, StreamObserver<Shelf> response) {
      if (!request.getName().equals("shelves/slow")) {
        super.getShelf(request, response);
        return;
      }
      started.countDown();
      long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
      while (System.nanoTime() < end) {
        if (Thread.interrupted()) {
          interrupted = true;
        }
        if (Context.current().isCancelled()) {
          sawCancelled.countDown();
          return;
        }
        LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
      }
      response.onError(Status.DEADLINE_EXCEEDED.asRuntimeException());
    }
  }

  @SpringBootConfiguration
  @EnableAutoConfiguration
  static class ReactiveLibrary {

    @GrpcService
    SlowShelfLibrary libraryService() {
      return new SlowShelfLibrary();
    }

    @GrpcService
    StreamingOverHttpTests.PacedStreams streamsService() {
      return new StreamingOverHttpTests.PacedStreams();
    }

    @Bean
    @GlobalServerInterceptor
    TestLibrary.CredentialCheck credentialCheck() {
      return new TestLibrary.CredentialCheck();
    }
  }
}
