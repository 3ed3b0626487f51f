package dev.protojson.spring.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;
import dev.protojson.MessageMarshaller;
import dev.protojson.spring.test.rules.Order;
import jakarta.validation.Valid;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * The protovalidate rules in the document agree with the server that enforces them: random orders that keep every
 * rule are accepted by both, and an order that breaks one rule the schema shows is rejected by both, the server
 * naming the rule. {@code -Dprotojson.seed=N} repeats a run.
 */
abstract class ValidationRuleSchemaCases extends ServedApiDocs {

  static final String ORDER = "protojson.spring.test.rules.Order";
  static final String ADDRESS = "protojson.spring.test.rules.Address";
  static final String PACKAGES = "protojson.packages=dev.protojson.spring.test.rules";

  private static final long SEED = Long.getLong("protojson.seed", System.nanoTime());
  private static final int CASES = 200;
  private static final int BREACHES_EACH = 5;

  @Autowired
  MessageMarshaller marshaller;

  /** The order's schema as a validator, in the document's OpenAPI version. */
  abstract JsonSchema orderSchema();

  abstract boolean openapi31();

  @Test
  void randomValidOrdersAreAcceptedByTheServerAndTheSchema() throws Exception {
    RuleOrders orders = new RuleOrders(SEED);
    JsonSchema schema = orderSchema();
    LocalRoutes routes = new LocalRoutes(port);
    for (int i = 0; i < CASES; i++) {
      String json = marshaller.writeValueAsString(orders.valid());
      HttpResponse<String> response = post(routes, json);
      assertThat(response.statusCode()).as("case %d of seed %d: %s -> %s", i, SEED, json, response.body())
          .isEqualTo(200);
      assertThat(schema.validate(ApiDocs.JSON.readTree(json))).as("case %d of seed %d: %s", i, SEED, json)
          .isEmpty();
    }
  }

  @Test
  void anOrderBreakingOneRuleIsRejectedByTheServerAndByTheSchemaWhereItShowsTheRule() throws Exception {
    RuleOrders orders = new RuleOrders(SEED + 1);
    JsonSchema schema = orderSchema();
    LocalRoutes routes = new LocalRoutes(port);
    List<RuleOrders.Breach> breaches = RuleOrders.breaches();
    assertThat(breaches.stream().filter(breach -> breach.shownIn(openapi31()))).hasSizeGreaterThan(35);
    for (RuleOrders.Breach breach : breaches) {
      for (int i = 0; i < BREACHES_EACH; i++) {
        Order.Builder order = orders.valid().toBuilder();
        breach.breaking().accept(order);
        String json = marshaller.writeValueAsString(order.build());
        String what = breach.name() + " (seed " + SEED + "): " + json;
        HttpResponse<String> response = post(routes, json);
        assertThat(response.statusCode()).as(what + " -> " + response.body()).isEqualTo(400);
        assertThat(rules(response)).as(what).containsExactly(breach.rule());
        boolean schemaRejects = !schema.validate(ApiDocs.JSON.readTree(json)).isEmpty();
        // a rule the schema only describes is the server's alone: the schema lets the order through
        assertThat(schemaRejects).as("the schema's verdict on " + what).isEqualTo(breach.shownIn(openapi31()));
      }
    }
  }

  private static HttpResponse<String> post(LocalRoutes routes, String json) throws Exception {
    return routes.send(routes.request("/rule-orders").header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(json)));
  }

  private static List<String> rules(HttpResponse<String> response) throws Exception {
    List<String> rules = new ArrayList<>();
    for (JsonNode violation : ApiDocs.JSON.readTree(response.body()).path("violations")) {
      rules.add(violation.path("rule").asText());
    }
    return rules;
  }

  /** springdoc, protovalidate and a controller that takes a validated order. */
  @Configuration(proxyBeanMethods = false)
  @EnableAutoConfiguration
  static class Routes {

    @Bean
    OrderController orderController() {
      return new OrderController();
    }
  }

  @RestController
  static class OrderController {

    @PostMapping("/rule-orders")
    Order order(@Valid @RequestBody Order order) {
      return order;
    }
  }
}
