package dev.protojson.benchmarks.data;

import dev.protojson.demo.people.People;
import java.util.List;

/** Auth0's People model as the plain Java records a Spring team would write without protobuf. */
public final class PeopleRecords {

  private PeopleRecords() {}

  public record PeopleList(List<Person> person) {
    public PeopleList {
      person = person == null ? List.of() : person;
    }
  }

  public record Person(String name, List<Address> address, List<String> mobile, List<String> email) {
    public Person {
      address = address == null ? List.of() : address;
      mobile = mobile == null ? List.of() : mobile;
      email = email == null ? List.of() : email;
    }
  }

  public record Address(String street, int number) {}

  public static PeopleList of(People people) {
    return new PeopleList(people.getPersonList().stream().map(PeopleRecords::of).toList());
  }

  public static Person of(dev.protojson.demo.people.Person p) {
    return new Person(
        p.getName(),
        p.getAddressList().stream().map(a -> new Address(a.getStreet(), a.getNumber())).toList(),
        List.copyOf(p.getMobileList()),
        List.copyOf(p.getEmailList()));
  }
}
