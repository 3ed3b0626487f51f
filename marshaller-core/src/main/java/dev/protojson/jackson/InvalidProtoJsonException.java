package dev.protojson.jackson;

import com.google.protobuf.Message;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.internal.read.Failures;
import java.util.List;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.util.JsonParserSequence;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.util.TokenBuffer;

/**
 * Input that is not valid proto3 JSON for a message read through Jackson. Its {@linkplain #getPath() path} is
 * the whole way to the offending value, the part outside the message (record properties, list indexes, map keys)
 * and the part inside it, so {@link #getFieldPath()} reads {@code orders[2].order.items[1].quantity}. The
 * {@linkplain #getParseError() cause} is protojson's own exception.
 *
 * <p>It is a {@link MismatchedInputException}: frameworks treat it as bad input (Spring MVC answers 400).
 */
public class InvalidProtoJsonException extends MismatchedInputException {

  private static final long serialVersionUID = 1L;

  private final String typeName;
  /** protojson's description with {@code %s} for the path, or null: rendered with the whole path when asked. */
  private final String template;
  private final long line;
  private final long column;
  // Jackson's constructors of this type fix the cause to null, so it is kept here.
  private final ProtoJsonParseException parseError;
  /** The message given at construction, which {@link #getMessage()} replaces with the one naming the whole path. */
  private final String givenMessage;

  private InvalidProtoJsonException(JsonParser parser, String message, String template, TokenStreamLocation location,
      long line, long column, Class<?> targetType, String typeName, ProtoJsonParseException cause) {
    super(parser, message, location);
    this._targetType = targetType;
    this.typeName = typeName;
    this.template = template;
    this.line = line;
    this.column = column;
    this.parseError = cause;
    this.givenMessage = message;
  }

  /**
   * The problem {@code cause} found inside a message of {@code prototype}'s type, at {@code relativePath} below
   * that message.
   */
  static InvalidProtoJsonException inside(JsonParser parser, Message prototype, Class<?> targetType,
      ProtoJsonParseException cause, String relativePath) {
    String typeName = prototype.getDescriptorForType().getFullName();
    String template = Failures.template(cause);
    InvalidProtoJsonException e;
    if (replayed(parser)) {
      // Jackson buffered the message and replays it: the parser's contexts and location are not the input's (the
      // message is headed by the whole path in getMessage())
      e = new InvalidProtoJsonException(parser, description(cause), template, TokenStreamLocation.NA, -1, -1,
          targetType, typeName, cause);
    } else {
      e = new InvalidProtoJsonException(parser, description(cause), template, location(parser, cause),
          cause.getLine(), cause.getColumn(), targetType, typeName, cause);
    }
    List<Reference> inner = Paths.references(prototype, relativePath);
    for (int i = inner.size() - 1; i >= 0; i--) {
      e.prependPath(inner.get(i));
    }
    return e;
  }

  /**
   * A value that is not one of enum {@code enumName}'s, at the parser's current token: a protobuf enum read through
   * Jackson outside a message (a record's property), reported as a message's field would be.
   */
  static InvalidProtoJsonException ofEnum(JsonParser parser, String enumName, Class<?> targetType,
      String description) {
    TokenStreamLocation at = parser.currentTokenLocation();
    ProtoJsonParseException cause = new ProtoJsonParseException(description, "", at.getLineNr(), at.getColumnNr(),
        null);
    return new InvalidProtoJsonException(parser, description, null, at, at.getLineNr(), at.getColumnNr(),
        targetType, enumName, cause);
  }

  private static boolean replayed(JsonParser parser) {
    return parser instanceof JsonParserSequence || parser.getClass().getEnclosingClass() == TokenBuffer.class;
  }

  /**
   * protojson's description naming the whole path, the part outside the message too: the same as its own where it
   * read the document from the root, and right where Jackson replayed the message from a buffer.
   */
  @Override
  public String getOriginalMessage() {
    return template != null ? template.replace("%s", Failures.pathOrTop(getFieldPath())) : super.getOriginalMessage();
  }

  /**
   * Jackson's message (with its location and reference chain) headed by {@link #getOriginalMessage()}: where the
   * message was read from a copy Jackson buffered, the description protojson made there names the path it saw in the
   * copy, which repeats the member Jackson had already read ({@code ds[1].value.value}).
   */
  @Override
  public String getMessage() {
    String message = super.getMessage();
    return template != null && message != null && givenMessage != null && message.startsWith(givenMessage)
        ? getOriginalMessage() + message.substring(givenMessage.length()) : message;
  }

  private static TokenStreamLocation location(JsonParser parser, ProtoJsonParseException cause) {
    if (cause.getCause() instanceof JacksonException jackson && jackson.getLocation() != null) {
      return jackson.getLocation();
    }
    TokenStreamLocation current = parser.currentTokenLocation();
    if (cause.getLine() <= 0) {
      return TokenStreamLocation.NA;
    }
    return new TokenStreamLocation(current.contentReference(), -1L, -1L, (int) cause.getLine(),
        (int) cause.getColumn());
  }

  /** protojson's message without its location, which Jackson's message adds in its own form. */
  private static String description(ProtoJsonParseException cause) {
    String message = cause.getMessage();
    String suffix = " at line " + cause.getLine() + ", column " + cause.getColumn();
    return cause.getLine() > 0 && message.endsWith(suffix)
        ? message.substring(0, message.length() - suffix.length()) : message;
  }

  /** The path of the offending value, e.g. {@code orders[2].order.items[1].quantity}; empty for the top level. */
  public String getFieldPath() {
    return Paths.render(getPath());
  }

  /** The full proto name of the message (or enum) type that was read, e.g. {@code shop.Order}. */
  public String getTypeName() {
    return typeName;
  }

  /** The 1-based line of the offending token, or -1 if unknown (for example when Jackson replays buffered input). */
  public long getLine() {
    return line;
  }

  /** The 1-based column of the offending token, or -1 if unknown. */
  public long getColumn() {
    return column;
  }

  /** protojson's exception for the problem, with the path as protojson saw it from the parser's root. */
  public ProtoJsonParseException getParseError() {
    return parseError;
  }

  @Override
  public synchronized Throwable getCause() {
    return parseError;
  }
}
