package dev.protojson.spring.openapi;

import dev.protojson.MessageMarshaller;

/**
 * What of the marshaller's options and of the OpenAPI version shapes a schema. The options are the marshaller's
 * own, so that those set in code (a customizer, or the application's own marshaller bean) count as much as the
 * {@code protojson.*} properties.
 *
 * @param protoFieldNames properties named as in the .proto file instead of by their JSON names
 * @param enumsAsInts enum values written as numbers
 * @param ignoreUnknownFields readers skip unknown members, so no object may be declared closed
 * @param openapi31 OpenAPI 3.1 (JSON Schema 2020-12: {@code type} arrays, {@code propertyNames}) rather than 3.0
 * @param validationRules protovalidate is on the class path: the schemas show the {@code buf.validate} rules
 */
record SchemaOptions(boolean protoFieldNames, boolean enumsAsInts, boolean ignoreUnknownFields, boolean openapi31,
    boolean validationRules) {

  static SchemaOptions of(MessageMarshaller marshaller, boolean openapi31, boolean validationRules) {
    return new SchemaOptions(marshaller.isPreservingProtoFieldNames(), marshaller.isPrintingEnumsAsInts(),
        marshaller.isIgnoringUnknownFields(), openapi31, validationRules);
  }
}
