package dev.protojson.demo;

import dev.protojson.demo.people.Address;
import dev.protojson.demo.people.People;
import dev.protojson.demo.people.Person;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.springframework.stereotype.Component;

/**
 * A directory of {@link #SIZE} generated people. A person's id is its position in the directory, and person
 * {@code id} is the same on every call and every run, so answers can be compared and cached.
 */
@Component
class PeopleDirectory {

  /** How many people the directory holds: ids run from 0 to {@code SIZE - 1}. */
  static final int SIZE = 50_000;

  private static final long SEED = 0x5EED_CAFE_F00DL;

  private static final String[] FIRST_NAMES = {
    "Ada", "Alan", "Barbara", "Brian", "Claude", "Dennis", "Donald", "Edsger", "Frances", "Grace", "Guido",
    "Hedy", "Ivan", "James", "John", "Ken", "Linus", "Margaret", "Niklaus", "Radia", "Richard", "Shafi", "Sophie",
    "Tim", "Xiaoyun", "Yukihiro", "Zoë", "José", "Łukasz", "Søren"
  };

  private static final String[] LAST_NAMES = {
    "Allen", "Backus", "Bray", "Cerf", "Dijkstra", "Engelbart", "Goldwasser", "Gosling", "Hamilton", "Hopper",
    "Kay", "Knuth", "Lamarr", "Liskov", "Lovelace", "Matsumoto", "Perlman", "Ritchie", "Stallman", "Sutherland",
    "Thompson", "Torvalds", "Turing", "van Rossum", "Wang", "Wilson", "Wirth", "Ñúñez", "Østergaard", "Kowalski"
  };

  private static final String[] STREETS = {
    "Main Street", "High Street", "Station Road", "Church Lane", "Park Avenue", "Mill Road", "Victoria Road",
    "Rue de la Paix", "Königstraße", "Calle Mayor", "Via Roma", "Oak Drive", "Elm Street", "Harbour View",
    "Market Square", "King's Road", "Queen Street", "Bridge Street", "Lake Shore Drive", "Sunset Boulevard"
  };

  private static final String[] MAIL_DOMAINS = {"example.com", "example.org", "example.net"};

  /** Person {@code id}; {@code id} must be between 0 and {@code SIZE - 1}. */
  Person person(int id) {
    if (id < 0 || id >= SIZE) {
      throw new IndexOutOfBoundsException("id " + id + " is outside 0.." + (SIZE - 1));
    }
    // One generator per person, seeded by the id, makes a person independent of which others are asked for.
    SplittableRandom random = new SplittableRandom(SEED + id);
    String first = pick(random, FIRST_NAMES);
    String last = pick(random, LAST_NAMES);
    Person.Builder person = Person.newBuilder().setName(first + " " + last);
    int addresses = 1 + random.nextInt(3);
    for (int i = 0; i < addresses; i++) {
      person.addAddress(Address.newBuilder().setStreet(pick(random, STREETS)).setNumber(1 + random.nextInt(2_000)));
    }
    int mobiles = random.nextInt(3);
    for (int i = 0; i < mobiles; i++) {
      // +44 7700 900xxx is the UK range reserved for fiction: it reaches nobody.
      person.addMobile(String.format(Locale.ROOT, "+44 7700 900%03d", random.nextInt(1_000)));
    }
    String local = (ascii(first) + "." + ascii(last)).toLowerCase(Locale.ROOT);
    person.addEmail(local + "@" + pick(random, MAIL_DOMAINS));
    if (random.nextInt(4) == 0) {
      person.addEmail(local + "+" + id + "@" + pick(random, MAIL_DOMAINS));
    }
    return person.build();
  }

  /** The people with ids 0 to {@code count - 1}. */
  List<Person> first(int count) {
    List<Person> people = new ArrayList<>(count);
    for (int id = 0; id < count; id++) {
      people.add(person(id));
    }
    return people;
  }

  /** The people with ids 0 to {@code count - 1}, as one message. */
  People firstAsMessage(int count) {
    return People.newBuilder().addAllPerson(first(count)).build();
  }

  private static String pick(SplittableRandom random, String[] choices) {
    return choices[random.nextInt(choices.length)];
  }

  /** The name as it can appear in the local part of a mail address. */
  private static String ascii(String name) {
    String plain = Normalizer.normalize(name, Normalizer.Form.NFD);
    StringBuilder out = new StringBuilder(plain.length());
    for (int i = 0; i < plain.length(); i++) {
      char c = plain.charAt(i);
      if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
        out.append(c);
      } else if (c == 'Ł' || c == 'ł') {
        out.append('l');
      } else if (c == 'Ø' || c == 'ø') {
        out.append('o');
      }
    }
    return out.toString();
  }
}
