package dev.protojson.spring.webflux;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.spring.webflux.JsonValueSplitter.SyntaxError;
import dev.protojson.spring.webflux.JsonValueSplitter.Value;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.CharBufferDecoder;
import org.springframework.core.codec.CodecException;
import org.springframework.core.codec.Decoder;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.core.io.buffer.DefaultDataBufferFactory;
import org.springframework.util.MimeType;
import org.springframework.util.MimeTypeUtils;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * Reads protobuf messages from proto3 JSON through a {@link MessageMarshaller}, for {@code application/json},
 * {@code application/*+json}, {@code application/x-ndjson} and {@code application/jsonl}.
 *
 * <p>A {@code Mono} reads one JSON document. A {@code Flux} reads the elements of a JSON array, or one value per
 * line of a newline-delimited stream, and emits each element as soon as its last byte has arrived: only the element
 * in progress is held in memory, and at most {@link #setMaxInMemorySize maxInMemorySize} bytes of it. Each element
 * is parsed by the marshaller's generated reader.
 *
 * <p>Input that is not valid proto3 JSON fails with a {@link ProtoJsonDecodingException} naming the field path
 * ({@code [3].level} inside the fourth element of a stream) and the line and column in the body; WebFlux answers it
 * with a 400. A value larger than the limit fails with a {@code DataBufferLimitException} (413), as with Spring's
 * Jackson decoder. A message type the marshaller does not know is a server misconfiguration: a plain
 * {@link CodecException} (500).
 */
public class ProtobufJacksonDecoder implements Decoder<Message> {

  // Splits only after commas and newlines, which keeps every character whole, and keeps them.
  private static final CharBufferDecoder CHARS = CharBufferDecoder.allMimeTypes(List.of(",", "\n"), false);

  private final MessageMarshaller marshaller;

  private int maxInMemorySize = 256 * 1024;

  private String unregisteredTypeAdvice = "";

  /** A decoder that reads through {@code marshaller}. */
  public ProtobufJacksonDecoder(MessageMarshaller marshaller) {
    this.marshaller = marshaller;
  }

  /**
   * The most bytes one message may have: the whole body for a {@code Mono}, one element for a {@code Flux}; -1 for
   * no limit. 256 KB by default, as for Spring's own codecs; Spring Boot sets it from
   * {@code spring.http.codecs.max-in-memory-size}.
   */
  public void setMaxInMemorySize(int byteCount) {
    this.maxInMemorySize = byteCount;
  }

  public int getMaxInMemorySize() {
    return maxInMemorySize;
  }

  /** Appended to the error for a message type the marshaller does not know, saying how to register it. */
  void setUnregisteredTypeAdvice(String advice) {
    this.unregisteredTypeAdvice = " " + advice;
  }

  @Override
  public boolean canDecode(ResolvableType elementType, MimeType mimeType) {
    return MessageTypes.messageClass(elementType) != null && MessageTypes.isJson(mimeType);
  }

  @Override
  public List<MimeType> getDecodableMimeTypes() {
    return MessageTypes.JSON_MIME_TYPES;
  }

  @Override
  public Flux<Message> decode(Publisher<DataBuffer> input, ResolvableType elementType, MimeType mimeType,
      Map<String, Object> hints) {
    Class<? extends Message> type = requireMessageClass(elementType);
    Flux<DataBuffer> utf8 = toUtf8(input, mimeType);
    boolean delimited = MessageTypes.isStreaming(mimeType);
    return Flux.defer(() -> {
      JsonValueSplitter splitter = new JsonValueSplitter(marshaller, !delimited, maxInMemorySize);
      return utf8.concatMapIterable(splitter::feed)
          .concatWith(Flux.defer(() -> Flux.fromIterable(splitter.end())))
          .doOnDiscard(DataBuffer.class, DataBufferUtils::release)
          .<Message>map(value -> readElement(type, value))
          .onErrorMap(SyntaxError.class, error -> syntaxError(type, error));
    });
  }

  @Override
  public Mono<Message> decodeToMono(Publisher<DataBuffer> input, ResolvableType elementType,
      MimeType mimeType, Map<String, Object> hints) {
    Class<? extends Message> type = requireMessageClass(elementType);
    return DataBufferUtils.join(toUtf8(input, mimeType), maxInMemorySize)
        .map(buffer -> readDocument(type, buffer));
  }

  @Override
  public Message decode(DataBuffer buffer, ResolvableType targetType, MimeType mimeType,
      Map<String, Object> hints) {
    return readDocument(requireMessageClass(targetType), buffer);
  }

  private Message readDocument(Class<? extends Message> type, DataBuffer buffer) {
    byte[] json;
    try {
      json = new byte[buffer.readableByteCount()];
      buffer.read(json);
    }
    finally {
      DataBufferUtils.release(buffer);
    }
    try {
      return marshaller.readValue(json, type);
    }
    catch (ProtoJsonParseException ex) {
      throw invalid(type, ex);
    }
    catch (IllegalArgumentException ex) {
      throw misconfigured(type, ex);
    }
  }

  private Message readElement(Class<? extends Message> type, Value value) {
    try {
      return marshaller.readValue(value.json(), type);
    }
    catch (ProtoJsonParseException ex) {
      throw invalid(type, inElement(ex, value));
    }
    catch (IllegalArgumentException ex) {
      throw misconfigured(type, ex);
    }
  }

  /**
   * A body that is not a well-formed array or stream. Inside an element the marshaller reads what arrived of it, so
   * that the error names the field path, as for an element that arrived whole.
   */
  private RuntimeException syntaxError(Class<? extends Message> type, SyntaxError error) {
    Value partial = error.partial();
    if (partial != null) {
      try {
        marshaller.readValue(partial.json(), type);
      }
      catch (ProtoJsonParseException ex) {
        return invalid(type, inElement(ex, partial));
      }
      catch (IllegalArgumentException ex) {
        return misconfigured(type, ex);
      }
    }
    return invalid(type, new ProtoJsonParseException(error.getMessage(), error.path(), error.line(), error.column(),
        error));
  }

  /** The error of one element as an error of the whole body: the path starts with its index, the location moves. */
  private static ProtoJsonParseException inElement(ProtoJsonParseException ex, Value value) {
    String inner = ex.getFieldPath();
    String path = inner.isEmpty() ? value.path() : inner.startsWith("[") ? value.path() + inner
        : value.path() + "." + inner;
    long line = -1;
    long column = -1;
    String description = ex.getMessage();
    if (ex.getLine() > 0) {
      line = value.line() + ex.getLine() - 1;
      column = ex.getLine() == 1 ? value.column() + ex.getColumn() - 1 : ex.getColumn();
      String location = " at line " + ex.getLine() + ", column " + ex.getColumn();
      if (description.endsWith(location)) {
        description = description.substring(0, description.length() - location.length());
      }
    }
    return new ProtoJsonParseException("Element " + value.path() + ": " + description, path, line, column, ex);
  }

  private static ProtoJsonDecodingException invalid(Class<? extends Message> type, ProtoJsonParseException ex) {
    return new ProtoJsonDecodingException("Invalid proto3 JSON for " + MessageTypes.typeName(type) + ": "
        + ex.getMessage(), ex);
  }

  private CodecException misconfigured(Class<? extends Message> type, IllegalArgumentException ex) {
    return new CodecException("Cannot read " + type.getName() + ": " + ex.getMessage() + unregisteredTypeAdvice, ex);
  }

  private static Class<? extends Message> requireMessageClass(ResolvableType type) {
    Class<? extends Message> messageClass = MessageTypes.messageClass(type);
    if (messageClass == null) {
      throw new IllegalArgumentException("Not a generated protobuf message type: " + type);
    }
    return messageClass;
  }

  /** Jackson reads UTF-8 (and detects UTF-16 and UTF-32 in a whole document); other charsets are re-encoded. */
  private static Flux<DataBuffer> toUtf8(Publisher<DataBuffer> input, MimeType mimeType) {
    Charset charset = mimeType == null ? null : mimeType.getCharset();
    if (charset == null || StandardCharsets.UTF_8.equals(charset) || StandardCharsets.US_ASCII.equals(charset)) {
      return Flux.from(input);
    }
    Flux<CharBuffer> chars = CHARS.decode(input, ResolvableType.forClass(CharBuffer.class),
        new MimeType(MimeTypeUtils.TEXT_PLAIN, charset), null);
    return chars.map(text -> DefaultDataBufferFactory.sharedInstance.wrap(StandardCharsets.UTF_8.encode(text)));
  }
}
