package dev.protojson.benchmarks.codec;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.Parser;

/** Binary protobuf ({@code toByteArray} / {@code parseFrom}): the reference point JSON is compared against. */
public final class BinaryCodec<T extends Message> implements Codec<T> {

  private final Parser<T> parser;

  @SuppressWarnings("unchecked")
  public BinaryCodec(T defaultInstance) {
    this.parser = (Parser<T>) defaultInstance.getParserForType();
  }

  @Override
  public byte[] write(T value) {
    return value.toByteArray();
  }

  @Override
  public T read(byte[] bytes) {
    try {
      return parser.parseFrom(bytes);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e);
    }
  }
}
