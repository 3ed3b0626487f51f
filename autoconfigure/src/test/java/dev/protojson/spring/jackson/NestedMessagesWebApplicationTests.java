package dev.protojson.spring.jackson;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.MessageOrBuilder;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.spring.http.ProtoJsonHttpMessageConverter;
import dev.protojson.spring.jackson.OrderViews.Batch;
import dev.protojson.spring.jackson.OrderViews.OrderView;
import dev.protojson.spring.jackson.OrderViews.PageOf;
import dev.protojson.spring.test.shop.ShopProto.Order;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.json.JacksonJsonHttpMessageConverter;
import org.springframework.web.client.RestClient;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Messages inside records, lists, maps and generic wrappers, over real HTTP to an application that has only the
 * starter's auto-configuration. The JSON of every nested message is compared, as a tree, with what JsonFormat
 * writes for it; the rest of the body is Jackson's.
 */
@ExtendWith(OutputCaptureExtension.class)
@SpringBootTest(classes = NestedMessagesApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = "protojson.packages=dev.protojson.spring.test.shop")
class NestedMessagesWebApplicationTests {

  private static final JsonMapper PLAIN = JsonMapper.builder().build();

  @LocalServerPort
  int port;

  @Autowired
  RestClient.Builder restClientBuilder;

  @Autowired
  JsonMapper jsonMapper;

  private final HttpClient http = HttpClient.newHttpClient();
  private RestClient client;

  @BeforeEach
  void client() {
    client = restClientBuilder.baseUrl("http://localhost:" + port).build();
  }

  @Test
  void aRecordHoldingAMessage() throws Exception {
    JsonNode body = tree(get("/views/42", "application/json"));

    assertThat(body.get("order")).isEqualTo(jsonFormat(OrderViews.order("42")));
    assertThat(body.get("note").asString()).isEqualTo("note 42");
    assertThat(body.get("seenAt").asString()).isEqualTo("2023-11-14T22:13:20.005Z");
    assertThat(client.get().uri("/views/42").retrieve().body(OrderView.class)).isEqualTo(OrderViews.view("42"));
  }

  @Test
  void aListOfRecords() throws Exception {
    JsonNode body = tree(get("/views", "application/json"));

    assertThat(body.size()).isEqualTo(2);
    assertThat(body.get(0).get("order")).isEqualTo(jsonFormat(OrderViews.order("1")));
    assertThat(body.get(1).get("order")).isEqualTo(jsonFormat(OrderViews.order("2")));
    assertThat(client.get().uri("/views").retrieve().body(new ParameterizedTypeReference<List<OrderView>>() {}))
        .containsExactly(OrderViews.view("1"), OrderViews.view("2"));
  }

  @Test
  void aMapOfMessages() throws Exception {
    JsonNode body = tree(get("/orders-by-id", "application/json"));

    assertThat(body.get("1")).isEqualTo(jsonFormat(OrderViews.order("1")));
    assertThat(body.get("2")).isEqualTo(jsonFormat(OrderViews.order("2")));
    assertThat(client.get().uri("/orders-by-id").retrieve()
        .body(new ParameterizedTypeReference<Map<String, Order>>() {}))
        .isEqualTo(Map.of("1", OrderViews.order("1"), "2", OrderViews.order("2")));
  }

  @Test
  void aGenericPage() throws Exception {
    JsonNode body = tree(get("/page", "application/json"));

    assertThat(body.get("total").asLong()).isEqualTo(42);
    assertThat(body.get("content").get(1)).isEqualTo(jsonFormat(OrderViews.order("2")));
    assertThat(client.get().uri("/page").retrieve().body(new ParameterizedTypeReference<PageOf<Order>>() {}))
        .isEqualTo(new PageOf<>(List.of(OrderViews.order("1"), OrderViews.order("2")), 42));
  }

  @Test
  void aResponseEntityOfObject() throws Exception {
    JsonNode body = tree(get("/anything", "application/json"));

    assertThat(body.get("order")).isEqualTo(jsonFormat(OrderViews.order("9")));
    assertThat(body.get("note").asString()).isEqualTo("note 9");
  }

  @Test
  void serverSentEventData() throws Exception {
    HttpResponse<byte[]> response = get("/events", "text/event-stream");

    assertThat(response.statusCode()).isEqualTo(200);
    List<JsonNode> data = new ArrayList<>();
    for (String line : text(response).split("\n")) {
      if (line.startsWith("data:")) {
        data.add(PLAIN.readTree(line.substring("data:".length())));
      }
    }
    assertThat(data).hasSize(2);
    assertThat(data.get(0).get("order")).isEqualTo(jsonFormat(OrderViews.order("1")));
    assertThat(data.get(1)).isEqualTo(jsonFormat(OrderViews.order("2")));
  }

  @Test
  void aRequestBodyRecordWithAMessage() throws Exception {
    String json = "{\"order\":" + JsonFormat.printer().print(OrderViews.order("5")) + ",\"note\":\"n\","
        + "\"seenAt\":\"2023-11-14T22:13:20.005Z\"}";

    HttpResponse<byte[]> response = post("/views", json);

    assertThat(response.statusCode()).isEqualTo(200);
    Order shipped = OrderViews.order("5").toBuilder().setStatus(Order.Status.SHIPPED).build();
    assertThat(tree(response).get("order")).isEqualTo(jsonFormat(shipped));
    assertThat(client.post().uri("/views").body(OrderViews.view("6")).retrieve().body(OrderView.class))
        .isEqualTo(new OrderView(OrderViews.order("6").toBuilder().setStatus(Order.Status.SHIPPED).build(),
            "shipped", OrderViews.view("6").seenAt()));
  }

  @Test
  void aNullMessageInARequestIsNoMessage() throws Exception {
    HttpResponse<byte[]> response = post("/views", "{\"order\":null,\"note\":\"n\"}");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(tree(response)).isEqualTo(PLAIN.readTree("{\"order\":null,\"note\":\"no order\",\"seenAt\":null}"));
  }

  @Test
  void anInvalidValueInsideANestedMessageIsA400NamingTheWholePath() throws Exception {
    String json = "{\"customer\":\"c\",\"orders\":[{\"order\":{}},{\"order\":{}},\n"
        + "{\"order\":{\"items\":[{\"sku\":\"a\"},{\"quantity\":\"lots\"}]}}]}";

    HttpResponse<byte[]> response = post("/batches", json);

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(response.headers().firstValue("Content-Type")).contains("application/problem+json");
    JsonNode problem = tree(response);
    assertThat(problem.get("fieldPath").asString()).isEqualTo("orders[2].order.items[1].quantity");
    assertThat(problem.get("line").asInt()).isEqualTo(2);
    assertThat(problem.get("column").asInt()).isEqualTo(44);
    assertThat(problem.get("detail").asString()).isEqualTo("Invalid proto3 JSON for protojson.spring.test.Order:"
        + " Invalid value \"lots\" for int32 field orders[2].order.items[1].quantity: not a number at line 2,"
        + " column 44");
    assertThat(problem.get("status").asInt()).isEqualTo(400);
  }

  /** A protobuf enum that is a record's property is read and refused as an enum field of a message would be. */
  @Test
  void aProtobufEnumInARecordIsReadByNameAndAnUnknownNameIsA400NamingIt() throws Exception {
    HttpResponse<byte[]> read = post("/status-changes", "{\"orderId\":\"1\",\"status\":\"SHIPPED\"}");
    assertThat(read.statusCode()).isEqualTo(200);
    assertThat(tree(read)).isEqualTo(PLAIN.readTree("{\"orderId\":\"1\",\"status\":\"SHIPPED\"}"));

    HttpResponse<byte[]> response = post("/status-changes", "{\"orderId\":\"1\",\n\"status\":\"LOST\"}");
    assertThat(response.statusCode()).isEqualTo(400);
    JsonNode problem = tree(response);
    assertThat(problem.get("fieldPath").asString()).isEqualTo("status");
    assertThat(problem.get("line").asInt()).isEqualTo(2);
    assertThat(problem.get("detail").asString()).isEqualTo("Invalid proto3 JSON for protojson.spring.test.Order.Status:"
        + " Invalid value \"LOST\" for enum protojson.spring.test.Order.Status: unknown enum value name at line 2,"
        + " column 10");
  }

  /** An enum map key the enum does not have is a 400 naming the key, as an unknown value is. */
  @Test
  void anUnknownProtobufEnumMapKeyIsA400NamingIt() throws Exception {
    HttpResponse<byte[]> read = post("/by-status", "{\"orders\":{\"SHIPPED\":{\"id\":\"1\"}}}");
    assertThat(read.statusCode()).isEqualTo(200);
    assertThat(tree(read)).isEqualTo(PLAIN.readTree("{\"orders\":{\"SHIPPED\":{\"id\":\"1\"}}}"));

    HttpResponse<byte[]> response = post("/by-status", "{\"orders\":\n{\"LOST\":{\"id\":\"1\"}}}");
    assertThat(response.statusCode()).isEqualTo(400);
    JsonNode problem = tree(response);
    assertThat(problem.get("fieldPath").asString()).isEqualTo("orders.LOST");
    assertThat(problem.get("line").asInt()).isEqualTo(2);
    assertThat(problem.get("column").asInt()).isEqualTo(2);
    assertThat(problem.get("detail").asString()).isEqualTo("Invalid proto3 JSON for protojson.spring.test.Order.Status:"
        + " Invalid map key \"LOST\" for enum protojson.spring.test.Order.Status: not a value name or number of enum"
        + " protojson.spring.test.Order.Status at line 2, column 2");
  }

  @Test
  void anUnknownFieldInsideANestedMessageIsA400() throws Exception {
    HttpResponse<byte[]> response = post("/views", "{\"order\":{\"id\":\"1\",\"discount\":5},\"note\":\"n\"}");

    assertThat(response.statusCode()).isEqualTo(400);
    JsonNode problem = tree(response);
    assertThat(problem.get("fieldPath").asString()).isEqualTo("order.discount");
    assertThat(problem.get("detail").asString()).contains("discount");
  }

  @Test
  void invalidJsonTheServerReadsItselfIsNotTheClientsBadRequest() throws Exception {
    assertThat(get("/stored", "application/json").statusCode()).isEqualTo(500);
    assertThat(get("/relayed", "application/json").statusCode()).isEqualTo(500);
  }

  /** A whole message or list the server's own RestClient cannot read is a 500, logged, as one inside a record is. */
  @Test
  void aMessageTheServersOwnRestClientCannotReadIsNotTheClientsBadRequest(CapturedOutput output) throws Exception {
    assertThat(get("/relayed/order", "application/json").statusCode()).isEqualTo(500);
    assertThat(get("/relayed/orders", "application/json").statusCode()).isEqualTo(500);
    assertThat(output).contains("RestClientException").contains("Unknown field \"discount\"")
        .contains("at [1].discount");
  }

  @Test
  void bootsJsonMapperBeanUsesTheModule() {
    String json = jsonMapper.writeValueAsString(OrderViews.view("3"));

    assertThat(PLAIN.readTree(json).get("order")).isEqualTo(jsonFormat(OrderViews.order("3")));
    assertThat(jsonMapper.readValue(json, OrderView.class)).isEqualTo(OrderViews.view("3"));
    assertThat(jsonMapper.readValue(jsonMapper.writeValueAsString(new Batch(List.of(OrderViews.view("4")), "c")),
        Batch.class)).isEqualTo(new Batch(List.of(OrderViews.view("4")), "c"));
  }

  @Test
  void wholeBodyMessagesStillGoToProtojsonsConverterAheadOfJackson(
      @Autowired RequestMappingHandlerAdapter adapter) {
    List<HttpMessageConverter<?>> converters = adapter.getMessageConverters();
    int protojson = indexOf(converters, ProtoJsonHttpMessageConverter.class);
    int jackson = indexOf(converters, JacksonJsonHttpMessageConverter.class);

    assertThat(protojson).isNotNegative().isLessThan(jackson);
  }

  private static int indexOf(List<HttpMessageConverter<?>> converters, Class<?> type) {
    for (int i = 0; i < converters.size(); i++) {
      if (type.isInstance(converters.get(i))) {
        return i;
      }
    }
    return -1;
  }

  private HttpResponse<byte[]> get(String path, String accept) throws IOException, InterruptedException {
    return http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path)).header("Accept", accept)
        .GET().build(), HttpResponse.BodyHandlers.ofByteArray());
  }

  private HttpResponse<byte[]> post(String path, String json) throws IOException, InterruptedException {
    return http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
        .header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8)).build(),
        HttpResponse.BodyHandlers.ofByteArray());
  }

  private static String text(HttpResponse<byte[]> response) {
    return new String(response.body(), StandardCharsets.UTF_8);
  }

  private static JsonNode tree(HttpResponse<byte[]> response) {
    assertThat(response.statusCode()).as(text(response)).isLessThan(500);
    return PLAIN.readTree(response.body());
  }

  /** JsonFormat's JSON for a message, as a tree; int64 values are strings in both. */
  static JsonNode jsonFormat(MessageOrBuilder message) {
    try {
      return PLAIN.readTree(JsonFormat.printer().print(message));
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException(e);
    }
  }
}
