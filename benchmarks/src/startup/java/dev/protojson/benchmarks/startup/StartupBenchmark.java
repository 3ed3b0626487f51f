package dev.protojson.benchmarks.startup;

import dev.protojson.MessageMarshaller;
import dev.protojson.benchmarks.startup.proto.Type000;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What code generation costs an application at start-up: building a marshaller for 200 message types (the
 * generated {@code bench/startup.proto}; registering {@code Type000} reaches all of them). Measured one build at a
 * time: the first build in a fresh JVM is what an application pays, later ones show the steady cost.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 5, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 0)
@Measurement(iterations = 1)
public class StartupBenchmark {

  @Benchmark
  public MessageMarshaller build200Types() {
    return MessageMarshaller.builder().register(Type000.getDefaultInstance()).build();
  }
}
