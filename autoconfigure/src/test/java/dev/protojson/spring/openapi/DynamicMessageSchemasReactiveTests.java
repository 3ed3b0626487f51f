package dev.protojson.spring.openapi;

import static dev.protojson.spring.openapi.OpenApiDocumentTests.ref;
import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.DynamicOrders;
import dev.protojson.spring.DynamicOrdersApi;
import dev.protojson.spring.DynamicOrdersReactiveApi;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.context.annotation.Import;

/** {@code DynamicMessage}s named by {@code @ProtoType} in a WebFlux application's document, also in a Mono or Flux. */
@SpringBootTest(classes = DynamicMessageSchemasReactiveTests.ReactiveOrdersApplication.class,
    webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { "spring.main.web-application-type=reactive", DynamicOrders.DESCRIPTOR_SETS })
class DynamicMessageSchemasReactiveTests extends DynamicMessageSchemaCases {

  /** Not a {@code @Configuration}, so that the component scan of {@link OpenApiApplication} leaves it out. */
  @EnableAutoConfiguration
  @Import({ DynamicOrdersApi.class, DynamicOrdersReactiveApi.class })
  static class ReactiveOrdersApplication {
  }

  @Override
  boolean openapi31() {
    return true;
  }

  @Test
  void aMonoOfThemIsTheMessage() throws Exception {
    assertThat(requestBody("/reactive/orders/mono")).isEqualTo(schemas(ref(ORDER)).get(0));
    assertThat(response("/reactive/orders/mono")).isEqualTo(schemas(ref(ORDER)));
  }

  /** springdoc describes a Flux as an array of its elements. */
  @Test
  void aFluxOfThemIsAnArrayOfTheMessage() throws Exception {
    String array = "{'type':'array','items':" + ref(ORDER) + "}";
    assertThat(requestBody("/reactive/orders/flux")).isEqualTo(schemas(array).get(0));
    assertThat(response("/reactive/orders/flux")).isEqualTo(schemas(array));
  }
}
