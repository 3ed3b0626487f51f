package dev.protojson.spring.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

/** With transcoding turned off, the gRPC methods are neither served as REST nor documented as operations. */
@SpringBootTest(classes = TranscodedLibraryApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = {"spring.grpc.server.port=0", "protojson.transcoding.enabled=false"})
class TranscodingDisabledOpenApiTests {

  @LocalServerPort
  int port;

  @Test
  void theDocumentHasNoTranscodedOperation() throws Exception {
    ApiDocs docs = ApiDocs.fetch(port);

    assertThat(docs.document().path("paths").properties()).noneMatch(path -> path.getKey().startsWith("/v1/"));
    assertThat(docs.document().path("tags").findValuesAsText("name"))
        .doesNotContain("protojson.transcoding.test.Library", "protojson.transcoding.test.Binding");
    assertThat(docs.document().path("components").path("schemas").has("google.rpc.Status")).isFalse();
    HttpResponse<String> shelf = HttpClient.newHttpClient().send(
        HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/v1/shelves/1")).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(shelf.statusCode()).isEqualTo(404);
  }
}
