package dev.protojson.demo;

import static dev.protojson.demo.DemoClient.tree;
import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.demo.people.PeopleSummary;
import dev.protojson.demo.people.Person;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** A record holding messages, returned and taken by a controller: the messages inside are proto3 JSON. */
class IntroductionEndpointsTests extends RunningDemo {

  @Test
  void anIntroductionHoldsTwoPeopleAsProto3Json() throws Exception {
    HttpResponse<byte[]> response = client.get("/introductions?from=0&to=1");

    assertThat(response.statusCode()).isEqualTo(200);
    JsonNode introduction = tree(response);
    Person from = directory.person(0);
    Person to = directory.person(1);
    assertThat(parseWithJsonFormat(introduction.get("from").toString(), Person.getDefaultInstance()))
        .isEqualTo(from);
    assertThat(parseWithJsonFormat(introduction.get("to").toString(), Person.getDefaultInstance())).isEqualTo(to);
    assertThat(introduction.get("note").stringValue()).isEqualTo(from.getName() + ", meet " + to.getName());
  }

  @Test
  void aPostedIntroductionIsReadWithItsPeople() throws Exception {
    HttpResponse<byte[]> response = client.postJson("/introductions", """
        {"from": {"name": "Ada Lovelace", "email": ["ada@example.com"]},
         "to": {"name": "Alan Turing", "address": [{"street": "Sherborne Lane", "number": 7}],
                "mobile": ["+44 7700 900123"]},
         "note": "hello"}""");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(parseWithJsonFormat(DemoClient.text(response), PeopleSummary.getDefaultInstance()))
        .isEqualTo(PeopleSummary.newBuilder().setPeople(2).setAddresses(1).setMobiles(1).setEmails(1).build());
  }

  @Test
  void aBrokenPersonInsideAnIntroductionIsABadRequestNamingThePath() {
    HttpResponse<byte[]> response = client.postJson("/introductions",
        "{\"from\":{\"name\":\"Ada\"},\"to\":{\"address\":[{\"street\":\"Main Street\",\"number\":\"twelve\"}]}}");

    assertThat(response.statusCode()).isEqualTo(400);
    JsonNode problem = tree(response);
    assertThat(problem.get("fieldPath").stringValue()).isEqualTo("to.address[0].number");
    assertThat(problem.get("detail").stringValue()).contains("twelve").contains("demo.Person");
    assertThat(problem.get("line").intValue()).isEqualTo(1);
    assertThat(problem.get("column").intValue()).isEqualTo(74);
  }
}
