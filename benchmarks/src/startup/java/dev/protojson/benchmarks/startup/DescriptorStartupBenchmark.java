package dev.protojson.benchmarks.startup;

import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import dev.protojson.MessageMarshaller;
import dev.protojson.benchmarks.startup.proto.Type000;
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
 * What registering descriptors costs an application at start-up: building a marshaller from the serialized
 * descriptor set of {@code bench/startup.proto}'s 200 message types, as {@code protojson.descriptor-sets} does,
 * in a fresh JVM. Run it with {@code -Dprotojson.dynamic-code=false} too: the difference is what generating the
 * writer classes per descriptor costs, which is what generating them at build time could save.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 5, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@State(Scope.Benchmark)
public class DescriptorStartupBenchmark {

  private byte[] descriptorSet;

  @Setup
  public void setup() {
    // Its one import, timestamp.proto, is protobuf-java's own, which a set may leave out.
    descriptorSet = FileDescriptorSet.newBuilder().addFile(Type000.getDescriptor().getFile().toProto()).build()
        .toByteArray();
  }

  @Benchmark
  public MessageMarshaller build200Descriptors() {
    return MessageMarshaller.builder().registerFileDescriptorSet(descriptorSet).build();
  }
}
