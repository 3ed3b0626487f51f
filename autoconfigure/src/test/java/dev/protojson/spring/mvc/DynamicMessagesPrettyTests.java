package dev.protojson.spring.mvc;

import static dev.protojson.spring.mvc.RawHttp.text;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.DynamicMessage;
import dev.protojson.jackson.ProtoType;
import dev.protojson.spring.DynamicOrders;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.context.annotation.Import;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code protojson.pretty} indents {@code DynamicMessage} responses: protojson's converter writes them, in the
 * marshaller's layout, as it writes generated messages.
 */
@SpringBootTest(classes = DynamicMessagesPrettyTests.PrettyDescriptorsApplication.class,
    webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { DynamicOrders.DESCRIPTOR_SETS, "protojson.pretty=true" })
class DynamicMessagesPrettyTests extends EmbeddedServerTests {

  @SpringBootConfiguration
  @EnableAutoConfiguration
  @Import(PrettyDescriptorsController.class)
  static class PrettyDescriptorsApplication {}

  @RestController
  static class PrettyDescriptorsController {

    @PostMapping("/dynamic/orders/echo")
    DynamicMessage echo(@RequestBody @ProtoType(DynamicOrders.ORDER) DynamicMessage order) {
      return order;
    }

    @PostMapping("/dynamic/orders/echo-list")
    List<DynamicMessage> echoList(@RequestBody @ProtoType(DynamicOrders.ORDER) List<DynamicMessage> orders) {
      return orders;
    }
  }

  @Test
  void aDynamicMessageIsIndented() throws Exception {
    HttpResponse<byte[]> response = http.postJson("/dynamic/orders/echo", "{\"id\":\"7\",\"customerName\":\"Ada\"}");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(text(response)).isEqualTo("{\n  \"id\": \"7\",\n  \"customerName\": \"Ada\"\n}");
  }

  @Test
  void aListOfThemIsIndentedAsTheMarshallersArrays() throws Exception {
    HttpResponse<byte[]> response = http.postJson("/dynamic/orders/echo-list", "[{\"id\":\"1\"},{\"id\":\"2\"}]");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(text(response)).isEqualTo("[\n  {\n    \"id\": \"1\"\n  },\n  {\n    \"id\": \"2\"\n  }\n]");
  }
}
