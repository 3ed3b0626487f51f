package dev.protojson.spring.internal;

import dev.protojson.spring.http.RequestBodyTooLargeException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpInputMessage;

/**
 * The largest request body a converter reads. Bytes are counted as they are consumed, so a chunked body without a
 * {@code Content-Length} is stopped as surely as a declared one, and at most one byte more than the limit is ever
 * read from the request.
 *
 * <p>Not API: public only for the other packages of this module.
 */
public final class RequestSizeLimit {

  public static final RequestSizeLimit NONE = new RequestSizeLimit(-1, null);

  private final long maxBytes;
  private final String property;

  /**
   * @param maxBytes the limit in bytes; negative for none
   * @param property the configuration property that sets it, named in the error; or null
   */
  public RequestSizeLimit(long maxBytes, String property) {
    this.maxBytes = maxBytes;
    this.property = property;
  }

  boolean isLimited() {
    return maxBytes >= 0;
  }

  /**
   * The body of {@code input}, limited. A declared length over the limit is refused at once: reading it would
   * only cost the server time and memory.
   */
  public InputStream body(HttpInputMessage input) throws IOException {
    if (!isLimited()) {
      return input.getBody();
    }
    if (input.getHeaders().getContentLength() > maxBytes) {
      throw exceeded();
    }
    return new Counting(input.getBody());
  }

  /** {@code input} with its body {@link #body limited}, for a converter that reads the body itself. */
  HttpInputMessage limited(HttpInputMessage input) {
    if (!isLimited()) {
      return input;
    }
    return new HttpInputMessage() {
      @Override
      public InputStream getBody() throws IOException {
        return body(input);
      }

      @Override
      public HttpHeaders getHeaders() {
        return input.getHeaders();
      }
    };
  }

  private RequestBodyTooLargeException exceeded() {
    return new RequestBodyTooLargeException(maxBytes, property);
  }

  /**
   * Throws once more than the limit has been read. The exception is unchecked on purpose: parsers wrap an
   * {@code IOException} from their source as bad input, and this is not bad input but a refusal.
   */
  private final class Counting extends FilterInputStream {

    private long remaining = maxBytes;

    Counting(InputStream in) {
      super(in);
    }

    @Override
    public int read() throws IOException {
      int b = in.read();
      if (b >= 0) {
        consumed(1);
      }
      return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
      // One byte past the limit is enough to know it is exceeded; asking for more would buffer what is refused.
      int n = in.read(buffer, offset, remaining < length ? (int) remaining + 1 : length);
      if (n > 0) {
        consumed(n);
      }
      return n;
    }

    @Override
    public long skip(long n) throws IOException {
      long skipped = in.skip(Math.min(n, remaining + 1));
      consumed(skipped);
      return skipped;
    }

    @Override
    public boolean markSupported() {
      return false;
    }

    private void consumed(long n) {
      remaining -= n;
      if (remaining < 0) {
        throw exceeded();
      }
    }
  }
}
