package dev.protojson.spring.slices;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import dev.protojson.MessageMarshaller;
import dev.protojson.spring.http.ProtoJsonHttpMessageConverter;
import dev.protojson.spring.mvc.Samples;
import dev.protojson.spring.mvc.ShopController;
import dev.protojson.spring.test.shop.ShopProto.Order;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.assertj.MockMvcTester;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter;

/** A @WebMvcTest slice loads the protojson auto-configuration: MockMvc requests go through the converter. */
@WebMvcTest(controllers = ShopController.class, properties = "protojson.packages=dev.protojson.spring.test.shop")
@Import(ShopController.class)
class WebMvcSliceTests {

  @Autowired
  MockMvc mvc;

  @Autowired
  MessageMarshaller marshaller;

  @Autowired
  RequestMappingHandlerAdapter adapter;

  @Autowired
  MockMvcTester tester;

  @Test
  void theSliceHasTheMarshallerAndTheConverter() throws Exception {
    assertThat(adapter.getMessageConverters()).filteredOn(ProtoJsonHttpMessageConverter.class::isInstance)
        .hasSize(1);
    // The response is the marshaller bean's output to the byte: the converter MockMvc goes through is built on
    // the bean an application would inject, not on a marshaller of its own.
    String body = mvc.perform(get("/orders/11").accept(MediaType.APPLICATION_JSON)).andExpect(status().isOk())
        .andReturn().getResponse().getContentAsString(StandardCharsets.UTF_8);
    assertThat(body).isEqualTo(marshaller.writeValueAsString(Samples.order("11")));
  }

  @Test
  void mockMvcGetsProto3Json() throws Exception {
    mvc.perform(get("/orders/11").accept(MediaType.APPLICATION_JSON))
        .andExpect(status().isOk())
        .andExpect(content().contentType(MediaType.APPLICATION_JSON))
        .andExpect(content().json(Samples.orderJson("11"), org.springframework.test.json.JsonCompareMode.STRICT));
  }

  @Test
  void mockMvcTesterConvertsTheBodyToTheMessage() {
    // The AssertJ tester reads bodies with the application's server converters, protojson's among them.
    assertThat(tester.get().uri("/orders/11").accept(MediaType.APPLICATION_JSON)).hasStatusOk()
        .bodyJson().convertTo(Order.class).isEqualTo(Samples.order("11"));
  }

  @Test
  void mockMvcBadJsonIsA400WithTheFieldPath() throws Exception {
    mvc.perform(post("/orders").contentType(MediaType.APPLICATION_JSON).content("{\"items\": [{\"quantity\": 1.5}]}"))
        .andExpect(status().isBadRequest())
        .andExpect(jsonPath("$.fieldPath").value("items[0].quantity"));
  }
}
