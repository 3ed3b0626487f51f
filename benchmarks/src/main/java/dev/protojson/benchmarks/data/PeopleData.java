package dev.protojson.benchmarks.data;

import dev.protojson.demo.people.Address;
import dev.protojson.demo.people.People;
import dev.protojson.demo.people.Person;
import java.util.SplittableRandom;

/**
 * Auth0's People model: persons with a name, addresses, mobile numbers and e-mail addresses. Generated from a
 * fixed seed per size, so every run measures the same document.
 */
public final class PeopleData {

  private static final String[] FIRST = {"Ana", "Bruno", "Chloé", "Dmitri", "Eve", "Farid", "Grace", "Hiro"};
  private static final String[] LAST = {"Silva", "Müller", "O'Neil", "Nakamura", "Kowalski", "Haddad", "Lee"};
  private static final String[] STREETS = {"Main Street", "Rua Augusta", "Königsallee", "Baker Street", "Elm Road"};

  private PeopleData() {}

  public static People people(int persons) {
    SplittableRandom random = new SplittableRandom(persons);
    People.Builder people = People.newBuilder();
    for (int i = 0; i < persons; i++) {
      people.addPerson(person(random, i));
    }
    return people.build();
  }

  /** One request-sized person. */
  public static Person person() {
    return person(new SplittableRandom(1L), 1);
  }

  private static Person person(SplittableRandom random, int index) {
    String first = FIRST[random.nextInt(FIRST.length)];
    String last = LAST[random.nextInt(LAST.length)];
    Person.Builder person = Person.newBuilder().setName(first + " " + last + " " + index);
    int addresses = 1 + random.nextInt(2);
    for (int a = 0; a < addresses; a++) {
      person.addAddress(Address.newBuilder()
          .setStreet(STREETS[random.nextInt(STREETS.length)])
          .setNumber(1 + random.nextInt(2_000)));
    }
    int mobiles = 1 + random.nextInt(2);
    for (int m = 0; m < mobiles; m++) {
      person.addMobile("+1 555 " + (1_000_000 + random.nextInt(9_000_000)));
    }
    person.addEmail(first.toLowerCase() + "." + index + "@example.com");
    if (random.nextBoolean()) {
      person.addEmail(last.toLowerCase().replace('\'', '-') + index + "@mail.example.org");
    }
    return person.build();
  }
}
