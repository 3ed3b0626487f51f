package dev.protojson.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.spring.ProtoJsonProperties.CodeGeneration;
import dev.protojson.spring.test.outside.Note;
import dev.protojson.spring.test.shop.ShopProto.Order;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** Each protojson.* property changes what the auto-configured marshaller writes or accepts. */
class ProtoJsonPropertiesEffectTests {

  private static final Order ORDER = Order.newBuilder().setCustomerName("Ada").setStatus(Order.Status.OPEN)
      .putTags("b", 2).putTags("a", 1).build();

  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(ProtoJsonAutoConfiguration.class))
      .withPropertyValues("protojson.packages=dev.protojson.spring.test.shop");

  private String write(String... properties) {
    String[] json = new String[1];
    runner.withPropertyValues(properties)
        .run(context -> json[0] = context.getBean(MessageMarshaller.class).writeValueAsString(ORDER));
    return json[0];
  }

  @Test
  void defaultsAreCompactJsonNamesEnumNamesInsertionOrder() {
    assertThat(write()).isEqualTo("{\"customerName\":\"Ada\",\"status\":\"OPEN\",\"tags\":{\"b\":2,\"a\":1}}");
  }

  @Test
  void writerOptions() {
    assertThat(write("protojson.field-names=proto")).contains("\"customer_name\":\"Ada\"");
    assertThat(write("protojson.enums-as-ints=true")).contains("\"status\":1");
    assertThat(write("protojson.sort-map-keys=true")).contains("{\"a\":1,\"b\":2}");
    assertThat(write("protojson.always-print-fields-with-no-presence=true"))
        .contains("\"id\":\"\"", "\"items\":[]", "\"totalCents\":\"0\"").doesNotContain("note");
    assertThat(write("protojson.pretty=true")).contains("\n");
  }

  @Test
  void parserOptions() {
    runner.run(context -> assertThatExceptionOfType(ProtoJsonParseException.class).isThrownBy(() -> context
        .getBean(MessageMarshaller.class).readValue("{\"unknown\": 1}", Order.class)));
    runner.withPropertyValues("protojson.ignore-unknown-fields=true").run(context -> assertThat(context
        .getBean(MessageMarshaller.class).readValue("{\"unknown\": 1, \"id\": \"x\"}", Order.class).getId())
        .isEqualTo("x"));
    runner.withPropertyValues("protojson.recursion-limit=1").run(context -> assertThatExceptionOfType(
        ProtoJsonParseException.class).isThrownBy(() -> context.getBean(MessageMarshaller.class)
            .readValue("{\"items\": [{\"sku\": \"x\"}]}", Order.class)));
  }

  @Test
  void acceptUnregisteredTypes() {
    Note note = Note.newBuilder().setText("n").build();
    runner.run(context -> assertThat(context.getBean(MessageMarshaller.class).writeValueAsString(note))
        .isEqualTo("{\"text\":\"n\"}"));
    runner.withPropertyValues("protojson.accept-unregistered-types=false").run(context -> assertThatExceptionOfType(
        IllegalArgumentException.class).isThrownBy(() -> context.getBean(MessageMarshaller.class)
            .writeValueAsString(note)).withMessageContaining("protojson.spring.outside.Note"));
  }

  /**
   * The names the properties had before protojson.code-generation and protojson.accept-unregistered-types keep
   * working for one release: the marshaller is built as with the new names.
   */
  @Test
  void theDeprecatedNamesStillTakeEffect() {
    Note note = Note.newBuilder().setText("n").build();
    runner.withPropertyValues("protojson.register-on-demand=false", "protojson.lazy-registration=false")
        .run(context -> {
          ProtoJsonProperties properties = context.getBean(ProtoJsonProperties.class);
          assertThat(properties.isAcceptUnregisteredTypes()).isFalse();
          assertThat(properties.getCodeGeneration()).isEqualTo(CodeGeneration.EAGER);
          assertThatExceptionOfType(IllegalArgumentException.class).isThrownBy(() -> context
              .getBean(MessageMarshaller.class).writeValueAsString(note))
              .withMessageContaining("protojson.spring.outside.Note");
        });
    runner.withPropertyValues("protojson.register-on-demand=true", "protojson.lazy-registration=true")
        .run(context -> {
          ProtoJsonProperties properties = context.getBean(ProtoJsonProperties.class);
          assertThat(properties.isAcceptUnregisteredTypes()).isTrue();
          assertThat(properties.getCodeGeneration()).isEqualTo(CodeGeneration.ON_FIRST_USE);
          assertThat(context.getBean(MessageMarshaller.class).writeValueAsString(note))
              .isEqualTo("{\"text\":\"n\"}");
        });
  }

  /** A leftover deprecated name never undoes its replacement, whichever of the two is bound first. */
  @Test
  void theNewNamesWinOverTheDeprecatedOnes() {
    runner.withPropertyValues("protojson.register-on-demand=true", "protojson.accept-unregistered-types=false",
        "protojson.lazy-registration=true", "protojson.code-generation=eager").run(context -> {
          ProtoJsonProperties properties = context.getBean(ProtoJsonProperties.class);
          assertThat(properties.isAcceptUnregisteredTypes()).isFalse();
          assertThat(properties.getCodeGeneration()).isEqualTo(CodeGeneration.EAGER);
        });
    runner.withPropertyValues("protojson.accept-unregistered-types=true", "protojson.register-on-demand=false",
        "protojson.code-generation=on-first-use", "protojson.lazy-registration=false").run(context -> {
          ProtoJsonProperties properties = context.getBean(ProtoJsonProperties.class);
          assertThat(properties.isAcceptUnregisteredTypes()).isTrue();
          assertThat(properties.getCodeGeneration()).isEqualTo(CodeGeneration.ON_FIRST_USE);
        });
  }

  @Test
  void customizersCanRegisterTypesAndSetOptions() {
    runner.withPropertyValues("protojson.accept-unregistered-types=false")
        .withBean(MessageMarshallerBuilderCustomizer.class,
            () -> builder -> builder.register(Note.getDefaultInstance()).preservingProtoFieldNames())
        .run(context -> {
          MessageMarshaller marshaller = context.getBean(MessageMarshaller.class);
          assertThat(marshaller.writeValueAsString(Note.newBuilder().setText("n").build()))
              .isEqualTo("{\"text\":\"n\"}");
          assertThat(marshaller.writeValueAsString(ORDER)).contains("customer_name");
        });
  }
}
