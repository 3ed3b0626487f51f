package dev.protojson.spring.webflux;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.ProtojsonAutoConfiguration;
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

/** Which beans the WebFlux auto-configuration contributes, and when it stays out of the way. */
class ProtojsonWebFluxAutoConfigurationTests {

  private final ReactiveWebApplicationContextRunner reactive = new ReactiveWebApplicationContextRunner()
      .withPropertyValues(EventsApplication.PACKAGES)
      .withConfiguration(AutoConfigurations.of(JacksonAutoConfiguration.class, CodecsAutoConfiguration.class,
          WebFluxAutoConfiguration.class, ProtojsonAutoConfiguration.class,
          ProtojsonWebFluxAutoConfiguration.class));

  @Test
  void registersTheCodecsAheadOfJacksonInTheServer() {
    reactive.run(context -> {
      assertThat(context).hasSingleBean(ProtojsonCodecCustomizer.class)
          .hasSingleBean(ProtojsonReactiveParseErrorHandler.class);
      ServerCodecConfigurer codecs = context.getBean(ServerCodecConfigurer.class);
      List<HttpMessageReader<?>> readers = codecs.getReaders();
      assertThat(indexOfDecoder(readers, ProtobufJacksonDecoder.class))
          .isNotNegative().isLessThan(indexOfDecoder(readers, JacksonJsonDecoder.class));
      List<HttpMessageWriter<?>> writers = codecs.getWriters();
      assertThat(indexOfEncoder(writers, ProtobufJacksonEncoder.class))
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
      assertThat(indexOfDecoder(client.getReaders(), ProtobufJacksonDecoder.class)).isNotNegative();
      assertThat(indexOf(client.getReaders(), MessageServerSentEventReader.class)).isNotNegative();
      assertThat(indexOf(client.getWriters(), MessageServerSentEventWriter.class)).isNegative();
    });
  }

  @Test
  void theDecoderTakesTheConfiguredInMemoryLimit() {
    reactive.withPropertyValues("spring.http.codecs.max-in-memory-size=5KB").run(context -> {
      ServerCodecConfigurer codecs = context.getBean(ServerCodecConfigurer.class);
      HttpMessageReader<?> reader = codecs.getReaders().get(indexOfDecoder(codecs.getReaders(),
          ProtobufJacksonDecoder.class));
      assertThat(((ProtobufJacksonDecoder) ((DecoderHttpMessageReader<?>) reader).getDecoder())
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

  private static ProtobufJacksonDecoder serverDecoder(ApplicationContext context) {
    ServerCodecConfigurer codecs = context.getBean(ServerCodecConfigurer.class);
    return decoder(codecs.getReaders());
  }

  private static ProtobufJacksonDecoder clientDecoder(ApplicationContext context) {
    DefaultClientCodecConfigurer client = new DefaultClientCodecConfigurer();
    context.getBeansOfType(CodecCustomizer.class).values().forEach(customizer -> customizer.customize(client));
    return decoder(client.getReaders());
  }

  private static ProtobufJacksonDecoder decoder(List<HttpMessageReader<?>> readers) {
    HttpMessageReader<?> reader = readers.get(indexOfDecoder(readers, ProtobufJacksonDecoder.class));
    return (ProtobufJacksonDecoder) ((DecoderHttpMessageReader<?>) reader).getDecoder();
  }

  @Test
  void parseErrorDetailsCanBeTurnedOff() {
    reactive.withPropertyValues("protojson.parse-error-details=false").run(context -> assertThat(context)
        .hasSingleBean(ProtojsonCodecCustomizer.class).doesNotHaveBean(ProtojsonReactiveParseErrorHandler.class));
  }

  @Test
  void aServletApplicationStillGetsTheCodecsForWebClientButNoReactiveErrorHandler() {
    new WebApplicationContextRunner().withPropertyValues(EventsApplication.PACKAGES)
        .withConfiguration(AutoConfigurations.of(ProtojsonAutoConfiguration.class,
            ProtojsonWebFluxAutoConfiguration.class))
        .run(context -> assertThat(context).hasSingleBean(ProtojsonCodecCustomizer.class)
            .doesNotHaveBean(ProtojsonReactiveParseErrorHandler.class));
  }

  @Test
  void backsOffWithoutBootsCodecSupportOrReactor() {
    for (Class<?> hidden : new Class<?>[] { CodecCustomizer.class, reactor.core.publisher.Flux.class }) {
      reactive.withClassLoader(new FilteredClassLoader(hidden)).run(context -> assertThat(context)
          .doesNotHaveBean(ProtojsonCodecCustomizer.class)
          .doesNotHaveBean(ProtojsonReactiveParseErrorHandler.class));
    }
  }

  @Test
  void backsOffWithoutAMarshaller() {
    new ApplicationContextRunner()
        .withConfiguration(AutoConfigurations.of(ProtojsonWebFluxAutoConfiguration.class))
        .run(context -> assertThat(context).doesNotHaveBean(ProtojsonCodecCustomizer.class));
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
