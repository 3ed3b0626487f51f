package dev.protojson.benchmarks.scale;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.MessageMarshaller;
import dev.protojson.benchmarks.scale.proto.AtScale;
import java.nio.charset.StandardCharsets;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One document of a very large map ({@code map<string, string>}, a million entries) or list ({@code repeated int32},
 * five million elements), read and written whole: by protojson ({@code readValue} of the bytes and of the text,
 * {@code mergeValue} of the bytes into a new builder), by {@code JsonFormat}, and in protobuf's binary form for
 * reference. One operation takes about a second, so each is timed once per iteration.
 *
 * <p>The documents are made once per fork, and every read is checked against the message before anything is
 * measured. With {@code -p check=after} the check waits until the fork's measurements are done, so that the first
 * read of a fresh JVM can be timed ({@code -wi 0 -i 1} and several forks), class generation and compilation included.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms3g", "-Xmx3g"})
@Warmup(iterations = 3)
@Measurement(iterations = 5)
public class AtScaleBenchmark {

  @Param({"map", "list"})
  public String workload;

  @Param("1000000")
  public int mapEntries;

  @Param("5000000")
  public int listElements;

  /** When every read is checked against the message: {@code before} the fork measures anything, or {@code after}. */
  @Param("before")
  public String check;

  private final MessageMarshaller marshaller = MessageMarshaller.builder().build();
  private final JsonFormat.Printer printer = JsonFormat.printer().omittingInsignificantWhitespace();
  private final JsonFormat.Parser parser = JsonFormat.parser();
  AtScale message;
  byte[] json;
  String text;
  byte[] binary;

  @Setup
  public void setup() {
    message = switch (workload) {
      case "map" -> ScaleData.labels(mapEntries);
      case "list" -> ScaleData.samples(listElements);
      default -> throw new IllegalArgumentException("No workload " + workload);
    };
    json = marshaller.writeValueAsBytes(message);
    text = new String(json, StandardCharsets.UTF_8);
    binary = message.toByteArray();
    if (check.equals("before")) {
      check();
    } else if (!check.equals("after")) {
      throw new IllegalArgumentException("No check " + check);
    }
  }

  @TearDown
  public void checkAfter() {
    if (check.equals("after")) {
      check();
    }
  }

  /** Fails the fork before anything is measured if a read gives back anything but the message. */
  void check() {
    expect(readProtojson(), "protojson's readValue(byte[])");
    expect(readProtojsonText(), "protojson's readValue(String)");
    expect(mergeProtojson(), "protojson's mergeValue(byte[])");
    expect(readJsonFormat(), "JsonFormat");
    expect(readBinary(), "parseFrom");
    expect(marshaller.readValue(writeJsonFormat(), AtScale.class), "protojson reading JsonFormat's output");
    expect(marshaller.readValue(writeProtojsonText(), AtScale.class), "protojson reading its own text");
  }

  private void expect(AtScale read, String what) {
    if (!message.equals(read)) {
      throw new IllegalStateException(what + " differs from the message");
    }
  }

  @Benchmark
  public AtScale readProtojson() {
    return marshaller.readValue(json, AtScale.class);
  }

  @Benchmark
  public AtScale readProtojsonText() {
    return marshaller.readValue(text, AtScale.class);
  }

  @Benchmark
  public AtScale mergeProtojson() {
    AtScale.Builder builder = AtScale.newBuilder();
    marshaller.mergeValue(json, builder);
    return builder.build();
  }

  @Benchmark
  public AtScale readJsonFormat() {
    AtScale.Builder builder = AtScale.newBuilder();
    try {
      parser.merge(text, builder);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException(e);
    }
    return builder.build();
  }

  @Benchmark
  public AtScale readBinary() {
    try {
      return AtScale.parseFrom(binary);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException(e);
    }
  }

  @Benchmark
  public byte[] writeProtojson() {
    return marshaller.writeValueAsBytes(message);
  }

  @Benchmark
  public String writeProtojsonText() {
    return marshaller.writeValueAsString(message);
  }

  @Benchmark
  public byte[] writeJsonFormat() {
    try {
      return printer.print(message).getBytes(StandardCharsets.UTF_8);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException(e);
    }
  }

  @Benchmark
  public byte[] writeBinary() {
    return message.toByteArray();
  }
}
