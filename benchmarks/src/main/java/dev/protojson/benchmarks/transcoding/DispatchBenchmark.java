package dev.protojson.benchmarks.transcoding;

import com.google.protobuf.Message;
import dev.protojson.transcoding.test.CreateBookRequest;
import dev.protojson.transcoding.test.LibraryGrpc;
import dev.protojson.transcoding.test.ListBooksRequest;
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
 * One unary call of the library's list method (ten books answered) and create method, from a request message to
 * the response message, three ways: {@code direct}, through the method's {@code ServerCallHandler} as protojson's
 * transcoder calls it; {@code inProcess}, through grpc-java's in-process server and channel with the caller's
 * thread running both sides ({@code directExecutor}); {@code inProcessPooled}, the same with grpc-java's default
 * executors, where the server runs the call on its pool. No JSON.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class DispatchBenchmark {

  private LibraryFixture library;
  private final ListBooksRequest list = ListBooksRequest.newBuilder().setParent("shelves/1")
      .setPageSize(Bookshelf.DEFAULT_PAGE_SIZE).build();
  private final CreateBookRequest create = CreateBookRequest.newBuilder().setParent("shelves/1")
      .setBook(Bookshelf.newBook()).build();

  @Setup(Level.Trial)
  public void setUp() {
    library = new LibraryFixture();
    listDirect();
    listInProcess();
    listInProcessPooled();
    createDirect();
    createInProcess();
    createInProcessPooled();
  }

  @TearDown(Level.Trial)
  public void tearDown() throws InterruptedException {
    library.close();
  }

  @Benchmark
  public Message listDirect() {
    return library.callDirectly(LibraryGrpc.getListBooksMethod(), list);
  }

  @Benchmark
  public Message listInProcess() {
    return library.callInProcessDirectExecutor(LibraryGrpc.getListBooksMethod(), list);
  }

  @Benchmark
  public Message listInProcessPooled() {
    return library.callInProcessDefaultExecutors(LibraryGrpc.getListBooksMethod(), list);
  }

  @Benchmark
  public Message createDirect() {
    return library.callDirectly(LibraryGrpc.getCreateBookMethod(), create);
  }

  @Benchmark
  public Message createInProcess() {
    return library.callInProcessDirectExecutor(LibraryGrpc.getCreateBookMethod(), create);
  }

  @Benchmark
  public Message createInProcessPooled() {
    return library.callInProcessDefaultExecutors(LibraryGrpc.getCreateBookMethod(), create);
  }
}
