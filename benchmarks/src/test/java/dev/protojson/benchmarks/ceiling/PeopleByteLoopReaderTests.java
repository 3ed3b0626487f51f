package dev.protojson.benchmarks.ceiling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.util.JsonFormat;
import dev.protojson.benchmarks.data.PeopleData;
import dev.protojson.demo.people.People;
import dev.protojson.demo.people.Person;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The byte-loop People reader reads what JsonFormat reads, and rejects what the hand-written reader rejects. */
class PeopleByteLoopReaderTests {

  @Test
  void readsTheBenchmarksDocuments() {
    PeopleReaderCeilingBenchmark benchmark = new PeopleReaderCeilingBenchmark();
    benchmark.workload = "People";
    benchmark.setup();
    assertThat(benchmark.byteLoopReader()).isEqualTo(PeopleData.people(1_000));
    benchmark.workload = "one Person";
    benchmark.setup();
    assertThat(benchmark.byteLoopReader()).isEqualTo(PeopleData.person());
  }

  @Test
  void readsOtherOrdersNullsEscapesAndQuotedNumbers() throws Exception {
    String json = " { \"person\" : [ {\"email\":[\"a@b\"],\"name\":\"Chlo\\u00e9 \\\"M\\u00fcller\\\" 😀\",\"mobile\":null,"
        + "\"address\":[{\"number\":\"12\",\"street\":\"Königsallee\"},{\"street\":null,\"number\":-7}]},{}]}\n";
    People.Builder expected = People.newBuilder();
    JsonFormat.parser().merge(json, expected);
    assertThat(PeopleByteLoopReader.readPeople(json.getBytes(StandardCharsets.UTF_8))).isEqualTo(expected.build());
    assertThat(expected.getPerson(0).getName()).isEqualTo("Chloé \"Müller\" 😀");
  }

  @Test
  void rejectsWhatIsNotAPeopleDocument() {
    String[] documents = {"", "[]", "{\"person\":[{\"name\":1}]}", "{\"person\":[{\"nmae\":\"a\"}]}",
      "{\"person\":[{\"name\":\"a\",\"name\":\"b\"}]}", "{\"person\":[{\"address\":[{\"number\":1.5}]}]}",
      "{\"person\":[{\"address\":[{\"number\":2147483648}]}]}", "{\"person\":[]} x", "{\"person\":[{},]}",
      "{\"person\":[{\"name\":\"a\\u12\"}]}", "{\"person\":[{\"name\":\"a\" \"email\":[]}]}"};
    for (String document : documents) {
      assertThatThrownBy(() -> PeopleByteLoopReader.readPeople(document.getBytes(StandardCharsets.UTF_8)))
          .as(document).isInstanceOf(IllegalArgumentException.class);
    }
    assertThat(PeopleByteLoopReader.readPerson("{}".getBytes(StandardCharsets.UTF_8)))
        .isEqualTo(Person.getDefaultInstance());
  }
}
