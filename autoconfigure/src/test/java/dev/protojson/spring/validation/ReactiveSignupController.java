package dev.protojson.spring.validation;

import dev.protojson.spring.test.validation.Address;
import dev.protojson.spring.test.validation.Signup;
import jakarta.validation.Valid;
import java.util.List;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/** The bodies only WebFlux has, beside {@link SignupController}'s: a body that reaches it was let through. */
@RestController
class ReactiveSignupController {

  @PostMapping("/signups/mono")
  Mono<Signup> mono(@Valid @RequestBody Mono<Signup> signup) {
    return signup;
  }

  /** Answers once the whole stream has arrived, so that a bad element is answered with a 400. */
  @PostMapping("/addresses/flux")
  Mono<List<Address>> addressFlux(@Valid @RequestBody Flux<Address> addresses) {
    return addresses.collectList();
  }

  @PostMapping("/addresses/flux/unannotated")
  Mono<List<Address>> unannotatedAddressFlux(@RequestBody Flux<Address> addresses) {
    return addresses.collectList();
  }
}
