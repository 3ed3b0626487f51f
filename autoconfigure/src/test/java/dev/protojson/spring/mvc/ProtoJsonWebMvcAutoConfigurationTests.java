package dev.protojson.spring.mvc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import dev.protojson.MessageMarshaller;
import dev.protojson.jackson.ProtoJsonModule;
import dev.protojson.spring.ProtoJsonAutoConfiguration;
import dev.protojson.spring.ProtoJsonProperties;
import dev.protojson.spring.client.ProtoJsonHttpClientAutoConfiguration;
import dev.protojson.spring.http.ProtoJsonHttpMessageConverter;
import dev.protojson.spring.http.RequestBodyTooLargeException;
import dev.protojson.spring.jackson.ProtoJsonJacksonAutoConfiguration;
import dev.protojson.spring.test.shop.ShopProto.Order;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.http.converter.autoconfigure.ClientHttpMessageConvertersCustomizer;
import org.springframework.boot.http.converter.autoconfigure.HttpMessageConvertersAutoConfiguration;
import org.springframework.boot.http.converter.autoconfigure.ServerHttpMessageConvertersCustomizer;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.context.ApplicationContext;
import org.springframework.core.ResolvableType;
import org.springframework.http.MediaType;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.HttpMessageConverters;
import org.springframework.http.converter.json.JacksonJsonHttpMessageConverter;
import org.springframework.http.converter.protobuf.ProtobufHttpMessageConverter;
import org.springframework.http.converter.protobuf.ProtobufJsonFormatHttpMessageConverter;
import org.springframework.mock.http.MockHttpInputMessage;
import org.springframework.util.unit.DataSize;
import org.springframework.web.bind.annotation.ControllerAdvice;
import tools.jackson.databind.json.JsonMapper;

/** Spring MVC's half of the converters, with the clients' half beside it as in an application. */
class ProtoJsonWebMvcAutoConfigurationTests {

  private static final AutoConfigurations CONFIGURATIONS = AutoConfigurations.of(ProtoJsonAutoConfiguration.class,
      ProtoJsonWebMvcAutoConfiguration.class, ProtoJsonHttpClientAutoConfiguration.class,
      JacksonAutoConfiguration.class, HttpMessageConvertersAutoConfiguration.class);

  private final WebApplicationContextRunner webRunner =
      new WebApplicationContextRunner().withConfiguration(CONFIGURATIONS);

  private final ApplicationContextRunner plainRunner = new ApplicationContextRunner().withConfiguration(CONFIGURATIONS);

  @Test
  void putsTheJsonConverterAheadOfJacksonForServerAndClient() {
    webRunner.run(context -> {
      assertThat(context).hasSingleBean(ServerConvertersCustomizer.class);
      List<HttpMessageConverter<?>> server = serverConverters(context);
      assertThat(indexOf(server, ProtoJsonHttpMessageConverter.class))
          .isGreaterThanOrEqualTo(0)
          .isLessThan(indexOf(server, JacksonJsonHttpMessageConverter.class));
      assertThat(server).filteredOn(ProtoJsonHttpMessageConverter.class::isInstance).hasSize(1);
      assertThat(server).noneMatch(ProtobufHttpMessageConverter.class::isInstance);

      List<HttpMessageConverter<?>> client = clientConverters(context);
      assertThat(indexOf(client, ProtoJsonHttpMessageConverter.class))
          .isGreaterThanOrEqualTo(0)
          .isLessThan(indexOf(client, JacksonJsonHttpMessageConverter.class));
    });
  }

  @Test
  void addsTheBinaryConverterAfterTheJsonOneWhenEnabled() {
    webRunner.withPropertyValues("protojson.binary=true").run(context -> {
      List<HttpMessageConverter<?>> server = serverConverters(context);
      int json = indexOf(server, ProtoJsonHttpMessageConverter.class);
      int binary = indexOf(server, ProtobufHttpMessageConverter.class);
      assertThat(binary).isGreaterThan(json).isLessThan(indexOf(server, JacksonJsonHttpMessageConverter.class));
      assertThat(server.get(binary).getSupportedMediaTypes())
          .containsExactly(ProtobufHttpMessageConverter.PROTOBUF, ProtobufHttpMessageConverter.PLUS_PROTOBUF);
      assertThat(indexOf(clientConverters(context), ProtobufHttpMessageConverter.class)).isGreaterThan(0);
    });
  }

  @Test
  void exposesNoConverterBeanThatBootWouldAddASecondTime() {
    webRunner.withPropertyValues("protojson.binary=true").run(context -> {
      assertThat(context).doesNotHaveBean(ProtoJsonHttpMessageConverter.class);
      assertThat(context).doesNotHaveBean(ProtobufHttpMessageConverter.class);
    });
  }

  @Test
  void answersParseErrorsWithDetailsInServletApplications() {
    webRunner.run(context -> assertThat(context).hasBean("protojsonParseErrorHandler"));
    webRunner.withPropertyValues("protojson.parse-error-details=false")
        .run(context -> assertThat(context).doesNotHaveBean("protojsonParseErrorHandler"));
  }

  @Test
  void answersBodiesOverTheLimitWithAProblemInServletApplications() {
    webRunner.run(context -> assertThat(context).hasBean("protojsonRequestTooLargeHandler"));
    webRunner.withPropertyValues("protojson.parse-error-details=false")
        .run(context -> assertThat(context).hasBean("protojsonRequestTooLargeHandler"));
    plainRunner.run(context -> assertThat(context).doesNotHaveBean("protojsonRequestTooLargeHandler"));
  }

  @Test
  void answersNestedParseErrorsWithProblemDetailsUnlessTurnedOff() {
    WebApplicationContextRunner withModule = webRunner.withConfiguration(
        AutoConfigurations.of(ProtoJsonJacksonAutoConfiguration.class));
    withModule.run(context -> assertThat(context).hasBean("protojsonNestedParseErrorHandler")
        .doesNotHaveBean("protojsonReactiveNestedParseErrorHandler"));
    withModule.withPropertyValues("protojson.parse-error-details=false")
        .run(context -> assertThat(context).doesNotHaveBean("protojsonNestedParseErrorHandler")
            .hasSingleBean(ProtoJsonModule.class));
    plainRunner.withConfiguration(AutoConfigurations.of(ProtoJsonJacksonAutoConfiguration.class))
        .run(context -> assertThat(context).doesNotHaveBean("protojsonNestedParseErrorHandler"));
  }

  @Test
  void withoutJacksonDatabindOnlyWholeBodyParseErrorsAreAnswered() {
    webRunner.withClassLoader(new FilteredClassLoader(JsonMapper.class)).run(context -> assertThat(context)
        .hasBean("protojsonParseErrorHandler").doesNotHaveBean("protojsonNestedParseErrorHandler"));
  }

  @Test
  void holdsServerRequestBodiesToTheLimitButNotTheResponsesClientsRead() {
    webRunner.withPropertyValues("protojson.max-request-size=16B", "protojson.binary=true").run(context -> {
      byte[] json = "{\"id\": \"more than sixteen bytes\"}".getBytes(StandardCharsets.UTF_8);
      byte[] binary = Order.newBuilder().setId("more than sixteen bytes").build().toByteArray();
      for (HttpMessageConverter<?> converter : protobufConverters(serverConverters(context))) {
        assertThatExceptionOfType(RequestBodyTooLargeException.class)
            .isThrownBy(() -> read(converter, json, binary));
      }
      for (HttpMessageConverter<?> converter : protobufConverters(clientConverters(context))) {
        assertThat(read(converter, json, binary).getId()).isEqualTo("more than sixteen bytes");
      }
    });
  }

  @Test
  void theDefaultLimitIsSixteenMegabytes() {
    plainRunner.run(context -> assertThat(context.getBean(ProtoJsonProperties.class).getMaxRequestSize())
        .isEqualTo(DataSize.ofMegabytes(16)));
  }

  /** The advice that names the type of a DynamicMessage entity's body is a controller advice Spring MVC finds. */
  @Test
  void namesTheTypeOfDynamicMessageEntitiesThroughABodyAdvice() {
    webRunner.run(context -> {
      assertThat(context).hasSingleBean(ProtoTypeBodyAdvice.class);
      assertThat(context.findAnnotationOnBean("protojsonProtoTypeBodyAdvice", ControllerAdvice.class)).isNotNull();
    });
  }

  @Test
  void nonWebApplicationsGetTheMarshallerAndTheClientConvertersButNoErrorHandler() {
    plainRunner.run(context -> {
      assertThat(context).hasSingleBean(MessageMarshaller.class);
      assertThat(context).doesNotHaveBean("protojsonParseErrorHandler");
      assertThat(context).doesNotHaveBean(ServerConvertersCustomizer.class);
      assertThat(context).doesNotHaveBean(ProtoTypeBodyAdvice.class);
      assertThat(indexOf(clientConverters(context), ProtoJsonHttpMessageConverter.class))
          .isGreaterThanOrEqualTo(0);
    });
  }

  @Test
  void backsOffWithoutBootsHttpConverterSupport() {
    webRunner.withClassLoader(new FilteredClassLoader(ServerHttpMessageConvertersCustomizer.class)).run(context -> {
      assertThat(context).hasSingleBean(MessageMarshaller.class);
      assertThat(context).doesNotHaveBean(ServerConvertersCustomizer.class);
    });
  }

  @Test
  void usesTheMarshallerOfTheApplication() {
    MessageMarshaller own = MessageMarshaller.builder().build();
    webRunner.withBean(MessageMarshaller.class, () -> own).run(context -> {
      assertThat(context).hasSingleBean(ServerConvertersCustomizer.class);
      assertThat(context.getBean(MessageMarshaller.class)).isSameAs(own);
    });
  }

  /**
   * An application's own protobuf converter bean (Spring's recipe for protobuf) is added ahead of protojson's. It
   * keeps serving what it alone is asked for, behind protojson's JSON converter, for server and client.
   */
  @Test
  void anApplicationsOwnProtobufConverterBeanStaysBehindTheJsonConverter() {
    for (Class<? extends ProtobufHttpMessageConverter> type : List.of(ProtobufHttpMessageConverter.class,
        ProtobufJsonFormatHttpMessageConverter.class)) {
      webRunner.withBean("ownProtobufConverter", HttpMessageConverter.class, () -> newInstance(type)).run(context -> {
        for (List<HttpMessageConverter<?>> converters : List.of(serverConverters(context),
            clientConverters(context))) {
          int json = indexOf(converters, ProtoJsonHttpMessageConverter.class);
          int own = indexOf(converters, type);
          assertThat(json).as(type.getSimpleName()).isGreaterThanOrEqualTo(0);
          assertThat(own).as(type.getSimpleName()).isGreaterThan(json);
          assertThat(converters).filteredOn(ProtoJsonHttpMessageConverter.class::isInstance).hasSize(1);
          assertThat(converters).filteredOn(type::isInstance).hasSize(1);
        }
      });
    }
  }

  /**
   * Without the core auto-configuration, an application's own marshaller still serves Spring MVC and the clients,
   * as Boot's surfaces follow the beans they need; without one, protojson is off.
   */
  @Test
  void withoutTheCoreAutoConfigurationTheApplicationsMarshallerServesTheSurfaces() {
    AutoConfigurations surfaces = AutoConfigurations.of(ProtoJsonWebMvcAutoConfiguration.class,
        ProtoJsonHttpClientAutoConfiguration.class, JacksonAutoConfiguration.class,
        HttpMessageConvertersAutoConfiguration.class);
    MessageMarshaller own = MessageMarshaller.builder().build();
    new WebApplicationContextRunner().withConfiguration(surfaces).withBean(MessageMarshaller.class, () -> own)
        .run(context -> {
          assertThat(context).hasNotFailed();
          assertThat(context).hasSingleBean(ServerConvertersCustomizer.class);
          assertThat(indexOf(serverConverters(context), ProtoJsonHttpMessageConverter.class))
              .isGreaterThanOrEqualTo(0);
          assertThat(indexOf(clientConverters(context), ProtoJsonHttpMessageConverter.class))
              .isGreaterThanOrEqualTo(0);
        });
    new WebApplicationContextRunner().withConfiguration(surfaces).run(context -> {
      assertThat(context).hasNotFailed();
      assertThat(context).doesNotHaveBean(ServerConvertersCustomizer.class);
      assertThat(indexOf(serverConverters(context), ProtoJsonHttpMessageConverter.class)).isEqualTo(-1);
    });
  }

  private static HttpMessageConverter<?> newInstance(Class<? extends HttpMessageConverter<?>> type) {
    try {
      return type.getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  private static List<HttpMessageConverter<?>> protobufConverters(List<HttpMessageConverter<?>> converters) {
    List<HttpMessageConverter<?>> found = converters.stream().filter(converter ->
        converter instanceof ProtoJsonHttpMessageConverter || converter instanceof ProtobufHttpMessageConverter)
        .toList();
    assertThat(found).hasSize(2);
    return found;
  }

  /** Reads an Order with {@code converter}, from JSON or binary protobuf as the converter takes. */
  private static Order read(HttpMessageConverter<?> converter, byte[] json, byte[] binary) throws IOException {
    boolean isJson = converter instanceof ProtoJsonHttpMessageConverter;
    MockHttpInputMessage input = new MockHttpInputMessage(isJson ? json : binary);
    input.getHeaders().setContentType(isJson ? MediaType.APPLICATION_JSON : ProtobufHttpMessageConverter.PROTOBUF);
    return isJson
        ? (Order) ((ProtoJsonHttpMessageConverter) converter).read(ResolvableType.forClass(Order.class), input,
            null)
        : (Order) ((ProtobufHttpMessageConverter) converter).read(Order.class, input);
  }

  private static List<HttpMessageConverter<?>> serverConverters(ApplicationContext context) {
    HttpMessageConverters.ServerBuilder builder = HttpMessageConverters.forServer().registerDefaults();
    context.getBeanProvider(ServerHttpMessageConvertersCustomizer.class).orderedStream()
        .forEach(customizer -> customizer.customize(builder));
    return toList(builder.build());
  }

  private static List<HttpMessageConverter<?>> clientConverters(ApplicationContext context) {
    HttpMessageConverters.ClientBuilder builder = HttpMessageConverters.forClient().registerDefaults();
    context.getBeanProvider(ClientHttpMessageConvertersCustomizer.class).orderedStream()
        .forEach(customizer -> customizer.customize(builder));
    return toList(builder.build());
  }

  private static List<HttpMessageConverter<?>> toList(HttpMessageConverters converters) {
    List<HttpMessageConverter<?>> list = new ArrayList<>();
    converters.forEach(list::add);
    return list;
  }

  private static int indexOf(List<HttpMessageConverter<?>> converters, Class<?> type) {
    for (int i = 0; i < converters.size(); i++) {
      if (type.isInstance(converters.get(i))) {
        return i;
      }
    }
    return -1;
  }
}
