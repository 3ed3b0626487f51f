package dev.protojson.demo;

import dev.protojson.demo.people.PeopleSummary;
import dev.protojson.demo.people.Person;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/**
 * Messages inside an application's own types: an introduction of two people is a record holding two Person
 * messages. Boot's Jackson writes and reads the record; the messages in it are proto3 JSON.
 */
@RestController
@RequestMapping("/introductions")
class IntroductionController {

  /** Two people of the directory, and a line that introduces them. */
  record Introduction(Person from, Person to, String note) {}

  private final PeopleDirectory directory;

  IntroductionController(PeopleDirectory directory) {
    this.directory = directory;
  }

  @GetMapping
  Introduction introduce(@RequestParam long from, @RequestParam long to) {
    Person first = person(from);
    Person second = person(to);
    return new Introduction(first, second, first.getName() + ", meet " + second.getName());
  }

  /** Accepts an introduction and answers how many people, addresses, mobiles and emails it holds. */
  @PostMapping
  PeopleSummary receive(@RequestBody Introduction introduction) {
    PeopleSummary.Builder summary = PeopleSummary.newBuilder();
    for (Person person : new Person[] {introduction.from(), introduction.to()}) {
      if (person != null) {
        summary.setPeople(summary.getPeople() + 1)
            .setAddresses(summary.getAddresses() + person.getAddressCount())
            .setMobiles(summary.getMobiles() + person.getMobileCount())
            .setEmails(summary.getEmails() + person.getEmailCount());
      }
    }
    return summary.build();
  }

  private Person person(long id) {
    if (id < 0 || id >= PeopleDirectory.SIZE) {
      throw new ResponseStatusException(HttpStatus.NOT_FOUND,
          "No person with id " + id + "; ids run from 0 to " + (PeopleDirectory.SIZE - 1));
    }
    return directory.person((int) id);
  }
}
