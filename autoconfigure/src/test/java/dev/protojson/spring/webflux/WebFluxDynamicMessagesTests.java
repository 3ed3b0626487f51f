package dev.protojson.spring.webflux;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import com.google.protobuf.Value;
import dev.protojson.jackson.ProtoType;
import dev.protojson.spring.DynamicOrders;
import dev.protojson.spring.DynamicOrders.Audit;
import dev.protojson.spring.test.shop.ShopProto;
import java.time.Duration;
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
import org.springframework.http.MediaType;
import org.springframework.http.RequestEntity;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import tools.jackson.databind.JsonNode;

/**
 * WebFlux with types known only from a descriptor set (protojson.descriptor-sets): {@code DynamicMessage}s are
 * written as proto3 JSON by protojson's encoder, read as request bodies of the type {@code @ProtoType} names on the
 * parameter by its decoder, and read inside a record whose component names their type by Boot's Jackson codecs.
 */
@ExtendWith(OutputCaptureExtension.class)
@SpringBootTest(classes = WebFluxDynamicMessagesTests.ReactiveDescriptorsApplication.class,
    webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { EventsApplication.REACTIVE, DynamicOrders.DESCRIPTOR_SETS })
class WebFluxDynamicMessagesTests extends ReactiveServerTests {

  private static final Duration TIMEOUT = Duration.ofSeconds(30);

  @SpringBootConfiguration
  @EnableAutoConfiguration
  @Import({ ReactiveDescriptorsController.class, DynamicOrders.class })
  static class ReactiveDescriptorsApplication {}

  @RestController
  record ReactiveDescriptorsController(DynamicOrders dynamic) {

    @GetMapping("/dynamic/orders/{id}")
    Mono<DynamicMessage> order(@PathVariable String id) {
      return Mono.fromSupplier(() -> dynamic.order(id));
    }

    @GetMapping(path = "/dynamic/orders", produces = "application/x-ndjson")
    Flux<DynamicMessage> orders() {
      return Flux.just("1", "2").map(dynamic::order);
    }

    @GetMapping(path = "/dynamic/orders/events", produces = "text/event-stream")
    Flux<DynamicMessage> events() {
      return Flux.just("1", "2").map(dynamic::order);
    }

    @PostMapping("/dynamic/audits")
    Mono<Audit> audit(@RequestBody Mono<Audit> audit) {
      return audit.map(Audit::answered);
    }

    /** Answers what it read, with the full name of the type it was read as. */
    @PostMapping("/dynamic/orders/echo")
    Mono<ResponseEntity<DynamicMessage>> echo(
        @RequestBody @ProtoType(DynamicOrders.ORDER) Mono<DynamicMessage> order) {
      return order.map(read -> ResponseEntity.ok().header("Read-As", read.getDescriptorForType().getFullName())
          .body(read));
    }

    @PostMapping("/dynamic/orders/echo-plain")
    DynamicMessage echoPlain(@RequestBody @ProtoType(DynamicOrders.ORDER) DynamicMessage order) {
      return order;
    }

    /** A JSON array or a stream of orders in, each with its id doubled out as it arrives. */
    @PostMapping("/dynamic/orders/stream")
    Flux<DynamicMessage> stream(@RequestBody @ProtoType(DynamicOrders.ORDER) Flux<DynamicMessage> orders) {
      return orders.map(order -> {
        FieldDescriptor id = order.getDescriptorForType().findFieldByName("id");
        return order.toBuilder().setField(id, order.getField(id) + "" + order.getField(id)).build();
      });
    }

    /** The ids of a stream of orders, answered once the whole stream is read. */
    @PostMapping("/dynamic/orders/ids")
    Mono<String> ids(@RequestBody @ProtoType(DynamicOrders.ORDER) Flux<DynamicMessage> orders) {
      return orders.map(order -> order.getField(order.getDescriptorForType().findFieldByName("id")).toString())
          .collectList().map(String::valueOf);
    }

    @PostMapping("/dynamic/orders")
    Mono<String> take(@RequestBody Mono<DynamicMessage> order) {
      return order.map(DynamicMessage::toString);
    }

    /** The body of an entity, with the request's headers. */
    @PostMapping("/dynamic/orders/entity")
    ResponseEntity<DynamicMessage> entity(@ProtoType(DynamicOrders.ORDER) RequestEntity<DynamicMessage> request) {
      return ResponseEntity.ok().header("Read-As", request.getBody().getDescriptorForType().getFullName())
          .header("Trace", request.getHeaders().getFirst("Trace")).body(request.getBody());
    }

    @PostMapping("/dynamic/orders/entity-flux")
    Flux<DynamicMessage> entityFlux(@ProtoType(DynamicOrders.ORDER) HttpEntity<Flux<DynamicMessage>> request) {
      return request.getBody();
    }

    /** The ids of a list, an array or an entity's list of orders, with the type of the first as read. */
    @PostMapping("/dynamic/orders/list")
    Mono<String> list(@RequestBody @ProtoType(DynamicOrders.ORDER) List<DynamicMessage> orders) {
      return Mono.just(ids(orders));
    }

    @PostMapping("/dynamic/orders/array")
    Mono<String> array(@RequestBody @ProtoType(DynamicOrders.ORDER) DynamicMessage[] orders) {
      return Mono.just(ids(List.of(orders)));
    }

    @PostMapping("/dynamic/orders/mono-list")
    Mono<String> monoList(@RequestBody @ProtoType(DynamicOrders.ORDER) Mono<List<DynamicMessage>> orders) {
      return orders.map(ReactiveDescriptorsController::ids);
    }

    @PostMapping("/dynamic/orders/entity-list")
    Mono<String> entityList(@ProtoType(DynamicOrders.ORDER) HttpEntity<List<DynamicMessage>> request) {
      return Mono.just(ids(request.getBody()));
    }

    /** The keys and ids of a map of orders, with the type of each as read, in the body's order. */
    @PostMapping("/dynamic/orders/map")
    Mono<String> map(@RequestBody @ProtoType(DynamicOrders.ORDER) Map<String, DynamicMessage> orders) {
      return Mono.just(keys(orders));
    }

    @PostMapping("/dynamic/orders/mono-map")
    Mono<String> monoMap(@RequestBody @ProtoType(DynamicOrders.ORDER) Mono<Map<String, DynamicMessage>> orders) {
      return orders.map(ReactiveDescriptorsController::keys);
    }

    @PostMapping("/values/map")
    Mono<String> valueMap(@RequestBody Map<String, Value> values) {
      return Mono.just(values.entrySet().stream().map(entry -> entry.getKey() + "=" + entry.getValue().getKindCase())
          .toList().toString());
    }

    @PostMapping("/generated/orders/map")
    Mono<String> generatedMap(@RequestBody Map<String, ShopProto.Order> orders) {
      return Mono.just(keys(orders));
    }

    private static String keys(Map<String, ? extends Message> orders) {
      return orders.entrySet().stream().map(entry -> entry.getKey() + "="
          + entry.getValue().getDescriptorForType().getFullName() + " "
          + entry.getValue().getField(entry.getValue().getDescriptorForType().findFieldByName("id"))).toList()
          .toString();
    }

    private static String ids(List<DynamicMessage> orders) {
      return orders.isEmpty() ? "[]" : orders.get(0).getDescriptorForType().getFullName() + " "
          + orders.stream().map(order -> order.getField(order.getDescriptorForType().findFieldByName("id")))
          .toList();
    }

    @GetMapping("/dynamic/orders/from-query")
    Mono<String> fromQuery(@ProtoType(DynamicOrders.ORDER) DynamicMessage order) {
      return Mono.just(order.toString());
    }

    @PostMapping("/dynamic/orders/unknown")
    Mono<String> unknown(@RequestBody @ProtoType("protojson.spring.test.NoSuchOrder") Mono<DynamicMessage> order) {
      return order.map(DynamicMessage::toString);
    }
  }

  private ResponseEntity<String> post(String path, MediaType contentType, String body, MediaType accept) {
    return raw.post().uri(path).contentType(contentType).accept(accept).bodyValue(body)
        .exchangeToMono(answer -> answer.toEntity(String.class)).block(TIMEOUT);
  }

  @Test
  void aDynamicMessageIsProto3Json() {
    String body = raw.get().uri("/dynamic/orders/7").accept(MediaType.APPLICATION_JSON).retrieve()
        .bodyToMono(String.class).block(TIMEOUT);

    assertThat(body).isEqualTo(DynamicOrders.json("7"));
  }

  @Test
  void aFluxOfThemIsNdjson() {
    String body = raw.get().uri("/dynamic/orders").accept(MediaType.APPLICATION_NDJSON).retrieve()
        .bodyToMono(String.class).block(TIMEOUT);

    assertThat(body.strip().split("\n")).containsExactly(DynamicOrders.json("1"), DynamicOrders.json("2"));
  }

  @Test
  void aFluxOfThemIsServerSentEventsOfCompactJson() {
    String body = raw.get().uri("/dynamic/orders/events").accept(MediaType.TEXT_EVENT_STREAM).retrieve()
        .bodyToMono(String.class).block(TIMEOUT);

    assertThat(body.lines().filter(line -> !line.isEmpty()))
        .containsExactly("data:" + DynamicOrders.json("1"), "data:" + DynamicOrders.json("2"));
  }

  @Test
  void aRecordComponentNamingItsTypeIsReadAndABadValueIsA400() {
    ResponseEntity<String> response = raw.post().uri("/dynamic/audits").contentType(MediaType.APPLICATION_JSON)
        .bodyValue("{\"who\":\"ada\",\"order\":{\"id\":\"7\",\"items\":[{\"quantity\":2}]}}").retrieve()
        .toEntity(String.class).block(TIMEOUT);
    assertThat(response.getBody()).isEqualTo("{\"who\":\"ADA\",\"order\":{\"id\":\"7\",\"items\":[{\"quantity\":2}]}}");

    ResponseEntity<String> bad = raw.post().uri("/dynamic/audits").contentType(MediaType.APPLICATION_JSON)
        .bodyValue("{\"who\":\"ada\",\"order\":{\"items\":[{\"quantity\":\"lots\"}]}}").exchangeToMono(
            answer -> answer.toEntity(String.class)).block(TIMEOUT);
    assertThat(bad.getStatusCode().value()).isEqualTo(400);
    assertThat(tree(bad.getBody()).get("fieldPath").asString()).isEqualTo("order.items[0].quantity");
  }

  @Test
  void aBodyIsReadAsTheTypeItsParameterNamesAndWrittenBack() {
    String json = "{\"id\":\"7\",\"customer_name\":\"Ada\",\"items\":[{\"sku\":\"a\",\"quantity\":\"2\"}]}";
    String answer = "{\"id\":\"7\",\"customerName\":\"Ada\",\"items\":[{\"sku\":\"a\",\"quantity\":2}]}";

    ResponseEntity<String> mono = post("/dynamic/orders/echo", MediaType.APPLICATION_JSON, json,
        MediaType.APPLICATION_JSON);
    assertThat(mono.getStatusCode().value()).isEqualTo(200);
    assertThat(mono.getHeaders().getFirst("Read-As")).isEqualTo(DynamicOrders.ORDER);
    assertThat(mono.getBody()).isEqualTo(answer);

    ResponseEntity<String> plain = post("/dynamic/orders/echo-plain", MediaType.APPLICATION_JSON, json,
        MediaType.APPLICATION_JSON);
    assertThat(plain.getStatusCode().value()).isEqualTo(200);
    assertThat(plain.getBody()).isEqualTo(answer);
  }

  @Test
  void aFluxIsReadFromNdjsonAndFromAJsonArray() {
    ResponseEntity<String> ndjson = post("/dynamic/orders/stream", MediaType.APPLICATION_NDJSON,
        "{\"id\":\"1\"}\n{\"id\":\"2\",\"total_cents\":\"5\"}\n", MediaType.APPLICATION_NDJSON);
    assertThat(ndjson.getStatusCode().value()).isEqualTo(200);
    assertThat(ndjson.getBody().strip().split("\n"))
        .containsExactly("{\"id\":\"11\"}", "{\"id\":\"22\",\"totalCents\":\"5\"}");

    ResponseEntity<String> array = post("/dynamic/orders/stream", MediaType.APPLICATION_JSON,
        "[{\"id\":\"1\"},{\"id\":\"2\"}]", MediaType.APPLICATION_JSON);
    assertThat(array.getStatusCode().value()).isEqualTo(200);
    assertThat(array.getBody()).isEqualTo("[{\"id\":\"11\"},{\"id\":\"22\"}]");
  }

  @Test
  void anEntityParameterNamingItsTypeIsReadAsThatType() {
    ResponseEntity<String> response = raw.post().uri("/dynamic/orders/entity").contentType(MediaType.APPLICATION_JSON)
        .accept(MediaType.APPLICATION_JSON).header("Trace", "t-1").bodyValue("{\"id\":\"7\",\"customer_name\":\"Ada\"}")
        .exchangeToMono(answer -> answer.toEntity(String.class)).block(TIMEOUT);

    assertThat(response.getStatusCode().value()).isEqualTo(200);
    assertThat(response.getHeaders().getFirst("Read-As")).isEqualTo(DynamicOrders.ORDER);
    assertThat(response.getHeaders().getFirst("Trace")).isEqualTo("t-1");
    assertThat(response.getBody()).isEqualTo("{\"id\":\"7\",\"customerName\":\"Ada\"}");

    ResponseEntity<String> flux = post("/dynamic/orders/entity-flux", MediaType.APPLICATION_JSON,
        "[{\"id\":\"1\"},{\"id\":\"2\"}]", MediaType.APPLICATION_JSON);
    assertThat(flux.getStatusCode().value()).isEqualTo(200);
    assertThat(flux.getBody()).isEqualTo("[{\"id\":\"1\"},{\"id\":\"2\"}]");

    ResponseEntity<String> bad = post("/dynamic/orders/entity", MediaType.APPLICATION_JSON, DynamicOrders.BAD_ORDER,
        MediaType.APPLICATION_JSON);
    assertThat(bad.getStatusCode().value()).isEqualTo(400);
    DynamicOrders.assertAnsweredAsForTheGeneratedClass(tree(bad.getBody()));
  }

  /**
   * A List, an array, a Mono of a List or an entity's List of them is read by protojson as the type @ProtoType names,
   * not by Jackson, which cannot see the annotation; an element's error names it, and a body that is no array is a
   * 400.
   */
  @Test
  void aListAnArrayOrAnEntitysListOfThemAreReadAsTheTypeNamed() {
    String orders = "[{\"id\":\"1\"},{\"id\":\"2\"}]";
    for (String path : List.of("/dynamic/orders/list", "/dynamic/orders/array", "/dynamic/orders/mono-list",
        "/dynamic/orders/entity-list")) {
      ResponseEntity<String> response = post(path, MediaType.APPLICATION_JSON, orders, MediaType.TEXT_PLAIN);
      assertThat(response.getStatusCode().value()).as(path).isEqualTo(200);
      assertThat(response.getBody()).as(path).isEqualTo(DynamicOrders.ORDER + " [1, 2]");
    }
    ResponseEntity<String> empty = post("/dynamic/orders/list", MediaType.APPLICATION_JSON, "[]",
        MediaType.TEXT_PLAIN);
    assertThat(empty.getBody()).isEqualTo("[]");
    ResponseEntity<String> bad = post("/dynamic/orders/list", MediaType.APPLICATION_JSON,
        "[{\"id\":\"1\"},\n {\"id\":2}]", MediaType.APPLICATION_JSON);
    assertThat(bad.getStatusCode().value()).isEqualTo(400);
    JsonNode problem = tree(bad.getBody());
    assertThat(problem.path("fieldPath").asString()).isEqualTo("[1].id");
    assertThat(problem.path("line").asInt()).isEqualTo(2);
    ResponseEntity<String> single = post("/dynamic/orders/list", MediaType.APPLICATION_JSON, "{\"id\":\"1\"}",
        MediaType.APPLICATION_JSON);
    assertThat(single.getStatusCode().value()).isEqualTo(400);
    assertThat(tree(single.getBody()).path("detail").asString()).contains("Expected a JSON array of Order");
  }

  /**
   * A map of them by string keys, or a Mono of one, is a JSON object of that type read by protojson (Jackson cannot
   * see the annotation), in the body's order, as a map of generated messages is; a bad value, a key given twice, a
   * null value and a body that is no object are 400s.
   */
  @Test
  void aMapOfThemIsAJsonObjectOfThatTypeByKey() {
    String orders = "{\"b\":{\"id\":\"1\"},\"a\":{\"id\":\"2\"}}";
    for (String path : List.of("/dynamic/orders/map", "/dynamic/orders/mono-map", "/generated/orders/map")) {
      ResponseEntity<String> response = post(path, MediaType.APPLICATION_JSON, orders, MediaType.TEXT_PLAIN);
      assertThat(response.getStatusCode().value()).as(path).isEqualTo(200);
      assertThat(response.getBody()).as(path)
          .isEqualTo("[b=" + DynamicOrders.ORDER + " 1, a=" + DynamicOrders.ORDER + " 2]");

      ResponseEntity<String> bad = post(path, MediaType.APPLICATION_JSON,
          "{\"a\":{\"id\":\"1\"},\n \"b\":{\"id\":2}}", MediaType.APPLICATION_JSON);
      assertThat(bad.getStatusCode().value()).as(path).isEqualTo(400);
      assertThat(tree(bad.getBody()).path("fieldPath").asString()).as(path).isEqualTo("b.id");
      assertThat(tree(bad.getBody()).path("line").asInt()).as(path).isEqualTo(2);

      ResponseEntity<String> twice = post(path, MediaType.APPLICATION_JSON, "{\"a\":{},\"a\":{}}",
          MediaType.APPLICATION_JSON);
      assertThat(twice.getStatusCode().value()).as(path).isEqualTo(400);
      assertThat(tree(twice.getBody()).path("detail").asString()).as(path).contains("The key \"a\" is given twice");

      ResponseEntity<String> nullValue = post(path, MediaType.APPLICATION_JSON, "{\"a\":null}",
          MediaType.APPLICATION_JSON);
      assertThat(nullValue.getStatusCode().value()).as(path).isEqualTo(400);
      assertThat(tree(nullValue.getBody()).path("fieldPath").asString()).as(path).isEqualTo("a");

      ResponseEntity<String> array = post(path, MediaType.APPLICATION_JSON, "[{\"id\":\"1\"}]",
          MediaType.APPLICATION_JSON);
      assertThat(array.getStatusCode().value()).as(path).isEqualTo(400);
      assertThat(tree(array.getBody()).path("detail").asString()).as(path)
          .contains("Expected a JSON object of Order values");
    }
  }

  /** A Value's null is a value, in a map body as anywhere in proto3 JSON. */
  @Test
  void aNullInAMapOfValuesIsTheirNullValue() {
    ResponseEntity<String> map = post("/values/map", MediaType.APPLICATION_JSON, "{\"s\":\"x\",\"n\":null}",
        MediaType.TEXT_PLAIN);
    assertThat(map.getStatusCode().value()).isEqualTo(200);
    assertThat(map.getBody()).isEqualTo("[s=STRING_VALUE, n=NULL_VALUE]");
  }

  /** The same answer as for the generated class of the same type: its error's path, line, column and message. */
  @Test
  void badJsonIsA400NamingTheFieldPathLineAndColumn() {
    ResponseEntity<String> response = post("/dynamic/orders/echo", MediaType.APPLICATION_JSON,
        DynamicOrders.BAD_ORDER, MediaType.APPLICATION_JSON);

    assertThat(response.getStatusCode().value()).isEqualTo(400);
    JsonNode problem = tree(response.getBody());
    DynamicOrders.assertAnsweredAsForTheGeneratedClass(problem);
  }

  @Test
  void badJsonInAStreamNamesTheElement() {
    ResponseEntity<String> response = post("/dynamic/orders/ids", MediaType.APPLICATION_NDJSON,
        "{\"id\":\"1\"}\n{\"totalCents\":\"many\"}\n", MediaType.APPLICATION_JSON);

    assertThat(response.getStatusCode().value()).isEqualTo(400);
    assertThat(tree(response.getBody()).get("fieldPath").asString()).isEqualTo("[1].totalCents");
    assertThat(tree(response.getBody()).get("line").asInt()).isEqualTo(2);
  }

  /** A body that is a DynamicMessage alone has no type to be read as: a server error, not the client's. */
  @Test
  void aDynamicMessageBodyWithoutProtoTypeIsAServerErrorNamingTheParameter(CapturedOutput output) {
    ResponseEntity<String> response = post("/dynamic/orders", MediaType.APPLICATION_JSON, "{\"id\":\"7\"}",
        MediaType.APPLICATION_JSON);

    assertThat(response.getStatusCode().value()).isEqualTo(500);
    assertThat(output).contains("Cannot read the body of parameter 0 of ")
        .contains("ReactiveDescriptorsController.take(reactor.core.publisher.Mono) as a DynamicMessage")
        .contains("Annotate the parameter with @ProtoType(\"package.Message\")")
        .contains("protojson.descriptor-sets");
  }

  /** @ProtoType does not make request parameters a body: such a message would be empty, so it is refused. */
  @Test
  void aDynamicMessageFromRequestParametersIsStillRefused(CapturedOutput output) {
    ResponseEntity<String> response = raw.get().uri("/dynamic/orders/from-query?id=7")
        .exchangeToMono(answer -> answer.toEntity(String.class)).block(TIMEOUT);

    assertThat(response.getStatusCode().value()).isEqualTo(500);
    assertThat(output).contains("Cannot bind protobuf message com.google.protobuf.DynamicMessage");
  }

  @Test
  void aTypeNameNoDescriptorHasIsAServerError(CapturedOutput output) {
    ResponseEntity<String> response = post("/dynamic/orders/unknown", MediaType.APPLICATION_JSON, "{\"id\":\"7\"}",
        MediaType.APPLICATION_JSON);

    assertThat(response.getStatusCode().value()).isEqualTo(500);
    assertThat(output).contains("as protojson.spring.test.NoSuchOrder, the type its @ProtoType names: no"
        + " descriptor of that name is registered");
  }
}
