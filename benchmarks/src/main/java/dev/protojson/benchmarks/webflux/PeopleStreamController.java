package dev.protojson.benchmarks.webflux;

import dev.protojson.benchmarks.data.PeopleData;
import dev.protojson.benchmarks.data.PeopleRecords;
import dev.protojson.demo.people.People;
import dev.protojson.demo.people.Person;
import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * Serves prebuilt documents of 1,000 persons, so a request costs routing and encoding only: one {@code People}
 * message, or a {@code Flux} of its persons (a JSON array or NDJSON by the Accept header), and the same content as
 * plain records.
 */
@RestController
class PeopleStreamController {

  private static final int PERSONS = 1_000;

  private final People people = PeopleData.people(PERSONS);
  private final PeopleRecords.PeopleList peopleRecords = PeopleRecords.of(people);

  @GetMapping("/people")
  Mono<People> people() {
    return Mono.just(people);
  }

  @GetMapping("/persons")
  Flux<Person> persons() {
    return Flux.fromIterable(people.getPersonList());
  }

  @GetMapping("/records/people")
  Mono<PeopleRecords.PeopleList> peopleRecords() {
    return Mono.just(peopleRecords);
  }

  @GetMapping("/records/persons")
  Flux<PeopleRecords.Person> personRecords() {
    List<PeopleRecords.Person> persons = peopleRecords.person();
    return Flux.fromIterable(persons);
  }
}
