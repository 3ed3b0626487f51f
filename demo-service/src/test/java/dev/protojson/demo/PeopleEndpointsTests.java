package dev.protojson.demo;

import static dev.protojson.demo.DemoClient.JSON;
import static dev.protojson.demo.DemoClient.PROTOBUF;
import static dev.protojson.demo.DemoClient.contentType;
import static dev.protojson.demo.DemoClient.text;
import static dev.protojson.demo.DemoClient.tree;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.InvalidProtocolBufferException;
import dev.protojson.demo.people.Address;
import dev.protojson.demo.people.People;
import dev.protojson.demo.people.PeopleSummary;
import dev.protojson.demo.people.Person;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;

class PeopleEndpointsTests extends RunningDemo {

  private static final String PROBLEM_JSON = "application/problem+json";

  @Test
  void peopleAreProto3JsonWithTheDefaultCountOfAThousand() {
    HttpResponse<byte[]> response = client.get("/people");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(contentType(response)).startsWith(JSON);
    JsonNode people = tree(response);
    assertThat(people.propertyNames()).containsExactly("person");
    assertThat(people.get("person")).hasSize(1000);
    JsonNode first = people.get("person").get(0);
    Person expected = directory.person(0);
    assertThat(first.get("name").stringValue()).isEqualTo(expected.getName());
    // Every generated person has a name, an address and an email; mobiles are optional.
    assertThat(first.propertyNames()).contains("name", "address", "email")
        .isSubsetOf("name", "address", "mobile", "email");
    JsonNode address = first.get("address").get(0);
    assertThat(address.propertyNames()).containsExactly("street", "number");
    assertThat(address.get("number").isIntegralNumber()).as("int32 is a JSON number").isTrue();
    assertThat(address.get("number").intValue()).isEqualTo(expected.getAddress(0).getNumber());
  }

  @Test
  void countChoosesHowManyPeopleAndTheyAreTheDirectorysFirst() throws Exception {
    HttpResponse<byte[]> response = client.get("/people?count=25");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(parseWithJsonFormat(text(response), People.getDefaultInstance()))
        .isEqualTo(directory.firstAsMessage(25));
  }

  @Test
  void zeroPeopleIsAnEmptyObject() {
    HttpResponse<byte[]> response = client.get("/people?count=0");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(text(response)).isEqualTo("{}");
  }

  @Test
  void theWholeDirectoryCanBeAskedFor() {
    HttpResponse<byte[]> response = client.get("/people?count=" + PeopleDirectory.SIZE);

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(tree(response).get("person")).hasSize(PeopleDirectory.SIZE);
  }

  @ParameterizedTest
  @ValueSource(strings = {"50001", "1000000", "-1"})
  void countOutsideTheDirectoryIsABadRequestThatSaysTheLimit(String count) {
    HttpResponse<byte[]> response = client.get("/people?count=" + count);

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(contentType(response)).startsWith(PROBLEM_JSON);
    assertThat(tree(response).get("detail").stringValue())
        .isEqualTo("count must be between 0 and 50000, was " + count);
  }

  @Test
  void countThatIsNotANumberIsABadRequest() {
    HttpResponse<byte[]> response = client.get("/people?count=many");

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(contentType(response)).startsWith(PROBLEM_JSON);
    assertThat(tree(response).get("status").intValue()).isEqualTo(400);
  }

  /**
   * springdoc puts Jackson 2's YAML converter in the application: people asked for as YAML only are not acceptable
   * (not a half-written bean and a 500), the answer lists what is served, and a client that also takes JSON gets it.
   */
  @Test
  void peopleAskedForAsYamlAreNotAcceptableUnlessJsonIsToo() {
    HttpResponse<byte[]> yaml = client.get("/people?count=1", "application/yaml");

    assertThat(yaml.statusCode()).isEqualTo(406);
    String detail = tree(yaml).get("detail").asString();
    assertThat(detail).contains(JSON, PROTOBUF).doesNotContain("yaml");
    String listed = detail.substring(detail.indexOf('[') + 1, detail.indexOf(']'));
    for (String acceptable : listed.split(", ")) {
      assertThat(client.get("/people?count=1", acceptable).statusCode()).as(acceptable).isEqualTo(200);
    }
    HttpResponse<byte[]> either = client.get("/people?count=1", "application/yaml, application/json;q=0.5");
    assertThat(either.statusCode()).isEqualTo(200);
    assertThat(contentType(either)).startsWith(JSON);
    assertThat(tree(either).get("person")).hasSize(1);
  }

  /** A list of Person messages is refused by YAML by its declared type, as one message is: a 406, not a 500. */
  @Test
  void aListOfPeopleAskedForAsYamlIsNotAcceptableUnlessJsonIsToo() {
    HttpResponse<byte[]> yaml = client.get("/people/list?count=2", "application/yaml");

    assertThat(yaml.statusCode()).isEqualTo(406);
    assertThat(tree(yaml).get("detail").asString()).contains(JSON).doesNotContain("yaml");
    HttpResponse<byte[]> either = client.get("/people/list?count=2", "application/yaml, application/json;q=0.5");
    assertThat(either.statusCode()).isEqualTo(200);
    assertThat(contentType(either)).startsWith(JSON);
    assertThat(tree(either)).hasSize(2);
  }

  @Test
  void peopleAsProtobufBinaryWhenAsked() throws InvalidProtocolBufferException {
    HttpResponse<byte[]> response = client.get("/people?count=40", PROTOBUF);

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(contentType(response)).startsWith(PROTOBUF);
    assertThat(People.parseFrom(response.body())).isEqualTo(directory.firstAsMessage(40));
  }

  @Test
  void listEndpointAnswersAJsonArrayOfPersons() throws Exception {
    HttpResponse<byte[]> response = client.get("/people/list?count=7");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(contentType(response)).startsWith(JSON);
    JsonNode array = tree(response);
    assertThat(array.isArray()).isTrue();
    assertThat(array).hasSize(7);
    for (int id = 0; id < 7; id++) {
      assertThat(parseWithJsonFormat(array.get(id).toString(), Person.getDefaultInstance()))
          .as("person %d", id).isEqualTo(directory.person(id));
    }
  }

  @Test
  void listEndpointHasTheSameCap() {
    HttpResponse<byte[]> response = client.get("/people/list?count=50001");

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(tree(response).get("detail").stringValue()).contains("50000");
  }

  @Test
  void onePersonById() throws Exception {
    HttpResponse<byte[]> response = client.get("/people/4711");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(contentType(response)).startsWith(JSON);
    assertThat(parseWithJsonFormat(text(response), Person.getDefaultInstance())).isEqualTo(directory.person(4711));
  }

  @Test
  void onePersonByIdAsBinary() throws InvalidProtocolBufferException {
    HttpResponse<byte[]> response = client.get("/people/49999", PROTOBUF);

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(contentType(response)).startsWith(PROTOBUF);
    assertThat(Person.parseFrom(response.body())).isEqualTo(directory.person(49999));
  }

  @ParameterizedTest
  @ValueSource(strings = {"50000", "-1", "99999999999"})
  void unknownIdIsNotFound(String id) {
    HttpResponse<byte[]> response = client.get("/people/" + id);

    assertThat(response.statusCode()).isEqualTo(404);
    assertThat(contentType(response)).startsWith(PROBLEM_JSON);
    assertThat(tree(response).get("detail").stringValue()).isEqualTo(
        "No person with id " + id + "; ids run from 0 to 49999");
  }

  @Test
  void anIdThatIsNotANumberIsABadRequest() {
    HttpResponse<byte[]> response = client.get("/people/ada");

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(contentType(response)).startsWith(PROBLEM_JSON);
  }

  @Test
  void postedPeopleAreCounted() {
    String json = """
        {"person": [
          {"name": "Ada Lovelace", "address": [{"street": "St James's Square", "number": 12}],
           "mobile": ["+44 7700 900123", "+44 7700 900456"], "email": ["ada@example.com"]},
          {"name": "Alan Turing", "address": [{"street": "Hampton Road", "number": 2}, {"street": "Adlington Road"}]}
        ]}""";

    HttpResponse<byte[]> response = client.postJson("/people", json);

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(contentType(response)).startsWith(JSON);
    JsonNode summary = tree(response);
    assertThat(summary.get("people").intValue()).isEqualTo(2);
    assertThat(summary.get("addresses").intValue()).isEqualTo(3);
    assertThat(summary.get("mobiles").intValue()).isEqualTo(2);
    assertThat(summary.get("emails").intValue()).isEqualTo(1);
  }

  @Test
  void fieldsAtTheirDefaultAreLeftOutOfTheSummary() {
    HttpResponse<byte[]> response = client.postJson("/people", "{\"person\": [{\"name\": \"Grace Hopper\"}]}");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(text(response)).isEqualTo("{\"people\":1}");
  }

  @Test
  void postedBinaryPeopleAreCountedAndAnsweredInBinaryWhenAsked() throws InvalidProtocolBufferException {
    People people = directory.firstAsMessage(300);

    HttpResponse<byte[]> response = client.post("/people", PROTOBUF, PROTOBUF, people.toByteArray());

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(contentType(response)).startsWith(PROTOBUF);
    PeopleSummary summary = PeopleSummary.parseFrom(response.body());
    assertThat(summary.getPeople()).isEqualTo(300);
    assertThat(summary.getAddresses())
        .isEqualTo(people.getPersonList().stream().mapToInt(Person::getAddressCount).sum());
  }

  @Test
  void aNumberGivenAsWordsIsABadRequestNamingTheField() {
    String json = """
        {"person": [{"name": "Ada Lovelace", "address": [{"street": "St James's Square", "number": "twelve"}]}]}""";

    HttpResponse<byte[]> response = client.postJson("/people", json);

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(contentType(response)).startsWith(PROBLEM_JSON);
    JsonNode problem = tree(response);
    assertThat(problem.get("fieldPath").stringValue()).isEqualTo("person[0].address[0].number");
    assertThat(problem.get("detail").stringValue()).contains("person[0].address[0].number").contains("twelve");
    assertThat(problem.get("line").intValue()).isEqualTo(1);
    assertThat(problem.get("column").intValue()).isPositive();
  }

  @Test
  void anUnknownFieldIsABadRequestNamingIt() {
    HttpResponse<byte[]> response = client.postJson("/people", "{\"person\": [{\"name\": \"Ada\", \"age\": 36}]}");

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(contentType(response)).startsWith(PROBLEM_JSON);
    assertThat(tree(response).get("detail").stringValue()).contains("age");
    assertThat(tree(response).get("fieldPath").stringValue()).startsWith("person[0]");
  }

  @Test
  void brokenJsonIsABadRequest() {
    HttpResponse<byte[]> response = client.postJson("/people", "{\"person\": [{\"name\": \"Ada\"}");

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(contentType(response)).startsWith(PROBLEM_JSON);
    assertThat(tree(response).get("detail").stringValue()).isNotBlank();
  }

  @Test
  void summaryOfBuiltPeopleMatchesWhatWasSent() {
    People people = People.newBuilder()
        .addPerson(Person.newBuilder().setName("Søren").addEmail("s@example.org").addEmail("s2@example.org")
            .addAddress(Address.newBuilder().setStreet("Königstraße").setNumber(7)))
        .build();

    HttpResponse<byte[]> response = client.post("/people", PROTOBUF, JSON, people.toByteArray());

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(contentType(response)).startsWith(JSON);
    assertThat(text(response)).isEqualTo("{\"people\":1,\"addresses\":1,\"emails\":2}");
  }
}
