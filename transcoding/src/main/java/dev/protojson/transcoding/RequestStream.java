package dev.protojson.transcoding;

import com.google.protobuf.Message;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.transcoding.internal.RequestBinder;
import java.io.UncheckedIOException;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.exc.JacksonIOException;

/**
 * The request messages of a client-streaming call, read from the HTTP body one at a time, as the client sends them:
 * a JSON array of messages, or newline-delimited JSON (one message per line). Each comes back as soon as its last
 * byte has been read, so the service can take it before the rest of the body has arrived, and the body is never held
 * whole. The path variables and query parameters are bound into every message, as into a single request.
 *
 * <p>A bad element is refused with the path of its field from the stream's root: {@code [1234].name}, and the line
 * and column in the body. Not thread-safe.
 */
public final class RequestStream implements AutoCloseable {

  private final JsonParser parser;
  private final ElementBudget budget;
  private final StreamFormat format;
  private final RequestBinder.StreamElements elements;
  private final long maxRequestBytes;
  private final String limitName;
  private long index;
  private boolean started;
  private boolean ended;

  /**
   * @param budget the body as the parser reads it, which stops an element over the limit while it arrives; null
   *     without a limit
   */
  RequestStream(JsonParser parser, ElementBudget budget, StreamFormat format, RequestBinder.StreamElements elements,
      long maxRequestBytes, String limitName) {
    this.parser = parser;
    this.budget = budget;
    this.format = format;
    this.elements = elements;
    this.maxRequestBytes = maxRequestBytes;
    this.limitName = limitName;
  }

  /**
   * The next request message, or null when the body has no more (an empty body has none).
   *
   * @throws InvalidRequestException if the body is not a stream of proto3 JSON request messages; it names the
   *     element's index and field path, and the line and column
   * @throws UncheckedIOException if reading the body failed, as when the client went away
   */
  public Message next() {
    if (ended) {
      return null;
    }
    try {
      JsonToken token = parser.nextToken();
      if (!started) {
        started = true;
        if (format == StreamFormat.JSON_ARRAY && token != null) {
          if (token != JsonToken.START_ARRAY) {
            throw refused("A stream of requests sent as JSON is an array of messages, but the body starts with "
                + token.asString(), "");
          }
          token = parser.nextToken();
          if (token == null) {
            throw refused("The array of requests ends before its closing ]", "[" + index + "]");
          }
        }
      }
      if (token == null) {
        ended = true;
        return null;
      }
      if (format == StreamFormat.JSON_ARRAY && token == JsonToken.END_ARRAY) {
        ended = true;
        if (parser.nextToken() != null) {
          throw refused("More follows the array of requests", "");
        }
        return null;
      }
      long start = parser.currentTokenLocation().getByteOffset();
      if (budget != null) {
        budget.startElement(start);
      }
      Message message = readElement();
      checkSize(start);
      index++;
      return message;
    } catch (ProtoJsonParseException e) {
      ended = true;
      throw atIndex(e, index);
    } catch (JacksonIOException e) {
      ended = true;
      if (e.getCause() instanceof ElementBudget.Exceeded) {
        throw tooLarge("more than");
      }
      throw new UncheckedIOException(e.getCause());
    } catch (JacksonException e) {
      ended = true;
      TokenStreamLocation at = e.getLocation();
      throw new InvalidRequestException("Invalid JSON after request " + index + ": "
          + ProtoJsonParseException.describe(e), "[" + index + "]", at == null ? -1 : at.getLineNr(),
          at == null ? -1 : at.getColumnNr(), e);
    }
  }

  private Message readElement() {
    try {
      return elements.read(parser);
    } catch (InvalidRequestException e) {
      ended = true;
      throw atIndex(e, index);
    }
  }

  /** An error inside the {@code index}th request as an error of the stream: its path starts with {@code [index]}. */
  static InvalidRequestException atIndex(ProtoJsonParseException e, long index) {
    String prefix = "[" + index + "]";
    ProtoJsonParseException located = e.getFieldPath().startsWith(prefix) ? e : e.withPathPrefix(prefix);
    return new InvalidRequestException(located.getMessage(), located.getFieldPath(), located.getLine(),
        located.getColumn(), e);
  }

  /** A required field left unset in the {@code index}th request, named from the stream's root. */
  static InvalidRequestException atIndex(InvalidRequestException e, long index) {
    String path = "[" + index + "]" + (e.getFieldPath().isEmpty() ? "" : "." + e.getFieldPath());
    return new InvalidRequestException("Request " + path + ": " + e.getMessage(), path, e.getLine(), e.getColumn(),
        e);
  }

  /** A request is refused before it reaches the service if its JSON is over the limit. */
  private void checkSize(long start) {
    long size = parser.currentLocation().getByteOffset() - start;
    if (maxRequestBytes >= 0 && start >= 0 && size > maxRequestBytes) {
      ended = true;
      throw tooLarge(size + " bytes, more than");
    }
  }

  private InvalidRequestException tooLarge(String size) {
    TokenStreamLocation at = parser.currentTokenLocation();
    String path = "[" + index + "]";
    return new InvalidRequestException("Request " + path + " has " + size + " the " + maxRequestBytes
        + " bytes " + limitName + " allows each request of a stream", path, at.getLineNr(), at.getColumnNr(), null);
  }

  /** How many request messages were read. */
  public long count() {
    return index;
  }

  /** Closes the parser; the body's stream is left to its owner. */
  @Override
  public void close() {
    parser.close();
  }

  private InvalidRequestException refused(String problem, String path) {
    TokenStreamLocation at = parser.currentTokenLocation();
    return new InvalidRequestException(problem + " at line " + at.getLineNr() + ", column " + at.getColumnNr(), path,
        at.getLineNr(), at.getColumnNr(), null);
  }
}
