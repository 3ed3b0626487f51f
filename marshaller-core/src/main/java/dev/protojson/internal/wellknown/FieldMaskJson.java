package dev.protojson.internal.wellknown;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.FieldMask;
import com.google.protobuf.Message;
import dev.protojson.internal.TypeReader;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.WriteFailure;
import dev.protojson.internal.read.ByteInput;
import dev.protojson.internal.read.Failures;
import java.util.List;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

/**
 * {@code google.protobuf.FieldMask}: the paths in lowerCamelCase, joined by commas. Only masks that come back the
 * same are accepted, both ways: a path with an upper-case letter, an underscore not followed by a lower-case
 * letter or an empty path cannot be written, and text with underscores, empty paths or segments, or characters
 * outside letters and digits cannot be read.
 */
public final class FieldMaskJson {

  static final WellKnownType TYPE = WellKnownType.of(FieldMask.getDescriptor(), FieldMask.class,
      context -> new Reader(), context -> new Writer(), FieldMaskJson::read).writtenFromFields(Writer::ofFields)
      .readIntoFields(FieldMaskJson::fieldsByteReader);

  private FieldMaskJson() {}

  /** For the byte-level methods: a mask from the input; a path that is not lowerCamelCase gives up. */
  public static FieldMask read(ByteInput in) {
    FieldMask.Builder mask = FieldMask.newBuilder();
    if (addPaths(in.readString(), mask) >= 0) {
      throw ByteInput.giveUp();
    }
    return mask.build();
  }

  /** {@link #read(ByteInput)}, its paths set in new messages of {@code type}; null if it has no paths field. */
  private static WellKnownType.ByteLevelRead<Message> fieldsByteReader(Descriptor type) {
    FieldDescriptor paths = Writer.pathsField(type);
    if (paths == null) {
      return null;
    }
    return in -> {
      List<String> read = read(in).getPathsList();
      DynamicMessage.Builder mask = DynamicMessage.newBuilder(type);
      if (!read.isEmpty()) {
        mask.setField(paths, read);
      }
      return mask.buildPartial();
    };
  }

  /**
   * Adds the snake_case form of each path of {@code text} to {@code mask}, in one pass over the text: no array of
   * split paths, and one builder for every path. Returns -1, or where the first path that is not a lowerCamelCase
   * field path starts.
   */
  private static int addPaths(String text, FieldMask.Builder mask) {
    if (text.isEmpty()) {
      return -1;
    }
    StringBuilder snake = new StringBuilder(text.length() + 8);
    for (int start = 0; ; ) {
      int comma = text.indexOf(',', start);
      int end = comma < 0 ? text.length() : comma;
      if (!snakeCase(text, start, end, snake)) {
        return start;
      }
      mask.addPaths(snake.toString());
      if (comma < 0) {
        return -1;
      }
      start = comma + 1;
    }
  }

  /** Puts the snake_case form of the path from {@code start} to {@code end} into {@code out}; false if invalid. */
  private static boolean snakeCase(CharSequence text, int start, int end, StringBuilder out) {
    out.setLength(0);
    boolean segmentStart = true;
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      if (c == '.') {
        if (segmentStart) {
          return false;
        }
        segmentStart = true;
        out.append(c);
      } else if (c >= 'A' && c <= 'Z') {
        if (segmentStart) {
          return false;
        }
        out.append('_').append((char) (c + ('a' - 'A')));
      } else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
        segmentStart = false;
        out.append(c);
      } else {
        return false;
      }
    }
    return !segmentStart;
  }

  private static final class Reader extends TypeReader {

    @Override
    public void merge(JsonParser p, Message.Builder builder) {
      if (p.currentToken() != JsonToken.VALUE_STRING) {
        throw Failures.invalidValue(p, "google.protobuf.FieldMask", "expected a string of comma-separated paths");
      }
      String text = p.getString();
      int bad = addPaths(text, (FieldMask.Builder) builder);
      if (bad >= 0) {
        int comma = text.indexOf(',', bad);
        throw Failures.invalidValue(p, "google.protobuf.FieldMask", "path \""
            + Failures.shorten(text.substring(bad, comma < 0 ? text.length() : comma))
            + "\" is not a lowerCamelCase field path");
      }
    }
  }

  private static final class Writer extends TypeWriter {

    @Override
    public void write(Message message, JsonGenerator generator) {
      write(((FieldMask) message).getPathsList(), generator);
    }

    /** The writer of {@code type}'s messages from their paths field; null if it has no such field. */
    static WellKnownType.Write<Message> ofFields(Descriptor type, WellKnownType.Context context) {
      FieldDescriptor paths = pathsField(type);
      if (paths == null) {
        return null;
      }
      return (generator, message) -> write(strings(message.getField(paths)), generator);
    }

    /** {@code type}'s repeated string field {@code paths}; null if it has none. */
    static FieldDescriptor pathsField(Descriptor type) {
      FieldDescriptor paths = type.findFieldByNumber(FieldMask.PATHS_FIELD_NUMBER);
      return paths == null || !paths.isRepeated() || paths.getJavaType() != FieldDescriptor.JavaType.STRING ? null
          : paths;
    }

    @SuppressWarnings("unchecked")
    private static List<String> strings(Object list) {
      return (List<String>) list;
    }

    private static void write(List<String> paths, JsonGenerator generator) {
      StringBuilder out = new StringBuilder();
      StringBuilder readBack = new StringBuilder();
      for (int i = 0, n = paths.size(); i < n; i++) {
        if (i > 0) {
          out.append(',');
        }
        String path = paths.get(i);
        int start = out.length();
        camelCase(path, out);
        // Whatever else the reader would refuse or read as another path (a comma, an empty segment, a character
        // other than letters, digits and dots) is found by reading the written path back.
        if (!snakeCase(out, start, out.length(), readBack) || !readBack.toString().equals(path)) {
          throw new WriteFailure("FieldMask path \"" + path + "\" is not a field path of letters, digits and"
              + " dots between names and cannot be written in lowerCamelCase reversibly");
        }
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
}
