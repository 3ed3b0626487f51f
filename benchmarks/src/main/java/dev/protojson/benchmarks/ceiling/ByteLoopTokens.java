package dev.protojson.benchmarks.ceiling;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * A strict JSON tokenizer over UTF-8 bytes that owns its loops, for measuring only: how fast tokens and values can be
 * had when a reader does not go through Jackson's parser. It gives every value what {@link
 * TokenizerCeilingBenchmark#jacksonValues} gives (each string as a {@code String}, each number as an {@code int},
 * {@code long} or {@code double}, each property name found by a hash of its bytes, as a generated reader would
 * dispatch on it) and sums them the same way, and it rejects what RFC 8259 rejects. It reports no locations and
 * keeps no state between calls: it is the lower bound of what a tokenizer of protojson's own would cost, not one.
 */
final class ByteLoopTokens {

  private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long ONES = 0x0101010101010101L;
  private static final long HIGH_BITS = 0x8080808080808080L;
  private static final int MAX_DEPTH = 1_000;

  private final byte[] in;
  private final int end;
  private int pos;
  private long sum;
  /** The hashes of the names, so that computing them is not optimised away. */
  private int names;

  private ByteLoopTokens(byte[] in) {
    this.in = in;
    this.end = in.length;
  }

  /** Reads the whole of {@code json}, or throws {@link IllegalArgumentException} for input RFC 8259 rejects. */
  static ByteLoopTokens read(byte[] json) {
    ByteLoopTokens tokens = new ByteLoopTokens(json);
    tokens.whitespace();
    tokens.value(0);
    tokens.whitespace();
    if (tokens.pos != tokens.end) {
      throw tokens.fail("content after the value");
    }
    return tokens;
  }

  /** The checksum {@link TokenizerCeilingBenchmark#jacksonValues} computes for the same document. */
  long sum() {
    return sum;
  }

  /** The hashes of the property names, combined. */
  int names() {
    return names;
  }

  private void value(int depth) {
    if (pos >= end) {
      throw fail("end of input");
    }
    switch (in[pos]) {
      case '{' -> container(depth + 1, true);
      case '[' -> container(depth + 1, false);
      case '"' -> {
        pos++;
        sum += string().length();
      }
      case 't' -> literal("true");
      case 'f' -> literal("false");
      case 'n' -> literal("null");
      default -> number();
    }
  }

  /** An object or an array from its opening bracket; an object's members are a name, a colon and a value. */
  private void container(int depth, boolean object) {
    if (depth > MAX_DEPTH) {
      throw fail("too deep");
    }
    byte close = (byte) (object ? '}' : ']');
    pos++;
    sum += 2;
    whitespace();
    if (peek() == close) {
      pos++;
      return;
    }
    for (;;) {
      if (object) {
        nameAndColon();
      }
      value(depth);
      whitespace();
      byte next = peek();
      pos++;
      if (next == close) {
        return;
      }
      if (next != ',') {
        throw fail("expected a comma or the end of the " + (object ? "object" : "array"));
      }
      whitespace();
    }
  }

  private void nameAndColon() {
    if (peek() != '"') {
      throw fail("expected a name");
    }
    pos++;
    sum += name();
    whitespace();
    if (peek() != ':') {
      throw fail("expected a colon");
    }
    pos++;
    whitespace();
  }

  /** A property name from just after its opening quote: its length in UTF-16 units; its hash goes to {@code names}. */
  private int name() {
    int start = pos;
    int quote = plainEnd(start);
    if (quote < end && in[quote] == '"') {
      int hash = 0x811C9DC5;
      for (int i = start; i < quote; i++) {
        hash = (hash ^ in[i]) * 0x01000193;
      }
      names ^= hash;
      pos = quote + 1;
      return quote - start;
    }
    String name = string();
    names ^= name.hashCode();
    return name.length();
  }

  /** A string from just after its opening quote to just after its closing quote. */
  @SuppressWarnings("deprecation")
  private String string() {
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
  private int plainEnd(int ptr) {
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

  /** A number by RFC 8259's grammar: integers of up to 18 digits valued as they are read, others by the JDK. */
  private void number() {
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
    boolean integral = true;
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
      sum += (long) Double.parseDouble(ascii(start, pos));
    } else if (digits <= 18) {
      sum += negative ? -value : value;
    } else {
      sum += Long.parseLong(ascii(start, pos));
    }
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

  private void literal(String word) {
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
    sum++;
  }

  private void whitespace() {
    while (pos < end) {
      byte b = in[pos];
      if (b != ' ' && b != '\n' && b != '\r' && b != '\t') {
        return;
      }
      pos++;
    }
  }

  private byte peek() {
    if (pos >= end) {
      throw fail("end of input");
    }
    return in[pos];
  }

  private IllegalArgumentException fail(String problem) {
    return new IllegalArgumentException(problem + " at byte " + pos);
  }
}
