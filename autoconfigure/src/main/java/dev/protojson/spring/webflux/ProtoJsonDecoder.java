package dev.protojson.spring.webflux;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.internal.read.InputEncoding;
import dev.protojson.spring.internal.BodyMessageType;
import dev.protojson.spring.internal.JsonValueSplitter;
import dev.protojson.spring.internal.MessageMapBody;
import dev.protojson.spring.internal.JsonValueSplitter.SyntaxError;
import dev.protojson.spring.internal.JsonValueSplitter.Value;
import dev.protojson.spring.internal.ParseErrorDetail;
import dev.protojson.spring.internal.ProtoTypeParameters;
import java.io.ByteArrayInputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.reactivestreams.Publisher;
import org.springframework.core.MethodParameter;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.CodecException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferLimitException;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.http.codec.HttpMessageDecoder;
import org.springframework.http.server.reactive.ServerHttpRequest;
import org.springframework.http.server.reactive.ServerHttpResponse;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import tools.jackson.core.JsonParser;

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
 *
 * <p>A {@code DynamicMessage} body is read as the type that {@code @ProtoType} names on the handler's parameter:
 * {@code @RequestBody @ProtoType("shop.v1.Order") Mono<DynamicMessage> order}. The name reaches the decoder as the
 * hint {@link #MESSAGE_TYPE_HINT}. Without one, or with a name no registered descriptor has, the body cannot be read:
 * a {@link CodecException} (500) naming the parameter.
 */
public class ProtoJsonDecoder implements HttpMessageDecoder<Message> {

  /**
   * The decode hint holding the full name ({@code package.Message}) of the type a {@code DynamicMessage} is read as:
   * the value of the handler parameter's {@code @ProtoType}. Looked up among the marshaller's registered
   * descriptors.
   */
  public static final String MESSAGE_TYPE_HINT = ProtoJsonDecoder.class.getName() + ".MESSAGE_TYPE";

  /** The hint naming the handler parameter a body is read for, in errors. */
  private static final String PARAMETER_HINT = ProtoJsonDecoder.class.getName() + ".PARAMETER";

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
    return MessageTypes.readable(elementType) && MessageTypes.isJson(mimeType);
  }

  /**
   * For a {@code DynamicMessage}, the type its parameter's {@code @ProtoType} names; Spring gives the parameter as
   * the source of {@code actualType} ({@code Mono<DynamicMessage>} or {@code DynamicMessage} itself).
   */
  @Override
  public Map<String, Object> getDecodeHints(ResolvableType actualType, ResolvableType elementType,
      ServerHttpRequest request, ServerHttpResponse response) {
    if (!MessageTypes.isDynamic(elementType)) {
      return Map.of();
    }
    MethodParameter parameter = ProtoTypeParameters.parameterOf(actualType);
    String typeName = ProtoTypeParameters.typeName(parameter);
    String described = ProtoTypeParameters.describe(parameter);
    if (typeName == null) {
      return described == null ? Map.of() : Map.of(PARAMETER_HINT, described);
    }
    return described == null ? Map.of(MESSAGE_TYPE_HINT, typeName)
        : Map.of(MESSAGE_TYPE_HINT, typeName, PARAMETER_HINT, described);
  }

  @Override
  public List<MimeType> getDecodableMimeTypes() {
    return MessageTypes.JSON_MIME_TYPES;
  }

  @Override
  public Flux<Message> decode(Publisher<DataBuffer> input, ResolvableType elementType, MimeType mimeType,
      Map<String, Object> hints) {
    return elements(input, elementType, mimeType, hints, null);
  }

  /**
   * The messages of a body that is one JSON array (a {@code List} or array body), read as a {@code Flux} reads
   * them; empty for an empty body, which holds no array. Anything but an array is invalid input.
   */
  Mono<List<Message>> decodeArray(Publisher<DataBuffer> input, ResolvableType elementType, MimeType mimeType,
      Map<String, Object> hints) {
    AtomicBoolean array = new AtomicBoolean();
    return elements(input, elementType, mimeType, hints, array).collectList()
        .flatMap(read -> read.isEmpty() && !array.get() ? Mono.empty() : Mono.just(read));
  }

  /**
   * @param array null for any body a {@code Flux} reads; otherwise the body must be one JSON array, and this is set
   *     once the body is read to whether it held one
   */
  private Flux<Message> elements(Publisher<DataBuffer> input, ResolvableType elementType, MimeType mimeType,
      Map<String, Object> hints, AtomicBoolean array) {
    boolean arrayOnly = array != null;
    boolean delimited = !arrayOnly && MessageTypes.isStreaming(mimeType);
    // Deferred, as every failure here: a body of no known type fails the Flux, not the call that made it.
    return Flux.defer(() -> {
      BodyMessageType type = bodyType(elementType, hints);
      Flux<DataBuffer> utf8 = toUtf8(input, mimeType)
          .onErrorMap(ProtoJsonParseException.class, ex -> invalid(type, ex));
      JsonValueSplitter splitter = new JsonValueSplitter(marshaller, !delimited, maxInMemorySize);
      // Each chunk is copied out and released before the splitter sees it: an operator that fails discards the
      // element it was given, and a buffer the splitter had already released would be released twice.
      return utf8.map(JsonValueSplitter::bytesOf)
          .concatMapIterable(splitter::feed)
          .concatWith(Flux.defer(() -> {
            List<Value> last = splitter.end();
            if (arrayOnly) {
              array.set(splitter.inArray());
            }
            return Flux.fromIterable(last);
          }))
          .doOnDiscard(DataBuffer.class, DataBufferUtils::release)
          .<Message>map(value -> {
            if (arrayOnly && !splitter.inArray()) {
              throw invalid(type, new ProtoJsonParseException("Expected a JSON array of " + type.simpleName()
                  + ", found another JSON value", "", value.line(), value.column(), null));
            }
            return readElement(type, value);
          })
          .onErrorMap(SyntaxError.class, error -> syntaxError(type, error))
          .onErrorMap(DataBufferLimitException.class, this::namedLimit);
    });
  }

  @Override
  public Mono<Message> decodeToMono(Publisher<DataBuffer> input, ResolvableType elementType,
      MimeType mimeType, Map<String, Object> hints) {
    return Mono.defer(() -> {
      BodyMessageType type = bodyType(elementType, hints);
      return DataBufferUtils.join(input, maxInMemorySize)
          .onErrorMap(DataBufferLimitException.class, this::namedLimit)
          .map(buffer -> readDocument(type, buffer, mimeType));
    });
  }

  private DataBufferLimitException namedLimit(DataBufferLimitException ex) {
    return limitProperty == null ? ex : new DataBufferLimitException(ex.getMessage() + ", set by " + limitProperty);
  }

  @Override
  public Message decode(DataBuffer buffer, ResolvableType targetType, MimeType mimeType,
      Map<String, Object> hints) {
    BodyMessageType type;
    try {
      type = bodyType(targetType, hints);
    }
    catch (RuntimeException ex) {
      DataBufferUtils.release(buffer);
      throw ex;
    }
    return readDocument(type, buffer, mimeType);
  }

  /**
   * The messages of a body that is one JSON object of messages by string keys (a {@code Map} body), in its order;
   * read whole, held to the limit a {@code Mono}'s body has. Empty for an empty body.
   */
  Mono<Map<String, Message>> decodeMap(Publisher<DataBuffer> input, ResolvableType valueType, MimeType mimeType,
      Map<String, Object> hints) {
    return Mono.defer(() -> {
      BodyMessageType type = bodyType(valueType, hints);
      return DataBufferUtils.join(input, maxInMemorySize)
          .onErrorMap(DataBufferLimitException.class, this::namedLimit)
          .map(buffer -> {
            try (JsonParser parser = marshaller.createParser(new ByteArrayInputStream(utf8(buffer, mimeType)))) {
              return MessageMapBody.read(marshaller, type, parser);
            }
            catch (ProtoJsonParseException ex) {
              throw invalid(type, ex);
            }
            catch (IllegalArgumentException ex) {
              throw misconfigured(type, ex);
            }
          });
    });
  }

  private Message readDocument(BodyMessageType type, DataBuffer buffer, MimeType mimeType) {
    try {
      return type.read(marshaller, utf8(buffer, mimeType));
    }
    catch (ProtoJsonParseException ex) {
      throw invalid(type, ex);
    }
    catch (IllegalArgumentException ex) {
      throw misconfigured(type, ex);
    }
  }

  /**
   * The bytes of a whole body as UTF-8, the buffer released. Jackson would read UTF-16 it detects with a decoder that
   * replaces what is not valid.
   *
   * @throws ProtoJsonParseException for bytes not valid in the body's charset
   */
  private static byte[] utf8(DataBuffer buffer, MimeType mimeType) {
    byte[] json;
    try {
      json = new byte[buffer.readableByteCount()];
      buffer.read(json);
    }
    finally {
      DataBufferUtils.release(buffer);
    }
    Charset charset = declaredCharset(mimeType);
    charset = charset != null ? charset : InputEncoding.detect(json, 0, json.length);
    return charset == null ? json : new Utf8Transcoder(charset).whole(json);
  }

  private Message readElement(BodyMessageType type, Value value) {
    try {
      return type.read(marshaller, value.json());
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
  private RuntimeException syntaxError(BodyMessageType type, SyntaxError error) {
    Value partial = error.partial();
    if (partial != null) {
      try {
        type.read(marshaller, partial.json());
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

  private static ProtoJsonDecodingException invalid(BodyMessageType type, ProtoJsonParseException ex) {
    return new ProtoJsonDecodingException(ParseErrorDetail.of(type.fullName(), ex), ex);
  }

  private CodecException misconfigured(BodyMessageType type, IllegalArgumentException ex) {
    return new CodecException("Cannot read " + type.describe() + ": " + ex.getMessage() + unregisteredTypeAdvice, ex);
  }

  /**
   * What a body of {@code type} is read as: its generated class, or for a {@code DynamicMessage} the type the hints
   * name. A {@code DynamicMessage} of no known type is the server's mistake, a {@link CodecException}.
   */
  private BodyMessageType bodyType(ResolvableType type, Map<String, Object> hints) {
    if (MessageTypes.isDynamic(type)) {
      Object typeName = hints == null ? null : hints.get(MESSAGE_TYPE_HINT);
      Object parameter = hints == null ? null : hints.get(PARAMETER_HINT);
      try {
        return BodyMessageType.dynamic(ProtoTypeParameters.descriptor(marshaller, (String) typeName,
            (String) parameter));
      }
      catch (IllegalStateException ex) {
        throw new CodecException(ex.getMessage(), ex);
      }
    }
    Class<? extends Message> messageClass = MessageTypes.messageClass(type);
    if (messageClass == null) {
      throw new IllegalArgumentException("Not a generated protobuf message type: " + type);
    }
    return BodyMessageType.of(messageClass);
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
