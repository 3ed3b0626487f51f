package dev.protojson.spring.grpc;

import dev.protojson.transcoding.test.LibraryGrpc;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Metadata;
import io.grpc.stub.MetadataUtils;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.grpc.server.lifecycle.GrpcServerLifecycle;

/**
 * The two ways into a library app that a test compares: a real HTTP client (which keeps cookies, as a browser keeps
 * a session) for the transcoded routes on the web port, and a real gRPC channel to Boot's Netty server; each with or
 * without an {@code Authorization} value. For {@code @SpringBootTest(webEnvironment = RANDOM_PORT)} classes.
 */
abstract class HttpAndGrpcClients {

  private static final Metadata.Key<String> AUTHORIZATION =
      Metadata.Key.of("authorization", Metadata.ASCII_STRING_MARSHALLER);

  private final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager()).build();

  @LocalServerPort
  protected int port;

  @Autowired
  protected GrpcServerLifecycle grpcServer;

  private ManagedChannel channel;

  @BeforeEach
  void connect() {
    channel = ManagedChannelBuilder.forAddress("localhost", grpcServer.getPort()).usePlaintext().build();
  }

  @AfterEach
  void disconnect() throws InterruptedException {
    channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
  }

  static String basic(String user, String password) {
    return "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
  }

  /** A request to the web port, with {@code authorization} unless it is null. */
  HttpRequest.Builder request(String path, String authorization) {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path));
    return authorization == null ? request : request.header("Authorization", authorization);
  }

  HttpResponse<String> get(String path, String authorization) throws Exception {
    return send(request(path, authorization).GET());
  }

  HttpResponse<String> post(HttpRequest.Builder request, String json) throws Exception {
    return send(request.POST(HttpRequest.BodyPublishers.ofString(json)).header("Content-Type", "application/json"));
  }

  HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
    return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }

  /** A blocking stub on the gRPC port that sends {@code authorization} unless it is null. */
  LibraryGrpc.LibraryBlockingStub stub(String authorization) {
    LibraryGrpc.LibraryBlockingStub stub = LibraryGrpc.newBlockingStub(channel);
    if (authorization == null) {
      return stub;
    }
    Metadata headers = new Metadata();
    headers.put(AUTHORIZATION, authorization);
    return stub.withInterceptors(MetadataUtils.newAttachHeadersInterceptor(headers));
  }
}
