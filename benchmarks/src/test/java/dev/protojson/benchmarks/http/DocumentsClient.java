package dev.protojson.benchmarks.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

/** Fetches a document from the running benchmark service and turns it back into a message to compare. */
final class DocumentsClient {

  private final HttpClient client = HttpClient.newHttpClient();
  private final int port;

  DocumentsClient(int port) {
    this.port = port;
  }

  /** GETs {@code path} as JSON and parses the body with {@code JsonFormat} into a message like {@code expected}. */
  Message json(String path, Message expected) throws Exception {
    HttpResponse<byte[]> response = get(path, "application/json");
    assertThat(response.headers().firstValue("Content-Type")).get().asString().startsWith("application/json");
    Message.Builder builder = expected.newBuilderForType();
    JsonFormat.parser().merge(new String(response.body(), StandardCharsets.UTF_8), builder);
    return builder.build();
  }

  /** GETs {@code path} as binary protobuf and parses it into a message like {@code expected}. */
  Message binary(String path, Message expected) throws Exception {
    HttpResponse<byte[]> response = get(path, "application/x-protobuf");
    assertThat(response.headers().firstValue("Content-Type")).get().asString()
        .startsWith("application/x-protobuf");
    return expected.getParserForType().parseFrom(response.body());
  }

  /** POSTs {@code body} as {@code contentType} to {@code path}; the text answered. */
  String post(String path, String contentType, byte[] body) throws IOException, InterruptedException {
    HttpResponse<String> response = client.send(
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).header("Content-Type", contentType)
            .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(response.statusCode()).as("status of POST " + path + ": " + response.body()).isEqualTo(200);
    return response.body();
  }

  private HttpResponse<byte[]> get(String path, String accept) throws IOException, InterruptedException {
    HttpResponse<byte[]> response = client.send(
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).header("Accept", accept).build(),
        HttpResponse.BodyHandlers.ofByteArray());
    assertThat(response.statusCode()).as("status of " + path).isEqualTo(200);
    return response;
  }
}
