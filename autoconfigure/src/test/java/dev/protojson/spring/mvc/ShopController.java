package dev.protojson.spring.mvc;

import dev.protojson.spring.test.legacy.Ticket;
import dev.protojson.spring.test.outside.Note;
import dev.protojson.spring.test.shop.ShopProto.Order;
import dev.protojson.spring.test.wkt.Everything;
import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/** Takes and returns protobuf messages the way an application's controller does: no JSON code at all. */
@RestController
public class ShopController {

  @GetMapping("/orders/{id}")
  public Order order(@PathVariable String id) {
    return Samples.order(id);
  }

  @GetMapping("/orders")
  public List<Order> orders() {
    return List.of(Samples.order("1"), Samples.order("2"));
  }

  @PostMapping("/orders")
  public Order ship(@RequestBody Order order) {
    return order.toBuilder().setStatus(Order.Status.SHIPPED).build();
  }

  @PostMapping(path = "/orders/optional", produces = "text/plain")
  public String optional(@RequestBody(required = false) Order order) {
    return order == null ? "none" : order.getId();
  }

  @PostMapping("/orders/batch")
  public List<Order> shipAll(@RequestBody List<Order> orders) {
    return orders.stream().map(this::ship).toList();
  }

  /** An item alone: a message without maps, bytes or other well-known types, which the byte-level reader reads. */
  @PostMapping("/items")
  public Order.Item item(@RequestBody Order.Item item) {
    return item.toBuilder().setQuantity(item.getQuantity() + 1).build();
  }

  @GetMapping("/everything")
  public Everything everything() {
    return Samples.everything();
  }

  @PostMapping("/everything")
  public Everything echo(@RequestBody Everything everything) {
    return everything;
  }

  @GetMapping("/notes/{text}")
  public Note note(@PathVariable String text) {
    return Note.newBuilder().setText(text).build();
  }

  @PostMapping("/notes")
  public Note echo(@RequestBody Note note) {
    return note;
  }

  @PostMapping("/tickets")
  public Ticket echo(@RequestBody Ticket ticket) {
    return ticket;
  }
}
