package dev.protojson.transcoding.internal;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Decodes percent-encoded UTF-8 in paths and query strings, refusing malformed escapes and invalid UTF-8 rather
 * than guessing.
 */
public final class PercentDecoder {

  private PercentDecoder() {}

  /**
   * Decodes {@code raw}; with {@code keepEncodedSlash}, {@code %2F} and {@code %2f} stay as written, as a
   * multi-segment path variable needs them.
   *
   * @throws IllegalArgumentException if a {@code %} is not followed by two hexadecimal digits, or the octets are not
   *     UTF-8
   */
  public static String decodePath(String raw, boolean keepEncodedSlash) {
    return decode(raw, keepEncodedSlash, false);
  }

  /** Decodes a query-string name or value: {@code +} is a space, as in {@code application/x-www-form-urlencoded}. */
  public static String decodeQuery(String raw) {
    return decode(raw, false, true);
  }

  /** {@link #decodePath} without slash keeping, or null where that would throw: for matching literal segments. */
  static String decodeOrNull(String raw) {
    try {
      return decode(raw, false, false);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  private static String decode(String raw, boolean keepEncodedSlash, boolean plusIsSpace) {
    int first = firstToDecode(raw, plusIsSpace);
    if (first < 0) {
      return raw;
    }
    StringBuilder out = new StringBuilder(raw.length());
    out.append(raw, 0, first);
    byte[] octets = null;
    int i = first;
    while (i < raw.length()) {
      char c = raw.charAt(i);
      if (c == '%') {
        int count = 0;
        int start = i;
        while (i < raw.length() && raw.charAt(i) == '%') {
          int value = octet(raw, i);
          if (keepEncodedSlash && value == '/') {
            break;
          }
          if (octets == null || count == octets.length) {
            octets = grow(octets);
          }
          octets[count++] = (byte) value;
          i += 3;
        }
        if (count > 0) {
          out.append(utf8(octets, count, raw, start));
        }
        if (i < raw.length() && raw.charAt(i) == '%') {
          // a %2F kept as written
          out.append(raw, i, i + 3);
          i += 3;
        }
      } else {
        out.append(plusIsSpace && c == '+' ? ' ' : c);
        i++;
      }
    }
    return out.toString();
  }

  private static int firstToDecode(String raw, boolean plusIsSpace) {
    for (int i = 0; i < raw.length(); i++) {
      char c = raw.charAt(i);
      if (c == '%' || plusIsSpace && c == '+') {
        return i;
      }
    }
    return -1;
  }

  private static int octet(String raw, int at) {
    int high = at + 1 < raw.length() ? Character.digit(raw.charAt(at + 1), 16) : -1;
    int low = at + 2 < raw.length() ? Character.digit(raw.charAt(at + 2), 16) : -1;
    if (high < 0 || low < 0) {
      throw new IllegalArgumentException("'%' at index " + at + " of \"" + raw
          + "\" is not followed by two hexadecimal digits");
    }
    return high << 4 | low;
  }

  private static byte[] grow(byte[] octets) {
    return octets == null ? new byte[16] : java.util.Arrays.copyOf(octets, octets.length * 2);
  }

  private static CharBuffer utf8(byte[] octets, int count, String raw, int at) {
    try {
      return StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(octets, 0, count));
    } catch (CharacterCodingException e) {
      throw new IllegalArgumentException("the octets percent-encoded at index " + at + " of \"" + raw
          + "\" are not UTF-8");
    }
  }
}
