package dev.protojson.spring.mvc;

import static dev.protojson.spring.mvc.RawHttp.text;
import static dev.protojson.spring.mvc.RawHttp.tree;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import com.google.protobuf.Value;
import dev.protojson.jackson.ProtoType;
import dev.protojson.spring.DynamicOrders;
import dev.protojson.spring.DynamicOrders.Audit;
import dev.protojson.spring.test.shop.ShopProto;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.annotation.Import;
import org.springframework.http.HttpEntity;
import org.springframework.http.RequestEntity;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/**
 * An application that knows its message types only from a descriptor set (protojson.descriptor-sets, nothing
 * scanned): its controller returns {@code DynamicMessage}s, which protojson's converter writes as proto3 JSON, takes
 * them as request bodies of the type {@code @ProtoType} names on the parameter, and inside a record whose component
 * names their type.
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

    /** Answers what it read, with the full name of the type it was read as. */
    @PostMapping("/dynamic/orders/echo")
    ResponseEntity<DynamicMessage> echo(@RequestBody @ProtoType(DynamicOrders.ORDER) DynamicMessage order) {
      return ResponseEntity.ok().header("Read-As", order.getDescriptorForType().getFullName()).body(order);
    }

    @PostMapping("/dynamic/orders/echo-list")
    List<DynamicMessage> echoList(@RequestBody @ProtoType(DynamicOrders.ORDER) List<DynamicMessage> orders) {
      return orders;
    }

    @PostMapping("/dynamic/orders/as-message")
    Message asMessage(@RequestBody @ProtoType(DynamicOrders.ORDER) Message order) {
      return order;
    }

    @PostMapping("/dynamic/orders/as-builder")
    DynamicMessage asBuilder(@RequestBody @ProtoType(DynamicOrders.ORDER) DynamicMessage.Builder order) {
      return order.build();
    }

    @PostMapping("/dynamic/orders/as-message-list")
    List<Message> asMessageList(@RequestBody @ProtoType(DynamicOrders.ORDER) List<Message> orders) {
      return orders;
    }

    @PostMapping("/dynamic/orders/echo-map")
    Map<String, DynamicMessage> echoMap(
        @RequestBody @ProtoType(DynamicOrders.ORDER) Map<String, DynamicMessage> orders) {
      return orders;
    }

    /** The keys and types of a map of messages, as read: in the body's order, whatever map is declared. */
    @PostMapping("/dynamic/orders/message-map")
    String messageMap(@RequestBody @ProtoType(DynamicOrders.ORDER) HashMap<String, Message> orders) {
      return orders.entrySet().stream()
          .map(entry -> entry.getKey() + "=" + entry.getValue().getDescriptorForType().getFullName()).toList()
          .toString();
    }

    @PostMapping("/generated/orders/echo-map")
    Map<String, ShopProto.Order> echoGeneratedMap(@RequestBody Map<String, ShopProto.Order> orders) {
      return orders;
    }

    /** What each of a list and a map of Values holds, as read. */
    @PostMapping("/values/list")
    String valueList(@RequestBody List<Value> values) {
      return values.stream().map(Value::getKindCase).toList().toString();
    }

    @PostMapping("/values/map")
    String valueMap(@RequestBody Map<String, Value> values) {
      return values.entrySet().stream().map(entry -> entry.getKey() + "=" + entry.getValue().getKindCase()).toList()
          .toString();
    }

    @PostMapping("/dynamic/orders/echo-array")
    DynamicMessage[] echoArray(@RequestBody @ProtoType(DynamicOrders.ORDER) DynamicMessage[] orders) {
      return orders;
    }

    /** The body of an entity, whose inner type Spring gives the converter without the parameter. */
    @PostMapping("/dynamic/orders/entity")
    ResponseEntity<DynamicMessage> entity(@ProtoType(DynamicOrders.ORDER) RequestEntity<DynamicMessage> request) {
      DynamicMessage order = request.getBody();
      return ResponseEntity.ok().header("Read-As", order.getDescriptorForType().getFullName())
          .header("Trace", request.getHeaders().getFirst("Trace")).body(order);
    }

    @PostMapping("/dynamic/orders/entity-list")
    List<DynamicMessage> entityList(@ProtoType(DynamicOrders.ORDER) HttpEntity<List<DynamicMessage>> request) {
      return request.getBody();
    }

    @PostMapping("/dynamic/orders/untyped-entity")
    String untypedEntity(HttpEntity<DynamicMessage> request) {
      return request.getBody().toString();
    }

    @GetMapping("/dynamic/orders/from-query")
    String fromQuery(@ProtoType(DynamicOrders.ORDER) DynamicMessage order) {
      return order.toString();
    }

    @PostMapping("/dynamic/orders/unknown")
    String unknown(@RequestBody @ProtoType("protojson.spring.test.NoSuchOrder") DynamicMessage order) {
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

  @Test
  void aBodyIsReadAsTheTypeItsParameterNamesAndWrittenBack() throws Exception {
    HttpResponse<byte[]> response = http.postJson("/dynamic/orders/echo",
        "{\"id\":\"7\",\"customer_name\":\"Ada\",\"items\":[{\"sku\":\"a\",\"quantity\":\"2\"}]}");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.headers().firstValue("Read-As")).hasValue(DynamicOrders.ORDER);
    assertThat(text(response)).isEqualTo(
        "{\"id\":\"7\",\"customerName\":\"Ada\",\"items\":[{\"sku\":\"a\",\"quantity\":2}]}");
    // written whole, as protojson's converter writes a small message
    assertThat(response.headers().firstValueAsLong("Content-Length")).hasValue(response.body().length);
  }

  @Test
  void aListAndAnArrayOfThemAreJsonArrays() throws Exception {
    String orders = "[" + DynamicOrders.json("1") + "," + DynamicOrders.json("2") + "]";
    for (String path : List.of("/dynamic/orders/echo-list", "/dynamic/orders/echo-array")) {
      HttpResponse<byte[]> response = http.postJson(path, orders);

      assertThat(response.statusCode()).as(path).isEqualTo(200);
      assertThat(text(response)).as(path).isEqualTo(orders);
    }
  }

  /**
   * A map of them by string keys is a JSON object of that type, read by protojson's converter (Jackson cannot see the
   * annotation), in the body's order, as a map of generated messages is.
   */
  @Test
  void aMapOfThemIsAJsonObjectOfThatTypeByKey() throws Exception {
    String orders = "{\"b\":" + DynamicOrders.json("1") + ",\"a\":" + DynamicOrders.json("2") + "}";
    for (String path : List.of("/dynamic/orders/echo-map", "/generated/orders/echo-map")) {
      HttpResponse<byte[]> response = http.postJson(path, orders);
      assertThat(response.statusCode()).as(path).isEqualTo(200);
      assertThat(text(response)).as(path).isEqualTo(orders);
    }
    HttpResponse<byte[]> messages = http.postJson("/dynamic/orders/message-map", orders);
    assertThat(text(messages)).isEqualTo("[b=" + DynamicOrders.ORDER + ", a=" + DynamicOrders.ORDER + "]");
  }

  /** A Value's null is a value, in a list and in a map as anywhere in proto3 JSON; the converter writes it so too. */
  @Test
  void aNullInAListOrMapOfValuesIsTheirNullValue() throws Exception {
    HttpResponse<byte[]> list = http.postJson("/values/list", "[\"x\",null,1.5]");
    assertThat(list.statusCode()).isEqualTo(200);
    assertThat(text(list)).isEqualTo("[STRING_VALUE, NULL_VALUE, NUMBER_VALUE]");
    HttpResponse<byte[]> map = http.postJson("/values/map", "{\"s\":\"x\",\"n\":null}");
    assertThat(map.statusCode()).isEqualTo(200);
    assertThat(text(map)).isEqualTo("[s=STRING_VALUE, n=NULL_VALUE]");
  }

  /** Nothing sent is dropped: a key given twice and a null value are refused, as in a map field. */
  @Test
  void aBadMapIsA400NamingTheKey() throws Exception {
    for (String path : List.of("/dynamic/orders/echo-map", "/generated/orders/echo-map")) {
      HttpResponse<byte[]> bad = http.postJson(path, "{\"a\":" + DynamicOrders.json("1")
          + ",\n \"b\":{\"totalCents\":\"many\"}}");
      assertThat(bad.statusCode()).as(path).isEqualTo(400);
      assertThat(tree(bad).get("fieldPath").asString()).as(path).isEqualTo("b.totalCents");
      assertThat(tree(bad).get("line").asInt()).as(path).isEqualTo(2);

      HttpResponse<byte[]> twice = http.postJson(path, "{\"a\":{\"id\":\"1\"},\"a\":{\"id\":\"2\"}}");
      assertThat(twice.statusCode()).as(path).isEqualTo(400);
      assertThat(tree(twice).get("fieldPath").asString()).as(path).isEqualTo("a");
      assertThat(tree(twice).get("detail").asString()).as(path).contains("The key \"a\" is given twice");

      HttpResponse<byte[]> nullValue = http.postJson(path, "{\"a\":null}");
      assertThat(nullValue.statusCode()).as(path).isEqualTo(400);
      assertThat(tree(nullValue).get("detail").asString()).as(path).contains("null is not allowed as the value");

      HttpResponse<byte[]> array = http.postJson(path, "[" + DynamicOrders.json("1") + "]");
      assertThat(array.statusCode()).as(path).isEqualTo(400);
      assertThat(tree(array).get("detail").asString()).as(path)
          .contains("Expected a JSON object of Order values but found START_ARRAY");

      HttpResponse<byte[]> broken = http.postJson(path, "{\"a\":{\"id\":\"1\"} \"b\"");
      assertThat(broken.statusCode()).as(path).isEqualTo(400);
      assertThat(tree(broken).get("column").asInt()).as(path).isEqualTo(17);
      assertThat(tree(broken).get("detail").asString()).as(path).contains("was expecting comma");
    }
  }

  /** A body declared as {@code Message}, a builder, or a list of {@code Message}s, is read as the type named too. */
  @Test
  void aMessageABuilderOrAListOfMessagesNamingTheirTypeAreReadAsThatType() throws Exception {
    String order = "{\"id\":\"7\",\"customerName\":\"Ada\"}";
    for (String path : List.of("/dynamic/orders/as-message", "/dynamic/orders/as-builder")) {
      HttpResponse<byte[]> response = http.postJson(path, "{\"id\":\"7\",\"customer_name\":\"Ada\"}");
      assertThat(response.statusCode()).as(path).isEqualTo(200);
      assertThat(text(response)).as(path).isEqualTo(order);
    }
    String orders = "[" + DynamicOrders.json("1") + "," + DynamicOrders.json("2") + "]";
    HttpResponse<byte[]> list = http.postJson("/dynamic/orders/as-message-list", orders);
    assertThat(list.statusCode()).isEqualTo(200);
    assertThat(text(list)).isEqualTo(orders);
    HttpResponse<byte[]> bad = http.postJson("/dynamic/orders/as-builder", "{\"id\":7}");
    assertThat(bad.statusCode()).isEqualTo(400);
    assertThat(text(bad)).contains("\"fieldPath\":\"id\"");
  }

  @Test
  void anEntityParameterNamingItsTypeIsReadAsThatType() throws Exception {
    HttpResponse<byte[]> response = http.post("/dynamic/orders/entity",
        "{\"id\":\"7\",\"customer_name\":\"Ada\"}".getBytes(StandardCharsets.UTF_8),
        "Content-Type", "application/json", "Trace", "t-1");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.headers().firstValue("Read-As")).hasValue(DynamicOrders.ORDER);
    assertThat(response.headers().firstValue("Trace")).hasValue("t-1");
    assertThat(text(response)).isEqualTo("{\"id\":\"7\",\"customerName\":\"Ada\"}");
  }

  @Test
  void anEntityOfAListIsAJsonArrayOfThatType() throws Exception {
    String orders = "[" + DynamicOrders.json("1") + "," + DynamicOrders.json("2") + "]";
    HttpResponse<byte[]> response = http.postJson("/dynamic/orders/entity-list", orders);

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(text(response)).isEqualTo(orders);
  }

  @Test
  void badJsonInAnEntityIsA400AsForARequestBody() throws Exception {
    HttpResponse<byte[]> response = http.postJson("/dynamic/orders/entity", DynamicOrders.BAD_ORDER);

    assertThat(response.statusCode()).isEqualTo(400);
    DynamicOrders.assertAnsweredAsForTheGeneratedClass(tree(response));
  }

  @Test
  void anEntityWithoutProtoTypeIsAServerErrorNamingTheParameter(CapturedOutput output) throws Exception {
    HttpResponse<byte[]> response = http.postJson("/dynamic/orders/untyped-entity", "{\"id\":\"7\"}");

    assertThat(response.statusCode()).isEqualTo(500);
    assertThat(output).contains("Cannot read the body of parameter 0 of ")
        .contains("untypedEntity(org.springframework.http.HttpEntity)")
        .contains("Annotate the parameter with @ProtoType(\"package.Message\")");
  }

  /** The same answer as for the generated class of the same type: its error's path, line, column and message. */
  @Test
  void badJsonIsA400NamingTheFieldPathLineAndColumn() throws Exception {
    HttpResponse<byte[]> response = http.postJson("/dynamic/orders/echo", DynamicOrders.BAD_ORDER);

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(RawHttp.contentType(response)).isEqualTo("application/problem+json");
    JsonNode problem = tree(response);
    DynamicOrders.assertAnsweredAsForTheGeneratedClass(problem);
  }

  @Test
  void badJsonInAListNamesTheElement() throws Exception {
    HttpResponse<byte[]> response = http.postJson("/dynamic/orders/echo-list",
        "[" + DynamicOrders.json("1") + ",\n{\"totalCents\": \"many\"}]");

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(tree(response).get("fieldPath").asString()).isEqualTo("[1].totalCents");
    assertThat(tree(response).get("line").asInt()).isEqualTo(2);
  }

  /** A body that is a DynamicMessage alone has no type to be read as: a server error, not the client's. */
  @Test
  void aDynamicMessageBodyWithoutProtoTypeIsAServerErrorNamingTheParameter(CapturedOutput output)
      throws Exception {
    HttpResponse<byte[]> response = http.postJson("/dynamic/orders", "{\"id\":\"7\"}");

    assertThat(response.statusCode()).isEqualTo(500);
    assertThat(output).contains("Cannot read the body of parameter 0 of ")
        .contains("DescriptorsController.take(com.google.protobuf.DynamicMessage) as a DynamicMessage")
        .contains("Annotate the parameter with @ProtoType(\"package.Message\")")
        .contains("protojson.descriptor-sets");
  }

  /** @ProtoType does not make request parameters a body: such a message would be empty, so it is refused. */
  @Test
  void aDynamicMessageFromRequestParametersIsStillRefused(CapturedOutput output) throws Exception {
    HttpResponse<byte[]> response = http.get("/dynamic/orders/from-query?id=7");

    assertThat(response.statusCode()).isEqualTo(500);
    assertThat(output).contains("Cannot bind protobuf message com.google.protobuf.DynamicMessage");
  }

  @Test
  void aTypeNameNoDescriptorHasIsAServerError(CapturedOutput output) throws Exception {
    HttpResponse<byte[]> response = http.postJson("/dynamic/orders/unknown", "{\"id\":\"7\"}");

    assertThat(response.statusCode()).isEqualTo(500);
    assertThat(output).contains("as protojson.spring.test.NoSuchOrder, the type its @ProtoType names: no"
        + " descriptor of that name is registered");
  }
}
