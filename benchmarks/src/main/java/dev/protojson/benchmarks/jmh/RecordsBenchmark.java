package dev.protojson.benchmarks.jmh;

import com.google.protobuf.Message;
import dev.protojson.benchmarks.codec.DatabindCodec;
import dev.protojson.benchmarks.streaming.StreamingCodec;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * A workload that also exists as plain Java records (Jackson databind, what a team without protobuf uses) and has
 * hand-written Jackson streaming code (the practical ceiling).
 */
public abstract class RecordsBenchmark<T extends Message, R> extends MessageBenchmark<T> {

  R records;
  DatabindCodec<R> databind;
  StreamingCodec<T> streaming;

  protected abstract R toRecords(T message);

  protected abstract Class<R> recordsType();

  protected abstract StreamingCodec<T> createStreaming();

  @Override
  void setupMore() {
    records = toRecords(message);
    databind = new DatabindCodec<>(recordsType());
    streaming = createStreaming();
  }

  @Benchmark
  public byte[] writeDatabind() {
    return databind.write(records);
  }

  @Benchmark
  public R readDatabind() {
    return databind.read(json);
  }

  @Benchmark
  public byte[] writeStreaming() {
    return streaming.write(message);
  }

  @Benchmark
  public T readStreaming() {
    return streaming.read(json);
  }

  @Override
  Object expectedReadResult(String method) {
    return method.endsWith("Databind") ? records : message;
  }
}
