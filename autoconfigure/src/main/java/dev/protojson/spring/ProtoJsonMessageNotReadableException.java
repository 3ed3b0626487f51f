package dev.protojson.spring;

import org.springframework.http.HttpInputMessage;
import org.springframework.http.converter.HttpMessageNotReadableException;

/**
 * A request or response body that is not valid proto3 JSON for the expected message type. Spring MVC answers it
 * with a 400; it names the field path and the JSON location so that the client can fix its input.
 */
public class ProtoJsonMessageNotReadableException extends HttpMessageNotReadableException {

  private static final long serialVersionUID = 1L;

  private final String fieldPath;
  private final long line;
  private final long column;

  public ProtoJsonMessageNotReadableException(String message, String fieldPath, long line, long column,
      Throwable cause, HttpInputMessage inputMessage) {
    super(message, cause, inputMessage);
    this.fieldPath = fieldPath == null ? "" : fieldPath;
    this.line = line;
    this.column = column;
  }

  /** The path of the offending field, for example {@code people[3].name}; empty for the top-level value. */
  public String getFieldPath() {
    return fieldPath;
  }

  /** The 1-based line of the offending token, or -1 if unknown. */
  public long getLine() {
    return line;
  }

  /** The 1-based column of the offending token, or -1 if unknown. */
  public long getColumn() {
    return column;
  }
}
