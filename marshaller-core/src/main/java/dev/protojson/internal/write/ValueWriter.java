package dev.protojson.internal.write;

import tools.jackson.core.JsonGenerator;

/**
 * Writes one value of a known kind, boxed as protobuf holds it: map values (protobuf keeps maps boxed) and
 * extension fields. Chosen once per field, from the table of field kinds.
 */
@FunctionalInterface
public interface ValueWriter {

  void write(JsonGenerator generator, Object value);
}
