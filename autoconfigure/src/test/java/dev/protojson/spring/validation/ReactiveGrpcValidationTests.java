package dev.protojson.spring.validation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.test.validation.Signup;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/**
 * {@code protojson.validation.grpc=true} with the sign-up service transcoded by WebFlux: a request that breaks rules
 * is refused before the service sees it, a single one and one of a stream, with the {@code google.rpc.BadRequest}
 * that Spring MVC answers.
 */
@SpringBootTest(classes = GrpcValidationApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = {"spring.main.web-application-type=reactive", GrpcValidationApplication.GRPC_PORT,
        ValidationApplication.PACKAGES, "protojson.validation.grpc=true"})
class ReactiveGrpcValidationTests extends GrpcSignupClients {

  @Test
  void aTranscodedCallThatBreaksRulesIs400WithABadRequestInJsonNames() throws Exception {
    Signup signup = Signups.valid().setEmailAddress("not an address").clearTags().build();

    HttpResponse<String> response = http.post("/v1/signups", ValidationHttp.json(signup));

    com.google.rpc.Status status = statusOf(response);
    assertThat(status.getMessage())
        .isEqualTo("The request breaks 2 validation rules of protojson.spring.test.validation.Signup");
    assertThat(fieldViolations(status)).containsExactly(
        List.of("email", "must be a valid email address", "string.email"),
        List.of("tags", "must contain at least 1 item(s)", "repeated.min_items"));
    assertThat(service.received()).isEmpty();
  }

  @Test
  void aTranscodedClientStreamIsRefusedAtItsBadMessage() throws Exception {
    Signup good = Signups.valid().build();
    Signup bad = Signups.valid().clearPhone().build();

    HttpResponse<String> response = http.post("/v1/signups:batch",
        "[" + ValidationHttp.json(good) + "," + ValidationHttp.json(good) + "," + ValidationHttp.json(bad) + "]");

    com.google.rpc.Status status = statusOf(response);
    assertThat(status.getMessage()).isEqualTo(
        "The request at index 2 of the stream breaks 1 validation rule of protojson.spring.test.validation.Signup");
    assertThat(fieldViolations(status)).containsExactly(List.of("contact", "exactly one field is required in oneof",
        "required"));
    assertThat(service.received()).containsExactly(good, good);
  }
}
