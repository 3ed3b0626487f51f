package dev.protojson.spring.internal;

import java.io.CharConversionException;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * JSON request bodies in charsets other than UTF-8, declared or detected (by the marshaller's
 * {@code InputEncoding.detect}), decoded without changing what the client sent: bytes that are not valid in the
 * charset are an error, never the U+FFFD that {@code InputStreamReader} and {@code Charset.decode} put in their
 * place. Shared by the Spring MVC converter and the WebFlux decoder.
 *
 * <p>Not API: public only for the other packages of this module.
 */
public final class JsonCharsets {

  private JsonCharsets() {}

  /**
   * The charset to write JSON in for a response declared as {@code charset}: for UTF-16, its big-endian form,
   * which is what UTF-16 without a byte order mark means (RFC 2781), because Java's UTF-16 encoder writes one and
   * JSON on the network must not begin with one (RFC 8259).
   */
  public static Charset forWriting(Charset charset) {
    return StandardCharsets.UTF_16.equals(charset) ? StandardCharsets.UTF_16BE : charset;
  }

  /** A decoder of {@code charset} that reports malformed and unmappable input instead of replacing it. */
  public static CharsetDecoder strictDecoder(Charset charset) {
    return charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
  }

  /** What is wrong with input that {@link #strictDecoder} refused, for the client. */
  public static String notValid(Charset charset) {
    return "Bytes that are not valid " + charset.name();
  }

  /**
   * Text read from {@code in} in {@code charset}. Bytes not valid in it fail with a
   * {@link CharConversionException}, which the marshaller's parser reports as invalid input with the field path
   * and location: the text before them is handed out first, so that the parser stops exactly where they are.
   */
  public static Reader strictReader(InputStream in, Charset charset) {
    return new StrictReader(in, charset);
  }

  private static final class StrictReader extends Reader {

    private final InputStream in;
    private final Charset charset;
    private final CharsetDecoder decoder;
    private final ByteBuffer bytes = ByteBuffer.allocate(8192).flip();
    private boolean endOfInput;
    private boolean decoded;         // every byte decoded: only the decoder's flush is left
    private boolean flushed;

    StrictReader(InputStream in, Charset charset) {
      this.in = in;
      this.charset = charset;
      this.decoder = strictDecoder(charset);
    }

    @Override
    public int read(char[] buffer, int offset, int length) throws IOException {
      if (length == 0) {
        return 0;
      }
      CharBuffer out = CharBuffer.wrap(buffer, offset, length);
      while (!flushed) {
        CoderResult result = decoded ? decoder.flush(out) : decoder.decode(bytes, out, endOfInput);
        if (result.isError()) {
          if (out.position() > offset) {
            return out.position() - offset;
          }
          throw new CharConversionException(notValid(charset));
        }
        if (result.isUnderflow() && endOfInput) {
          flushed = decoded;
          decoded = true;
        }
        else if (out.position() > offset) {
          return out.position() - offset;
        }
        else {
          fill();
        }
      }
      return out.position() > offset ? out.position() - offset : -1;
    }

    /** Reads more bytes after those not decoded yet. */
    private void fill() throws IOException {
      bytes.compact();
      int read = in.read(bytes.array(), bytes.position(), bytes.remaining());
      if (read < 0) {
        endOfInput = true;
      }
      else {
        bytes.position(bytes.position() + read);
      }
      bytes.flip();
    }

    @Override
    public void close() throws IOException {
      in.close();
    }
  }
}
