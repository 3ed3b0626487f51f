package dev.protojson.spring.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.DynamicOrders;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.context.ConfigurableApplicationContext;

/** {@code DynamicMessage}s named by {@code @ProtoType} in OpenAPI 3.1, springdoc's default. */
@SpringBootTest(classes = DynamicMessageSchemaCases.DynamicOrdersApplication.class,
    webEnvironment = WebEnvironment.RANDOM_PORT, properties = DynamicOrders.DESCRIPTOR_SETS)
class DynamicMessageSchemasTests extends DynamicMessageSchemaCases {

  @Override
  boolean openapi31() {
    return true;
  }

  /**
   * The components described from the registered descriptor alone (the generated class's endpoints left out of the
   * document) are those of an application that knows the generated class only.
   */
  @Test
  void theComponentsFromTheDescriptorAreThoseOfTheGeneratedClass() throws Exception {
    // springdoc keeps one converter of a class per JVM, the last started application's: each document is
    // fetched before the next application starts.
    ApiDocs fromDescriptor;
    try (ConfigurableApplicationContext dynamicOnly = SpringApplication.run(DynamicOrdersApplication.class,
        "--server.port=0", "--" + DynamicOrders.DESCRIPTOR_SETS, "--springdoc.paths-to-exclude=/orders/generated/**")) {
      fromDescriptor = ApiDocs.fetch(port(dynamicOnly));
    }
    ApiDocs fromClass;
    try (ConfigurableApplicationContext generatedOnly = SpringApplication.run(OpenApiApplication.class,
        "--server.port=0", "--protojson.packages=dev.protojson.spring.test.openapi")) {
      fromClass = ApiDocs.fetch(port(generatedOnly));
    }
    assertThat(fromDescriptor.document().path("paths").has("/orders/generated")).isFalse();
    assertThat(fromDescriptor.document().path("paths").has("/orders/dynamic")).isTrue();
    assertThat(fromClass.document().path("paths").has("/orders/dynamic")).isFalse();
    for (String type : new String[] { ORDER, ORDER + ".Item", ORDER + ".Status" }) {
      assertThat(fromDescriptor.component(type)).as(type).isEqualTo(fromClass.component(type));
    }
    assertThat(fromDescriptor.component(ORDER).path("properties").size()).isEqualTo(7);
  }

  private static int port(ConfigurableApplicationContext context) {
    return context.getEnvironment().getRequiredProperty("local.server.port", Integer.class);
  }
}
