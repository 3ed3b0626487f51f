package dev.protojson.spring.mvc;

import static dev.protojson.spring.mvc.RawHttp.contentType;
import static dev.protojson.spring.mvc.RawHttp.text;
import static dev.protojson.spring.mvc.RawHttp.tree;
import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.test.legacy.Ticket;
import dev.protojson.spring.test.outside.Note;
import dev.protojson.spring.test.shop.ShopProto.Order;
import dev.protojson.spring.test.wkt.Everything;
import java.io.ByteArrayOutputStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.restclient.RestTemplateBuilder;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.web.client.RestTemplate;
import tools.jackson.databind.JsonNode;

/** A real embedded server with the default settings, and Boot's auto-configured RestClient as the client. */
@ExtendWith(OutputCaptureExtension.class)
@SpringBootTest(classes = ShopApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = ShopApplication.PACKAGES)
class ProtoJsonWebApplicationTests extends EmbeddedServerTests {

  @Test
  void aControllerReturningAMessageAnswersProto3Json() throws Exception {
    HttpResponse<byte[]> response = http.get("/orders/42", "Accept", "application/json");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(contentType(response)).isEqualTo("application/json");
    assertThat(tree(response)).isEqualTo(tree(Samples.orderJson("42")));
    assertThat(client.get().uri("/orders/42").retrieve().body(Order.class)).isEqualTo(Samples.order("42"));
  }

  @Test
  void bootsRestTemplateBuilderGetsTheConverterToo(@Autowired RestTemplateBuilder restTemplateBuilder) {
    RestTemplate restTemplate = restTemplateBuilder.rootUri("http://localhost:" + port).build();

    assertThat(restTemplate.getForObject("/orders/42", Order.class)).isEqualTo(Samples.order("42"));
    assertThat(restTemplate.postForObject("/orders", Samples.order("1"), Order.class).getStatus())
        .isEqualTo(Order.Status.SHIPPED);
  }

  @Test
  void aListOfMessagesIsAJsonArray() throws Exception {
    HttpResponse<byte[]> response = http.get("/orders", "Accept", "application/json");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(tree(response))
        .isEqualTo(tree("[" + Samples.orderJson("1") + "," + Samples.orderJson("2") + "]"));
    List<Order> orders = client.get().uri("/orders").retrieve().body(new ParameterizedTypeReference<List<Order>>() {});
    assertThat(orders).containsExactly(Samples.order("1"), Samples.order("2"));
  }

  @Test
  void everyWellKnownTypeHasItsSpecialJson() throws Exception {
    HttpResponse<byte[]> response = http.get("/everything", "Accept", "application/json");

    assertThat(tree(response)).isEqualTo(tree(Samples.EVERYTHING_JSON));
    assertThat(client.get().uri("/everything").retrieve().body(Everything.class)).isEqualTo(Samples.everything());
    assertThat(client.post().uri("/everything").body(Samples.everything()).retrieve().body(Everything.class))
        .isEqualTo(Samples.everything());
  }

  @Test
  void aRequestBodyMessageRoundTrips() {
    Order shipped = client.post().uri("/orders").body(Samples.order("7")).retrieve().body(Order.class);

    assertThat(shipped).isEqualTo(Samples.order("7").toBuilder().setStatus(Order.Status.SHIPPED).build());
  }

  @Test
  void aRequestBodyListRoundTrips() throws Exception {
    List<Order> shipped = client.post().uri("/orders/batch")
        .body(List.of(Samples.order("1"), Samples.order("2")), new ParameterizedTypeReference<List<Order>>() {})
        .retrieve().body(new ParameterizedTypeReference<List<Order>>() {});

    assertThat(shipped).extracting(Order::getStatus).containsExactly(Order.Status.SHIPPED, Order.Status.SHIPPED);
    assertThat(shipped).extracting(Order::getId).containsExactly("1", "2");
    HttpResponse<byte[]> empty = http.postJson("/orders/batch", "[]");
    assertThat(text(empty)).isEqualTo("[]");
  }

  @Test
  void plainJsonTextIsReadAsTheMessage() throws Exception {
    HttpResponse<byte[]> response = http.postJson("/orders", """
        {"id": "9", "customer_name": "Grace", "totalCents": 12, "items": [{"sku": "Z", "quantity": "3"}]}""");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(tree(response)).isEqualTo(tree("""
        {"id":"9","customerName":"Grace","items":[{"sku":"Z","quantity":3}],"status":"SHIPPED","totalCents":"12"}"""));
  }

  @Test
  void badJsonIsA400NamingTheFieldPathAndLocation() throws Exception {
    HttpResponse<byte[]> response = http.postJson("/orders", "{\"id\": \"1\",\n \"items\": [{\"sku\": \"x\"},"
        + " {\"quantity\": \"lots\"}]}");

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(contentType(response)).isEqualTo("application/problem+json");
    JsonNode problem = tree(response);
    assertThat(problem.get("status").asInt()).isEqualTo(400);
    assertThat(problem.get("title").asString()).isEqualTo("Bad Request");
    assertThat(problem.get("instance").asString()).isEqualTo("/orders");
    assertThat(problem.get("fieldPath").asString()).isEqualTo("items[1].quantity");
    assertThat(problem.get("line").asInt()).isEqualTo(2);
    assertThat(problem.get("column").asInt()).isPositive();
    assertThat(problem.get("detail").asString()).contains("items[1].quantity").contains("line 2")
        .contains("protojson.spring.test.Order");
  }

  /**
   * A body with its Content-Length is read whole (as a byte array, by the marshaller's byte-level reader where the
   * type allows), a chunked one as a stream: the same message, and for bad input the same 400, either way.
   */
  @Test
  void aBodyWithItsLengthAndAChunkedBodyAreReadAlike() throws Exception {
    List<String> items = List.of(
        "{\"sku\":\"Zo\u00eb \\\"\u00e9\\u00e9\\\" \ud83d\ude00\",\"quantity\":3}",
        " {\n \"quantity\" : \"12\" , \"sku\":\"x\"}\n",
        "{\"sku\": \"x\",\n \"quantity\": \"lots\"}",
        "{\"sku\":\"1\",\"sku\":\"2\"}",
        "{\"quantity\":01}",
        "{\"quantity\":2}{}");
    for (String body : items) {
      assertReadAlike("/items", body);
    }
    assertReadAlike("/orders", "{\"id\":\"7\",\"items\":[{\"sku\":\"a\",\"quantity\":3}],\"tags\":{\"x\":1}}");
    assertReadAlike("/orders", "{\"id\": \"1\",\n \"items\": [{\"sku\": \"x\"}, {\"quantity\": \"lots\"}]}");

    JsonNode read = tree(http.post("/items", items.get(0).getBytes(StandardCharsets.UTF_8), "Content-Type",
        "application/json"));
    assertThat(read.get("sku").asString()).isEqualTo("Zo\u00eb \"\u00e9\u00e9\" \ud83d\ude00");
    assertThat(read.get("quantity").asInt()).isEqualTo(4);
    HttpResponse<byte[]> bad = http.post("/items", items.get(2).getBytes(StandardCharsets.UTF_8), "Content-Type",
        "application/json");
    assertThat(bad.statusCode()).isEqualTo(400);
    assertThat(tree(bad).get("fieldPath").asString()).isEqualTo("quantity");
    assertThat(tree(bad).get("line").asInt()).isEqualTo(2);
  }

  private void assertReadAlike(String path, String body) throws Exception {
    byte[] json = body.getBytes(StandardCharsets.UTF_8);
    HttpResponse<byte[]> sized = http.post(path, json, "Content-Type", "application/json");
    HttpResponse<byte[]> chunked = http.postChunked(path, json, "Content-Type", "application/json");
    assertThat(sized.statusCode()).as(body).isEqualTo(chunked.statusCode());
    assertThat(new String(sized.body(), StandardCharsets.UTF_8)).as(body)
        .isEqualTo(new String(chunked.body(), StandardCharsets.UTF_8));
  }

  @Test
  void badJsonInAListNamesTheElement() throws Exception {
    HttpResponse<byte[]> response = http.postJson("/orders/batch", "[{\"id\": \"1\"}, {\"totalCents\": true}]");

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(tree(response).get("fieldPath").asString()).isEqualTo("[1].totalCents");
    assertThat(tree(response).get("detail").asString()).contains("[1]");
  }

  @Test
  void malformedJsonAndTrailingGarbageAre400s() throws Exception {
    for (String body : List.of("{\"id\": ", "{\"id\": \"1\"} {}", "{'id': '1'}", "[]", "{\"nope\": 1}", "nul")) {
      HttpResponse<byte[]> response = http.postJson("/orders", body);
      assertThat(response.statusCode()).as(body).isEqualTo(400);
      assertThat(tree(response).get("detail").asString()).as(body).startsWith("Invalid proto3 JSON for");
    }
    // Spring itself rejects a missing body before any converter sees it
    assertThat(http.postJson("/orders", "").statusCode()).isEqualTo(400);
  }

  /** An optional body is absent when there is none; a JSON null is not a message, as for JsonFormat. */
  @Test
  void anOptionalBodyIsNoBodyButNotNull() throws Exception {
    HttpResponse<byte[]> none = http.postJson("/orders/optional", "");
    assertThat(none.statusCode()).isEqualTo(200);
    assertThat(new String(none.body(), StandardCharsets.UTF_8)).isEqualTo("none");
    assertThat(new String(http.postJson("/orders/optional", Samples.orderJson("4")).body(),
        StandardCharsets.UTF_8)).isEqualTo("4");
    HttpResponse<byte[]> nullBody = http.postJson("/orders/optional", " null ");
    assertThat(nullBody.statusCode()).isEqualTo(400);
    assertThat(tree(nullBody).get("detail").asString()).startsWith("Invalid proto3 JSON for protojson.spring.test.Order");
  }

  @Test
  void aMissingRequiredProto2FieldIsA400() throws Exception {
    HttpResponse<byte[]> response = http.postJson("/tickets", "{\"seat\": 4}");

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(tree(response).get("detail").asString()).contains("code");
    assertThat(client.post().uri("/tickets").body(Ticket.newBuilder().setCode("X1").build()).retrieve()
        .body(Ticket.class).getCode()).isEqualTo("X1");
  }

  @Test
  void clientsAcceptingAnythingGetJson() throws Exception {
    HttpResponse<byte[]> any = http.get("/orders/1", "Accept", "*/*");
    HttpResponse<byte[]> none = http.get("/orders/1");

    assertThat(contentType(any)).isEqualTo("application/json");
    assertThat(tree(any)).isEqualTo(tree(Samples.orderJson("1")));
    assertThat(contentType(none)).isEqualTo("application/json");
    assertThat(tree(none)).isEqualTo(tree(Samples.orderJson("1")));
  }

  @Test
  void binaryProtobufIsNotOfferedUnlessEnabled() throws Exception {
    assertThat(http.get("/orders/1", "Accept", "application/x-protobuf").statusCode()).isEqualTo(406);
  }

  @Test
  void theRequestCharsetIsHonoured() throws Exception {
    byte[] latin1 = "{\"id\": \"caf\u00e9\"}".getBytes(StandardCharsets.ISO_8859_1);
    HttpResponse<byte[]> response = http.post("/orders", latin1, "Content-Type",
        "application/json;charset=ISO-8859-1", "Accept", "application/json");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(tree(response).get("id").asString()).isEqualTo("caf\u00e9");

    byte[] utf16 = "{\"id\": \"\u20ac\"}".getBytes(StandardCharsets.UTF_16BE);
    HttpResponse<byte[]> detected = http.post("/orders", utf16, "Content-Type", "application/json");
    assertThat(tree(detected).get("id").asString()).isEqualTo("\u20ac");
  }

  /**
   * Bytes that are not valid in the request's charset, declared or detected, are the client's error, named with the
   * charset and the field they are in; never replaced with U+FFFD. Sized and chunked bodies, messages and lists.
   */
  @Test
  void bytesNotValidInTheCharsetAreA400NotReplaced() throws Exception {
    byte[] asciiWithUtf8 = "{\"id\": \"caf\u00e9\"}".getBytes(StandardCharsets.UTF_8);
    byte[] lone = concat("{\"id\": \"a".getBytes(StandardCharsets.UTF_16LE), new byte[] { 0x00, (byte) 0xDC },
        "b\"}".getBytes(StandardCharsets.UTF_16LE));
    byte[] unmappable = { '{', '"', 'i', 'd', '"', ':', '"', (byte) 0x81, '"', '}' };
    Object[][] cases = {
        // body, declared charset or null, the charset the detail names
        { asciiWithUtf8, "US-ASCII", "US-ASCII" },
        { lone, null, "UTF-16LE" },
        { concat(new byte[] { (byte) 0xFF, (byte) 0xFE }, lone), "UTF-16", "UTF-16" },
        { unmappable, "windows-1252", "windows-1252" } };
    for (Object[] c : cases) {
      byte[] body = (byte[]) c[0];
      String contentType = "application/json" + (c[1] == null ? "" : ";charset=" + c[1]);
      String as = c[1] + ": " + new String(body, StandardCharsets.ISO_8859_1);
      for (HttpResponse<byte[]> response : List.of(http.post("/orders", body, "Content-Type", contentType),
          http.postChunked("/orders", body, "Content-Type", contentType))) {
        assertThat(response.statusCode()).as(as).isEqualTo(400);
        assertThat(contentType(response)).isEqualTo("application/problem+json");
        JsonNode problem = tree(response);
        assertThat(problem.get("detail").asString()).as(as)
            .startsWith("Invalid proto3 JSON for protojson.spring.test.Order")
            .contains("not valid " + c[2]);
        assertThat(problem.get("fieldPath").asString()).as(as).isEqualTo("id");
      }
    }
    byte[] list = concat("[".getBytes(StandardCharsets.UTF_16LE), lone, "]".getBytes(StandardCharsets.UTF_16LE));
    HttpResponse<byte[]> response = http.post("/orders/batch", list, "Content-Type", "application/json");
    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(tree(response).get("fieldPath").asString()).isEqualTo("[0].id");
    assertThat(tree(response).get("detail").asString()).contains("not valid UTF-16LE");

    byte[] valid = "{\"id\": \"\ud83d\ude00\"}".getBytes(StandardCharsets.UTF_16LE);
    for (HttpResponse<byte[]> read : List.of(http.post("/orders", valid, "Content-Type", "application/json"),
        http.postChunked("/orders", valid, "Content-Type", "application/json"))) {
      assertThat(read.statusCode()).isEqualTo(200);
      assertThat(tree(read).get("id").asString()).isEqualTo("\ud83d\ude00");
    }
  }

  /**
   * UTF-8 that is not well-formed, such as the overlong C0 AF that a lenient decoder reads as "/", is a 400 naming
   * the field, whether the body is read whole, chunked, or as a JSON array of messages.
   */
  @Test
  void illFormedUtf8IsA400NamingTheField() throws Exception {
    byte[] overlong = concat("{\"id\": \"..".getBytes(StandardCharsets.UTF_8), new byte[] { (byte) 0xC0, (byte) 0xAF },
        "etc\"}".getBytes(StandardCharsets.UTF_8));
    byte[] list = concat("[{\"id\": \"a\"}, ".getBytes(StandardCharsets.UTF_8), overlong, "]".getBytes(StandardCharsets.UTF_8));
    Object[][] cases = { { "/orders", overlong, "id" }, { "/orders/batch", list, "[1].id" } };
    for (Object[] c : cases) {
      byte[] body = (byte[]) c[1];
      for (HttpResponse<byte[]> response : List.of(http.post((String) c[0], body, "Content-Type", "application/json"),
          http.postChunked((String) c[0], body, "Content-Type", "application/json"))) {
        assertThat(response.statusCode()).as((String) c[0]).isEqualTo(400);
        JsonNode problem = tree(response);
        assertThat(problem.get("detail").asString()).as((String) c[0])
            .contains("Invalid UTF-8").contains("overlong form");
        assertThat(problem.get("fieldPath").asString()).isEqualTo(c[2]);
      }
    }
  }

  private static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] part : parts) {
      out.writeBytes(part);
    }
    return out.toByteArray();
  }

  @Test
  void arraysAndOtherCharsetsAreParsedAsStrictlyAsSingleMessages() throws Exception {
    String tooLong = "1" + "0".repeat(1000);
    String[][] cases = {
        // path, charset, body, what the problem's detail names
        { "/orders/batch", "UTF-8", "[{\"id\": \"1\"} /* first */, {\"id\": \"2\"}]", "comment" },
        { "/orders/batch", "UTF-8", "[{\"id\": \"1\"}, {\"totalCents\": " + tooLong + "}]",
            "Number value length (1001) exceeds the maximum allowed (1000" },
        { "/orders/batch", "ISO-8859-1", "[{\"id\": \"caf\u00e9\"}, // second\n{}]", "comment" },
        { "/orders", "ISO-8859-1", "{\"id\": \"caf\u00e9\" /* id */}", "comment" },
        { "/orders", "ISO-8859-1", "{\"id\": \"caf\u00e9\", \"totalCents\": " + tooLong + "}",
            "Number value length (1001) exceeds the maximum allowed (1000" } };
    for (String[] c : cases) {
      HttpResponse<byte[]> response = http.post(c[0], c[2].getBytes(c[1]), "Content-Type",
          "application/json;charset=" + c[1], "Accept", "application/json");

      assertThat(response.statusCode()).as(c[2]).isEqualTo(400);
      assertThat(contentType(response)).isEqualTo("application/problem+json");
      assertThat(tree(response).get("detail").asString()).as(c[2])
          .startsWith("Invalid proto3 JSON for protojson.spring.test.Order").contains(c[3]);
    }
  }

  @Test
  void typesOutsideTheScannedPackagesAreRegisteredOnFirstUseLoggedOnce(CapturedOutput output) throws Exception {
    assertThat(tree(http.get("/notes/hello"))).isEqualTo(tree("{\"text\":\"hello\"}"));
    assertThat(client.post().uri("/notes").body(Note.newBuilder().setText("x").build()).retrieve().body(Note.class))
        .isEqualTo(Note.newBuilder().setText("x").build());
    assertThat(output.getAll().split("registered " + Note.class.getName() + " on first use", -1)).hasSize(2);
  }
}
