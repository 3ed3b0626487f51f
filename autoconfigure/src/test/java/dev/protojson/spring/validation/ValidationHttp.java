package dev.protojson.spring.validation;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.MessageOrBuilder;
import com.google.protobuf.util.JsonFormat;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** JSON requests to the embedded server, and what a 400 for broken rules says. */
final class ValidationHttp {

  private static final JsonMapper MAPPER = JsonMapper.builder().build();

  private final HttpClient client = HttpClient.newHttpClient();

  private final int port;

  ValidationHttp(int port) {
    this.port = port;
  }

  /** {@code message} as JsonFormat writes it, so that the server's own writer is not what makes the request. */
  static String json(MessageOrBuilder message) {
    try {
      return JsonFormat.printer().print(message);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e);
    }
  }

  HttpResponse<String> post(String path, String json) throws IOException, InterruptedException {
    HttpRequest request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
        .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)).build();
    return client.send(request, HttpResponse.BodyHandlers.ofString());
  }

  /** The body of a 400 problem, after checking that it is one. */
  static JsonNode problem(HttpResponse<String> response) {
    assertThat(response.statusCode()).as(response.body()).isEqualTo(400);
    assertThat(response.headers().firstValue("Content-Type")).hasValue("application/problem+json");
    return MAPPER.readTree(response.body());
  }

  /** The violations of a 400 problem, each as [field, protoField, rule]. */
  static List<List<String>> violations(HttpResponse<String> response) {
    List<List<String>> violations = new ArrayList<>();
    for (JsonNode violation : problem(response).required("violations")) {
      violations.add(List.of(violation.required("field").asString(), violation.required("protoField").asString(),
          violation.required("rule").asString()));
    }
    return violations;
  }

  static JsonNode tree(String json) {
    return MAPPER.readTree(json);
  }
}
