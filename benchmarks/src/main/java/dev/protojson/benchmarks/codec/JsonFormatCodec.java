package dev.protojson.benchmarks.codec;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import java.nio.charset.StandardCharsets;

/** protobuf-java-util's {@code JsonFormat}: the reference implementation and the baseline of every ratio. */
public final class JsonFormatCodec<T extends Message> implements TextCodec<T> {

  private final T defaultInstance;
  private final JsonFormat.Printer printer;
  private final JsonFormat.Parser parser;

  public JsonFormatCodec(T defaultInstance) {
    this.defaultInstance = defaultInstance;
    JsonFormat.TypeRegistry types = JsonFormat.TypeRegistry.newBuilder()
        .add(defaultInstance.getDescriptorForType().getFile().getMessageTypes())
        .build();
    this.printer = JsonFormat.printer().usingTypeRegistry(types).omittingInsignificantWhitespace();
    this.parser = JsonFormat.parser().usingTypeRegistry(types);
  }

  @Override
  public byte[] write(T value) {
    return writeString(value).getBytes(StandardCharsets.UTF_8);
  }

  @Override
  public T read(byte[] bytes) {
    return readString(new String(bytes, StandardCharsets.UTF_8));
  }

  @Override
  public String writeString(T value) {
    try {
      return printer.print(value);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException(e);
    }
  }

  @Override
  @SuppressWarnings("unchecked")
  public T readString(String json) {
    Message.Builder builder = defaultInstance.newBuilderForType();
    try {
      parser.merge(json, builder);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e);
    }
    return (T) builder.build();
  }
}
