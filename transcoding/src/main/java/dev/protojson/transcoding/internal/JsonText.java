package dev.protojson.transcoding.internal;

/** Small pieces of JSON text made and recognized by hand, and texts cut short for error messages. */
final class JsonText {

  private static final int SHOWN = 64;

  private JsonText() {}

  /** {@code text} as a JSON string literal. */
  static String quote(String text) {
    StringBuilder out = new StringBuilder(text.length() + 2).append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        default -> {
          if (c < 0x20) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.append('"').toString();
  }

  /** Whether {@code json} is the literal {@code null} alone, with JSON whitespace around it. */
  static boolean isNull(byte[] json) {
    int start = 0;
    int end = json.length;
    while (start < end && isWhitespace(json[start])) {
      start++;
    }
    while (end > start && isWhitespace(json[end - 1])) {
      end--;
    }
    return end - start == 4 && json[start] == 'n' && json[start + 1] == 'u' && json[start + 2] == 'l'
        && json[start + 3] == 'l';
  }

  /** Whether {@code json} holds nothing but JSON whitespace, or nothing at all. */
  static boolean isBlank(byte[] json) {
    for (byte b : json) {
      if (!isWhitespace(b)) {
        return false;
      }
    }
    return true;
  }

  private static boolean isWhitespace(byte b) {
    return b == ' ' || b == '\t' || b == '\n' || b == '\r';
  }

  /** {@code text} as shown in an error message: at most 64 characters, then an ellipsis. */
  static String shorten(String text) {
    return text.length() <= SHOWN ? text : text.substring(0, SHOWN) + "...";
  }
}
