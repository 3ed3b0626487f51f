package dev.protojson.internal.read;

import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.io.IOContext;
import tools.jackson.core.json.UTF8StreamJsonParser;
import tools.jackson.core.sym.ByteQuadsCanonicalizer;

/**
 * Jackson's UTF-8 parser, except that an ASCII string value without escapes is made into a {@code String} straight
 * from the input bytes. Jackson decodes every string byte by byte into a char buffer and then copies that into
 * the String; here the bytes are scanned eight at a time for the closing quote and copied once. Any other string
 * (an escape, a control character, a non-ASCII byte, or one that runs past the buffered input) goes to Jackson's
 * code unchanged, from the same position, so results and errors are Jackson's in every case.
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
    for (int last = end - Long.BYTES; ptr <= last; ptr += Long.BYTES) {
      long stops = stops((long) LONGS.get(buffer, ptr));
      if (stops != 0) {
        int at = ptr + (Long.numberOfTrailingZeros(stops) >>> 3);
        return buffer[at] == '"' ? direct(buffer, start, at) : super._finishAndReturnString();
      }
    }
    for (; ptr < end; ptr++) {
      byte b = buffer[ptr];
      if (b == '"') {
        return direct(buffer, start, ptr);
      }
      if (b == '\\' || b < 0x20) {
        break;
      }
    }
    return super._finishAndReturnString();
  }

  /**
   * A byte in the top bit of each position where {@code word} has a quote, a backslash, a control character or a
   * byte above 127; exact for the lowest such byte (a borrow can mark bytes above it, never below).
   */
  static long stops(long word) {
    long quote = word ^ QUOTES;
    long backslash = word ^ BACKSLASHES;
    return ((quote - ONES) & ~quote | (backslash - ONES) & ~backslash | (word - SPACES) & ~word | word) & HIGH_BITS;
  }

  private String direct(byte[] buffer, int start, int quote) {
    String value = ascii(buffer, start, quote - start);
    _textBuffer.resetWithString(value);
    _inputPtr = quote + 1;
    return value;
  }

  /**
   * The String of ASCII bytes. This constructor, deprecated because it ignores charsets, is exactly right for
   * ASCII and small enough for the JIT to inline (a copy of the range), where the charset-taking one is not.
   */
  @SuppressWarnings("deprecation")
  private static String ascii(byte[] buffer, int start, int length) {
    return new String(buffer, 0, start, length);
  }
}
