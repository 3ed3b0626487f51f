package dev.protojson.benchmarks.codec;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.google.protobuf.Message;
import com.hubspot.jackson.datatype.protobuf.ProtobufJacksonConfig;
import com.hubspot.jackson.datatype.protobuf.ProtobufModule;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * HubSpot's jackson-datatype-protobuf: a Jackson 2 databind module, set up for proto3 JSON (64-bit integers as
 * strings, unsigned numbers unsigned, both JSON and proto field names accepted).
 */
public final class HubspotCodec<T extends Message> implements Codec<T> {

  private final ObjectWriter writer;
  private final ObjectReader reader;

  public HubspotCodec(Class<T> type) {
    ProtobufJacksonConfig config = ProtobufJacksonConfig.builder()
        .useCanonicalSerialization()
        .acceptLiteralFieldnames(true)
        .build();
    ObjectMapper mapper = new ObjectMapper().registerModule(new ProtobufModule(config));
    this.writer = mapper.writerFor(type);
    this.reader = mapper.readerFor(type);
  }

  @Override
  public byte[] write(T value) {
    try {
      return writer.writeValueAsBytes(value);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public T read(byte[] bytes) {
    try {
      return reader.readValue(bytes);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
