package dev.protojson.spring.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.test.shop.ShopProto.Order;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.core.ResolvableType;
import org.springframework.http.MediaType;
import org.springframework.http.converter.AbstractJacksonHttpMessageConverter;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.StringHttpMessageConverter;
import org.springframework.http.converter.json.JacksonJsonHttpMessageConverter;
import org.springframework.http.converter.yaml.MappingJackson2YamlHttpMessageConverter;
import org.springframework.mock.http.MockHttpInputMessage;
import org.springframework.mock.http.MockHttpOutputMessage;
import tools.jackson.databind.json.JsonMapper;

/**
 * Jackson's converters for formats other than JSON, of Jackson 3 and 2, stop claiming messages (for reading and
 * writing, and in the media types they declare for them) and keep everything else; the JSON converter is left
 * alone.
 */
class NonJsonJacksonConvertersTests {

  private static final MediaType OTHER = new MediaType("application", "x-other");

  record Plain(String name) {}

  record Holder(String name, Order order) {}

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

  @Test
  @SuppressWarnings("removal")
  void inAListOnlyTheJacksonConvertersOfOtherFormatsAreReplacedByRefusingOnes() {
    JacksonJsonHttpMessageConverter json = new JacksonJsonHttpMessageConverter();
    OtherFormatConverter other = new OtherFormatConverter();
    MappingJackson2YamlHttpMessageConverter yaml = new MappingJackson2YamlHttpMessageConverter();
    StringHttpMessageConverter string = new StringHttpMessageConverter();
    List<HttpMessageConverter<?>> converters = new ArrayList<>(List.of(json, other, yaml, string));

    NonJsonJacksonConverters.refuseMessages(converters);

    assertThat(converters).hasSize(4);
    assertThat(converters.get(0)).isSameAs(json);
    assertThat(converters.get(1)).isInstanceOfSatisfying(MessageRefusalConverter.class,
        refusing -> assertThat(refusing.delegate()).isSameAs(other));
    assertThat(converters.get(2)).isInstanceOfSatisfying(MessageRefusalConverter.class,
        refusing -> assertThat(refusing.delegate()).isSameAs(yaml));
    assertThat(converters.get(3)).isSameAs(string);
    assertThat(other.canWrite(Order.class, OTHER)).as("messages refused by the converter itself").isFalse();
  }

  /**
   * Jackson 2's YAML converter, as springdoc brings it: a list of messages or a record holding one is refused for
   * reading and writing, as a message is; a list of plain records is read and written as before.
   */
  @Test
  @SuppressWarnings("removal")
  void typesHoldingMessagesAreRefusedAndOthersAreTheWrappedConvertersOwn() throws Exception {
    MediaType yaml = MediaType.parseMediaType("application/yaml");
    List<HttpMessageConverter<?>> converters = new ArrayList<>(List.of(new MappingJackson2YamlHttpMessageConverter()));
    NonJsonJacksonConverters.refuseMessages(converters);
    MessageRefusalConverter converter = (MessageRefusalConverter) converters.get(0);
    ResolvableType orders = ResolvableType.forClassWithGenerics(List.class, Order.class);
    ResolvableType plains = ResolvableType.forClassWithGenerics(List.class, Plain.class);

    assertThat(converter.canWrite(orders, ArrayList.class, yaml)).isFalse();
    assertThat(converter.canWrite(orders, ArrayList.class, null)).isFalse();
    assertThat(converter.canRead(orders, yaml)).isFalse();
    assertThat(converter.canWrite(Holder.class, yaml)).isFalse();
    assertThat(converter.canWrite(ResolvableType.forClass(Object.class), Holder.class, yaml))
        .as("a value declared as Object is judged by its class").isFalse();
    assertThat(converter.canRead(Holder.class, yaml)).isFalse();
    assertThat(converter.canWrite(Order.class, yaml)).isFalse();

    assertThat(converter.canWrite(plains, ArrayList.class, yaml)).isTrue();
    assertThat(converter.canRead(plains, yaml)).isTrue();
    assertThat(converter.getSupportedMediaTypes(Plain.class)).contains(yaml);
    MockHttpOutputMessage written = new MockHttpOutputMessage();
    converter.write(List.of(new Plain("a"), new Plain("b")), plains, yaml, written, null);
    MockHttpOutputMessage direct = new MockHttpOutputMessage();
    new MappingJackson2YamlHttpMessageConverter().write(List.of(new Plain("a"), new Plain("b")), plains.getType(),
        yaml, direct);
    assertThat(written.getBodyAsString(StandardCharsets.UTF_8)).contains("- name: \"b\"")
        .isEqualTo(direct.getBodyAsString(StandardCharsets.UTF_8));
    Object read = converter.read(plains, new MockHttpInputMessage("- name: c\n".getBytes(StandardCharsets.UTF_8)),
        null);
    assertThat(read).isEqualTo(List.of(new Plain("c")));
  }
}
