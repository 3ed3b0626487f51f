package dev.protojson.spring.http;

import dev.protojson.ProtoJsonParseException;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.converter.HttpMessageNotReadableException;

/**
 * A request or response body that is not valid proto3 JSON for the expected message type. Spring MVC answers it
 * with a 400; its {@linkplain #getParseError() cause} says what is wrong, at which field path and where in the body,
 * so that the client can fix its input.
 */
public class ProtoJsonMessageNotReadableException extends HttpMessageNotReadableException {

  private static final long serialVersionUID = 1L;

  public ProtoJsonMessageNotReadableException(String message, ProtoJsonParseException cause,
      HttpInputMessage inputMessage) {
    super(message, cause, inputMessage);
  }

  /** What is wrong and where: the problem, the field path, the line and the column. */
  public ProtoJsonParseException getParseError() {
    return (ProtoJsonParseException) getCause();
  }
}
