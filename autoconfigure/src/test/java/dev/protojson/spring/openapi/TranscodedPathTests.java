package dev.protojson.spring.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.transcoding.PathTemplate;
import dev.protojson.transcoding.test.Fields;
import io.swagger.v3.core.converter.ModelConverterContextImpl;
import io.swagger.v3.oas.models.parameters.Parameter;
import org.junit.jupiter.api.Test;

/** How path templates become OpenAPI paths, one parameter per wildcard segment. */
class TranscodedPathTests {

  private static final SchemaOptions OPTIONS = new SchemaOptions(false, false, false, true, false);

  @Test
  void wildcardsAfterALiteralOfTheirVariableTakeItsName() {
    assertPath("/v1/{id=shelves/*/books/*}", "/v1/shelves/{shelves}/books/{books}");
    assertPath("/v1/{id=shelves/*}/books/{snake_case_name}:move", "/v1/shelves/{shelves}/books/{snakeCaseName}:move");
  }

  @Test
  void otherWildcardsOfAVariableTakeItsFieldPathAndRepeatedNamesANumber() {
    assertPath("/v1/{inner.text}/{id=*/*}", "/v1/{inner.text}/{id}/{id_2}");
    assertPath("/v1/{id=things/**}", "/v1/things/{things}");
    assertPath("/v1/{id=**}", "/v1/{id}");
    assertPath("/v1/{id=a/*}/{renamed=a/*}", "/v1/a/{a}/a/{a_2}");
  }

  @Test
  void wildcardsOutsideVariablesAreSegments() {
    assertPath("/v1/*/items/*/{id}/**", "/v1/{segment}/items/{segment_2}/{id}/{segment_3}");
    Parameter segment = of("/v1/*/items").parameters().get(0);
    assertThat(segment.getDescription()).isEqualTo("A path segment that sets no field.");
    assertThat(segment.getSchema().getPattern()).isEqualTo("^[^/]+$");
  }

  @Test
  void aWholeVariableHasItsFieldsSchemaAndAPartIsAString() {
    TranscodedPath path = of("/v1/{i64}/{id=ids/*}/{renamed=**}");
    assertThat(path.parameters()).extracting(Parameter::getName).containsExactly("i64", "ids", "otherName");
    assertThat(path.parameters().get(0).getSchema().getFormat()).isEqualTo("int64");
    assertThat(path.parameters().get(1).getSchema().getPattern()).isEqualTo("^[^/]+$");
    assertThat(path.parameters().get(1).getDescription())
        .isEqualTo("One path segment. It is part of the request field `id`: `ids/{ids}`.");
    assertThat(path.parameters().get(2).getSchema().getPattern()).isNull();
    assertThat(path.fieldPaths()).containsExactlyInAnyOrder("i64", "id", "renamed");
  }

  private static void assertPath(String template, String expected) {
    TranscodedPath path = of(template);
    assertThat(path.path()).as(template).isEqualTo(expected);
    assertThat(path.parameters()).allMatch(parameter -> parameter.getIn().equals("path") && parameter.getRequired());
  }

  private static TranscodedPath of(String template) {
    ModelConverterContextImpl context = new ModelConverterContextImpl(new MessageModelConverter(OPTIONS));
    return TranscodedPath.of(PathTemplate.parse(template), Fields.getDescriptor(),
        new MessageSchemas(OPTIONS, context), new SchemaDialect(true));
  }
}
