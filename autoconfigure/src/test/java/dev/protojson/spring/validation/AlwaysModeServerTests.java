package dev.protojson.spring.validation;

import static dev.protojson.spring.validation.ValidationHttp.json;
import static dev.protojson.spring.validation.ValidationHttp.violations;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;

/** {@code protojson.validation.mode=always} on both web stacks: every message body is checked, annotated or not. */
abstract class AlwaysModeServerTests {

  @LocalServerPort
  int port;

  @Test
  void aBodyWithoutTheAnnotationIsChecked() throws Exception {
    ValidationHttp http = new ValidationHttp(port);
    assertThat(violations(http.post("/signups/unannotated", json(Signups.valid().setAge(151)))))
        .containsExactly(List.of("age", "age", "int32.lte"));
    assertThat(violations(http.post("/orders/unannotated", Orders.broken())))
        .containsExactlyElementsOf(Orders.BROKEN_VIOLATIONS);
    HttpResponse<String> valid = http.post("/signups/unannotated", json(Signups.valid()));
    assertThat(valid.statusCode()).as(valid.body()).isEqualTo(200);
  }

  @Test
  void anAnnotatedBodyIsCheckedOnce() throws Exception {
    assertThat(violations(new ValidationHttp(port).post("/signups", json(Signups.valid().setAge(151)))))
        .containsExactly(List.of("age", "age", "int32.lte"));
  }
}
