package dev.protojson.benchmarks.dynamic;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.MessageMarshaller;
import dev.protojson.benchmarks.data.AllTypesData;
import dev.protojson.benchmarks.data.GithubData;
import dev.protojson.benchmarks.data.PeopleData;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
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
 * The workloads of the other benchmarks as {@code DynamicMessage}s of the generated classes' descriptors, written to
 * and read from UTF-8 bytes: by protojson with the descriptors registered, by {@code JsonFormat} on the same
 * {@code DynamicMessage}s ({@code printer()} and {@code parser().merge} into {@code DynamicMessage.newBuilder}), and,
 * for comparison, by protojson's generated-class path on the generated messages of the same documents, and in
 * protobuf's binary form.
 *
 * <p>Every fork sets up all three and runs each method once before measuring, as {@code MessageBenchmark} does, and
 * checks the results first: protojson's dynamic output must be the generated path's byte for byte, and every read
 * must give back the message it was written from.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class DynamicMessageBenchmark {

  @Param({"allTypes", "github", "people"})
  public String workload;

  Message generated;
  DynamicMessage dynamic;
  Descriptor descriptor;
  byte[] json;
  byte[] binary;
  MessageMarshaller protojsonDynamic;
  MessageMarshaller protojsonGenerated;
  JsonFormat.Printer printer;
  JsonFormat.Parser parser;

  @Setup
  public void setup() {
    generated = switch (workload) {
      case "allTypes" -> AllTypesData.fullyPopulated();
      case "github" -> GithubData.response(30);
      case "people" -> PeopleData.people(1_000);
      default -> throw new IllegalArgumentException("No workload " + workload);
    };
    descriptor = generated.getDescriptorForType();
    try {
      dynamic = DynamicMessage.parseFrom(descriptor, generated.toByteString());
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException(e);
    }
    protojsonDynamic = MessageMarshaller.builder().register(DynamicMessage.getDefaultInstance(descriptor)).build();
    protojsonGenerated = MessageMarshaller.builder().register(generated).build();
    JsonFormat.TypeRegistry types = JsonFormat.TypeRegistry.newBuilder()
        .add(descriptor.getFile().getMessageTypes())
        .build();
    printer = JsonFormat.printer().usingTypeRegistry(types).omittingInsignificantWhitespace();
    parser = JsonFormat.parser().usingTypeRegistry(types);
    json = writeJsonFormat();
    binary = writeBinary();
    check();
  }

  /** Fails the fork before anything is measured if an implementation's result is wrong. */
  void check() {
    byte[] fromGenerated = writeProtojsonGenerated();
    expect(Arrays.equals(fromGenerated, writeProtojson()), "protojson's dynamic output differs from the generated path's");
    expect(dynamic.equals(parse(new String(writeProtojson(), StandardCharsets.UTF_8))),
        "protojson's dynamic output does not read back with JsonFormat");
    expect(dynamic.equals(readProtojson()), "protojson's dynamic read differs from the message");
    expect(dynamic.equals(readJsonFormat()), "JsonFormat's dynamic read differs from the message");
    expect(generated.equals(readProtojsonGenerated()), "protojson's generated read differs from the message");
    expect(dynamic.equals(readBinary()), "the binary read differs from the message");
  }

  private static void expect(boolean condition, String problem) {
    if (!condition) {
      throw new IllegalStateException(problem);
    }
  }

  @Benchmark
  public byte[] writeProtojson() {
    return protojsonDynamic.writeValueAsBytes(dynamic);
  }

  @Benchmark
  public byte[] writeJsonFormat() {
    try {
      return printer.print(dynamic).getBytes(StandardCharsets.UTF_8);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException(e);
    }
  }

  @Benchmark
  public byte[] writeProtojsonGenerated() {
    return protojsonGenerated.writeValueAsBytes(generated);
  }

  /** protobuf's binary form of the same {@code DynamicMessage}s, for reference: what building them costs alone. */
  @Benchmark
  public byte[] writeBinary() {
    return dynamic.toByteArray();
  }

  @Benchmark
  public DynamicMessage readBinary() {
    try {
      return DynamicMessage.parseFrom(descriptor, binary);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException(e);
    }
  }

  @Benchmark
  public DynamicMessage readProtojson() {
    return protojsonDynamic.readValue(json, descriptor);
  }

  @Benchmark
  public DynamicMessage readJsonFormat() {
    return parse(new String(json, StandardCharsets.UTF_8));
  }

  @Benchmark
  public Message readProtojsonGenerated() {
    return protojsonGenerated.readValue(json, generated.getClass());
  }

  private DynamicMessage parse(String text) {
    DynamicMessage.Builder builder = DynamicMessage.newBuilder(descriptor);
    try {
      parser.merge(text, builder);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e);
    }
    return builder.build();
  }
}
