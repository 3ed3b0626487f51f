package dev.protojson.internal.read;

import java.nio.charset.StandardCharsets;

/**
 * The UTF-8 bytes of an ASCII JSON text held as a {@code String}, for the byte-level methods. The JDK encodes an
 * ASCII string by copying its bytes. Text beyond ASCII is left to the parser of text: encoding it, checking it for
 * unpaired surrogates (which UTF-8 cannot carry) and reading the bytes was measured slower than reading the text.
 */
public final class TextAsUtf8 {

  private TextAsUtf8() {
  }

  /** {@code text} in UTF-8 if it is all ASCII, else null. */
  public static byte[] bytes(String text) {
    byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
    // As many bytes as chars: ASCII, or ASCII with unpaired surrogates the JDK replaced by '?'. A copy and a
    // comparison, both vectorized, tell which.
    return utf8.length == text.length() && text.equals(new String(utf8, StandardCharsets.ISO_8859_1)) ? utf8 : null;
  }
}
