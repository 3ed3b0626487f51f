package dev.protojson.internal.read;

import com.google.protobuf.Message;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.internal.Latin1Strings;
import dev.protojson.internal.Options;
import dev.protojson.internal.Switches;
import dev.protojson.internal.TypeReader;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.exc.JacksonIOException;
import tools.jackson.core.json.JsonFactory;

/**
 * Creates the strict Jackson parsers of one marshaller and runs reads on them, turning every problem with the
 * input into a {@link ProtoJsonParseException} that names the field path and the location.
 */
public final class JsonInput {

  private final JsonFactory factory;
  /** The factory as protojson's own, whose parsers may be kept per thread; null with Jackson's parsers. */
  private final DirectStringJsonFactory direct;
  private final ObjectReadContext context = ObjectReadContext.empty();
  private final boolean protoNames;
  /** Whether whole byte-array documents are first tried by the readers' byte-level methods. */
  private final boolean byteLevel;
  /** Whether merges into empty builders are tried by the byte-level methods too. */
  private final boolean merges;
  /** Whether Latin-1 text is read in place by the byte-level methods too. */
  private final boolean text;
  private final int recursionLimit;
  private final int maxStringLength;

  public JsonInput(Options options) {
    this.factory = StrictJson.factory(options);
    this.direct = factory instanceof DirectStringJsonFactory directFactory ? directFactory : null;
    this.protoNames = options.preservingProtoFieldNames();
    this.byteLevel = Switches.FAST_PATHS && Switches.BYTE_LEVEL_READS;
    this.merges = byteLevel && Switches.BYTE_LEVEL_MERGES;
    this.text = byteLevel && Switches.BYTE_LEVEL_TEXT;
    this.recursionLimit = options.recursionLimit();
    this.maxStringLength = factory.streamReadConstraints().getMaxStringLength();
  }

  /**
   * Reads the whole UTF-8 document {@code json} into {@code builder}, a new builder, with {@code reader}'s
   * byte-level methods, and builds it; null if they gave up (the document is then to be read again, into a new
   * builder, by {@link #readMessage}, which also reports what is wrong with it). Gives up at once for readers
   * whose types have fields it does not read.
   */
  public Message readAtByteLevel(byte[] json, TypeReader reader, Message.Builder builder) {
    return read(json, false, reader, builder);
  }

  /**
   * Reads the whole document {@code latin1}, a {@code String}'s own bytes ({@link #latin1Bytes}), as
   * {@link #readAtByteLevel} reads UTF-8; null if the byte-level methods gave up (the text is then to be read by
   * the parser of text).
   */
  public Message readTextAtByteLevel(byte[] latin1, TypeReader reader, Message.Builder builder) {
    return read(latin1, true, reader, builder);
  }

  private Message read(byte[] json, boolean latin1, TypeReader reader, Message.Builder builder) {
    if (!mergesBytes(json, latin1, reader, builder)) {
      return null;
    }
    // A required field left unset is reported by the Jackson reader, with its location.
    if (((MessageReader) reader).mayLackRequiredFields() && !builder.isInitialized()) {
      ((MessageReader) reader).gaveUp();
      return null;
    }
    ((MessageReader) reader).byteLevelReadSucceeded();
    return builder.buildPartial();
  }

  /**
   * Merges the whole UTF-8 document {@code json} into {@code builder}, which holds no field or none that
   * {@link MessageReader#mergesBytesInto} leaves to the Jackson reader, with {@code reader}'s byte-level methods;
   * false if they gave up or were not tried, leaving {@code builder} holding {@code held} again (the document is
   * then to be read by {@link #readDocument}). Required fields are not checked, as a merge does not check them.
   *
   * @param held what {@code builder} holds now ({@code buildPartial()})
   */
  public boolean mergeAtByteLevel(byte[] json, TypeReader reader, Message.Builder builder, Message held) {
    return merge(json, false, reader, builder, held);
  }

  /** Merges the text {@code latin1}, a {@code String}'s own bytes, as {@link #mergeAtByteLevel} merges UTF-8. */
  public boolean mergeTextAtByteLevel(byte[] latin1, TypeReader reader, Message.Builder builder, Message held) {
    return merge(latin1, true, reader, builder, held);
  }

  private boolean merge(byte[] json, boolean latin1, TypeReader reader, Message.Builder builder, Message held) {
    if (!merges) {
      return false;
    }
    if (!mergesBytes(json, latin1, reader, builder)) {
      // A give-up midway leaves some fields merged: the builder gets back what the caller passed.
      builder.clear().mergeFrom(held);
      return false;
    }
    ((MessageReader) reader).byteLevelReadSucceeded();
    return true;
  }

  private boolean mergesBytes(byte[] json, boolean latin1, TypeReader reader, Message.Builder builder) {
    if (!byteLevel || !(reader instanceof MessageReader messages) || !messages.readsBytes()) {
      return false;
    }
    try {
      ByteInput in = new ByteInput(json, recursionLimit, maxStringLength, latin1);
      in.start();
      messages.mergeBytes(in, builder);
      in.finish();
      return true;
    } catch (ByteInput.GiveUp | StackOverflowError e) {
      // Nesting deeper than the stack with a raised recursion limit: the Jackson reader reports it as bad input.
      messages.gaveUp();
      return false;
    }
  }

  /**
   * The array {@code json} keeps its characters in, one byte each, when they are all Latin-1: the byte-level
   * methods read it in place as Latin-1 text ({@link #readTextAtByteLevel}), without an encoded copy, and never
   * write to it. Null for any other text, or where a string's array cannot be read ({@link Latin1Strings}): text
   * is then read by the parser of text.
   */
  public byte[] latin1Bytes(String json) {
    return text ? Latin1Strings.bytes(json) : null;
  }

  /**
   * A parser of the whole document {@code json} for {@link #readDocument} or {@link #readMessage}, which close it:
   * this thread's kept parser where it can take it.
   */
  public JsonParser documentParser(byte[] json) {
    Failures.requireValue(json);
    InputEncoding.check(factory, context, json);
    return direct != null ? direct.documentParser(context, json) : factory.createParser(context, json);
  }

  public JsonParser parser(String json) {
    return factory.createParser(context, json);
  }

  public JsonParser parser(byte[] json) {
    Failures.requireValue(json);
    InputEncoding.check(factory, context, json);
    return factory.createParser(context, json);
  }


  /**
   * The whole of {@code json}, which a message read from it needs anyway: read as bytes, a document gets the
   * byte-level methods and the UTF-8 check of a byte array. A failing stream is Jackson's I/O exception, as when
   * Jackson's parser reads it.
   */
  public byte[] readAll(InputStream json) {
    try {
      return json.readAllBytes();
    } catch (IOException e) {
      throw JacksonIOException.construct(e);
    }
  }

  public JsonParser parser(InputStream json) {
    try {
      return factory.createParser(context, new Utf8CheckedStream(json));
    } catch (JacksonIOException e) {
      // Jackson reads the first bytes to detect the encoding before there is a parser to locate them.
      if (e.getCause() instanceof Utf8CheckedStream.IllFormed illFormed) {
        throw Failures.naming("Invalid UTF-8 at ", "", ": " + illFormed.problem, illFormed.line, illFormed.column,
            null);
      }
      throw e;
    }
  }

  public JsonParser parser(Reader json) {
    return factory.createParser(context, json);
  }

  /** A parser fed with byte arrays through {@link JsonParser#nonBlockingInputFeeder()}. */
  public JsonParser nonBlockingParser() {
    return factory.createNonBlockingByteArrayParser(context);
  }

  /** Reads one whole document, exactly one value and nothing after it, with {@code reader} into {@code builder}. */
  public void readDocument(JsonParser parser, TypeReader reader, Message.Builder builder) {
    readWholeDocument(parser, reader, builder, false);
  }

  /**
   * Reads one whole document into {@code builder} and builds it: a required field left unset is bad input, named
   * by its path, at the end of the document's value.
   */
  public Message readMessage(JsonParser parser, TypeReader reader, Message.Builder builder) {
    TokenStreamLocation end = readWholeDocument(parser, reader, builder, true);
    return end == null ? builder.buildPartial() : buildInitialized(builder, "", end);
  }

  /**
   * @param locateMissing whether to return where the value ends if {@code builder} lacks a required field
   * @return that location, or null: not asked for, or nothing missing
   */
  private TokenStreamLocation readWholeDocument(JsonParser parser, TypeReader reader, Message.Builder builder,
      boolean locateMissing) {
    // Not try-with-resources: that would close the parser before the catch, and a closed parser places itself at
    // the end of its buffered input, where an error without a location of its own would then be reported.
    try {
      if (parser.nextToken() == null) {
        throw Failures.atEnd(parser, "No JSON value in the input");
      }
      reader.merge(parser, builder);
      // A location is an object per document: made only for the error it is needed for.
      TokenStreamLocation end = locateMissing && !builder.isInitialized() ? parser.currentTokenLocation() : null;
      if (parser.nextToken() != null) {
        throw Failures.at(parser, "Unexpected content after the JSON value");
      }
      return end;
    } catch (RuntimeException | StackOverflowError e) {
      throw translate(parser, e);
    } finally {
      parser.close();
    }
  }

  /** Reads one value from a parser the caller owns and leaves it on the value's last token. */
  public void readValue(JsonParser parser, TypeReader reader, Message.Builder builder) {
    try {
      JsonToken token = parser.currentToken();
      if (token == null || token == JsonToken.PROPERTY_NAME) {
        token = parser.nextToken();
      }
      if (token == JsonToken.NOT_AVAILABLE) {
        // Jackson's non-blocking parser at the end of its input gives a scalar at the root on the second call
        token = parser.nextToken();
      }
      if (token == null) {
        throw Failures.atEnd(parser, "No JSON value in the input");
      }
      reader.merge(parser, builder);
    } catch (RuntimeException | StackOverflowError e) {
      throw translate(parser, e);
    }
  }

  /**
   * Reads one value from a parser the caller owns, like {@link #readValue}, and builds it: a required field left
   * unset is bad input, named by its path from the parser's root (an array element's fields start with its index).
   */
  public Message readMessageValue(JsonParser parser, TypeReader reader, Message.Builder builder) {
    readValue(parser, reader, builder);
    return buildInitialized(builder, Failures.path(parser), parser.currentTokenLocation());
  }

  /**
   * Builds {@code builder}, reporting unset required fields (proto2 {@code required}, editions
   * {@code LEGACY_REQUIRED}, at any depth) as bad input rather than {@code UninitializedMessageException}: every
   * one by its path under {@code path}, located at {@code end}, the end of the value they are missing from.
   */
  private Message buildInitialized(Message.Builder builder, String path, TokenStreamLocation end) {
    Message message = builder.buildPartial();
    if (message.isInitialized()) {
      return message;
    }
    throw RequiredFields.missingIn(message, path, protoNames, end == null ? -1 : end.getLineNr(),
        end == null ? -1 : end.getColumnNr());
  }

  /** Bad input becomes a {@link ProtoJsonParseException}; an I/O failure of the caller's stream stays what it is. */
  public static RuntimeException translate(JsonParser parser, Throwable e) {
    if (e instanceof ProtoJsonParseException parse) {
      return parse;
    }
    if (e instanceof StackOverflowError) {
      return Failures.at(parser, "Nesting too deep to parse at ", "");
    }
    if (e instanceof JacksonIOException io && io.getCause() instanceof Utf8CheckedStream.IllFormed illFormed) {
      // The stream stops just before the bad bytes: the parser is at them, in the value they are part of.
      TokenStreamLocation location = currentLocation(parser);
      String path = Failures.path(parser);
      return Failures.naming("Invalid UTF-8 at ", path, ": " + illFormed.problem,
          location == null ? -1 : location.getLineNr(), location == null ? -1 : location.getColumnNr(), null);
    }
    if (e instanceof JacksonIOException io && !(io.getCause() instanceof CharConversionException)) {
      return io;
    }
    if (e instanceof JacksonException jackson) {
      TokenStreamLocation location = jackson.getLocation() != null ? jackson.getLocation() : currentLocation(parser);
      String path = Failures.path(parser);
      boolean nesting = jackson instanceof StreamConstraintsException && isNestingDepth(jackson);
      // Jackson's own wording points at its StreamReadConstraints; the user's knob is the recursion limit.
      String before = nesting ? "Nesting deeper than the recursion limit of "
          + parser.streamReadConstraints().getMaxNestingDepth() + " at " : "Invalid JSON at ";
      String after = nesting ? "" : ": " + ProtoJsonParseException.describe(jackson);
      return Failures.naming(before, path, after, location == null ? -1 : location.getLineNr(),
          location == null ? -1 : location.getColumnNr(), jackson);
    }
    if (e instanceof NumberFormatException || e instanceof ArithmeticException) {
      // A number Jackson could not convert: bad input, even though it is not reported as a Jackson exception.
      TokenStreamLocation location = currentLocation(parser);
      String path = Failures.path(parser);
      return Failures.naming("Invalid number at ", path, ": " + e.getMessage(),
          location == null ? -1 : location.getLineNr(), location == null ? -1 : location.getColumnNr(), e);
    }
    return (RuntimeException) e;
  }

  private static boolean isNestingDepth(JacksonException e) {
    String message = e.getOriginalMessage();
    return message != null && message.contains("nesting depth");
  }

  private static TokenStreamLocation currentLocation(JsonParser parser) {
    try {
      return parser.currentLocation();
    } catch (RuntimeException e) {
      return null;
    }
  }
}
