package dev.protojson.spring;

import dev.protojson.MessageMarshaller;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.http.converter.autoconfigure.ServerHttpMessageConvertersCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.web.servlet.DispatcherServlet;

/**
 * Auto-configuration that serves and reads protobuf messages as proto3 JSON in Spring MVC and Boot's HTTP clients
 * ({@code RestClient.Builder}, {@code RestTemplateBuilder}). The converter is registered through Boot's converter
 * customizers, never as an {@link HttpMessageConverter} bean, so it is added once and ahead of Jackson.
 */
@AutoConfiguration(after = ProtojsonAutoConfiguration.class)
@ConditionalOnClass({ MessageMarshaller.class, HttpMessageConverter.class,
    ServerHttpMessageConvertersCustomizer.class })
@ConditionalOnBean(MessageMarshaller.class)
public final class ProtojsonHttpMessageConvertersAutoConfiguration {

  @Bean
  ProtojsonHttpMessageConvertersCustomizer protojsonHttpMessageConvertersCustomizer(MessageMarshaller marshaller,
      ProtojsonProperties properties) {
    return new ProtojsonHttpMessageConvertersCustomizer(new ProtojsonHttpMessageConverters(marshaller, properties));
  }

  @Configuration(proxyBeanMethods = false)
  @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
  @ConditionalOnClass(DispatcherServlet.class)
  static class ServletRequestsConfiguration {

    @Bean
    ProtojsonRequestTooLargeHandler protojsonRequestTooLargeHandler() {
      return new ProtojsonRequestTooLargeHandler();
    }

    @Bean
    static MessageParameterGuard protojsonMessageParameterGuard() {
      return new MessageParameterGuard();
    }
  }

  @Configuration(proxyBeanMethods = false)
  @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
  @ConditionalOnClass(DispatcherServlet.class)
  @ConditionalOnBooleanProperty(name = "protojson.parse-error-details", matchIfMissing = true)
  static class ParseErrorDetailsConfiguration {

    @Bean
    ProtojsonParseErrorHandler protojsonParseErrorHandler() {
      return new ProtojsonParseErrorHandler();
    }
  }
}
