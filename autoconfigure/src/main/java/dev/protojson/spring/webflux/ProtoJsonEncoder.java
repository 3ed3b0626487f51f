package dev.protojson.spring.webflux;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.UnregisteredTypeException;
import dev.protojson.internal.write.PrettyLayout;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.CodecException;
import org.springframework.core.codec.EncodingException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferFactory;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.http.MediaType;
import org.springframework.http.codec.HttpMessageEncoder;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.util.BufferRecycler;
import tools.jackson.core.util.ByteArrayBuilder;
import tools.jackson.core.util.JsonRecyclerPools;

/**
 * Writes protobuf messages as proto3 JSON through a {@link MessageMarshaller}, in UTF-8, for
 * {@code application/json}, {@code application/*+json}, {@code application/x-ndjson} and {@code application/jsonl}.
 *
 * <p>A {@code Mono} is one JSON document. A {@code Flux} is a JSON array whose elements are written as the
 * {@code Flux} emits them, or, for the newline-delimited types, one compact value per line, each flushed at once.
 * Documents and arrays are written with the marshaller's own generator, indented exactly when the marshaller
 * indents ({@link MessageMarshaller.Builder#prettyPrinting()}). Newline-delimited values and server-sent events are
 * compact whatever the marshaller does, so that every value stays on its line.
 *
 * <p>A message holding a value proto3 JSON cannot represent fails with an {@link EncodingException} naming the
 * field path; a message type the marshaller does not know fails with a {@link CodecException}. Both are server
 * errors (500).
 */
public class ProtoJsonEncoder implements HttpMessageEncoder<Message> {

  private static final byte[] NEWLINE = { '\n' };
  private static final byte[] NONE = {};
  private static final byte[] EMPTY_ARRAY = { '[', ']' };

  // Around the elements of a Flux written as a JSON array; indented, in the marshaller's own layout, as its
  // generator writes an array (and Spring MVC's converter a List): every element starts a line of its own, one
  // level in.
  private static final byte[] ARRAY_START = { '[' };
  private static final byte[] ARRAY_SEPARATOR = { ',' };
  private static final byte[] ARRAY_END = { ']' };
  private static final byte[] PRETTY_ARRAY_START = PrettyLayout.arrayStart();
  private static final byte[] PRETTY_ARRAY_SEPARATOR = PrettyLayout.arraySeparator();
  private static final byte[] PRETTY_ARRAY_END = PrettyLayout.arrayEnd();
  /** What each line of an indented element starts with: one level in, what the layout puts before an element. */
  private static final byte[] ELEMENT_INDENT = afterLastNewline(PRETTY_ARRAY_START);

  private final MessageMarshaller marshaller;

  private String unregisteredTypeAdvice = "";

  /** An encoder that writes through {@code marshaller}. */
  public ProtoJsonEncoder(MessageMarshaller marshaller) {
    this.marshaller = marshaller;
  }

  /** Appended to the error for a message type the marshaller does not know, saying how to register it. */
  void setUnregisteredTypeAdvice(String advice) {
    // after the marshaller's own advice, which ends without a full stop
    this.unregisteredTypeAdvice = ". " + advice;
  }

  @Override
  public boolean canEncode(ResolvableType elementType, MimeType mimeType) {
    return MessageTypes.writable(elementType) && MessageTypes.isJson(mimeType) && isUtf8(mimeType);
  }

  @Override
  public List<MimeType> getEncodableMimeTypes() {
    return MessageTypes.JSON_MIME_TYPES;
  }

  @Override
  public List<MediaType> getStreamingMediaTypes() {
    return MessageTypes.STREAMING_MEDIA_TYPES;
  }

  @Override
  public Flux<DataBuffer> encode(Publisher<? extends Message> input, DataBufferFactory bufferFactory,
      ResolvableType elementType, MimeType mimeType, Map<String, Object> hints) {
    if (input instanceof Mono) {
      return Mono.from(input).map(message -> encodeValue(message, bufferFactory, elementType, mimeType, hints))
          .flux();
    }
    if (MessageTypes.isStreaming(mimeType)) {
      return Flux.using(() -> new StreamWriter(true), writer -> Flux.from(input)
          .map(message -> writer.write(message, NONE, NEWLINE, bufferFactory)), StreamWriter::close);
    }
    // The opening bracket waits for the first element: an error before it can still be answered with a status.
    return Flux.using(() -> new StreamWriter(false), writer -> Flux.from(input)
        .map(message -> writer.write(message, writer.beforeElement(), NONE, bufferFactory))
        .concatWith(Mono.fromCallable(() -> bufferFactory.wrap(writer.arrayEnd()))), StreamWriter::close);
  }

  @Override
  public DataBuffer encodeValue(Message message, DataBufferFactory bufferFactory, ResolvableType valueType,
      MimeType mimeType, Map<String, Object> hints) {
    boolean compact = MessageTypes.isStreaming(mimeType) || MediaType.TEXT_EVENT_STREAM.isCompatibleWith(mimeType);
    if (!compact) {
      return encodeDocument(message, bufferFactory);
    }
    StreamWriter writer = new StreamWriter(compact);
    try {
      writer.count = -1;
      return writer.write(message, NONE, NONE, bufferFactory);
    }
    finally {
      writer.close();
    }
  }

  /**
   * A whole JSON document, as the marshaller writes it: built in its per-thread buffers and copied once, into a
   * buffer of the server's of the document's size.
   */
  private DataBuffer encodeDocument(Message message, DataBufferFactory bufferFactory) {
    DataBuffer[] buffer = new DataBuffer[1];
    try {
      marshaller.writeValue(message, length -> {
        buffer[0] = bufferFactory.allocateBuffer(length);
        return buffer[0].asOutputStream();
      });
      return buffer[0];
    }
    catch (UnregisteredTypeException ex) {
      throw unregistered(ex);
    }
    catch (IllegalArgumentException ex) {
      // ProtoJsonWriteException among them: it names the field path
      throw new EncodingException(describe(message, -1) + ex.getMessage(), ex);
    }
    catch (IOException ex) {
      DataBufferUtils.release(buffer[0]);
      throw new EncodingException(describe(message, -1) + ex.getMessage(), ex);
    }
  }

  private CodecException unregistered(UnregisteredTypeException ex) {
    return new CodecException("Cannot write " + ex.getTypeName() + ": " + ex.getMessage() + unregisteredTypeAdvice,
        ex);
  }

  /**
   * Writes the values of one stream, one after another, with one of the marshaller's generators over one pooled
   * buffer: setting them up once per stream rather than once per element is what keeps a stream of small messages
   * cheap.
   */
  private final class StreamWriter {

    private final BufferRecycler recycler = JsonRecyclerPools.defaultPool().acquireAndLinkPooled();
    private final ByteArrayBuilder out = new ByteArrayBuilder(recycler);
    private final JsonGenerator generator;
    private final boolean pretty;
    long count;

    /**
     * @param compact whether every value must fit on one line, which takes the indentation out of a pretty
     *     marshaller's output
     */
    StreamWriter(boolean compact) {
      this.generator = compact ? marshaller.createCompactGenerator(out) : marshaller.createGenerator(out);
      this.pretty = generator.getPrettyPrinter() != null;
    }

    /** What precedes the next element of a JSON array: the opening bracket or a comma. */
    byte[] beforeElement() {
      if (count == 0) {
        return pretty ? PRETTY_ARRAY_START : ARRAY_START;
      }
      return pretty ? PRETTY_ARRAY_SEPARATOR : ARRAY_SEPARATOR;
    }

    /** What closes a JSON array: the closing bracket, or the whole array if it has no elements. */
    byte[] arrayEnd() {
      if (count == 0) {
        return EMPTY_ARRAY;
      }
      return pretty ? PRETTY_ARRAY_END : ARRAY_END;
    }

    /** A buffer with {@code message} between {@code before} and {@code after}. */
    DataBuffer write(Message message, byte[] before, byte[] after, DataBufferFactory bufferFactory) {
      try {
        marshaller.writeValue(message, generator);
        generator.flush();
      }
      catch (UnregisteredTypeException ex) {
        throw unregistered(ex);
      }
      catch (IllegalArgumentException | JacksonException ex) {
        // ProtoJsonWriteException among them: it names the field path
        throw new EncodingException(describe(message, count) + ex.getMessage(), ex);
      }
      // One segment, the usual case for a stream's elements: copied once, into the server's own buffer pool.
      int end = out.size();
      byte[] json = end == out.getCurrentSegmentLength() ? out.getCurrentSegment() : out.toByteArray();
      // The generator separates values at the root with whitespace; the separators are the codec's.
      int start = 0;
      while (start < end && isWhitespace(json[start])) {
        start++;
      }
      int lines = 0;
      if (pretty && before.length > 0) {
        // An element of an indented array (a document has nothing before it): its lines go one level in.
        // Raw newlines in JSON text are always between tokens (a string's are escaped): each starts a line.
        for (int i = start; i < end; i++) {
          lines += json[i] == '\n' ? 1 : 0;
        }
      }
      DataBuffer buffer = bufferFactory.allocateBuffer(before.length + end - start
          + lines * ELEMENT_INDENT.length + after.length);
      buffer.write(before);
      if (lines == 0) {
        buffer.write(json, start, end - start);
      } else {
        int from = start;
        for (int i = start; i < end; i++) {
          if (json[i] == '\n') {
            buffer.write(json, from, i + 1 - from);
            buffer.write(ELEMENT_INDENT);
            from = i + 1;
          }
        }
        buffer.write(json, from, end - from);
      }
      buffer.write(after);
      out.reset();
      if (count >= 0) {
        count++;
      }
      return buffer;
    }

    void close() {
      try {
        generator.close();
      }
      catch (JacksonException ex) {
        // a value that failed midway leaves the generator unfinished; nothing is written anywhere from here
      }
      finally {
        out.release();
        // strictly after the generator and the buffer are done: the recycler goes back to a shared pool
        recycler.releaseToPool();
      }
    }
  }

  private static byte[] afterLastNewline(byte[] layout) {
    int newline = layout.length - 1;
    while (layout[newline] != '\n') {
      newline--;
    }
    return Arrays.copyOfRange(layout, newline + 1, layout.length);
  }

  private static boolean isWhitespace(byte b) {
    return b == ' ' || b == '\n' || b == '\r' || b == '\t';
  }

  private static String describe(Message message, long index) {
    String type = message.getDescriptorForType().getFullName();
    return index < 0 ? "Cannot write " + type + ": " : "Cannot write element [" + index + "] of a stream of " + type
        + ": ";
  }

  private static boolean isUtf8(MimeType mimeType) {
    Charset charset = mimeType == null ? null : mimeType.getCharset();
    return charset == null || StandardCharsets.UTF_8.equals(charset);
  }
}
