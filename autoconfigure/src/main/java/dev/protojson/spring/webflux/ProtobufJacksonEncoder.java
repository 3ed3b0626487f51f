package dev.protojson.spring.webflux;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.UnregisteredTypeException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.CodecException;
import org.springframework.core.codec.EncodingException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferFactory;
import org.springframework.http.MediaType;
import org.springframework.http.codec.HttpMessageEncoder;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonEncoding;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.PrettyPrinter;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.util.BufferRecycler;
import tools.jackson.core.util.ByteArrayBuilder;
import tools.jackson.core.util.DefaultIndenter;
import tools.jackson.core.util.DefaultPrettyPrinter;
import tools.jackson.core.util.Separators;

/**
 * Writes protobuf messages as proto3 JSON through a {@link MessageMarshaller}, in UTF-8, for
 * {@code application/json}, {@code application/*+json}, {@code application/x-ndjson} and {@code application/jsonl}.
 *
 * <p>A {@code Mono} is one JSON document. A {@code Flux} is a JSON array whose elements are written as the
 * {@code Flux} emits them, or, for the newline-delimited types, one compact value per line, each flushed at once.
 * Server-sent events get compact values as well, whatever {@link #setPrettyPrint pretty printing} says, so that
 * every value stays on its {@code data:} line.
 *
 * <p>A message holding a value proto3 JSON cannot represent fails with an {@link EncodingException} naming the
 * field path; a message type the marshaller does not know fails with a {@link CodecException}. Both are server
 * errors (500).
 */
public class ProtobufJacksonEncoder implements HttpMessageEncoder<Message> {

  private static final byte[] NEWLINE = { '\n' };
  private static final byte[] NONE = {};
  private static final byte[] EMPTY_ARRAY = { '[', ']' };

  private static final DefaultPrettyPrinter PRETTY = new DefaultPrettyPrinter(Separators.createDefaultInstance()
      .withObjectNameValueSpacing(Separators.Spacing.AFTER)
      .withObjectEmptySeparator("")
      .withArrayEmptySeparator("")
      .withRootSeparator(""))
      .withArrayIndenter(new DefaultIndenter("  ", "\n"))
      .withObjectIndenter(new DefaultIndenter("  ", "\n"));

  private final MessageMarshaller marshaller;

  // No separator between root values: one generator writes all values of a stream, the separators are the codec's.
  private final JsonFactory factory = JsonFactory.builder()
      .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
      .rootValueSeparator((String) null)
      .build();

  private boolean prettyPrint;

  private String unregisteredTypeAdvice = "";

  /** An encoder that writes through {@code marshaller}. */
  public ProtobufJacksonEncoder(MessageMarshaller marshaller) {
    this.marshaller = marshaller;
  }

  /**
   * Whether JSON documents and arrays are indented. Newline-delimited values and server-sent events are always
   * compact.
   */
  public void setPrettyPrint(boolean prettyPrint) {
    this.prettyPrint = prettyPrint;
  }

  /** Appended to the error for a message type the marshaller does not know, saying how to register it. */
  void setUnregisteredTypeAdvice(String advice) {
    this.unregisteredTypeAdvice = " " + advice;
  }

  @Override
  public boolean canEncode(ResolvableType elementType, MimeType mimeType) {
    return MessageTypes.messageClass(elementType) != null && MessageTypes.isJson(mimeType) && isUtf8(mimeType);
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
      return Flux.using(() -> new StreamWriter(false), writer -> Flux.from(input)
          .map(message -> writer.write(message, NONE, NEWLINE, bufferFactory)), StreamWriter::close);
    }
    boolean pretty = prettyPrint;
    byte[] first = pretty ? "[\n".getBytes(StandardCharsets.UTF_8) : new byte[] { '[' };
    byte[] next = pretty ? ",\n".getBytes(StandardCharsets.UTF_8) : new byte[] { ',' };
    byte[] last = pretty ? "\n]".getBytes(StandardCharsets.UTF_8) : new byte[] { ']' };
    // The opening bracket waits for the first element: an error before it can still be answered with a status.
    return Flux.using(() -> new StreamWriter(pretty), writer -> Flux.from(input)
        .map(message -> writer.write(message, writer.count == 0 ? first : next, NONE, bufferFactory))
        .concatWith(Mono.fromCallable(() -> bufferFactory.wrap(writer.count > 0 ? last : EMPTY_ARRAY))),
        StreamWriter::close);
  }

  @Override
  public DataBuffer encodeValue(Message message, DataBufferFactory bufferFactory, ResolvableType valueType,
      MimeType mimeType, Map<String, Object> hints) {
    boolean pretty = prettyPrint && !MessageTypes.isStreaming(mimeType)
        && !MediaType.TEXT_EVENT_STREAM.isCompatibleWith(mimeType);
    StreamWriter writer = new StreamWriter(pretty);
    try {
      writer.count = -1;
      return writer.write(message, NONE, NONE, bufferFactory);
    }
    finally {
      writer.close();
    }
  }

  /**
   * Writes the values of one stream, one after another, with one generator over one pooled buffer: setting them up
   * once per stream rather than once per element is what keeps a stream of small messages cheap.
   */
  private final class StreamWriter {

    private final BufferRecycler recycler = factory._getBufferRecycler();
    private final ByteArrayBuilder out = new ByteArrayBuilder(recycler);
    private final JsonGenerator generator;
    long count;

    StreamWriter(boolean pretty) {
      generator = factory.createGenerator(pretty ? PrettyContext.INSTANCE : ObjectWriteContext.empty(), out,
          JsonEncoding.UTF8);
    }

    /** A buffer with {@code message} between {@code before} and {@code after}. */
    DataBuffer write(Message message, byte[] before, byte[] after, DataBufferFactory bufferFactory) {
      out.write(before);
      try {
        marshaller.writeValue(message, generator);
        generator.flush();
      }
      catch (UnregisteredTypeException ex) {
        throw new CodecException("Cannot write " + ex.getTypeName() + ": " + ex.getMessage()
            + unregisteredTypeAdvice, ex);
      }
      catch (IllegalArgumentException | JacksonException ex) {
        // ProtoJsonWriteException among them: it names the field path
        throw new EncodingException(describe(message, count) + ex.getMessage(), ex);
      }
      out.write(after);
      DataBuffer buffer;
      int size = out.size();
      if (size == out.getCurrentSegmentLength()) {
        // One segment, the usual case for a stream's elements: copied once, into the server's own buffer pool.
        buffer = bufferFactory.allocateBuffer(size);
        buffer.write(out.getCurrentSegment(), 0, size);
      }
      else {
        buffer = bufferFactory.wrap(out.toByteArray());
      }
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

  private static String describe(Message message, long index) {
    String type = message.getDescriptorForType().getFullName();
    return index < 0 ? "Cannot write " + type + ": " : "Cannot write element [" + index + "] of a stream of " + type
        + ": ";
  }

  private static boolean isUtf8(MimeType mimeType) {
    Charset charset = mimeType == null ? null : mimeType.getCharset();
    return charset == null || StandardCharsets.UTF_8.equals(charset);
  }

  /** Indentation like the marshaller's own pretty printing, and like JsonFormat's. */
  private static final class PrettyContext extends ObjectWriteContext.Base {

    static final PrettyContext INSTANCE = new PrettyContext();

    @Override
    public PrettyPrinter getPrettyPrinter() {
      return PRETTY.createInstance();
    }

    @Override
    public boolean hasPrettyPrinter() {
      return true;
    }
  }
}
