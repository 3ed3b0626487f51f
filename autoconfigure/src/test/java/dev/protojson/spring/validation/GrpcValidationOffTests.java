package dev.protojson.spring.validation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.test.validation.Signup;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/**
 * Without {@code protojson.validation.grpc}, in the default {@code annotated} mode, gRPC calls are not checked,
 * native or transcoded: a service method has no annotation to ask for it, so the service gets what the client sent.
 */
@SpringBootTest(classes = GrpcValidationApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = {GrpcValidationApplication.GRPC_PORT, ValidationApplication.PACKAGES})
class GrpcValidationOffTests extends GrpcSignupClients {

  @Test
  void aNativeCallThatBreaksRulesReachesTheService() {
    Signup signup = Signups.valid().setUserName("ab").build();

    assertThat(blocking().signUp(signup).getUserName()).isEqualTo("ab");
    assertThat(service.received()).containsExactly(signup);
  }

  @Test
  void aTranscodedCallThatBreaksRulesReachesTheService() throws Exception {
    Signup signup = Signups.valid().setUserName("ab").build();

    HttpResponse<String> response = http.post("/v1/signups", ValidationHttp.json(signup));

    assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
    assertThat(service.received()).containsExactly(signup);
  }
}
