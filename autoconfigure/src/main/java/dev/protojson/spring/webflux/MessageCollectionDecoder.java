package dev.protojson.spring.webflux;

import dev.protojson.spring.internal.BodyMessageType;
import java.util.List;
import java.util.Map;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.http.MediaType;
import org.springframework.http.codec.HttpMessageDecoder;
import org.springframework.http.server.reactive.ServerHttpRequest;
import org.springframework.http.server.reactive.ServerHttpResponse;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * Reads a body that is a JSON array of messages as a {@code List}, {@code Set}, {@code Collection} or array of
 * them ({@code @RequestBody List<Order>}, {@code @ProtoType("shop.v1.Order") List<DynamicMessage>}), through
 * {@link ProtoJsonDecoder}: each element as a {@code Flux} element is read, with its errors and limits. A body
 * declared as a {@code Map} of messages by string keys is a JSON object of messages, read whole under the limit a
 * {@code Mono} has. Jackson would otherwise read such bodies, and could not see the {@code @ProtoType} of a
 * {@code DynamicMessage}'s parameter.
 */
final class MessageCollectionDecoder implements HttpMessageDecoder<Object> {

  private static final List<MimeType> MIME_TYPES = List.of(MediaType.APPLICATION_JSON,
      new MediaType("application", "*+json"));

  private final ProtoJsonDecoder elements;

  MessageCollectionDecoder(ProtoJsonDecoder elements) {
    this.elements = elements;
  }

  @Override
  public boolean canDecode(ResolvableType type, MimeType mimeType) {
    ResolvableType element = contentType(type);
    return element != ResolvableType.NONE && MessageTypes.readable(element) && MessageTypes.isJson(mimeType)
        && !MessageTypes.isStreaming(mimeType);
  }

  /** The type of the elements of a collection or array, or of the values of a map. */
  private static ResolvableType contentType(ResolvableType type) {
    ResolvableType element = BodyMessageType.elementType(type);
    return element != ResolvableType.NONE ? element : BodyMessageType.valueType(type);
  }

  @Override
  public Map<String, Object> getDecodeHints(ResolvableType actualType, ResolvableType elementType,
      ServerHttpRequest request, ServerHttpResponse response) {
    return elements.getDecodeHints(actualType, contentType(elementType), request, response);
  }

  @Override
  public List<MimeType> getDecodableMimeTypes() {
    return MIME_TYPES;
  }

  @Override
  public Flux<Object> decode(Publisher<DataBuffer> input, ResolvableType type, MimeType mimeType,
      Map<String, Object> hints) {
    return Flux.from(decodeToMono(input, type, mimeType, hints));
  }

  @Override
  public Mono<Object> decodeToMono(Publisher<DataBuffer> input, ResolvableType type, MimeType mimeType,
      Map<String, Object> hints) {
    ResolvableType values = BodyMessageType.valueType(type);
    if (values != ResolvableType.NONE) {
      return elements.decodeMap(input, values, mimeType, hints).cast(Object.class);
    }
    ResolvableType element = BodyMessageType.elementType(type);
    return elements.decodeArray(input, element, mimeType, hints)
        .map(read -> BodyMessageType.shaped(type.toClass(), element.toClass(), read));
  }
}
