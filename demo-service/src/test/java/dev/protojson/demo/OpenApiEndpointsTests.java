package dev.protojson.demo;

import static dev.protojson.demo.DemoClient.text;
import static dev.protojson.demo.DemoClient.tree;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class OpenApiEndpointsTests extends RunningDemo {

  @Test
  void theOpenApiDocumentDescribesTheMessagesAsTheServiceWritesThem() {
    HttpResponse<byte[]> response = client.get("/v3/api-docs");

    assertThat(response.statusCode()).isEqualTo(200);
    JsonNode schemas = tree(response).get("components").get("schemas");
    JsonNode person = schemas.get("demo.Person").get("properties");
    assertThat(person.propertyNames()).containsExactly("name", "address", "mobile", "email");
    assertThat(person.get("address").get("items").get("$ref").stringValue())
        .isEqualTo("#/components/schemas/demo.Address");
    JsonNode repository = schemas.get("demo.github.Repository").get("properties");
    assertThat(repository.get("id").get("type").stringValue()).as("int64 is a JSON string").isEqualTo("string");
    assertThat(repository.get("createdAt").get("format").stringValue()).isEqualTo("date-time");
    assertThat(repository.get("description").get("type").values()).extracting(JsonNode::stringValue)
        .containsExactly("string", "null");
    assertThat(text(response)).doesNotContain("unknownFields", "serializedSize", "OrBuilder");
    JsonNode paths = tree(response).get("paths");
    assertThat(paths.get("/people/{id}").get("get").get("responses").get("200").get("content").get("*/*")
        .get("schema").get("$ref").stringValue()).isEqualTo("#/components/schemas/demo.Person");
  }

  @Test
  void swaggerUiIsServed() {
    HttpResponse<byte[]> response = client.get("/swagger-ui/index.html");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(text(response)).contains("swagger-ui");
  }
}
