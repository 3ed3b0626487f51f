package dev.protojson.spring.mvc;

import dev.protojson.MessageMarshaller;
import dev.protojson.spring.ProtoJsonAutoConfiguration;
import dev.protojson.spring.ProtoJsonProperties;
import dev.protojson.spring.internal.ProtoJsonConverters;
import dev.protojson.spring.internal.ProtoJsonExceptionHandlers;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.http.converter.autoconfigure.ServerHttpMessageConvertersCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.web.servlet.DispatcherServlet;

/**
 * Auto-configuration that serves and reads protobuf messages as proto3 JSON in Spring MVC. The converter is
 * registered through Boot's converter customizer, never as an {@link HttpMessageConverter} bean, so it is added once
 * and ahead of Jackson. A request body that is not valid proto3 JSON is answered with a 400 problem naming the field
 * and its place, and a message is refused where Spring would bind it from request parameters.
 */
@AutoConfiguration(after = ProtoJsonAutoConfiguration.class)
@ConditionalOnClass({ MessageMarshaller.class, ServerHttpMessageConvertersCustomizer.class, DispatcherServlet.class })
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
@ConditionalOnBean(MessageMarshaller.class)
@EnableConfigurationProperties(ProtoJsonProperties.class)
@Import(ProtoJsonExceptionHandlers.ServletConfiguration.class)
public final class ProtoJsonWebMvcAutoConfiguration {

  @Bean
  ServerConvertersCustomizer protojsonServerConvertersCustomizer(MessageMarshaller marshaller,
      ProtoJsonProperties properties) {
    return new ServerConvertersCustomizer(new ProtoJsonConverters(marshaller, properties).forServer());
  }

  @Bean
  ProtoTypeBodyAdvice protojsonProtoTypeBodyAdvice() {
    return new ProtoTypeBodyAdvice();
  }

  @Bean
  static MessageParameterRefusal protojsonMessageParameterRefusal() {
    return new MessageParameterRefusal();
  }
}
