package dev.protojson.transcoding;

import com.google.protobuf.Message;
import dev.protojson.transcoding.internal.ErrorWriter;
import dev.protojson.transcoding.internal.ResponseWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Writes the messages of a server stream to an HTTP body as they come, each flushed at once, framed as its
 * {@link StreamFormat} says. Every element is on one line. A status the call fails with after the first message is
 * the last element, so that a client tells a stream that ended from one that failed:
 *
 * <pre>{@code
 * NDJSON, JSON Lines:  {"name":"a"}\n{"name":"b"}\n{"error":{"code":14,"message":"..."}}\n
 * server-sent events:  data: {"name":"a"}\n\ndata: {"name":"b"}\n\nevent: error\ndata: {"code":14,...}\n\n
 * JSON array:          [{"name":"a"},{"name":"b"},{"error":{"code":14,"message":"..."}}]
 * }</pre>
 *
 * A stream of {@code google.api.HttpBody} messages is their bytes one after another, whatever the format. Not
 * thread-safe: one writer per HTTP response, used by one thread at a time.
 */
public final class ResponseStream {

  private static final byte[] NEW_LINE = {'\n'};
  private static final byte[] DATA = "data: ".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] END_OF_EVENT = {'\n', '\n'};
  private static final byte[] ERROR_EVENT = "event: error\ndata: ".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] ERROR_MEMBER = "{\"error\":".getBytes(StandardCharsets.US_ASCII);

  private final StreamFormat format;
  private final ResponseWriter writer;
  private final ErrorWriter errors;
  private final OutputStream out;
  private long messages;
  private boolean ended;

  ResponseStream(StreamFormat format, ResponseWriter writer, ErrorWriter errors, OutputStream out) {
    this.format = format;
    this.writer = writer;
    this.errors = errors;
    this.out = out;
  }

  /** The format the stream is written in. */
  public StreamFormat format() {
    return format;
  }

  /**
   * The {@code Content-Type} of the stream, given its first message: the format's media type, or the content type of
   * a {@code google.api.HttpBody} stream's first message.
   */
  public String contentType(Message first) {
    return writer.isHttpBody() ? writer.contentType(first) : format.mediaType();
  }

  /** How many messages were written. */
  public long messageCount() {
    return messages;
  }

  /**
   * Writes one message of the stream and flushes it.
   *
   * @throws IOException if the client went away
   * @throws IllegalStateException if the stream has ended
   */
  public void message(Message response) throws IOException {
    checkOpen();
    byte[] element = writer.toLineBytes(response);
    if (writer.isHttpBody()) {
      out.write(element);
    } else {
      switch (format) {
        case NDJSON, JSON_LINES -> {
          out.write(element);
          out.write(NEW_LINE);
        }
        case SERVER_SENT_EVENTS -> {
          out.write(DATA);
          out.write(element);
          out.write(END_OF_EVENT);
        }
        case JSON_ARRAY -> {
          out.write(messages == 0 ? '[' : ',');
          out.write(element);
        }
        default -> throw new IllegalStateException(format.name());
      }
    }
    messages++;
    out.flush();
  }

  /**
   * Ends a stream the call completed: closes the JSON array ({@code []} if no message came), and flushes.
   *
   * @throws IOException if the client went away
   */
  public void end() throws IOException {
    checkOpen();
    ended = true;
    if (format == StreamFormat.JSON_ARRAY && !writer.isHttpBody()) {
      out.write(messages == 0 ? '[' : ']');
      if (messages == 0) {
        out.write(']');
      }
    }
    out.flush();
  }

  /**
   * Ends the stream with the status the call failed with, as its last element, and flushes. A stream of
   * {@code HttpBody} bytes has no element to carry it: the caller must abort the HTTP response instead, so that the
   * client sees it broken.
   *
   * @throws IOException if the client went away
   * @throws IllegalStateException for a stream of {@code HttpBody} bytes
   */
  public void error(com.google.rpc.Status status) throws IOException {
    checkOpen();
    if (writer.isHttpBody()) {
      throw new IllegalStateException("A stream of google.api.HttpBody bytes cannot carry a status");
    }
    ended = true;
    byte[] body = errors.writeLine(status);
    switch (format) {
      case NDJSON, JSON_LINES -> {
        writeErrorMember(body);
        out.write(NEW_LINE);
      }
      case SERVER_SENT_EVENTS -> {
        out.write(ERROR_EVENT);
        out.write(body);
        out.write(END_OF_EVENT);
      }
      case JSON_ARRAY -> {
        out.write(messages == 0 ? '[' : ',');
        writeErrorMember(body);
        out.write(']');
      }
      default -> throw new IllegalStateException(format.name());
    }
    out.flush();
  }

  /** Whether a status can be written as the stream's last element (not for {@code HttpBody} bytes). */
  public boolean canCarryStatus() {
    return !writer.isHttpBody();
  }

  private void writeErrorMember(byte[] status) throws IOException {
    out.write(ERROR_MEMBER);
    out.write(status);
    out.write('}');
  }

  private void checkOpen() {
    if (ended) {
      throw new IllegalStateException("The stream has ended");
    }
  }
}
