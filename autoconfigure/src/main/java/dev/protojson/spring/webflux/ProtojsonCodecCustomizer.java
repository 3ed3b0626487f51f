package dev.protojson.spring.webflux;

import dev.protojson.MessageMarshaller;
import java.util.function.IntConsumer;
import org.springframework.boot.http.codec.CodecCustomizer;
import org.springframework.http.codec.ClientCodecConfigurer;
import org.springframework.http.codec.CodecConfigurer;
import org.springframework.http.codec.CodecConfigurer.DefaultCodecConfig;
import org.springframework.http.codec.ServerCodecConfigurer;

/**
 * Registers the protojson codecs with the WebFlux server and with every {@code WebClient.Builder} Spring Boot
 * makes. As custom codecs that claim only message types they are consulted before the default ones, so messages
 * are proto3 JSON and everything else stays with Jackson. Each configurer gets its own codecs, which take their
 * size limit from that configurer's defaults ({@code spring.http.codecs.max-in-memory-size}). The default Jackson
 * codecs of other formats are kept from messages ({@link NonJsonJacksonCodecs}).
 */
final class ProtojsonCodecCustomizer implements CodecCustomizer {

  static final String UNREGISTERED_TYPE_ADVICE = "With Spring Boot, add its package to protojson.packages, or set"
      + " protojson.register-on-demand=true.";

  private final MessageMarshaller marshaller;

  ProtojsonCodecCustomizer(MessageMarshaller marshaller) {
    this.marshaller = marshaller;
  }

  @Override
  public void customize(CodecConfigurer configurer) {
    ProtobufJacksonDecoder decoder = new ProtobufJacksonDecoder(marshaller);
    decoder.setUnregisteredTypeAdvice(UNREGISTERED_TYPE_ADVICE);
    ProtobufJacksonEncoder encoder = new ProtobufJacksonEncoder(marshaller);
    encoder.setUnregisteredTypeAdvice(UNREGISTERED_TYPE_ADVICE);
    CodecConfigurer.CustomCodecs codecs = configurer.customCodecs();
    codecs.registerWithDefaultConfig(decoder, config -> applyLimit(config, decoder::setMaxInMemorySize));
    codecs.register(encoder);
    if (configurer instanceof ServerCodecConfigurer) {
      codecs.register(new MessageServerSentEventWriter(encoder));
    }
    if (configurer instanceof ClientCodecConfigurer) {
      MessageServerSentEventReader events = new MessageServerSentEventReader(decoder);
      codecs.registerWithDefaultConfig(events, config -> applyLimit(config, events::setMaxInMemorySize));
    }
    configurer.defaultCodecs().configureDefaultCodec(NonJsonJacksonCodecs::refuseMessages);
  }

  private static void applyLimit(DefaultCodecConfig config, IntConsumer setter) {
    Integer limit = config.maxInMemorySize();
    if (limit != null) {
      setter.accept(limit);
    }
  }
}
