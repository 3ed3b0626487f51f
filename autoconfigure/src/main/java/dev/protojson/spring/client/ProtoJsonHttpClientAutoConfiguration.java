package dev.protojson.spring.client;

import dev.protojson.MessageMarshaller;
import dev.protojson.spring.ProtoJsonAutoConfiguration;
import dev.protojson.spring.ProtoJsonProperties;
import dev.protojson.spring.internal.ProtoJsonConverters;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.http.converter.autoconfigure.ClientHttpMessageConvertersCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.http.converter.HttpMessageConverter;

/**
 * Auto-configuration that writes and reads protobuf messages as proto3 JSON in the HTTP clients Spring Boot builds
 * ({@code RestClient.Builder}, {@code RestTemplateBuilder}). The converter is registered through Boot's converter
 * customizer, never as an {@link HttpMessageConverter} bean, so it is added once and ahead of Jackson.
 */
@AutoConfiguration(after = ProtoJsonAutoConfiguration.class)
@ConditionalOnClass({ MessageMarshaller.class, HttpMessageConverter.class, ClientHttpMessageConvertersCustomizer.class })
@ConditionalOnBean(MessageMarshaller.class)
@EnableConfigurationProperties(ProtoJsonProperties.class)
public final class ProtoJsonHttpClientAutoConfiguration {

  @Bean
  ClientConvertersCustomizer protojsonClientConvertersCustomizer(MessageMarshaller marshaller,
      ProtoJsonProperties properties) {
    return new ClientConvertersCustomizer(new ProtoJsonConverters(marshaller, properties).forClient());
  }
}
