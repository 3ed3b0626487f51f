package dev.protojson.spring.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.protojson.spring.ProtoJsonAutoConfiguration;
import dev.protojson.spring.test.rules.Order;
import dev.protojson.spring.test.validation.Signup;
import io.swagger.v3.core.converter.ModelConverter;
import io.swagger.v3.core.converter.ModelConverters;
import io.swagger.v3.core.util.Json31;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * The converter's schemas of messages with rules, under the options; and protovalidate is optional: without it on
 * the class path the schemas are made as before, without rules.
 */
class ValidationRuleSchemasConverterTests {

  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(ProtoJsonAutoConfiguration.class,
          ProtoJsonOpenApiAutoConfiguration.class));

  @Test
  void withProtovalidateTheRulesAreInTheSchemas() {
    runner.run(context -> {
      JsonNode order = order(context);
      assertThat(order.path("properties").path("name").path("minLength").asInt()).isEqualTo(2);
      assertThat(order.path("required").toString()).contains("\"priority\"");
      assertThat(order.has("anyOf")).isTrue();
    });
  }

  @Test
  void withoutProtovalidateTheSchemasHaveNoRules() {
    runner.withClassLoader(new FilteredClassLoader("build.buf")).run(context -> {
      assertThat(context).hasNotFailed().hasSingleBean(ModelConverter.class);
      JsonNode order = order(context);
      assertThat(order.path("properties").path("name").toString()).isEqualTo("{\"type\":\"string\"}");
      assertThat(order.path("properties").path("quantity").path("minimum").asLong()).isEqualTo(Integer.MIN_VALUE);
      assertThat(order.has("required")).as(order.toString()).isFalse();
      assertThat(order.has("anyOf")).isFalse();
      assertThat(order.has("description")).isFalse();
    });
  }

  @Test
  void protoFieldNamesNameTheRequiredProperties() {
    runner.withPropertyValues("protojson.field-names=proto").run(context -> {
      JsonNode address = schemas(context, Order.class).path("protojson.spring.test.rules.Address");
      assertThat(address.path("required").toString()).isEqualTo("[\"house_number\",\"street\"]");
    });
  }

  /** The example of the docs. */
  @Test
  void aSignupsUserNameHasItsLengthsAndPatternAndIsRequired() {
    runner.run(context -> {
      JsonNode signup = schemas(context, Signup.class).path("protojson.spring.test.validation.Signup");
      OpenApiDocumentTests.assertJson(signup.path("properties").path("userName"),
          "{'type':'string','minLength':3,'maxLength':12,'pattern':'^[a-z][a-z0-9_]*$'}");
      assertThat(signup.path("required").toString()).contains("\"userName\"");
    });
  }

  private static JsonNode order(AssertableApplicationContext context) {
    return schemas(context, Order.class).path("protojson.spring.test.rules.Order");
  }

  private static JsonNode schemas(AssertableApplicationContext context, Class<?> type) {
    ModelConverters converters = new ModelConverters(true);
    converters.addConverter(context.getBean(ModelConverter.class));
    return Json31.mapper().valueToTree(converters.readAll(type));
  }
}
