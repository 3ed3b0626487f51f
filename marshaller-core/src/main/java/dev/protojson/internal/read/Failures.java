package dev.protojson.internal.read;

import dev.protojson.ProtoJsonParseException;
import java.util.List;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.TokenStreamContext;
import tools.jackson.core.TokenStreamLocation;

/**
 * Builds {@link ProtoJsonParseException}s. The field path is derived from the parser's own read context when the
 * error happens, so reading correct input costs nothing for it.
 */
public final class Failures {

  private static final int MAX_QUOTED = 40;

  private Failures() {}

  /** An error at the parser's current token, whose description does not name the field path. */
  public static ProtoJsonParseException at(JsonParser parser, String description) {
    TokenStreamLocation location = location(parser);
    return new ProtoJsonParseException(description, path(parser), location == null ? -1 : location.getLineNr(),
        location == null ? -1 : location.getColumnNr(), null);
  }

  /** An error at the parser's current token, described as {@code before}, the field path, {@code after}. */
  public static ProtoJsonParseException at(JsonParser parser, String before, String after) {
    TokenStreamLocation location = location(parser);
    return naming(before, path(parser), after, location == null ? -1 : location.getLineNr(),
        location == null ? -1 : location.getColumnNr(), null);
  }

  /** An error at {@code path}, described as {@code before}, the path, {@code after}. */
  public static ProtoJsonParseException naming(String before, String path, String after, long line, long column,
      Throwable cause) {
    return ProtoJsonParseException.naming(before, List.of(path), after, line, column, cause);
  }

  /** "Invalid value X for &lt;kind&gt; field &lt;path&gt;", quoting the current token. */
  public static ProtoJsonParseException invalidValue(JsonParser parser, String kind, String reason) {
    return at(parser, "Invalid value " + quote(parser) + " for " + kind + " field ",
        reason == null ? "" : ": " + reason);
  }

  /** The path of the value at the parser's current token, e.g. {@code people[3].address[0].number}. */
  public static String path(JsonParser parser) {
    return path(parser, false);
  }

  /** The path of the value at the current token, or with {@code ofContainer} of the object or array holding it. */
  public static String path(JsonParser parser, boolean ofContainer) {
    TokenStreamContext context;
    try {
      context = parser.streamReadContext();
    } catch (RuntimeException e) {
      return "";
    }
    if (ofContainer && context != null && !context.inRoot()) {
      context = context.getParent();
    }
    return path(context);
  }

  /** The path of a parsing context as error messages name it: {@code people[3].address}. */
  public static String path(TokenStreamContext context) {
    StringBuilder out = new StringBuilder();
    append(context, out);
    return out.length() > 0 && out.charAt(0) == '.' ? out.substring(1) : out.toString();
  }

  private static void append(TokenStreamContext context, StringBuilder out) {
    if (context == null || context.inRoot()) {
      return;
    }
    append(context.getParent(), out);
    if (context.inObject()) {
      String name = context.currentName();
      if (name != null) {
        out.append('.').append(name);
      }
    } else if (context.inArray() && context.getEntryCount() > 0) {
      out.append('[').append(context.getEntryCount() - 1).append(']');
    }
  }

  /** A problem where the parser stands, past the last token: at the end of input that holds none. */
  public static ProtoJsonParseException atEnd(JsonParser parser, String description) {
    TokenStreamLocation location;
    try {
      location = parser.currentLocation();
    } catch (RuntimeException e) {
      location = null;
    }
    // A byte parser that has read to the end of its input may no longer know its column
    boolean known = location != null && location.getColumnNr() > 0;
    return new ProtoJsonParseException(description, path(parser), known ? location.getLineNr() : -1,
        known ? location.getColumnNr() : -1, null);
  }

  /**
   * Refuses bytes that are JSON whitespace only (or nothing), located where they end: Jackson's byte parsers lose
   * the column at the end of their input. A document that holds a value stops the loop at its first byte or so.
   */
  public static void requireValue(byte[] json) {
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < json.length; i++) {
      byte b = json[i];
      if (b == '\n') {
        line++;
        lineStart = i + 1;
      } else if (b != ' ' && b != '\t' && b != '\r') {
        return;
      }
    }
    throw new ProtoJsonParseException("No JSON value in the input", "", line, json.length - lineStart + 1, null);
  }

  private static TokenStreamLocation location(JsonParser parser) {
    try {
      return parser.currentTokenLocation();
    } catch (RuntimeException e) {
      return null;
    }
  }

  /** The current token as it appeared, shortened: {@code "abc"}, {@code 1.5}, {@code an object}. */
  static String quote(JsonParser parser) {
    JsonToken token = parser.currentToken();
    if (token == null) {
      return "end of input";
    }
    switch (token) {
      case VALUE_STRING:
        return '"' + shorten(parser.getString()) + '"';
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        return shorten(parser.getText());
      case VALUE_TRUE:
        return "true";
      case VALUE_FALSE:
        return "false";
      case VALUE_NULL:
        return "null";
      case START_OBJECT:
        return "(an object)";
      case START_ARRAY:
        return "(an array)";
      case NOT_AVAILABLE:
        // A non-blocking parser read before the whole value was fed to it
        return "(no input yet: feed the whole value to the non-blocking parser before reading it)";
      default:
        return "(" + token + ")";
    }
  }

  public static String shorten(String text) {
    return shorten(text, MAX_QUOTED);
  }

  /** {@code text} cut to {@code max} characters, saying how long it was. */
  public static String shorten(String text, int max) {
    return text.length() <= max ? text : text.substring(0, max) + "...(" + text.length() + " chars)";
  }
}
