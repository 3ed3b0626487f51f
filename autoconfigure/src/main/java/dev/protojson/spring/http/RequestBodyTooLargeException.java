package dev.protojson.spring.http;

import dev.protojson.spring.internal.ProblemBodies;
import org.springframework.http.HttpStatus;
import org.springframework.web.ErrorResponseException;

/**
 * A request body larger than the converter accepts. It is raised while the body is read, as soon as one byte more
 * than the limit has arrived (or before reading, when the declared {@code Content-Length} is over the limit), so a
 * controller never sees a message built from part of a body. Spring MVC answers it with
 * {@code 413 Content Too Large}; its {@link #getBody() problem detail} names the limit.
 */
public class RequestBodyTooLargeException extends ErrorResponseException {

  private static final long serialVersionUID = 1L;

  private final long maxRequestSize;

  /**
   * @param maxRequestSize the limit, in bytes
   * @param property the configuration property that sets the limit, or null if there is none
   */
  public RequestBodyTooLargeException(long maxRequestSize, String property) {
    super(HttpStatus.CONTENT_TOO_LARGE, ProblemBodies.contentTooLarge(maxRequestSize, property), null);
    this.maxRequestSize = maxRequestSize;
  }

  /** The limit that was exceeded, in bytes. */
  public long getMaxRequestSize() {
    return maxRequestSize;
  }
}
