package dev.protojson.spring.validation;

import static dev.protojson.spring.validation.ValidationHttp.json;
import static dev.protojson.spring.validation.ValidationHttp.violations;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** {@code protojson.validation.mode=always} on WebFlux, where a {@code Flux} body is checked too. */
@SpringBootTest(classes = ReactiveValidationApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { ValidationApplication.PACKAGES, "spring.main.web-application-type=reactive",
        "protojson.validation.mode=always" })
class ReactiveAlwaysValidationModeTests extends AlwaysModeServerTests {

  @Test
  void eachElementOfAFluxWithoutTheAnnotationIsChecked() throws Exception {
    assertThat(violations(new ValidationHttp(port).post("/addresses/flux/unannotated",
        "[" + json(Signups.address()) + "," + json(Signups.address().toBuilder().setHouseNumber(0)) + "]")))
        .containsExactly(List.of("[1].houseNumber", "[1].house_number", "int32.gt"));
  }
}
