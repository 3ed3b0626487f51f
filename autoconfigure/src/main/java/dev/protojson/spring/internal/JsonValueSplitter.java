package dev.protojson.spring.internal;

import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferLimitException;
import org.springframework.core.io.buffer.DataBufferUtils;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.async.ByteArrayFeeder;
import tools.jackson.core.exc.StreamConstraintsException;

/**
 * Cuts a body that arrives in chunks into the bytes of complete JSON values: the elements of a top-level array, or
 * the top-level values of a newline-delimited stream. The marshaller's non-blocking parser only finds where each
 * value begins and ends; the caller parses the value's bytes with the marshaller's generated reader. Being the
 * marshaller's, it is as strict as the reader, and a top-level array counts against the recursion limit as it does
 * in Spring MVC: nesting too deep is refused as it arrives, not once the value is complete. Only the bytes of the
 * value in progress are kept, never the whole body. One instance serves one body.
 */
public final class JsonValueSplitter {

  /** One complete value: its UTF-8 bytes, its position in the stream and where it starts in the body. */
  public record Value(byte[] json, int index, long line, long column) {

    /** {@code [3]}: how the field path of an error inside this value begins. */
    public String path() {
      return "[" + index + "]";
    }
  }

  /** The body is not a well-formed array or stream of JSON values. */
  public static final class SyntaxError extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String path;
    private final transient Value partial;
    private final long line;
    private final long column;

    SyntaxError(String message, String path, Value partial, long line, long column, JacksonException cause) {
      super(message, cause);
      this.path = path;
      this.partial = partial;
      this.line = line;
      this.column = column;
    }

    /** {@code [3]} for an error inside the fourth value, empty between values. */
    public String path() {
      return path;
    }

    /**
     * The bytes of the value in which the error was found, as far as they arrived, for the marshaller to read
     * again and name the field path; null between values, or when reading them again would not find the error.
     */
    public Value partial() {
      return partial;
    }

    public long line() {
      return line;
    }

    public long column() {
      return column;
    }
  }

  private static final byte[] BYTE_ORDER_MARK = { (byte) 0xEF, (byte) 0xBB, (byte) 0xBF };

  private final JsonParser parser;
  private final ByteArrayFeeder feeder;
  private final boolean unwrapArray;
  private final int maxValueSize;

  // The body from stream offset keptFrom onward, up to what was fed: the value in progress and what precedes it
  // since the end of the previous value.
  private byte[] kept = new byte[256];
  private int keptLength;
  private long keptFrom;
  private boolean startChecked;    // the body's first bytes were looked at for a byte order mark and fed

  private long boundary;           // stream offset where the next value may begin
  private long valueStart = -1;    // stream offset of the first byte of the value in progress, -1 between values
  private long valueLine;
  private long valueColumn;
  /** The bytes of a byte order mark dropped before the parser saw the body: columns of line 1 count them too. */
  private int markLength;
  private int depth;               // nesting inside the value in progress
  private int index;               // number of values completed
  private boolean rootSeen;
  private boolean inArray;         // inside the top-level array whose elements are the values
  private boolean finished;        // the top-level value (array or single value) is complete: only whitespace may follow
  private RuntimeException pendingError;

  /**
   * @param marshaller the marshaller whose parser splits the body
   * @param unwrapArray whether the body is one JSON document whose top-level array holds the values ({@code
   *     application/json}); otherwise every top-level value is one value (newline-delimited JSON)
   * @param maxValueSize the most bytes one value may have, or -1 for no limit
   */
  public JsonValueSplitter(MessageMarshaller marshaller, boolean unwrapArray, int maxValueSize) {
    this.parser = marshaller.createNonBlockingParser();
    this.feeder = (ByteArrayFeeder) parser.nonBlockingInputFeeder();
    this.unwrapArray = unwrapArray;
    this.maxValueSize = maxValueSize;
  }

  /** A chunk's bytes, copied out of the buffer, which is released. */
  public static byte[] bytesOf(DataBuffer chunk) {
    try {
      byte[] bytes = new byte[chunk.readableByteCount()];
      chunk.read(bytes);
      return bytes;
    }
    finally {
      DataBufferUtils.release(chunk);
    }
  }

  /**
   * Feeds the next chunk and returns the values it completed. An error found after some of them is raised by the
   * next call, so that the values before it are not lost.
   */
  public List<Value> feed(byte[] chunk) {
    throwPendingError();
    int length = chunk.length;
    ensureCapacity(length);
    int start = keptLength;
    System.arraycopy(chunk, 0, kept, start, length);
    keptLength += length;
    if (!startChecked) {
      if (keptLength < BYTE_ORDER_MARK.length && isByteOrderMarkPrefix()) {
        return List.of();
      }
      start = skipByteOrderMark();
    }
    feeder.feedInput(kept, start, keptLength);
    List<Value> values = new ArrayList<>(4);
    try {
      parse(values);
      checkHeldSize();
      discardConsumed();
    }
    catch (RuntimeException ex) {
      if (values.isEmpty()) {
        throw ex;
      }
      pendingError = ex;
    }
    return values;
  }

  /** The column in the whole body, byte order mark included, as a whole-body read counts it. */
  private long column(TokenStreamLocation location) {
    return location.getLineNr() == 1 && location.getColumnNr() > 0 ? location.getColumnNr() + markLength
        : location.getColumnNr();
  }

  /**
   * Drops a UTF-8 byte order mark at the start of the body, which nothing before has been fed, and returns 0, where
   * feeding begins. The parser would skip it too, but count its byte offsets from after it: the offsets of the
   * values in {@code kept} would then be off by its length.
   */
  private int skipByteOrderMark() {
    startChecked = true;
    if (keptLength >= BYTE_ORDER_MARK.length && isByteOrderMarkPrefix()) {
      markLength = BYTE_ORDER_MARK.length;
      keptLength -= BYTE_ORDER_MARK.length;
      System.arraycopy(kept, BYTE_ORDER_MARK.length, kept, 0, keptLength);
    }
    return 0;
  }

  /** Whether what arrived of the body is all or part of a UTF-8 byte order mark, or begins with one. */
  private boolean isByteOrderMarkPrefix() {
    for (int i = 0; i < Math.min(keptLength, BYTE_ORDER_MARK.length); i++) {
      if (kept[i] != BYTE_ORDER_MARK[i]) {
        return false;
      }
    }
    return true;
  }

  private void throwPendingError() {
    if (pendingError != null) {
      throw pendingError;
    }
  }

  /** Signals the end of the body and returns the values that only its end completed (a trailing number). */
  public List<Value> end() {
    throwPendingError();
    if (!startChecked && keptLength > 0) {
      // A body shorter than a byte order mark: the parser reports what is wrong with it.
      feeder.feedInput(kept, skipByteOrderMark(), keptLength);
    }
    feeder.endOfInput();
    List<Value> values = new ArrayList<>(1);
    parse(values);
    if (valueStart >= 0) {
      throw syntaxError("The body ends inside element " + path(index) + " of the stream", null);
    }
    if (inArray && !finished) {
      throw syntaxError("The body ends before the JSON array of the stream is closed", null);
    }
    return values;
  }

  private void parse(List<Value> values) {
    try {
      JsonToken token;
      while ((token = parser.nextToken()) != JsonToken.NOT_AVAILABLE && token != null) {
        if (valueStart < 0) {
          if (startsValue(token)) {
            continue;
          }
        }
        else if (token.isStructStart()) {
          depth++;
        }
        else if (token.isStructEnd()) {
          depth--;
        }
        if (depth == 0) {
          values.add(completeValue(token));
        }
      }
    }
    catch (StreamConstraintsException ex) {
      if (isNestingDepth(ex)) {
        throw nestingTooDeep(ex);
      }
      throw syntaxError("Invalid JSON: " + ProtoJsonParseException.describe(ex), ex);
    }
    catch (JacksonException ex) {
      throw syntaxError("Invalid JSON: " + ProtoJsonParseException.describe(ex), ex);
    }
  }

  private static boolean isNestingDepth(StreamConstraintsException ex) {
    String message = ex.getOriginalMessage();
    return message != null && message.contains("nesting depth");
  }

  /**
   * Jackson's wording points at its stream constraints; the user's knob is the recursion limit. What arrived of the
   * value is not worth reading again: it may be nested no deeper than the limit itself, the array making it one
   * level too deep.
   */
  private SyntaxError nestingTooDeep(StreamConstraintsException ex) {
    // Between values only the first token of an array's next element can be too deep.
    String path = valueStart >= 0 || inArray ? path(index) : "";
    String where = path.isEmpty() ? "" : " in element " + path + " of the stream";
    String around = inArray ? " (the JSON array around the elements counts as one level)" : "";
    TokenStreamLocation location = ex.getLocation() != null ? ex.getLocation() : parser.currentTokenLocation();
    return new SyntaxError("Nesting deeper than the recursion limit of "
        + parser.streamReadConstraints().getMaxNestingDepth() + where + around, path, null, location.getLineNr(),
        column(location), ex);
  }

  /**
   * Handles a token seen between values. Returns true when it is structure around the values (the top-level
   * array's brackets); otherwise it begins a value.
   */
  private boolean startsValue(JsonToken token) {
    if (finished) {
      throw syntaxError("Unexpected " + token + " after the end of the JSON " + (inArray ? "array" : "value"),
          null);
    }
    if (!rootSeen) {
      rootSeen = true;
      if (unwrapArray && token == JsonToken.START_ARRAY) {
        inArray = true;
        boundary = parser.currentLocation().getByteOffset();
        return true;
      }
    }
    if (inArray && token == JsonToken.END_ARRAY) {
      finished = true;
      boundary = parser.currentLocation().getByteOffset();
      return true;
    }
    valueStart = firstByteFrom(boundary);
    TokenStreamLocation location = parser.currentTokenLocation();
    valueLine = location.getLineNr();
    valueColumn = column(location);
    depth = token.isStructStart() ? 1 : 0;
    return false;
  }

  private Value completeValue(JsonToken token) {
    long end = parser.currentLocation().getByteOffset();
    boundary = end;
    if (token.isScalarValue() && token != JsonToken.VALUE_STRING) {
      // A number or literal ends where the parser saw the character after it, which it may have consumed.
      while (end > valueStart && isSeparator(kept[(int) (end - 1 - keptFrom)])) {
        end--;
      }
    }
    int from = (int) (valueStart - keptFrom);
    int length = (int) (end - valueStart);
    if (maxValueSize >= 0 && length > maxValueSize) {
      throw limitExceeded();
    }
    Value value = new Value(Arrays.copyOfRange(kept, from, from + length), index++, valueLine, valueColumn);
    valueStart = -1;
    if (unwrapArray && !inArray) {
      finished = true;
    }
    return value;
  }

  /** The stream offset of the first byte at or after {@code offset} that is not whitespace or a comma. */
  private long firstByteFrom(long offset) {
    // Bytes before keptFrom were separators, dropped already.
    int i = (int) Math.max(0, offset - keptFrom);
    while (i < keptLength && isSeparator(kept[i])) {
      i++;
    }
    return keptFrom + i;
  }

  private static boolean isSeparator(byte b) {
    return b == ' ' || b == '\n' || b == '\r' || b == '\t' || b == ',' || b == ']';
  }

  private void checkHeldSize() {
    if (maxValueSize < 0) {
      return;
    }
    long from = valueStart >= 0 ? valueStart : firstByteFrom(boundary);
    if (keptFrom + keptLength - from > maxValueSize) {
      throw limitExceeded();
    }
  }

  private DataBufferLimitException limitExceeded() {
    return new DataBufferLimitException("Exceeded limit on max bytes per JSON value: " + maxValueSize
        + " (element " + path(index) + " of the stream)");
  }

  /** Drops the bytes before the value in progress, or all of them between values. */
  private void discardConsumed() {
    long from = valueStart >= 0 ? valueStart : firstByteFrom(boundary);
    int drop = (int) (from - keptFrom);
    if (drop > 0) {
      System.arraycopy(kept, drop, kept, 0, keptLength - drop);
      keptLength -= drop;
      keptFrom = from;
    }
  }

  private void ensureCapacity(int more) {
    if (keptLength + more > kept.length) {
      kept = Arrays.copyOf(kept, Math.max(kept.length * 2, keptLength + more));
    }
  }

  private SyntaxError syntaxError(String message, JacksonException cause) {
    Value partial = null;
    if (valueStart >= 0) {
      int from = (int) (valueStart - keptFrom);
      partial = new Value(Arrays.copyOfRange(kept, from, keptLength), index, valueLine, valueColumn);
    }
    TokenStreamLocation location = cause != null && cause.getLocation() != null ? cause.getLocation()
        : parser.currentTokenLocation();
    // Between the values of the stream, the error is where the next one would be.
    String path = partial != null ? partial.path() : !finished && (inArray || !unwrapArray) ? path(index) : "";
    return new SyntaxError(message, path, partial, location.getLineNr(), column(location), cause);
  }

  /**
   * Whether the values come from the body's top-level array; false before the body's first token, and for a body
   * of one value (or newline-delimited values).
   */
  public boolean inArray() {
    return inArray;
  }

  private static String path(int index) {
    return "[" + index + "]";
  }
}
