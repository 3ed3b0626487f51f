package dev.protojson.benchmarks.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.util.JsonFormat;
import dev.protojson.benchmarks.data.GithubData;
import dev.protojson.benchmarks.data.PeopleData;
import dev.protojson.demo.github.SearchRepositoriesResponse;
import dev.protojson.demo.people.People;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/** The default profile serves the same content through protojson, binary protobuf and records. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ProtojsonVariantsTests {

  private static final People PEOPLE = PeopleData.people(1_000);
  private static final SearchRepositoriesResponse GITHUB = GithubData.response(30);

  @LocalServerPort
  int port;

  @Test
  void protojsonConverterServesTheMessages() throws Exception {
    DocumentsClient client = new DocumentsClient(port);
    assertThat(client.json("/people/1000", PEOPLE)).isEqualTo(PEOPLE);
    assertThat(client.json("/github", GITHUB)).isEqualTo(GITHUB);
  }

  @Test
  void binaryProtobufIsServedToClientsAskingForIt() throws Exception {
    DocumentsClient client = new DocumentsClient(port);
    assertThat(client.binary("/people/1000", PEOPLE)).isEqualTo(PEOPLE);
    assertThat(client.binary("/github", GITHUB)).isEqualTo(GITHUB);
  }

  @Test
  void recordsCarryTheSameContent() throws Exception {
    DocumentsClient client = new DocumentsClient(port);
    assertThat(client.json("/records/people/1000", PEOPLE)).isEqualTo(PEOPLE);
    assertThat(client.json("/records/github", GITHUB)).isEqualTo(GITHUB);
  }

  @Test
  void peopleArePostedAsJsonBinaryAndRecords() throws Exception {
    DocumentsClient client = new DocumentsClient(port);
    People two = PeopleData.people(2);
    byte[] json = JsonFormat.printer().print(two).getBytes(StandardCharsets.UTF_8);
    assertThat(client.post("/people", "application/json", json)).isEqualTo("2");
    assertThat(client.post("/people", "application/x-protobuf", PEOPLE.toByteArray())).isEqualTo("1000");
    assertThat(client.post("/records/people", "application/json", json)).isEqualTo("2");
  }
}
