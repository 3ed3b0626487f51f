package dev.protojson.transcoding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import dev.protojson.transcoding.PathTemplate.Variable;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class PathTemplateTests {

  @Test
  void literalsOnly() {
    PathTemplate template = PathTemplate.parse("/v1/shelves");
    assertThat(template.segments()).containsExactly("v1", "shelves");
    assertThat(template.variables()).isEmpty();
    assertThat(template.verb()).isEmpty();
    assertThat(template).hasToString("/v1/shelves");
  }

  @Test
  void singleSegmentVariableIsAStar() {
    PathTemplate template = PathTemplate.parse("/v1/shelves/{shelf}");
    assertThat(template.segments()).containsExactly("v1", "shelves", "*");
    assertThat(template.variables()).containsExactly(new Variable("shelf", 2, 3));
  }

  @Test
  void variableWithASubTemplateSpansItsSegments() {
    PathTemplate template = PathTemplate.parse("/v1/{name=shelves/*/books/*}");
    assertThat(template.segments()).containsExactly("v1", "shelves", "*", "books", "*");
    assertThat(template.variables()).containsExactly(new Variable("name", 1, 5));
  }

  @Test
  void nestedFieldPaths() {
    PathTemplate template = PathTemplate.parse("/v1/{book.name=shelves/*/books/*}/{book.author.id}");
    assertThat(template.variables()).extracting(Variable::fieldPath).containsExactly("book.name", "book.author.id");
    assertThat(template.variables().get(1)).isEqualTo(new Variable("book.author.id", 5, 6));
  }

  @Test
  void customVerb() {
    PathTemplate template = PathTemplate.parse("/v1/{name=shelves/*/books/*}:move");
    assertThat(template.verb()).contains("move");
    assertThat(template.segments()).containsExactly("v1", "shelves", "*", "books", "*");
  }

  @Test
  void doubleStarLastAndBeforeTheVerb() {
    assertThat(PathTemplate.parse("/v1/files/{path=**}").segments()).containsExactly("v1", "files", "**");
    assertThat(PathTemplate.parse("/v1/files/{path=**}").variables()).containsExactly(new Variable("path", 2, 3));
    assertThat(PathTemplate.parse("/v1/{name=files/**}:download").verb()).contains("download");
    assertThat(PathTemplate.parse("/**").segments()).containsExactly("**");
    assertThat(PathTemplate.parse("/v1/*/x/**").variables()).isEmpty();
  }

  @Test
  void wildcardsOutsideVariablesBindNothing() {
    PathTemplate template = PathTemplate.parse("/v1/*/{id}");
    assertThat(template.segments()).containsExactly("v1", "*", "*");
    assertThat(template.variables()).containsExactly(new Variable("id", 2, 3));
  }

  @Test
  void literalsMayHoldPercentEncodingAndSubDelimiters() {
    assertThat(PathTemplate.parse("/a%20b/c-d.e_f~g/h!$&'()+,;=@").segments())
        .containsExactly("a%20b", "c-d.e_f~g", "h!$&'()+,;=@");
  }

  @Test
  void autoMappedMethodPathsAreTemplates() {
    assertThat(PathTemplate.parse("/acme.v1.Library/GetBook").segments())
        .containsExactly("acme.v1.Library", "GetBook");
  }

  @Test
  void equalityIsByText() {
    assertThat(PathTemplate.parse("/v1/{a}")).isEqualTo(PathTemplate.parse("/v1/{a}"))
        .hasSameHashCodeAs(PathTemplate.parse("/v1/{a}"))
        .isNotEqualTo(PathTemplate.parse("/v1/{b}"));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
      v1/shelves                  | 1  | a template starts with '/'
      ""                          | 1  | a template starts with '/'
      /                           | 2  | expected a segment at the end
      /v1/                        | 4  | a template does not end with '/'
      /v1//x                      | 5  | expected a segment, found '/'
      /v1/{name                   | 10 | the variable opened at position 5 is not closed
      /v1/{name=shelves/*         | 20 | the variable opened at position 5 is not closed
      /v1/{name=a/{b}}            | 13 | a variable cannot hold another variable
      /v1/{}                      | 6  | expected a field name
      /v1/{1a}                    | 6  | expected a field name
      /v1/{a.}                    | 8  | expected a field name
      /v1/{a}/{a}                 | 9  | the field path a is bound twice
      /v1/**/x                    | 8  | '**' must be the last segment
      /v1/{p=**}/x                | 12 | '**' must be the last segment
      /v1/**/**                   | 8  | '**' must be the last segment
      /v1/a*                      | 6  | unexpected '*'
      /v1/*a                      | 6  | '*' and '**' are whole segments
      /v1/***                     | 7  | '*' and '**' are whole segments
      /v1/x:                      | 7  | expected the custom verb at the end
      /v1/x:a/b                   | 8  | unexpected '/'
      /v1/x:move:again            | 11 | unexpected ':'
      /v1/a%2                     | 6  | '%' starts a percent-encoded octet of two hexadecimal digits
      /v1/a%zz                    | 6  | '%' starts a percent-encoded octet of two hexadecimal digits
      /v1/a b                     | 6  | unexpected ' '
      /v1/{name=}                 | 11 | expected a segment, found '}'
      /v1/{name:x}                | 10 | expected '}' to close the variable opened at position 5
      /v1/x?y                     | 6  | unexpected '?'
      """)
  void malformedTemplatesAreRefusedWithTheTemplateAndThePosition(String template, int position, String problem) {
    assertThatIllegalArgumentException().isThrownBy(() -> PathTemplate.parse(template))
        .withMessage("Invalid path template \"" + template + "\" at position " + position + ": " + problem);
  }

  @Test
  void segmentsAndVariablesAreImmutable() {
    PathTemplate template = PathTemplate.parse("/v1/{a}");
    List<String> segments = template.segments();
    assertThat(segments).isUnmodifiable();
    assertThat(template.variables()).isUnmodifiable();
  }
}
