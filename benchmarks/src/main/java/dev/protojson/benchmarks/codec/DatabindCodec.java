package dev.protojson.benchmarks.codec;

import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.json.JsonMapper;

/**
 * Jackson 3 databind on plain Java records: what a Spring application without protobuf uses. Absent primitive
 * properties read as their defaults (Jackson 3 otherwise rejects them), since proto3 JSON leaves defaults out.
 */
public final class DatabindCodec<T> implements TextCodec<T> {

  private final ObjectWriter writer;
  private final ObjectReader reader;

  public DatabindCodec(Class<T> type) {
    JsonMapper mapper = JsonMapper.builder().disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES).build();
    this.writer = mapper.writerFor(type);
    this.reader = mapper.readerFor(type);
  }

  @Override
  public byte[] write(T value) {
    return writer.writeValueAsBytes(value);
  }

  @Override
  public T read(byte[] bytes) {
    return reader.readValue(bytes);
  }

  @Override
  public String writeString(T value) {
    return writer.writeValueAsString(value);
  }

  @Override
  public T readString(String json) {
    return reader.readValue(json);
  }
}
