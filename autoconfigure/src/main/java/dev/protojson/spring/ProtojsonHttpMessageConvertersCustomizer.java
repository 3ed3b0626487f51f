package dev.protojson.spring;

import java.util.List;
import org.springframework.boot.http.converter.autoconfigure.ClientHttpMessageConvertersCustomizer;
import org.springframework.boot.http.converter.autoconfigure.ServerHttpMessageConvertersCustomizer;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.HttpMessageConverters;

/**
 * Adds the protojson converters to Spring MVC and to Boot's HTTP clients, ahead of Jackson, and keeps messages away
 * from the Jackson converters of other formats ({@link NonJsonJacksonConverters}).
 */
final class ProtojsonHttpMessageConvertersCustomizer
    implements ServerHttpMessageConvertersCustomizer, ClientHttpMessageConvertersCustomizer {

  private final List<HttpMessageConverter<?>> server;
  private final List<HttpMessageConverter<?>> client;

  ProtojsonHttpMessageConvertersCustomizer(ProtojsonHttpMessageConverters converters) {
    this.server = converters.forServer();
    this.client = converters.forClient();
  }

  /** Once the list is complete: messages kept from other formats' converters, protojson's given the rest. */
  static void finish(List<HttpMessageConverter<?>> converters) {
    NonJsonJacksonConverters.refuseMessages(converters);
    OtherValueWriter.link(converters);
  }

  @Override
  public void customize(HttpMessageConverters.ServerBuilder builder) {
    server.forEach(builder::addCustomConverter);
    builder.configureMessageConvertersList(ProtojsonHttpMessageConvertersCustomizer::finish);
  }

  @Override
  public void customize(HttpMessageConverters.ClientBuilder builder) {
    client.forEach(builder::addCustomConverter);
    builder.configureMessageConvertersList(ProtojsonHttpMessageConvertersCustomizer::finish);
  }
}
