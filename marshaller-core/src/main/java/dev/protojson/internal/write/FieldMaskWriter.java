package dev.protojson.internal.write;

import com.google.protobuf.FieldMask;
import com.google.protobuf.Message;
import dev.protojson.internal.TypeWriter;
import tools.jackson.core.JsonGenerator;

/**
 * {@code google.protobuf.FieldMask}: the paths in lowerCamelCase, joined by commas. A path that would not come
 * back unchanged when parsed (an upper-case letter, or an underscore not followed by a lower-case letter) or an
 * empty path is an error rather than a silently different mask.
 */
final class FieldMaskWriter extends TypeWriter {

  @Override
  public void write(Message message, JsonGenerator generator) {
    FieldMask mask = (FieldMask) message;
    StringBuilder out = new StringBuilder();
    for (int i = 0, n = mask.getPathsCount(); i < n; i++) {
      if (i > 0) {
        out.append(',');
      }
      camelCase(mask.getPaths(i), out);
    }
    generator.writeString(out.toString());
  }

  private static void camelCase(String path, StringBuilder out) {
    if (path.isEmpty()) {
      throw new WriteFailure("FieldMask has an empty path, which names no field");
    }
    for (int i = 0; i < path.length(); i++) {
      char c = path.charAt(i);
      if (c >= 'A' && c <= 'Z') {
        throw new WriteFailure("FieldMask path \"" + path + "\" has an upper-case letter and cannot be written"
            + " in lowerCamelCase reversibly");
      }
      if (c == '_') {
        char next = i + 1 < path.length() ? path.charAt(i + 1) : 0;
        if (next < 'a' || next > 'z') {
          throw new WriteFailure("FieldMask path \"" + path + "\" has an underscore not followed by a lower-case"
              + " letter and cannot be written in lowerCamelCase reversibly");
        }
        out.append((char) (next - ('a' - 'A')));
        i++;
      } else {
        out.append(c);
      }
    }
  }
}
