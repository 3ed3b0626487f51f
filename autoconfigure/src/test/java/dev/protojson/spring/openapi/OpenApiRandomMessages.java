package dev.protojson.spring.openapi;

import dev.protojson.spring.test.openapi.Kinds;
import dev.protojson.spring.test.openapi.other.Address;
import dev.protojson.testing.RandomMessages;

/**
 * The core's random messages, with Any fields holding the OpenAPI test messages and the well-known types, and
 * declared enum values only: an unknown number of an open enum is written as a number, which the schema's list of
 * names does not allow (a documented limit of the document).
 */
final class OpenApiRandomMessages {

  private OpenApiRandomMessages() {}

  static RandomMessages of(long seed, int maxDepth) {
    return new RandomMessages(seed, maxDepth, RandomMessages.JSON_DEPTH,
        RandomMessages.payloads(Kinds.Address.getDefaultInstance(), Address.getDefaultInstance()))
        .declaredEnumValuesOnly();
  }
}
