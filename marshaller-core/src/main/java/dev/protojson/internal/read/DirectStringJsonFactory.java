package dev.protojson.internal.read;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import dev.protojson.internal.BufferPool;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.TokenStreamFactory;
import tools.jackson.core.exc.JacksonIOException;
import tools.jackson.core.io.ContentReference;
import tools.jackson.core.io.IOContext;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.json.JsonFactoryBuilder;

/**
 * A {@link JsonFactory} whose parsers of UTF-8 bytes are {@link DirectStringParser}s. Input in another encoding
 * (a byte order mark, or the zero bytes of UTF-16 and UTF-32 among the first four) is left to Jackson's own
 * detection and parsers.
 */
final class DirectStringJsonFactory extends JsonFactory {

  private static final int DETECTED = 4;

  /**
   * Names a kept parser may gather before it is replaced: every distinct name read is added to its symbol table,
   * so input full of made-up names must not grow it without end. Jackson's own limit for reusing a table.
   */
  private static final int MAX_KEPT_SYMBOLS = 6_000;
  /**
   * Documents a kept parser reads before a new one takes over. Enough to make the cost of making one vanish, few
   * enough that a busy thread's parser dies young: once promoted to G1's old generation, every reference Jackson
   * stores into it (tokens, contexts, names, several per token) pays G1's post-write barrier with its memory
   * fence, which measured slower than making a parser per document. A thread reading rarely may still see its
   * parser promoted, where the difference is a fraction of a microsecond per document.
   */
  private static final int DOCUMENTS_PER_PARSER = 64;

  /** Jackson makes UTF-8 parsers only for factories that canonicalize names; so does this one. */
  private final boolean canonicalizing;
  /** Whether parsers of whole byte-array documents are kept per thread. */
  private final boolean keeping;
  /** Each platform thread's parser for whole byte-array documents. */
  private final transient ThreadLocal<DirectStringParser> kept = new ThreadLocal<>();

  DirectStringJsonFactory(JsonFactoryBuilder builder) {
    super(builder);
    this.canonicalizing = TokenStreamFactory.Feature.CANONICALIZE_PROPERTY_NAMES.enabledIn(_factoryFeatures);
    // A kept parser's locations refer to the content it was made for: only the shared redacted reference is right
    // for every document.
    this.keeping = canonicalizing && !StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION.enabledIn(_streamReadFeatures);
  }

  /**
   * Whether these parsers work with the Jackson on the class path: they use members Jackson makes available to
   * subclasses, which a later Jackson version may change. Found out once per class loader, by reading a small
   * document that takes every way through {@link DirectStringParser}, and again on the same parser restarted.
   */
  static boolean supported() {
    return Probe.SUPPORTED;
  }

  private static final class Probe {
    static final boolean SUPPORTED = run();

    private static boolean run() {
      String expected = "ASCII only, and a longer string|\u00e9\u20ac\ud83d\ude00|tab\tquote\"";
      byte[] json = ("[\"ASCII only, and a longer string\",\"\u00e9\u20ac\ud83d\ude00\",\"tab\\tquote\\\"\"]")
          .getBytes(StandardCharsets.UTF_8);
      try (JsonParser parser = new DirectStringJsonFactory(JsonFactory.builder())
          .createParser(ObjectReadContext.empty(), json)) {
        if (!(parser instanceof DirectStringParser direct) || !read(parser).equals(expected)) {
          return false;
        }
        // The same parser kept and started again: every field a restart sets, and a kept parser's close.
        direct.keep();
        direct.close();
        direct.restart(json, 0, json.length);
        boolean again = read(direct).equals(expected);
        direct.close();
        direct.retire();
        return again;
      } catch (LinkageError | RuntimeException e) {
        return false;
      }
    }

    private static String read(JsonParser parser) {
      StringBuilder read = new StringBuilder();
      parser.nextToken();
      while (parser.nextToken() == JsonToken.VALUE_STRING) {
        read.append(read.length() == 0 ? "" : "|").append(parser.getString());
      }
      return read.toString();
    }
  }

  /**
   * For content in a buffer (protojson's own whole-document reads, whose parsers no caller sees): Jackson's parsers
   * put a reference to the content into locations only with {@code INCLUDE_SOURCE_IN_LOCATION}, which protojson
   * leaves off, so the shared redacted reference serves and saves an object per document.
   */
  @Override
  protected ContentReference _createContentReference(Object content, int offset, int length) {
    return StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION.enabledIn(_streamReadFeatures)
        ? super._createContentReference(content, offset, length) : ContentReference.redacted();
  }

  /**
   * A parser for the whole document {@code data}, for protojson's own reads, which close it once they are done
   * with it: the thread's kept parser where it can take it. Making a parser costs a tenth of reading a small
   * message and about 650 bytes of Jackson's objects, its buffers and contexts included. Only on platform threads
   * (a virtual thread would keep one per request) and never handed to a caller.
   */
  JsonParser documentParser(ObjectReadContext readContext, byte[] data) {
    if (!keeping || BufferPool.isVirtual(Thread.currentThread())) {
      return createParser(readContext, data);
    }
    DirectStringParser parser = kept.get();
    if (parser != null && (parser.documents() >= DOCUMENTS_PER_PARSER || parser.symbolCount() > MAX_KEPT_SYMBOLS)
        && parser.available()) {
      kept.remove();
      parser.retire();
      parser = null;
    }
    if (parser == null) {
      JsonParser made = createParser(readContext, data);
      if (made instanceof DirectStringParser direct) {
        direct.keep();
        kept.set(direct);
      }
      return made;
    }
    if (!parser.available() || !plainUtf8(data, 0, data.length)) {
      return createParser(readContext, data);
    }
    _streamReadConstraints.validateDocumentLength(data.length);
    parser.restart(data, 0, data.length);
    return parser;
  }

  @Override
  protected JsonParser _createParser(ObjectReadContext readContext, IOContext ioContext, byte[] data, int offset,
      int length) {
    if (!canonicalizing || !plainUtf8(data, offset, offset + length)) {
      return super._createParser(readContext, ioContext, data, offset, length);
    }
    _checkRangeBoundsForByteArray(data, offset, length);
    _streamReadConstraints.validateDocumentLength(length);
    return parser(readContext, ioContext, null, data, offset, offset + length, false);
  }

  @Override
  protected JsonParser _createParser(ObjectReadContext readContext, IOContext ioContext, InputStream in) {
    if (!canonicalizing) {
      return super._createParser(readContext, ioContext, in);
    }
    byte[] buffer = ioContext.allocReadIOBuffer();
    int read = 0;
    try {
      while (read < DETECTED) {
        int count = in.read(buffer, read, buffer.length - read);
        if (count < 0) {
          break;
        }
        read += count;
      }
    } catch (IOException e) {
      ioContext.releaseReadIOBuffer(buffer);
      throw JacksonIOException.construct(e);
    }
    if (plainUtf8(buffer, 0, read)) {
      return parser(readContext, ioContext, in, buffer, 0, read, true);
    }
    // Jackson detects the encoding from the start of the stream: give it back the bytes already taken.
    InputStream replay = new SequenceInputStream(new ByteArrayInputStream(Arrays.copyOf(buffer, read)), in);
    ioContext.releaseReadIOBuffer(buffer);
    return super._createParser(readContext, ioContext, replay);
  }

  private JsonParser parser(ObjectReadContext readContext, IOContext ioContext, InputStream in, byte[] buffer,
      int start, int end, boolean recyclable) {
    return new DirectStringParser(readContext, ioContext, readContext.getStreamReadFeatures(_streamReadFeatures),
        readContext.getFormatReadFeatures(_formatReadFeatures), in,
        _byteSymbolCanonicalizer.makeChild(_factoryFeatures), buffer, start, end, recyclable);
  }

  /**
   * Whether the input starts like UTF-8 without a byte order mark, which is what Jackson's detection concludes for
   * it too: an ASCII first byte and no zero byte among the first four. Empty input is left to Jackson.
   */
  static boolean plainUtf8(byte[] data, int start, int end) {
    if (start >= end || data[start] <= 0) {
      return false;
    }
    for (int i = start + 1, n = Math.min(end, start + DETECTED); i < n; i++) {
      if (data[i] == 0) {
        return false;
      }
    }
    return true;
  }
}
