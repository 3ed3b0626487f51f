package dev.protojson.spring.webflux;

import dev.protojson.MessageMarshaller;
import dev.protojson.spring.internal.PropertyAdvice;
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
 * size limit from that configurer's defaults ({@code spring.http.codecs.max-in-memory-size}), on a server also
 * {@code protojson.max-request-size} where that is lower, as in Spring MVC. The default Jackson
 * codecs of other formats are kept from messages ({@link NonJsonJacksonCodecs}).
 */
final class ProtoJsonCodecCustomizer implements CodecCustomizer {

  private final MessageMarshaller marshaller;
  private final long maxRequestSize;

  /**
   * @param maxRequestSize {@code protojson.max-request-size} in bytes, negative for none: a server's decoder holds
   *     each message to it too where it is lower than the in-memory limit
   */
  ProtoJsonCodecCustomizer(MessageMarshaller marshaller, long maxRequestSize) {
    this.marshaller = marshaller;
    this.maxRequestSize = maxRequestSize;
  }

  @Override
  public void customize(CodecConfigurer configurer) {
    ProtoJsonDecoder decoder = new ProtoJsonDecoder(marshaller);
    decoder.setUnregisteredTypeAdvice(PropertyAdvice.UNREGISTERED_TYPE);
    ProtoJsonEncoder encoder = new ProtoJsonEncoder(marshaller);
    encoder.setUnregisteredTypeAdvice(PropertyAdvice.UNREGISTERED_TYPE);
    CodecConfigurer.CustomCodecs codecs = configurer.customCodecs();
    boolean server = configurer instanceof ServerCodecConfigurer;
    codecs.registerWithDefaultConfig(decoder, config -> {
      applyLimit(config, decoder::setMaxInMemorySize);
      if (server) {
        decoder.limitRequests(maxRequestSize, PropertyAdvice.MAX_REQUEST_SIZE);
      }
    });
    codecs.register(new MessageCollectionDecoder(decoder));
    codecs.register(encoder);
    if (server) {
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
