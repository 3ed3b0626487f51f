package dev.protojson.benchmarks.http;

import com.google.protobuf.util.JsonFormat;
import org.springframework.boot.http.converter.autoconfigure.ServerHttpMessageConvertersCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Profile;
import org.springframework.http.converter.protobuf.ProtobufJsonFormatHttpMessageConverter;

/**
 * Profile {@code jsonformat}: messages go through Spring's own {@code JsonFormat}-based converter (JSON and
 * binary), and protojson's converter is switched off in {@code application-jsonformat.properties}.
 */
@Configuration(proxyBeanMethods = false)
@Profile("jsonformat")
class JsonFormatConverterConfiguration {

  @Bean
  ServerHttpMessageConvertersCustomizer jsonFormatConverter() {
    ProtobufJsonFormatHttpMessageConverter converter = new ProtobufJsonFormatHttpMessageConverter(
        JsonFormat.parser(), JsonFormat.printer().omittingInsignificantWhitespace());
    return builder -> builder.addCustomConverter(converter);
  }
}
