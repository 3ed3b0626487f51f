package dev.protojson.spring.slices;

import dev.protojson.spring.slices.SliceSamples.Held;
import dev.protojson.spring.test.events.Event;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;

/** The controller of the slice tests, in the shapes both Spring MVC and WebFlux take. */
@RestController
class SliceEventsController {

  @GetMapping("/slice/events/{id}")
  Mono<Event> event(@PathVariable long id) {
    return Mono.just(SliceSamples.event(id));
  }

  @GetMapping("/slice/held/{id}")
  Mono<Held> held(@PathVariable long id) {
    return Mono.just(new Held(SliceSamples.event(id), "note " + id));
  }

  @PostMapping("/slice/events")
  Event echo(@RequestBody Event event) {
    return event;
  }
}
