package dev.protojson.jackson;

import com.google.protobuf.Message;
import dev.protojson.ProtoJsonParseException;
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
  /** protojson's exception, its paths relative to the message (or enum) read, its location the input's if known. */
  private final ProtoJsonParseException inMessage;
  /** How many of the references in {@link #getPath()} lead from the message to the offending value. */
  private final int innerReferences;
  // Jackson's constructors of this type fix the cause to null, so it is kept here.
  private final ProtoJsonParseException parseError;

  private InvalidProtoJsonException(JsonParser parser, TokenStreamLocation location, Class<?> targetType,
      String typeName, ProtoJsonParseException inMessage, List<Reference> inner, ProtoJsonParseException cause) {
    super(parser, inMessage.getProblem(), location);
    this._targetType = targetType;
    this.typeName = typeName;
    this.inMessage = inMessage;
    this.innerReferences = inner.size();
    this.parseError = cause;
    for (int i = inner.size() - 1; i >= 0; i--) {
      prependPath(inner.get(i));
    }
  }

  /**
   * The problem {@code cause} found inside a message of {@code prototype}'s type, which begins in
   * {@code container}, the path of the object or array that holds it as protojson names paths.
   */
  static InvalidProtoJsonException inside(JsonParser parser, Message prototype, Class<?> targetType,
      ProtoJsonParseException cause, String container) {
    String typeName = prototype.getDescriptorForType().getFullName();
    ProtoJsonParseException inMessage = cause.relativeTo(container);
    List<Reference> inner = Paths.references(prototype, inMessage.getFieldPath());
    if (replayed(parser)) {
      // Jackson buffered the message and replays it: the parser's contexts and location are not the input's (the
      // message is headed by the whole path in getMessage())
      return new InvalidProtoJsonException(parser, TokenStreamLocation.NA, targetType, typeName,
          inMessage.atLocation(-1, -1), inner, cause);
    }
    return new InvalidProtoJsonException(parser, location(parser, cause), targetType, typeName, inMessage, inner,
        cause);
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
    return new InvalidProtoJsonException(parser, at, targetType, enumName, cause, List.of(), cause);
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
    List<Reference> path = getPath();
    String outside = Paths.render(path.subList(0, Math.max(0, path.size() - innerReferences)));
    return inMessage.withPathPrefix(outside).getProblem();
  }

  /**
   * Jackson's message (with its location and reference chain) headed by {@link #getOriginalMessage()} and the line
   * and column, where known: where the message was read from a copy Jackson buffered, the description protojson made
   * there names the path it saw in the copy, which repeats the member Jackson had already read
   * ({@code ds[1].value.value}). Jackson 3 renders the location of a source it does not include as a byte offset
   * alone, unknown for text, so the line and column are given here as protojson's own errors give them.
   */
  @Override
  public String getMessage() {
    String message = super.getMessage();
    String given = inMessage.getProblem();
    if (message == null || !message.startsWith(given)) {
      return message;
    }
    String place = getLine() > 0 ? " at line " + getLine() + ", column " + getColumn() : "";
    return getOriginalMessage() + place + message.substring(given.length());
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
    return inMessage.getLine();
  }

  /** The 1-based column of the offending token, or -1 if unknown. */
  public long getColumn() {
    return inMessage.getColumn();
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
