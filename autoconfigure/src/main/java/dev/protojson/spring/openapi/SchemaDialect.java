package dev.protojson.spring.openapi;

import io.swagger.v3.oas.models.media.ArraySchema;
import io.swagger.v3.oas.models.media.ComposedSchema;
import io.swagger.v3.oas.models.media.JsonSchema;
import io.swagger.v3.oas.models.media.Schema;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds schema objects the way the document's OpenAPI version spells them: 3.1 writes {@code type} from the set
 * of types and says "nullable" with the {@code "null"} type, 3.0 writes the single {@code type} and
 * {@code nullable: true}.
 */
final class SchemaDialect {

  static final String COMPONENT_REF_PREFIX = "#/components/schemas/";

  private final boolean openapi31;

  SchemaDialect(boolean openapi31) {
    this.openapi31 = openapi31;
  }

  Schema<Object> any() {
    return openapi31 ? new JsonSchema() : new Schema<>();
  }

  Schema<Object> typed(String type) {
    Schema<Object> schema = any();
    schema.type(type);
    if (openapi31) {
      schema.addType(type);
    }
    return schema;
  }

  /**
   * An array of {@code items}. In 3.0 an {@code ArraySchema}: springdoc's removal of unreferenced components looks
   * into the items of that class only (in 3.1, of any schema typed "array"), and would remove the components that
   * only an array's items name.
   */
  Schema<Object> array(Schema<Object> items) {
    Schema<Object> array = openapi31 ? typed("array") : new ArraySchema();
    array.items(items);
    return array;
  }

  /** {@code schema}, ready for keywords beside it: in 3.0 a {@code $ref} allows none, so it goes in an allOf. */
  Schema<Object> describable(Schema<Object> schema) {
    return openapi31 || schema.get$ref() == null ? schema : new ComposedSchema().allOf(List.of(schema));
  }

  Schema<Object> ref(String componentName) {
    // A name with dots would not get the prefix from $ref(String): swagger takes it for a relative file
    return any().$ref(COMPONENT_REF_PREFIX + componentName);
  }

  /**
   * Null and nothing else. 3.0 has no null type, and {@code nullable} without a {@code type} allows every value
   * (OpenAPI 3.0.3): there it is the one value of an enum.
   */
  Schema<Object> nullValue() {
    if (openapi31) {
      return typed("null");
    }
    Schema<Object> schema = any();
    schema.nullable(true);
    schema.addEnumItemObject(null);
    return schema;
  }

  /** The same schema that also allows {@code null}. */
  Schema<Object> nullable(Schema<Object> schema) {
    if (schema.getOneOf() != null) {
      // a oneOf has no type for 3.0's nullable to widen
      List<Schema> alternatives = new ArrayList<>(schema.getOneOf());
      alternatives.add(nullValue());
      schema.setOneOf(alternatives);
    } else if (openapi31) {
      schema.addType("null");
    } else {
      schema.nullable(true);
    }
    return schema;
  }
}
