package dev.protojson.spring.webflux;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonWriteException;
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
      .withArrayEmptySeparator(""))
      .withArrayIndenter(new DefaultIndenter("  ", "\n"))
      .withObjectIndenter(new DefaultIndenter("  ", "\n"));

  private final MessageMarshaller marshaller;

  private final JsonFactory factory = JsonFactory.builder()
      .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
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
      return Flux.from(input).index()
          .map(element -> buffer(bufferFactory, element.getT2(), element.getT1(), false, NONE, NEWLINE));
    }
    boolean pretty = prettyPrint;
    byte[] first = pretty ? "[\n".getBytes(StandardCharsets.UTF_8) : new byte[] { '[' };
    byte[] next = pretty ? ",\n".getBytes(StandardCharsets.UTF_8) : new byte[] { ',' };
    byte[] last = pretty ? "\n]".getBytes(StandardCharsets.UTF_8) : new byte[] { ']' };
    return Flux.defer(() -> {
      boolean[] started = { false };
      // The opening bracket waits for the first element: an error before it can still be answered with a status.
      return Flux.from(input).index()
          .map(element -> {
            started[0] = true;
            return buffer(bufferFactory, element.getT2(), element.getT1(), pretty,
                element.getT1() == 0 ? first : next, NONE);
          })
          .concatWith(Mono.fromCallable(() -> bufferFactory.wrap(started[0] ? last : EMPTY_ARRAY)));
    });
  }

  @Override
  public DataBuffer encodeValue(Message message, DataBufferFactory bufferFactory, ResolvableType valueType,
      MimeType mimeType, Map<String, Object> hints) {
    boolean pretty = prettyPrint && !MessageTypes.isStreaming(mimeType)
        && !MediaType.TEXT_EVENT_STREAM.isCompatibleWith(mimeType);
    return buffer(bufferFactory, message, -1, pretty, NONE, NONE);
  }

  private DataBuffer buffer(DataBufferFactory bufferFactory, Message message, long index, boolean pretty,
      byte[] before, byte[] after) {
    ByteArrayBuilder out = new ByteArrayBuilder();
    out.write(before);
    try (JsonGenerator generator = factory.createGenerator(pretty ? PrettyContext.INSTANCE
        : ObjectWriteContext.empty(), out, JsonEncoding.UTF8)) {
      marshaller.writeValue(message, generator);
    }
    catch (UnregisteredTypeException ex) {
      throw new CodecException("Cannot write " + ex.getTypeName() + ": " + ex.getMessage() + unregisteredTypeAdvice,
          ex);
    }
    catch (ProtoJsonWriteException ex) {
      throw new EncodingException(describe(message, index) + ex.getMessage(), ex);
    }
    catch (IllegalArgumentException | JacksonException ex) {
      throw new EncodingException(describe(message, index) + ex.getMessage(), ex);
    }
    out.write(after);
    return bufferFactory.wrap(out.toByteArray());
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
