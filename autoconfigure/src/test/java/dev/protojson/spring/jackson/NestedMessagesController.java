package dev.protojson.spring.jackson;

import dev.protojson.spring.jackson.OrderViews.Batch;
import dev.protojson.spring.jackson.OrderViews.OrderView;
import dev.protojson.spring.jackson.OrderViews.PageOf;
import dev.protojson.spring.test.shop.ShopProto.Order;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestClient;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;
import tools.jackson.databind.json.JsonMapper;

/** Returns and takes messages inside records, lists, maps and wrappers, with no JSON code at all. */
@RestController
class NestedMessagesController {

  private static final String BROKEN = "{\"order\":{\"items\":[{\"quantity\":\"lots\"}]}}";

  private final JsonMapper jsonMapper;
  private final RestClient.Builder restClientBuilder;

  NestedMessagesController(JsonMapper jsonMapper, RestClient.Builder restClientBuilder) {
    this.jsonMapper = jsonMapper;
    this.restClientBuilder = restClientBuilder;
  }

  @GetMapping(path = "/broken", produces = MediaType.APPLICATION_JSON_VALUE)
  String broken() {
    return BROKEN;
  }

  /** Reads another service's answer, broken inside a message: the server's problem, not the client's. */
  @GetMapping("/relayed")
  OrderView relayed(HttpServletRequest request) {
    return downstream(request).get().uri("/broken").retrieve().body(OrderView.class);
  }

  /** Another service's order, with a field this service does not know yet. */
  @GetMapping(path = "/downstream/order", produces = MediaType.APPLICATION_JSON_VALUE)
  String downstreamOrder() {
    return "{\"id\":\"1\",\"discount\":5}";
  }

  @GetMapping(path = "/downstream/orders", produces = MediaType.APPLICATION_JSON_VALUE)
  String downstreamOrders() {
    return "[{\"id\":\"1\"},{\"id\":\"2\",\"discount\":5}]";
  }

  /** Reads another service's answer as a whole message, which protojson's converter reads. */
  @GetMapping("/relayed/order")
  Order relayedOrder(HttpServletRequest request) {
    return downstream(request).get().uri("/downstream/order").retrieve().body(Order.class);
  }

  @GetMapping("/relayed/orders")
  List<Order> relayedOrders(HttpServletRequest request) {
    return downstream(request).get().uri("/downstream/orders").retrieve()
        .body(new ParameterizedTypeReference<List<Order>>() {});
  }

  private RestClient downstream(HttpServletRequest request) {
    return restClientBuilder.baseUrl("http://localhost:" + request.getLocalPort()).build();
  }

  /** Reads JSON the application holds itself, broken inside a message: the server's problem, not the client's. */
  @GetMapping("/stored")
  OrderView stored() {
    return jsonMapper.readValue(BROKEN, OrderView.class);
  }

  @GetMapping("/views/{id}")
  OrderView view(@PathVariable String id) {
    return OrderViews.view(id);
  }

  @GetMapping("/views")
  List<OrderView> views() {
    return List.of(OrderViews.view("1"), OrderViews.view("2"));
  }

  @GetMapping("/orders-by-id")
  Map<String, Order> ordersById() {
    Map<String, Order> orders = new LinkedHashMap<>();
    orders.put("1", OrderViews.order("1"));
    orders.put("2", OrderViews.order("2"));
    return orders;
  }

  @GetMapping("/page")
  PageOf<Order> page() {
    return new PageOf<>(List.of(OrderViews.order("1"), OrderViews.order("2")), 42);
  }

  @GetMapping("/anything")
  ResponseEntity<Object> anything() {
    return ResponseEntity.ok(OrderViews.view("9"));
  }

  @GetMapping("/events")
  SseEmitter events() throws IOException {
    SseEmitter emitter = new SseEmitter();
    emitter.send(SseEmitter.event().name("view").data(OrderViews.view("1"), MediaType.APPLICATION_JSON));
    emitter.send(SseEmitter.event().name("order").data(OrderViews.order("2"), MediaType.APPLICATION_JSON));
    emitter.complete();
    return emitter;
  }

  /** Echoes the view with the order shipped, so that the test sees what the server read. */
  @PostMapping("/views")
  OrderView ship(@RequestBody OrderView view) {
    Order order = view.order() == null ? null : view.order().toBuilder().setStatus(Order.Status.SHIPPED).build();
    return new OrderView(order, view.order() == null ? "no order" : "shipped", view.seenAt());
  }

  @PostMapping("/batches")
  Batch shipAll(@RequestBody Batch batch) {
    return new Batch(batch.orders().stream().map(this::ship).toList(), batch.customer());
  }

  /** A record holding a protobuf enum outside any message. */
  record StatusChange(String orderId, Order.Status status) {}

  /** Orders by status: protobuf enums as map keys. */
  record ByStatus(Map<Order.Status, Order> orders) {}

  @PostMapping("/by-status")
  ByStatus byStatus(@RequestBody ByStatus byStatus) {
    return byStatus;
  }

  @PostMapping("/status-changes")
  StatusChange change(@RequestBody StatusChange change) {
    return change;
  }
}
