package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.ProtoJsonAutoConfiguration;
import dev.protojson.transcoding.StreamsService;
import io.grpc.BindableService;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.grpc.server.autoconfigure.GrpcServerAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ReactiveWebApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.mock.http.server.reactive.MockServerHttpRequest;
import org.springframework.mock.web.server.MockServerWebExchange;

class ProtoJsonReactiveTranscodingAutoConfigurationTests {

  private static final AutoConfigurations AUTO_CONFIGURATIONS = AutoConfigurations.of(
      ProtoJsonAutoConfiguration.class, GrpcServerAutoConfiguration.class,
      ProtoJsonTranscodingAutoConfiguration.class, ProtoJsonReactiveTranscodingAutoConfiguration.class);

  private final ReactiveWebApplicationContextRunner runner = new ReactiveWebApplicationContextRunner()
      .withConfiguration(AUTO_CONFIGURATIONS)
      .withPropertyValues("spring.grpc.server.factory.enabled=false");

  @Test
  void servesEveryKindOfMethodOnWebFlux() {
    runner.withUserConfiguration(Streams.class).run(context -> {
      ReactiveTranscodingHandlerMapping mapping = context.getBean(ReactiveTranscodingHandlerMapping.class);
      assertThat(mapping.getOrder()).isEqualTo(TranscodingHandlerMapping.ORDER);
      assertThat(mapping.getHandler(MockServerWebExchange.from(MockServerHttpRequest.post("/v1/shelves:chat")))
          .block()).isInstanceOf(ReactiveTranscodedCallHandler.class);
      assertThat(context).doesNotHaveBean(TranscodingHandlerMapping.class);
    });
  }

  @Test
  void isOffWhenThePropertySaysSoOrWithoutGrpc() {
    runner.withUserConfiguration(Streams.class).withPropertyValues("protojson.transcoding.enabled=false")
        .run(context -> assertThat(context).hasNotFailed()
            .doesNotHaveBean(ReactiveTranscodingHandlerMapping.class));
    runner.withUserConfiguration(Streams.class).withClassLoader(new FilteredClassLoader(BindableService.class))
        .run(context -> assertThat(context).hasNotFailed()
            .doesNotHaveBean(ReactiveTranscodingHandlerMapping.class));
  }

  @Test
  void springMvcRefusesABidirectionalStreamAtStartUp() {
    new WebApplicationContextRunner().withConfiguration(AUTO_CONFIGURATIONS)
        .withPropertyValues("spring.grpc.server.factory.enabled=false")
        .withUserConfiguration(Streams.class)
        .run(context -> {
          assertThat(context).hasFailed();
          assertThat(rootCause(context.getStartupFailure())).isInstanceOf(IllegalStateException.class)
              .hasMessageContaining("Streams/Chat is bidirectional-streaming and has an HTTP rule, but Spring MVC");
        });
  }

  private static Throwable rootCause(Throwable failure) {
    Throwable cause = failure;
    while (cause.getCause() != null) {
      cause = cause.getCause();
    }
    return cause;
  }

  @Configuration(proxyBeanMethods = false)
  static class Streams {

    @Bean
    StreamsService streamsService() {
      return new StreamsService();
    }
  }
}
