package dev.protojson.spring.webflux;

import com.google.protobuf.Message;
import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.LinkedHashSet;
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
 * {@link ProtoJsonDecoder}: each element as a {@code Flux} element is read, with its errors and limits. Jackson would
 * otherwise read such a body, and could not see the {@code @ProtoType} of a {@code DynamicMessage}'s parameter.
 */
final class MessageCollectionDecoder implements HttpMessageDecoder<Object> {

  private static final List<MimeType> MIME_TYPES = List.of(MediaType.APPLICATION_JSON,
      new MediaType("application", "*+json"));

  private final ProtoJsonDecoder elements;

  MessageCollectionDecoder(ProtoJsonDecoder elements) {
    this.elements = elements;
  }

  /** The message type of a collection's or array's elements, or {@code NONE}. */
  static ResolvableType elementType(ResolvableType type) {
    Class<?> raw = type.toClass();
    if (raw.isArray()) {
      return type.getComponentType();
    }
    if (raw.isAssignableFrom(ArrayList.class) || raw.isAssignableFrom(LinkedHashSet.class)) {
      return type.asCollection().getGeneric(0);
    }
    return ResolvableType.NONE;
  }

  @Override
  public boolean canDecode(ResolvableType type, MimeType mimeType) {
    ResolvableType element = elementType(type);
    return element != ResolvableType.NONE && MessageTypes.readable(element) && MessageTypes.isJson(mimeType)
        && !MessageTypes.isStreaming(mimeType);
  }

  @Override
  public Map<String, Object> getDecodeHints(ResolvableType actualType, ResolvableType elementType,
      ServerHttpRequest request, ServerHttpResponse response) {
    return elements.getDecodeHints(actualType, elementType(elementType), request, response);
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
    ResolvableType element = elementType(type);
    return elements.decodeArray(input, element, mimeType, hints).map(read -> as(type, element, read));
  }

  private static Object as(ResolvableType type, ResolvableType element, List<Message> read) {
    if (type.toClass().isArray()) {
      return read.toArray((Object[]) Array.newInstance(element.toClass(), read.size()));
    }
    return type.toClass().isAssignableFrom(ArrayList.class) ? read : new LinkedHashSet<>(read);
  }
}
