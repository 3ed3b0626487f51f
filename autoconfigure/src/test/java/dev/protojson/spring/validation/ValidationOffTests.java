package dev.protojson.spring.validation;

import static dev.protojson.spring.validation.ValidationHttp.json;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

/** {@code protojson.validation.mode=off}: no body is checked, not even one annotated {@code @Valid}. */
@SpringBootTest(classes = ValidationApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { ValidationApplication.PACKAGES, "protojson.validation.mode=off" })
class ValidationOffTests {

  @LocalServerPort
  int port;

  @Test
  void anAnnotatedBodyThatBreaksRulesReachesTheController() throws Exception {
    HttpResponse<String> response = new ValidationHttp(port).post("/signups",
        json(Signups.valid().setAge(151).clearAddress()));
    assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
  }
}
