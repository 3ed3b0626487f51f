package dev.protojson.spring.grpc;

import dev.protojson.transcoding.TranscodingRules;

/**
 * Callback to add, replace or remove the HTTP rules of gRPC methods by their full name, for services whose
 * {@code .proto} files cannot be edited. Customizers run in {@link org.springframework.core.Ordered order} on rules
 * whose auto-mapping is already set from {@code protojson.transcoding.auto-mapping}.
 *
 * <pre>{@code
 * @Bean
 * TranscodingRulesCustomizer inventoryRules() {
 *   return rules -> rules.add("acme.Inventory/GetItem", HttpRule.newBuilder().setGet("/v1/items/{id}").build());
 * }
 * }</pre>
 */
@FunctionalInterface
public interface TranscodingRulesCustomizer {

  /** Customizes {@code rules}. */
  void customize(TranscodingRules rules);
}
