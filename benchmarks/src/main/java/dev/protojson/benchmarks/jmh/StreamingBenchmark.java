package dev.protojson.benchmarks.jmh;

import com.google.protobuf.Message;
import dev.protojson.benchmarks.streaming.StreamingCodec;
import org.openjdk.jmh.annotations.Benchmark;

/** A workload that has hand-written Jackson streaming code (the practical ceiling) too. */
public abstract class StreamingBenchmark<T extends Message> extends MessageBenchmark<T> {

  StreamingCodec<T> streaming;

  protected abstract StreamingCodec<T> createStreaming();

  @Override
  void setupMore() {
    streaming = createStreaming();
  }

  @Benchmark
  public byte[] writeStreaming() {
    return streaming.write(message);
  }

  @Benchmark
  public T readStreaming() {
    return streaming.read(json);
  }
}
