package dev.protojson.spring.webflux;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.jackson.ProtoJsonModule;
import dev.protojson.spring.ProtoJsonAutoConfiguration;
import dev.protojson.spring.jackson.ProtoJsonJacksonAutoConfiguration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.http.codec.CodecCustomizer;
import org.springframework.boot.http.codec.autoconfigure.CodecsAutoConfiguration;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.context.runner.ReactiveWebApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.boot.webflux.autoconfigure.WebFluxAutoConfiguration;
import org.springframework.context.ApplicationContext;
import org.springframework.http.codec.DecoderHttpMessageReader;
import org.springframework.http.codec.EncoderHttpMessageWriter;
import org.springframework.http.codec.HttpMessageReader;
import org.springframework.http.codec.HttpMessageWriter;
import org.springframework.http.codec.ServerCodecConfigurer;
import org.springframework.http.codec.ServerSentEventHttpMessageWriter;
import org.springframework.http.codec.json.JacksonJsonDecoder;
import org.springframework.http.codec.json.JacksonJsonEncoder;
import org.springframework.http.codec.support.DefaultClientCodecConfigurer;
import tools.jackson.databind.json.JsonMapper;

/** Which beans the WebFlux auto-configuration contributes, and when it stays out of the way. */
class ProtoJsonWebFluxAutoConfigurationTests {

  private final ReactiveWebApplicationContextRunner reactive = new ReactiveWebApplicationContextRunner()
      .withPropertyValues(EventsApplication.PACKAGES)
      .withConfiguration(AutoConfigurations.of(JacksonAutoConfiguration.class, CodecsAutoConfiguration.class,
          WebFluxAutoConfiguration.class, ProtoJsonAutoConfiguration.class,
          ProtoJsonWebFluxAutoConfiguration.class));

  @Test
  void registersTheCodecsAheadOfJacksonInTheServer() {
    reactive.run(context -> {
      assertThat(context).hasSingleBean(ProtoJsonCodecCustomizer.class)
          .hasBean("protojsonReactiveParseErrorHandler");
      ServerCodecConfigurer codecs = context.getBean(ServerCodecConfigurer.class);
      List<HttpMessageReader<?>> readers = codecs.getReaders();
      assertThat(indexOfDecoder(readers, ProtoJsonDecoder.class))
          .isNotNegative().isLessThan(indexOfDecoder(readers, JacksonJsonDecoder.class));
      List<HttpMessageWriter<?>> writers = codecs.getWriters();
      assertThat(indexOfEncoder(writers, ProtoJsonEncoder.class))
          .isNotNegative().isLessThan(indexOfEncoder(writers, JacksonJsonEncoder.class));
      assertThat(indexOf(writers, MessageServerSentEventWriter.class))
          .isNotNegative().isLessThan(indexOf(writers, ServerSentEventHttpMessageWriter.class));
    });
  }

  @Test
  void clientsGetTheCodecsAndTheEventReader() {
    reactive.run(context -> {
      DefaultClientCodecConfigurer client = new DefaultClientCodecConfigurer();
      context.getBeansOfType(CodecCustomizer.class).values().forEach(customizer -> customizer.customize(client));
      assertThat(indexOfDecoder(client.getReaders(), ProtoJsonDecoder.class)).isNotNegative();
      assertThat(indexOf(client.getReaders(), MessageServerSentEventReader.class)).isNotNegative();
      assertThat(indexOf(client.getWriters(), MessageServerSentEventWriter.class)).isNegative();
    });
  }

  @Test
  void theDecoderTakesTheConfiguredInMemoryLimit() {
    reactive.withPropertyValues("spring.http.codecs.max-in-memory-size=5KB").run(context -> {
      ServerCodecConfigurer codecs = context.getBean(ServerCodecConfigurer.class);
      HttpMessageReader<?> reader = codecs.getReaders().get(indexOfDecoder(codecs.getReaders(),
          ProtoJsonDecoder.class));
      assertThat(((ProtoJsonDecoder) ((DecoderHttpMessageReader<?>) reader).getDecoder())
          .getMaxInMemorySize()).isEqualTo(5 * 1024);
    });
  }

  /** protojson.max-request-size holds a server's messages too where it is the lower limit; clients read anything. */
  @Test
  void theServerDecoderTakesTheRequestSizeLimitWhereItIsLower() {
    reactive.withPropertyValues("protojson.max-request-size=1KB").run(context -> {
      assertThat(serverDecoder(context).getMaxInMemorySize()).isEqualTo(1024);
      assertThat(clientDecoder(context).getMaxInMemorySize()).isEqualTo(256 * 1024);
    });
    reactive.run(context -> assertThat(serverDecoder(context).getMaxInMemorySize()).isEqualTo(256 * 1024));
    reactive.withPropertyValues("spring.http.codecs.max-in-memory-size=64MB").run(context -> {
      assertThat(serverDecoder(context).getMaxInMemorySize()).isEqualTo(16 * 1024 * 1024);
      assertThat(clientDecoder(context).getMaxInMemorySize()).isEqualTo(64 * 1024 * 1024);
    });
    reactive.withPropertyValues("spring.http.codecs.max-in-memory-size=64MB", "protojson.max-request-size=-1")
        .run(context -> assertThat(serverDecoder(context).getMaxInMemorySize()).isEqualTo(64 * 1024 * 1024));
  }

  private static ProtoJsonDecoder serverDecoder(ApplicationContext context) {
    ServerCodecConfigurer codecs = context.getBean(ServerCodecConfigurer.class);
    return decoder(codecs.getReaders());
  }

  private static ProtoJsonDecoder clientDecoder(ApplicationContext context) {
    DefaultClientCodecConfigurer client = new DefaultClientCodecConfigurer();
    context.getBeansOfType(CodecCustomizer.class).values().forEach(customizer -> customizer.customize(client));
    return decoder(client.getReaders());
  }

  private static ProtoJsonDecoder decoder(List<HttpMessageReader<?>> readers) {
    HttpMessageReader<?> reader = readers.get(indexOfDecoder(readers, ProtoJsonDecoder.class));
    return (ProtoJsonDecoder) ((DecoderHttpMessageReader<?>) reader).getDecoder();
  }

  @Test
  void parseErrorDetailsCanBeTurnedOff() {
    reactive.withPropertyValues("protojson.parse-error-details=false").run(context -> assertThat(context)
        .hasSingleBean(ProtoJsonCodecCustomizer.class).doesNotHaveBean("protojsonReactiveParseErrorHandler"));
  }

  @Test
  void answersNestedParseErrorsWithProblemDetailsUnlessTurnedOff() {
    ReactiveWebApplicationContextRunner withModule = reactive.withConfiguration(
        AutoConfigurations.of(ProtoJsonJacksonAutoConfiguration.class));
    withModule.run(context -> assertThat(context).hasBean("protojsonReactiveNestedParseErrorHandler")
        .doesNotHaveBean("protojsonNestedParseErrorHandler"));
    withModule.withPropertyValues("protojson.parse-error-details=false")
        .run(context -> assertThat(context).doesNotHaveBean("protojsonReactiveNestedParseErrorHandler")
            .hasSingleBean(ProtoJsonModule.class));
    new ApplicationContextRunner().withPropertyValues(EventsApplication.PACKAGES)
        .withConfiguration(AutoConfigurations.of(JacksonAutoConfiguration.class, ProtoJsonAutoConfiguration.class,
            ProtoJsonJacksonAutoConfiguration.class, ProtoJsonWebFluxAutoConfiguration.class))
        .run(context -> assertThat(context).doesNotHaveBean("protojsonReactiveNestedParseErrorHandler"));
  }

  @Test
  void withoutJacksonDatabindOnlyWholeBodyParseErrorsAreAnswered() {
    reactive.withClassLoader(new FilteredClassLoader(JsonMapper.class)).run(context -> assertThat(context)
        .hasBean("protojsonReactiveParseErrorHandler").doesNotHaveBean("protojsonReactiveNestedParseErrorHandler"));
  }

  @Test
  void aServletApplicationStillGetsTheCodecsForWebClientButNoReactiveErrorHandler() {
    new WebApplicationContextRunner().withPropertyValues(EventsApplication.PACKAGES)
        .withConfiguration(AutoConfigurations.of(ProtoJsonAutoConfiguration.class,
            ProtoJsonWebFluxAutoConfiguration.class))
        .run(context -> assertThat(context).hasSingleBean(ProtoJsonCodecCustomizer.class)
            .doesNotHaveBean("protojsonReactiveParseErrorHandler"));
  }

  @Test
  void backsOffWithoutBootsCodecSupportOrReactor() {
    for (Class<?> hidden : new Class<?>[] { CodecCustomizer.class, reactor.core.publisher.Flux.class }) {
      reactive.withClassLoader(new FilteredClassLoader(hidden)).run(context -> assertThat(context)
          .doesNotHaveBean(ProtoJsonCodecCustomizer.class)
          .doesNotHaveBean("protojsonReactiveParseErrorHandler"));
    }
  }

  @Test
  void backsOffWithoutAMarshaller() {
    new ApplicationContextRunner()
        .withConfiguration(AutoConfigurations.of(ProtoJsonWebFluxAutoConfiguration.class))
        .run(context -> assertThat(context).doesNotHaveBean(ProtoJsonCodecCustomizer.class));
  }

  private static int indexOfDecoder(List<HttpMessageReader<?>> readers, Class<?> decoderType) {
    for (int i = 0; i < readers.size(); i++) {
      if (readers.get(i) instanceof DecoderHttpMessageReader<?> reader && decoderType.isInstance(reader.getDecoder())) {
        return i;
      }
    }
    return -1;
  }

  private static int indexOfEncoder(List<HttpMessageWriter<?>> writers, Class<?> encoderType) {
    for (int i = 0; i < writers.size(); i++) {
      if (writers.get(i) instanceof EncoderHttpMessageWriter<?> writer && encoderType.isInstance(writer.getEncoder())) {
        return i;
      }
    }
    return -1;
  }

  private static int indexOf(List<?> codecs, Class<?> type) {
    for (int i = 0; i < codecs.size(); i++) {
      if (type.isInstance(codecs.get(i))) {
        return i;
      }
    }
    return -1;
  }
}
