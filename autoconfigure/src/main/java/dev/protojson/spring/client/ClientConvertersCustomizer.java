package dev.protojson.spring.client;

import dev.protojson.spring.internal.ProtoJsonConverters;
import java.util.List;
import org.springframework.boot.http.converter.autoconfigure.ClientHttpMessageConvertersCustomizer;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.HttpMessageConverters;

/** Adds the protojson converters to Boot's HTTP clients, ahead of Jackson. */
final class ClientConvertersCustomizer implements ClientHttpMessageConvertersCustomizer {

  private final List<HttpMessageConverter<?>> converters;

  ClientConvertersCustomizer(List<HttpMessageConverter<?>> converters) {
    this.converters = converters;
  }

  @Override
  public void customize(HttpMessageConverters.ClientBuilder builder) {
    ProtoJsonConverters.register(converters, builder);
  }
}
