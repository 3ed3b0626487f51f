package dev.protojson.spring.openapi;

import static dev.protojson.spring.openapi.OpenApiDocumentTests.assertJson;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

/** The operations of streaming methods in OpenAPI 3.0, where a description beside a {@code $ref} needs an allOf. */
@SpringBootTest(classes = TranscodedStreamsApplication.WithoutTheChat.class,
    webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = {"spring.grpc.server.port=0", "springdoc.api-docs.version=openapi_3_0"})
class StreamedOperations30Tests {

  private static final String SHELF = "{'$ref':'#/components/schemas/protojson.transcoding.test.Shelf'}";

  private final ApiDocs docs;

  StreamedOperations30Tests(@LocalServerPort int port) throws Exception {
    this.docs = ApiDocs.fetch(port);
  }

  @Test
  void theDocumentIsValid() {
    assertThat(docs.document().path("openapi").asText()).startsWith("3.0");
    assertThat(new DocumentRules(docs).violations(false)).isEmpty();
  }

  @Test
  void eachElementsDescriptionIsBesideItsReferenceInAnAllOf() {
    JsonNode answer = docs.operation("get", StreamedOperationsTests.WATCH).path("responses").path("200")
        .path("content");
    JsonNode request = docs.operation("post", StreamedOperationsTests.IMPORT_SHELVES).path("requestBody")
        .path("content");

    assertJson(answer.path("application/x-ndjson").path("schema"), "{'allOf':[" + SHELF + "],'description':"
        + "'One message per line, written and flushed as the service sends it.'}");
    assertJson(answer.path("application/json").path("schema"), "{'type':'array','items':" + SHELF
        + ",'description':'The messages as one JSON array, written element by element as the service sends them.'}");
    assertJson(request.path("application/jsonl").path("schema"), "{'allOf':[" + SHELF + "],'description':"
        + "'One request per line, handed to the service as soon as it is read.'}");
  }
}
