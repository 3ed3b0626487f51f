package dev.protojson.demo;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Talks to the running service over real HTTP, the way curl in the README does. */
final class DemoClient {

  static final String JSON = "application/json";
  static final String PROTOBUF = "application/x-protobuf";

  private final HttpClient http = HttpClient.newHttpClient();
  private final String base;

  DemoClient(int port) {
    this.base = "http://localhost:" + port;
  }

  /** A GET that accepts anything, as curl does by default. */
  HttpResponse<byte[]> get(String path) {
    return get(path, "*/*");
  }

  HttpResponse<byte[]> get(String path, String accept) {
    return send(HttpRequest.newBuilder(uri(path)).header("Accept", accept).GET().build());
  }

  HttpResponse<byte[]> post(String path, String contentType, byte[] body) {
    return post(path, contentType, "*/*", body);
  }

  HttpResponse<byte[]> post(String path, String contentType, String accept, byte[] body) {
    return send(HttpRequest.newBuilder(uri(path))
        .header("Content-Type", contentType)
        .header("Accept", accept)
        .POST(HttpRequest.BodyPublishers.ofByteArray(body))
        .build());
  }

  /** A POST without Content-Length: the body's length is not known up front, so it is sent chunked. */
  HttpResponse<byte[]> postChunked(String path, String contentType, byte[] body) {
    return send(HttpRequest.newBuilder(uri(path))
        .header("Content-Type", contentType)
        .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body)))
        .build());
  }

  HttpResponse<byte[]> postJson(String path, String json) {
    return post(path, JSON, json.getBytes(StandardCharsets.UTF_8));
  }

  static JsonNode tree(HttpResponse<byte[]> response) {
    return JsonMapper.shared().readTree(response.body());
  }

  static String text(HttpResponse<byte[]> response) {
    return new String(response.body(), StandardCharsets.UTF_8);
  }

  static String contentType(HttpResponse<byte[]> response) {
    return response.headers().firstValue("Content-Type").orElse("");
  }

  private URI uri(String path) {
    return URI.create(base + path);
  }

  HttpResponse<byte[]> send(HttpRequest request) {
    return send(request, HttpResponse.BodyHandlers.ofByteArray());
  }

  <T> HttpResponse<T> send(HttpRequest request, HttpResponse.BodyHandler<T> body) {
    try {
      return http.send(request, body);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
