package dev.protojson.internal.read;

import java.nio.charset.StandardCharsets;

/**
 * The UTF-8 bytes of a JSON text held as a {@code String}, for the byte-level methods, where they say exactly what
 * the text says. The JDK encodes an ASCII string by copying its bytes; other text is encoded. UTF-8 has no form for
 * an unpaired surrogate, which the JDK replaces with {@code '?'}: such text is left to the parser of text.
 */
public final class TextAsUtf8 {

  private TextAsUtf8() {
  }

  /** {@code text} in UTF-8, or null if it holds an unpaired surrogate, which UTF-8 cannot carry. */
  public static byte[] bytes(String text) {
    byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
    if (utf8.length == text.length()) {
      // ASCII, or ASCII with unpaired surrogates encoded as '?': a copy and a comparison, both vectorized, tell.
      return text.equals(new String(utf8, StandardCharsets.ISO_8859_1)) ? utf8 : null;
    }
    return pairedSurrogatesOnly(text) ? utf8 : null;
  }

  private static boolean pairedSurrogatesOnly(String text) {
    int length = text.length();
    for (int i = 0; i < length; i++) {
      char c = text.charAt(i);
      if (Character.isSurrogate(c)) {
        if (Character.isLowSurrogate(c) || i + 1 == length || !Character.isLowSurrogate(text.charAt(i + 1))) {
          return false;
        }
        i++;
      }
    }
    return true;
  }
}
