package dev.protojson.spring.validation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.test.validation.Signup;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/**
 * {@code protojson.validation.mode=always} without {@code protojson.validation.grpc}: a transcoded call's request is
 * an HTTP body, so it is checked like every other; a native gRPC call is left to the service.
 */
@SpringBootTest(classes = GrpcValidationApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = {GrpcValidationApplication.GRPC_PORT, ValidationApplication.PACKAGES,
        "protojson.validation.mode=always"})
class GrpcAlwaysValidationModeTests extends GrpcSignupClients {

  @Test
  void aTranscodedCallThatBreaksARuleIs400() throws Exception {
    Signup signup = Signups.valid().setUserName("ab").build();

    HttpResponse<String> response = http.post("/v1/signups", ValidationHttp.json(signup));

    assertThat(response.statusCode()).as(response.body()).isEqualTo(400);
    assertThat(fieldViolations(statusOf(response)))
        .containsExactly(List.of("userName", "must be at least 3 characters", "string.min_len"));
    assertThat(service.received()).isEmpty();
  }

  @Test
  void aNativeCallThatBreaksRulesReachesTheService() {
    Signup signup = Signups.valid().setUserName("ab").build();

    assertThat(blocking().signUp(signup).getUserName()).isEqualTo("ab");
    assertThat(service.received()).containsExactly(signup);
  }
}
