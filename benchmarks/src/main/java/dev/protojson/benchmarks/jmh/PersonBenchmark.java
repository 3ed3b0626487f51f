package dev.protojson.benchmarks.jmh;

import dev.protojson.benchmarks.data.PeopleData;
import dev.protojson.benchmarks.data.PeopleRecords;
import dev.protojson.benchmarks.streaming.PersonStreaming;
import dev.protojson.benchmarks.streaming.StreamingCodec;
import dev.protojson.demo.people.Person;

/** (d) One request-sized Person. */
public class PersonBenchmark extends RecordsBenchmark<Person, PeopleRecords.Person> {

  @Override
  protected Person createMessage() {
    return PeopleData.person();
  }

  @Override
  protected Class<Person> messageType() {
    return Person.class;
  }

  @Override
  protected PeopleRecords.Person toRecords(Person message) {
    return PeopleRecords.of(message);
  }

  @Override
  protected Class<PeopleRecords.Person> recordsType() {
    return PeopleRecords.Person.class;
  }

  @Override
  protected StreamingCodec<Person> createStreaming() {
    return new PersonStreaming();
  }
}
