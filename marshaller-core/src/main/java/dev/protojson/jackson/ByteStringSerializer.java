package dev.protojson.jackson;

import com.google.protobuf.ByteString;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonToken;
import tools.jackson.core.type.WritableTypeId;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.jsontype.TypeSerializer;
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

  /**
   * With type information (default typing, an {@code Object} property), the id is {@code ByteString}'s, not that of
   * protobuf's private subclass the value happens to be.
   */
  @Override
  public void serializeWithType(ByteString value, JsonGenerator generator, SerializationContext context,
      TypeSerializer typeSerializer) {
    WritableTypeId typeId = typeSerializer.writeTypePrefix(generator, context,
        typeSerializer.typeId(value, ByteString.class, JsonToken.VALUE_STRING));
    serialize(value, generator, context);
    typeSerializer.writeTypeSuffix(generator, context, typeId);
  }

  @Override
  public boolean isEmpty(SerializationContext context, ByteString value) {
    return value.isEmpty();
  }
}
