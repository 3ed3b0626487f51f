package dev.protojson.spring;

import static dev.protojson.spring.DynamicOrders.ORDER;

import com.google.protobuf.DynamicMessage;
import dev.protojson.jackson.ProtoType;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * WebFlux handlers that take and return a {@code Mono} and a {@code Flux} of {@code DynamicMessage}s of the type
 * {@code @ProtoType} names, for the OpenAPI document. Outside the packages the test applications scan.
 */
@RestController
public class DynamicOrdersReactiveApi {

  @PostMapping("/reactive/orders/mono")
  @ProtoType(ORDER)
  Mono<DynamicMessage> mono(@RequestBody @ProtoType(ORDER) Mono<DynamicMessage> order) {
    return order;
  }

  @PostMapping("/reactive/orders/flux")
  @ProtoType(ORDER)
  Flux<DynamicMessage> flux(@RequestBody @ProtoType(ORDER) Flux<DynamicMessage> orders) {
    return orders;
  }
}
