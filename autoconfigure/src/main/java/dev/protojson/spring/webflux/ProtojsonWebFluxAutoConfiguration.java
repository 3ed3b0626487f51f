package dev.protojson.spring.webflux;

import dev.protojson.MessageMarshaller;
import dev.protojson.spring.ProtojsonAutoConfiguration;
import dev.protojson.spring.ProtojsonProperties;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.http.codec.CodecCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.codec.CodecConfigurer;
import org.springframework.web.reactive.DispatcherHandler;
import reactor.core.publisher.Flux;

/**
 * Auto-configuration that serves and reads protobuf messages as proto3 JSON in Spring WebFlux and in the
 * {@code WebClient.Builder}s Spring Boot makes: {@code Mono} and {@code Flux} of messages as JSON documents, JSON
 * arrays, newline-delimited JSON and server-sent events.
 */
@AutoConfiguration(after = ProtojsonAutoConfiguration.class)
@ConditionalOnClass({ MessageMarshaller.class, CodecCustomizer.class, CodecConfigurer.class, Flux.class })
@ConditionalOnBean(MessageMarshaller.class)
public final class ProtojsonWebFluxAutoConfiguration {

  @Bean
  ProtojsonCodecCustomizer protojsonCodecCustomizer(MessageMarshaller marshaller,
      ObjectProvider<ProtojsonProperties> properties) {
    return new ProtojsonCodecCustomizer(marshaller,
        properties.getIfAvailable(ProtojsonProperties::new).getMaxRequestSize().toBytes());
  }

  @Configuration(proxyBeanMethods = false)
  @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.REACTIVE)
  @ConditionalOnClass(DispatcherHandler.class)
  @ConditionalOnBooleanProperty(name = "protojson.parse-error-details", matchIfMissing = true)
  static class ParseErrorDetailsConfiguration {

    @Bean
    ProtojsonReactiveParseErrorHandler protojsonReactiveParseErrorHandler() {
      return new ProtojsonReactiveParseErrorHandler();
    }
  }
}
