package dev.protojson.spring.webflux;

import dev.protojson.ProtoJsonParseException;
import org.springframework.core.codec.DecodingException;

/**
 * A request or response body that is not valid proto3 JSON for the expected message type. WebFlux answers it with a
 * 400; a {@code WebClient} reading such a response fails with it. Its {@linkplain #getParseError() cause} says what
 * is wrong, at which field path ({@code [3].level} for the fourth element of a stream) and where in the body.
 */
public class ProtoJsonDecodingException extends DecodingException {

  private static final long serialVersionUID = 1L;

  public ProtoJsonDecodingException(String message, ProtoJsonParseException cause) {
    super(message, cause);
  }

  /** What is wrong and where: the problem, the field path, the line and the column in the body. */
  public ProtoJsonParseException getParseError() {
    return (ProtoJsonParseException) getCause();
  }
}
