package dev.protojson.spring.mvc;

import dev.protojson.spring.internal.ProtoJsonConverters;
import java.util.List;
import org.springframework.boot.http.converter.autoconfigure.ServerHttpMessageConvertersCustomizer;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.HttpMessageConverters;

/** Adds the protojson converters to Spring MVC, ahead of Jackson. */
final class ServerConvertersCustomizer implements ServerHttpMessageConvertersCustomizer {

  private final List<HttpMessageConverter<?>> converters;

  ServerConvertersCustomizer(List<HttpMessageConverter<?>> converters) {
    this.converters = converters;
  }

  @Override
  public void customize(HttpMessageConverters.ServerBuilder builder) {
    ProtoJsonConverters.register(converters, builder);
  }
}
