package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.google.rpc.ErrorInfo;
import dev.protojson.MessageMarshaller;
import dev.protojson.transcoding.test.Book;
import dev.protojson.transcoding.test.GetBookRequest;
import dev.protojson.transcoding.test.GetFileRequest;
import dev.protojson.transcoding.test.LibraryGrpc;
import dev.protojson.transcoding.test.ListShelvesRequest;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Metadata;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import io.grpc.stub.MetadataUtils;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.grpc.server.lifecycle.GrpcServerLifecycle;

/**
 * The library service served over real HTTP by Spring MVC next to Boot's Netty gRPC server, checked against what a
 * native gRPC client gets from that server.
 */
@SpringBootTest(classes = TestLibrary.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = {"spring.grpc.server.port=0", "protojson.max-request-size=1KB"})
class TranscodingOverHttpTests {

  private static final String AUTHORIZATION = "Bearer token";

  private final HttpClient http = HttpClient.newHttpClient();

  @LocalServerPort
  private int port;

  @Autowired
  private GrpcServerLifecycle grpcServer;

  @Autowired
  private MessageMarshaller marshaller;

  private ManagedChannel channel;

  @BeforeEach
  void connect() {
    channel = ManagedChannelBuilder.forAddress("localhost", grpcServer.getPort()).usePlaintext().build();
  }

  @AfterEach
  void disconnect() throws InterruptedException {
    channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
  }

  @Test
  void getsAShelfByItsPathAsProto3Json() throws Exception {
    HttpResponse<String> response = send(get("/v1/shelves/7"));

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
    assertThat(response.body()).isEqualTo("{\"name\":\"shelves/7\",\"theme\":\"fiction\"}");
  }

  @Test
  void aResponseIsTheJsonOfWhatTheSameCallGivesANativeGrpcClient() throws Exception {
    HttpResponse<String> response = send(get("/v1/shelves?pageSize=1&filter=sci%20fi"));

    var native_ = stub().listShelves(ListShelvesRequest.newBuilder().setPageSize(1).setFilter("sci fi").build());
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body()).isEqualTo(marshaller.writeValueAsString(native_));
    assertThat(native_.getNextPageToken()).isEqualTo("page2");
  }

  @Test
  void aNestedMessageAndRepeatedFieldsComeOutAsANativeClientGetsThem() throws Exception {
    HttpResponse<String> response = send(get("/v1/shelves/1/books/1"));

    Book native_ = stub().getBook(GetBookRequest.newBuilder().setName("shelves/1/books/1").build());
    assertThat(response.body()).isEqualTo(marshaller.writeValueAsString(native_));
  }

  @Test
  void createsABookFromTheBodyField() throws Exception {
    HttpResponse<String> response = post("/v1/shelves/1/books?bookId=9",
        "{\"title\":\"Emma\",\"author\":{\"displayName\":\"Austen\"}}");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body())
        .isEqualTo("{\"name\":\"shelves/1/books/9\",\"title\":\"Emma\",\"author\":{\"displayName\":\"Austen\"}}");
  }

  @Test
  void deleteAnswersTheEmptyMessage() throws Exception {
    HttpResponse<String> response = send(withAuthorization("/v1/shelves/1/books/1").DELETE());

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body()).isEqualTo("{}");
  }

  @Test
  void anHttpBodyResponseIsItsBytesWithItsContentType() throws Exception {
    HttpResponse<byte[]> response = http.send(get("/v1/shelves/1/books/1/cover").build(),
        HttpResponse.BodyHandlers.ofByteArray());

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.headers().firstValue("Content-Type")).hasValue("image/png");
    assertThat(response.body()).containsExactly((byte) 0x89, 'P', 'N', 'G', 0, (byte) 0xff);
  }

  @Test
  void theGlobalInterceptorRefusesACallWithoutCredentialsWith401AndTheStatus() throws Exception {
    HttpResponse<String> response = send(HttpRequest.newBuilder(uri("/v1/shelves/1")));

    assertThat(response.statusCode()).isEqualTo(401);
    assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
    assertThat(response.body()).isEqualTo("{\"code\":16,\"message\":\"no credentials\"}");
    assertThat(response.headers().firstValue("Grpc-Metadata-www-authenticate")).hasValue("Bearer");
  }

  @Test
  void aStatusWithDetailsIsAnsweredWithItsHttpStatusAndEveryDetail() throws Exception {
    HttpResponse<String> response = send(get("/v1/shelves/1/books/missing"));

    assertThat(response.statusCode()).isEqualTo(404);
    assertThat(response.body()).isEqualTo("{\"code\":5,\"message\":\"No book shelves/1/books/missing\",\"details\":"
        + "[{\"@type\":\"type.googleapis.com/google.rpc.ErrorInfo\",\"reason\":\"BOOK_NOT_FOUND\","
        + "\"domain\":\"library.example\",\"metadata\":{\"book\":\"shelves/1/books/missing\"}}]}");
    assertThat(response.headers().firstValue("Grpc-Metadata-x-library-trailer")).hasValue("not-here");
  }

  @Test
  void anErrorBodyIsTheStatusANativeClientGets() throws Exception {
    HttpResponse<String> response = send(get("/v1/shelves/1/books/missing"));

    StatusRuntimeException native_ = catchThrowableOfType(StatusRuntimeException.class,
        () -> stub().getBook(GetBookRequest.newBuilder().setName("shelves/1/books/missing").build()));
    // the application's marshaller has no reason to know ErrorInfo: the oracle registers it
    MessageMarshaller oracle = MessageMarshaller.builder().register(ErrorInfo.getDefaultInstance()).build();
    assertThat(response.body()).isEqualTo(oracle.writeValueAsString(StatusProto.fromThrowable(native_)));
  }

  @Test
  void aServiceThatThrowsAnswers500UnknownWithoutAStackTrace() throws Exception {
    HttpResponse<String> response = send(get("/v1/files/boom"));

    assertThat(response.statusCode()).isEqualTo(500);
    assertThat(response.body()).isEqualTo("{\"code\":2}");
    StatusRuntimeException native_ = catchThrowableOfType(StatusRuntimeException.class,
        () -> stub().getFile(GetFileRequest.newBuilder().setPath("boom").build()));
    assertThat(native_.getStatus().getCode().value()).isEqualTo(2);
    assertThat(native_.getStatus().getDescription()).isNull();
  }

  @Test
  void aWrongValueInAQueryParameterIs400WithAFieldViolationNamingTheField() throws Exception {
    HttpResponse<String> response = send(get("/v1/shelves?page_size=ten"));

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(response.body()).startsWith("{\"code\":3,\"message\":\"")
        .contains("\"details\":[{\"@type\":\"type.googleapis.com/google.rpc.BadRequest\","
            + "\"fieldViolations\":[{\"field\":\"page_size\",\"description\":\"");
  }

  @Test
  void anUnknownQueryParameterIs400() throws Exception {
    HttpResponse<String> response = send(get("/v1/shelves/1?cacheBuster=123"));

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(response.body()).startsWith("{\"code\":3,\"message\":\"Unknown query parameter cacheBuster")
        .contains("\"fieldViolations\":[{\"field\":\"cacheBuster\"");
  }

  @Test
  void invalidJsonInTheBodyIs400WithTheLineAndColumn() throws Exception {
    HttpResponse<String> response = post("/v1/shelves/1/books", "{\n  \"title\": 12x\n}");

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(response.body()).startsWith("{\"code\":3,")
        .contains("\"@type\":\"type.googleapis.com/google.rpc.BadRequest\"")
        .contains("at line 2, column ");
  }

  @Test
  void aBodyOverTheLimitIs413AsProtojsonAnswersIt() throws Exception {
    String title = "x".repeat(2000);
    HttpResponse<String> response = post("/v1/shelves/1/books", "{\"title\":\"" + title + "\"}");

    assertThat(response.statusCode()).isEqualTo(413);
    assertThat(response.headers().firstValue("Content-Type")).hasValue("application/problem+json");
    assertThat(response.body()).contains("\"maxRequestSize\":1024", "\"property\":\"protojson.max-request-size\"");
  }

  @Test
  void anUnknownPathIsTheApplicationsNormal404() throws Exception {
    HttpResponse<String> response = send(get("/v1/nothing/here"));

    assertThat(response.statusCode()).isEqualTo(404);
    assertThat(response.body()).contains("\"path\":\"/v1/nothing/here\"").doesNotContain("\"code\"");
  }

  @Test
  void aKnownPathWithTheWrongVerbIs405WithAllow() throws Exception {
    HttpResponse<String> response = send(withAuthorization("/v1/shelves").DELETE());

    assertThat(response.statusCode()).isEqualTo(405);
    assertThat(response.headers().firstValue("Allow")).hasValue("GET");
  }

  @Test
  void metadataGoesInFromGrpcMetadataHeadersAndComesBackAsThem() throws Exception {
    HttpResponse<String> response = send(get("/v1/shelves/1").header("Grpc-Metadata-X-Request-Id", "r-42"));

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.headers().firstValue("Grpc-Metadata-x-request-id")).hasValue("r-42");
    assertThat(response.headers().firstValue("Grpc-Metadata-x-served-by")).hasValue("library");
  }

  @Test
  void theServicesOwnInterceptorRunsAsForANativeCall() throws Exception {
    HttpResponse<String> response = send(get("/v1/shelves/1"));

    assertThat(response.headers().firstValue("Grpc-Metadata-x-stamped-by")).hasValue("library-service");
  }

  @Test
  void aGrpcTimeoutHeaderSetsTheCallsDeadline() throws Exception {
    HttpResponse<String> response = send(get("/v1/shelves/slow").header("grpc-timeout", "50m"));

    assertThat(response.statusCode()).isEqualTo(504);
    assertThat(response.body()).startsWith("{\"code\":4");
  }

  private LibraryGrpc.LibraryBlockingStub stub() {
    Metadata headers = new Metadata();
    headers.put(TestLibrary.key("authorization"), AUTHORIZATION);
    return LibraryGrpc.newBlockingStub(channel).withInterceptors(MetadataUtils.newAttachHeadersInterceptor(headers));
  }

  private HttpRequest.Builder get(String path) {
    return withAuthorization(path).GET();
  }

  private HttpResponse<String> post(String path, String json) throws Exception {
    return send(withAuthorization(path).POST(HttpRequest.BodyPublishers.ofString(json))
        .header("Content-Type", "application/json"));
  }

  private HttpRequest.Builder withAuthorization(String path) {
    return HttpRequest.newBuilder(uri(path)).header("Authorization", AUTHORIZATION);
  }

  private URI uri(String path) {
    return URI.create("http://localhost:" + port + path);
  }

  private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
    return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }
}
