package dev.protojson.spring.client;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.ProtoJsonAutoConfiguration;
import dev.protojson.spring.http.ProtoJsonHttpMessageConverter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.http.converter.autoconfigure.ClientHttpMessageConvertersCustomizer;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ReactiveWebApplicationContextRunner;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.HttpMessageConverters;
import org.springframework.http.converter.json.JacksonJsonHttpMessageConverter;

/** The clients' half of the converters, on its own: every kind of application has HTTP clients. */
class ProtoJsonHttpClientAutoConfigurationTests {

  private final ReactiveWebApplicationContextRunner reactive = new ReactiveWebApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(ProtoJsonAutoConfiguration.class,
          ProtoJsonHttpClientAutoConfiguration.class));

  @Test
  void aReactiveApplicationsRestClientsGetTheConverterAheadOfJackson() {
    reactive.run(context -> {
      assertThat(context).hasSingleBean(ClientConvertersCustomizer.class);
      HttpMessageConverters.ClientBuilder builder = HttpMessageConverters.forClient().registerDefaults();
      context.getBeanProvider(ClientHttpMessageConvertersCustomizer.class).orderedStream()
          .forEach(customizer -> customizer.customize(builder));
      List<HttpMessageConverter<?>> converters = new ArrayList<>();
      builder.build().forEach(converters::add);
      assertThat(converters).filteredOn(ProtoJsonHttpMessageConverter.class::isInstance).hasSize(1);
      assertThat(converters.indexOf(converters.stream().filter(ProtoJsonHttpMessageConverter.class::isInstance)
          .findFirst().orElseThrow())).isLessThan(converters.indexOf(converters.stream()
          .filter(JacksonJsonHttpMessageConverter.class::isInstance).findFirst().orElseThrow()));
    });
  }

  @Test
  void backsOffWithoutBootsHttpConverterSupport() {
    reactive.withClassLoader(new FilteredClassLoader(ClientHttpMessageConvertersCustomizer.class))
        .run(context -> assertThat(context).doesNotHaveBean(ClientConvertersCustomizer.class));
  }
}
