package dev.protojson.demo;

import static dev.protojson.demo.DemoClient.text;
import static dev.protojson.demo.DemoClient.tree;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.demo.github.SearchRepositoriesResponse;
import dev.protojson.demo.people.People;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** The service's JSON is proto3 JSON that protobuf's own JsonFormat reads back to the same message. */
class JsonFormatCompatibilityTests extends RunningDemo {

  @Test
  void peopleParseBackWithJsonFormatToTheSameMessage() throws Exception {
    HttpResponse<byte[]> response = client.get("/people?count=2000");

    assertThat(parseWithJsonFormat(text(response), People.getDefaultInstance()))
        .isEqualTo(directory.firstAsMessage(2000));
  }

  @Test
  void peopleJsonIsWhatJsonFormatWrites() throws Exception {
    HttpResponse<byte[]> response = client.get("/people?count=500");

    assertThat(tree(response)).isEqualTo(jsonFormatTree(directory.firstAsMessage(500)));
  }

  @Test
  void searchResponseParsesBackWithJsonFormatToTheSameMessage() throws Exception {
    HttpResponse<byte[]> response = client.get("/search/repositories?q=protobuf%20json&per_page=100");

    assertThat(parseWithJsonFormat(text(response), SearchRepositoriesResponse.getDefaultInstance()))
        .isEqualTo(generator.search("protobuf json", 100));
  }

  @Test
  void searchResponseJsonIsWhatJsonFormatWrites() throws Exception {
    HttpResponse<byte[]> response = client.get("/search/repositories?q=jackson&per_page=100");

    assertThat(tree(response)).isEqualTo(jsonFormatTree(generator.search("jackson", 100)));
  }

  @Test
  void jsonFormatsOutputIsAcceptedByThePostEndpoint() throws Exception {
    People people = directory.firstAsMessage(100);
    String json = JsonFormat.printer().print(people);

    HttpResponse<byte[]> response = client.postJson("/people", json);

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(tree(response).get("people").intValue()).isEqualTo(100);
  }

  /** Compared as trees, numbers by value: whitespace and number spelling may differ, content may not. */
  private static tools.jackson.databind.JsonNode jsonFormatTree(Message message) throws Exception {
    return JsonMapper.shared().readTree(JsonFormat.printer().omittingInsignificantWhitespace().print(message));
  }
}
