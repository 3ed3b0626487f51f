package dev.protojson.spring.openapi;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * A query string that gives a documented query parameter a value its schema allows and that is not the field's
 * default, as a client that reads only the document would send it: an array as one repeated key, a
 * {@code deepObject} as one {@code name[key]=value} entry.
 */
final class ParameterSamples {

  private static final String COMPONENTS = "#/components/schemas/";

  private final ApiDocs docs;

  ParameterSamples(ApiDocs docs) {
    this.docs = docs;
  }

  String query(JsonNode parameter) {
    String name = parameter.path("name").asText();
    JsonNode schema = resolved(parameter.path("schema"));
    if (parameter.path("style").asText().equals("deepObject")) {
      String key = key(schema);
      return encode(name + "[" + key + "]") + "=" + encode(value(resolved(schema.path("additionalProperties"))));
    }
    if (type(schema).equals("array")) {
      schema = resolved(schema.path("items"));
    }
    return encode(name) + "=" + encode(value(schema));
  }

  private JsonNode resolved(JsonNode schema) {
    JsonNode ref = schema.get("$ref");
    return ref == null ? schema : docs.component(ref.asText().substring(COMPONENTS.length()));
  }

  /** A key by the map's rule for them: {@code propertyNames} in 3.1, only its description in 3.0. */
  private static String key(JsonNode map) {
    JsonNode rule = map.path("propertyNames");
    String description = map.path("description").asText();
    if (rule.has("enum") || description.startsWith("Keys are bool ")) {
      return "true";
    }
    return rule.has("pattern") || description.startsWith("Keys are ") ? "7" : "k";
  }

  private String value(JsonNode schema) {
    if (schema.has("example")) {
      return schema.path("example").asText();
    }
    if (schema.has("enum")) {
      // the last value: the first is the default, which sets nothing
      return schema.path("enum").path(schema.path("enum").size() - 1).asText();
    }
    if (schema.has("oneOf")) {
      return value(resolved(schema.path("oneOf").path(0)));
    }
    return switch (type(schema)) {
      case "integer" -> "7";
      case "number" -> "1.5";
      case "boolean" -> "true";
      case "string" -> switch (schema.path("format").asText()) {
        case "date-time" -> "2024-01-01T00:00:00Z";
        case "byte" -> "AQI=";
        default -> "x";
      };
      default -> throw new AssertionError("no sample for " + schema);
    };
  }

  /** The type other than null, in 3.1's list form or 3.0's single one. */
  private static String type(JsonNode schema) {
    JsonNode type = schema.path("type");
    if (type.isArray()) {
      for (JsonNode one : type) {
        if (!one.asText().equals("null")) {
          return one.asText();
        }
      }
    }
    return type.asText();
  }

  private static String encode(String text) {
    return URLEncoder.encode(text, StandardCharsets.UTF_8);
  }
}
