package dev.protojson.internal.read;

import com.google.protobuf.ByteString;
import com.google.protobuf.UnsafeByteOperations;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * A whole JSON document of UTF-8 bytes (or a {@code String}'s own Latin-1 bytes) read by the generated readers' byte-level methods
 * ({@code mergeBytes}), which ask it for the value each field expects instead of going token by token through a
 * parser. It reads only what is plainly valid: integers in every exact form proto3 JSON takes, numbers of up to
 * {@value #MAX_NUMBER_LENGTH} characters, strings of well-formed UTF-8, {@code null}, {@code true}, {@code false},
 * and the structure around them. At anything else (an error, an unusual
 * form, a limit) it gives up with {@link GiveUp}, and the document is read again from the start by the Jackson
 * reader, which judges it and, if it is bad, reports it with its path and location. So whatever this class
 * accepts it reads exactly as the Jackson reader does, and every message about bad input is the Jackson reader's.
 *
 * <p>Positions: a value reader is called on the value's first byte and leaves the position just after the value;
 * {@link #nextMember} and {@link #nextElement} skip the whitespace and separators between values.
 */
public final class ByteInput {

  private static final VarHandle LONGS = ExpectedName.LONGS;
  private static final long ONES = 0x0101010101010101L;
  private static final long HIGH_BITS = 0x8080808080808080L;
  /** The longest number text read here; longer ones (up to Jackson's limit) are the Jackson reader's. */
  private static final int MAX_NUMBER_LENGTH = 64;
  /** The longest member name skipped here, in bytes; Jackson's parser refuses names of over 50,000 characters. */
  private static final int MAX_NAME_LENGTH = 50_000;
  private static final long EXACT_DOUBLE_LIMIT = 1L << 53;
  /** 10^0 to 10^18, every power of ten a {@code long} holds. */
  private static final long[] POWERS_OF_TEN = {1L, 10L, 100L, 1_000L, 10_000L, 100_000L, 1_000_000L, 10_000_000L,
      100_000_000L, 1_000_000_000L, 10_000_000_000L, 100_000_000_000L, 1_000_000_000_000L, 10_000_000_000_000L,
      100_000_000_000_000L, 1_000_000_000_000_000L, 10_000_000_000_000_000L, 100_000_000_000_000_000L,
      1_000_000_000_000_000_000L};
  private static final double[] EXACT_POWERS_OF_TEN = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
      1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
  /** The value of each byte as a hexadecimal digit, -1 for a byte that is not one. */
  private static final byte[] HEX_DIGITS = hexDigits();
  private static final byte[] NAN = {'"', 'N', 'a', 'N', '"'};
  private static final byte[] TRUE_KEY = {'"', 't', 'r', 'u', 'e', '"'};
  private static final byte[] FALSE_KEY = {'"', 'f', 'a', 'l', 's', 'e', '"'};
  private static final byte[] INFINITY = {'"', 'I', 'n', 'f', 'i', 'n', 'i', 't', 'y', '"'};
  private static final byte[] NEGATIVE_INFINITY = {'"', '-', 'I', 'n', 'f', 'i', 'n', 'i', 't', 'y', '"'};

  private static byte[] hexDigits() {
    byte[] digits = new byte[256];
    Arrays.fill(digits, (byte) -1);
    for (int c = 0; c < 256; c++) {
      int digit = Character.digit(c, 16);
      if (digit >= 0 && c < 0x80) {
        digits[c] = (byte) digit;
      }
    }
    return digits;
  }

  private final byte[] in;
  private final int end;
  private final int depthLimit;
  private final int maxStringLength;
  /**
   * Whether {@link #in} is Latin-1, one byte per character (a {@code String}'s own array), rather than UTF-8: then
   * a byte from 0x80 up is the character of that number.
   */
  private final boolean latin1;
  private int pos;
  private int depth;
  /** Where the map key being read begins, at its opening quote. */
  private int keyStart;
  /** The characters of the last {@link #readShortAscii()}; from {@link #scratch}, taken on first use. */
  private char[] shortAscii;
  /** Where strings with escapes or text beyond ASCII are decoded; from {@link #scratch}, taken on first use. */
  private char[] chars;
  /** The buffers of this document's thread ({@link ReadScratch}), taken on first use. */
  private ReadScratch scratch;
  /** The code point of the last sequence {@link #afterSequence} read. */
  private int codePoint;

  /**
   * @param depthLimit the deepest nesting of objects and arrays read here (the recursion limit)
   * @param maxStringLength the longest string read here, in bytes (the parser's limit, in characters)
   */
  public ByteInput(byte[] in, int depthLimit, int maxStringLength) {
    this(in, depthLimit, maxStringLength, false);
  }

  /**
   * @param latin1 whether {@code in} holds Latin-1 text, one byte per character, rather than UTF-8; it is only
   *     read, never written
   */
  public ByteInput(byte[] in, int depthLimit, int maxStringLength, boolean latin1) {
    this.in = in;
    this.end = in.length;
    this.depthLimit = depthLimit;
    this.maxStringLength = maxStringLength;
    this.latin1 = latin1;
  }

  /** Thrown at anything this class does not read; never seen by callers of the marshaller. */
  public static final class GiveUp extends RuntimeException {
    private static final long serialVersionUID = 1L;
    static final GiveUp INSTANCE = new GiveUp();

    private GiveUp() {
      super("left to the Jackson reader", null, false, false);
    }
  }

  /** The exception to throw to give up; also the default case of the generated byte-level switches. */
  public static GiveUp giveUp() {
    return GiveUp.INSTANCE;
  }

  /** For the generated switches' default case: a field this class does not read. */
  public static GiveUp unsupported(int field) {
    return GiveUp.INSTANCE;
  }

  /** Before the document's value: whitespace. */
  public void start() {
    whitespace();
  }

  /** After the document's value: whitespace and nothing else. */
  public void finish() {
    whitespace();
    if (pos != end) {
      throw GiveUp.INSTANCE;
    }
  }

  /**
   * Reads <code>{</code> and the whitespace after it; true if the object is empty, which is then read through its
   * <code>}</code>.
   */
  public boolean startObject() {
    return open('{', '}');
  }

  /** Reads {@code [} and the whitespace after it; true if the array is empty, which is then read through its end. */
  public boolean startArray() {
    return open('[', ']');
  }

  private boolean open(char start, char close) {
    if (peek() != start) {
      throw GiveUp.INSTANCE;
    }
    pos++;
    if (++depth > depthLimit) {
      throw GiveUp.INSTANCE;
    }
    whitespace();
    if (peek() == close) {
      pos++;
      depth--;
      return true;
    }
    return false;
  }

  /** After a member's value: true after a comma (and the whitespace after it), false after the closing brace. */
  public boolean nextMember() {
    return next('}');
  }

  /** After an element: true after a comma (and the whitespace after it), false after the closing bracket. */
  public boolean nextElement() {
    return next(']');
  }

  private boolean next(char close) {
    // The usual case, a comma and the next value right after it, without the general whitespace loops.
    if (pos + 1 < end && in[pos] == ',' && in[pos + 1] > ' ') {
      pos++;
      return true;
    }
    whitespace();
    int b = peek();
    if (b == ',') {
      pos++;
      whitespace();
      return true;
    }
    if (b == close) {
      pos++;
      depth--;
      return false;
    }
    throw GiveUp.INSTANCE;
  }

  /**
   * Whether the member's name is {@code quoted}, the name with its quotes; if so, reads it, the colon and the
   * whitespace around it. Otherwise nothing is read.
   */
  public boolean name(byte[] quoted) {
    int length = quoted.length;
    int at = pos;
    if (at + length > end) {
      return false;
    }
    if (length >= Long.BYTES) {
      // Eight bytes at a time, the last word overlapping the one before it.
      int last = length - Long.BYTES;
      for (int i = 0; i < last; i += Long.BYTES) {
        if ((long) LONGS.get(quoted, i) != (long) LONGS.get(in, at + i)) {
          return false;
        }
      }
      if ((long) LONGS.get(quoted, last) != (long) LONGS.get(in, at + last)) {
        return false;
      }
    } else {
      for (int i = 0; i < length; i++) {
        if (quoted[i] != in[at + i]) {
          return false;
        }
      }
    }
    // In Latin-1 text, the bytes of a name's UTF-8 beyond ASCII spell other characters.
    if (latin1 && !Utf8.ascii(quoted)) {
      return false;
    }
    at += length;
    // The usual case, "name":value with nothing between, without the general whitespace loops.
    if (at + 1 < end && in[at] == ':' && in[at + 1] > ' ') {
      pos = at + 1;
      return true;
    }
    pos = at;
    colon();
    return true;
  }

  /**
   * The field of the member's name among {@code names}, read with the colon and whitespace after it: for names
   * other than the expected one. Unknown, escaped and non-ASCII names give up (no field's JSON or proto name is
   * written so by anyone; the Jackson reader decides what they are).
   */
  int field(ByteNames names, boolean skipUnknown) {
    if (peek() != '"') {
      throw GiveUp.INSTANCE;
    }
    int start = pos + 1;
    int stop = plainEnd(start);
    if (stop >= end || in[stop] != '"') {
      throw GiveUp.INSTANCE;
    }
    int field = names.find(in, start, stop);
    // An extension's [full.name] is the Jackson reader's, whether it is known or not.
    if (field < 0 && (!skipUnknown || stop == start || in[start] == '[' || stop - start > MAX_NAME_LENGTH)) {
      throw GiveUp.INSTANCE;
    }
    pos = stop + 1;
    colon();
    if (field < 0) {
      skipValue();
    }
    return field;
  }

  /**
   * Reads past one value of any kind, checking it as strictly as the Jackson reader does (strings, numbers,
   * literals, nesting); anything unusual gives up.
   */
  private void skipValue() {
    int b = peek();
    if (b == '"') {
      skipString();
    } else if (b == '{') {
      if (!startObject()) {
        do {
          int name = pos;
          skipString();
          if (pos - name > MAX_NAME_LENGTH) {
            throw GiveUp.INSTANCE;
          }
          colon();
          skipValue();
        } while (nextMember());
      }
    } else if (b == '[') {
      if (!startArray()) {
        do {
          skipValue();
        } while (nextElement());
      }
    } else if (b == 't') {
      literal('r', 'u', 'e');
    } else if (b == 'f') {
      readBool();
    } else if (b == 'n') {
      literal('u', 'l', 'l');
    } else {
      skipNumber();
    }
  }

  /**
   * Reads past a number by JSON's grammar, of up to {@value #MAX_NUMBER_LENGTH} characters; whether it has
   * neither a fraction nor an exponent.
   */
  private boolean skipNumber() {
    int start = pos;
    if (peek() == '-') {
      pos++;
    }
    int intStart = pos;
    digits();
    if (pos == intStart || (in[intStart] == '0' && pos - intStart > 1)) {
      throw GiveUp.INSTANCE;
    }
    boolean integral = true;
    if (pos < end && in[pos] == '.') {
      pos++;
      requireDigits();
      integral = false;
    }
    if (pos < end && (in[pos] | 0x20) == 'e') {
      pos++;
      if (pos < end && (in[pos] == '+' || in[pos] == '-')) {
        pos++;
      }
      requireDigits();
      integral = false;
    }
    if (pos - start > MAX_NUMBER_LENGTH) {
      throw GiveUp.INSTANCE;
    }
    return integral;
  }

  /**
   * Before a map key, which must be a JSON string: the input itself, on which the key's kind then reads the name as
   * it reads a quoted value ({@code "12"}, {@code "text"}), followed by {@link #afterKey()}.
   */
  public ByteInput key() {
    if (peek() != '"') {
      throw GiveUp.INSTANCE;
    }
    keyStart = pos;
    return this;
  }

  /**
   * After a member's value: how many members follow it up to the end of the object, counted without moving, so that
   * a map can be sized for its entries before they are read. Gives up where reading them would.
   */
  public int membersAhead() {
    int at = pos;
    int open = depth;
    int count = 0;
    try {
      while (nextMember()) {
        skipString();
        colon();
        skipValue();
        count++;
      }
      return count;
    } finally {
      pos = at;
      depth = open;
    }
  }

  /**
   * A member name of any text, as a {@code google.protobuf.Struct} has them, with the colon and the whitespace
   * around it; names longer than the parser takes are the Jackson reader's.
   */
  public String readName() {
    int start = pos;
    String name = key().readString();
    if (pos - start > MAX_NAME_LENGTH + 2) {
      throw GiveUp.INSTANCE;
    }
    colon();
    return name;
  }

  /** A bool map key, {@code "true"} or {@code "false"}. */
  public boolean readKeyBool() {
    if (startsWith(TRUE_KEY)) {
      return true;
    }
    if (startsWith(FALSE_KEY)) {
      return false;
    }
    throw GiveUp.INSTANCE;
  }

  /** After a map key: the colon and the whitespace around it. */
  public void afterKey() {
    // A key is a member's name: one longer than the parser takes is the Jackson reader's to refuse, whatever the way
    // in.
    if (pos - keyStart > MAX_NAME_LENGTH + 2) {
      throw GiveUp.INSTANCE;
    }
    colon();
  }

  private void colon() {
    whitespace();
    if (peek() != ':') {
      throw GiveUp.INSTANCE;
    }
    pos++;
    whitespace();
  }

  /** Reads {@code null} if it is the value here. */
  public boolean isNull() {
    if (pos < end && in[pos] == 'n') {
      literal('u', 'l', 'l');
      return true;
    }
    return false;
  }

  public boolean readBool() {
    int b = peek();
    if (b == 't') {
      literal('r', 'u', 'e');
      return true;
    }
    if (b == 'f') {
      if (pos + 5 > end || in[pos + 4] != 'e') {
        throw GiveUp.INSTANCE;
      }
      literal('a', 'l', 's');
      pos++;
      return false;
    }
    throw GiveUp.INSTANCE;
  }

  /** The literal whose first byte is at the position and whose next three are {@code b1 b2 b3}. */
  private void literal(char b1, char b2, char b3) {
    if (pos + 4 > end || in[pos + 1] != b1 || in[pos + 2] != b2 || in[pos + 3] != b3) {
      throw GiveUp.INSTANCE;
    }
    pos += 4;
  }

  /**
   * An int32 as a number or a string holding one, in any exact form ({@code 12}, {@code "12"}, {@code 12.0},
   * {@code 1.2e1}, {@code -0}), as the Jackson reader takes it.
   */
  public int readInt32() {
    return int32(integer(false, true));
  }

  public int readUInt32() {
    return uint32(integer(false, true));
  }

  public long readInt64() {
    return integer(false, true);
  }

  /** Values from 2^63 up come back as the negative {@code long} of the same bits, as protobuf holds them. */
  public long readUInt64() {
    return integer(true, true);
  }

  /** An int32 map key: a string of canonical digits ({@code "12"}), the only form the Jackson reader takes. */
  public int readKeyInt32() {
    return int32(integer(false, false));
  }

  public int readKeyUInt32() {
    return uint32(integer(false, false));
  }

  public long readKeyInt64() {
    return integer(false, false);
  }

  public long readKeyUInt64() {
    return integer(true, false);
  }

  private static int int32(long value) {
    if (value != (int) value) {
      throw GiveUp.INSTANCE;
    }
    return (int) value;
  }

  private static int uint32(long value) {
    if (value < 0 || value > 0xFFFF_FFFFL) {
      throw GiveUp.INSTANCE;
    }
    return (int) value;
  }

  /**
   * An integer as a number or a string holding one, in the signed range (or with {@code unsigned} 0 to 2^64-1). The
   * form every writer uses, an optional minus and digits without a leading zero, is read here; with
   * {@code exactForms}, the other exact forms ({@code -0}, a fraction of zeros, an exponent) by
   * {@link #exactInteger}. Longer numbers, and a minus on an unsigned value, are the Jackson reader's.
   */
  private long integer(boolean unsigned, boolean exactForms) {
    int valueStart = pos;
    boolean quoted = peek() == '"';
    if (quoted) {
      pos++;
    }
    boolean negative = pos < end && in[pos] == '-';
    if (negative) {
      if (unsigned) {
        // -0 in any form is 0; anything else below 0 is out of range, which the exact read gives up on.
        return otherForm(valueStart, true, exactForms);
      }
      pos++;
    }
    int start = pos;
    long value = 0;
    int stop = Math.min(end, start + 19);
    int b;
    while (pos < stop && (b = in[pos] - '0') >= 0 && b <= 9) {
      value = value * 10 + b;
      pos++;
    }
    int digits = pos - start;
    if (digits == 0 || (in[start] == '0' && (digits > 1 || negative))) {
      if (digits == 1 && negative) {
        return otherForm(valueStart, unsigned, exactForms);
      }
      throw GiveUp.INSTANCE;
    }
    if (pos < end && (b = in[pos] - '0') >= 0 && b <= 9) {
      // A twentieth digit: only unsigned values up to 18446744073709551615 have one (and 1.0e19-like forms with
      // a fraction or an exponent, which the exact read takes).
      if (!unsigned || !NumberText.takesTwentiethDigit(value, b)) {
        return otherForm(valueStart, unsigned, exactForms);
      }
      value = value * 10 + b;
      pos++;
      if (pos < end && in[pos] >= '0' && in[pos] <= '9') {
        return otherForm(valueStart, unsigned, exactForms);
      }
    }
    if (quoted) {
      if (pos >= end || in[pos] != '"') {
        return otherForm(valueStart, unsigned, exactForms);
      }
      pos++;
    } else if (pos < end && (in[pos] == '.' || (in[pos] | 0x20) == 'e')) {
      return otherForm(valueStart, unsigned, exactForms);
    }
    // A value that turned negative is past the signed range (but for -2^63), or unsigned from 2^63 up.
    if (value < 0 && !unsigned) {
      if (negative && value == Long.MIN_VALUE) {
        return value;
      }
      throw GiveUp.INSTANCE;
    }
    return negative ? -value : value;
  }

  /**
   * An integer in a form other than the writers' one: read by {@link #exactInteger} with {@code exactForms}, given
   * up otherwise. One call at each such place keeps {@link #integer}'s code about the size it was.
   */
  private long otherForm(int valueStart, boolean unsigned, boolean exactForms) {
    if (!exactForms) {
      throw GiveUp.INSTANCE;
    }
    return exactInteger(valueStart, unsigned);
  }

  /**
   * The integer from {@code valueStart}, a JSON number or a string holding one, in any form of JSON's number grammar
   * that is exact ({@code 12.0}, {@code 1.2e1}, {@code -0}), by the arithmetic the Jackson reader uses; a fraction,
   * a value out of range or anything else gives up.
   */
  private long exactInteger(int valueStart, boolean unsigned) {
    pos = valueStart;
    boolean quoted = in[pos] == '"';
    if (quoted) {
      pos++;
    }
    int start = pos;
    skipNumber();
    int stop = pos;
    if (quoted) {
      if (pos >= end || in[pos] != '"') {
        throw GiveUp.INSTANCE;
      }
      pos++;
    }
    return exactValue(start, stop, unsigned);
  }

  /**
   * The integer that the number text {@code in[start..stop)}, of JSON's grammar, is exactly: with up to 18
   * significant digits and an exponent of up to 1,000 in {@code long} arithmetic, without building anything; other
   * text by {@link NumberText#integral}, the Jackson reader's arithmetic. A fraction gives up, as does anything that
   * arithmetic rejects.
   */
  private long exactValue(int start, int stop, boolean unsigned) {
    int i = start;
    boolean negative = in[i] == '-';
    if (negative) {
      i++;
    }
    long significand = 0;
    int significant = 0;
    int scale = 0;
    boolean point = false;
    for (; i < stop && (in[i] | 0x20) != 'e'; i++) {
      if (in[i] == '.') {
        point = true;
        continue;
      }
      int digit = in[i] - '0';
      scale -= point ? 1 : 0;
      if (significant == 0 && digit == 0) {
        continue;
      }
      if (++significant > 18) {
        return integral(start, stop, unsigned);
      }
      significand = significand * 10 + digit;
    }
    if (i < stop) {
      i++;
      boolean negativeExponent = in[i] == '-';
      if (in[i] == '-' || in[i] == '+') {
        i++;
      }
      int exponent = 0;
      for (; i < stop; i++) {
        exponent = exponent * 10 + in[i] - '0';
        if (exponent > 1_000) {
          return integral(start, stop, unsigned);
        }
      }
      scale += negativeExponent ? -exponent : exponent;
    }
    if (significand == 0) {
      return 0;
    }
    while (scale < 0 && significand % 10 == 0) {
      significand /= 10;
      scale++;
    }
    if (scale < 0 || (negative && unsigned)) {
      throw GiveUp.INSTANCE;
    }
    if (scale > 18 - decimalDigits(significand)) {
      return integral(start, stop, unsigned);
    }
    long value = significand * POWERS_OF_TEN[scale];
    return negative ? -value : value;
  }

  private static int decimalDigits(long value) {
    int digits = 1;
    while (value >= 10) {
      value /= 10;
      digits++;
    }
    return digits;
  }

  private long integral(int start, int stop, boolean unsigned) {
    try {
      return NumberText.integral(ascii(start, stop), unsigned);
    } catch (NumberText.Rejected e) {
      throw GiveUp.INSTANCE;
    }
  }

  public float readFloat() {
    int start = pos;
    double value = readDouble();
    float narrowed = (float) value;
    if (FloatText.onMidpoint(value)) {
      // The number's own text, without the quotes of a number given as a string.
      narrowed = in[start] == '"' ? Float.parseFloat(ascii(start + 1, pos - 1)) : Float.parseFloat(ascii(start, pos));
    }
    if (Float.isInfinite(narrowed) && !Double.isInfinite(value)) {
      throw GiveUp.INSTANCE;
    }
    return narrowed;
  }

  /**
   * A JSON number: a decimal of up to 2^53 in its digits and up to 22 places is one exact division, other forms
   * of up to {@value #MAX_NUMBER_LENGTH} characters the JDK's; both correctly rounded, as the Jackson reader's are.
   * Of strings, {@code "NaN"}, {@code "Infinity"}, {@code "-Infinity"} and numbers ({@code "1.5"}, by the JDK) are
   * read. {@code -0}, like {@code -0.0}, is -0.0.
   */
  public double readDouble() {
    if (peek() == '"') {
      return special();
    }
    int start = pos;
    boolean negative = peek() == '-';
    if (negative) {
      pos++;
    }
    int intStart = pos;
    long significand = 0;
    int b;
    while (pos < end && (b = in[pos] - '0') >= 0 && b <= 9) {
      significand = significand * 10 + b;
      pos++;
      if (significand > EXACT_DOUBLE_LIMIT) {
        return generalNumber(start);
      }
    }
    int intDigits = pos - intStart;
    if (intDigits == 0 || (in[intStart] == '0' && intDigits > 1)) {
      throw GiveUp.INSTANCE;
    }
    int scale = 0;
    if (pos < end && in[pos] == '.') {
      pos++;
      int fractionStart = pos;
      while (pos < end && (b = in[pos] - '0') >= 0 && b <= 9) {
        significand = significand * 10 + b;
        pos++;
        if (significand > EXACT_DOUBLE_LIMIT) {
          return generalNumber(start);
        }
      }
      scale = pos - fractionStart;
      if (scale == 0) {
        throw GiveUp.INSTANCE;
      }
    }
    if (pos < end && (in[pos] | 0x20) == 'e') {
      return generalNumber(start);
    }
    if (scale >= EXACT_POWERS_OF_TEN.length) {
      return generalNumber(start);
    }
    double value = significand / EXACT_POWERS_OF_TEN[scale];
    return negative ? -value : value;
  }

  private double special() {
    if (startsWith(NAN)) {
      return Double.NaN;
    }
    if (startsWith(INFINITY)) {
      return Double.POSITIVE_INFINITY;
    }
    if (startsWith(NEGATIVE_INFINITY)) {
      return Double.NEGATIVE_INFINITY;
    }
    return quotedNumber();
  }

  /** A number of JSON's grammar in a string ({@code "1.5"}, {@code "1e3"}), by the JDK, as the Jackson reader does. */
  private double quotedNumber() {
    int start = ++pos;
    skipNumber();
    int stop = pos;
    if (pos >= end || in[pos] != '"') {
      throw GiveUp.INSTANCE;
    }
    pos++;
    double value = Double.parseDouble(ascii(start, stop));
    if (Double.isInfinite(value)) {
      throw GiveUp.INSTANCE;
    }
    return value;
  }

  /** Reads {@code text} if the input goes on with it. */
  private boolean startsWith(byte[] text) {
    int length = text.length;
    if (pos + length > end || !Arrays.equals(in, pos, pos + length, text, 0, length)) {
      return false;
    }
    pos += length;
    return true;
  }

  /** A number of JSON's grammar from {@code start}, by the JDK. */
  private double generalNumber(int start) {
    pos = start;
    if (skipNumber()) {
      // Long integers in a double field: Jackson reads them as big integers first; its reader decides.
      throw GiveUp.INSTANCE;
    }
    double value = Double.parseDouble(ascii(start, pos));
    if (Double.isInfinite(value)) {
      throw GiveUp.INSTANCE;
    }
    return value;
  }

  private void digits() {
    while (pos < end && in[pos] >= '0' && in[pos] <= '9') {
      pos++;
    }
  }

  private void requireDigits() {
    int start = pos;
    digits();
    if (pos == start) {
      throw GiveUp.INSTANCE;
    }
  }

  /** Standard or URL-safe base64, padded or not, as the Jackson reader takes it; anything else gives up. */
  public ByteString readBase64() {
    byte[] decoded = ReadSupport.base64(readString());
    if (decoded == null) {
      throw GiveUp.INSTANCE;
    }
    // A new array no one else holds: wrapped, not copied again.
    return UnsafeByteOperations.unsafeWrap(decoded);
  }

  /**
   * The number of an enum value given by its name (read as short ASCII, as every enum value name is) or number, or
   * {@code null} for {@code google.protobuf.NullValue}; unknown names and numbers are the Jackson reader's.
   */
  public int readEnum(FieldInfo field) {
    EnumReader values = field.enumReader;
    int b = peek();
    if (b == '"') {
      int length = readShortAscii();
      int slot = values.find(shortAscii, 0, length);
      if (slot < 0) {
        throw GiveUp.INSTANCE;
      }
      return values.numberAt(slot);
    }
    if (b == 'n' && values.nullIsValue()) {
      literal('u', 'l', 'l');
      return 0;
    }
    int number = readInt32();
    if (!values.isKnownOrOpen(number)) {
      throw GiveUp.INSTANCE;
    }
    return number;
  }

  /**
   * A string: up to its first quote, backslash, control character or non-ASCII byte eight bytes at a time, then
   * byte by byte, decoding escapes and checking UTF-8 (shortest forms, no surrogates, up to U+10FFFF); in Latin-1
   * text each byte is its character.
   */
  public String readString() {
    if (peek() != '"') {
      throw GiveUp.INSTANCE;
    }
    int start = pos + 1;
    int stop = plainEnd(start);
    if (stop < end && in[stop] == '"' && stop - start <= maxStringLength) {
      pos = stop + 1;
      return ascii(start, stop);
    }
    return decodedString(start, stop);
  }

  /**
   * Reads past a string as {@link #readString()} reads it, without making a {@code String} of it where it is plain
   * ASCII, as most are.
   */
  private void skipString() {
    int stop = peek() == '"' ? plainEnd(pos + 1) : end;
    if (stop < end && in[stop] == '"' && stop - pos - 1 <= maxStringLength) {
      pos = stop + 1;
      return;
    }
    // Escapes, other text, or no string here: as the value read would be judged.
    readString();
  }

  /**
   * A string of up to 64 ASCII characters without escapes (a timestamp, a duration, an enum value name), into
   * {@link #shortAscii()} from index 0; its length.
   */
  public int readShortAscii() {
    if (peek() != '"') {
      throw GiveUp.INSTANCE;
    }
    int start = pos + 1;
    int stop = plainEnd(start);
    int length = stop - start;
    if (stop >= end || in[stop] != '"' || length > 64) {
      throw GiveUp.INSTANCE;
    }
    char[] chars = shortAscii;
    if (chars == null) {
      chars = shortAscii = scratch().shortAscii();
    }
    for (int i = 0; i < length; i++) {
      chars[i] = (char) in[start + i];
    }
    pos = stop + 1;
    return length;
  }

  private ReadScratch scratch() {
    ReadScratch kept = scratch;
    if (kept == null) {
      kept = scratch = ReadScratch.forDocument(end);
    }
    return kept;
  }

  /** The characters of the last {@link #readShortAscii()}. */
  public char[] shortAscii() {
    return shortAscii;
  }

  /**
   * The rest of a string that is not plain ASCII, from {@code stop}, its first byte that is not: decoded by
   * {@link #charsString} in UTF-8, each byte its character in Latin-1.
   */
  private String decodedString(int start, int stop) {
    if (!latin1) {
      return charsString(start);
    }
    int i = stop;
    for (;;) {
      if (i >= end) {
        throw GiveUp.INSTANCE;
      }
      int b = in[i];
      if (b == '"') {
        break;
      }
      if (b == '\\') {
        return charsString(start);
      }
      if (b >= 0) {
        if (b < 0x20) {
          throw GiveUp.INSTANCE;
        }
        i = plainEnd(i + 1);
      } else {
        i++;
      }
    }
    if (i - start > maxStringLength) {
      throw GiveUp.INSTANCE;
    }
    pos = i + 1;
    return ascii(start, i);
  }

  /**
   * A string with escapes or, in UTF-8, characters beyond ASCII, from its first byte: decoded into a character
   * buffer ({@link ReadScratch}, grown as needed), then made a {@code String} once. For text beyond ASCII
   * this allocates less than the JDK's decoder, which sizes its arrays by the bytes and trims them after.
   */
  private String charsString(int start) {
    char[] out = chars;
    if (out == null) {
      out = chars = scratch().chars();
    }
    int n = 0;
    int i = start;
    for (;;) {
      // The most one step appends: two chars (a surrogate pair).
      if (n + 2 > out.length) {
        if (n > maxStringLength) {
          throw GiveUp.INSTANCE;
        }
        out = chars = Arrays.copyOf(out, out.length * 2);
        scratch().grown(out);
      }
      if (i >= end) {
        throw GiveUp.INSTANCE;
      }
      int b = in[i];
      if (b == '"') {
        break;
      }
      if (b == '\\') {
        int next = escape(i, out, n);
        n += next - i == 12 ? 2 : 1;
        i = next;
      } else if (b >= 0x20) {
        // A run of plain ASCII, widened in one loop.
        int stop = plainEnd(i + 1);
        if (n + (stop - i) + 2 > out.length) {
          if (n + (stop - i) > maxStringLength) {
            throw GiveUp.INSTANCE;
          }
          out = chars = Arrays.copyOf(out, Math.max(out.length * 2, n + (stop - i) + 2));
          scratch().grown(out);
        }
        for (int k = i; k < stop; k++) {
          out[n++] = (char) in[k];
        }
        i = stop;
      } else if (b >= 0) {
        throw GiveUp.INSTANCE;
      } else if (latin1) {
        out[n++] = (char) (b & 0xFF);
        i++;
      } else if (b >= (byte) 0xC2 && b <= (byte) 0xDF && i + 1 < end && in[i + 1] < (byte) 0xC0) {
        // Two bytes (U+0080 to U+07FF: accents, Greek, Cyrillic): a lead from C2 up is never an overlong form.
        out[n++] = (char) ((b & 0x1F) << 6 | in[i + 1] & 0x3F);
        i += 2;
      } else if (b >= (byte) 0xE1 && b <= (byte) 0xEF && b != (byte) 0xED && i + 2 < end
          && in[i + 1] < (byte) 0xC0 && in[i + 2] < (byte) 0xC0) {
        // Three bytes with a lead that allows no overlong form (E0) and no surrogate (ED): most of CJK.
        out[n++] = (char) ((b & 0x0F) << 12 | (in[i + 1] & 0x3F) << 6 | in[i + 2] & 0x3F);
        i += 3;
      } else {
        i = afterSequence(i);
        n += Character.toChars(codePoint, out, n);
      }
    }
    if (n > maxStringLength) {
      throw GiveUp.INSTANCE;
    }
    pos = i + 1;
    return new String(out, 0, n);
  }

  /**
   * Decodes the escape at {@code i} into {@code out} at {@code n}: two chars for an escaped surrogate pair (12
   * bytes), one for anything else; returns the index after it.
   */
  private int escape(int i, char[] out, int n) {
    if (i + 1 >= end) {
      throw GiveUp.INSTANCE;
    }
    char c;
    switch (in[i + 1]) {
      case '"' -> c = '"';
      case '\\' -> c = '\\';
      case '/' -> c = '/';
      case 'b' -> c = '\b';
      case 'f' -> c = '\f';
      case 'n' -> c = '\n';
      case 'r' -> c = '\r';
      case 't' -> c = '\t';
      case 'u' -> {
        int unit = hex4(i + 2);
        if (unit >= Character.MIN_SURROGATE && unit <= Character.MAX_SURROGATE) {
          // Only a high surrogate followed by an escaped low one: anything else is the Jackson reader's.
          if (unit > Character.MAX_HIGH_SURROGATE || i + 7 >= end || in[i + 6] != '\\' || in[i + 7] != 'u') {
            throw GiveUp.INSTANCE;
          }
          int low = hex4(i + 8);
          if (low < Character.MIN_LOW_SURROGATE || low > Character.MAX_LOW_SURROGATE) {
            throw GiveUp.INSTANCE;
          }
          out[n] = (char) unit;
          out[n + 1] = (char) low;
          return i + 12;
        }
        out[n] = (char) unit;
        return i + 6;
      }
      default -> throw GiveUp.INSTANCE;
    }
    out[n] = c;
    return i + 2;
  }

  private int hex4(int at) {
    if (at + 4 > end) {
      throw GiveUp.INSTANCE;
    }
    int first = HEX_DIGITS[in[at] & 0xFF];
    int second = HEX_DIGITS[in[at + 1] & 0xFF];
    int third = HEX_DIGITS[in[at + 2] & 0xFF];
    int fourth = HEX_DIGITS[in[at + 3] & 0xFF];
    if ((first | second | third | fourth) < 0) {
      throw GiveUp.INSTANCE;
    }
    return first << 12 | second << 8 | third << 4 | fourth;
  }

  /** The index after the well-formed UTF-8 sequence at {@code i}, whose code point it keeps in {@link #codePoint}. */
  private int afterSequence(int i) {
    long sequence = Utf8.sequence(in, i, end);
    if (sequence < 0) {
      throw GiveUp.INSTANCE;
    }
    codePoint = (int) (sequence >>> 8);
    return i + (int) (sequence & 0xFF);
  }

  /** From {@code i}: the first quote, backslash, control character or non-ASCII byte, or {@code end}. */
  private int plainEnd(int i) {
    for (int last = end - Long.BYTES; i <= last; i += Long.BYTES) {
      long word = (long) LONGS.get(in, i);
      long quote = word ^ 0x2222222222222222L;
      long backslash = word ^ 0x5C5C5C5C5C5C5C5CL;
      long stops = ((quote - ONES) & ~quote | (backslash - ONES) & ~backslash
          | (word - 0x2020202020202020L) & ~word | word) & HIGH_BITS;
      if (stops != 0) {
        return i + (Long.numberOfTrailingZeros(stops) >>> 3);
      }
    }
    for (; i < end; i++) {
      byte b = in[i];
      if (b == '"' || b == '\\' || b < 0x20) {
        return i;
      }
    }
    return end;
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

  /** The position: after a {@link GiveUp}, at or just after what was not read (for diagnostics only). */
  public int position() {
    return pos;
  }

  /** The byte at the position, the first of the value there, or -1 at the end. */
  public int peek() {
    return pos < end ? in[pos] : -1;
  }

  /** The bytes from {@code start} to {@code stop}, each the character of its number (ASCII, or any Latin-1). */
  @SuppressWarnings("deprecation")
  private String ascii(int start, int stop) {
    return new String(in, 0, start, stop - start);
  }
}
