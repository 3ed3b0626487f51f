package dev.protojson.spring;

import dev.protojson.MessageMarshaller;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.ConfigurableBeanFactory;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Scope;
import org.springframework.core.convert.converter.GenericConverter;
import org.springframework.core.io.ResourceLoader;
import org.springframework.web.bind.WebDataBinder;

/**
 * Auto-configuration of a {@link MessageMarshaller}: the messages of {@code protojson.packages} are registered
 * (by name, each getting its code on first use, unless {@code protojson.lazy-registration=false}), with the options
 * of the {@code protojson.*} properties. In a reactive web application, a message is refused where Spring would
 * bind it from request parameters ({@link MessageAttributeRefusal}).
 */
@AutoConfiguration
@ConditionalOnClass(MessageMarshaller.class)
@EnableConfigurationProperties(ProtojsonProperties.class)
public final class ProtojsonAutoConfiguration {

  private static final Log logger = LogFactory.getLog(ProtojsonAutoConfiguration.class);

  @Bean
  @Scope(ConfigurableBeanFactory.SCOPE_PROTOTYPE)
  @ConditionalOnMissingBean
  MessageMarshaller.Builder protojsonMessageMarshallerBuilder(
      ObjectProvider<MessageMarshallerBuilderCustomizer> customizers) {
    MessageMarshaller.Builder builder = MessageMarshaller.builder();
    customizers.orderedStream().forEach(customizer -> customizer.customize(builder));
    return builder;
  }

  @Bean
  @ConditionalOnMissingBean
  MessageMarshaller protojsonMessageMarshaller(MessageMarshaller.Builder builder) {
    long start = System.nanoTime();
    MessageMarshaller marshaller = builder.build();
    if (logger.isDebugEnabled()) {
      logger.debug("protojson built the marshaller in " + (System.nanoTime() - start) / 1_000_000
          + " ms (code for types registered by class name is made on their first use)");
    }
    return marshaller;
  }

  @Bean
  StandardMessageMarshallerBuilderCustomizer standardMessageMarshallerBuilderCustomizer(
      ProtojsonProperties properties, ResourceLoader resourceLoader) {
    return new StandardMessageMarshallerBuilderCustomizer(properties,
        new MessageTypeScanner(resourceLoader));
  }

  /** Protobuf enums from request parameters, path variables and headers, by value name or number. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnWebApplication
  static class EnumParameterConfiguration {

    @Bean
    GenericConverter protojsonEnumParameterConverter() {
      return new ProtobufEnumParameterConverter();
    }
  }

  /**
   * WebFlux: a message is never bound from request parameters. (Spring MVC makes a binder without a value for an
   * optional body that is absent too, so there the parameter decides: {@link MessageParameterGuard}.)
   */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.REACTIVE)
  @ConditionalOnClass(WebDataBinder.class)
  static class MessageAttributeConfiguration {

    @Bean
    MessageAttributeRefusal protojsonMessageAttributeRefusal() {
      return new MessageAttributeRefusal();
    }
  }
}
