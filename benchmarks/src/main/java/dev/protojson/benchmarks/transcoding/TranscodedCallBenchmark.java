package dev.protojson.benchmarks.transcoding;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One transcoded request without HTTP: match, bind, call and write of {@code GET /v1/shelves/1/books?page_size=10}
 * ({@code list...}, ten books answered) and {@code POST /v1/shelves/1/books} with a book as the body
 * ({@code create...}, {@code body: "book"}). {@code ...Protojson} is protojson's {@code Transcoder};
 * {@code ...JsonFormat} the {@link JsonFormatTranscoder} with the same dispatch (the method's handler, directly);
 * {@code ...JsonFormatInProcess} the same with an in-process channel, as transcoders built on a gRPC client call.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class TranscodedCallBenchmark {

  private LibraryFixture library;
  private JsonFormatTranscoder jsonFormat;
  private JsonFormatTranscoder jsonFormatInProcess;
  private byte[] createBody;

  @Setup(Level.Trial)
  public void setUp() {
    library = new LibraryFixture();
    jsonFormat = library.jsonFormatDirect();
    jsonFormatInProcess = library.jsonFormatInProcess();
    createBody = library.createBody();
    // every fork runs every variant once, so that each is measured after the same code has been seen
    listProtojson();
    listJsonFormat();
    listJsonFormatInProcess();
    createProtojson();
    createJsonFormat();
    createJsonFormatInProcess();
  }

  @TearDown(Level.Trial)
  public void tearDown() throws InterruptedException {
    library.close();
  }

  @Benchmark
  public byte[] listProtojson() {
    return library.transcode("GET", LibraryFixture.LIST_PATH, LibraryFixture.LIST_QUERY, null);
  }

  @Benchmark
  public byte[] listJsonFormat() {
    return jsonFormat.handle("GET", LibraryFixture.LIST_PATH, LibraryFixture.LIST_QUERY, null);
  }

  @Benchmark
  public byte[] listJsonFormatInProcess() {
    return jsonFormatInProcess.handle("GET", LibraryFixture.LIST_PATH, LibraryFixture.LIST_QUERY, null);
  }

  @Benchmark
  public byte[] createProtojson() {
    return library.transcode("POST", LibraryFixture.CREATE_PATH, null, createBody);
  }

  @Benchmark
  public byte[] createJsonFormat() {
    return jsonFormat.handle("POST", LibraryFixture.CREATE_PATH, null, createBody);
  }

  @Benchmark
  public byte[] createJsonFormatInProcess() {
    return jsonFormatInProcess.handle("POST", LibraryFixture.CREATE_PATH, null, createBody);
  }
}
