package dev.protojson.spring.mvc;

import static dev.protojson.spring.mvc.RawHttp.contentType;
import static dev.protojson.spring.mvc.RawHttp.tree;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** With Boot's problem details on, protojson's parse errors still carry their details; other errors are Boot's. */
@SpringBootTest(classes = ShopApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { ShopApplication.PACKAGES, "spring.mvc.problemdetails.enabled=true" })
class ProblemDetailsEnabledTests extends EmbeddedServerTests {

  @Test
  void badJsonIsAProblemDetailWithTheFieldPath() throws Exception {
    HttpResponse<byte[]> response = http.postJson("/orders", "{\"status\": \"LOST\"}");

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(contentType(response)).isEqualTo("application/problem+json");
    assertThat(tree(response).get("fieldPath").asString()).isEqualTo("status");
    assertThat(tree(response).get("detail").asString()).contains("LOST").contains("line 1");
  }

  @Test
  void otherErrorsAreStillBootsProblemDetails() throws Exception {
    HttpResponse<byte[]> response = http.postJson("/everything/nowhere", "{}");
    HttpResponse<byte[]> wrongMethod = http.post("/orders/1", new byte[0]);

    assertThat(response.statusCode()).isEqualTo(404);
    assertThat(wrongMethod.statusCode()).isEqualTo(405);
    assertThat(contentType(wrongMethod)).isEqualTo("application/problem+json");
    assertThat(tree(wrongMethod).has("fieldPath")).isFalse();
  }
}
