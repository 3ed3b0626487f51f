package dev.protojson.spring.validation;

import static org.assertj.core.api.Assertions.assertThat;

import build.buf.protovalidate.Validator;
import build.buf.protovalidate.ValidatorFactory;
import build.buf.protovalidate.Config;
import dev.protojson.spring.ProtoJsonAutoConfiguration;
import dev.protojson.spring.mvc.ProtoJsonWebMvcAutoConfiguration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.context.runner.ReactiveWebApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** What the auto-configuration contributes, and when. */
class ProtoJsonValidationAutoConfigurationTests {

  private final WebApplicationContextRunner web = new WebApplicationContextRunner().withConfiguration(
      AutoConfigurations.of(ProtoJsonAutoConfiguration.class, ProtoJsonWebMvcAutoConfiguration.class,
          ProtoJsonValidationAutoConfiguration.class));

  @Test
  void oneValidatorAndTheAdvicesOfSpringMvc() {
    web.run(context -> {
      assertThat(context).hasSingleBean(Validator.class).hasSingleBean(ValidatingRequestBodyAdvice.class)
          .hasSingleBean(ValidationProblemAdvice.class);
      assertThat(context.getBean(Validator.class)).isSameAs(context.getBean("protojsonValidator"));
    });
  }

  @Test
  void theApplicationsOwnValidatorIsUsed() {
    web.withUserConfiguration(OwnValidator.class).run(context -> {
      assertThat(context).hasSingleBean(Validator.class).hasSingleBean(ValidatingRequestBodyAdvice.class);
      assertThat(context.getBean(Validator.class)).isSameAs(context.getBean("failFastValidator"));
    });
  }

  @Test
  void nothingWithoutProtovalidate() {
    web.withClassLoader(new FilteredClassLoader(Validator.class)).run(context -> assertThat(context)
        .doesNotHaveBean(ValidatingRequestBodyAdvice.class).doesNotHaveBean(ValidationProblemAdvice.class)
        .doesNotHaveBean("protojsonValidator"));
  }

  @Test
  void theValidatingReadersOfWebFlux() {
    new ReactiveWebApplicationContextRunner().withConfiguration(AutoConfigurations.of(ProtoJsonAutoConfiguration.class,
        ProtoJsonValidationAutoConfiguration.class)).run(context -> assertThat(context)
            .hasSingleBean(ValidatingReadersPostProcessor.class).hasSingleBean(ValidationProblemAdvice.class)
            .doesNotHaveBean(ValidatingRequestBodyAdvice.class));
  }

  @Test
  void noAdvicesOutsideAWebApplication() {
    new ApplicationContextRunner().withConfiguration(AutoConfigurations.of(ProtoJsonAutoConfiguration.class,
        ProtoJsonValidationAutoConfiguration.class)).run(context -> assertThat(context)
            .hasSingleBean(Validator.class).doesNotHaveBean(ValidatingRequestBodyAdvice.class)
            .doesNotHaveBean(ValidatingReadersPostProcessor.class).doesNotHaveBean(MessageBodyValidator.class));
  }

  @Configuration(proxyBeanMethods = false)
  static class OwnValidator {

    @Bean
    Validator failFastValidator() {
      return ValidatorFactory.newBuilder().withConfig(Config.newBuilder().setFailFast(true).build()).build();
    }
  }
}
