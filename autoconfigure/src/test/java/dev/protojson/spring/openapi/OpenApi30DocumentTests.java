package dev.protojson.spring.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The document in OpenAPI 3.0, where springdoc removes the components it finds no reference to, by its own walk of
 * the schemas: every reference resolves, and the components are those of the 3.1 document.
 */
@SpringBootTest(classes = OpenApiApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { "protojson.packages=dev.protojson.spring.test.openapi", "springdoc.api-docs.version=openapi_3_0" })
class OpenApi30DocumentTests {

  @LocalServerPort
  int port;

  @Test
  void everyReferenceResolvesAndNoComponentIsMissing() throws Exception {
    ApiDocs docs = ApiDocs.fetch(port);
    assertThat(docs.document().path("openapi").asText()).startsWith("3.0");
    Set<String> components = names(docs.schemas());
    Set<String> references = new TreeSet<>();
    collectReferences(docs.document(), references);
    assertThat(references).isNotEmpty();
    assertThat(components).containsAll(references);

    try (ConfigurableApplicationContext openapi31 = SpringApplication.run(OpenApiApplication.class,
        "--server.port=0", "--protojson.packages=dev.protojson.spring.test.openapi")) {
      int port31 = openapi31.getEnvironment().getRequiredProperty("local.server.port", Integer.class);
      ApiDocs docs31 = ApiDocs.fetch(port31);
      assertThat(docs31.document().path("openapi").asText()).startsWith("3.1");
      assertThat(components).isEqualTo(names(docs31.schemas()));
      assertAnnotationsKept(docs31, true);
      // What the endpoint writes is what the document says: the number, by the property's @JsonFormat.
      HttpResponse<String> annotated = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
          URI.create("http://localhost:" + port31 + "/annotated")).build(), HttpResponse.BodyHandlers.ofString());
      JsonNode body = ApiDocs.JSON.readTree(annotated.body());
      assertThat(body.path("moodNumber").isInt()).as(annotated.body()).isTrue();
      assertThat(body.path("moodNumber").asInt()).isEqualTo(-2);
      // asText is null here, and what the application says it is (a string) when it is not
      ((ObjectNode) body).remove("asText");
      assertThat(docs31.validator("Annotated").validate(body)).isEmpty();
      // @Schema(nullable = true) on a message or enum property: null and a value both fit, nothing else does
      assertThat(body.path("maybe").isNull()).isTrue();
      ObjectNode given = ((ObjectNode) body).deepCopy();
      given.set("maybe", ApiDocs.JSON.readTree("{\"street\":\"Main\"}"));
      given.put("maybeMood", "GRUMPY");
      assertThat(docs31.validator("Annotated").validate(given)).isEmpty();
      given.put("maybe", "nowhere");
      given.put("maybeMood", 3);
      assertThat(docs31.validator("Annotated").validate(given).toString()).contains("/maybe:")
          .contains("/maybeMood:").doesNotContain("/at:");
    }
    assertAnnotationsKept(docs, false);
  }

  /**
   * {@code @Schema} on a record component holding a message or a well-known type says what it says in both
   * versions: 3.0 allows nothing beside a {@code $ref}, so a message's reference is wrapped in {@code allOf} there.
   */
  private static void assertAnnotationsKept(ApiDocs docs, boolean openapi31) {
    String record = "OpenApiApplication.Annotated";
    JsonNode properties = docs.schemas().path("Annotated").path("properties");
    assertThat(properties.isMissingNode()).as(record).isFalse();
    JsonNode at = properties.path("at");
    assertThat(at.path("description").asText()).isEqualTo("When it happened.");
    assertThat(at.path("example").asText()).isEqualTo("2024-01-01T00:00:00Z");
    assertThat(at.path("format").asText()).isEqualTo("date-time");
    JsonNode address = properties.path("address");
    assertThat(address.path("description").asText()).isEqualTo("Where it happened.");
    assertThat(address.path("deprecated").asBoolean()).isTrue();
    String ref = "#/components/schemas/protojson.spring.test.openapi.Kinds.Address";
    assertThat(openapi31 ? address.path("$ref").asText() : address.path("allOf").path(0).path("$ref").asText())
        .isEqualTo(ref);
    JsonNode asText = properties.path("asText");
    assertThat(asText.path("type").asText()).isEqualTo("string");
    assertThat(asText.path("description").asText()).isEqualTo("Written as text.");
    // @JsonFormat(shape = NUMBER) on an enum written by name elsewhere: the numbers, inline (the component has the
    // names)
    JsonNode moodNumber = properties.path("moodNumber");
    assertThat(moodNumber.path("type").asText()).isEqualTo("integer");
    assertThat(moodNumber.path("enum").toString()).isEqualTo("[0,1,-2]");
    assertThat(docs.component("protojson.spring.test.openapi.Mood").path("type").asText()).isEqualTo("string");
    JsonNode maybe = properties.path("maybe");
    assertThat(maybe.path("description").asText()).isEqualTo("Where it may happen.");
    if (openapi31) {
      // a $ref next to the "null" type would allow only what is both
      assertThat(maybe.has("type")).as(maybe.toString()).isFalse();
      assertThat(maybe.path("anyOf").path(0).path("$ref").asText()).isEqualTo(ref);
      assertThat(maybe.path("anyOf").path(1).path("type").asText()).isEqualTo("null");
    } else {
      assertThat(maybe.path("nullable").asBoolean()).isTrue();
      assertThat(maybe.path("allOf").path(0).path("$ref").asText()).isEqualTo(ref);
    }
  }

  private static Set<String> names(JsonNode schemas) {
    Set<String> names = new TreeSet<>();
    schemas.fieldNames().forEachRemaining(names::add);
    return names;
  }

  private static void collectReferences(JsonNode node, Set<String> references) {
    if (node.isObject()) {
      JsonNode ref = node.get("$ref");
      if (ref != null && ref.isTextual() && ref.asText().startsWith("#/components/schemas/")) {
        references.add(ref.asText().substring("#/components/schemas/".length()));
      }
      for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
        collectReferences(it.next().getValue(), references);
      }
    } else if (node.isArray()) {
      node.forEach(element -> collectReferences(element, references));
    }
  }
}
