package dev.protojson.benchmarks.ceiling;

/**
 * A strict JSON tokenizer over UTF-8 bytes that owns its loops, for measuring only: how fast tokens and values can be
 * had when a reader does not go through Jackson's parser. It gives every value what {@link
 * TokenizerCeilingBenchmark#jacksonValues} gives (each string as a {@code String}, each number as an {@code int},
 * {@code long} or {@code double}, each property name found by a hash of its bytes, as a generated reader would
 * dispatch on it) and sums them the same way, and it rejects what RFC 8259 rejects. It reports no locations and
 * keeps no state between calls: it is the lower bound of what a tokenizer of protojson's own would cost, not one.
 */
final class ByteLoopTokens extends ByteCursor {

  private static final int MAX_DEPTH = 1_000;

  private long sum;
  /** The hashes of the names, so that computing them is not optimised away. */
  private int names;

  private ByteLoopTokens(byte[] in) {
    super(in);
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
      case 't' -> {
        literal("true");
        sum++;
      }
      case 'f' -> {
        literal("false");
        sum++;
      }
      case 'n' -> {
        literal("null");
        sum++;
      }
      default -> sum += number();
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
}
