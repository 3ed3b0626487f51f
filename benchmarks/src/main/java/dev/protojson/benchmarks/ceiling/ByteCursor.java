package dev.protojson.benchmarks.ceiling;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * A position in a JSON document of UTF-8 bytes and what the byte-loop tokenizers read there: strings (eight bytes
 * at a time up to the first quote, backslash, control character or non-ASCII byte; escapes and well-formed UTF-8
 * decoded after that), digits, literals and whitespace, by RFC 8259's rules. For measuring only.
 */
abstract class ByteCursor {

  private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long ONES = 0x0101010101010101L;
  private static final long HIGH_BITS = 0x8080808080808080L;

  final byte[] in;
  final int end;
  int pos;
  /** Whether the last {@link #number} had neither a fraction nor an exponent. */
  boolean integral;

  ByteCursor(byte[] in) {
    this.in = in;
    this.end = in.length;
  }

  /** A string from just after its opening quote to just after its closing quote. */
  @SuppressWarnings("deprecation")
  final String string() {
    int start = pos;
    int quote = plainEnd(start);
    if (quote < end && in[quote] == '"') {
      pos = quote + 1;
      return new String(in, 0, start, quote - start);
    }
    StringBuilder text = new StringBuilder(Math.max(16, 2 * (quote - start)));
    for (int i = start; i < quote; i++) {
      text.append((char) in[i]);
    }
    pos = quote;
    for (;;) {
      if (pos >= end) {
        throw fail("unterminated string");
      }
      int b = in[pos] & 0xFF;
      if (b == '"') {
        pos++;
        return text.toString();
      }
      if (b == '\\') {
        escape(text);
      } else if (b < 0x20) {
        throw fail("control character in a string");
      } else if (b < 0x80) {
        text.append((char) b);
        pos++;
      } else {
        text.appendCodePoint(codePoint(b));
      }
    }
  }

  private void escape(StringBuilder text) {
    if (pos + 1 >= end) {
      throw fail("unterminated escape");
    }
    byte kind = in[pos + 1];
    pos += 2;
    switch (kind) {
      case '"', '\\', '/' -> text.append((char) kind);
      case 'b' -> text.append('\b');
      case 'f' -> text.append('\f');
      case 'n' -> text.append('\n');
      case 'r' -> text.append('\r');
      case 't' -> text.append('\t');
      case 'u' -> {
        if (pos + 4 > end) {
          throw fail("short unicode escape");
        }
        int c = 0;
        for (int i = 0; i < 4; i++) {
          int digit = Character.digit(in[pos + i], 16);
          if (digit < 0) {
            throw fail("bad unicode escape");
          }
          c = c << 4 | digit;
        }
        pos += 4;
        text.append((char) c);
      }
      default -> throw fail("bad escape");
    }
  }

  /** The code point of the well-formed UTF-8 sequence at {@code pos} whose first byte is {@code lead}. */
  private int codePoint(int lead) {
    int length;
    int min;
    int cp;
    if (lead >= 0xC2 && lead < 0xE0) {
      length = 2;
      min = 0x80;
      cp = lead & 0x1F;
    } else if (lead >= 0xE0 && lead < 0xF0) {
      length = 3;
      min = 0x800;
      cp = lead & 0x0F;
    } else if (lead >= 0xF0 && lead < 0xF5) {
      length = 4;
      min = 0x10000;
      cp = lead & 0x07;
    } else {
      throw fail("invalid UTF-8");
    }
    if (pos + length > end) {
      throw fail("truncated UTF-8");
    }
    for (int i = 1; i < length; i++) {
      int b = in[pos + i] & 0xFF;
      if ((b & 0xC0) != 0x80) {
        throw fail("invalid UTF-8");
      }
      cp = cp << 6 | b & 0x3F;
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
      throw fail("invalid UTF-8");
    }
    pos += length;
    return cp;
  }

  /** From {@code ptr}: the first quote, backslash, control character or non-ASCII byte, or {@code end}. */
  final int plainEnd(int ptr) {
    for (int last = end - Long.BYTES; ptr <= last; ptr += Long.BYTES) {
      long word = (long) LONGS.get(in, ptr);
      long quote = word ^ 0x2222222222222222L;
      long backslash = word ^ 0x5C5C5C5C5C5C5C5CL;
      long stops = ((quote - ONES) & ~quote | (backslash - ONES) & ~backslash
          | (word - 0x2020202020202020L) & ~word | word) & HIGH_BITS;
      if (stops != 0) {
        return ptr + (Long.numberOfTrailingZeros(stops) >>> 3);
      }
    }
    for (; ptr < end; ptr++) {
      byte b = in[ptr];
      if (b == '"' || b == '\\' || b < 0x20) {
        return ptr;
      }
    }
    return end;
  }

  private void requireDigits() {
    int start = pos;
    while (pos < end && in[pos] >= '0' && in[pos] <= '9') {
      pos++;
    }
    if (pos == start) {
      throw fail("bad number");
    }
  }

  @SuppressWarnings("deprecation")
  private String ascii(int start, int stop) {
    return new String(in, 0, start, stop - start);
  }

  final void literal(String word) {
    int length = word.length();
    if (pos + length > end) {
      throw fail("bad literal");
    }
    for (int i = 0; i < length; i++) {
      if (in[pos + i] != word.charAt(i)) {
        throw fail("bad literal");
      }
    }
    pos += length;
  }

  final void whitespace() {
    while (pos < end) {
      byte b = in[pos];
      if (b != ' ' && b != '\n' && b != '\r' && b != '\t') {
        return;
      }
      pos++;
    }
  }

  final byte peek() {
    if (pos >= end) {
      throw fail("end of input");
    }
    return in[pos];
  }

  final IllegalArgumentException fail(String problem) {
    return new IllegalArgumentException(problem + " at byte " + pos);
  }

  /**
   * A number by RFC 8259's grammar: an integer of up to 18 digits valued as its digits are read, others by the JDK;
   * a number with a fraction or an exponent is returned cut to a {@code long}, and {@link #integral} says which.
   */
  final long number() {
    int start = pos;
    boolean negative = peek() == '-';
    if (negative) {
      pos++;
    }
    int digitsStart = pos;
    long value = 0;
    while (pos < end && in[pos] >= '0' && in[pos] <= '9') {
      value = value * 10 + (in[pos] - '0');
      pos++;
    }
    int digits = pos - digitsStart;
    if (digits == 0 || (digits > 1 && in[digitsStart] == '0')) {
      throw fail("bad number");
    }
    integral = true;
    if (pos < end && in[pos] == '.') {
      integral = false;
      pos++;
      requireDigits();
    }
    if (pos < end && (in[pos] == 'e' || in[pos] == 'E')) {
      integral = false;
      pos++;
      if (pos < end && (in[pos] == '+' || in[pos] == '-')) {
        pos++;
      }
      requireDigits();
    }
    if (!integral) {
      return (long) Double.parseDouble(ascii(start, pos));
    }
    return digits <= 18 ? (negative ? -value : value) : Long.parseLong(ascii(start, pos));
  }
}
