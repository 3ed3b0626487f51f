package dev.protojson.spring.validation;

import static dev.protojson.spring.validation.ValidationHttp.json;
import static dev.protojson.spring.validation.ValidationHttp.problem;
import static dev.protojson.spring.validation.ValidationHttp.tree;
import static dev.protojson.spring.validation.ValidationHttp.violations;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A test against the embedded server of a validating application in the default mode, and what both web stacks do
 * alike: the messages of a list body and of a record body are checked, each named by its place in the JSON.
 */
abstract class ValidationServerTests {

  @LocalServerPort
  int port;

  ValidationHttp http;

  @BeforeEach
  void client() {
    http = new ValidationHttp(port);
  }

  /** A body that keeps every rule reaches the controller at {@code path}, which echoes it. */
  void assertValidSignupEchoed(String path) throws Exception {
    String body = json(Signups.valid());
    HttpResponse<String> response = http.post(path, body);
    assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
    assertThat(tree(response.body())).isEqualTo(tree(body));
  }

  /** Each message of a list body is checked, and named by its place in the array. */
  @Test
  void aListWithABadThirdElement() throws Exception {
    String body = "[" + json(Signups.address()) + "," + json(Signups.address()) + ","
        + json(Signups.address().toBuilder().setHouseNumber(-4)) + "]";
    assertThat(violations(http.post("/addresses", body)))
        .containsExactly(List.of("[2].houseNumber", "[2].house_number", "int32.gt"));
    HttpResponse<String> valid = http.post("/addresses", "[" + json(Signups.address()) + "]");
    assertThat(valid.statusCode()).as(valid.body()).isEqualTo(200);
  }

  /** {@code List<@Valid Address>}: the annotation on the elements' type asks for them to be checked. */
  @Test
  void aListWhoseElementsTypeIsAnnotated() throws Exception {
    String body = "[" + json(Signups.address()) + "," + json(Signups.address().toBuilder().setHouseNumber(-4)) + "]";
    assertThat(violations(http.post("/addresses/elements", body)))
        .containsExactly(List.of("[1].houseNumber", "[1].house_number", "int32.gt"));
    HttpResponse<String> valid = http.post("/addresses/elements", "[" + json(Signups.address()) + "]");
    assertThat(valid.statusCode()).as(valid.body()).isEqualTo(200);
  }

  /**
   * Messages in an array or a set body, and in an {@code Optional}, a builder, a set or an array inside a record, are
   * checked as those in a list are.
   */
  @Test
  void messagesInArraysSetsOptionalsAndBuildersAreCheckedToo() throws Exception {
    String bad = json(Signups.address().toBuilder().setHouseNumber(-4));
    String good = json(Signups.address());
    assertThat(violations(http.post("/addresses/array", "[" + good + "," + bad + "]")))
        .containsExactly(List.of("[1].houseNumber", "[1].house_number", "int32.gt"));
    assertThat(violations(http.post("/addresses/set", "[" + bad + "]")))
        .containsExactly(List.of("[0].houseNumber", "[0].house_number", "int32.gt"));
    assertThat(violations(http.post("/parcels",
        "{\"from\":" + bad + ",\"to\":" + bad + ",\"stops\":[" + bad + "],\"depots\":[" + good + "," + bad + "]}")))
        .containsExactly(List.of("from.houseNumber", "from.house_number", "int32.gt"),
            List.of("to.houseNumber", "to.house_number", "int32.gt"),
            List.of("stops[0].houseNumber", "stops[0].house_number", "int32.gt"),
            List.of("depots[1].houseNumber", "depots[1].house_number", "int32.gt"));
    HttpResponse<String> valid = http.post("/parcels",
        "{\"from\":" + good + ",\"to\":" + good + ",\"stops\":[" + good + "],\"depots\":[" + good + "]}");
    assertThat(valid.statusCode()).as(valid.body()).isEqualTo(200);
    assertThat(tree(valid.body()).path("to")).isEqualTo(tree(good));
  }

  /**
   * The messages inside a {@code @Valid} record are checked: a message property, the elements of a list, the values
   * of a map, a nested record's and those of records in a list, each named by the record's JSON names
   * ({@code deliverTo} is a renamed property).
   */
  @Test
  void theMessagesInsideARecordAreCheckedUnderItsJsonNames() throws Exception {
    HttpResponse<String> response = http.post("/orders", Orders.broken());
    assertThat(violations(response)).containsExactlyElementsOf(Orders.BROKEN_VIOLATIONS);
    assertThat(problem(response).required("detail").asString())
        .isEqualTo("The request body breaks 5 validation rules of protojson.spring.test.validation.Signup");
  }

  @Test
  void aRecordWhoseMessagesKeepEveryRuleReachesTheController() throws Exception {
    String body = Orders.valid();
    HttpResponse<String> response = http.post("/orders", body);
    assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
    assertThat(tree(response.body())).isEqualTo(tree(body));
  }

  @Test
  void aRecordWithoutTheAnnotationIsNotChecked() throws Exception {
    HttpResponse<String> response = http.post("/orders/unannotated", Orders.broken());
    assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
  }

  /**
   * Bean Validation still checks the record's own constraints, after protovalidate found nothing to refuse: the same
   * order with a reference is let through above. Its 400 is Spring's own, without protovalidate's violations.
   */
  @Test
  void beanValidationOfTheRecordStillApplies() throws Exception {
    HttpResponse<String> response = http.post("/orders", Orders.valid().replace("\"reference\":\"A-1\"",
        "\"reference\":\" \""));
    assertThat(response.statusCode()).as(response.body()).isEqualTo(400);
    assertThat(response.body()).doesNotContain("\"violations\"");
  }
}
