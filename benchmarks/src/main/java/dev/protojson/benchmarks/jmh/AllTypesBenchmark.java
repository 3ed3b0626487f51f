package dev.protojson.benchmarks.jmh;

import dev.protojson.benchmarks.data.AllTypesData;
import dev.protojson.test.proto3.AllTypes;

/** (a) The all-types proto3 message with every field set. */
public class AllTypesBenchmark extends MessageBenchmark<AllTypes> {

  @Override
  protected AllTypes createMessage() {
    return AllTypesData.fullyPopulated();
  }

  @Override
  protected Class<AllTypes> messageType() {
    return AllTypes.class;
  }
}
