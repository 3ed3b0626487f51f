package dev.protojson.spring.web;

import static dev.protojson.spring.web.RawHttp.tree;
import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.ProtobufJacksonHttpMessageConverter;
import dev.protojson.spring.ProtojsonWebMvcConfigurer;
import java.net.http.HttpResponse;
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

    assertThat(converters).filteredOn(ProtobufJacksonHttpMessageConverter.class::isInstance).hasSize(1);
    int ours = converters.indexOf(converters.stream()
        .filter(ProtobufJacksonHttpMessageConverter.class::isInstance).findFirst().orElseThrow());
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

  @SpringBootConfiguration
  @EnableAutoConfiguration
  @EnableWebMvc
  @Import({ ShopController.class, ProtojsonWebMvcConfigurer.class })
  static class WebMvcApplication {
  }
}
