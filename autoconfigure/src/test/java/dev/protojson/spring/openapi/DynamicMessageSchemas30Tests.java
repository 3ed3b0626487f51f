package dev.protojson.spring.openapi;

import dev.protojson.spring.DynamicOrders;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** {@code DynamicMessage}s named by {@code @ProtoType} in OpenAPI 3.0. */
@SpringBootTest(classes = DynamicMessageSchemaCases.DynamicOrdersApplication.class,
    webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { DynamicOrders.DESCRIPTOR_SETS, "springdoc.api-docs.version=openapi_3_0" })
class DynamicMessageSchemas30Tests extends DynamicMessageSchemaCases {

  @Override
  boolean openapi31() {
    return false;
  }
}
