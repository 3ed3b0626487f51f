package dev.protojson.spring.openapi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The elements of a streamed body as a client reads them, one JSON value each, in every format a route writes. An
 * error element is an object {@code {"error": status}}, whatever its format (an event {@code error} in server-sent
 * events).
 */
final class StreamElements {

  private StreamElements() {}

  static List<JsonNode> of(String mediaType, String body) throws IOException {
    List<JsonNode> elements = new ArrayList<>();
    switch (mediaType) {
      case "application/x-ndjson", "application/jsonl" -> {
        if (!body.isEmpty() && !body.endsWith("\n")) {
          throw new AssertionError("a line stream that does not end its last line: " + body);
        }
        for (String line : body.lines().toList()) {
          elements.add(ApiDocs.JSON.readTree(line));
        }
      }
      case "text/event-stream" -> {
        for (String event : body.split("\n\n")) {
          if (!event.isEmpty()) {
            elements.add(event(event));
          }
        }
      }
      case "application/json" -> ApiDocs.JSON.readTree(body).forEach(elements::add);
      default -> throw new IllegalArgumentException(mediaType);
    }
    return elements;
  }

  /** Whether {@code element} is the error element that ends a failed stream. */
  static boolean isError(JsonNode element) {
    return element.size() == 1 && element.has("error");
  }

  private static JsonNode event(String event) throws IOException {
    String name = null;
    JsonNode data = null;
    for (String line : event.lines().toList()) {
      if (line.startsWith("event: ")) {
        name = line.substring("event: ".length());
      } else if (line.startsWith("data: ")) {
        data = ApiDocs.JSON.readTree(line.substring("data: ".length()));
      } else {
        throw new AssertionError("an event line of no known field: " + line);
      }
    }
    if (name == null) {
      return data;
    }
    if (!name.equals("error")) {
      throw new AssertionError("an event named " + name);
    }
    ObjectNode error = ApiDocs.JSON.createObjectNode();
    error.set("error", data);
    return error;
  }
}
