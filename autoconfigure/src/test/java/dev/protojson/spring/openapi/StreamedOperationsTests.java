package dev.protojson.spring.openapi;

import static dev.protojson.spring.openapi.OpenApiDocumentTests.assertJson;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;
import dev.protojson.MessageMarshaller;
import dev.protojson.testing.RandomMessages;
import dev.protojson.transcoding.test.Book;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The operations of streaming methods in springdoc's document on Spring MVC, with a media type per format (the
 * bidirectional method, which Spring MVC does not serve, is not listed), and the real streams of those routes over
 * HTTP, whose every element validates against the schema of its format.
 * {@code -Dprotojson.seed=N} repeats a run.
 */
@SpringBootTest(classes = TranscodedStreamsApplication.WithoutTheChat.class,
    webEnvironment = WebEnvironment.RANDOM_PORT, properties = "spring.grpc.server.port=0")
class StreamedOperationsTests {

  static final String WATCH = "/v1/shelves:watch";
  static final String IMPORT_BOOKS = "/v1/shelves/{shelves}/books:import";
  static final String IMPORT_SHELVES = "/v1/shelves:import";
  static final String CHAT = "/v1/shelves:chat";
  static final List<String> RESPONSE_FORMATS =
      List.of("application/x-ndjson", "application/jsonl", "text/event-stream", "application/json");
  static final List<String> REQUEST_FORMATS = List.of("application/json", "application/x-ndjson", "application/jsonl");

  private static final long SEED = Long.getLong("protojson.seed", System.nanoTime());
  private static final String SHELF = "{'$ref':'#/components/schemas/protojson.transcoding.test.Shelf'}";

  private final LocalRoutes routes;
  private final MessageMarshaller marshaller;
  private final ApiDocs docs;

  StreamedOperationsTests(@LocalServerPort int port, @Autowired MessageMarshaller marshaller) throws Exception {
    this.routes = new LocalRoutes(port);
    this.marshaller = marshaller;
    this.docs = ApiDocs.fetch(port);
  }

  @Test
  void theDocumentIsValid() {
    assertThat(new DocumentRules(docs).violations(true)).isEmpty();
  }

  @Test
  void aServerStreamAnswersEachFormatWithTheSchemaOfItsElements() {
    JsonNode answer = docs.operation("get", WATCH).path("responses").path("200");

    assertThat(ApiDocs.fieldNames(answer.path("content"))).isEqualTo(String.join(", ", RESPONSE_FORMATS));
    for (String lines : List.of("application/x-ndjson", "application/jsonl")) {
      assertJson(answer.path("content").path(lines).path("schema"), "{'$ref':'#/components/schemas/"
          + "protojson.transcoding.test.Shelf','description':'One message per line, written and flushed as the"
          + " service sends it.'}");
    }
    assertThat(answer.path("content").path("text/event-stream").path("schema").path("$ref").asText())
        .isEqualTo("#/components/schemas/protojson.transcoding.test.Shelf");
    assertThat(answer.path("content").path("text/event-stream").path("schema").path("description").asText())
        .startsWith("The data of one event");
    assertJson(answer.path("content").path("application/json").path("schema"), "{'type':'array','items':" + SHELF
        + ",'description':'The messages as one JSON array, written element by element as the service sends them.'}");
    assertThat(answer.path("description").asText())
        .startsWith("A stream of responses. Each element is the response message.")
        .contains("the line or array element `{\"error\": <google.rpc.Status>}`, or the event `error`");
  }

  @Test
  void aClientStreamTakesAnArrayOrOneRequestPerLine() {
    JsonNode books = docs.operation("post", IMPORT_BOOKS).path("requestBody");
    JsonNode shelves = docs.operation("post", IMPORT_SHELVES).path("requestBody");

    assertThat(ApiDocs.fieldNames(books.path("content"))).isEqualTo(String.join(", ", REQUEST_FORMATS));
    String book = "{'$ref':'#/components/schemas/protojson.transcoding.test.Book'";
    assertJson(books.path("content").path("application/json").path("schema"), "{'type':'array','items':" + book
        + "},'description':'The requests as one JSON array, each handed to the service as soon as it is read.'}");
    assertJson(books.path("content").path("application/x-ndjson").path("schema"), book + ",'description':"
        + "'One request per line, handed to the service as soon as it is read.'}");
    assertThat(books.path("description").asText()).contains("Each element is the request field `book` of one");
    assertJson(shelves.path("content").path("application/jsonl").path("schema").path("$ref"),
        "'#/components/schemas/protojson.transcoding.test.Shelf'");
    assertThat(shelves.path("description").asText()).contains("Each element is a request message.");
    assertJson(docs.operation("post", IMPORT_SHELVES).path("responses").path("200").path("content"),
        "{'application/json':{'schema':{'$ref':'#/components/schemas/protojson.transcoding.test"
            + ".ImportBooksResponse'}}}");
    assertThat(docs.operation("post", IMPORT_SHELVES).path("responses").path("400").path("description").asText())
        .endsWith("An invalid request of the stream is named by its index, as `[3].name`.");
  }

  @Test
  void aStreamOfHttpBodiesIsItsBytes() {
    JsonNode answer = docs.operation("get", "/v1/shelves:download").path("responses").path("200");

    assertJson(answer.path("content"), "{'*/*':{'schema':{'type':'string','format':'binary'}}}");
    assertThat(answer.path("description").asText()).startsWith("The bytes of every message of the stream");
  }

  @Test
  void theBidirectionalMethodSpringMvcDoesNotServeIsNotListed() {
    assertThat(docs.document().path("paths").has(CHAT)).isFalse();
    assertThat(docs.document().path("paths").has(WATCH)).isTrue();
  }

  @Test
  void everyElementOfARealStreamFitsItsFormatsSchemaAndAFailedOneEndsWithAStatus() throws Exception {
    assertEveryFormatFits(routes, docs);
  }

  @Test
  void requestsThatFitTheSchemasAreTakenInEveryFormat() throws Exception {
    RandomMessages random = OpenApiRandomMessages.of(SEED, 3);
    JsonNode content = docs.operation("post", IMPORT_BOOKS).path("requestBody").path("content");
    for (String format : REQUEST_FORMATS) {
      List<String> books = new ArrayList<>();
      for (int i = 0; i < 3; i++) {
        books.add(marshaller.writeValueAsString(random.next(Book.getDefaultInstance())));
      }
      String body = format.equals("application/json") ? "[" + String.join(",", books) + "]"
          : String.join("\n", books) + "\n";
      assertThat(StreamElements.of(format, body)).hasSize(3);
      assertFits(docs, content.path(format).path("schema"), format.equals("application/json")
          ? List.of(ApiDocs.JSON.readTree(body)) : StreamElements.of(format, body), body);

      HttpResponse<String> response = routes.send(routes.request("/v1/shelves/1/books:import")
          .header("Content-Type", format).POST(HttpRequest.BodyPublishers.ofString(body)));

      assertThat(response.statusCode()).as("%s answered %s (seed %d)", body, response.body(), SEED).isEqualTo(200);
      assertThat(ApiDocs.JSON.readTree(response.body()).path("count").asInt()).isEqualTo(3);
      assertFits(docs, docs.operation("post", IMPORT_BOOKS).path("responses").path("200").path("content")
          .path("application/json").path("schema"), List.of(ApiDocs.JSON.readTree(response.body())), body);
    }
  }

  /** Checks the watch route's real streams in every format, a complete one and one that fails after two. */
  static void assertEveryFormatFits(LocalRoutes routes, ApiDocs docs) throws Exception {
    for (String format : RESPONSE_FORMATS) {
      HttpResponse<String> complete = routes.send(routes.request(WATCH + "?count=3").header("Accept", format));
      HttpResponse<String> failed = routes.send(routes.request(WATCH + "?count=5&failAfter=2")
          .header("Accept", format));

      assertThat(complete.statusCode()).isEqualTo(200);
      assertThat(complete.headers().firstValue("Content-Type")).hasValue(format);
      assertStreamFits(docs, "get", WATCH, format, complete.body(), 3, false);
      assertThat(failed.statusCode()).isEqualTo(200);
      assertStreamFits(docs, "get", WATCH, format, failed.body(), 2, true);
    }
  }

  /**
   * Checks that a real stream has {@code messages} elements, each valid against the schema the document gives
   * its format, and, if {@code failed}, one more: the error element, whose status is a {@code google.rpc.Status}.
   */
  static void assertStreamFits(ApiDocs docs, String method, String path, String format, String body, int messages,
      boolean failed) throws Exception {
    JsonNode schema = docs.operation(method, path).path("responses").path("200").path("content").path(format)
        .path("schema");
    List<JsonNode> elements = StreamElements.of(format, body);
    assertThat(elements).as(body).hasSize(failed ? messages + 1 : messages);
    List<JsonNode> messageElements = elements.subList(0, messages);
    assertThat(messageElements).noneMatch(StreamElements::isError);
    if (format.equals("application/json")) {
      assertFits(docs, schema, List.of(ApiDocs.JSON.createArrayNode().addAll(messageElements)), body);
    } else {
      assertFits(docs, schema, messageElements, body);
    }
    if (failed) {
      JsonNode error = elements.get(messages);
      assertThat(StreamElements.isError(error)).as(body).isTrue();
      assertFits(docs, docs.schemas().path("google.rpc.Status"), List.of(error.path("error")), body);
      assertThat(error.path("error").path("code").asInt()).isEqualTo(14);
    }
  }

  static void assertFits(ApiDocs docs, JsonNode schema, List<JsonNode> values, String body) {
    JsonSchema validator = docs.validator(schema);
    for (JsonNode value : values) {
      assertThat(validator.validate(value)).as("%s in %s (seed %d)", value, body, SEED).isEmpty();
    }
  }
}
