package dev.protojson.spring.webflux;

import com.google.protobuf.Message;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.io.buffer.DataBufferFactory;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.http.MediaType;
import org.springframework.http.ReactiveHttpOutputMessage;
import org.springframework.http.codec.HttpMessageWriter;
import org.springframework.http.codec.ServerSentEvent;
import org.springframework.http.codec.ServerSentEventHttpMessageWriter;
import org.springframework.http.server.reactive.ServerHttpRequest;
import org.springframework.http.server.reactive.ServerHttpResponse;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * Writes a stream of messages, or of {@link ServerSentEvent}s holding messages, as server-sent events whose data is
 * proto3 JSON. WebFlux's own event writer encodes every data object with the one JSON encoder of the default codecs
 * (Jackson); this one takes message data first and leaves everything else to it.
 */
final class MessageServerSentEventWriter implements HttpMessageWriter<Object> {

  private final ProtoJsonEncoder encoder;
  private final ServerSentEventHttpMessageWriter delegate;

  MessageServerSentEventWriter(ProtoJsonEncoder encoder) {
    this.encoder = encoder;
    this.delegate = new ServerSentEventHttpMessageWriter(encoder);
  }

  @Override
  public List<MediaType> getWritableMediaTypes() {
    return delegate.getWritableMediaTypes();
  }

  @Override
  public boolean canWrite(ResolvableType elementType, MediaType mediaType) {
    boolean event = ServerSentEvent.class.isAssignableFrom(elementType.toClass());
    ResolvableType dataType = event ? elementType.getGeneric() : elementType;
    return MessageTypes.writable(dataType)
        && (event || mediaType == null || MediaType.TEXT_EVENT_STREAM.includes(mediaType));
  }

  @Override
  public Mono<Void> write(Publisher<?> input, ResolvableType elementType, MediaType mediaType,
      ReactiveHttpOutputMessage message, Map<String, Object> hints) {
    return delegate.write(firstChecked(input, message.bufferFactory(), hints), elementType, utf8(mediaType),
        message, hints);
  }

  @Override
  public Mono<Void> write(Publisher<?> input, ResolvableType actualType, ResolvableType elementType,
      MediaType mediaType, ServerHttpRequest request, ServerHttpResponse response, Map<String, Object> hints) {
    return delegate.write(firstChecked(input, response.bufferFactory(), hints), actualType, elementType,
        utf8(mediaType), request, response, hints);
  }

  /**
   * The event stream is written in UTF-8 whatever charset was asked for: the data is proto3 JSON in UTF-8, and the
   * event framing in another charset (UTF-16 writes a byte order mark before each piece) would make one body of
   * two encodings.
   */
  private static MediaType utf8(MediaType mediaType) {
    return mediaType == null || mediaType.getCharset() == null || StandardCharsets.UTF_8.equals(mediaType.getCharset())
        ? mediaType : new MediaType(mediaType, StandardCharsets.UTF_8);
  }

  /**
   * The stream with its first message written once ahead, so that a message proto3 JSON cannot represent fails
   * the response while it can still be a 500: the events' writer commits the response before it encodes the first
   * event, and a failure then would leave a 200 with an empty body.
   */
  private Flux<?> firstChecked(Publisher<?> input, DataBufferFactory buffers, Map<String, Object> hints) {
    return Flux.from(input).switchOnFirst((first, stream) -> {
      Object value = first.get();
      Object data = value instanceof ServerSentEvent<?> event ? event.data() : value;
      if (data instanceof Message message) {
        try {
          DataBufferUtils.release(encoder.encodeValue(message, buffers, ResolvableType.forInstance(message),
              MediaType.APPLICATION_JSON, hints));
        } catch (RuntimeException ex) {
          return Flux.error(ex);
        }
      }
      return stream;
    });
  }
}
