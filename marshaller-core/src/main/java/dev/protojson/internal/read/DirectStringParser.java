package dev.protojson.internal.read;

import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.io.IOContext;
import tools.jackson.core.json.UTF8StreamJsonParser;
import tools.jackson.core.sym.ByteQuadsCanonicalizer;

/**
 * Jackson's UTF-8 parser, except that a string value without escapes is made into a {@code String} straight from
 * the input bytes. Jackson decodes every string byte by byte into a char buffer and then copies that into the
 * String; here the bytes are scanned eight at a time for the closing quote and copied once, by the JDK's own
 * (intrinsified) Latin-1 or UTF-8 decoding. Strings this shortcut does not take (escapes, control characters,
 * a string that runs past the buffered input, bytes the JDK would replace as malformed) go to Jackson's code
 * unchanged, from the same position, so results and errors are Jackson's in every case.
 */
final class DirectStringParser extends UTF8StreamJsonParser {

  private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long ONES = 0x0101010101010101L;
  private static final long HIGH_BITS = 0x8080808080808080L;
  private static final long QUOTES = 0x2222222222222222L;
  private static final long BACKSLASHES = 0x5C5C5C5C5C5C5C5CL;
  private static final long SPACES = 0x2020202020202020L;

  DirectStringParser(ObjectReadContext readContext, IOContext ioContext, int streamReadFeatures,
      int formatReadFeatures, InputStream in, ByteQuadsCanonicalizer symbols, byte[] buffer, int start, int end,
      boolean bufferRecyclable) {
    super(readContext, ioContext, streamReadFeatures, formatReadFeatures, in, symbols, buffer, start, end, 0,
        bufferRecyclable);
  }

  @Override
  protected String _finishAndReturnString() {
    byte[] buffer = _inputBuffer;
    int start = _inputPtr;
    int end = _inputEnd;
    int ptr = start;
    long nonAscii = 0;
    for (int last = end - Long.BYTES; ptr <= last; ptr += Long.BYTES) {
      long word = (long) LONGS.get(buffer, ptr);
      long stops = stops(word);
      if (stops != 0) {
        long first = stops & -stops;
        int at = ptr + (Long.numberOfTrailingZeros(first) >>> 3);
        nonAscii |= word & (first - 1) & HIGH_BITS;
        return buffer[at] == '"' ? direct(buffer, start, at, nonAscii != 0) : super._finishAndReturnString();
      }
      nonAscii |= word & HIGH_BITS;
    }
    for (; ptr < end; ptr++) {
      byte b = buffer[ptr];
      if (b == '"') {
        return direct(buffer, start, ptr, nonAscii != 0);
      }
      if (b == '\\' || (b >= 0 && b < 0x20)) {
        break;
      }
      nonAscii |= b & 0x80;
    }
    return super._finishAndReturnString();
  }

  /**
   * A byte in the top bit of each position where {@code word} has a quote, a backslash or a control character;
   * exact for the lowest such byte (a borrow can mark bytes above it, never below).
   */
  static long stops(long word) {
    long quote = word ^ QUOTES;
    long backslash = word ^ BACKSLASHES;
    return ((quote - ONES) & ~quote | (backslash - ONES) & ~backslash | (word - SPACES) & ~word) & HIGH_BITS;
  }

  /**
   * The String of ASCII bytes. This constructor, deprecated because it ignores charsets, is exactly right for
   * ASCII and small enough for the JIT to inline (a copy of the range), where the charset-taking one is not.
   */
  @SuppressWarnings("deprecation")
  private static String ascii(byte[] buffer, int start, int length) {
    return new String(buffer, 0, start, length);
  }

  private String direct(byte[] buffer, int start, int quote, boolean nonAscii) {
    String value;
    if (!nonAscii) {
      value = ascii(buffer, start, quote - start);
    } else {
      value = new String(buffer, start, quote - start, StandardCharsets.UTF_8);
      if (value.indexOf('\uFFFD') >= 0) {
        // Malformed UTF-8 (or an encoded U+FFFD): Jackson's decoder tells which, and reports it its way.
        return super._finishAndReturnString();
      }
    }
    _textBuffer.resetWithString(value);
    _inputPtr = quote + 1;
    return value;
  }
}
