package dev.protojson.spring.validation;

import java.util.List;
import java.util.Map;
import org.springframework.core.MethodParameter;
import org.springframework.core.ResolvableType;
import org.springframework.http.MediaType;
import org.springframework.http.ReactiveHttpInputMessage;
import org.springframework.http.codec.HttpMessageReader;
import org.springframework.http.server.reactive.ServerHttpRequest;
import org.springframework.http.server.reactive.ServerHttpResponse;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * WebFlux: a reader of request bodies that checks the messages of what its delegate reads, as each value arrives.
 * An element of a {@code Flux} body is checked on its own, named by its place in the stream ({@code [2].street});
 * a {@code Mono}'s or a plain body's value as a whole.
 *
 * <p>Controllers' readers see the body's parameter (the source of {@code actualType}), which says whether the body
 * is one {@code protojson.validation.mode} checks. Other callers read through the delegate alone.
 */
final class ValidatingMessageReader<T> implements HttpMessageReader<T> {

  private final HttpMessageReader<T> delegate;

  private final MessageBodyValidator validator;

  private final CheckedBodies checked;

  ValidatingMessageReader(HttpMessageReader<T> delegate, MessageBodyValidator validator, CheckedBodies checked) {
    this.delegate = delegate;
    this.validator = validator;
    this.checked = checked;
  }

  @Override
  public Flux<T> read(ResolvableType actualType, ResolvableType elementType, ServerHttpRequest request,
      ServerHttpResponse response, Map<String, Object> hints) {
    Flux<T> values = delegate.read(actualType, elementType, request, response, hints);
    if (!checks(actualType)) {
      return values;
    }
    return values.index((index, value) -> {
      validator.validate(value, "[" + index + "]");
      return value;
    });
  }

  @Override
  public Mono<T> readMono(ResolvableType actualType, ResolvableType elementType, ServerHttpRequest request,
      ServerHttpResponse response, Map<String, Object> hints) {
    Mono<T> value = delegate.readMono(actualType, elementType, request, response, hints);
    return checks(actualType) ? value.doOnNext(validator::validate) : value;
  }

  private boolean checks(ResolvableType actualType) {
    return actualType.getSource() instanceof MethodParameter parameter && checked.includes(parameter);
  }

  @Override
  public List<MediaType> getReadableMediaTypes() {
    return delegate.getReadableMediaTypes();
  }

  @Override
  public List<MediaType> getReadableMediaTypes(ResolvableType elementType) {
    return delegate.getReadableMediaTypes(elementType);
  }

  @Override
  public boolean canRead(ResolvableType elementType, MediaType mediaType) {
    return delegate.canRead(elementType, mediaType);
  }

  @Override
  public Flux<T> read(ResolvableType elementType, ReactiveHttpInputMessage message, Map<String, Object> hints) {
    return delegate.read(elementType, message, hints);
  }

  @Override
  public Mono<T> readMono(ResolvableType elementType, ReactiveHttpInputMessage message, Map<String, Object> hints) {
    return delegate.readMono(elementType, message, hints);
  }
}
