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

/**
 * Auto-configuration of a {@link MessageMarshaller}: the messages of {@code protojson.packages} are registered
 * (by name, each getting its code on first use, unless {@code protojson.code-generation=eager}), and those of the
 * descriptor sets of {@code protojson.descriptor-sets} for {@code DynamicMessage}s, with the options
 * of the {@code protojson.*} properties. In a web application, Spring MVC and WebFlux alike, protobuf enums are
 * taken from request parameters as proto3 JSON takes them.
 */
@AutoConfiguration
@ConditionalOnClass(MessageMarshaller.class)
@EnableConfigurationProperties(ProtoJsonProperties.class)
public final class ProtoJsonAutoConfiguration {

  private static final Log logger = LogFactory.getLog(ProtoJsonAutoConfiguration.class);

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
      ProtoJsonProperties properties, ResourceLoader resourceLoader) {
    return new StandardMessageMarshallerBuilderCustomizer(properties,
        new MessageTypeScanner(resourceLoader));
  }

  @Bean
  DescriptorSetRegistration protojsonDescriptorSetRegistration(ProtoJsonProperties properties,
      ResourceLoader resourceLoader) {
    return new DescriptorSetRegistration(properties.getDescriptorSets(), resourceLoader);
  }

  /**
   * Protobuf enums from request parameters, path variables and headers, by value name or number: a converter bean,
   * which Spring MVC and WebFlux both add to their conversion service.
   */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnWebApplication
  static class EnumParameterConfiguration {

    @Bean
    GenericConverter protojsonEnumParameterConverter() {
      return new EnumParameterConverter();
    }
  }
}
