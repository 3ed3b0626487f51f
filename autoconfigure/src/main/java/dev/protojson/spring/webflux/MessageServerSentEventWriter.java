package dev.protojson.spring.webflux;

import java.util.List;
import java.util.Map;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.http.MediaType;
import org.springframework.http.ReactiveHttpOutputMessage;
import org.springframework.http.codec.HttpMessageWriter;
import org.springframework.http.codec.ServerSentEvent;
import org.springframework.http.codec.ServerSentEventHttpMessageWriter;
import org.springframework.http.server.reactive.ServerHttpRequest;
import org.springframework.http.server.reactive.ServerHttpResponse;
import reactor.core.publisher.Mono;

/**
 * Writes a stream of messages, or of {@link ServerSentEvent}s holding messages, as server-sent events whose data is
 * proto3 JSON. WebFlux's own event writer encodes every data object with the one JSON encoder of the default codecs
 * (Jackson); this one takes message data first and leaves everything else to it.
 */
final class MessageServerSentEventWriter implements HttpMessageWriter<Object> {

  private final ServerSentEventHttpMessageWriter delegate;

  MessageServerSentEventWriter(ProtobufJacksonEncoder encoder) {
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
    return MessageTypes.messageClass(dataType) != null
        && (event || mediaType == null || MediaType.TEXT_EVENT_STREAM.includes(mediaType));
  }

  @Override
  public Mono<Void> write(Publisher<?> input, ResolvableType elementType, MediaType mediaType,
      ReactiveHttpOutputMessage message, Map<String, Object> hints) {
    return delegate.write(input, elementType, mediaType, message, hints);
  }

  @Override
  public Mono<Void> write(Publisher<?> input, ResolvableType actualType, ResolvableType elementType,
      MediaType mediaType, ServerHttpRequest request, ServerHttpResponse response, Map<String, Object> hints) {
    return delegate.write(input, actualType, elementType, mediaType, request, response, hints);
  }
}
