package dev.protojson.jackson;

import com.google.protobuf.ByteString;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ser.std.StdSerializer;

/**
 * Writes a protobuf {@code ByteString} outside a message (a record's property, a list element) as a {@code bytes}
 * field is written: standard base64 with padding. Jackson on its own sees a bean with {@code isEmpty()} and
 * {@code isValidUtf8()} and writes those instead of the bytes.
 */
final class ByteStringSerializer extends StdSerializer<ByteString> {

  ByteStringSerializer() {
    super(ByteString.class);
  }

  @Override
  public void serialize(ByteString value, JsonGenerator generator, SerializationContext context) {
    generator.writeBinary(value.toByteArray());
  }

  @Override
  public boolean isEmpty(SerializationContext context, ByteString value) {
    return value.isEmpty();
  }
}
