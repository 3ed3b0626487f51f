package dev.protojson.spring.validation;

import static dev.protojson.spring.validation.ValidationHttp.json;
import static dev.protojson.spring.validation.ValidationHttp.problem;
import static dev.protojson.spring.validation.ValidationHttp.violations;
import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.test.validation.Address;
import dev.protojson.spring.test.validation.Signup;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import tools.jackson.databind.JsonNode;

/**
 * The default mode over HTTP with real protovalidate: a body annotated {@code @Valid} or {@code @Validated} that
 * breaks a rule is a 400 naming the field as the JSON does, the field in the proto and the rule; a body without the
 * annotation is not checked.
 */
@SpringBootTest(classes = ValidationApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = ValidationApplication.PACKAGES)
class MessageValidationTests extends ValidationServerTests {

  @Test
  void aBodyThatKeepsEveryRuleReachesTheController() throws Exception {
    assertValidSignupEchoed("/signups");
  }

  @Test
  void stringLengthsAndPatterns() throws Exception {
    assertThat(brokenRules(Signups.valid().setUserName("ab")))
        .containsExactly(List.of("userName", "user_name", "string.min_len"));
    assertThat(brokenRules(Signups.valid().setUserName("abcdefghijklm")))
        .containsExactly(List.of("userName", "user_name", "string.max_len"));
    assertThat(brokenRules(Signups.valid().setUserName("Ada")))
        .containsExactly(List.of("userName", "user_name", "string.pattern"));
  }

  /** The field's json_name is what the JSON calls it. */
  @Test
  void anEmailAddressUnderItsJsonName() throws Exception {
    assertThat(brokenRules(Signups.valid().setEmailAddress("ada at example.com")))
        .containsExactly(List.of("email", "email_address", "string.email"));
  }

  @Test
  void numbers() throws Exception {
    assertThat(brokenRules(Signups.valid().setAge(151))).containsExactly(List.of("age", "age", "int32.lte"));
    assertThat(brokenRules(Signups.valid().setAddress(Signups.address().toBuilder().setHouseNumber(0))))
        .containsExactly(List.of("address.houseNumber", "address.house_number", "int32.gt"));
  }

  @Test
  void repeatedFields() throws Exception {
    assertThat(brokenRules(Signups.valid().clearTags()))
        .containsExactly(List.of("tags", "tags", "repeated.min_items"));
    assertThat(brokenRules(Signups.valid().addTags("logic").addTags("music").addTags("poetry")))
        .containsExactly(List.of("tags", "tags", "repeated.max_items"));
    assertThat(brokenRules(Signups.valid().addTags("maths")))
        .containsExactly(List.of("tags", "tags", "repeated.unique"));
  }

  @Test
  void mapKeysAndValuesBySubscript() throws Exception {
    assertThat(brokenRules(Signups.valid().putLabels("e", 1)))
        .containsExactly(List.of("labels[\"e\"]", "labels[\"e\"]", "string.min_len"));
    assertThat(brokenRules(Signups.valid().putLabels("env", -1)))
        .containsExactly(List.of("labels[\"env\"]", "labels[\"env\"]", "int32.gte"));
  }

  @Test
  void requiredFieldsAndOneofs() throws Exception {
    assertThat(brokenRules(Signups.valid().clearAddress())).containsExactly(List.of("address", "address", "required"));
    assertThat(brokenRules(Signups.valid().clearContact())).containsExactly(List.of("contact", "contact", "required"));
  }

  /** A rule of the whole message is at the message's own path, the body's empty one, with the CEL rule's id. */
  @Test
  void aCelRuleOfTheWholeMessage() throws Exception {
    HttpResponse<String> response = http.post("/signups", json(Signups.valid().setPasswordConfirmation("analytic")));
    assertThat(violations(response)).containsExactly(List.of("", "", "signup.passwords_match"));
    assertThat(problem(response).required("violations").get(0).required("message").asString())
        .isEqualTo("password and password_confirmation must be equal");
  }

  @Test
  void messagesInsideListsAndMapsKeepTheirOwnRules() throws Exception {
    assertThat(brokenRules(Signups.valid().addPreviousAddresses(Address.newBuilder().setHouseNumber(3))))
        .containsExactly(List.of("previousAddresses[1].street", "previous_addresses[1].street", "string.min_len"));
    assertThat(brokenRules(Signups.valid().putAddressesByName("work", Address.newBuilder().setStreet("Strand")
        .build()))).containsExactly(List.of("addressesByName[\"work\"].houseNumber",
            "addresses_by_name[\"work\"].house_number", "int32.gt"));
  }

  @Test
  void everyBrokenRuleIsListedInOneProblem() throws Exception {
    HttpResponse<String> response = http.post("/signups",
        json(Signups.valid().setUserName("ab").setAge(151).clearAddress().putLabels("env", -1)));
    assertThat(violations(response)).containsExactlyInAnyOrder(List.of("userName", "user_name", "string.min_len"),
        List.of("age", "age", "int32.lte"), List.of("labels[\"env\"]", "labels[\"env\"]", "int32.gte"),
        List.of("address", "address", "required"));
    JsonNode problem = problem(response);
    assertThat(problem.required("title").asString()).isEqualTo("Bad Request");
    assertThat(problem.required("status").asInt()).isEqualTo(400);
    assertThat(problem.required("detail").asString())
        .isEqualTo("The request body breaks 4 validation rules of protojson.spring.test.validation.Signup");
    assertThat(problem.required("instance").asString()).isEqualTo("/signups");
    assertThat(problem.required("violations")).allSatisfy(v -> assertThat(v.required("message").asString())
        .isNotBlank());
  }

  @Test
  void validatedCountsAsValid() throws Exception {
    assertThat(violations(http.post("/signups/validated", json(Signups.valid().setAge(151)))))
        .containsExactly(List.of("age", "age", "int32.lte"));
  }

  @Test
  void aBodyWithoutTheAnnotationIsNotChecked() throws Exception {
    HttpResponse<String> response = http.post("/signups/unannotated", json(Signups.valid().setAge(151)));
    assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
  }

  private List<List<String>> brokenRules(Signup.Builder signup) throws Exception {
    return violations(http.post("/signups", json(signup)));
  }
}
