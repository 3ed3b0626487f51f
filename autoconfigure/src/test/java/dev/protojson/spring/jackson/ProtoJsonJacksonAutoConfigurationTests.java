package dev.protojson.spring.jackson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.Timestamp;
import dev.protojson.MessageMarshaller;
import dev.protojson.jackson.InvalidProtoJsonException;
import dev.protojson.jackson.ProtoJsonModule;
import dev.protojson.spring.ProtoJsonAutoConfiguration;
import dev.protojson.spring.jackson.OrderViews.OrderView;
import dev.protojson.spring.test.shop.ShopProto.Order;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.MediaType;
import org.springframework.http.converter.json.JacksonJsonHttpMessageConverter;
import org.springframework.mock.http.MockHttpOutputMessage;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.module.SimpleModule;
import tools.jackson.databind.ser.std.StdSerializer;

class ProtoJsonJacksonAutoConfigurationTests {

  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(ProtoJsonAutoConfiguration.class,
          ProtoJsonJacksonAutoConfiguration.class, JacksonAutoConfiguration.class))
      .withPropertyValues("protojson.packages=dev.protojson.spring.test.shop");

  @Test
  void contributesTheModuleBuiltFromTheMarshallerToBootsJsonMapper() {
    runner.run(context -> {
      assertThat(context).hasSingleBean(ProtoJsonModule.class);
      assertThat(context.getBeansOfType(JacksonModule.class)).containsValue(context.getBean(ProtoJsonModule.class));
      JsonMapper mapper = context.getBean(JsonMapper.class);
      assertThat(mapper.registeredModules()).contains(context.getBean(ProtoJsonModule.class));
      JsonNode tree = mapper.readTree(mapper.writeValueAsString(OrderViews.view("1")));
      assertThat(tree.get("order")).isEqualTo(NestedMessagesWebApplicationTests.jsonFormat(OrderViews.order("1")));
    });
  }

  /**
   * A record holding a message that cannot be written, after others, written by Spring's Jackson converter with
   * Boot's mapper: the output stays cut off where it failed. The converter closes its generator after the failure,
   * and with Jackson's default that closes the open array and objects: shorter JSON that parses.
   */
  @Test
  void bootsJsonMapperLeavesOutputCutOffByAMessageThatCannotBeWritten() {
    Timestamp tooLate = Timestamp.newBuilder().setSeconds(253_402_300_800L).build();
    List<OrderView> views = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      views.add(OrderViews.view(String.valueOf(i)));
    }
    views.add(new OrderView(OrderViews.order("late"), "late", tooLate));
    OrderViews.Batch batch = new OrderViews.Batch(views, "Ada");
    runner.run(context -> {
      JsonMapper mapper = context.getBean(JsonMapper.class);
      String written = writeWithSpringsConverter(mapper, batch);
      assertThat(written).contains("\"note\":\"note 99\"").doesNotEndWith("}");
      assertThatThrownBy(() -> mapper.readTree(written)).isInstanceOf(JacksonException.class);

      JsonMapper completing = JsonMapper.builder().addModule(context.getBean(ProtoJsonModule.class)).build();
      assertThat(writeWithSpringsConverter(completing, batch)).endsWith("}");
    });
  }

  private static String writeWithSpringsConverter(JsonMapper mapper, Object value) {
    MockHttpOutputMessage output = new MockHttpOutputMessage();
    assertThatThrownBy(() -> new JacksonJsonHttpMessageConverter(mapper).write(value, MediaType.APPLICATION_JSON,
        output)).hasMessageContaining("253402300800");
    return output.getBodyAsString(StandardCharsets.UTF_8);
  }

  @Test
  void backsOffForAModuleOfTheApplication() {
    runner.withUserConfiguration(UserModule.class).run(context -> {
      assertThat(context).hasSingleBean(ProtoJsonModule.class);
      assertThat(context.getBean(ProtoJsonModule.class)).isSameAs(UserModule.MODULE);
    });
  }

  /** The application's own module for a message type wins, as it would over any other module Boot adds. */
  @Test
  void aModuleOfTheApplicationForAMessageTypeWinsOverProtojsons() {
    runner.withUserConfiguration(TimestampsAsSeconds.class).run(context -> {
      JsonMapper mapper = context.getBean(JsonMapper.class);
      assertThat(mapper.registeredModules()).contains(context.getBean(ProtoJsonModule.class));
      JsonNode tree = mapper.readTree(mapper.writeValueAsString(OrderViews.view("1")));
      assertThat(tree.get("seenAt").asLong()).isEqualTo(1_700_000_000L);
      // Every other message is still protojson's.
      assertThat(tree.get("order")).isEqualTo(NestedMessagesWebApplicationTests.jsonFormat(OrderViews.order("1")));
    });
  }

  @Configuration(proxyBeanMethods = false)
  static class TimestampsAsSeconds {

    @Bean
    JacksonModule timestampsAsSeconds() {
      return new SimpleModule("seconds").addSerializer(Timestamp.class, new StdSerializer<>(Timestamp.class) {
        @Override
        public void serialize(Timestamp value, JsonGenerator generator, SerializationContext context) {
          generator.writeNumber(value.getSeconds());
        }
      });
    }
  }

  @Test
  void needsJacksonDatabind() {
    runner.withClassLoader(new FilteredClassLoader(JsonMapper.class))
        .run(context -> assertThat(context).doesNotHaveBean(ProtoJsonModule.class)
            .hasSingleBean(MessageMarshaller.class));
  }

  @Test
  void needsAMarshaller() {
    new ApplicationContextRunner()
        .withConfiguration(AutoConfigurations.of(ProtoJsonJacksonAutoConfiguration.class,
            JacksonAutoConfiguration.class))
        .run(context -> assertThat(context).doesNotHaveBean(ProtoJsonModule.class).hasSingleBean(JsonMapper.class));
  }

  @Test
  void protoFieldNamesApplyInsideTheMessageAndJacksonsNamingOutsideIt() {
    runner.withPropertyValues("protojson.field-names=proto", "spring.jackson.property-naming-strategy=SNAKE_CASE")
        .run(context -> {
          JsonMapper mapper = context.getBean(JsonMapper.class);
          JsonNode tree = mapper.readTree(mapper.writeValueAsString(OrderViews.view("1")));
          assertThat(tree.has("seen_at")).isTrue();
          assertThat(tree.get("order").has("customer_name")).isTrue();
          assertThat(tree.get("order").has("total_cents")).isTrue();
          assertThat(mapper.readValue(tree.toString(), OrderView.class)).isEqualTo(OrderViews.view("1"));
        });
  }

  @Test
  void unknownFieldsInsideAMessageAreErrorsUnlessTheyAreIgnored() {
    String json = "{\"order\":{\"id\":\"1\",\"discount\":5,\"status\":\"LOST\"},\"note\":\"n\"}";
    runner.run(context -> assertThatThrownBy(() -> context.getBean(JsonMapper.class).readValue(json, OrderView.class))
        .isInstanceOf(InvalidProtoJsonException.class));
    runner.withPropertyValues("protojson.ignore-unknown-fields=true").run(context ->
        assertThat(context.getBean(JsonMapper.class).readValue(json, OrderView.class))
            .isEqualTo(new OrderView(Order.newBuilder().setId("1").build(), "n", null)));
  }

  @Test
  void enumsAsIntsApplyInsideMessages() {
    runner.withPropertyValues("protojson.enums-as-ints=true").run(context -> {
      JsonMapper mapper = context.getBean(JsonMapper.class);
      assertThat(mapper.readTree(mapper.writeValueAsString(OrderViews.view("1"))).at("/order/status").asInt())
          .isEqualTo(Order.Status.OPEN_VALUE);
    });
  }

  @Configuration(proxyBeanMethods = false)
  static class UserModule {

    static final ProtoJsonModule MODULE = new ProtoJsonModule(MessageMarshaller.builder().build());

    @Bean
    ProtoJsonModule userProtoJsonModule() {
      return MODULE;
    }
  }
}
