package dev.protojson.spring.openapi;

import static dev.protojson.spring.openapi.StreamedOperationsTests.CHAT;
import static dev.protojson.spring.openapi.StreamedOperationsTests.REQUEST_FORMATS;
import static dev.protojson.spring.openapi.StreamedOperationsTests.RESPONSE_FORMATS;
import static dev.protojson.spring.openapi.StreamedOperationsTests.assertFits;
import static dev.protojson.spring.openapi.StreamedOperationsTests.assertEveryFormatFits;
import static dev.protojson.spring.openapi.StreamedOperationsTests.assertStreamFits;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * springdoc's document of a WebFlux application on Netty: the transcoded routes are its operations, as they are on
 * Spring MVC, and the bidirectional method that only WebFlux serves streams both ways. The real answers over HTTP
 * fit the schemas.
 */
@SpringBootTest(classes = TranscodedStreamsApplication.class,
    webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = {"spring.main.web-application-type=reactive", "spring.grpc.server.port=0"})
class ReactiveTranscodedOperationsTests {

  private final LocalRoutes routes;
  private final ApiDocs docs;

  ReactiveTranscodedOperationsTests(@LocalServerPort int port) throws Exception {
    this.routes = new LocalRoutes(port);
    this.docs = ApiDocs.fetch(port);
  }

  @Test
  void theDocumentIsValid() {
    assertThat(new DocumentRules(docs).violations(true)).isEmpty();
  }

  @Test
  void theOperationsAndSchemasAreThoseOfTheSameServicesOnSpringMvc() throws Exception {
    ApiDocs servlet;
    try (ConfigurableApplicationContext mvc =
        new SpringApplicationBuilder(TranscodedStreamsApplication.WithoutTheChat.class)
        .web(WebApplicationType.SERVLET)
        .properties("server.port=0", "spring.grpc.server.port=0")
        .run()) {
      servlet = ApiDocs.fetch(mvc.getEnvironment().getRequiredProperty("local.server.port", Integer.class));
    }

    ObjectNode reactivePaths = docs.document().path("paths").deepCopy();
    assertThat(reactivePaths.remove(CHAT)).isNotNull();
    assertThat(reactivePaths.has("/v1/shelves/{shelves}/books/{books}")).isTrue();
    assertThat(reactivePaths).isEqualTo(servlet.document().path("paths"));
    assertThat(docs.schemas()).isEqualTo(servlet.schemas());
    assertThat(docs.document().path("tags")).isEqualTo(servlet.document().path("tags"));
  }

  @Test
  void theBidirectionalMethodTakesAndAnswersAStream() {
    JsonNode chat = docs.operation("post", CHAT);

    assertThat(chat.path("operationId").asText()).isEqualTo("Streams_Chat");
    assertThat(ApiDocs.fieldNames(chat.path("requestBody").path("content")))
        .isEqualTo(String.join(", ", REQUEST_FORMATS));
    assertThat(ApiDocs.fieldNames(chat.path("responses").path("200").path("content")))
        .isEqualTo(String.join(", ", RESPONSE_FORMATS));
    assertThat(chat.path("requestBody").path("content").path("application/x-ndjson").path("schema").path("$ref")
        .asText()).isEqualTo("#/components/schemas/protojson.transcoding.test.Shelf");
  }

  @Test
  void aRealChatFitsItsSchemasBothWays() throws Exception {
    String requests = "{\"name\":\"shelves/1\",\"theme\":\"poetry\"}\n{\"name\":\"shelves/2\"}\n";
    assertFits(docs, docs.operation("post", CHAT).path("requestBody").path("content").path("application/x-ndjson")
        .path("schema"), StreamElements.of("application/x-ndjson", requests), requests);

    HttpResponse<String> response = routes.send(routes.request(CHAT).header("Content-Type", "application/x-ndjson")
        .header("Accept", "application/x-ndjson").POST(HttpRequest.BodyPublishers.ofString(requests)));

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body()).contains("\"theme\":\"re: poetry\"");
    assertStreamFits(docs, "post", CHAT, "application/x-ndjson", response.body(), 2, false);
  }

  @Test
  void everyElementOfARealStreamFitsItsFormatsSchemaOnWebFlux() throws Exception {
    assertEveryFormatFits(routes, docs);
  }
}
