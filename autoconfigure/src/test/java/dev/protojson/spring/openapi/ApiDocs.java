package dev.protojson.spring.openapi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Iterator;
import java.util.Map;

/** The OpenAPI document a running application serves, and its component schemas as JSON Schema validators. */
final class ApiDocs {

  static final ObjectMapper JSON = new ObjectMapper();

  private static final JsonSchemaFactory SCHEMAS = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012);
  private static final SchemaValidatorsConfig CONFIG = SchemaValidatorsConfig.builder()
      .formatAssertionsEnabled(true)
      .build();

  private final JsonNode document;

  private ApiDocs(JsonNode document) {
    this.document = document;
  }

  static ApiDocs fetch(int port) throws IOException, InterruptedException {
    HttpResponse<String> response = HttpClient.newHttpClient().send(
        HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/v3/api-docs")).build(),
        HttpResponse.BodyHandlers.ofString());
    if (response.statusCode() != 200) {
      throw new IllegalStateException("/v3/api-docs answered " + response.statusCode() + ": " + response.body());
    }
    return new ApiDocs(JSON.readTree(response.body()));
  }

  /** A document given whole. */
  static ApiDocs of(JsonNode document) {
    return new ApiDocs(document);
  }

  /** A document that has only these component schemas. */
  static ApiDocs ofSchemas(JsonNode schemas) {
    ObjectNode document = JSON.createObjectNode();
    document.putObject("components").set("schemas", schemas);
    return new ApiDocs(document);
  }

  JsonNode document() {
    return document;
  }

  JsonNode schemas() {
    return document.path("components").path("schemas");
  }

  JsonNode component(String name) {
    JsonNode component = schemas().get(name);
    if (component == null) {
      throw new AssertionError("no component " + name + " among " + fieldNames(schemas()));
    }
    return component;
  }

  JsonNode property(String component, String property) {
    JsonNode schema = component(component).path("properties").get(property);
    if (schema == null) {
      throw new AssertionError("no property " + property + " in " + component + " among "
          + fieldNames(component(component).path("properties")));
    }
    return schema;
  }

  /**
   * A JSON Schema 2020-12 validator for one component: OpenAPI 3.1 schemas are JSON Schema, so the components move
   * under $defs and their references follow them; nothing else is translated.
   */
  JsonSchema validator(String component) {
    ObjectNode reference = JSON.createObjectNode();
    reference.put("$ref", "#/components/schemas/" + component);
    return validator(reference);
  }

  /** A JSON Schema 2020-12 validator for a schema of the document (a parameter's, a body's), as for components. */
  JsonSchema validator(JsonNode schema) {
    ObjectNode root = (ObjectNode) moveReferences(schema.deepCopy());
    root.put("$schema", "https://json-schema.org/draft/2020-12/schema");
    root.set("$defs", moveReferences(schemas().deepCopy()));
    return SCHEMAS.getSchema(root, CONFIG);
  }

  /** The operation of {@code method} (lower case) at {@code path}. */
  JsonNode operation(String method, String path) {
    JsonNode operation = document.path("paths").path(path).get(method);
    if (operation == null) {
      throw new AssertionError("no " + method + " " + path + " among " + fieldNames(document.path("paths")));
    }
    return operation;
  }

  /** Points the references to components at {@code $defs}, where the validators find the components. */
  static JsonNode moveReferences(JsonNode node) {
    if (node instanceof ObjectNode object) {
      JsonNode ref = object.get("$ref");
      if (ref != null && ref.isTextual()) {
        object.put("$ref", ref.asText().replace("#/components/schemas/", "#/$defs/"));
      }
      object.forEach(ApiDocs::moveReferences);
    } else if (node.isArray()) {
      node.forEach(ApiDocs::moveReferences);
    }
    return node;
  }

  static String fieldNames(JsonNode object) {
    StringBuilder names = new StringBuilder();
    for (Iterator<Map.Entry<String, JsonNode>> it = object.fields(); it.hasNext(); ) {
      names.append(names.isEmpty() ? "" : ", ").append(it.next().getKey());
    }
    return names.toString();
  }
}
