package dev.protojson.spring.mvc;

import static dev.protojson.spring.mvc.RawHttp.text;
import static dev.protojson.spring.mvc.RawHttp.tree;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.DynamicMessage;
import dev.protojson.spring.DynamicOrders;
import dev.protojson.spring.DynamicOrders.Audit;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.annotation.Import;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * An application that knows its message types only from a descriptor set (protojson.descriptor-sets, nothing
 * scanned): its controller returns {@code DynamicMessage}s, which are written as proto3 JSON, and takes them inside
 * a record whose component names their type.
 */
@ExtendWith(OutputCaptureExtension.class)
@SpringBootTest(classes = DynamicMessagesWebApplicationTests.DescriptorsApplication.class,
    webEnvironment = WebEnvironment.RANDOM_PORT, properties = DynamicOrders.DESCRIPTOR_SETS)
class DynamicMessagesWebApplicationTests extends EmbeddedServerTests {

  @SpringBootConfiguration
  @EnableAutoConfiguration
  @Import({ DescriptorsController.class, DynamicOrders.class })
  static class DescriptorsApplication {}

  @RestController
  record DescriptorsController(DynamicOrders dynamic) {

    @GetMapping("/dynamic/orders/{id}")
    DynamicMessage order(@PathVariable String id) {
      return dynamic.order(id);
    }

    @GetMapping("/dynamic/orders")
    List<DynamicMessage> orders() {
      return List.of(dynamic.order("1"), dynamic.order("2"));
    }

    @PostMapping("/dynamic/audits")
    Audit audit(@RequestBody Audit audit) {
      return audit.answered();
    }

    @PostMapping("/dynamic/orders")
    String take(@RequestBody DynamicMessage order) {
      return order.toString();
    }
  }

  @Test
  void aDynamicMessageReturnedByTheControllerIsProto3Json() throws Exception {
    HttpResponse<byte[]> response = http.get("/dynamic/orders/7", "Accept", "application/json");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(RawHttp.contentType(response)).startsWith("application/json");
    assertThat(text(response)).isEqualTo(
        "{\"id\":\"7\",\"customerName\":\"Ada\",\"status\":\"SHIPPED\",\"totalCents\":\"1200\"}");
  }

  @Test
  void aListOfThemIsAJsonArray() throws Exception {
    HttpResponse<byte[]> response = http.get("/dynamic/orders", "Accept", "application/json");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(tree(response)).isEqualTo(tree("[" + DynamicOrders.json("1") + "," + DynamicOrders.json("2") + "]"));
  }

  @Test
  void aRecordComponentNamingItsTypeIsReadAndWritten() throws Exception {
    HttpResponse<byte[]> response = http.postJson("/dynamic/audits",
        "{\"who\":\"ada\",\"order\":{\"id\":\"7\",\"customer_name\":\"Ada\",\"items\":[{\"sku\":\"a\",\"quantity\":2}]}}");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(text(response)).isEqualTo("{\"who\":\"ADA\",\"order\":{\"id\":\"7\",\"customerName\":\"Ada\","
        + "\"items\":[{\"sku\":\"a\",\"quantity\":2}]}}");
  }

  @Test
  void invalidJsonInsideItIsA400NamingThePath() throws Exception {
    HttpResponse<byte[]> response = http.postJson("/dynamic/audits",
        "{\"who\":\"ada\",\n\"order\":{\"items\":[{\"quantity\":\"lots\"}]}}");

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(tree(response).get("fieldPath").asString()).isEqualTo("order.items[0].quantity");
    assertThat(tree(response).get("line").asInt()).isEqualTo(2);
  }

  /** A body that is a DynamicMessage alone has no type to be read as: a server error, not the client's. */
  @Test
  void aDynamicMessageBodyAloneIsAServerError(CapturedOutput output) throws Exception {
    HttpResponse<byte[]> response = http.postJson("/dynamic/orders", "{\"id\":\"7\"}");

    assertThat(response.statusCode()).isEqualTo(500);
    assertThat(output).contains("declared as com.google.protobuf.DynamicMessage: it names no message type");
  }
}
