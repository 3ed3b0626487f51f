package dev.protojson.benchmarks.dynamic;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.benchmarks.data.GithubData;
import dev.protojson.benchmarks.data.PeopleData;
import dev.protojson.internal.Options;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.codegen.DynamicCode;
import dev.protojson.internal.registry.Registry;
import dev.protojson.internal.write.JsonOutput;
import java.util.Arrays;
import java.util.List;
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
 * Writing {@code DynamicMessage}s: protojson's interpreter over a per-descriptor plan against the writers it
 * generates per descriptor (what a registration gets where classes can be defined), on the workloads of
 * {@link DynamicMessageBenchmark}. All are called where {@code MessageMarshaller.writeValueAsBytes} calls the
 * registered writer: {@code JsonOutput.writeToBytes}. For comparison, protojson's generated-class path writes the
 * generated messages of the same documents.
 *
 * <p>Every fork checks first that each writes the generated-class path's output byte for byte.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class PerDescriptorWriterBenchmark {

  @Param({"github", "people"})
  public String workload;

  Message generated;
  MessageMarshaller generatedPath;
  DynamicMessage dynamic;
  JsonOutput output;
  TypeWriter interpreter;
  TypeWriter generator;
  byte[] expected;

  @Setup
  public void setup() {
    generated = switch (workload) {
      case "github" -> GithubData.response(30);
      case "people" -> PeopleData.people(1_000);
      default -> throw new IllegalArgumentException("No workload " + workload);
    };
    Descriptor descriptor = generated.getDescriptorForType();
    try {
      dynamic = DynamicMessage.parseFrom(descriptor, generated.toByteString());
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException(e);
    }
    Options options = Options.defaults();
    Registry registry = new Registry(options);
    registry.registerDynamic(List.of(descriptor));
    output = new JsonOutput(options);
    generator = registry.dynamic(descriptor).writer();
    interpreter = PerDescriptorCode.writer(registry, descriptor, DynamicCode.INTERPRETER);
    generatedPath = MessageMarshaller.builder().register(generated).build();
    expected = writeGeneratedClass();
    check();
  }

  /** Fails the fork before anything is measured if either writes other bytes than the generated-class path. */
  void check() {
    if (!Arrays.equals(expected, writeInterpreter())) {
      throw new IllegalStateException("The interpreter's output differs from the generated-class path's");
    }
    if (!Arrays.equals(expected, writeGenerator())) {
      throw new IllegalStateException("The generated per-descriptor writers' output differs from the generated-class "
          + "path's");
    }
  }

  @Benchmark
  public byte[] writeInterpreter() {
    return output.writeToBytes(interpreter, dynamic);
  }

  @Benchmark
  public byte[] writeGenerator() {
    return output.writeToBytes(generator, dynamic);
  }

  @Benchmark
  public byte[] writeGeneratedClass() {
    return generatedPath.writeValueAsBytes(generated);
  }
}
