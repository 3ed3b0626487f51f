package dev.protojson.spring.mvc;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Exact requests to the embedded server, with exactly the headers a test names (RestClient adds an Accept header of
 * its own), and JSON comparison by tree so that layout does not matter but every value does.
 */
final class RawHttp {

  private static final JsonMapper MAPPER = JsonMapper.builder().build();

  private final HttpClient client = HttpClient.newHttpClient();
  private final int port;

  RawHttp(int port) {
    this.port = port;
  }

  HttpResponse<byte[]> get(String path, String... headers) throws IOException, InterruptedException {
    return send(request(path, headers).GET().build());
  }

  HttpResponse<byte[]> post(String path, byte[] body, String... headers) throws IOException, InterruptedException {
    return send(request(path, headers).POST(HttpRequest.BodyPublishers.ofByteArray(body)).build());
  }

  /** A POST without Content-Length: the body's length is not known up front, so it is sent chunked. */
  HttpResponse<byte[]> postChunked(String path, byte[] body, String... headers)
      throws IOException, InterruptedException {
    return send(request(path, headers)
        .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body))).build());
  }

  HttpResponse<byte[]> postJson(String path, String json) throws IOException, InterruptedException {
    return post(path, json.getBytes(StandardCharsets.UTF_8), "Content-Type", "application/json");
  }

  private HttpRequest.Builder request(String path, String... headers) {
    HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path));
    if (headers.length > 0) {
      builder.headers(headers);
    }
    return builder;
  }

  private HttpResponse<byte[]> send(HttpRequest request) throws IOException, InterruptedException {
    return client.send(request, HttpResponse.BodyHandlers.ofByteArray());
  }

  static String contentType(HttpResponse<?> response) {
    return response.headers().firstValue("Content-Type").orElse("");
  }

  static String text(HttpResponse<byte[]> response) {
    return new String(response.body(), StandardCharsets.UTF_8);
  }

  static JsonNode tree(String json) {
    return MAPPER.readTree(json);
  }

  static JsonNode tree(HttpResponse<byte[]> response) {
    return MAPPER.readTree(response.body());
  }
}
