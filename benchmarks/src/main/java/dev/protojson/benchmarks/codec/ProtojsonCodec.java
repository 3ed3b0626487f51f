package dev.protojson.benchmarks.codec;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;

/** protojson's {@link MessageMarshaller}, built once for the workload's root type. */
public final class ProtojsonCodec<T extends Message> implements TextCodec<T> {

  private final MessageMarshaller marshaller;
  private final Class<T> type;

  public ProtojsonCodec(T defaultInstance, Class<T> type) {
    this.marshaller = MessageMarshaller.builder().register(defaultInstance).build();
    this.type = type;
  }

  @Override
  public byte[] write(T value) {
    return marshaller.writeValueAsBytes(value);
  }

  @Override
  public T read(byte[] bytes) {
    return marshaller.readValue(bytes, type);
  }

  @Override
  public String writeString(T value) {
    return marshaller.writeValueAsString(value);
  }

  @Override
  public T readString(String json) {
    return marshaller.readValue(json, type);
  }
}
