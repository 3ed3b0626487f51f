package dev.protojson.transcoding.internal;

/**
 * Puts a JSON document on one line, for stream framings that end an element at a line break. A raw line break in
 * JSON text can only be whitespace between tokens (inside a string it must be escaped), so removing every one keeps
 * the document's meaning; only a pretty-printing marshaller writes them.
 */
final class OneLine {

  private OneLine() {}

  static byte[] of(byte[] json) {
    int breaks = 0;
    for (byte b : json) {
      if (b == '\n' || b == '\r') {
        breaks++;
      }
    }
    if (breaks == 0) {
      return json;
    }
    byte[] line = new byte[json.length - breaks];
    int at = 0;
    for (byte b : json) {
      if (b != '\n' && b != '\r') {
        line[at++] = b;
      }
    }
    return line;
  }
}
