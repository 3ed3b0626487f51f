package dev.protojson.spring.validation;

import static dev.protojson.spring.validation.ValidationHttp.json;
import static dev.protojson.spring.validation.ValidationHttp.tree;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.boot.test.web.server.LocalServerPort;

/** A test against the embedded server of a validating application. */
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
}
