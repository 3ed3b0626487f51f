package dev.protojson.spring;

import com.google.protobuf.MessageOrBuilder;
import org.springframework.http.MediaType;
import org.springframework.http.converter.AbstractJacksonHttpMessageConverter;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.json.JacksonJsonHttpMessageConverter;
import org.springframework.util.ClassUtils;
import tools.jackson.databind.ObjectMapper;

/**
 * Keeps protobuf messages away from Spring's Jackson converters for formats other than JSON (YAML, CBOR, Smile,
 * XML; Jackson 3 or 2). Their mappers know nothing of protobuf and write a message as a Java bean, walking its
 * internals until they fail half-way, a 500; springdoc brings Jackson 2's YAML support, so {@code Accept:
 * application/yaml} was enough to get there. Refused by them, a message is a 406 in those formats, or JSON when the
 * client accepts that too. Messages inside other values (a record, a list) are not recognised by type here.
 */
final class NonJsonJacksonConverters {

  private static final boolean JACKSON_2 = ClassUtils.isPresent("com.fasterxml.jackson.databind.ObjectMapper",
      NonJsonJacksonConverters.class.getClassLoader());

  /**
   * The one media type such a converter declares for messages: JSON, which it does not write, so it writes a
   * message in no type, and content negotiation sees only JSON, which protojson's own converter writes. Declaring
   * none at all would make it fall back to declaring all of its own: negotiation would pick, say, YAML for a client
   * that accepts JSON too, then find no converter for it, and a 406 would list YAML as acceptable.
   */
  private static final MediaType DECLARED = MediaType.APPLICATION_JSON;

  private NonJsonJacksonConverters() {}

  static void refuseMessages(HttpMessageConverter<?> converter) {
    if (converter instanceof AbstractJacksonHttpMessageConverter<?> jackson
        && !(converter instanceof JacksonJsonHttpMessageConverter)) {
      refuse(jackson);
    } else if (JACKSON_2) {
      Jackson2.refuseMessages(converter);
    }
  }

  private static <T extends ObjectMapper> void refuse(AbstractJacksonHttpMessageConverter<T> jackson) {
    jackson.registerMappersForType(MessageOrBuilder.class, mappers -> mappers.put(DECLARED, jackson.getMapper()));
  }

  /** Loaded only where Jackson 2 is on the class path. */
  @SuppressWarnings("removal")
  private static final class Jackson2 {

    static void refuseMessages(HttpMessageConverter<?> converter) {
      if (converter instanceof org.springframework.http.converter.json.AbstractJackson2HttpMessageConverter jackson
          && !(converter instanceof org.springframework.http.converter.json.MappingJackson2HttpMessageConverter)) {
        jackson.registerObjectMappersForType(MessageOrBuilder.class,
            mappers -> mappers.put(DECLARED, jackson.getObjectMapper()));
      }
    }
  }
}
