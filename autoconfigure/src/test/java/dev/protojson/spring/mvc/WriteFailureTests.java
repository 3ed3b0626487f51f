package dev.protojson.spring.mvc;

import static dev.protojson.spring.mvc.RawHttp.text;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Any;
import com.google.protobuf.StringValue;
import com.google.protobuf.Timestamp;
import dev.protojson.spring.test.wkt.Everything;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * A response the server cannot write is the server's fault, a 500, and the error log says what to fix: the field
 * holding a value proto3 JSON cannot represent, or the type that is not registered. Only the latter is about
 * protojson.packages.
 */
@ExtendWith(OutputCaptureExtension.class)
@SpringBootTest(classes = { ShopApplication.class, WriteFailureTests.FarFutureController.class },
    webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { ShopApplication.PACKAGES, "protojson.accept-unregistered-types=false" })
class WriteFailureTests extends EmbeddedServerTests {

  // 10000-01-01T00:00:00Z, one second after the last instant proto3 JSON can write
  static final long FAR_FUTURE_SECONDS = 253_402_300_800L;

  @Test
  void aTimestampOutOfRangeIsA500LoggedWithItsFieldPathAndNotThePackagesAdvice(CapturedOutput output)
      throws Exception {
    HttpResponse<byte[]> response = http.get("/far-future", "Accept", "application/json");

    assertThat(response.statusCode()).isEqualTo(500);
    // The fields written before the timestamp never reach the client.
    assertThat(text(response)).doesNotContain("packed");
    assertThat(output).contains("Cannot write protojson.spring.test.Everything as proto3 JSON: field timestamp:"
        + " Timestamp seconds " + FAR_FUTURE_SECONDS + " is outside 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z")
        .doesNotContain("protojson.packages").doesNotContain("accept-unregistered-types");
  }

  @Test
  void inAJsonArrayTheFieldPathStartsAtTheElement(CapturedOutput output) throws Exception {
    HttpResponse<byte[]> response = http.get("/far-future/list", "Accept", "application/json");

    assertThat(response.statusCode()).isEqualTo(500);
    assertThat(output).contains("field [1].timestamp: Timestamp seconds " + FAR_FUTURE_SECONDS)
        .doesNotContain("protojson.packages");
  }

  /**
   * Responses larger than the server's and the generator's buffers, failing at their end: a single message above the
   * size written as one body, and a long list. Nothing has gone out when they fail, so they are 500s, not 200s cut
   * short.
   */
  @Test
  void largeResponsesThatFailAtTheirEndAreA500Too(CapturedOutput output) throws Exception {
    HttpResponse<byte[]> list = http.get("/far-future/long-list", "Accept", "application/json");
    assertThat(list.statusCode()).isEqualTo(500);
    assertThat(text(list)).doesNotContain("packed");
    assertThat(output).contains("field [2000].timestamp: Timestamp seconds " + FAR_FUTURE_SECONDS);

    HttpResponse<byte[]> large = http.get("/far-future/large", "Accept", "application/json");
    assertThat(large.statusCode()).isEqualTo(500);
    assertThat(text(large)).doesNotContain("xxxx");
  }

  @Test
  void anUnregisteredTypeIsA500LoggedWithTheTypeAndThePackagesAdvice(CapturedOutput output) throws Exception {
    HttpResponse<byte[]> response = http.get("/notes/hello", "Accept", "application/json");

    assertThat(response.statusCode()).isEqualTo(500);
    assertThat(output).contains("Message type protojson.spring.outside.Note (dev.protojson.spring.test.outside.Note)"
        + " is not registered")
        .contains("registeringTypesOnDemand(true). With Spring Boot, add its package to protojson.packages, or set"
            + " protojson.accept-unregistered-types=true.")
        .doesNotContain("as proto3 JSON: field");
  }

  @RestController
  static class FarFutureController {

    @GetMapping("/far-future")
    Everything farFuture() {
      return Samples.everything().toBuilder()
          .setTimestamp(Timestamp.newBuilder().setSeconds(FAR_FUTURE_SECONDS)).build();
    }

    @GetMapping("/far-future/list")
    List<Everything> farFutureList() {
      return List.of(Samples.everything(), farFuture());
    }

    @GetMapping("/far-future/long-list")
    List<Everything> farFutureLongList() {
      List<Everything> list = new ArrayList<>(Collections.nCopies(2_000, Samples.everything()));
      list.add(farFuture());
      return list;
    }

    @GetMapping("/far-future/large")
    Everything farFutureLarge() {
      // Above the binary size the converter writes as one body, and past every buffer of the server, before the
      // timestamp, which comes after the Any.
      return farFuture().toBuilder().setAny(Any.pack(StringValue.of("x".repeat(300 * 1024)))).build();
    }
  }
}
