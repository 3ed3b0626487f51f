package dev.protojson.benchmarks.codec;

import com.google.protobuf.Message;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.curioswitch.common.protobuf.json.MessageMarshaller;

/** curiostack's protobuf-jackson: Byte Buddy code generation over the Jackson 2 streaming API, compact output. */
public final class CuriostackCodec<T extends Message> implements TextCodec<T> {

  private final T defaultInstance;
  private final MessageMarshaller marshaller;

  public CuriostackCodec(T defaultInstance) {
    this.defaultInstance = defaultInstance;
    // Compact output like every other implementation here; its default is indented.
    this.marshaller =
        MessageMarshaller.builder().register(defaultInstance).omittingInsignificantWhitespace(true).build();
  }

  @Override
  public byte[] write(T value) {
    try {
      return marshaller.writeValueAsBytes(value);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public T read(byte[] bytes) {
    Message.Builder builder = defaultInstance.newBuilderForType();
    try {
      marshaller.mergeValue(bytes, builder);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return build(builder);
  }

  @Override
  public String writeString(T value) {
    try {
      return marshaller.writeValueAsString(value);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public T readString(String json) {
    Message.Builder builder = defaultInstance.newBuilderForType();
    try {
      marshaller.mergeValue(json, builder);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return build(builder);
  }

  @SuppressWarnings("unchecked")
  private T build(Message.Builder builder) {
    return (T) builder.build();
  }
}
