package dev.protojson.spring.internal;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.internal.read.Failures;
import java.util.LinkedHashMap;
import java.util.Map;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.TokenStreamLocation;

/**
 * Reads a body declared as a map of messages by string keys ({@code Map<String, Order>},
 * {@code @ProtoType("shop.v1.Order") Map<String, DynamicMessage>}): one JSON object whose member values are messages,
 * kept in the body's order. The converter and the decoder read it the same way.
 *
 * <p>Not API: public only for the other packages of this module.
 */
public final class MessageMapBody {

  private MessageMapBody() {}

  /**
   * The messages of the JSON object {@code parser} is before, by their keys. A key given twice is invalid input, as
   * in a map field, and so is a {@code null} value but for a {@code google.protobuf.Value}: neither may lose what
   * the caller sent. Errors inside a value
   * name it by its key, as a map field's entries are named ({@code key.field}).
   *
   * @throws ProtoJsonParseException for anything but such an object
   */
  public static Map<String, Message> read(MessageMarshaller marshaller, BodyMessageType type, JsonParser parser) {
    try {
      return readObject(marshaller, type, parser);
    }
    catch (JacksonException ex) {
      // JSON that is not well formed, between the values or inside one
      throw invalid(ProtoJsonParseException.describe(ex), Failures.path(parser), ex.getLocation(), ex);
    }
  }

  private static Map<String, Message> readObject(MessageMarshaller marshaller, BodyMessageType type,
      JsonParser parser) {
    JsonToken first = parser.nextToken();
    if (first != JsonToken.START_OBJECT) {
      throw invalid("Expected a JSON object of " + type.simpleName() + " values but found " + describe(first), "",
          parser.currentTokenLocation());
    }
    Map<String, Message> read = new LinkedHashMap<>();
    while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
      String key = parser.currentName();
      TokenStreamLocation keyLocation = parser.currentTokenLocation();
      if (read.containsKey(key)) {
        throw invalid("The key \"" + key + "\" is given twice in a JSON object of " + type.simpleName() + " values",
            key, keyLocation);
      }
      if (parser.nextToken() == JsonToken.VALUE_NULL && !type.readsNull()) {
        throw invalid("null is not allowed as the value of key \"" + key + "\" in a JSON object of "
            + type.simpleName() + " values", key, parser.currentTokenLocation());
      }
      // Errors inside the value name it: the marshaller's field path starts at the parser's current key.
      read.put(key, type.read(marshaller, parser));
    }
    JsonToken next = parser.nextToken();
    if (next != null) {
      throw invalid("Unexpected " + describe(next) + " after the end of the JSON value", "",
          parser.currentTokenLocation());
    }
    return read;
  }

  private static ProtoJsonParseException invalid(String description, String path, TokenStreamLocation location) {
    return invalid(description, path, location, null);
  }

  private static ProtoJsonParseException invalid(String description, String path, TokenStreamLocation location,
      Throwable cause) {
    long line = location == null ? -1 : location.getLineNr();
    long column = location == null ? -1 : location.getColumnNr();
    return new ProtoJsonParseException(description, path, line, column, cause);
  }

  private static String describe(JsonToken token) {
    return token == null ? "the end of the input" : token.toString();
  }
}
