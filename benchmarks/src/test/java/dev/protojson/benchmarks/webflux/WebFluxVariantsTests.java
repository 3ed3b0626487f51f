package dev.protojson.benchmarks.webflux;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.benchmarks.data.PeopleData;
import dev.protojson.demo.people.People;
import dev.protojson.demo.people.Person;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.web.reactive.function.client.WebClient;

/** Every variant the WebFlux load test measures serves the same 1,000 persons. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
    properties = { "spring.config.name=webflux-benchmark", "spring.main.web-application-type=reactive" })
class WebFluxVariantsTests {

  private static final People PEOPLE = PeopleData.people(1_000);

  @LocalServerPort
  int port;

  private String get(String path, String accept) {
    return WebClient.builder().baseUrl("http://127.0.0.1:" + port)
        .codecs(codecs -> codecs.defaultCodecs().maxInMemorySize(16 * 1024 * 1024)).build()
        .get().uri(path).header("Accept", accept).retrieve().bodyToMono(String.class)
        .block(Duration.ofSeconds(30));
  }

  private static <M extends Message> M parse(String json, M prototype) throws Exception {
    Message.Builder builder = prototype.newBuilderForType();
    JsonFormat.parser().merge(json, builder);
    @SuppressWarnings("unchecked")
    M message = (M) builder.build();
    return message;
  }

  private static People ndjson(String body) throws Exception {
    List<Person> persons = new ArrayList<>();
    for (String line : body.split("\n")) {
      persons.add(parse(line, Person.getDefaultInstance()));
    }
    return People.newBuilder().addAllPerson(persons).build();
  }

  @Test
  void protojsonAndRecordsServeTheSamePeople() throws Exception {
    for (String prefix : new String[] { "", "/records" }) {
      assertThat(parse(get(prefix + "/people", "application/json"), People.getDefaultInstance())).isEqualTo(PEOPLE);
      assertThat(parse("{\"person\":" + get(prefix + "/persons", "application/json") + "}",
          People.getDefaultInstance())).as(prefix).isEqualTo(PEOPLE);
      assertThat(ndjson(get(prefix + "/persons", "application/x-ndjson"))).as(prefix).isEqualTo(PEOPLE);
    }
  }

  @Test
  void binaryProtobufIsServedToClientsAskingForIt() throws Exception {
    byte[] people = WebClient.create("http://127.0.0.1:" + port).get().uri("/people")
        .header("Accept", "application/x-protobuf").retrieve().bodyToMono(byte[].class).block(Duration.ofSeconds(30));
    assertThat(People.parseFrom(people)).isEqualTo(PEOPLE);
  }
}
