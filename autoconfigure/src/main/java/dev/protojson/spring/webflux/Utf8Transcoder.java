package dev.protojson.spring.webflux;

import dev.protojson.ProtoJsonParseException;
import dev.protojson.spring.internal.JsonCharsets;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.core.io.buffer.DefaultDataBufferFactory;
import reactor.core.publisher.SynchronousSink;

/**
 * Re-encodes a body in another charset to UTF-8, for the marshaller's parsers, which read UTF-8: whole, or chunk by
 * chunk as it arrives, a character cut between two chunks completed by the second. Bytes that are not valid in the
 * charset are invalid input, a {@link ProtoJsonParseException} at their line and column, never replaced: the text
 * before them is handed on first. One instance serves one body.
 */
final class Utf8Transcoder {

  private final Charset charset;
  private final CharsetDecoder decoder;
  private ByteBuffer pending = ByteBuffer.allocate(0);   // the start of a character the next chunk completes
  private long line = 1;
  private long column = 1;
  private ProtoJsonParseException error;

  Utf8Transcoder(Charset charset) {
    this.charset = charset;
    this.decoder = JsonCharsets.strictDecoder(charset);
  }

  /** The UTF-8 of a whole body. */
  byte[] whole(byte[] body) {
    byte[] utf8 = transcode(ByteBuffer.wrap(body), true);
    if (error != null) {
      throw error;
    }
    return utf8;
  }

  /** Hands on the UTF-8 of the characters {@code chunk} completes, then the error if it holds one; releases it. */
  void feed(DataBuffer chunk, SynchronousSink<DataBuffer> sink) {
    ByteBuffer in;
    try {
      int length = chunk.readableByteCount();
      in = ByteBuffer.allocate(pending.remaining() + length);
      in.put(pending);
      chunk.read(in.array(), in.position(), length);
      in.position(in.capacity()).flip();
    }
    finally {
      DataBufferUtils.release(chunk);
    }
    emit(transcode(in, false), sink);
  }

  /** Hands on what the end of the body completes, and ends: a character cut short there is not valid. */
  void end(SynchronousSink<DataBuffer> sink) {
    emit(transcode(pending, true), sink);
    if (error == null) {
      sink.complete();
    }
  }

  private void emit(byte[] utf8, SynchronousSink<DataBuffer> sink) {
    if (utf8.length > 0) {
      sink.next(DefaultDataBufferFactory.sharedInstance.wrap(utf8));
    }
    if (error != null) {
      sink.error(error);
    }
  }

  private byte[] transcode(ByteBuffer in, boolean endOfInput) {
    CharBuffer out = CharBuffer.allocate((int) (in.remaining() * (double) decoder.maxCharsPerByte()) + 4);
    CoderResult result = decoder.decode(in, out, endOfInput);
    if (!result.isError() && endOfInput) {
      result = decoder.flush(out);
    }
    out.flip();
    advance(out);
    if (result.isError()) {
      error = new ProtoJsonParseException(JsonCharsets.notValid(charset), "", line, column, null);
    }
    pending = in.slice();
    ByteBuffer encoded = StandardCharsets.UTF_8.encode(out);
    byte[] bytes = new byte[encoded.remaining()];
    encoded.get(bytes);
    return bytes;
  }

  /** Moves the line and column past {@code text}. */
  private void advance(CharBuffer text) {
    for (int i = 0; i < text.limit(); i++) {
      if (text.get(i) == '\n') {
        line++;
        column = 1;
      }
      else {
        column++;
      }
    }
  }
}
