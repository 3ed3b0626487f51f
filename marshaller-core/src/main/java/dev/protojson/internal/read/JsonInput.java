package dev.protojson.internal.read;

import dev.protojson.internal.Options;
import java.io.InputStream;
import java.util.function.Consumer;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.json.JsonFactory;

/** Creates the Jackson parsers of one marshaller and runs reads on them. */
public final class JsonInput {

  private final JsonFactory factory = JsonFactory.builder().build();
  private final ObjectReadContext context = ObjectReadContext.empty();

  public JsonInput(Options options) {}

  public JsonParser parser(String json) {
    return factory.createParser(context, json);
  }

  public JsonParser parser(byte[] json) {
    return factory.createParser(context, json);
  }

  public JsonParser parser(InputStream json) {
    return factory.createParser(context, json);
  }

  /** Reads one whole document: exactly one value and nothing after it. */
  public void readDocument(JsonParser parser, Consumer<JsonParser> body) {
    try (parser) {
      parser.nextToken();
      body.accept(parser);
    }
  }

  /** Reads one value from a parser the caller owns. */
  public void readValue(JsonParser parser, Consumer<JsonParser> body) {
    if (parser.currentToken() == null) {
      parser.nextToken();
    }
    body.accept(parser);
  }

  static boolean isEnd(JsonToken token) {
    return token == null;
  }
}
