package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

/** {@code protojson.transcoding.ignore-unknown-query-parameters}, over real HTTP. */
@SpringBootTest(classes = TestLibrary.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = {"spring.grpc.server.port=0", "protojson.transcoding.ignore-unknown-query-parameters=true"})
class IgnoredQueryParametersTests {

  @LocalServerPort
  private int port;

  @Test
  void anUnknownQueryParameterIsSkipped() throws Exception {
    HttpResponse<String> response = get("/v1/shelves?pageSize=1&cacheBuster=123");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body())
        .isEqualTo("{\"shelves\":[{\"name\":\"shelves/1\",\"theme\":\"fiction\"}],\"nextPageToken\":\"page2\"}");
  }

  @Test
  void aWrongValueForAKnownParameterIsStill400() throws Exception {
    HttpResponse<String> response = get("/v1/shelves?pageSize=ten&cacheBuster=1");

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(response.body()).contains("\"field\":\"pageSize\"");
  }

  private HttpResponse<String> get(String path) throws Exception {
    return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
        .header("Authorization", "Bearer token").build(), HttpResponse.BodyHandlers.ofString());
  }
}
