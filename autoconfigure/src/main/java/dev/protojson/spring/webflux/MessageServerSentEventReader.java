package dev.protojson.spring.webflux;

import java.util.List;
import java.util.Map;
import org.springframework.core.ResolvableType;
import org.springframework.http.MediaType;
import org.springframework.http.ReactiveHttpInputMessage;
import org.springframework.http.codec.HttpMessageReader;
import org.springframework.http.codec.ServerSentEvent;
import org.springframework.http.codec.ServerSentEventHttpMessageReader;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * Reads server-sent events whose data is proto3 JSON into messages, or into {@link ServerSentEvent}s holding
 * messages, for {@code WebClient}. The client's own event reader decodes data with Jackson; this one takes message
 * data first. An event without data (a keep-alive) holds no message.
 */
final class MessageServerSentEventReader implements HttpMessageReader<Object> {

  private final ServerSentEventHttpMessageReader delegate;

  MessageServerSentEventReader(ProtoJsonDecoder decoder) {
    this.delegate = new ServerSentEventHttpMessageReader(new EventDataDecoder(decoder));
  }

  /** The most bytes one event may have. */
  void setMaxInMemorySize(int byteCount) {
    delegate.setMaxInMemorySize(byteCount);
  }

  @Override
  public List<MediaType> getReadableMediaTypes() {
    return delegate.getReadableMediaTypes();
  }

  @Override
  public boolean canRead(ResolvableType elementType, MediaType mediaType) {
    boolean event = ServerSentEvent.class.isAssignableFrom(elementType.toClass());
    ResolvableType dataType = event ? elementType.getGeneric() : elementType;
    return MessageTypes.messageClass(dataType) != null
        && (event || MediaType.TEXT_EVENT_STREAM.includes(mediaType));
  }

  @Override
  public Flux<Object> read(ResolvableType elementType, ReactiveHttpInputMessage message, Map<String, Object> hints) {
    return delegate.read(elementType, message, hints);
  }

  @Override
  public Mono<Object> readMono(ResolvableType elementType, ReactiveHttpInputMessage message,
      Map<String, Object> hints) {
    return delegate.readMono(elementType, message, hints);
  }
}
