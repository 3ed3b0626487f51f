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
import org.springframework.test.context.ActiveProfiles;

/** Profile {@code jsonformat} serves the messages through Spring's JsonFormat converter. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("jsonformat")
class JsonFormatVariantTests {

  @LocalServerPort
  int port;

  @Test
  void jsonFormatConverterServesTheMessages() throws Exception {
    DocumentsClient client = new DocumentsClient(port);
    People people = PeopleData.people(1_000);
    SearchRepositoriesResponse github = GithubData.response(30);
    assertThat(client.json("/people/1000", people)).isEqualTo(people);
    assertThat(client.json("/github", github)).isEqualTo(github);
    assertThat(client.post("/people", "application/json", JsonFormat.printer().print(people)
        .getBytes(StandardCharsets.UTF_8))).isEqualTo("1000");
  }
}
