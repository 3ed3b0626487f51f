package dev.protojson.internal.read;

import java.io.InputStream;
import java.lang.invoke.VarHandle;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.io.IOContext;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.SerializableString;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.json.JsonReadContext;
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

  private static final VarHandle LONGS = ExpectedName.LONGS;
  private static final long ONES = 0x0101010101010101L;
  private static final long HIGH_BITS = 0x8080808080808080L;
  private static final long QUOTES = 0x2222222222222222L;
  private static final long BACKSLASHES = 0x5C5C5C5C5C5C5C5CL;
  private static final long SPACES = 0x2020202020202020L;
  /** The last string this parser made from ASCII bytes: well-formed UTF-16 by construction. */
  private String lastAscii;

  /** The root context, which a kept parser starts every document with. */
  private final JsonReadContext root;
  /** Whether this parser is kept by a thread for its whole byte-array documents (see {@link #restart}). */
  private boolean kept;
  /** Whether a kept parser is reading a document now. */
  private boolean inUse;
  /** How many documents a kept parser has started. */
  private int documents;

  DirectStringParser(ObjectReadContext readContext, IOContext ioContext, int streamReadFeatures,
      int formatReadFeatures, InputStream in, ByteQuadsCanonicalizer symbols, byte[] buffer, int start, int end,
      boolean bufferRecyclable) {
    super(readContext, ioContext, streamReadFeatures, formatReadFeatures, in, symbols, buffer, start, end, 0,
        bufferRecyclable);
    root = _streamReadContext;
  }

  /**
   * Keeps this parser, just made for a byte array and reading its first document now, for later documents of the
   * same thread: closing it then ends the document but leaves its buffers, symbols and contexts with it.
   */
  void keep() {
    kept = true;
    inUse = true;
    documents = 1;
  }

  boolean kept() {
    return kept;
  }

  /** Whether this kept parser can take a document now: not while one is being read (a read within a read). */
  boolean available() {
    return !inUse;
  }

  /**
   * Starts a kept parser on the document {@code data[start..end)}: every field of Jackson's parser that describes
   * a document or a position in it is set as Jackson's constructor and a new root context set it; the buffers,
   * the name symbols and the contexts' objects are this parser's own and are reused.
   */
  void restart(byte[] data, int start, int end) {
    inUse = true;
    documents++;
    _inputBuffer = data;
    _inputPtr = start;
    _inputEnd = end;
    _currInputRowStart = start;
    _currInputProcessed = -start;
    _currInputRow = 1;
    _tokenInputTotal = 0;
    _tokenInputRow = 1;
    _tokenInputCol = 0;
    _nameStartOffset = 0;
    _nameStartRow = 0;
    _nameStartCol = 0;
    _closed = false;
    _currToken = null;
    _lastClearedToken = null;
    _tokenCount = 0;
    _nextToken = null;
    _tokenIncomplete = false;
    _nameCopied = false;
    _numTypesValid = NR_UNKNOWN;
    _binaryValue = null;
    _numberString = null;
    _numberBigInt = null;
    _numberBigDecimal = null;
    _numberIsNaN = false;
    _numberNegative = false;
    _intLength = 0;
    _fractLength = 0;
    _expLength = 0;
    _textBuffer.resetWithEmpty();
    _streamReadContext = root.reset(JsonReadContext.TYPE_ROOT, 1, 0);
    lastAscii = null;
  }

  /**
   * A kept parser closes as Jackson's does, except that it keeps its buffers: they are not given back. The
   * caller's bytes are let go and the parser is free for the thread's next document. (protojson closes it only
   * once the reader is done with it and with any error it raised.)
   */
  @Override
  public void close() {
    if (!kept) {
      super.close();
      return;
    }
    if (!_closed) {
      _closed = true;
      if (StreamReadFeature.CLEAR_CURRENT_TOKEN_ON_CLOSE.enabledIn(_streamReadFeatures)) {
        _currToken = null;
      }
      // Names first seen in this document go to the factory's shared symbols, as on Jackson's close.
      _symbols.release();
    }
    _inputBuffer = NO_BYTES;
    _inputPtr = 0;
    _inputEnd = 0;
    inUse = false;
  }

  /** How many documents this kept parser has started. */
  int documents() {
    return documents;
  }

  /** How many names this parser's symbol table holds, to limit what a kept one accumulates. */
  int symbolCount() {
    return _symbols.size();
  }

  /** Ends a kept parser's service: it closes as Jackson's parsers do, giving its buffers back. */
  void retire() {
    kept = false;
    _closed = false;
    close();
  }

  /** Whether {@code value} is a string that {@code p} made from ASCII bytes, so needs no check of its surrogates. */
  static boolean madeFromAscii(JsonParser p, String value) {
    return p instanceof DirectStringParser direct && direct.lastAscii == value;
  }

  /**
   * Jackson's {@code nextName(SerializableString)}, except that in compact input the name the reader expects is
   * compared with the input eight bytes at a time, together with its quotes, the comma before it and the colon
   * after it, and the parser's state is set from that directly. Anything else (whitespace, another name, the end
   * of the object, a name near the end of the buffered input, a value starting with a minus, an escaped name) is
   * Jackson's, from the same position: nothing is changed before the whole name and the value's first byte are
   * known.
   */
  @Override
  public boolean nextName(SerializableString name) {
    if (name instanceof ExpectedName expected && _currToken != JsonToken.PROPERTY_NAME && !_tokenIncomplete
        && _streamReadContext.inObject()) {
      byte[] buffer = _inputBuffer;
      int ptr = _inputPtr;
      boolean comma = _streamReadContext.getEntryCount() > 0;
      if (comma) {
        ptr++;
      }
      long[] words = expected.words;
      int last = words.length - 1;
      if (ptr + Long.BYTES * words.length < _inputEnd && (!comma || buffer[ptr - 1] == ',')
          && matches(buffer, ptr, words, last, expected.lastMask)) {
        int value = ptr + expected.length;
        int first = buffer[value];
        if (first == '"' || first == '{' || first == '[' || (first >= '0' && first <= '9') || first == 't'
            || first == 'f' || first == 'n') {
          expectedName(expected, ptr, value, first);
          return true;
        }
      }
    }
    return super.nextName(name);
  }

  private static boolean matches(byte[] buffer, int ptr, long[] words, int last, long lastMask) {
    for (int i = 0; i < last; i++) {
      if ((long) LONGS.get(buffer, ptr + i * Long.BYTES) != words[i]) {
        return false;
      }
    }
    return ((long) LONGS.get(buffer, ptr + last * Long.BYTES) & lastMask) == words[last];
  }

  /**
   * The state Jackson leaves after {@code nextName} of a name found at {@code quote} whose value starts at
   * {@code value} with {@code first}: the same name, token, locations and pending value.
   */
  private void expectedName(ExpectedName name, int quote, int value, int first) {
    _numTypesValid = NR_UNKNOWN;
    _binaryValue = null;
    _streamReadContext.expectComma();
    _nameStartRow = _currInputRow;
    _nameStartOffset = quote + 1;
    _nameStartCol = quote + 1 - _currInputRowStart;
    _streamReadContext.setCurrentName(name.getValue());
    _updateToken(JsonToken.PROPERTY_NAME);
    int after = value + 1;
    _inputPtr = after;
    _tokenInputRow = _currInputRow;
    _tokenInputTotal = _currInputProcessed + after;
    _tokenInputCol = after - _currInputRowStart;
    switch (first) {
      case '"' -> {
        _tokenIncomplete = true;
        _nextToken = JsonToken.VALUE_STRING;
      }
      case '{' -> _nextToken = JsonToken.START_OBJECT;
      case '[' -> _nextToken = JsonToken.START_ARRAY;
      case 't' -> {
        _matchTrue();
        _nextToken = JsonToken.VALUE_TRUE;
      }
      case 'f' -> {
        _matchFalse();
        _nextToken = JsonToken.VALUE_FALSE;
      }
      case 'n' -> {
        _matchNull();
        _nextToken = JsonToken.VALUE_NULL;
      }
      default -> _nextToken = _parseUnsignedNumber(first);
    }
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
    lastAscii = value;
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
