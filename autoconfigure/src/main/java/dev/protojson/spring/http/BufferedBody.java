package dev.protojson.spring.http;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;
import org.springframework.http.HttpOutputMessage;
import org.springframework.util.StreamUtils;

/**
 * A response body held in memory up to a limit, then streamed. A value that fails while it is held has sent
 * nothing, so the failure is still answered with a 500 instead of a 200 cut short; one that fits is sent with its
 * {@code Content-Length}. Only a value larger than the limit can fail after part of it has gone out.
 */
final class BufferedBody extends OutputStream {

  private final HttpOutputMessage message;
  private final int limit;
  private byte[] held = new byte[8192];
  private int count;
  /** The response's own body, once the value has outgrown the limit. */
  private OutputStream streamed;

  BufferedBody(HttpOutputMessage message, int limit) {
    this.message = message;
    this.limit = limit;
  }

  @Override
  public void write(int b) throws IOException {
    write(new byte[] {(byte) b}, 0, 1);
  }

  @Override
  public void write(byte[] bytes, int offset, int length) throws IOException {
    if (streamed == null && count + length > limit) {
      streamed = StreamUtils.nonClosing(message.getBody());
      streamed.write(held, 0, count);
      held = null;
    }
    if (streamed != null) {
      streamed.write(bytes, offset, length);
      return;
    }
    if (count + length > held.length) {
      held = Arrays.copyOf(held, Math.min(limit, Math.max(count + length, 2 * held.length)));
    }
    System.arraycopy(bytes, offset, held, count, length);
    count += length;
  }

  /** Flushes only a streamed body: a held one goes out whole in {@link #finish}. */
  @Override
  public void flush() throws IOException {
    if (streamed != null) {
      streamed.flush();
    }
  }

  /** Sends a value that was held whole, with its length; called once the value has been written completely. */
  void finish() throws IOException {
    if (streamed == null) {
      message.getHeaders().setContentLength(count);
      message.getBody().write(held, 0, count);
    }
  }
}
