package dev.protojson.spring.webflux;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.internal.read.InputEncoding;
import dev.protojson.spring.internal.JsonValueSplitter;
import dev.protojson.spring.internal.JsonValueSplitter.SyntaxError;
import dev.protojson.spring.internal.JsonValueSplitter.Value;
import dev.protojson.spring.internal.ParseErrorDetail;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.CodecException;
import org.springframework.core.codec.Decoder;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferLimitException;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * Reads protobuf messages from proto3 JSON through a {@link MessageMarshaller}, for {@code application/json},
 * {@code application/*+json}, {@code application/x-ndjson} and {@code application/jsonl}.
 *
 * <p>A {@code Mono} reads one JSON document. A {@code Flux} reads the elements of a JSON array, or one value per
 * line of a newline-delimited stream, and emits each element as soon as its last byte has arrived: only the element
 * in progress is held in memory, and at most {@link #setMaxInMemorySize maxInMemorySize} bytes of it. Each element
 * is parsed by the marshaller's generated reader. A body in another charset than UTF-8, declared or (for a
 * {@code Mono}) detected, is re-encoded as it arrives; bytes not valid in it are invalid input, never replaced.
 *
 * <p>Input that is not valid proto3 JSON fails with a {@link ProtoJsonDecodingException} naming the field path
 * ({@code [3].level} inside the fourth element of a stream) and the line and column in the body; WebFlux answers it
 * with a 400. A value larger than the limit fails with a {@code DataBufferLimitException} (413), as with Spring's
 * Jackson decoder. A message type the marshaller does not know is a server misconfiguration: a plain
 * {@link CodecException} (500).
 */
public class ProtoJsonDecoder implements Decoder<Message> {

  private final MessageMarshaller marshaller;

  private int maxInMemorySize = 256 * 1024;

  private String unregisteredTypeAdvice = "";

  private String limitProperty;

  /** A decoder that reads through {@code marshaller}. */
  public ProtoJsonDecoder(MessageMarshaller marshaller) {
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

  /**
   * On a server, holds each message to {@code maxRequestSize} as well where that is the lower limit, and names
   * {@code property} in the error when a message exceeds it.
   */
  void limitRequests(long maxRequestSize, String property) {
    if (maxRequestSize >= 0 && (maxInMemorySize < 0 || maxRequestSize < maxInMemorySize)) {
      this.maxInMemorySize = (int) Math.min(maxRequestSize, Integer.MAX_VALUE);
      this.limitProperty = property;
    }
  }

  /** Appended to the error for a message type the marshaller does not know, saying how to register it. */
  void setUnregisteredTypeAdvice(String advice) {
    // after the marshaller's own advice, which ends without a full stop
    this.unregisteredTypeAdvice = ". " + advice;
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
    Flux<DataBuffer> utf8 = toUtf8(input, mimeType).onErrorMap(ProtoJsonParseException.class, ex -> invalid(type, ex));
    boolean delimited = MessageTypes.isStreaming(mimeType);
    return Flux.defer(() -> {
      JsonValueSplitter splitter = new JsonValueSplitter(marshaller, !delimited, maxInMemorySize);
      // Each chunk is copied out and released before the splitter sees it: an operator that fails discards the
      // element it was given, and a buffer the splitter had already released would be released twice.
      return utf8.map(JsonValueSplitter::bytesOf)
          .concatMapIterable(splitter::feed)
          .concatWith(Flux.defer(() -> Flux.fromIterable(splitter.end())))
          .doOnDiscard(DataBuffer.class, DataBufferUtils::release)
          .<Message>map(value -> readElement(type, value))
          .onErrorMap(SyntaxError.class, error -> syntaxError(type, error))
          .onErrorMap(DataBufferLimitException.class, this::namedLimit);
    });
  }

  @Override
  public Mono<Message> decodeToMono(Publisher<DataBuffer> input, ResolvableType elementType,
      MimeType mimeType, Map<String, Object> hints) {
    Class<? extends Message> type = requireMessageClass(elementType);
    return DataBufferUtils.join(input, maxInMemorySize)
        .onErrorMap(DataBufferLimitException.class, this::namedLimit)
        .map(buffer -> readDocument(type, buffer, mimeType));
  }

  private DataBufferLimitException namedLimit(DataBufferLimitException ex) {
    return limitProperty == null ? ex : new DataBufferLimitException(ex.getMessage() + ", set by " + limitProperty);
  }

  @Override
  public Message decode(DataBuffer buffer, ResolvableType targetType, MimeType mimeType,
      Map<String, Object> hints) {
    return readDocument(requireMessageClass(targetType), buffer, mimeType);
  }

  private Message readDocument(Class<? extends Message> type, DataBuffer buffer, MimeType mimeType) {
    byte[] json;
    try {
      json = new byte[buffer.readableByteCount()];
      buffer.read(json);
    }
    finally {
      DataBufferUtils.release(buffer);
    }
    try {
      // Jackson would read UTF-16 it detects with a decoder that replaces what is not valid.
      Charset charset = declaredCharset(mimeType);
      charset = charset != null ? charset : InputEncoding.detect(json, 0, json.length);
      return marshaller.readValue(charset == null ? json : new Utf8Transcoder(charset).whole(json), type);
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

  /**
   * The error of one element, read on its own, as an error of the whole body: named by the element, its path
   * starting with the element's index, its line and column counted from where the element begins in the body.
   */
  private static ProtoJsonParseException inElement(ProtoJsonParseException ex, Value value) {
    long line = -1;
    long column = -1;
    if (ex.getLine() > 0) {
      line = value.line() + ex.getLine() - 1;
      column = ex.getLine() == 1 ? value.column() + ex.getColumn() - 1 : ex.getColumn();
    }
    return new ProtoJsonParseException("Element " + value.path() + ": " + ex.getProblem(),
        ex.withPathPrefix(value.path()).getFieldPath(), line, column, ex);
  }

  private static ProtoJsonDecodingException invalid(Class<? extends Message> type, ProtoJsonParseException ex) {
    return new ProtoJsonDecodingException(ParseErrorDetail.of(type, ex), ex);
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

  /** Jackson reads UTF-8; other charsets are re-encoded as the body arrives. */
  private static Flux<DataBuffer> toUtf8(Publisher<DataBuffer> input, MimeType mimeType) {
    Charset charset = declaredCharset(mimeType);
    if (charset == null) {
      return Flux.from(input);
    }
    return Flux.defer(() -> {
      Utf8Transcoder transcoder = new Utf8Transcoder(charset);
      return Flux.from(input).<DataBuffer>handle(transcoder::feed).concatWith(Flux.generate(transcoder::end));
    });
  }

  /** The charset of the content type, or null for UTF-8 and none. */
  private static Charset declaredCharset(MimeType mimeType) {
    Charset charset = mimeType == null ? null : mimeType.getCharset();
    return charset == null || StandardCharsets.UTF_8.equals(charset) ? null : charset;
  }
}
