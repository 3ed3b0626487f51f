package dev.protojson.spring.web;

import static dev.protojson.spring.web.RawHttp.tree;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/**
 * protojson.register-on-demand=false: a type outside the scanned packages is a server misconfiguration, answered
 * with a 500 for reads as well as writes (never a 400 that would blame the client).
 */
@SpringBootTest(classes = ShopApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { ShopApplication.PACKAGES, "protojson.register-on-demand=false" })
class RegisterOnDemandOffTests extends EmbeddedServerTests {

  @Test
  void writingAnUnregisteredTypeIsA500() throws Exception {
    assertThat(http.get("/notes/hello", "Accept", "application/json").statusCode()).isEqualTo(500);
  }

  @Test
  void readingAnUnregisteredTypeIsA500NotTheClientsFault() throws Exception {
    assertThat(http.postJson("/notes", "{\"text\": \"hi\"}").statusCode()).isEqualTo(500);
  }

  @Test
  void scannedTypesStillWork() throws Exception {
    HttpResponse<byte[]> response = http.get("/orders/8", "Accept", "application/json");
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(tree(response)).isEqualTo(tree(Samples.orderJson("8")));
  }
}
