package dev.protojson.spring.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * An application with springdoc has Spring's Jackson 2 YAML converter, and with Jackson 3's CBOR on the class path
 * Spring's CBOR converter; either would write a message as a Java bean and fail half-way: asked for YAML or CBOR
 * only, a message endpoint answers 406, and JSON when the client accepts it too.
 */
@SpringBootTest(classes = OpenApiApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = "protojson.packages=dev.protojson.spring.test.openapi")
class OtherFormatsTests {

  @LocalServerPort
  int port;

  private HttpResponse<String> get(String path, String accept) throws Exception {
    HttpRequest request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
        .header("Accept", accept).build();
    return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
  }

  private HttpResponse<String> post(String path, String json, String accept) throws Exception {
    HttpRequest request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
        .header("Content-Type", "application/json").header("Accept", accept)
        .POST(HttpRequest.BodyPublishers.ofString(json)).build();
    return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void aMessageAskedForAsYamlOrCborIsNotAcceptableNotAServerError() throws Exception {
    for (String yaml : new String[] {"application/yaml", "application/*+yaml", "application/cbor"}) {
      HttpResponse<String> response = get("/now", yaml);
      assertThat(response.statusCode()).as(yaml + ": " + response.body()).isEqualTo(406);
      response = post("/kinds", "{\"fInt32\": 7}", yaml);
      assertThat(response.statusCode()).as(yaml + ": " + response.body()).isEqualTo(406);
    }
  }

  /** A list of messages and a record holding them are refused by their declared type, as a message is. */
  @ParameterizedTest
  @ValueSource(strings = {"/kinds", "/envelope"})
  void valuesHoldingMessagesAskedForAsYamlOrCborAreNotAcceptableNotAServerError(String path) throws Exception {
    for (String other : new String[] {"application/yaml", "application/cbor"}) {
      HttpResponse<String> response = get(path, other);
      assertThat(response.statusCode()).as(other + ": " + response.body()).isEqualTo(406);
      assertThat(response.body()).doesNotContain("yaml", "cbor");
    }

    // Spring's own Jackson converter writes no charset=UTF-16 (only its BE and LE forms): its 406 lists what
    // could be asked for instead, which is not YAML or CBOR
    if (path.equals("/envelope")) {
      HttpResponse<String> utf16 = get(path, "application/json;charset=UTF-16");
      assertThat(utf16.statusCode()).as(utf16.body()).isEqualTo(406);
      assertThat(utf16.headers().allValues("Accept")).isNotEmpty()
          .allSatisfy(accept -> assertThat(accept).contains("application/json").doesNotContain("yaml", "cbor"));
    }

    HttpResponse<String> either = get(path, "application/yaml, application/json;q=0.5");
    assertThat(either.statusCode()).as(either.body()).isEqualTo(200);
    assertThat(either.headers().firstValue("Content-Type")).hasValueSatisfying(
        type -> assertThat(type).startsWith("application/json"));
    assertThat(either.body()).isEqualTo(path.equals("/kinds") ? "[{}]"
        : "{\"id\":\"1\",\"attempt\":1,\"kinds\":{},\"legacies\":[],\"mood\":\"HAPPY\",\"size\":\"LARGE\","
            + "\"checksum\":\"c3Vt\"}");
  }

  @ParameterizedTest
  @ValueSource(strings = {"application/yaml, application/json;q=0.5", "application/yaml, */*;q=0.5",
      "text/html,application/xhtml+xml,application/yaml;q=0.9,*/*;q=0.8"})
  void aClientThatAlsoAcceptsJsonGetsJson(String accept) throws Exception {
    HttpResponse<String> response = post("/kinds", "{\"fInt32\": 7}", accept);
    assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
    assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(
        type -> assertThat(type).startsWith("application/json"));
    assertThat(response.body()).isEqualTo("{\"fInt32\":7}");
  }

  @Test
  void springdocsOwnYamlStillWorks() throws Exception {
    HttpResponse<String> response = get("/v3/api-docs.yaml", "*/*");
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body()).startsWith("openapi:").contains("/kinds");
  }
}
