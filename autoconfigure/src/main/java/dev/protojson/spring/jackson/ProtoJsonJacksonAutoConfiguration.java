package dev.protojson.spring.jackson;

import dev.protojson.MessageMarshaller;
import dev.protojson.jackson.ProtoJsonModule;
import dev.protojson.spring.ProtoJsonAutoConfiguration;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.databind.json.JsonMapper;

/**
 * Auto-configuration of the {@link ProtoJsonModule}: a {@code JacksonModule} bean built from the
 * {@link MessageMarshaller} bean, which Boot adds to its {@code JsonMapper}. Messages inside records, collections,
 * maps and other types then go through protojson wherever that mapper is used: Spring MVC's and WebFlux's Jackson
 * support, {@code RestClient}, server-sent events. Whole-body messages keep going to protojson's own converter.
 */
@AutoConfiguration(after = ProtoJsonAutoConfiguration.class)
@ConditionalOnClass({ MessageMarshaller.class, JsonMapper.class })
@ConditionalOnBean(MessageMarshaller.class)
public final class ProtoJsonJacksonAutoConfiguration {

  @Bean
  @ConditionalOnMissingBean
  ProtoJsonModule protojsonJacksonModule(MessageMarshaller marshaller) {
    return new ProtoJsonModule(marshaller);
  }

  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(JsonMapperBuilderCustomizer.class)
  static class JsonMapperCustomizersConfiguration {

    @Bean
    CutOffOutputCustomizer protojsonCutOffOutputCustomizer() {
      return new CutOffOutputCustomizer();
    }

    @Bean
    ModuleFirstCustomizer protojsonModuleFirstCustomizer() {
      return new ModuleFirstCustomizer();
    }
  }
}
