package dev.protojson.spring.http;

import dev.protojson.ProtoJsonParseException;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.converter.HttpMessageNotReadableException;

/**
 * A request or response body that is not valid proto3 JSON for the expected message type. Spring MVC answers it
 * with a 400; its cause, a {@link ProtoJsonParseException}, names the field path and the JSON location so that the
 * client can fix its input.
 */
public class ProtoJsonMessageNotReadableException extends HttpMessageNotReadableException {

  private static final long serialVersionUID = 1L;

  public ProtoJsonMessageNotReadableException(String message, ProtoJsonParseException cause,
      HttpInputMessage inputMessage) {
    super(message, cause, inputMessage);
  }

  /** What was wrong, where: the field path and the line and column. */
  public ProtoJsonParseException getParseError() {
    return (ProtoJsonParseException) getCause();
  }

  /** The path of the offending field, for example {@code people[3].name}; empty for the top-level value. */
  public String getFieldPath() {
    return getParseError().getFieldPath();
  }

  /** The 1-based line of the offending token, or -1 if unknown. */
  public long getLine() {
    return getParseError().getLine();
  }

  /** The 1-based column of the offending token, or -1 if unknown. */
  public long getColumn() {
    return getParseError().getColumn();
  }
}
