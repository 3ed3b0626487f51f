package dev.protojson.benchmarks.codec;

/** A codec that also works on {@code String}s directly, where the library offers that. */
public interface TextCodec<T> extends Codec<T> {

  String writeString(T value);

  T readString(String json);
}
