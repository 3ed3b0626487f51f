package dev.protojson.benchmarks.codec;

/** One way of turning a value into UTF-8 JSON (or protobuf binary) and back. */
public interface Codec<T> {

  byte[] write(T value);

  T read(byte[] bytes);
}
