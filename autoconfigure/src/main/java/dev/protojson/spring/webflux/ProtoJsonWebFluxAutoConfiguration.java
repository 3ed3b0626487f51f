package dev.protojson.spring.webflux;

import dev.protojson.MessageMarshaller;
import dev.protojson.spring.ProtoJsonAutoConfiguration;
import dev.protojson.spring.ProtoJsonProperties;
import dev.protojson.spring.internal.ProtoJsonExceptionHandlers;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.http.codec.CodecCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.http.codec.CodecConfigurer;
import org.springframework.web.bind.WebDataBinder;
import reactor.core.publisher.Flux;

/**
 * Auto-configuration that serves and reads protobuf messages as proto3 JSON in Spring WebFlux and in the
 * {@code WebClient.Builder}s Spring Boot makes: {@code Mono} and {@code Flux} of messages as JSON documents, JSON
 * arrays, newline-delimited JSON and server-sent events. In a reactive web application, a request body that is not
 * valid proto3 JSON is answered with a 400 problem naming the field and its place, and a message is refused where
 * Spring would bind it from request parameters.
 */
@AutoConfiguration(after = ProtoJsonAutoConfiguration.class)
@ConditionalOnClass({ MessageMarshaller.class, CodecCustomizer.class, CodecConfigurer.class, Flux.class })
@ConditionalOnBean(MessageMarshaller.class)
@Import(ProtoJsonExceptionHandlers.ReactiveConfiguration.class)
public final class ProtoJsonWebFluxAutoConfiguration {

  @Bean
  ProtoJsonCodecCustomizer protojsonCodecCustomizer(MessageMarshaller marshaller,
      ObjectProvider<ProtoJsonProperties> properties) {
    return new ProtoJsonCodecCustomizer(marshaller,
        properties.getIfAvailable(ProtoJsonProperties::new).getMaxRequestSize().toBytes());
  }

  /**
   * A message is never bound from request parameters. (Spring MVC makes a binder without a value for an optional
   * body that is absent too, so there the parameter decides.)
   */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.REACTIVE)
  @ConditionalOnClass(WebDataBinder.class)
  static class MessageParameterRefusalConfiguration {

    @Bean
    MessageParameterRefusal protojsonMessageParameterRefusal() {
      return new MessageParameterRefusal();
    }
  }
}
