package dev.protojson.spring.webflux;

import com.google.protobuf.MessageOrBuilder;
import dev.protojson.spring.internal.MessageRefusal;
import org.springframework.http.codec.JacksonCodecSupport;
import org.springframework.http.codec.json.JacksonJsonDecoder;
import org.springframework.http.codec.json.JacksonJsonEncoder;
import org.springframework.util.ClassUtils;
import tools.jackson.databind.ObjectMapper;

/**
 * Keeps protobuf messages, and streams of them, away from WebFlux's Jackson codecs for formats other than JSON
 * (CBOR, Smile, XML; Jackson 3 or 2), as {@link MessageRefusal} says. They decide by the element's class, so a
 * {@code Mono<List<Message>>} is still theirs in those formats.
 */
final class NonJsonJacksonCodecs {

  private static final boolean JACKSON_2 = ClassUtils.isPresent("com.fasterxml.jackson.databind.ObjectMapper",
      NonJsonJacksonCodecs.class.getClassLoader());

  private NonJsonJacksonCodecs() {}

  /** For {@code configureDefaultCodec}: each default encoder and decoder, of which only those are changed. */
  static void refuseMessages(Object codec) {
    if (codec instanceof JacksonCodecSupport<?> jackson && !(codec instanceof JacksonJsonEncoder)
        && !(codec instanceof JacksonJsonDecoder)) {
      refuse(jackson);
    } else if (JACKSON_2) {
      Jackson2.refuseMessages(codec);
    }
  }

  private static <T extends ObjectMapper> void refuse(JacksonCodecSupport<T> jackson) {
    jackson.registerMappersForType(MessageOrBuilder.class,
        mappers -> mappers.put(MessageRefusal.DECLARED_FOR_MESSAGES, jackson.getMapper()));
  }

  /** Loaded only where Jackson 2 is on the class path. */
  @SuppressWarnings("removal")
  private static final class Jackson2 {

    static void refuseMessages(Object codec) {
      if (codec instanceof org.springframework.http.codec.json.Jackson2CodecSupport jackson
          && !(codec instanceof org.springframework.http.codec.json.Jackson2JsonEncoder)
          && !(codec instanceof org.springframework.http.codec.json.Jackson2JsonDecoder)) {
        jackson.registerObjectMappersForType(MessageOrBuilder.class,
            mappers -> mappers.put(MessageRefusal.DECLARED_FOR_MESSAGES, jackson.getObjectMapper()));
      }
    }
  }
}
