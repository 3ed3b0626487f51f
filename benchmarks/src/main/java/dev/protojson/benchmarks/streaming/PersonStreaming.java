package dev.protojson.benchmarks.streaming;

import dev.protojson.demo.people.Person;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;

/** Hand-written proto3 JSON for one {@link Person}, sharing {@link PeopleStreaming}'s code. */
public final class PersonStreaming extends StreamingCodec<Person> {

  @Override
  protected void writeValue(JsonGenerator g, Person person, char[] scratch) {
    PeopleStreaming.writePerson(g, person);
  }

  @Override
  protected Person readValue(JsonParser p) {
    Person.Builder b = Person.newBuilder();
    PeopleStreaming.readPerson(p, b);
    return b.build();
  }
}
