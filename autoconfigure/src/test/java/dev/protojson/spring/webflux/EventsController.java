package dev.protojson.spring.webflux;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.spring.test.events.Event;
import dev.protojson.spring.test.events.EventSummary;
import dev.protojson.spring.test.outside.Note;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.http.codec.ServerSentEvent;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

@RestController
class EventsController {

  private final Arrivals arrivals;

  EventsController(Arrivals arrivals) {
    this.arrivals = arrivals;
  }

  @GetMapping("/events/{id}")
  Mono<Event> event(@PathVariable long id) {
    return Mono.just(Events.event(id));
  }

  /** A message from request parameters: refused, since data binding would leave it empty. */
  @GetMapping("/events/query")
  Mono<Event> query(@ModelAttribute Event event) {
    return Mono.just(event);
  }

  @PostMapping(path = "/events/optional", produces = "text/plain")
  Mono<String> optional(@RequestBody(required = false) Event event) {
    return Mono.just(event == null ? "none" : String.valueOf(event.getId()));
  }

  @GetMapping(path = "/levels/{level}", produces = "text/plain")
  Mono<String> level(@PathVariable Event.Level level, @RequestParam Event.Level also) {
    return Mono.just(level.name() + " " + also.name());
  }

  /** Declared as any message: written by the value's own class. */
  @GetMapping("/messages/{id}")
  Mono<Message> message(@PathVariable long id) {
    return Mono.just(Events.event(id));
  }

  @GetMapping("/messages")
  Flux<Message> messages(@RequestParam(defaultValue = "3") int count) {
    return Flux.range(0, count).map(id -> Events.event(id));
  }

  @GetMapping("/events")
  Flux<Event> events(@RequestParam(defaultValue = "3") int count, @RequestParam(defaultValue = "0") long delayMs) {
    Flux<Long> ids = delayMs > 0 ? Flux.interval(Duration.ofMillis(delayMs)).take(count) : Flux.range(0, count)
        .map(Integer::longValue);
    return ids.map(Events::event);
  }

  @GetMapping("/events/sse")
  Flux<ServerSentEvent<Event>> serverSentEvents(@RequestParam(defaultValue = "3") int count) {
    return Flux.range(0, count).map(id -> ServerSentEvent.builder(Events.event(id)).id("e" + id).event("reading")
        .build());
  }

  private static final MessageMarshaller JSON = MessageMarshaller.builder().build();

  /** Events as a server that sends keep-alives writes them: a ping without data between two readings. */
  @GetMapping("/events/sse/with-pings")
  ResponseEntity<byte[]> serverSentEventsWithPings() {
    String body = "id:e0\nevent:reading\ndata:" + JSON.writeValueAsString(Events.event(0)) + "\n\n"
        + "event:ping\ndata:\n\n"
        + ":comment only\n\n"
        + "id:e1\nevent:reading\ndata:" + JSON.writeValueAsString(Events.event(1)) + "\n\n";
    return ResponseEntity.ok().contentType(MediaType.TEXT_EVENT_STREAM)
        .body(body.getBytes(StandardCharsets.UTF_8));
  }

  /** Not a message: Boot's Jackson codecs write it, with the protojson module for the message inside. */
  record Held(Event event, String note) {}

  @GetMapping("/events/held/{id}")
  Mono<Held> held(@PathVariable long id) {
    return Mono.just(new Held(Events.event(id), "note " + id));
  }

  @GetMapping("/events/list")
  Mono<List<Event>> list(@RequestParam(defaultValue = "3") int count) {
    return Flux.range(0, count).map(Events::event).collectList();
  }

  @PostMapping("/events/held")
  Mono<Held> echoHeld(@RequestBody Mono<Held> held) {
    return held;
  }

  @PostMapping("/events/held/stream")
  Flux<Held> echoHeldStream(@RequestBody Flux<Held> held) {
    return held;
  }

  @PostMapping("/events")
  Mono<Event> echo(@RequestBody Mono<Event> event) {
    return event;
  }

  @PostMapping("/events/stream")
  Flux<Event> echoStream(@RequestBody Flux<Event> events) {
    return events;
  }

  @PostMapping("/events/summary")
  Mono<EventSummary> summary(@RequestBody Flux<Event> events) {
    return events.doOnNext(event -> arrivals.times.add(System.nanoTime()))
        .reduce(EventSummary.getDefaultInstance(), (summary, event) -> summary.toBuilder()
            .setCount(summary.getCount() + 1)
            .setLastId(event.getId())
            .setErrors(summary.getErrors() + (event.getLevel() == Event.Level.ERROR ? 1 : 0))
            .build());
  }

  /** Reads only the first three elements of the body, cancelling the rest. */
  @PostMapping("/events/first-three")
  Mono<EventSummary> firstThree(@RequestBody Flux<Event> events) {
    return events.take(3).count().map(count -> EventSummary.newBuilder().setCount(count.intValue()).build());
  }

  /** Text that a client reads as a stream of events, the third of which is not valid proto3 JSON. */
  @GetMapping(path = "/raw/events", produces = "application/x-ndjson")
  Mono<String> rawEvents() {
    return Mono.just("{\"id\":\"1\"}\n{\"id\":\"2\"}\n{\"id\":\"3\",\"level\":7.5}\n{\"id\":\"4\"}\n");
  }

  @GetMapping("/events/unwritable")
  Mono<Event> unwritable() {
    return Mono.just(Events.unwritable(1));
  }

  @GetMapping("/events/unwritable-stream")
  Flux<Event> unwritableStream(@RequestParam(defaultValue = "false") boolean first) {
    return first ? Flux.just(Events.unwritable(0), Events.event(1))
        : Flux.just(Events.event(0), Events.event(1), Events.unwritable(2), Events.event(3));
  }

  @GetMapping("/notes/{text}")
  Mono<Note> note(@PathVariable String text) {
    return Mono.just(Note.newBuilder().setText(text).build());
  }

  @PostMapping("/notes")
  Mono<Note> postNote(@RequestBody Mono<Note> note) {
    return note;
  }

  /** Not a message: Jackson's codecs keep plain objects. */
  record Reading(String sensor, List<Integer> values) {}

  @GetMapping("/readings")
  Flux<Reading> readings() {
    return Flux.just(new Reading("a", List.of(1, 2)), new Reading("b", List.of()));
  }

  @PostMapping("/readings")
  Mono<Reading> postReading(@RequestBody Mono<Reading> reading) {
    return reading;
  }
}
