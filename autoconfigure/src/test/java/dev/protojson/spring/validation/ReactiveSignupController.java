package dev.protojson.spring.validation;

import dev.protojson.spring.test.validation.Signup;
import jakarta.validation.Valid;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;

/** Echoes what it is sent, on WebFlux: a body that reaches it was let through. */
@RestController
class ReactiveSignupController {

  @PostMapping("/signups")
  Signup valid(@Valid @RequestBody Signup signup) {
    return signup;
  }

  @PostMapping("/signups/mono")
  Mono<Signup> mono(@Valid @RequestBody Mono<Signup> signup) {
    return signup;
  }

  @PostMapping("/signups/unannotated")
  Signup unannotated(@RequestBody Signup signup) {
    return signup;
  }
}
