package dev.protojson.spring.mvc;

import static dev.protojson.spring.mvc.RawHttp.tree;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/**
 * protojson.accept-unregistered-types=false: a type outside the scanned packages is a server misconfiguration, answered
 * with a 500 for reads as well as writes (never a 400 that would blame the client).
 */
@ExtendWith(OutputCaptureExtension.class)
@SpringBootTest(classes = ShopApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { ShopApplication.PACKAGES, "protojson.accept-unregistered-types=false" })
class UnregisteredTypesRefusedTests extends EmbeddedServerTests {

  @Test
  void writingAnUnregisteredTypeIsA500LoggedWithAdvice(CapturedOutput output) throws Exception {
    assertThat(http.get("/notes/hello", "Accept", "application/json").statusCode()).isEqualTo(500);
    assertThat(output).contains("Cannot write protojson.spring.outside.Note")
        .contains("add its package to protojson.packages, or set protojson.accept-unregistered-types=true");
  }

  @Test
  void readingAnUnregisteredTypeIsA500NotTheClientsFault(CapturedOutput output) throws Exception {
    assertThat(http.postJson("/notes", "{\"text\": \"hi\"}").statusCode()).isEqualTo(500);
    assertThat(output).contains("Cannot read dev.protojson.spring.test.outside.Note")
        .contains("protojson.accept-unregistered-types=true");
  }

  @Test
  void scannedTypesStillWork() throws Exception {
    HttpResponse<byte[]> response = http.get("/orders/8", "Accept", "application/json");
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(tree(response)).isEqualTo(tree(Samples.orderJson("8")));
  }
}
