package dev.protojson.spring.openapi;

import dev.protojson.spring.ProtojsonProperties;
import dev.protojson.spring.ProtojsonProperties.FieldNames;

/**
 * What of the {@code protojson.*} options and of the OpenAPI version shapes a schema.
 *
 * @param protoFieldNames properties named as in the .proto file instead of by their JSON names
 * @param enumsAsInts enum values written as numbers
 * @param ignoreUnknownFields readers skip unknown members, so no object may be declared closed
 * @param openapi31 OpenAPI 3.1 (JSON Schema 2020-12: {@code type} arrays, {@code propertyNames}) rather than 3.0
 */
record SchemaOptions(boolean protoFieldNames, boolean enumsAsInts, boolean ignoreUnknownFields, boolean openapi31) {

  static SchemaOptions of(ProtojsonProperties properties, boolean openapi31) {
    return new SchemaOptions(properties.getFieldNames() == FieldNames.PROTO, properties.isEnumsAsInts(),
        properties.isIgnoreUnknownFields(), openapi31);
  }
}
