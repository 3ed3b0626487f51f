package dev.protojson.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.test.shop.ShopProto.Order;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.http.MediaType;
import org.springframework.http.converter.AbstractJacksonHttpMessageConverter;
import org.springframework.http.converter.json.JacksonJsonHttpMessageConverter;
import org.springframework.http.converter.yaml.MappingJackson2YamlHttpMessageConverter;
import tools.jackson.databind.json.JsonMapper;

/**
 * Jackson's converters for formats other than JSON, of Jackson 3 and 2, stop claiming messages (for reading and
 * writing, and in the media types they declare for them) and keep everything else; the JSON converter is left
 * alone.
 */
class NonJsonJacksonConvertersTests {

  private static final MediaType OTHER = new MediaType("application", "x-other");

  record Plain(String name) {}

  /** A Jackson 3 converter of a format other than JSON, as Spring's YAML, CBOR, Smile and XML converters are. */
  static final class OtherFormatConverter extends AbstractJacksonHttpMessageConverter<JsonMapper> {
    OtherFormatConverter() {
      super(JsonMapper.builder().build(), OTHER);
    }
  }

  @Test
  void aJackson3ConverterOfAnotherFormatNoLongerClaimsMessages() {
    OtherFormatConverter converter = new OtherFormatConverter();
    assertThat(converter.canWrite(Order.class, OTHER)).isTrue();
    NonJsonJacksonConverters.refuseMessages(converter);

    assertThat(converter.canWrite(Order.class, OTHER)).isFalse();
    assertThat(converter.canWrite(Order.Builder.class, OTHER)).isFalse();
    assertThat(converter.canRead(Order.class, OTHER)).isFalse();
    assertThat(converter.getSupportedMediaTypes(Order.class)).doesNotContain(OTHER)
        .allSatisfy(declared -> assertThat(converter.canWrite(Order.class, declared)).isFalse());
    assertThat(converter.canWrite(Plain.class, OTHER)).isTrue();
    assertThat(converter.getSupportedMediaTypes(Plain.class)).containsExactly(OTHER);
  }

  @Test
  @SuppressWarnings("removal")
  void aJackson2ConverterOfAnotherFormatNoLongerClaimsMessages() {
    MappingJackson2YamlHttpMessageConverter converter = new MappingJackson2YamlHttpMessageConverter();
    MediaType yaml = MediaType.parseMediaType("application/yaml");
    assertThat(converter.canWrite(Order.class, yaml)).isTrue();
    NonJsonJacksonConverters.refuseMessages(converter);

    assertThat(converter.canWrite(Order.class, yaml)).isFalse();
    assertThat(converter.getSupportedMediaTypes(Order.class)).doesNotContain(yaml)
        .allSatisfy(declared -> assertThat(converter.canWrite(Order.class, declared)).isFalse());
    assertThat(converter.canWrite(Plain.class, yaml)).isTrue();
    assertThat(converter.getSupportedMediaTypes(Plain.class)).contains(yaml);
  }

  @Test
  void theJsonConverterIsLeftAlone() {
    JacksonJsonHttpMessageConverter converter = new JacksonJsonHttpMessageConverter();
    List<MediaType> before = converter.getSupportedMediaTypes(Order.class);
    NonJsonJacksonConverters.refuseMessages(converter);

    assertThat(converter.getSupportedMediaTypes(Order.class)).isEqualTo(before).contains(MediaType.APPLICATION_JSON);
    assertThat(converter.getMappersForType(Order.class)).isEmpty();
  }
}
