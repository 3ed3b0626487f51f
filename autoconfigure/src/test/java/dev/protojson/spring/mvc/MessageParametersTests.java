package dev.protojson.spring.mvc;

import static dev.protojson.spring.mvc.RawHttp.tree;
import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.test.shop.ShopProto.Order;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springdoc.core.annotations.ParameterObject;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/**
 * A message taken from request parameters: Spring's data binding would hand the handler an empty message (a message
 * has no setters), so it is refused with a 500 that says what to do; and springdoc, which walks a
 * {@code @ParameterObject}'s Java fields, no longer fails the whole document on one.
 */
@ExtendWith(OutputCaptureExtension.class)
@SpringBootTest(classes = { ShopApplication.class, MessageParametersTests.QueryController.class },
    webEnvironment = WebEnvironment.RANDOM_PORT, properties = ShopApplication.PACKAGES)
class MessageParametersTests extends EmbeddedServerTests {

  @RestController
  static class QueryController {

    @GetMapping("/query/model")
    Order model(@ModelAttribute Order order) {
      return order;
    }

    @GetMapping("/query/plain")
    Order plain(Order order) {
      return order;
    }

    @GetMapping("/query/object")
    Order object(@ParameterObject Order order) {
      return order;
    }

    @GetMapping("/query/status")
    String status(@RequestParam Order.Status status) {
      return status.name();
    }

    @GetMapping("/query/status/{status}")
    String statusInPath(@PathVariable Order.Status status, @RequestHeader("X-Status") Order.Status header) {
      return status.name() + " " + header.name();
    }
  }

  @Test
  void aMessageFromRequestParametersIsRefusedNotEmpty(CapturedOutput output) throws Exception {
    for (String path : new String[] {"/query/model", "/query/plain", "/query/object"}) {
      HttpResponse<byte[]> response = http.get(path + "?id=7&customerName=Ada", "Accept", "application/json");
      assertThat(response.statusCode()).as(path).isEqualTo(500);
    }
    assertThat(output).contains("Cannot bind protobuf message " + Order.class.getName())
        .contains("Take it as the @RequestBody");
    // A message in the body is not a request parameter.
    assertThat(http.postJson("/orders", Samples.orderJson("8")).statusCode()).isEqualTo(200);
  }

  /**
   * A protobuf enum parameter takes what proto3 JSON takes, a value name or number, so the numbers written with
   * protojson.enums-as-ints (and documented so) are accepted too; values the enum does not have are a 400.
   */
  @Test
  void anEnumParameterIsAValueNameOrNumber() throws Exception {
    for (String value : new String[] {"SHIPPED", "2"}) {
      HttpResponse<byte[]> response = http.get("/query/status?status=" + value, "Accept", "text/plain");
      assertThat(response.statusCode()).as(value).isEqualTo(200);
      assertThat(new String(response.body(), StandardCharsets.UTF_8)).isEqualTo("SHIPPED");
    }
    HttpResponse<byte[]> inPath = http.get("/query/status/1", "Accept", "text/plain", "X-Status", "STATUS_UNSPECIFIED");
    assertThat(new String(inPath.body(), StandardCharsets.UTF_8)).isEqualTo("OPEN STATUS_UNSPECIFIED");
    for (String value : new String[] {"-1", "3", "shipped", "02", "1.0"}) {
      HttpResponse<byte[]> response = http.get("/query/status?status=" + value, "Accept", "application/json");
      assertThat(response.statusCode()).as(value).isEqualTo(400);
    }
  }

  @Test
  void theDocumentIsWrittenWithAMessageAsAParameterObject() throws Exception {
    HttpResponse<byte[]> response = http.get("/v3/api-docs", "Accept", "application/json");
    assertThat(response.statusCode()).isEqualTo(200);
    JsonNode operation = tree(response).get("paths").get("/query/object").get("get");
    assertThat(operation.get("parameters").get(0).get("name").asString()).isEqualTo("order");
  }
}
