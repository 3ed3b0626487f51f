package dev.protojson.benchmarks.transcoding;

import dev.protojson.MessageMarshaller;
import dev.protojson.transcoding.Transcoder;
import io.grpc.ServerServiceDefinition;
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
 * Building the route table of {@code methods} methods ({@link ManyMethods}): {@code Transcoder.build()}, which reads
 * every rule, parses its template, resolves its fields, prepares its binder and writer, fills the trie and checks
 * that no two rules overlap. Single shot, in a fresh JVM, as at start-up (the descriptors and service definition are
 * made before, as an application's generated code makes them, and so is a marshaller): {@code build} is the first
 * transcoder built, with everything a first one sets up once; {@code buildAfterAnother} follows a transcoder of five
 * methods built in the set-up, so it is what the rules themselves cost.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 10, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 0)
@Measurement(iterations = 1)
public class RouteTableBenchmark {

  @Param("1000")
  public int methods;

  private MessageMarshaller marshaller;
  private ServerServiceDefinition service;

  @Setup
  public void setUp() {
    marshaller = MessageMarshaller.builder().build();
    service = ManyMethods.of(methods).service();
  }

  @Benchmark
  public Transcoder build() {
    return Transcoder.builder(marshaller).service(service).build();
  }

  @Benchmark
  public Transcoder buildAfterAnother(AnotherBuilt another) {
    return Transcoder.builder(marshaller).service(service).build();
  }

  /** A transcoder of five methods, built before. */
  @State(Scope.Benchmark)
  public static class AnotherBuilt {

    Transcoder transcoder;

    @Setup
    public void setUp() {
      transcoder = Transcoder.builder(MessageMarshaller.builder().build()).service(ManyMethods.of(5).service())
          .build();
    }
  }
}
