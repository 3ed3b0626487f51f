package dev.protojson.spring.jackson;

import dev.protojson.spring.internal.ModuleOrder;
import org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer;
import org.springframework.core.Ordered;
import tools.jackson.databind.json.JsonMapper;

/**
 * Puts protojson's module first among the modules of Boot's {@code JsonMapper}. Jackson consults the module added
 * last first, and Boot adds module beans in the order they were registered, the application's before the
 * auto-configuration's: a module of the application's with its own serializer for a message type (a
 * {@code SimpleModule} writing {@code Money} as {@code "5 EUR"}) would silently lose to protojson's. First, protojson
 * is consulted only for what no other module takes. Ordered after Boot's own customizer, which adds the modules.
 */
final class ModuleFirstCustomizer implements JsonMapperBuilderCustomizer, Ordered {

  @Override
  public void customize(JsonMapper.Builder builder) {
    ModuleOrder.putProtoJsonFirst(builder);
  }

  @Override
  public int getOrder() {
    return Ordered.LOWEST_PRECEDENCE;
  }
}
