package dev.protojson.spring.validation;

import static dev.protojson.spring.validation.ValidationHttp.json;
import static dev.protojson.spring.validation.ValidationHttp.problem;
import static dev.protojson.spring.validation.ValidationHttp.violations;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/**
 * WebFlux over HTTP with real protovalidate: a message body annotated {@code @Valid} is checked as it is read, a
 * {@code Mono}'s and each element of a {@code Flux} too.
 */
@SpringBootTest(classes = ReactiveValidationApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { ValidationApplication.PACKAGES, "spring.main.web-application-type=reactive" })
class ReactiveMessageValidationTests extends ValidationServerTests {

  @Test
  void aBodyThatKeepsEveryRuleReachesTheController() throws Exception {
    assertValidSignupEchoed("/signups/mono");
  }

  @Test
  void everyBrokenRuleOfAMessageOrAMonoIsListed() throws Exception {
    String body = json(Signups.valid().setUserName("ab").clearAddress().putLabels("env", -1));
    List<List<String>> expected = List.of(List.of("userName", "user_name", "string.min_len"),
        List.of("labels[\"env\"]", "labels[\"env\"]", "int32.gte"), List.of("address", "address", "required"));
    assertThat(violations(http.post("/signups", body))).containsExactlyInAnyOrderElementsOf(expected);
    HttpResponse<String> mono = http.post("/signups/mono", body);
    assertThat(violations(mono)).containsExactlyInAnyOrderElementsOf(expected);
    assertThat(problem(mono).required("detail").asString())
        .isEqualTo("The request body breaks 3 validation rules of protojson.spring.test.validation.Signup");
  }

  @Test
  void aBodyWithoutTheAnnotationIsNotChecked() throws Exception {
    HttpResponse<String> response = http.post("/signups/unannotated", json(Signups.valid().setAge(151)));
    assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
    HttpResponse<String> flux = http.post("/addresses/flux/unannotated",
        "[" + json(Signups.address().toBuilder().setHouseNumber(0)) + "]");
    assertThat(flux.statusCode()).as(flux.body()).isEqualTo(200);
  }

  /** Each message of a {@code Flux} body is checked as it arrives, and named by its place in the stream. */
  @Test
  void aFluxElementIsNamedByItsIndex() throws Exception {
    String body = "[" + json(Signups.address()) + "," + json(Signups.address()) + ","
        + json(Signups.address().toBuilder().setStreet("").setHouseNumber(-4)) + "]";
    assertThat(violations(http.post("/addresses/flux", body))).containsExactly(
        List.of("[2].street", "[2].street", "string.min_len"),
        List.of("[2].houseNumber", "[2].house_number", "int32.gt"));
    HttpResponse<String> valid = http.post("/addresses/flux", "[" + json(Signups.address()) + "]");
    assertThat(valid.statusCode()).as(valid.body()).isEqualTo(200);
  }
}
