package dev.protojson.benchmarks.ceiling;

import com.google.protobuf.Message;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Reading People and one Person with {@link PeopleByteLoopReader}: a hand-written reader on a tokenizer that owns
 * its loops, building the messages with protobuf's builders, to compare with protojson and with the hand-written
 * reader on Jackson's parser ({@code PeopleBenchmark} and {@code PersonBenchmark}, {@code read...}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 2)
public class PeopleReaderCeilingBenchmark {

  @Param({"People", "one Person"})
  String workload;

  byte[] json;

  @Setup
  public void setup() {
    json = TokenizerCeilingBenchmark.document(workload);
  }

  @Benchmark
  public Message byteLoopReader() {
    return workload.equals("People") ? PeopleByteLoopReader.readPeople(json) : PeopleByteLoopReader.readPerson(json);
  }
}
