package dev.protojson.benchmarks.jmh;

import dev.protojson.benchmarks.data.PeopleData;
import dev.protojson.benchmarks.data.PeopleRecords;
import dev.protojson.benchmarks.streaming.PeopleStreaming;
import dev.protojson.benchmarks.streaming.StreamingCodec;
import dev.protojson.demo.people.People;

/** (c) Auth0's People with 1,000 persons. */
public class PeopleBenchmark extends RecordsBenchmark<People, PeopleRecords.PeopleList> {

  @Override
  protected People createMessage() {
    return PeopleData.people(1_000);
  }

  @Override
  protected Class<People> messageType() {
    return People.class;
  }

  @Override
  protected PeopleRecords.PeopleList toRecords(People message) {
    return PeopleRecords.of(message);
  }

  @Override
  protected Class<PeopleRecords.PeopleList> recordsType() {
    return PeopleRecords.PeopleList.class;
  }

  @Override
  protected StreamingCodec<People> createStreaming() {
    return new PeopleStreaming();
  }
}
