package dev.protojson.spring.jackson;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.ProtoJsonAutoConfiguration;
import dev.protojson.spring.jackson.ProtoJsonJacksonAutoConfiguration;
import dev.protojson.spring.test.shop.ShopProto.Order;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.data.domain.PageImpl;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.web.PagedModel;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;

/**
 * Spring Data's pages of messages, as a controller returns them, written by Boot's {@code JsonMapper}: the page is
 * Jackson's, each message in it protojson's.
 */
class SpringDataPagesTests {

  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(ProtoJsonAutoConfiguration.class,
          ProtoJsonJacksonAutoConfiguration.class, JacksonAutoConfiguration.class))
      .withPropertyValues("protojson.packages=dev.protojson.spring.test.shop");

  private static final List<Order> ORDERS = List.of(OrderViews.order("1"), OrderViews.order("2"));

  @Test
  void aPagedModelOfMessagesHoldsTheirProto3Json() {
    runner.run(context -> {
      JsonMapper mapper = context.getBean(JsonMapper.class);
      JsonNode page = mapper.readTree(mapper.writeValueAsString(
          new PagedModel<>(new PageImpl<>(ORDERS, PageRequest.of(1, 2), 7))));

      assertThat(page.get("content")).isEqualTo(expectedContent());
      assertThat(page.get("page").get("size").asInt()).isEqualTo(2);
      assertThat(page.get("page").get("number").asInt()).isEqualTo(1);
      assertThat(page.get("page").get("totalElements").asLong()).isEqualTo(7);
      assertThat(page.get("page").get("totalPages").asInt()).isEqualTo(4);
    });
  }

  @Test
  void aPageOfMessagesHoldsTheirProto3Json() {
    runner.run(context -> {
      JsonMapper mapper = context.getBean(JsonMapper.class);
      JsonNode page = mapper.readTree(mapper.writeValueAsString(new PageImpl<>(ORDERS, PageRequest.of(0, 2), 2)));

      assertThat(page.get("content")).isEqualTo(expectedContent());
      assertThat(page.get("totalElements").asLong()).isEqualTo(2);
    });
  }

  private static ArrayNode expectedContent() {
    ArrayNode content = JsonMapper.builder().build().createArrayNode();
    ORDERS.forEach(order -> content.add(NestedMessagesWebApplicationTests.jsonFormat(order)));
    return content;
  }
}
