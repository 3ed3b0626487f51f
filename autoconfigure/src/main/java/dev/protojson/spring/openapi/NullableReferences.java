package dev.protojson.spring.openapi;

import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.SpecVersion;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.parameters.Parameter;
import io.swagger.v3.oas.models.responses.ApiResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springdoc.core.customizers.OpenApiCustomizer;

/**
 * Mends what swagger-core writes in OpenAPI 3.1 for {@code @Schema(nullable = true)} on a property that refers to
 * a component (a message, an enum): {@code {"type": "null", "$ref": ...}}, where both apply, so that nothing but a
 * value that is null and the referenced schema at once fits; neither the value nor null does. It becomes
 * {@code {"anyOf": [{"$ref": ...}, {"type": "null"}]}} with the property's description and the like beside it.
 */
final class NullableReferences implements OpenApiCustomizer {

  @Override
  public void customise(OpenAPI openApi) {
    if (openApi.getSpecVersion() != SpecVersion.V31) {
      return;
    }
    if (openApi.getComponents() != null && openApi.getComponents().getSchemas() != null) {
      openApi.getComponents().getSchemas().replaceAll((name, schema) -> mended(schema));
    }
    if (openApi.getPaths() != null) {
      for (PathItem path : openApi.getPaths().values()) {
        for (Operation operation : path.readOperations()) {
          mend(operation);
        }
      }
    }
  }

  private void mend(Operation operation) {
    if (operation.getParameters() != null) {
      for (Parameter parameter : operation.getParameters()) {
        parameter.setSchema(mended(parameter.getSchema()));
        mend(parameter.getContent());
      }
    }
    if (operation.getRequestBody() != null) {
      mend(operation.getRequestBody().getContent());
    }
    if (operation.getResponses() != null) {
      for (ApiResponse response : operation.getResponses().values()) {
        mend(response.getContent());
      }
    }
  }

  private void mend(Content content) {
    if (content != null) {
      for (MediaType media : content.values()) {
        media.setSchema(mended(media.getSchema()));
      }
    }
  }

  /** {@code schema} mended, and everything inside it. */
  @SuppressWarnings({"rawtypes", "unchecked"})
  private Schema mended(Schema schema) {
    if (schema == null) {
      return null;
    }
    Map<String, Schema> properties = schema.getProperties();
    if (properties != null) {
      properties.replaceAll((name, property) -> mended(property));
    }
    schema.setItems(mended(schema.getItems()));
    if (schema.getAdditionalProperties() instanceof Schema additional) {
      schema.setAdditionalProperties(mended(additional));
    }
    schema.setAllOf(mended(schema.getAllOf()));
    schema.setAnyOf(mended(schema.getAnyOf()));
    schema.setOneOf(mended(schema.getOneOf()));
    schema.setPrefixItems(mended(schema.getPrefixItems()));
    Set<String> types = schema.getTypes();
    if (schema.get$ref() == null || types == null || !types.contains("null")) {
      return schema;
    }
    SchemaDialect dialect = new SchemaDialect(true);
    Schema reference = dialect.any();
    reference.set$ref(schema.get$ref());
    Schema alternatives = dialect.any().anyOf(List.of(reference, dialect.typed("null")));
    alternatives.setDescription(schema.getDescription());
    alternatives.setTitle(schema.getTitle());
    alternatives.setDeprecated(schema.getDeprecated());
    alternatives.setReadOnly(schema.getReadOnly());
    alternatives.setWriteOnly(schema.getWriteOnly());
    if (schema.getExample() != null) {
      alternatives.setExample(schema.getExample());
    }
    alternatives.setExamples(schema.getExamples());
    return alternatives;
  }

  @SuppressWarnings("rawtypes")
  private List<Schema> mended(List<Schema> schemas) {
    if (schemas == null) {
      return null;
    }
    List<Schema> mended = new ArrayList<>(schemas.size());
    for (Schema schema : schemas) {
      mended.add(mended(schema));
    }
    return mended;
  }
}
