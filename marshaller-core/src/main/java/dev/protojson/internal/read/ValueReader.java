package dev.protojson.internal.read;

import tools.jackson.core.JsonParser;

/**
 * Reads one value of a known kind, boxed as protobuf's reflection API holds it: extension fields, which are not
 * part of the generated classes. Chosen once per field.
 */
@FunctionalInterface
public interface ValueReader {

  /** The value at the current token. */
  Object read(JsonParser p);
}
