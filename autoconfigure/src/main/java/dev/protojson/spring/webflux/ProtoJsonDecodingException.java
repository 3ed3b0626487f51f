package dev.protojson.spring.webflux;

import dev.protojson.ProtoJsonParseException;
import org.springframework.core.codec.DecodingException;

/**
 * A request or response body that is not valid proto3 JSON for the expected message type. WebFlux answers it with a
 * 400; a {@code WebClient} reading such a response fails with it. Its cause, a {@link ProtoJsonParseException},
 * names the field path ({@code [3].level} for the fourth element of a stream) and the line and column in the body.
 */
public class ProtoJsonDecodingException extends DecodingException {

  private static final long serialVersionUID = 1L;

  public ProtoJsonDecodingException(String message, ProtoJsonParseException cause) {
    super(message, cause);
  }

  /** What was wrong, where: the field path and the line and column. */
  public ProtoJsonParseException getParseError() {
    return (ProtoJsonParseException) getCause();
  }

  /** The path of the offending field, for example {@code [3].level}; empty for the top-level value. */
  public String getFieldPath() {
    return getParseError().getFieldPath();
  }

  /** The 1-based line of the offending token in the body, or -1 if unknown. */
  public long getLine() {
    return getParseError().getLine();
  }

  /** The 1-based column of the offending token in the body, or -1 if unknown. */
  public long getColumn() {
    return getParseError().getColumn();
  }
}
