package dev.protojson.internal.read;

import com.google.protobuf.FieldMask;
import com.google.protobuf.Message;
import dev.protojson.internal.TypeReader;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

/**
 * {@code google.protobuf.FieldMask}: lowerCamelCase paths joined by commas. Paths that would not come back the
 * same when written (underscores, empty paths or segments, characters outside letters and digits) are rejected.
 */
final class FieldMaskReader extends TypeReader {

  @Override
  public void merge(JsonParser p, Message.Builder builder) {
    if (p.currentToken() != JsonToken.VALUE_STRING) {
      throw Failures.invalidValue(p, "google.protobuf.FieldMask", "expected a string of comma-separated paths");
    }
    String text = p.getString();
    if (text.isEmpty()) {
      return;
    }
    FieldMask.Builder mask = (FieldMask.Builder) builder;
    for (String path : text.split(",", -1)) {
      String snake = snakeCase(path);
      if (snake == null) {
        throw Failures.invalidValue(p, "google.protobuf.FieldMask",
            "path \"" + Failures.shorten(path) + "\" is not a lowerCamelCase field path");
      }
      mask.addPaths(snake);
    }
  }

  private static String snakeCase(String path) {
    if (path.isEmpty()) {
      return null;
    }
    StringBuilder out = new StringBuilder(path.length() + 4);
    boolean segmentStart = true;
    for (int i = 0; i < path.length(); i++) {
      char c = path.charAt(i);
      if (c == '.') {
        if (segmentStart) {
          return null;
        }
        segmentStart = true;
        out.append(c);
      } else if (c >= 'A' && c <= 'Z') {
        if (segmentStart) {
          return null;
        }
        out.append('_').append((char) (c + ('a' - 'A')));
      } else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
        segmentStart = false;
        out.append(c);
      } else {
        return null;
      }
    }
    return segmentStart ? null : out.toString();
  }
}
