package dev.protojson.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.protojson.demo.people.People;
import dev.protojson.demo.people.Person;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PeopleDirectoryTests {

  private final PeopleDirectory directory = new PeopleDirectory();

  @Test
  void aPersonIsTheSameWhicheverWayItIsAskedFor() {
    People people = directory.firstAsMessage(300);

    assertThat(people.getPersonCount()).isEqualTo(300);
    assertThat(people.getPerson(299)).isEqualTo(directory.person(299));
    assertThat(new PeopleDirectory().person(123)).isEqualTo(directory.person(123));
    assertThat(directory.first(300)).isEqualTo(people.getPersonList());
  }

  @Test
  void everyPersonHasANameAnAddressAndAnEmail() {
    for (Person person : directory.first(PeopleDirectory.SIZE)) {
      assertThat(person.getName()).contains(" ");
      assertThat(person.getAddressCount()).isBetween(1, 3);
      assertThat(person.getAddressList()).allSatisfy(a -> assertThat(a.getNumber()).isBetween(1, 2000));
      assertThat(person.getEmailList()).isNotEmpty()
          .allSatisfy(e -> assertThat(e).matches("[a-z]+\\.[a-z]+(\\+\\d+)?@example\\.(com|org|net)"));
      assertThat(person.getMobileList()).allSatisfy(m -> assertThat(m).matches("\\+44 7700 900\\d{3}"));
    }
  }

  @Test
  void peopleDiffer() {
    Set<Person> distinct = new HashSet<>(directory.first(1000));

    assertThat(distinct).hasSizeGreaterThan(990);
  }

  @Test
  void idsOutsideTheDirectoryAreRejected() {
    assertThatThrownBy(() -> directory.person(PeopleDirectory.SIZE)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> directory.person(-1)).isInstanceOf(IndexOutOfBoundsException.class);
  }
}
