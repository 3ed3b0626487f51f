package dev.protojson.spring.internal;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.core.ResolvableType;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.HttpOutputMessage;
import org.springframework.http.MediaType;
import org.springframework.http.converter.GenericHttpMessageConverter;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.SmartHttpMessageConverter;

/**
 * A converter of a format other than JSON that neither reads nor writes values whose declared type holds protobuf
 * messages, as {@link MessageRefusal} says: a list of messages or a record holding one is refused, and such a request
 * body is left to the other converters. Everything else is the wrapped converter's.
 */
@SuppressWarnings({"unchecked", "removal"})
final class MessageRefusalConverter implements SmartHttpMessageConverter<Object> {

  /** The types asked about are an application's endpoint and client types: few, so kept without eviction. */
  private static final int MAX_KEPT = 4_096;

  private final HttpMessageConverter<Object> delegate;
  /** Per converter, not per class loader, so that an application's types go with its context. */
  private final Map<ResolvableType, Boolean> kept = new ConcurrentHashMap<>();

  MessageRefusalConverter(HttpMessageConverter<?> delegate) {
    this.delegate = (HttpMessageConverter<Object>) delegate;
  }

  HttpMessageConverter<?> delegate() {
    return delegate;
  }

  @Override
  public List<MediaType> getSupportedMediaTypes() {
    return delegate.getSupportedMediaTypes();
  }

  /** None for a class that holds messages: a 406 lists these as what the client could have asked for instead. */
  @Override
  public List<MediaType> getSupportedMediaTypes(Class<?> type) {
    return holdsMessages(ResolvableType.forClass(type)) ? List.of() : delegate.getSupportedMediaTypes(type);
  }

  @Override
  public boolean canRead(ResolvableType type, MediaType mediaType) {
    if (holdsMessages(type)) {
      return false;
    }
    if (delegate instanceof SmartHttpMessageConverter<?> smart) {
      return smart.canRead(type, mediaType);
    }
    if (delegate instanceof GenericHttpMessageConverter<?> generic) {
      return generic.canRead(type.getType(), null, mediaType);
    }
    return delegate.canRead(type.toClass(), mediaType);
  }

  @Override
  public boolean canWrite(ResolvableType type, Class<?> valueClass, MediaType mediaType) {
    // The value's class is looked into too when it says more than the declared type (a record declared as Object).
    if (holdsMessages(type) || (valueClass != null && valueClass != type.resolve()
        && holdsMessages(ResolvableType.forClass(valueClass)))) {
      return false;
    }
    if (delegate instanceof SmartHttpMessageConverter<?> smart) {
      return smart.canWrite(type, valueClass, mediaType);
    }
    if (delegate instanceof GenericHttpMessageConverter<?> generic) {
      return generic.canWrite(type.getType(), valueClass, mediaType);
    }
    return delegate.canWrite(valueClass, mediaType);
  }

  @Override
  public Object read(ResolvableType type, HttpInputMessage input, Map<String, Object> hints) throws IOException {
    if (delegate instanceof SmartHttpMessageConverter<?> smart) {
      return smart.read(type, input, hints);
    }
    if (delegate instanceof GenericHttpMessageConverter<?> generic) {
      return generic.read(type.getType(), null, input);
    }
    return delegate.read((Class<Object>) type.toClass(), input);
  }

  @Override
  public void write(Object value, ResolvableType type, MediaType contentType, HttpOutputMessage output,
      Map<String, Object> hints) throws IOException {
    if (delegate instanceof SmartHttpMessageConverter<?> smart) {
      ((SmartHttpMessageConverter<Object>) smart).write(value, type, contentType, output, hints);
    } else if (delegate instanceof GenericHttpMessageConverter<?> generic && type != ResolvableType.NONE) {
      ((GenericHttpMessageConverter<Object>) generic).write(value, type.getType(), contentType, output);
    } else {
      delegate.write(value, contentType, output);
    }
  }

  private boolean holdsMessages(ResolvableType type) {
    Boolean holds = kept.get(type);
    if (holds == null) {
      holds = MessageRefusal.holdsMessages(type);
      if (kept.size() < MAX_KEPT) {
        kept.put(type, holds);
      }
    }
    return holds;
  }

  @Override
  public String toString() {
    return delegate + " (refusing types that hold protobuf messages)";
  }
}
