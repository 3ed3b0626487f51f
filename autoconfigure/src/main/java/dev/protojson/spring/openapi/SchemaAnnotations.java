package dev.protojson.spring.openapi;

import io.swagger.v3.core.converter.AnnotatedType;
import io.swagger.v3.oas.models.media.ComposedSchema;
import io.swagger.v3.oas.models.media.Schema;
import java.lang.annotation.Annotation;
import java.util.List;

/**
 * What an application's {@code @Schema} on a property holding a message, enum or well-known type says about the
 * property (its description, example, title, deprecation, access, nullability), laid over the schema protojson
 * makes for the type: swagger-core leaves that to the converter that makes the schema. A {@code $ref} in OpenAPI
 * 3.0 allows nothing beside it, so there it is wrapped in an {@code allOf} that carries them.
 */
final class SchemaAnnotations {

  private final boolean openapi31;

  SchemaAnnotations(boolean openapi31) {
    this.openapi31 = openapi31;
  }

  /** The {@code @Schema} among {@code type}'s annotations (a property's), or null. */
  static io.swagger.v3.oas.annotations.media.Schema of(AnnotatedType type) {
    Annotation[] annotations = type.getCtxAnnotations();
    if (annotations == null) {
      return null;
    }
    for (Annotation annotation : annotations) {
      if (annotation instanceof io.swagger.v3.oas.annotations.media.Schema schema) {
        return schema;
      }
    }
    return null;
  }

  /** {@code schema} (made for this property alone) with what {@code annotation} says; null stays null. */
  @SuppressWarnings({"rawtypes", "unchecked"})
  Schema apply(Schema schema, io.swagger.v3.oas.annotations.media.Schema annotation) {
    if (schema == null || !saysAnything(annotation)) {
      return schema;
    }
    Schema target = schema;
    if (schema.get$ref() != null && !openapi31) {
      target = new ComposedSchema().allOf(List.of(schema));
    }
    if (!annotation.description().isEmpty()) {
      target.setDescription(annotation.description());
    }
    if (!annotation.title().isEmpty()) {
      target.setTitle(annotation.title());
    }
    if (!annotation.example().isEmpty()) {
      target.setExample(annotation.example());
    }
    if (annotation.deprecated()) {
      target.setDeprecated(true);
    }
    if (annotation.accessMode() == io.swagger.v3.oas.annotations.media.Schema.AccessMode.READ_ONLY) {
      target.setReadOnly(true);
    } else if (annotation.accessMode() == io.swagger.v3.oas.annotations.media.Schema.AccessMode.WRITE_ONLY) {
      target.setWriteOnly(true);
    }
    if (annotation.nullable() && !openapi31) {
      target.setNullable(true);
    }
    return target;
  }

  private static boolean saysAnything(io.swagger.v3.oas.annotations.media.Schema annotation) {
    return !annotation.description().isEmpty() || !annotation.title().isEmpty() || !annotation.example().isEmpty()
        || annotation.deprecated() || annotation.nullable()
        || annotation.accessMode() != io.swagger.v3.oas.annotations.media.Schema.AccessMode.AUTO;
  }
}
