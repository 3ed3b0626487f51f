package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.api.HttpBody;
import com.google.api.HttpRule;
import com.google.protobuf.ByteString;
import com.google.protobuf.FieldMask;
import com.google.protobuf.Message;
import com.google.protobuf.Timestamp;
import com.google.rpc.ErrorInfo;
import dev.protojson.MessageMarshaller;
import dev.protojson.transcoding.StatusMapping;
import dev.protojson.transcoding.test.Author;
import dev.protojson.transcoding.test.Book;
import dev.protojson.transcoding.test.CreateBookRequest;
import dev.protojson.transcoding.test.DeleteBookRequest;
import dev.protojson.transcoding.test.GetBookRequest;
import dev.protojson.transcoding.test.GetFileRequest;
import dev.protojson.transcoding.test.GetShelfRequest;
import dev.protojson.transcoding.test.LibraryGrpc;
import dev.protojson.transcoding.test.ListBooksRequest;
import dev.protojson.transcoding.test.ListShelvesRequest;
import dev.protojson.transcoding.test.MoveBookRequest;
import dev.protojson.transcoding.test.UpdateBookRequest;
import dev.protojson.transcoding.test.UploadCoverRequest;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Metadata;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import io.grpc.stub.MetadataUtils;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.TimeUnit;
import org.apache.tomcat.util.buf.EncodedSolidusHandling;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.web.servlet.config.annotation.CorsRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * The library service served over real HTTP by Spring MVC, each answer checked against what a native gRPC client
 * gets from Boot's gRPC server for the same call, and each request message the service is handed against one built
 * by hand as {@code google/api/http.proto} describes it. Each subclass runs these cases with one of Boot's gRPC
 * server set-ups. The application also allows one browser origin by a global CORS mapping, and lets Tomcat pass
 * {@code %2F} in a path through.
 */
@SpringBootTest(classes = {TestLibrary.class, TranscodingOverHttpTests.QueryOnlyRule.class,
    TranscodingOverHttpTests.BrowserOrigin.class, TranscodingOverHttpTests.EncodedSlashes.class},
    webEnvironment = WebEnvironment.RANDOM_PORT,
    // no static resources: their /** mapping would answer any preflight itself, with the same global CORS mappings
    properties = {"protojson.max-request-size=1KB", "spring.web.resources.add-mappings=false"})
abstract class TranscodingOverHttpTests {

  private static final String AUTHORIZATION = "Bearer token";

  /** The application's marshaller has no reason to know the error details: the oracle of errors registers them. */
  private static final MessageMarshaller ERRORS = MessageMarshaller.builder()
      .register(ErrorInfo.getDefaultInstance()).build();

  private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

  @LocalServerPort
  int port;

  @Autowired
  private MessageMarshaller marshaller;

  @Autowired
  private TestLibrary.RequestRecorder requests;

  private ManagedChannel channel;

  /** The port Boot's gRPC server takes native calls on. */
  abstract int grpcPort();

  @BeforeEach
  void connect() {
    channel = ManagedChannelBuilder.forAddress("localhost", grpcPort()).usePlaintext().build();
    requests.take();
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
    assertSameAnswer(response, () -> stub().getShelf(GetShelfRequest.newBuilder().setName("shelves/7").build()));
  }

  @Test
  void aResponseIsTheJsonOfWhatTheSameCallGivesANativeGrpcClient() throws Exception {
    HttpResponse<String> response = send(get("/v1/shelves?pageSize=1&filter=sci%20fi"));

    assertDelivered(ListShelvesRequest.newBuilder().setPageSize(1).setFilter("sci fi").build());
    assertSameAnswer(response,
        () -> stub().listShelves(ListShelvesRequest.newBuilder().setPageSize(1).setFilter("sci fi").build()));
    assertThat(response.body()).contains("\"nextPageToken\":\"page2\"");
  }

  @Test
  void aNestedMessageAndRepeatedFieldsComeOutAsANativeClientGetsThem() throws Exception {
    HttpResponse<String> response = send(get("/v1/shelves/1/books/1"));

    assertSameAnswer(response, () -> stub().getBook(GetBookRequest.newBuilder().setName("shelves/1/books/1").build()));
    assertThat(response.body()).contains("\"author\":{\"displayName\":\"Frank Herbert\",\"born\":1920}");
  }

  @Test
  void anAdditionalBindingServesTheSameMethodWithItsOwnTemplate() throws Exception {
    HttpResponse<String> response = send(get("/v1/books/b%207"));

    GetBookRequest expected = GetBookRequest.newBuilder().setName("b 7").build();
    assertDelivered(expected);
    assertSameAnswer(response, () -> stub().getBook(expected));
    assertThat(response.body()).startsWith("{\"name\":\"b 7\",\"title\":\"Dune\"");
  }

  @Test
  void anEnumInTheQueryIsReadByNameOrByNumber() throws Exception {
    GetBookRequest expected = GetBookRequest.newBuilder().setName("shelves/1/books/1")
        .setView(GetBookRequest.View.FULL).build();

    HttpResponse<String> byName = send(get("/v1/shelves/1/books/1?view=FULL"));
    assertDelivered(expected);
    HttpResponse<String> byNumber = send(get("/v1/shelves/1/books/1?view=2"));
    assertDelivered(expected);

    assertSameAnswer(byName, () -> stub().getBook(expected));
    assertThat(byNumber.body()).isEqualTo(byName.body());
  }

  @Test
  void listsBooksPageByPageWithAFilter() throws Exception {
    HttpResponse<String> first = send(get("/v1/shelves/1/books?page_size=1&filter=e"));
    assertDelivered(ListBooksRequest.newBuilder().setParent("shelves/1").setPageSize(1).setFilter("e").build());
    HttpResponse<String> second = send(get("/v1/shelves/1/books?pageSize=1&pageToken=1&filter=e"));
    assertDelivered(ListBooksRequest.newBuilder().setParent("shelves/1").setPageSize(1).setPageToken("1")
        .setFilter("e").build());

    assertThat(first.body())
        .isEqualTo("{\"books\":[{\"name\":\"shelves/1/books/1\",\"title\":\"Dune\"}],\"nextPageToken\":\"1\"}");
    assertThat(second.body()).isEqualTo("{\"books\":[{\"name\":\"shelves/1/books/3\",\"title\":\"Ulysses\"}]}");
    assertSameAnswer(second, () -> stub().listBooks(ListBooksRequest.newBuilder().setParent("shelves/1")
        .setPageSize(1).setPageToken("1").setFilter("e").build()));
  }

  @Test
  void createsABookFromTheBodyFieldAndTheQuery() throws Exception {
    HttpResponse<String> response = post("/v1/shelves/1/books?bookId=9",
        "{\"title\":\"Emma\",\"author\":{\"displayName\":\"Austen\"}}");

    CreateBookRequest expected = CreateBookRequest.newBuilder().setParent("shelves/1").setBookId("9")
        .setBook(Book.newBuilder().setTitle("Emma").setAuthor(Author.newBuilder().setDisplayName("Austen"))).build();
    assertDelivered(expected);
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body())
        .isEqualTo("{\"name\":\"shelves/1/books/9\",\"title\":\"Emma\",\"author\":{\"displayName\":\"Austen\"}}");
    assertSameAnswer(response, () -> stub().createBook(expected));
  }

  @Test
  void repeatedKeysDottedPathsAndATimestampFillTheRequestFromTheQuery() throws Exception {
    HttpResponse<String> response = send(withAuthorization("/v1/shelves/1/books:fromQuery?book.title=Emma"
        + "&book.tags=classic&book.tags=romance&book.author.display_name=Austen&book.publishTime=1815-12-23T00:00:00Z")
        .POST(HttpRequest.BodyPublishers.noBody()));

    CreateBookRequest expected = CreateBookRequest.newBuilder().setParent("shelves/1")
        .setBook(Book.newBuilder().setTitle("Emma").addTags("classic").addTags("romance")
            .setAuthor(Author.newBuilder().setDisplayName("Austen"))
            .setPublishTime(Timestamp.newBuilder().setSeconds(-4860604800L)))
        .build();
    assertDelivered(expected);
    assertSameAnswer(response, () -> stub().createBook(expected));
  }

  @Test
  void patchReadsTheBookFieldFromTheBodyAndTheMaskFromTheQuery() throws Exception {
    HttpResponse<String> response = send(withAuthorization("/v1/shelves/1/books/1?update_mask=title,author.displayName")
        .method("PATCH", HttpRequest.BodyPublishers.ofString("{\"title\":\"Dune Messiah\",\"author\":{\"born\":1921}}"))
        .header("Content-Type", "application/json"));

    UpdateBookRequest expected = UpdateBookRequest.newBuilder()
        .setBook(Book.newBuilder().setName("shelves/1/books/1").setTitle("Dune Messiah")
            .setAuthor(Author.newBuilder().setBorn(1921)))
        .setUpdateMask(FieldMask.newBuilder().addPaths("title").addPaths("author.display_name"))
        .build();
    assertDelivered(expected);
    assertSameAnswer(response, () -> stub().updateBook(expected));
    assertThat(response.body()).startsWith("{\"name\":\"shelves/1/books/1\",\"title\":\"Dune Messiah\"");
  }

  @Test
  void putReadsTheWholeRequestFromTheBodyAndThePathWinsForTheNestedName() throws Exception {
    HttpResponse<String> response = send(withAuthorization("/v1/shelves/1/books/1")
        .PUT(HttpRequest.BodyPublishers.ofString(
            "{\"book\":{\"name\":\"shelves/9/books/9\",\"title\":\"Children of Dune\"},\"updateMask\":\"title\"}"))
        .header("Content-Type", "application/json"));

    UpdateBookRequest expected = UpdateBookRequest.newBuilder()
        .setBook(Book.newBuilder().setName("shelves/1/books/1").setTitle("Children of Dune"))
        .setUpdateMask(FieldMask.newBuilder().addPaths("title"))
        .build();
    assertDelivered(expected);
    assertSameAnswer(response, () -> stub().updateBook(expected));
  }

  @Test
  void aCustomVerbTakesTheWholeRequestFromTheBody() throws Exception {
    HttpResponse<String> response = post("/v1/shelves/1/books/1:move", "{\"otherShelfName\":\"shelves/2\"}");

    MoveBookRequest expected = MoveBookRequest.newBuilder().setName("shelves/1/books/1")
        .setOtherShelfName("shelves/2").build();
    assertDelivered(expected);
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body()).startsWith("{\"name\":\"shelves/2/books/1\"");
    assertSameAnswer(response, () -> stub().moveBook(expected));
  }

  @Test
  void aResponseBodyRuleAnswersWithThatFieldOnly() throws Exception {
    HttpResponse<String> response = send(get("/v1/shelves/1/books/1/author"));

    Book native_ = stub().getBookAuthor(GetBookRequest.newBuilder().setName("shelves/1/books/1").build());
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body()).isEqualTo(marshaller.writeValueAsString(native_.getAuthor()))
        .isEqualTo("{\"displayName\":\"Frank Herbert\",\"born\":1920}");
  }

  @Test
  void aDoubleStarVariableTakesEverySegmentOfTheRest() throws Exception {
    HttpResponse<String> response = send(get("/v1/files/docs/2026/q4/report.txt"));

    GetFileRequest expected = GetFileRequest.newBuilder().setPath("docs/2026/q4/report.txt").build();
    assertDelivered(expected);
    assertSameAnswer(response, () -> stub().getFile(expected));
    assertThat(response.body()).isEqualTo("{\"path\":\"docs/2026/q4/report.txt\",\"size\":\"23\"}");
  }

  @Test
  void deleteAnswersTheEmptyMessage() throws Exception {
    HttpResponse<String> response = send(withAuthorization("/v1/shelves/1/books/1").DELETE());

    assertDelivered(DeleteBookRequest.newBuilder().setName("shelves/1/books/1").build());
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body()).isEqualTo("{}");
    assertSameAnswer(response,
        () -> stub().deleteBook(DeleteBookRequest.newBuilder().setName("shelves/1/books/1").build()));
  }

  @Test
  void anHttpBodyResponseIsItsBytesWithItsContentType() throws Exception {
    HttpResponse<byte[]> response = http.send(get("/v1/shelves/1/books/1/cover").build(),
        HttpResponse.BodyHandlers.ofByteArray());

    HttpBody native_ = stub().downloadCover(GetBookRequest.newBuilder().setName("shelves/1/books/1").build());
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.headers().firstValue("Content-Type")).hasValue(native_.getContentType()).hasValue("image/png");
    assertThat(response.body()).isEqualTo(native_.getData().toByteArray())
        .containsExactly((byte) 0x89, 'P', 'N', 'G', 0, (byte) 0xff);
  }

  /**
   * curl's {@code -d} sends JSON as a form. Its bytes are read as sent, not as Spring rebuilds a form POST's body
   * from the parameters (re-encoded, reordered), which would be no JSON, nor the bytes of a google.api.HttpBody.
   */
  @Test
  void aPostedBodyIsReadAsSentWhateverItsContentType() throws Exception {
    HttpResponse<String> response = send(withAuthorization("/v1/shelves/1/books/1:move")
        .POST(HttpRequest.BodyPublishers.ofString("{\"otherShelfName\":\"shelves/2\"}"))
        .header("Content-Type", "application/x-www-form-urlencoded"));

    MoveBookRequest expected = MoveBookRequest.newBuilder().setName("shelves/1/books/1")
        .setOtherShelfName("shelves/2").build();
    assertDelivered(expected);
    assertThat(response.statusCode()).isEqualTo(200);
    assertSameAnswer(response, () -> stub().moveBook(expected));
  }

  /**
   * Spring's FormContentFilter reads a PUT form as parameters before the transcoder is reached: the bytes are gone,
   * and a call without them would not be the request sent. A 400 says so, and no call is made.
   */
  @Test
  void aFormBodyAlreadyReadAsParametersIsRefusedSayingSo() throws Exception {
    HttpResponse<String> response = send(withAuthorization("/v1/shelves/1/books/1")
        .PUT(HttpRequest.BodyPublishers.ofString("{\"book\":{\"title\":\"Dune\"}}"))
        .header("Content-Type", "application/x-www-form-urlencoded"));

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(response.body()).startsWith("{\"code\":3,\"message\":\"The body of this"
        + " application/x-www-form-urlencoded request was read as form parameters before it reached the transcoder");
    assertThat(response.body()).contains("send JSON with Content-Type: application/json");
    assertThat(requests.take()).isNull();
    HttpResponse<String> chunked = send(withAuthorization("/v1/shelves/1/books/1")
        .PUT(HttpRequest.BodyPublishers.ofInputStream(() -> new java.io.ByteArrayInputStream(
            "{\"book\":{\"title\":\"Dune\"}}".getBytes(java.nio.charset.StandardCharsets.UTF_8))))
        .header("Content-Type", "application/x-www-form-urlencoded"));
    assertThat(chunked.statusCode()).isEqualTo(400);
    assertThat(chunked.body()).contains("was read as form parameters before it reached the transcoder");
    assertThat(requests.take()).isNull();
  }

  @Test
  void anHttpBodyRequestFieldTakesTheBytesAndContentTypeAsSent() throws Exception {
    byte[] cover = {(byte) 0xff, (byte) 0xd8, (byte) 0xff, 0, 1, 2, 3};
    HttpResponse<String> response = send(withAuthorization("/v1/shelves/1/books/1/cover")
        .PUT(HttpRequest.BodyPublishers.ofByteArray(cover)).header("Content-Type", "image/jpeg"));

    UploadCoverRequest expected = UploadCoverRequest.newBuilder().setName("shelves/1/books/1")
        .setCover(HttpBody.newBuilder().setContentType("image/jpeg").setData(ByteString.copyFrom(cover))).build();
    assertDelivered(expected);
    assertThat(response.body()).contains("\"title\":\"image/jpeg:7\"");
    assertSameAnswer(response, () -> stub().uploadCover(expected));
  }

  @Test
  void theGlobalInterceptorRefusesACallWithoutCredentialsWith401AndTheStatus() throws Exception {
    HttpResponse<String> response = send(HttpRequest.newBuilder(uri("/v1/shelves/1")));

    assertThat(response.statusCode()).isEqualTo(401);
    assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
    assertThat(response.body()).isEqualTo("{\"code\":16,\"message\":\"no credentials\"}");
    assertThat(response.headers().firstValue("Grpc-Metadata-www-authenticate")).hasValue("Bearer");
    assertSameAnswer(response, () -> LibraryGrpc.newBlockingStub(channel)
        .getShelf(GetShelfRequest.newBuilder().setName("shelves/1").build()));
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

    assertSameAnswer(response,
        () -> stub().getBook(GetBookRequest.newBuilder().setName("shelves/1/books/missing").build()));
  }

  @Test
  void aServiceThatThrowsAnswers500UnknownWithoutAStackTrace() throws Exception {
    HttpResponse<String> response = send(get("/v1/files/boom"));

    assertThat(response.statusCode()).isEqualTo(500);
    assertThat(response.body()).isEqualTo("{\"code\":2}");
    assertSameAnswer(response, () -> stub().getFile(GetFileRequest.newBuilder().setPath("boom").build()));
  }

  @Test
  void aWrongValueInAQueryParameterIs400WithAFieldViolationNamingTheField() throws Exception {
    HttpResponse<String> response = send(get("/v1/shelves?page_size=ten"));

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(response.body()).startsWith("{\"code\":3,\"message\":\"")
        .contains("\"details\":[{\"@type\":\"type.googleapis.com/google.rpc.BadRequest\","
            + "\"fieldViolations\":[{\"field\":\"page_size\",\"description\":\"");
    assertThat(requests.take()).isNull();
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
    StatusRuntimeException native_ = nativeFailure(() -> stub().withDeadlineAfter(50, TimeUnit.MILLISECONDS)
        .getShelf(GetShelfRequest.newBuilder().setName("shelves/slow").build()));
    assertThat(native_.getStatus().getCode()).isEqualTo(Status.Code.DEADLINE_EXCEEDED);
  }

  @Test
  void aPreflightForATranscodedRouteIsAnsweredByTheGlobalCorsMapping() throws Exception {
    HttpResponse<String> response = send(HttpRequest.newBuilder(uri("/v1/shelves/1/books/1"))
        .method("OPTIONS", HttpRequest.BodyPublishers.noBody())
        .header("Origin", BrowserOrigin.ORIGIN)
        .header("Access-Control-Request-Method", "PATCH")
        .header("Access-Control-Request-Headers", "authorization, content-type"));

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.headers().firstValue("Access-Control-Allow-Origin")).hasValue(BrowserOrigin.ORIGIN);
    assertThat(response.headers().firstValue("Access-Control-Allow-Methods")).hasValue("GET,PATCH");
    assertThat(response.headers().firstValue("Access-Control-Allow-Headers")).hasValue("authorization, content-type");
    assertThat(requests.take()).isNull();
  }

  @Test
  void aCrossOriginCallGetsTheCorsHeadersOfTheGlobalMapping() throws Exception {
    HttpResponse<String> response = send(get("/v1/shelves/1").header("Origin", BrowserOrigin.ORIGIN));

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.headers().firstValue("Access-Control-Allow-Origin")).hasValue(BrowserOrigin.ORIGIN);
    assertThat(response.body()).isEqualTo("{\"name\":\"shelves/1\",\"theme\":\"fiction\"}");
  }

  @Test
  void aCallFromAnOriginTheMappingDoesNotAllowIsRefusedBeforeTheService() throws Exception {
    HttpResponse<String> response = send(get("/v1/shelves/1").header("Origin", "https://elsewhere.example"));

    assertThat(response.statusCode()).isEqualTo(403);
    assertThat(response.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
    assertThat(requests.take()).isNull();
  }

  @Test
  void anEncodedSlashStaysEncodedInAMultiSegmentVariableAndIsDecodedInASingleSegmentOne() throws Exception {
    HttpResponse<String> multi = send(get("/v1/shelves/a%2Fb"));
    assertDelivered(GetShelfRequest.newBuilder().setName("shelves/a%2Fb").build());
    HttpResponse<String> single = send(get("/v1/books/a%2Fb"));
    assertDelivered(GetBookRequest.newBuilder().setName("a/b").build());

    assertThat(multi.statusCode()).isEqualTo(200);
    assertThat(multi.body()).startsWith("{\"name\":\"shelves/a%2Fb\"");
    assertThat(single.statusCode()).isEqualTo(200);
    assertThat(single.body()).startsWith("{\"name\":\"a/b\"");
  }

  /** The request message the service was handed is {@code expected}, built by hand from the rule's semantics. */
  void assertDelivered(Message expected) {
    assertThat(requests.take()).isEqualTo(expected);
  }

  /**
   * The transcoded answer is what a native client gets for the same call over a real channel: the response printed
   * by the application's marshaller, or the status (with its details) as {@code google.rpc.Status} and its HTTP
   * status.
   */
  void assertSameAnswer(HttpResponse<String> response, NativeCall call) {
    Message answer;
    try {
      answer = call.invoke();
    } catch (StatusRuntimeException failure) {
      com.google.rpc.Status status = statusOf(failure);
      assertThat(response.statusCode()).isEqualTo(StatusMapping.httpStatus(status.getCode()));
      assertThat(response.body()).isEqualTo(ERRORS.writeValueAsString(status));
      return;
    }
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body()).isEqualTo(marshaller.writeValueAsString(answer));
  }

  private static com.google.rpc.Status statusOf(StatusRuntimeException failure) {
    com.google.rpc.Status withDetails = StatusProto.fromThrowable(failure);
    if (withDetails != null) {
      return withDetails;
    }
    Status status = failure.getStatus();
    return com.google.rpc.Status.newBuilder().setCode(status.getCode().value())
        .setMessage(status.getDescription() == null ? "" : status.getDescription()).build();
  }

  private static StatusRuntimeException nativeFailure(NativeCall call) {
    try {
      call.invoke();
    } catch (StatusRuntimeException failure) {
      return failure;
    }
    throw new AssertionError("The native call succeeded");
  }

  @FunctionalInterface
  interface NativeCall {
    Message invoke();
  }

  LibraryGrpc.LibraryBlockingStub stub() {
    Metadata headers = new Metadata();
    headers.put(TestLibrary.key("authorization"), AUTHORIZATION);
    return LibraryGrpc.newBlockingStub(channel).withInterceptors(MetadataUtils.newAttachHeadersInterceptor(headers));
  }

  HttpRequest.Builder get(String path) {
    return withAuthorization(path).GET();
  }

  HttpResponse<String> post(String path, String json) throws Exception {
    return send(withAuthorization(path).POST(HttpRequest.BodyPublishers.ofString(json))
        .header("Content-Type", "application/json"));
  }

  HttpRequest.Builder withAuthorization(String path) {
    return HttpRequest.newBuilder(uri(path)).header("Authorization", AUTHORIZATION);
  }

  URI uri(String path) {
    return URI.create("http://localhost:" + port + path);
  }

  HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
    return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }

  /**
   * A rule from configuration that binds a whole new book from the query alone, for what no rule of the library's
   * {@code .proto} shows: repeated keys, dotted paths and a {@code Timestamp} in the query.
   */
  @TestConfiguration(proxyBeanMethods = false)
  static class QueryOnlyRule {

    @Bean
    TranscodingRulesCustomizer createBookFromTheQuery() {
      return rules -> rules.add("protojson.transcoding.test.Library/CreateBook",
          HttpRule.newBuilder().setPost("/v1/{parent=shelves/*}/books:fromQuery").build());
    }
  }

  /** A global CORS mapping, as an application that serves a browser front end on another origin writes it. */
  @TestConfiguration(proxyBeanMethods = false)
  static class BrowserOrigin implements WebMvcConfigurer {

    static final String ORIGIN = "https://app.example";

    @Override
    public void addCorsMappings(CorsRegistry registry) {
      registry.addMapping("/v1/**").allowedOrigins(ORIGIN).allowedMethods("GET", "PATCH")
          .allowedHeaders("authorization", "content-type");
    }
  }

  /** Tomcat refuses {@code %2F} in a path unless told to pass it through; Boot has no property for it. */
  @TestConfiguration(proxyBeanMethods = false)
  static class EncodedSlashes {

    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> encodedSlashesPassThrough() {
      return factory -> factory.addConnectorCustomizers(
          connector -> connector.setEncodedSolidusHandling(EncodedSolidusHandling.PASS_THROUGH.getValue()));
    }
  }
}
