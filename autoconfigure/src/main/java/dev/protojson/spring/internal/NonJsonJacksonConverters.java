package dev.protojson.spring.internal;

import com.google.protobuf.MessageOrBuilder;
import java.util.List;
import org.springframework.http.converter.AbstractJacksonHttpMessageConverter;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.json.JacksonJsonHttpMessageConverter;
import org.springframework.util.ClassUtils;
import tools.jackson.databind.ObjectMapper;

/**
 * Keeps protobuf messages away from Spring's Jackson converters for formats other than JSON (YAML, CBOR, Smile,
 * XML; Jackson 3 or 2), as {@link MessageRefusal} says; springdoc brings Jackson 2's YAML support, so
 * {@code Accept: application/yaml} was enough to reach one. Values whose declared type holds messages (a list of
 * them, a record holding one) are refused by the {@link MessageRefusalConverter} each such converter is replaced
 * with.
 */
final class NonJsonJacksonConverters {

  private static final boolean JACKSON_2 = ClassUtils.isPresent("com.fasterxml.jackson.databind.ObjectMapper",
      NonJsonJacksonConverters.class.getClassLoader());

  private NonJsonJacksonConverters() {}

  /**
   * Makes each such converter in {@code converters} refuse messages, and replaces it with a {@link
   * MessageRefusalConverter} that also refuses the types holding them.
   */
  static void refuseMessages(List<HttpMessageConverter<?>> converters) {
    for (int i = 0; i < converters.size(); i++) {
      HttpMessageConverter<?> converter = converters.get(i);
      if (refuseMessages(converter)) {
        converters.set(i, new MessageRefusalConverter(converter));
      }
    }
  }

  /**
   * Whether {@code converter} is a Jackson converter of another format, now refusing messages itself: the wrapper
   * refuses them too, but an application may also use the same converter instance directly, unwrapped.
   */
  static boolean refuseMessages(HttpMessageConverter<?> converter) {
    if (converter instanceof AbstractJacksonHttpMessageConverter<?> jackson
        && !(converter instanceof JacksonJsonHttpMessageConverter)) {
      refuse(jackson);
      return true;
    }
    return JACKSON_2 && Jackson2.refuseMessages(converter);
  }

  private static <T extends ObjectMapper> void refuse(AbstractJacksonHttpMessageConverter<T> jackson) {
    jackson.registerMappersForType(MessageOrBuilder.class,
        mappers -> mappers.put(MessageRefusal.DECLARED_FOR_MESSAGES, jackson.getMapper()));
  }

  /** Loaded only where Jackson 2 is on the class path. */
  @SuppressWarnings("removal")
  private static final class Jackson2 {

    static boolean refuseMessages(HttpMessageConverter<?> converter) {
      if (converter instanceof org.springframework.http.converter.json.AbstractJackson2HttpMessageConverter jackson
          && !(converter instanceof org.springframework.http.converter.json.MappingJackson2HttpMessageConverter)) {
        jackson.registerObjectMappersForType(MessageOrBuilder.class,
            mappers -> mappers.put(MessageRefusal.DECLARED_FOR_MESSAGES, jackson.getObjectMapper()));
        return true;
      }
      return false;
    }
  }
}
