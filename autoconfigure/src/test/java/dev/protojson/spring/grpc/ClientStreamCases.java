package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

/**
 * Client streams of the streaming test service over real HTTP, the same on every HTTP stack: requests as a JSON array
 * or NDJSON, and a bad request at the first, a middle and the last place.
 */
abstract class ClientStreamCases {

  /** Posts {@code body} to {@code path} of the application under test. */
  abstract HttpResponse<String> post(String path, String contentType, String body) throws Exception;

  @Test
  void aClientStreamAsAJsonArrayOrNdjson() throws Exception {
    HttpResponse<String> array = post("/v1/shelves/7/books:import", "application/json",
        "[{\"name\":\"b1\"},{\"name\":\"b2\"}]");
    HttpResponse<String> ndjson = post("/v1/shelves:import", "application/x-ndjson",
        "{\"name\":\"s1\"}\n{\"name\":\"s2\"}\n");

    assertThat(array.statusCode()).isEqualTo(200);
    assertThat(array.body()).isEqualTo("{\"count\":2,\"names\":[\"b1\",\"b2\"]}");
    assertThat(ndjson.body()).isEqualTo("{\"count\":2,\"names\":[\"s1\",\"s2\"]}");
  }

  /**
   * A client stream sent as JSON is an array: one message alone is refused, and so is broken JSON between two
   * requests, naming the place of the next one.
   */
  @Test
  void aJsonClientStreamIsAnArrayAndErrorsBetweenRequestsNameTheNext() throws Exception {
    HttpResponse<String> single = post("/v1/shelves:import", "application/json", "{\"name\":\"s1\"}");
    HttpResponse<String> trailingComma = post("/v1/shelves:import", "application/json",
        "[{\"name\":\"s1\"},]");
    HttpResponse<String> noComma = post("/v1/shelves:import", "application/json",
        "[{\"name\":\"s1\"} {\"name\":\"s2\"}]");

    assertThat(single.statusCode()).isEqualTo(400);
    assertThat(single.body()).startsWith("{\"code\":3,\"message\":\"A stream of requests sent as JSON is an array of"
        + " messages, but the body starts with { at line 1, column 1\"");
    assertThat(trailingComma.statusCode()).isEqualTo(400);
    assertThat(trailingComma.body()).contains("\"fieldViolations\":[{\"field\":\"[1]\"");
    assertThat(noComma.statusCode()).isEqualTo(400);
    assertThat(noComma.body()).contains("\"fieldViolations\":[{\"field\":\"[1]\"");
  }

  /** The applications under test limit requests to 1 KB ({@code protojson.max-request-size}). */
  @Test
  void theRequestSizeLimitHoldsForEachRequestNotForTheStream() throws Exception {
    StringBuilder many = new StringBuilder();
    for (int i = 0; i < 100; i++) {
      many.append("{\"name\":\"shelves/").append(i).append("\"}\n");
    }
    HttpResponse<String> manySmall = post("/v1/shelves:import", "application/x-ndjson", many.toString());
    HttpResponse<String> oneLarge = post("/v1/shelves:import", "application/x-ndjson",
        "{\"name\":\"a\"}\n{\"name\":\"" + "x".repeat(2000) + "\"}\n");

    assertThat(many.length()).isGreaterThan(1024);
    assertThat(manySmall.statusCode()).isEqualTo(200);
    assertThat(manySmall.body()).startsWith("{\"count\":100,");
    assertThat(oneLarge.statusCode()).isEqualTo(400);
    assertThat(oneLarge.body()).startsWith("{\"code\":3,").contains("protojson.max-request-size");
  }

  @Test
  void aBadRequestInAClientStreamIs400NamingItsIndex() throws Exception {
    HttpResponse<String> first = post("/v1/shelves:import", "application/json", "[{\"name\":2}, {}]");
    HttpResponse<String> middle = post("/v1/shelves:import", "application/json",
        "[{\"name\":\"a\"},\n {\"name\":\"b\", \"them\":1},\n {}]");
    HttpResponse<String> last = post("/v1/shelves:import", "application/x-ndjson", "{}\n{}\n{\"theme\":[]}\n");
    HttpResponse<String> plainText = post("/v1/shelves:import", "text/plain", "a");
    HttpResponse<String> notAMediaType = post("/v1/shelves:import", "json", "[]");

    assertThat(first.statusCode()).isEqualTo(400);
    assertThat(first.body()).startsWith("{\"code\":3,").contains("\"fieldViolations\":[{\"field\":\"[0].name\"");
    assertThat(middle.statusCode()).isEqualTo(400);
    assertThat(middle.body()).contains("Unknown field \\\"them\\\"")
        .contains("\"fieldViolations\":[{\"field\":\"[1].them\"").contains("at line 2, column 15");
    assertThat(last.statusCode()).isEqualTo(400);
    assertThat(last.body()).contains("\"fieldViolations\":[{\"field\":\"[2].theme\"");
    assertThat(plainText.statusCode()).isEqualTo(415);
    assertThat(notAMediaType.statusCode()).isEqualTo(415);
  }
}
