package dev.protojson.benchmarks.startup;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@link StartupBenchmark} for 1,000 message types: the first build in a fresh JVM of a marshaller for the types of
 * {@code src/startup-1000/proto}, which only a build with the Maven profiles {@code startup} and {@code startup-1000} compiles.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 5, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@State(Scope.Benchmark)
public class Startup1000Benchmark {

  static final String ROOT = "dev.protojson.benchmarks.startup1000.proto.Type0000";

  private Message root;

  @Setup
  public void loadRoot() throws ReflectiveOperationException {
    try {
      root = StartupFootprint.defaultInstance(ROOT);
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException("The 1,000 start-up types are compiled only with -Pstartup,startup-1000", e);
    }
  }

  @Benchmark
  public MessageMarshaller build1000Types() {
    return MessageMarshaller.builder().register(root).build();
  }
}
