package dev.protojson.spring;

import java.util.List;
import org.springframework.boot.http.converter.autoconfigure.ClientHttpMessageConvertersCustomizer;
import org.springframework.boot.http.converter.autoconfigure.ServerHttpMessageConvertersCustomizer;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.HttpMessageConverters;
import org.springframework.http.converter.protobuf.ProtobufHttpMessageConverter;

/**
 * Adds the protojson converters to Spring MVC and to Boot's HTTP clients, ahead of Jackson. The JSON converter
 * comes first so that clients accepting anything get JSON; the binary one, when enabled, serves only clients that
 * ask for {@code application/x-protobuf}.
 */
final class ProtojsonHttpMessageConvertersCustomizer
    implements ServerHttpMessageConvertersCustomizer, ClientHttpMessageConvertersCustomizer {

  private final List<HttpMessageConverter<?>> converters;

  ProtojsonHttpMessageConvertersCustomizer(ProtobufJacksonHttpMessageConverter json, boolean binary) {
    this.converters = binary ? List.of(json, binaryConverter()) : List.of(json);
  }

  private static ProtobufHttpMessageConverter binaryConverter() {
    ProtobufHttpMessageConverter converter = new ProtobufHttpMessageConverter();
    // With protobuf-java-util present Spring's converter also claims application/json; JSON is ours.
    converter.setSupportedMediaTypes(
        List.of(ProtobufHttpMessageConverter.PROTOBUF, ProtobufHttpMessageConverter.PLUS_PROTOBUF));
    return converter;
  }

  @Override
  public void customize(HttpMessageConverters.ServerBuilder builder) {
    converters.forEach(builder::addCustomConverter);
  }

  @Override
  public void customize(HttpMessageConverters.ClientBuilder builder) {
    converters.forEach(builder::addCustomConverter);
  }
}
