package dev.protojson.spring.mvc;

import static dev.protojson.spring.mvc.RawHttp.tree;
import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.jackson.ProtoJsonModule;
import dev.protojson.spring.http.ProtoJsonHttpMessageConverter;
import dev.protojson.spring.mvc.ProtoJsonWebMvcConfigurer;
import dev.protojson.spring.test.shop.ShopProto.Order;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.context.annotation.Import;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.json.JacksonJsonHttpMessageConverter;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.config.annotation.EnableWebMvc;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter;

/** An application that configures MVC itself: the documented one-line import adds the converter. */
@SpringBootTest(classes = EnableWebMvcTests.WebMvcApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = ShopApplication.PACKAGES)
class EnableWebMvcTests extends EmbeddedServerTests {

  @Autowired
  RequestMappingHandlerAdapter adapter;

  @Test
  void theImportedConfigurerAddsTheConverterOnceAheadOfJackson() {
    List<HttpMessageConverter<?>> converters = adapter.getMessageConverters();

    assertThat(converters).filteredOn(ProtoJsonHttpMessageConverter.class::isInstance).hasSize(1);
    int ours = converters.indexOf(converters.stream()
        .filter(ProtoJsonHttpMessageConverter.class::isInstance).findFirst().orElseThrow());
    assertThat(converters.subList(0, ours)).noneMatch(JacksonJsonHttpMessageConverter.class::isInstance);
  }

  @Test
  void messagesAreServedAsProto3Json() throws Exception {
    HttpResponse<byte[]> response = http.get("/orders/4");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(tree(response)).isEqualTo(tree(Samples.orderJson("4")));
  }

  @Test
  void badJsonIsStillA400WithTheFieldPath() throws Exception {
    HttpResponse<byte[]> response = http.postJson("/orders", "{\"totalCents\": \"ten\"}");

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(RawHttp.contentType(response)).isEqualTo("application/problem+json");
    assertThat(tree(response).get("fieldPath").asString()).isEqualTo("totalCents");
  }

  @Test
  void recordsHoldingMessagesAreWrittenAndReadWithTheModule() throws Exception {
    HttpResponse<byte[]> response = http.get("/views/5");

    assertThat(response.statusCode()).as(new String(response.body(), StandardCharsets.UTF_8)).isEqualTo(200);
    assertThat(tree(response).get("order")).isEqualTo(tree(Samples.orderJson("5")));
    assertThat(tree(response).get("note").asString()).isEqualTo("seen");

    response = http.postJson("/views", "{\"order\":" + Samples.orderJson("6") + ",\"note\":\"n\"}");
    assertThat(response.statusCode()).as(new String(response.body(), StandardCharsets.UTF_8)).isEqualTo(200);
    assertThat(tree(response).get("order")).isEqualTo(tree(Samples.orderJson("6")));

    // a bad message inside the record: a 400 naming the path, as on Boot's route
    response = http.postJson("/views", "{\"order\":{\"totalCents\":\"ten\"}}");
    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(tree(response).get("fieldPath").asString()).isEqualTo("order.totalCents");
  }

  @Test
  void everyJacksonJsonConverterHasProtojsonsModuleOnce() {
    List<JacksonJsonHttpMessageConverter> json = adapter.getMessageConverters().stream()
        .filter(JacksonJsonHttpMessageConverter.class::isInstance).map(JacksonJsonHttpMessageConverter.class::cast)
        .toList();
    assertThat(json).isNotEmpty().allSatisfy(converter -> assertThat(converter.getMapper().registeredModules())
        .filteredOn(ProtoJsonModule.class::isInstance).hasSize(1));
  }

  @Test
  void otherJacksonFormatsRefuseMessagesInsteadOfFailing() throws Exception {
    // Spring's CBOR converter (Jackson 3's CBOR is on the test class path) would write a message as a Java bean
    assertThat(http.get("/orders/4", "Accept", "application/cbor").statusCode()).isEqualTo(406);
    assertThat(http.get("/views/4", "Accept", "application/cbor").statusCode()).isEqualTo(406);
  }

  /** A record holding a message, as an application's view of an order. */
  record OrderView(Order order, String note) {}

  @RestController
  static class ViewController {

    @GetMapping("/views/{id}")
    OrderView view(@PathVariable String id) {
      return new OrderView(Samples.order(id), "seen");
    }

    @PostMapping("/views")
    OrderView echo(@RequestBody OrderView view) {
      return view;
    }
  }

  @SpringBootConfiguration
  @EnableAutoConfiguration
  @EnableWebMvc
  @Import({ ShopController.class, ViewController.class, ProtoJsonWebMvcConfigurer.class })
  static class WebMvcApplication {
  }
}
