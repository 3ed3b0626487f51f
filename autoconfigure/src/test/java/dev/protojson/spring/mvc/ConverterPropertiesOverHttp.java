package dev.protojson.spring.mvc;

import static dev.protojson.spring.mvc.RawHttp.contentType;
import static dev.protojson.spring.mvc.RawHttp.text;
import static dev.protojson.spring.mvc.RawHttp.tree;
import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.MessageMarshaller;
import dev.protojson.spring.test.shop.ShopProto.Order;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/**
 * What the converter properties do over HTTP, whichever way the application configures Spring MVC: each
 * subclass starts a server one way, with protojson.binary, protojson.pretty,
 * protojson.accept-unregistered-types=false and protojson.max-request-size=2KB.
 */
@ExtendWith(OutputCaptureExtension.class)
abstract class ConverterPropertiesOverHttp extends EmbeddedServerTests {

  @Test
  void binaryProtobufForClientsThatAskAndFromRequestsThatSendIt() throws Exception {
    HttpResponse<byte[]> binary = http.get("/orders/5", "Accept", "application/x-protobuf");
    assertThat(binary.statusCode()).isEqualTo(200);
    assertThat(contentType(binary)).startsWith("application/x-protobuf");
    assertThat(Order.parseFrom(binary.body())).isEqualTo(Samples.order("5"));

    HttpResponse<byte[]> read = http.post("/orders", Samples.order("3").toByteArray(),
        "Content-Type", "application/x-protobuf", "Accept", "application/json");
    assertThat(read.statusCode()).isEqualTo(200);
    assertThat(tree(read).get("status").asString()).isEqualTo("SHIPPED");
  }

  @Test
  void arraysArePrettyPrintedLikeMessages() throws Exception {
    HttpResponse<byte[]> response = http.get("/orders", "Accept", "application/json");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(text(response)).startsWith("[\n  {").contains("\n  },\n  {\n    \"id\": \"2\"").endsWith("}\n]");
    assertThat(tree(response)).isEqualTo(tree("[" + Samples.orderJson("1") + "," + Samples.orderJson("2") + "]"));
  }

  @Test
  void aPrettyArrayIsIndentedExactlyAsTheMarshallerIndentsEachElement(@Autowired MessageMarshaller marshaller)
      throws Exception {
    HttpResponse<byte[]> response = http.get("/orders", "Accept", "application/json");

    // Every element as the marshaller writes it alone, one level deeper, as it writes the messages of a repeated field
    String expected = Stream.of(Samples.order("1"), Samples.order("2"))
        .map(order -> marshaller.writeValueAsString(order).replace("\n", "\n  "))
        .collect(Collectors.joining(",\n  ", "[\n  ", "\n]"));
    assertThat(text(response)).isEqualTo(expected);
  }

  @Test
  void anUnregisteredTypeIsA500WithThePackagesAdvice(CapturedOutput output) throws Exception {
    assertThat(http.get("/notes/hello", "Accept", "application/json").statusCode()).isEqualTo(500);
    assertThat(output).contains("protojson.spring.outside.Note")
        .contains("add its package to protojson.packages, or set protojson.accept-unregistered-types=true");
  }

  @Test
  void badJsonIsA400NamingTheFieldPath() throws Exception {
    HttpResponse<byte[]> response = http.postJson("/orders", "{\"items\": [{\"quantity\": \"two\"}]}");

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(contentType(response)).isEqualTo("application/problem+json");
    assertThat(tree(response).get("fieldPath").asString()).isEqualTo("items[0].quantity");
    assertThat(tree(response).get("detail").asString()).contains("two").contains("line 1");
  }

  @Test
  void requestBodiesOverTheLimitAre413sJsonOrBinary() throws Exception {
    Order big = Order.newBuilder().setNote("n".repeat(3000)).build();

    for (HttpResponse<byte[]> response : new HttpResponse[] {
        http.postJson("/orders", "{\"note\": \"" + "n".repeat(3000) + "\"}"),
        http.postChunked("/orders", ("{\"note\": \"" + "n".repeat(3000) + "\"}").getBytes(StandardCharsets.UTF_8),
            "Content-Type", "application/json"),
        http.post("/orders", big.toByteArray(), "Content-Type", "application/x-protobuf"),
        http.postChunked("/orders", big.toByteArray(), "Content-Type", "application/x-protobuf") }) {
      assertThat(response.statusCode()).isEqualTo(413);
      assertThat(contentType(response)).isEqualTo("application/problem+json");
      assertThat(tree(response).get("detail").asString())
          .isEqualTo("The request body is larger than the limit of 2048 bytes set by protojson.max-request-size");
    }
  }
}
