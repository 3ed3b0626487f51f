package dev.protojson.benchmarks.jmh;

import com.google.protobuf.Message;
import dev.protojson.benchmarks.codec.DatabindCodec;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * A workload that also exists as plain Java records (Jackson databind, what a team without protobuf uses) and has
 * hand-written Jackson streaming code (the practical ceiling).
 */
public abstract class RecordsBenchmark<T extends Message, R> extends StreamingBenchmark<T> {

  R records;
  DatabindCodec<R> databind;

  protected abstract R toRecords(T message);

  protected abstract Class<R> recordsType();

  @Override
  void setupMore() {
    super.setupMore();
    records = toRecords(message);
    databind = new DatabindCodec<>(recordsType());
  }

  @Benchmark
  public byte[] writeDatabind() {
    return databind.write(records);
  }

  @Benchmark
  public R readDatabind() {
    return databind.read(json);
  }

  @Override
  Object expectedReadResult(String method) {
    return method.endsWith("Databind") ? records : message;
  }
}
