package dev.protojson.jackson;

import com.google.protobuf.ByteString;
import dev.protojson.internal.read.ReadSupport;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.deser.std.StdDeserializer;
import tools.jackson.databind.type.LogicalType;

/**
 * Reads a protobuf {@code ByteString} outside a message as a {@code bytes} field is read: standard or URL-safe
 * base64, padded or not; from Java values ({@code convertValue}), a {@code byte[]} as it is. Jackson on its own
 * cannot make one (the class has no creator) and fails without saying why.
 */
final class ByteStringDeserializer extends StdDeserializer<ByteString> {

  ByteStringDeserializer() {
    super(ByteString.class);
  }

  @Override
  public ByteString deserialize(JsonParser parser, DeserializationContext context) {
    JsonToken token = parser.currentToken();
    if (token == JsonToken.VALUE_STRING) {
      String text = parser.getString();
      byte[] bytes = ReadSupport.base64(text);
      if (bytes == null) {
        return (ByteString) context.handleWeirdStringValue(ByteString.class, text,
            "not base64 (standard or URL-safe, padded or not)");
      }
      return ByteString.copyFrom(bytes);
    }
    if (token == JsonToken.VALUE_EMBEDDED_OBJECT) {
      Object embedded = parser.getEmbeddedObject();
      if (embedded instanceof byte[] bytes) {
        return ByteString.copyFrom(bytes);
      }
      if (embedded instanceof ByteString bytes) {
        return bytes;
      }
    }
    return (ByteString) context.handleUnexpectedToken(getValueType(context), parser);
  }

  @Override
  public LogicalType logicalType() {
    return LogicalType.Binary;
  }

  @Override
  public boolean isCachable() {
    return true;
  }
}
