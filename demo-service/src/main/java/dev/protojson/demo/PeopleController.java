package dev.protojson.demo;

import dev.protojson.demo.people.People;
import dev.protojson.demo.people.PeopleSummary;
import dev.protojson.demo.people.Person;
import jakarta.validation.Valid;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/** The People service of Auth0's "Beating JSON performance with Protobuf", answering protobuf messages. */
@RestController
@RequestMapping("/people")
class PeopleController {

  private final PeopleDirectory directory;

  PeopleController(PeopleDirectory directory) {
    this.directory = directory;
  }

  /** The first {@code count} people of the directory. */
  @GetMapping
  People people(@RequestParam(defaultValue = "1000") int count) {
    return directory.firstAsMessage(checkCount(count));
  }

  /** The same people as a JSON array of Person objects instead of one People message. */
  @GetMapping("/list")
  List<Person> peopleList(@RequestParam(defaultValue = "1000") int count) {
    return directory.first(checkCount(count));
  }

  @GetMapping("/{id}")
  Person person(@PathVariable long id) {
    if (id < 0 || id >= PeopleDirectory.SIZE) {
      throw new ResponseStatusException(HttpStatus.NOT_FOUND,
          "No person with id " + id + "; ids run from 0 to " + (PeopleDirectory.SIZE - 1));
    }
    return directory.person((int) id);
  }

  /**
   * Accepts any number of people and answers how many people, addresses, mobiles and emails arrived. The people
   * must keep the rules of people.proto: a body that breaks one is a 400 listing each broken rule.
   */
  @PostMapping
  PeopleSummary add(@Valid @RequestBody People people) {
    int addresses = 0;
    int mobiles = 0;
    int emails = 0;
    for (Person person : people.getPersonList()) {
      addresses += person.getAddressCount();
      mobiles += person.getMobileCount();
      emails += person.getEmailCount();
    }
    return PeopleSummary.newBuilder()
        .setPeople(people.getPersonCount())
        .setAddresses(addresses)
        .setMobiles(mobiles)
        .setEmails(emails)
        .build();
  }

  private static int checkCount(int count) {
    if (count < 0 || count > PeopleDirectory.SIZE) {
      throw new ResponseStatusException(HttpStatus.BAD_REQUEST,
          "count must be between 0 and " + PeopleDirectory.SIZE + ", was " + count);
    }
    return count;
  }
}
