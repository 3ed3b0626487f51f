package dev.protojson.spring.validation;

import dev.protojson.spring.test.validation.Address;
import dev.protojson.spring.validation.Orders.Order;
import dev.protojson.spring.validation.Orders.Parcel;
import dev.protojson.spring.test.validation.Signup;
import jakarta.validation.Valid;
import java.util.List;
import java.util.Set;
import org.springframework.validation.annotation.Validated;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/** Echoes what it is sent: a body that reaches it was let through. */
@RestController
class SignupController {

  @PostMapping("/signups")
  Signup valid(@Valid @RequestBody Signup signup) {
    return signup;
  }

  @PostMapping("/signups/validated")
  Signup validated(@Validated @RequestBody Signup signup) {
    return signup;
  }

  @PostMapping("/signups/unannotated")
  Signup unannotated(@RequestBody Signup signup) {
    return signup;
  }

  @PostMapping("/addresses")
  List<Address> addresses(@Valid @RequestBody List<Address> addresses) {
    return addresses;
  }

  /** {@code @Valid} on the elements' type, as Spring's method validation takes it too. */
  @PostMapping("/addresses/elements")
  List<Address> addressElements(@RequestBody List<@Valid Address> addresses) {
    return addresses;
  }

  @PostMapping("/addresses/array")
  Address[] addressArray(@Valid @RequestBody Address[] addresses) {
    return addresses;
  }

  @PostMapping("/addresses/set")
  Set<Address> addressSet(@Valid @RequestBody Set<Address> addresses) {
    return addresses;
  }

  @PostMapping("/parcels")
  Parcel parcel(@Valid @RequestBody Parcel parcel) {
    return parcel;
  }

  @PostMapping("/orders")
  Order order(@Valid @RequestBody Order order) {
    return order;
  }

  @PostMapping("/orders/unannotated")
  Order unannotatedOrder(@RequestBody Order order) {
    return order;
  }
}
