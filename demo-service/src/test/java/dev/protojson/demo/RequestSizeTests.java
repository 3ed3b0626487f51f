package dev.protojson.demo;

import static dev.protojson.demo.DemoClient.JSON;
import static dev.protojson.demo.DemoClient.PROTOBUF;
import static dev.protojson.demo.DemoClient.contentType;
import static dev.protojson.demo.DemoClient.tree;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.util.JsonFormat;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.springframework.util.unit.DataSize;

/**
 * The default protojson.max-request-size against the demo's largest request: the whole directory of 50,000
 * people, posted back as the service wrote it.
 */
class RequestSizeTests extends RunningDemo {

  private static final long DEFAULT_LIMIT = DataSize.ofMegabytes(16).toBytes();

  @Test
  void theWholeDirectoryPostedBackFitsTheDefaultLimit() {
    byte[] json = client.get("/people?count=" + PeopleDirectory.SIZE, JSON).body();
    byte[] binary = client.get("/people?count=" + PeopleDirectory.SIZE, PROTOBUF).body();
    System.out.printf("50,000 people: %,d bytes of JSON, %,d bytes of binary protobuf%n", json.length,
        binary.length);

    assertThat(json.length).isLessThan((int) DEFAULT_LIMIT);
    for (HttpResponse<byte[]> response : new HttpResponse[] { client.post("/people", JSON, json),
        client.post("/people", PROTOBUF, binary) }) {
      assertThat(response.statusCode()).isEqualTo(200);
      assertThat(tree(response).get("people").intValue()).isEqualTo(PeopleDirectory.SIZE);
    }
  }

  @Test
  void theWholeDirectoryIndentedByJsonFormatFitsTooMeasured() throws Exception {
    String pretty = JsonFormat.printer().print(directory.firstAsMessage(PeopleDirectory.SIZE));
    byte[] json = pretty.getBytes(StandardCharsets.UTF_8);
    System.out.printf("50,000 people indented by JsonFormat: %,d bytes%n", json.length);

    HttpResponse<byte[]> response = client.post("/people", JSON, json);

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(tree(response).get("people").intValue()).isEqualTo(PeopleDirectory.SIZE);
  }

  @Test
  void aBodyOverTheDefaultLimitIsA413ThatSaysTheLimit() {
    // Sent chunked, so that the server reads up to the limit and has nothing left to skip before it answers.
    String prefix = "{\"person\":[{\"name\":\"";
    String suffix = "\"}]}";
    byte[] json = (prefix + "n".repeat((int) DEFAULT_LIMIT + 1 - prefix.length() - suffix.length()) + suffix)
        .getBytes(StandardCharsets.UTF_8);
    assertThat(json).hasSize((int) DEFAULT_LIMIT + 1);

    HttpResponse<byte[]> response = client.postChunked("/people", JSON, json);

    assertThat(response.statusCode()).isEqualTo(413);
    assertThat(contentType(response)).startsWith("application/problem+json");
    assertThat(tree(response).get("detail").stringValue()).isEqualTo(
        "The request body is larger than the limit of 16777216 bytes set by protojson.max-request-size");
  }
}
