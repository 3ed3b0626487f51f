package dev.protojson.spring.mvc;

import static dev.protojson.spring.mvc.RawHttp.contentType;
import static dev.protojson.spring.mvc.RawHttp.tree;
import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.test.legacy.Ticket;
import dev.protojson.spring.test.shop.ShopProto.Order;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.http.MediaType;

/** protojson.binary=true: binary protobuf for those who ask for it, JSON for everyone else. */
@SpringBootTest(classes = ShopApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { ShopApplication.PACKAGES, "protojson.binary=true" })
class BinaryProtobufTests extends EmbeddedServerTests {

  private static final MediaType PROTOBUF = MediaType.parseMediaType("application/x-protobuf");

  @Test
  void acceptXProtobufGetsBinary() throws Exception {
    HttpResponse<byte[]> response = http.get("/orders/5", "Accept", "application/x-protobuf");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(MediaType.parseMediaType(contentType(response)).isCompatibleWith(PROTOBUF)).isTrue();
    assertThat(Order.parseFrom(response.body())).isEqualTo(Samples.order("5"));
  }

  @Test
  void acceptingAnythingOrNothingStillGetsJson() throws Exception {
    for (HttpResponse<byte[]> response : new HttpResponse[] { http.get("/orders/5", "Accept", "*/*"),
        http.get("/orders/5"), http.get("/orders/5", "Accept", "application/json") }) {
      assertThat(contentType(response)).isEqualTo("application/json");
      assertThat(tree(response)).isEqualTo(tree(Samples.orderJson("5")));
    }
  }

  @Test
  void binaryRequestBodiesAreRead() throws Exception {
    HttpResponse<byte[]> json = http.post("/orders", Samples.order("3").toByteArray(), "Content-Type",
        "application/x-protobuf", "Accept", "application/json");
    assertThat(json.statusCode()).isEqualTo(200);
    assertThat(tree(json).get("status").asString()).isEqualTo("SHIPPED");

    Order binary = client.post().uri("/orders")
        .contentType(PROTOBUF).accept(PROTOBUF).body(Samples.order("3")).retrieve().body(Order.class);
    assertThat(binary).isEqualTo(Samples.order("3").toBuilder().setStatus(Order.Status.SHIPPED).build());
  }

  /** What protobuf found is the 400's detail, not Spring's "Failed to read request". */
  @Test
  void aBinaryBodyProtobufCannotParseIsA400SayingWhy() throws Exception {
    byte[] whole = Samples.order("3").toByteArray();
    byte[][] bodies = { java.util.Arrays.copyOf(whole, whole.length - 2), { 0x0a, 0x03, 0x61, (byte) 0xff, 0x62 },
        "{\"id\":\"3\"}".getBytes(java.nio.charset.StandardCharsets.UTF_8) };
    for (byte[] body : bodies) {
      HttpResponse<byte[]> response = http.post("/orders", body, "Content-Type", "application/x-protobuf",
          "Accept", "application/json");
      assertThat(response.statusCode()).isEqualTo(400);
      assertThat(contentType(response)).isEqualTo("application/problem+json");
      assertThat(tree(response).get("detail").asString())
          .startsWith("Invalid protobuf binary for protojson.spring.test.Order: ");
    }
  }

  /** A proto2 message without a required field is the client's fault in binary too, as it is in JSON. */
  @Test
  void aBinaryBodyMissingARequiredFieldIsA400NamingIt() throws Exception {
    byte[] body = Ticket.newBuilder().setSeat(4).buildPartial().toByteArray();
    HttpResponse<byte[]> response = http.post("/tickets", body, "Content-Type", "application/x-protobuf",
        "Accept", "application/json");
    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(contentType(response)).isEqualTo("application/problem+json");
    assertThat(tree(response).get("detail").asString())
        .isEqualTo("Invalid protobuf binary for protojson.spring.legacy.Ticket: Message missing required fields: code");
  }
}
