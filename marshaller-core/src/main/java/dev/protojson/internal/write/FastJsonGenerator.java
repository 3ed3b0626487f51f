package dev.protojson.internal.write;

import com.google.protobuf.ByteString;
import dev.protojson.internal.Latin1Strings;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import tools.jackson.core.Base64Variant;
import tools.jackson.core.Base64Variants;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.SerializableString;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.io.CharacterEscapes;
import tools.jackson.core.io.IOContext;
import tools.jackson.core.io.NumberOutput;
import tools.jackson.core.json.DupDetector;
import tools.jackson.core.json.JsonWriteContext;
import tools.jackson.core.json.UTF8JsonGenerator;

/**
 * Jackson's compact UTF-8 generator with ways for protojson's writers to put a whole field into its output buffer:
 * the pre-encoded {@code ,"name":} of a {@link FieldName} in one copy and the value right after it, with one bounds
 * check for both. The write context is kept exactly as {@code writeName} and the value's {@code write...} keep
 * it, so that commas, nesting checks and every call of Jackson's own API on this generator stay right. Strings go
 * the direct way, as UTF-8, only when no character needs an escape (Jackson would not change them
 * either); any other string, and every value when the direct way does not apply (character escapes set,
 * a name that is not a {@link FieldName}), goes through Jackson's own methods, so the output is the same byte for
 * byte either way. Only made for compact output: with a pretty printer Jackson's generator is used.
 */
final class FastJsonGenerator extends UTF8JsonGenerator {

  /** Longest field prefix written directly; the buffer always has room for it and the longest value. */
  private static final int MAX_PREFIX = 256;
  /** Room for the longest direct value: a quoted long. */
  private static final int MAX_NUMBER = 24;
  /** Longest string written directly: up to three bytes per character, and a prefix, fit the buffer. */
  private static final int MAX_STRING = 512;
  private static final Base64Variant BASE64 = Base64Variants.getDefaultVariant();
  /** The context of a kept generator between documents; never written to, {@link #startDocument} replaces it. */
  private static final JsonWriteContext DETACHED = JsonWriteContext.createRootContext(null);

  /** Whether the direct ways apply: no custom character escapes, Jackson's default quoting of names. */
  private boolean direct;
  /** The root context reused by {@link #startDocument}, or null until the next document makes one. */
  private KeptRootContext keptRoot;
  /** The scratch buffer of {@link WriteContext#scratch}: 64-bit integers, timestamps, durations. */
  private char[] scratch;

  FastJsonGenerator(ObjectWriteContext writeContext, IOContext ioContext, int streamWriteFeatures,
      int formatWriteFeatures, OutputStream out, SerializableString rootValueSeparator, int maxNonEscaped) {
    super(writeContext, ioContext, streamWriteFeatures, formatWriteFeatures, out, rootValueSeparator, null, null,
        maxNonEscaped, '"');
    this.direct = direct(maxNonEscaped);
  }

  /** A generator writing into {@code buffer}, which is not given back to Jackson's recycler when it is closed. */
  FastJsonGenerator(ObjectWriteContext writeContext, IOContext ioContext, int streamWriteFeatures,
      int formatWriteFeatures, OutputStream out, SerializableString rootValueSeparator, int maxNonEscaped,
      byte[] buffer) {
    super(writeContext, ioContext, streamWriteFeatures, formatWriteFeatures, out, rootValueSeparator, null, null,
        maxNonEscaped, '"', buffer, 0, false);
    this.direct = direct(maxNonEscaped);
  }

  private boolean direct(int maxNonEscaped) {
    return maxNonEscaped == 0 && !_cfgUnqNames && !_cfgNumbersAsStrings
        && _outputEnd >= 4 * (MAX_PREFIX + MAX_STRING) && _outputEscapes['/'] == 0 && _characterEscapes == null;
  }

  @Override
  public JsonGenerator setCharacterEscapes(CharacterEscapes escapes) {
    // Called by Jackson's constructor too, before the field above is set.
    direct = false;
    return super.setCharacterEscapes(escapes);
  }

  char[] scratch() {
    char[] buffer = scratch;
    if (buffer == null) {
      buffer = new char[WriteContext.SCRATCH_SIZE];
      scratch = buffer;
    }
    return buffer;
  }

  /**
   * Makes this generator, kept by a thread for its whole documents ({@link DocumentBuffers}), ready for the next
   * one: a root context with no value written (a used one would put a separator before the next root value), an
   * empty buffer, and not closed, whatever the previous document left behind, even a failure half-way.
   */
  void startDocument() {
    KeptRootContext root = keptRoot;
    if (root == null) {
      root = new KeptRootContext(
          isEnabled(StreamWriteFeature.STRICT_DUPLICATE_DETECTION) ? DupDetector.rootDetector(this) : null);
      keptRoot = root;
    }
    _streamWriteContext = root.restart();
    _outputTail = 0;
    _closed = false;
  }

  /**
   * Detaches the contexts of the document written until the next one starts. A document that failed half-way
   * left contexts below the root that still hold its messages: its root is dropped, and the next document makes
   * a new one.
   */
  void endDocument() {
    if (_streamWriteContext != keptRoot) {
      keptRoot = null;
    }
    _streamWriteContext = DETACHED;
  }

  /**
   * The whole document written to this generator, whose output is a {@link DocumentSink}: copied once from the
   * buffer when it fits there.
   */
  byte[] toByteArray() {
    byte[] bytes = ((DocumentSink) _outputStream).toByteArray(_outputBuffer, _outputTail);
    _outputTail = 0;
    return bytes;
  }

  /** The whole document written to this generator, like {@link #toByteArray}, to the stream {@code body} gives. */
  void writeDocumentTo(DocumentBody body) throws IOException {
    int tail = _outputTail;
    _outputTail = 0;
    ((DocumentSink) _outputStream).writeTo(body, _outputBuffer, tail);
  }

  // Names and whole fields

  @Override
  public JsonGenerator writeName(SerializableString name) {
    if (direct && name instanceof FieldName field && field.separated.length <= MAX_PREFIX) {
      int at = name(field, 0);
      _outputTail = at;
      return this;
    }
    return super.writeName(name);
  }

  /**
   * Records {@code name} in the write context and writes {@code ,"name"} (no comma before the first field), with
   * {@code room} more bytes free after it; returns where the name ends.
   */
  private int name(FieldName name, int room) {
    int status = _streamWriteContext.writeName(name.getValue());
    if (status == JsonWriteContext.STATUS_EXPECT_VALUE) {
      _reportError("Cannot write a property name, expecting a value");
    }
    byte[] separated = name.separated;
    int skip = status == JsonWriteContext.STATUS_OK_AFTER_COMMA ? 0 : 1;
    int length = separated.length - 1 - skip;
    if (_outputTail + length + room >= _outputEnd) {
      _flushBuffer();
    }
    int at = _outputTail;
    System.arraycopy(separated, skip, _outputBuffer, at, length);
    return at + length;
  }

  /**
   * Starts field {@code name}'s value: writes {@code ,"name":} with {@code room} bytes free after it and records
   * name and value in the write context; returns where the value goes, or -1 if the direct way does not apply.
   */
  private int field(SerializableString name, int room) {
    if (!direct || !(name instanceof FieldName field)
        || field.separated.length > MAX_PREFIX) {
      return -1;
    }
    int at = name(field, room + 1);
    _outputBuffer[at] = ':';
    _streamWriteContext.writeValue();
    return at + 1;
  }

  // Each field method returns false, having written nothing, if the direct way does not apply.

  boolean int32Field(SerializableString name, int value) {
    int at = field(name, MAX_NUMBER);
    if (at < 0) {
      return false;
    }
    _outputTail = NumberOutput.outputInt(value, _outputBuffer, at);
    return true;
  }

  /** An unsigned 32-bit integer: beyond {@code Integer.MAX_VALUE} it is left to Jackson, as a long. */
  boolean uint32Field(SerializableString name, int value) {
    return value >= 0 && int32Field(name, value);
  }

  boolean int64Field(SerializableString name, long value, boolean unsigned) {
    int at = field(name, MAX_NUMBER);
    if (at < 0) {
      return false;
    }
    _outputTail = quotedLong(at, value, unsigned);
    return true;
  }

  /** A double or float field: its shortest decimal ({@link ShortestDecimal}); others are left to the caller. */
  boolean float64Field(SerializableString name, double value) {
    int at = ShortestDecimal.takes(value) ? decimalField(name) : -1;
    if (at < 0) {
      return false;
    }
    _outputTail = ShortestDecimal.write(value, _outputBuffer, at);
    return true;
  }

  boolean float32Field(SerializableString name, float value) {
    int at = ShortestDecimal.takes(value) ? decimalField(name) : -1;
    if (at < 0) {
      return false;
    }
    _outputTail = ShortestDecimal.write(value, _outputBuffer, at);
    return true;
  }

  private int decimalField(SerializableString name) {
    return field(name, ShortestDecimal.MAX_LENGTH);
  }

  /** {@code bytes} as the value of field {@code name}: pre-encoded {@code true}, an enum's {@code "NAME"}. */
  boolean rawField(SerializableString name, byte[] bytes) {
    int at = field(name, bytes.length);
    if (at < 0) {
      return false;
    }
    System.arraycopy(bytes, 0, _outputBuffer, at, bytes.length);
    _outputTail = at + bytes.length;
    return true;
  }

  /**
   * A string field whose {@code length} characters in {@code text} are ASCII that needs no escape (a timestamp, a
   * duration), at most {@link WriteContext#SCRATCH_SIZE} of them.
   */
  boolean asciiField(SerializableString name, char[] text, int length) {
    int at = field(name, WriteContext.SCRATCH_SIZE + 2);
    if (at < 0) {
      return false;
    }
    byte[] out = _outputBuffer;
    out[at++] = '"';
    for (int i = 0; i < length; i++) {
      out[at + i] = (byte) text[i];
    }
    at += length;
    out[at] = '"';
    _outputTail = at + 1;
    return true;
  }

  /** A string field; one with a character to escape is written by Jackson after the name. */
  boolean stringField(SerializableString name, String value) {
    int length = value.length();
    if (!direct || !(name instanceof FieldName field)
        || field.separated.length > MAX_PREFIX || length > MAX_STRING) {
      return false;
    }
    int at = name(field, 3 * length + 3);
    byte[] out = _outputBuffer;
    int end = utf8(value, length, out, at + 2);
    if (end < 0) {
      // Jackson writes the colon and the string with its escapes; the copy so far is overwritten.
      _outputTail = at;
      super.writeString(value);
      return true;
    }
    _streamWriteContext.writeValue();
    out[at] = ':';
    out[at + 1] = '"';
    out[end] = '"';
    _outputTail = end + 1;
    return true;
  }

  // Values

  /** A 64-bit integer as the string proto3 JSON wants, as an element or after a name. */
  void int64(long value, boolean unsigned) {
    if (!direct) {
      char[] digits = scratch();
      int start = unsigned ? Digits.unsigned(value, digits, digits.length) : Digits.signed(value, digits,
          digits.length);
      writeString(digits, start, digits.length - start);
      return;
    }
    _verifyValueWrite(WRITE_STRING);
    if (_outputTail + MAX_NUMBER >= _outputEnd) {
      _flushBuffer();
    }
    _outputTail = quotedLong(_outputTail, value, unsigned);
  }

  private int quotedLong(int at, long value, boolean unsigned) {
    byte[] out = _outputBuffer;
    out[at++] = '"';
    if (unsigned && value < 0) {
      long quotient = (value >>> 1) / 5;
      at = NumberOutput.outputLong(quotient, out, at);
      out[at++] = (byte) ('0' + (int) (value - quotient * 10));
    } else {
      at = NumberOutput.outputLong(value, out, at);
    }
    out[at++] = '"';
    return at;
  }

  /** A double as the shortest decimal that reads back as it, straight into the buffer ({@link ShortestDecimal}). */
  @Override
  public JsonGenerator writeNumber(double value) {
    if (!ShortestDecimal.takes(value) || !startDecimal()) {
      return super.writeNumber(value);
    }
    _outputTail = ShortestDecimal.write(value, _outputBuffer, _outputTail);
    return this;
  }

  @Override
  public JsonGenerator writeNumber(float value) {
    if (!ShortestDecimal.takes(value) || !startDecimal()) {
      return super.writeNumber(value);
    }
    _outputTail = ShortestDecimal.write(value, _outputBuffer, _outputTail);
    return this;
  }

  /** Makes room for a double or float value written directly, if the direct way applies; returns whether it does. */
  private boolean startDecimal() {
    if (!direct) {
      return false;
    }
    _verifyValueWrite(WRITE_NUMBER);
    if (_outputTail + ShortestDecimal.MAX_LENGTH >= _outputEnd) {
      _flushBuffer();
    }
    return true;
  }

  /** {@code value} in standard base64 with padding, without copying it into an array of its own first. */
  void base64(ByteString value) {
    int length = value.size();
    if (!direct || length > _charBufferLength) {
      writeBinary(value.toByteArray());
      return;
    }
    _verifyValueWrite(WRITE_BINARY);
    if (_outputTail + 4 * (length / 3) + 8 >= _outputEnd) {
      _flushBuffer();
    }
    byte[] out = _outputBuffer;
    int at = _outputTail;
    out[at++] = '"';
    int i = 0;
    for (int safe = length - 3; i <= safe; i += 3) {
      int b24 = value.byteAt(i) << 16 | (value.byteAt(i + 1) & 0xFF) << 8 | value.byteAt(i + 2) & 0xFF;
      at = BASE64.encodeBase64Chunk(b24, out, at);
    }
    int left = length - i;
    if (left > 0) {
      int b24 = value.byteAt(i) << 16;
      if (left == 2) {
        b24 |= (value.byteAt(i + 1) & 0xFF) << 8;
      }
      at = BASE64.encodeBase64Partial(b24, left, out, at);
    }
    out[at++] = '"';
    _outputTail = at;
  }

  /**
   * A string value: straight from the string when no character needs an escape, as the element of an array (a
   * comma before all but the first) or the value of a name in an object (a colon before it: map values, Struct
   * values). In an object without a name before it, it is Jackson's error.
   */
  @Override
  public JsonGenerator writeString(String text) {
    if (!direct || text == null || text.length() > MAX_STRING) {
      return super.writeString(text);
    }
    JsonWriteContext context = _streamWriteContext;
    boolean inArray = context.inArray();
    if (!inArray && !context.inObject()) {
      return super.writeString(text);
    }
    int separator = inArray ? (context.getEntryCount() > 0 ? 1 : 0) : 1;
    int end = quotedCopy(text, separator);
    if (end < 0) {
      return super.writeString(text);
    }
    if (context.writeValue() == JsonWriteContext.STATUS_EXPECT_NAME) {
      _reportCantWriteValueExpectName(WRITE_STRING);
    }
    closeQuoted(inArray ? (byte) ',' : (byte) ':', separator, end);
    return this;
  }

  /**
   * A name given as a String (map keys, Struct keys, a caller's names): straight from the string when no character
   * needs an escape, with the comma before all but the first; anything else is Jackson's.
   */
  @Override
  public JsonGenerator writeName(String name) {
    if (!direct || name.length() > MAX_STRING || !_streamWriteContext.inObject()) {
      return super.writeName(name);
    }
    int comma = _streamWriteContext.getEntryCount() > 0 ? 1 : 0;
    int end = quotedCopy(name, comma);
    if (end < 0) {
      return super.writeName(name);
    }
    if (_streamWriteContext.writeName(name) == JsonWriteContext.STATUS_EXPECT_VALUE) {
      _reportError("Cannot write a property name, expecting a value");
    }
    closeQuoted((byte) ',', comma, end);
    return this;
  }

  /**
   * Copies {@code text} (at most {@link #MAX_STRING} characters) as UTF-8 after {@code separator} bytes (0 or 1)
   * and an opening quote from the tail, making room first; returns where the closing quote goes, or -1 if a
   * character needs an escape. Nothing is committed until {@link #closeQuoted}.
   */
  private int quotedCopy(String text, int separator) {
    int length = text.length();
    if (_outputTail + 3 * length + 3 >= _outputEnd) {
      _flushBuffer();
    }
    return utf8(text, length, _outputBuffer, _outputTail + separator + 1);
  }

  /** Commits a {@link #quotedCopy}: its separator byte (if it has one), both quotes and the new tail. */
  private void closeQuoted(byte separatorByte, int separator, int end) {
    byte[] out = _outputBuffer;
    int at = _outputTail;
    out[at] = separatorByte;
    out[at + separator] = '"';
    out[end] = '"';
    _outputTail = end + 1;
  }

  /**
   * Writes {@code text} as UTF-8 to {@code out} from {@code at}, if no character needs an escape (JSON's and
   * Jackson's: a control character, a quote, a backslash; and surrogates, left to Jackson too); returns
   * the end of the copy, or -1 if a character needs one (and whatever was copied is to be overwritten). There
   * must be room for three bytes per character.
   */
  private static int utf8(String text, int length, byte[] out, int at) {
    byte[] latin1 = Latin1Strings.bytes(text);
    // Most text is ASCII: eight bytes at a time where the string's own bytes can be read, else a tight loop,
    // whose stores the JIT can check once for the whole loop.
    if (latin1 != null) {
      int i = ascii(latin1, length, out, at);
      return i == length ? at + length : latin1(latin1, i, length, out, at + i);
    }
    int i = 0;
    for (; i < length; i++) {
      char c = text.charAt(i);
      if (c >= 0x80 || PLAIN[c] == 0) {
        break;
      }
      out[at + i] = (byte) c;
    }
    return i == length ? at + length : utf8(text, i, length, out, at + i);
  }

  /**
   * Copies the plain ASCII characters at the start of a Latin-1 string, given its bytes, to {@code out} from
   * {@code at}, eight at a time while no byte of the eight needs a closer look, the last eight overlapping the
   * ones before; returns how many it copied. A string shorter than eight bytes is left to {@link #latin1}.
   */
  private static int ascii(byte[] latin1, int length, byte[] out, int at) {
    int last = length - Long.BYTES;
    if (last < 0) {
      return 0;
    }
    int i = 0;
    for (; i < last; i += Long.BYTES) {
      long word = (long) WORDS.get(latin1, i);
      if (notPlain(word) != 0) {
        return i;
      }
      WORDS.set(out, at + i, word);
    }
    long word = (long) WORDS.get(latin1, last);
    if (notPlain(word) != 0) {
      return i;
    }
    WORDS.set(out, at + last, word);
    return length;
  }

  /**
   * Non-zero if one of the eight bytes of {@code word} is not a plain ASCII character: 0x80 and up, a control
   * character, a quote or a backslash. Each test sets a top bit only if it finds such a byte somewhere in the
   * word (borrows may set it in the wrong byte, never in a word without one), once the bytes at 0x80 and up are
   * ruled out by the first.
   */
  private static long notPlain(long word) {
    long quote = word ^ 0x2222222222222222L;
    long backslash = word ^ 0x5C5C5C5C5C5C5C5CL;
    return (word
        | (word - 0x2020202020202020L) & ~word
        | (quote - 0x0101010101010101L) & ~quote
        | (backslash - 0x0101010101010101L) & ~backslash) & 0x8080808080808080L;
  }

  /**
   * {@link #utf8(String, int, byte[], int)} for a Latin-1 string, given its bytes, from byte {@code i} on: one byte
   * for ASCII, two for the rest.
   */
  private static int latin1(byte[] latin1, int i, int length, byte[] out, int at) {
    for (; i < length; i++) {
      int c = latin1[i] & 0xFF;
      if (c < 0x80) {
        if (PLAIN[c] == 0) {
          return -1;
        }
        out[at++] = (byte) c;
      } else {
        out[at++] = (byte) (0xC0 | c >> 6);
        out[at++] = (byte) (0x80 | c & 0x3F);
      }
    }
    return at;
  }

  /** {@link #utf8(String, int, byte[], int)} from character {@code i} on, which is not plain ASCII. */
  private static int utf8(String text, int i, int length, byte[] out, int at) {
    for (; i < length; i++) {
      char c = text.charAt(i);
      if (c < 0x80) {
        if (PLAIN[c] == 0) {
          return -1;
        }
        out[at++] = (byte) c;
      } else if (c < 0x800) {
        out[at++] = (byte) (0xC0 | c >> 6);
        out[at++] = (byte) (0x80 | c & 0x3F);
      } else if (Character.isSurrogate(c)) {
        return -1;
      } else {
        out[at++] = (byte) (0xE0 | c >> 12);
        out[at++] = (byte) (0x80 | c >> 6 & 0x3F);
        out[at++] = (byte) (0x80 | c & 0x3F);
      }
    }
    return at;
  }

  private static final VarHandle WORDS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /** 1 for the ASCII characters a JSON string holds as they are. */
  private static final byte[] PLAIN = new byte[0x80];

  static {
    for (int c = 0x20; c < 0x80; c++) {
      PLAIN[c] = 1;
    }
    PLAIN['"'] = 0;
    PLAIN['\\'] = 0;
  }
}
