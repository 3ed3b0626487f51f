package dev.protojson.spring.openapi;

import static dev.protojson.spring.openapi.OpenApiDocumentTests.assertJson;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import dev.protojson.MessageMarshaller;
import dev.protojson.testing.RandomMessages;
import dev.protojson.transcoding.test.Fields;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/**
 * The operations springdoc's document lists for the transcoded routes of a running application, and the real
 * answers of those routes over HTTP, which validate against the schemas the document gives them.
 * {@code -Dprotojson.seed=N} repeats a run.
 */
@SpringBootTest(classes = TranscodedLibraryApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = {"spring.grpc.server.port=0", "protojson.packages=dev.protojson.spring.test.openapi"})
class TranscodedOperationsTests extends ServedApiDocs {

  private static final String LIBRARY = "protojson.transcoding.test.Library";
  private static final String BINDING = "protojson.transcoding.test.Binding";
  private static final String BOOKS = "/v1/shelves/{shelves}/books/{books}";
  private static final String STATUS = "{'$ref':'#/components/schemas/google.rpc.Status'}";
  private static final String JSON = "application/json";
  private static final String BINARY = "{'*/*':{'schema':{'type':'string','format':'binary'}}}";

  private final HttpClient http = HttpClient.newHttpClient();

  @Autowired
  MessageMarshaller marshaller;

  @Test
  void theDocumentIsValid() throws Exception {
    assertThat(new DocumentRules(docs).violations(true)).isEmpty();
  }

  @Test
  void theRulesSeeABrokenDocument() {
    ObjectNode broken = docs.document().deepCopy();
    ObjectNode paths = (ObjectNode) broken.path("paths");
    paths.set("/v1/shelves/{shelf}", paths.path("/v1/shelves/{shelves}"));
    ((ObjectNode) paths.path("/v1/shelves").path("get")).put("operationId", "Library_GetShelf");
    ((ObjectNode) paths.path("/v1/files/{path}").path("get").path("responses").path("200").path("content")
        .path(JSON).path("schema")).put("$ref", "#/components/schemas/nowhere.File");
    ((ObjectNode) paths.path("/v1/books/{name}").path("get").path("parameters").path(0)).putObject("schema")
        .put("type", "word");

    List<String> violations = new DocumentRules(ApiDocs.of(broken)).violations(true);
    assertThat(violations).hasSize(6).anyMatch(violation -> violation.startsWith(
        "get /v1/books/{name} parameter name is not a JSON Schema: [$.type: does not have a value in the enumeration"));
    assertThat(violations).contains(
        "/v1/shelves/{shelf} and /v1/shelves/{shelves} differ only by their parameters' names",
        "get /v1/shelves/{shelf}: path parameters [shelves], template parameters [shelf]",
        "get /v1/shelves/{shelf}: operationId Library_GetShelf is not unique",
        "get /v1/shelves/{shelves}: operationId Library_GetShelf is not unique",
        "/paths//v1/files/{path}/get/responses/200/content/application/json/schema: $ref"
            + " #/components/schemas/nowhere.File names no component");
  }

  @Test
  void everyLibraryRouteIsAnOperationOfItsServiceTag() {
    Map<String, String> operations = operationsOf(LIBRARY);

    Map<String, String> expected = new TreeMap<>();
    expected.put("get /v1/shelves", "Library_ListShelves");
    expected.put("get /v1/shelves/{shelves}", "Library_GetShelf");
    expected.put("get /v1/shelves/{shelves}/books", "Library_ListBooks");
    expected.put("post /v1/shelves/{shelves}/books", "Library_CreateBook");
    expected.put("get " + BOOKS, "Library_GetBook");
    expected.put("get /v1/books/{name}", "Library_GetBook_2");
    expected.put("patch " + BOOKS, "Library_UpdateBook");
    expected.put("put " + BOOKS, "Library_UpdateBook_2");
    expected.put("delete " + BOOKS, "Library_DeleteBook");
    expected.put("post " + BOOKS + ":move", "Library_MoveBook");
    expected.put("get " + BOOKS + "/author", "Library_GetBookAuthor");
    expected.put("get " + BOOKS + "/cover", "Library_DownloadCover");
    expected.put("put " + BOOKS + "/cover", "Library_UploadCover");
    expected.put("get /v1/files/{path}", "Library_GetFile");
    assertThat(operations).isEqualTo(expected);
    assertThat(docs.document().path("tags").findValuesAsText("name")).contains(LIBRARY, BINDING);
    JsonNode getShelf = docs.operation("get", "/v1/shelves/{shelves}");
    assertThat(getShelf.path("summary").asText()).isEqualTo("GetShelf");
    assertThat(getShelf.path("x-grpc-method").asText()).isEqualTo(LIBRARY + "/GetShelf");
  }

  @Test
  void pathVariablesAreOneParameterPerSegment() {
    assertJson(parameter(docs.operation("get", BOOKS), "shelves"), "{'name':'shelves','in':'path','required':true,"
        + "'description':'One path segment. It is part of the request field `name`: "
        + "`shelves/{shelves}/books/{books}`.',"
        + "'schema':{'type':'string','pattern':'^[^/]+$'}}");
    assertThat(parameter(docs.operation("patch", BOOKS), "books").path("description").asText())
        .endsWith("part of the request field `book.name`: `shelves/{shelves}/books/{books}`.");
    assertJson(parameter(docs.operation("get", "/v1/books/{name}"), "name"), "{'name':'name','in':'path',"
        + "'required':true,'description':'The request field `name`.','schema':{'type':'string'}}");
    assertThat(parameter(docs.operation("get", "/v1/files/{path}"), "path").path("description").asText())
        .startsWith("The rest of the path, one or more segments with their `/`");
    assertThat(docs.document().path("paths").has("/v1/fields/{inner.text}/inner/{inner.number}")).isTrue();
  }

  @Test
  void pathParametersHaveTheirFieldsTypes() {
    JsonNode typed = docs.operation("get", "/v1/typed/{i64}/{color}/{flag}/{wI32}/{db}/{data}");
    assertJson(parameter(typed, "i64").path("schema"), OpenApiDocumentTests.INT64);
    assertJson(parameter(typed, "color").path("schema"), "{'$ref':'#/components/schemas/protojson.transcoding.test"
        + ".Color'}");
    assertJson(parameter(typed, "flag").path("schema"), "{'type':'boolean'}");
    assertJson(parameter(typed, "wI32").path("schema"), OpenApiDocumentTests.INT32);
    assertThat(parameter(typed, "db").path("schema").path("oneOf")).hasSize(2);
    assertJson(parameter(typed, "data").path("schema"), "{'type':'string','format':'byte'}");
    assertJson(parameter(docs.operation("get", "/v1/fields/{inner.text}/inner/{inner.number}"), "inner.number")
        .path("schema"), OpenApiDocumentTests.INT32);
  }

  @Test
  void queryParametersAreTheFieldsNeitherPathNorBodyBinds() {
    assertThat(names(docs.operation("get", "/v1/shelves"), "query")).containsExactly("pageSize", "pageToken",
        "filter");
    assertThat(names(docs.operation("get", "/v1/shelves/{shelves}/books"), "query"))
        .containsExactly("pageSize", "pageToken", "filter");
    assertThat(names(docs.operation("post", "/v1/shelves/{shelves}/books"), "query")).containsExactly("bookId");
    assertThat(names(docs.operation("patch", BOOKS), "query")).containsExactly("updateMask");
    assertThat(names(docs.operation("put", BOOKS), "query")).isEmpty();
    assertJson(parameter(docs.operation("get", BOOKS), "view").path("schema"),
        "{'$ref':'#/components/schemas/protojson.transcoding.test.GetBookRequest.View'}");
    assertJson(docs.component("protojson.transcoding.test.GetBookRequest.View"),
        "{'type':'string','enum':['VIEW_UNSPECIFIED','BASIC','FULL']}");

    JsonNode get = docs.operation("get", "/v1/fields/{id}");
    assertThat(names(get, "query")).containsExactly("i32", "i64", "u32", "u64", "s32", "s64", "f32", "f64", "sf32",
        "sf64", "fl", "db", "flag", "data", "color", "maybe", "otherName", "snakeCaseName", "inner.text",
        "inner.number", "inner.words", "numbers", "labels", "colors", "attributes", "counts", "flags", "at", "took",
        "mask", "wI32", "wI64", "wU32", "wU64", "wFl", "wDb", "wBool", "wStr", "wBytes", "times", "choiceText",
        "choiceNumber", "choiceInner.text", "choiceInner.number", "choiceInner.words", "attachment.contentType",
        "attachment.data");
    assertJson(parameter(get, "numbers"), "{'name':'numbers','in':'query','style':'form','explode':true,"
        + "'description':'One parameter per value: `numbers=a&numbers=b`.',"
        + "'schema':{'type':'array','items':" + OpenApiDocumentTests.INT32 + "}}");
    assertJson(parameter(get, "colors").path("schema"),
        "{'type':'array','items':{'$ref':'#/components/schemas/protojson.transcoding.test.Color'}}");
    assertJson(parameter(get, "attributes"), "{'name':'attributes','in':'query','style':'deepObject',"
        + "'explode':true,'description':'Entries as `attributes[key]=value`.',"
        + "'schema':{'type':'object','additionalProperties':{'type':'string'}}}");
    assertThat(parameter(get, "counts").path("schema").path("propertyNames").path("pattern").asText())
        .isEqualTo("^(0|-?[1-9][0-9]*)$");
    assertThat(parameter(get, "at").path("schema").path("format").asText()).isEqualTo("date-time");
    assertThat(parameter(get, "took").path("schema").path("pattern").asText())
        .isEqualTo(WellKnownTypeSchemas.DURATION_PATTERN);
    assertThat(parameter(get, "mask").path("schema").path("type").asText()).isEqualTo("string");
    assertJson(parameter(get, "wI64").path("schema"), OpenApiDocumentTests.INT64);
    assertThat(parameter(get, "choiceText").path("description").asText())
        .isEqualTo("Member of oneof `choice`: at most one of choiceText, choiceNumber, choiceInner is set.");
  }

  @Test
  void everyDocumentedQueryParameterIsAcceptedByTheRoute() throws Exception {
    assertEveryQueryParameterIsAccepted(docs, port);
  }

  /** Each query parameter of {@code GET /v1/fields/{id}}, given as the document says, sets a field of the echo. */
  static void assertEveryQueryParameterIsAccepted(ApiDocs docs, int port) throws Exception {
    JsonNode get = docs.operation("get", "/v1/fields/{id}");
    HttpClient http = HttpClient.newHttpClient();
    for (JsonNode parameter : get.path("parameters")) {
      if (!parameter.path("in").asText().equals("query")) {
        continue;
      }
      String query = new ParameterSamples(docs).query(parameter);
      HttpResponse<String> response = http.send(HttpRequest.newBuilder(
          URI.create("http://localhost:" + port + "/v1/fields/x?" + query)).build(),
          HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
      assertThat(response.statusCode()).as("%s: %s", query, response.body()).isEqualTo(200);
      assertThat(response.body()).as(query).isNotEqualTo("{\"id\":\"x\"}");
    }
  }

  @Test
  void requestBodiesAreTheMessageOrTheBoundField() {
    assertJson(docs.operation("post", "/v1/shelves/{shelves}/books").path("requestBody").path("content"),
        "{'application/json':{'schema':{'$ref':'#/components/schemas/protojson.transcoding.test.Book'}}}");
    assertJson(docs.operation("put", BOOKS).path("requestBody").path("content"),
        "{'application/json':{'schema':{'$ref':'#/components/schemas/protojson.transcoding.test"
            + ".UpdateBookRequest'}}}");
    assertThat(docs.operation("get", BOOKS).has("requestBody")).isFalse();
    assertJson(docs.operation("put", BOOKS + "/cover").path("requestBody").path("content"), BINARY);
    assertJson(docs.operation("post", "/v1/fields/{id}/numbers").path("requestBody").path("content").path(JSON)
        .path("schema"), "{'type':'array','items':" + OpenApiDocumentTests.INT32 + "}");
    assertJson(docs.operation("post", "/v1/fields/{id}/color").path("requestBody").path("content").path(JSON)
        .path("schema"), "{'$ref':'#/components/schemas/protojson.transcoding.test.Color'}");
    assertJson(docs.operation("post", "/v1/fields/{id}/attachment").path("requestBody").path("content"), BINARY);
    assertJson(docs.operation("post", "/v1/raw").path("requestBody").path("content"), BINARY);
  }

  @Test
  void responsesAreTheMessageOrItsResponseBodyAndErrorsAreStatuses() {
    JsonNode getBook = docs.operation("get", BOOKS);
    assertJson(getBook.path("responses").path("200").path("content"),
        "{'application/json':{'schema':{'$ref':'#/components/schemas/protojson.transcoding.test.Book'}}}");
    assertThat(getBook.path("responses").findValuesAsText("description")).hasSize(3);
    assertJson(getBook.path("responses").path("400").path("content").path(JSON).path("schema"), STATUS);
    assertJson(getBook.path("responses").path("default").path("content").path(JSON).path("schema"), STATUS);
    assertJson(docs.operation("get", BOOKS + "/author").path("responses").path("200").path("content").path(JSON)
        .path("schema"), "{'$ref':'#/components/schemas/protojson.transcoding.test.Author'}");
    assertJson(docs.operation("delete", BOOKS).path("responses").path("200").path("content").path(JSON)
        .path("schema"), "{'$ref':'#/components/schemas/google.protobuf.Empty'}");
    assertJson(docs.operation("get", BOOKS + "/cover").path("responses").path("200").path("content"), BINARY);
    assertJson(docs.operation("get", "/v1/respond/numbers").path("responses").path("200").path("content")
        .path(JSON).path("schema"), "{'type':'array','items':" + OpenApiDocumentTests.INT32 + "}");
    assertJson(docs.operation("get", "/v1/respond/attachment").path("responses").path("200").path("content"),
        BINARY);
    assertJson(docs.property("google.rpc.Status", "details"),
        "{'type':'array','items':{'$ref':'#/components/schemas/google.protobuf.Any'}}");
  }

  @Test
  void realAnswersValidateAgainstTheDocumentedSchemas() throws Exception {
    assertValid("get", "/v1/shelves/{shelves}", "200", get("/v1/shelves/7"));
    assertValid("get", "/v1/shelves", "200", get("/v1/shelves?pageSize=1"));
    assertValid("get", BOOKS, "200", get("/v1/shelves/1/books/1?view=FULL"));
    assertValid("get", BOOKS + "/author", "200", get("/v1/shelves/1/books/1/author"));
    assertValid("delete", BOOKS, "200", send(HttpRequest.newBuilder(uri("/v1/shelves/1/books/1")).DELETE()));
    assertValid("post", "/v1/shelves/{shelves}/books", "200", send(HttpRequest.newBuilder(uri("/v1/shelves/1/books"))
        .header("Content-Type", JSON)
        .POST(HttpRequest.BodyPublishers.ofString("{\"title\":\"Dune\",\"publishTime\":\"2024-01-01T00:00:00Z\"}"))));
    assertValid("post", BOOKS + ":move", "200", send(HttpRequest.newBuilder(uri("/v1/shelves/1/books/1:move"))
        .header("Content-Type", JSON).POST(HttpRequest.BodyPublishers.ofString("{\"otherShelfName\":\"shelves/2\"}"))));
    assertValid("get", "/v1/files/{path}", "200", get("/v1/files/a/b.txt"));
  }

  @Test
  void errorAnswersValidateAgainstTheStatusSchema() throws Exception {
    HttpResponse<String> badRequest = get("/v1/shelves?pageSize=ten");
    assertThat(badRequest.statusCode()).isEqualTo(400);
    assertValid("get", "/v1/shelves", "400", badRequest);
    assertThat(ApiDocs.JSON.readTree(badRequest.body()).path("details").path(0).path("@type").asText())
        .isEqualTo("type.googleapis.com/google.rpc.BadRequest");
    HttpResponse<String> notFound = get("/v1/shelves/1/books/missing");
    assertThat(notFound.statusCode()).isEqualTo(404);
    assertValid("get", BOOKS, "default", notFound);
    HttpResponse<String> unknownParameter = get("/v1/shelves/1/books/1?colour=red");
    assertThat(unknownParameter.statusCode()).isEqualTo(400);
    assertValid("get", BOOKS, "400", unknownParameter);
    HttpResponse<String> thrown = get("/v1/files/boom");
    assertThat(thrown.statusCode()).isEqualTo(500);
    assertValid("get", "/v1/files/{path}", "default", thrown);
  }

  @Test
  void randomMessagesAnsweredAsWholeOrAsAFieldValidate() throws Exception {
    RandomMessages random = OpenApiRandomMessages.of(TranscodedLibraryApplication.SEED + 1, 3);
    for (int i = 0; i < 40; i++) {
      String body = marshaller.writeValueAsString(random.next(Fields.getDefaultInstance()).toBuilder().clearId()
          .build());
      HttpResponse<String> echoed = send(HttpRequest.newBuilder(uri("/v1/fields/x")).header("Content-Type", JSON)
          .POST(HttpRequest.BodyPublishers.ofString(body)));
      assertValid("post", "/v1/fields/{id}", "200", echoed);
    }
    for (String field : List.of("inner", "numbers", "id", "i64", "attributes", "inners", "color", "at")) {
      for (int i = 0; i < 10; i++) {
        assertValid("get", "/v1/respond/" + field, "200", get("/v1/respond/" + field));
      }
    }
  }

  private void assertValid(String method, String path, String status, HttpResponse<String> response)
      throws Exception {
    if (status.equals("200")) {
      assertThat(response.statusCode()).as("%s %s: %s", method, path, response.body()).isEqualTo(200);
    }
    JsonNode schema = docs.operation(method, path).path("responses").path(status).path("content").path(JSON)
        .path("schema");
    JsonSchema validator = docs.validator(schema);
    assertThat(validator.validate(ApiDocs.JSON.readTree(response.body())))
        .as("%s %s answered %s (seed %d)", method, path, response.body(), TranscodedLibraryApplication.SEED)
        .isEmpty();
  }

  /** The operations tagged {@code tag}, as {@code "method path"} to operation id. */
  private Map<String, String> operationsOf(String tag) {
    Map<String, String> operations = new TreeMap<>();
    docs.document().path("paths").properties().forEach(path -> path.getValue().properties().forEach(operation -> {
      if (operation.getValue().path("tags").path(0).asText().equals(tag)) {
        operations.put(operation.getKey() + " " + path.getKey(), operation.getValue().path("operationId").asText());
      }
    }));
    return operations;
  }

  static JsonNode parameter(JsonNode operation, String name) {
    for (JsonNode parameter : operation.path("parameters")) {
      if (parameter.path("name").asText().equals(name)) {
        return parameter;
      }
    }
    throw new AssertionError("no parameter " + name + " in " + operation.path("parameters"));
  }

  static List<String> names(JsonNode operation, String in) {
    List<String> names = new ArrayList<>();
    for (JsonNode parameter : operation.path("parameters")) {
      if (parameter.path("in").asText().equals(in)) {
        names.add(parameter.path("name").asText());
      }
    }
    return names;
  }

  private URI uri(String pathAndQuery) {
    return URI.create("http://localhost:" + port + pathAndQuery);
  }

  private HttpResponse<String> get(String pathAndQuery) throws Exception {
    return send(HttpRequest.newBuilder(uri(pathAndQuery)).GET());
  }

  private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
    return http.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
  }
}
