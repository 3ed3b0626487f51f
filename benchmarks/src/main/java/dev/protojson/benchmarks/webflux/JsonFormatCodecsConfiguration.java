package dev.protojson.benchmarks.webflux;

import com.google.protobuf.util.JsonFormat;
import org.springframework.boot.http.codec.CodecCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Profile;
import org.springframework.http.codec.protobuf.ProtobufJsonDecoder;
import org.springframework.http.codec.protobuf.ProtobufJsonEncoder;

/**
 * Profile {@code webflux-jsonformat}: messages go through Spring's own {@code JsonFormat}-based codecs, and
 * protojson's codecs are switched off in {@code webflux-benchmark-webflux-jsonformat.properties}.
 */
@Configuration(proxyBeanMethods = false)
@Profile("webflux-jsonformat")
class JsonFormatCodecsConfiguration {

  @Bean
  CodecCustomizer jsonFormatCodecs() {
    return configurer -> {
      configurer.customCodecs().register(new ProtobufJsonEncoder(JsonFormat.printer().omittingInsignificantWhitespace()));
      configurer.customCodecs().register(new ProtobufJsonDecoder(JsonFormat.parser()));
    };
  }
}
