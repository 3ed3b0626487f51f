package dev.protojson.spring;

import static dev.protojson.spring.DynamicOrders.ORDER;

import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import dev.protojson.jackson.ProtoType;
import dev.protojson.spring.DynamicOrders.Audit;
import dev.protojson.spring.test.shop.ShopProto;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.http.RequestEntity;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * Orders taken as the generated class and as {@code DynamicMessage}s of the type {@code @ProtoType} names, side by
 * side, for the OpenAPI document to describe alike. Outside the packages the test applications scan: an application
 * imports it. {@code @ProtoType} on a handler names the type of the {@code DynamicMessage}s it returns.
 */
@RestController
public class DynamicOrdersApi {

  /** Orders inside an application's record: a list, a {@code Message}, an optional one, one springdoc describes. */
  public record Shipment(String carrier, @ProtoType(ORDER) List<DynamicMessage> orders,
      @ProtoType(ORDER) Message first, @ProtoType(ORDER) Optional<DynamicMessage> next,
      @Schema(description = "The order it replaces.") @ProtoType(ORDER) DynamicMessage replaced) {
  }

  @PostMapping("/orders/generated")
  ShopProto.Order generated(@RequestBody ShopProto.Order order) {
    return order;
  }

  @PostMapping("/orders/generated/list")
  List<ShopProto.Order> generatedList(@RequestBody List<ShopProto.Order> orders) {
    return orders;
  }

  @PostMapping("/orders/dynamic")
  @ProtoType(ORDER)
  DynamicMessage dynamic(@RequestBody @ProtoType(ORDER) DynamicMessage order) {
    return order;
  }

  @PostMapping("/orders/dynamic/list")
  @ProtoType(ORDER)
  List<DynamicMessage> dynamicList(@RequestBody @ProtoType(ORDER) List<DynamicMessage> orders) {
    return orders;
  }

  @PostMapping("/orders/generated/map")
  Map<String, ShopProto.Order> generatedMap(@RequestBody Map<String, ShopProto.Order> orders) {
    return orders;
  }

  @PostMapping("/orders/dynamic/map")
  @ProtoType(ORDER)
  Map<String, DynamicMessage> dynamicMap(@RequestBody @ProtoType(ORDER) Map<String, DynamicMessage> orders) {
    return orders;
  }

  @PostMapping("/orders/dynamic/array")
  DynamicMessage[] dynamicArray(@RequestBody @ProtoType(ORDER) DynamicMessage[] orders) {
    return orders;
  }

  @PostMapping("/orders/dynamic/entity")
  @ProtoType(ORDER)
  ResponseEntity<DynamicMessage> dynamicEntity(@RequestBody @ProtoType(ORDER) DynamicMessage order) {
    return ResponseEntity.ok(order);
  }

  /** A body taken with its request's headers. */
  @PostMapping("/orders/dynamic/request-entity")
  @ProtoType(ORDER)
  DynamicMessage dynamicRequestEntity(
      @io.swagger.v3.oas.annotations.parameters.RequestBody @ProtoType(ORDER) RequestEntity<DynamicMessage> request) {
    return request.getBody();
  }

  /** The application's own description of the response stays. */
  @PostMapping("/orders/dynamic/described")
  @ProtoType(ORDER)
  @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(type = "string")))
  DynamicMessage dynamicDescribed(@RequestBody @ProtoType(ORDER) DynamicMessage order) {
    return order;
  }

  @PostMapping("/orders/untyped")
  String untyped(@RequestBody DynamicMessage order) {
    return order.toString();
  }

  @PostMapping("/orders/unregistered")
  String unregistered(@RequestBody @ProtoType("protojson.spring.test.NoSuchOrder") DynamicMessage order) {
    return order.toString();
  }

  @PostMapping("/audits")
  Audit audit(@RequestBody Audit audit) {
    return audit.answered();
  }

  @PostMapping("/shipments")
  int shipment(@RequestBody Shipment shipment) {
    return shipment.orders().size();
  }
}
