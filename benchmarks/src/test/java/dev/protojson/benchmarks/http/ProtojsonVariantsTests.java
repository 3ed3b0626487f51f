package dev.protojson.benchmarks.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.benchmarks.data.GithubData;
import dev.protojson.benchmarks.data.PeopleData;
import dev.protojson.demo.github.SearchRepositoriesResponse;
import dev.protojson.demo.people.People;
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
}
