package dev.protojson.transcoding.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import dev.protojson.transcoding.PathTemplate;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class RouteTrieTests {

  private final RouteTrie.Builder<String> builder = RouteTrie.builder();

  private RouteTrieTests add(String method, String template) {
    builder.add(method, PathTemplate.parse(template), method + " " + template, "test.Service/" + method + template);
    return this;
  }

  private RouteTrie.Result<String> match(String method, String path) {
    return builder.build().match(method, path);
  }

  private String target(String method, String path) {
    RouteTrie.Result<String> result = match(method, path);
    return result.entry() == null ? null : result.entry().target();
  }

  @Nested
  class Matching {

    @Test
    void literalPaths() {
      add("GET", "/v1/shelves").add("GET", "/v1/books");
      assertThat(target("GET", "/v1/shelves")).isEqualTo("GET /v1/shelves");
      assertThat(target("GET", "/v1/books")).isEqualTo("GET /v1/books");
      assertThat(target("GET", "/v1/shelve")).isNull();
      assertThat(target("GET", "/v1/shelves/")).isNull();
      assertThat(target("GET", "/v1")).isNull();
      assertThat(target("GET", "v1/shelves")).isNull();
      assertThat(target("GET", "")).isNull();
    }

    @Test
    void variablesCaptureTheirSegmentsRaw() {
      add("GET", "/v1/{name=shelves/*/books/*}").add("GET", "/v1/{parent=shelves/*}/books");
      RouteTrie.Result<String> book = match("GET", "/v1/shelves/s%201/books/b1");
      assertThat(book.entry().target()).isEqualTo("GET /v1/{name=shelves/*/books/*}");
      assertThat(book.values()).containsExactly("shelves/s%201/books/b1");
      assertThat(match("GET", "/v1/shelves/7/books").values()).containsExactly("shelves/7");
    }

    @Test
    void aSingleWildcardNeedsANonEmptySegment() {
      add("GET", "/v1/shelves/{shelf}");
      assertThat(target("GET", "/v1/shelves/x")).isNotNull();
      assertThat(target("GET", "/v1/shelves/")).isNull();
    }

    @Test
    void doubleStarTakesZeroOrMoreSegments() {
      add("GET", "/v1/files/{path=**}");
      assertThat(match("GET", "/v1/files/a/b/c.txt").values()).containsExactly("a/b/c.txt");
      assertThat(match("GET", "/v1/files/a").values()).containsExactly("a");
      assertThat(match("GET", "/v1/files").values()).containsExactly("");
      assertThat(match("GET", "/v1/files/").values()).containsExactly("");
      assertThat(match("GET", "/v1/files/a//b/").values()).containsExactly("a//b/");
      assertThat(target("GET", "/v1/filesx")).isNull();
    }

    @Test
    void variablesEndingInDoubleStarTakeTheirLiteralsAndTheRest() {
      add("GET", "/v1/{name=files/**}:download").add("GET", "/v2/{a}/{b=x/**}");
      assertThat(match("GET", "/v1/files/a/b:download").values()).containsExactly("files/a/b");
      assertThat(match("GET", "/v2/1/x/y/z").values()).containsExactly("1", "x/y/z");
      assertThat(match("GET", "/v2/1/x").values()).containsExactly("1", "x");
    }

    @Test
    void literalsAreComparedPercentDecoded() {
      add("GET", "/v1/a%20b/c");
      assertThat(target("GET", "/v1/a%20b/c")).isNotNull();
      assertThat(target("GET", "/v1/a%20b/%63")).isNotNull();
      assertThat(target("GET", "/v1/a b/c")).isNotNull();
      assertThat(target("GET", "/v1/a%2/c")).isNull();
    }

    @Test
    void encodedSlashesDoNotSplitSegments() {
      add("GET", "/v1/{name}").add("GET", "/v1/{a}/{b}");
      assertThat(match("GET", "/v1/a%2Fb").values()).containsExactly("a%2Fb");
      assertThat(match("GET", "/v1/a/b").values()).containsExactly("a", "b");
    }

    @Test
    void literalsAreTriedFirstThenWildcardsThenDoubleStar() {
      // No two of these match the same GET request, so the order decides only which branch is walked first.
      add("GET", "/v1/shelves/{shelf}/books").add("POST", "/v1/{a}/special/x").add("DELETE", "/v1/{rest=**}");
      assertThat(target("GET", "/v1/shelves/1/books")).isEqualTo("GET /v1/shelves/{shelf}/books");
      assertThat(target("POST", "/v1/shelves/special/x")).isEqualTo("POST /v1/{a}/special/x");
      assertThat(target("DELETE", "/v1/shelves/1/books")).isEqualTo("DELETE /v1/{rest=**}");
    }

    @Test
    void backtracksOutOfALiteralBranchThatDoesNotEnd() {
      add("GET", "/v1/shelves/{shelf}/books").add("GET", "/v1/{x}/{y}/authors");
      assertThat(match("GET", "/v1/shelves/1/authors").values()).containsExactly("shelves", "1");
    }
  }

  @Nested
  class Verbs {

    @Test
    void aVerbIsMatchedAfterTheLastSegment() {
      add("POST", "/v1/{name=books/*}:move").add("GET", "/v1/{name=books/*}");
      RouteTrie.Result<String> move = match("POST", "/v1/books/1:move");
      assertThat(move.entry().target()).isEqualTo("POST /v1/{name=books/*}:move");
      assertThat(move.values()).containsExactly("books/1");
      assertThat(match("GET", "/v1/books/1").values()).containsExactly("books/1");
    }

    @Test
    void withoutARouteForTheVerbAndMethodTheColonBelongsToTheValue() {
      add("POST", "/v1/{name=books/*}:move").add("GET", "/v1/{name=books/*}");
      assertThat(match("GET", "/v1/books/1:move").values()).containsExactly("books/1:move");
      assertThat(match("GET", "/v1/books/a:b").values()).containsExactly("books/a:b");
    }

    @Test
    void aVerbRouteWinsOverAVariableHoldingTheColon() {
      add("POST", "/v1/{name=books/*}:move").add("POST", "/v1/{name=books/*}");
      assertThat(target("POST", "/v1/books/1:move")).isEqualTo("POST /v1/{name=books/*}:move");
      assertThat(target("POST", "/v1/books/1:copy")).isEqualTo("POST /v1/{name=books/*}");
    }

    @Test
    void verbsOfLiteralPaths() {
      add("POST", "/v1/books:batchGet").add("GET", "/v1/books");
      assertThat(target("POST", "/v1/books:batchGet")).isEqualTo("POST /v1/books:batchGet");
      assertThat(target("POST", "/v1/books")).isNull();
      assertThat(target("GET", "/v1/books:batchGet")).isNull();
    }

    @Test
    void aVerbAfterDoubleStar() {
      add("GET", "/v1/{path=**}:stat");
      assertThat(match("GET", "/v1/a/b:stat").values()).containsExactly("a/b");
      assertThat(match("GET", "/v1/:stat").values()).containsExactly("");
    }
  }

  @Nested
  class Methods {

    @Test
    void aKnownPathWithAnotherMethodGivesTheAllowedMethods() {
      add("GET", "/v1/books/{id}").add("DELETE", "/v1/books/{id}").add("PATCH", "/v1/{name=books/*}");
      RouteTrie.Result<String> result = match("PUT", "/v1/books/1");
      assertThat(result.entry()).isNull();
      assertThat(result.allowedMethods()).containsExactly("DELETE", "GET", "PATCH");
    }

    @Test
    void anUnknownPathGivesNothing() {
      add("GET", "/v1/books/{id}");
      RouteTrie.Result<String> result = match("GET", "/v1/authors/1");
      assertThat(result.entry()).isNull();
      assertThat(result.allowedMethods()).isEmpty();
    }

    @Test
    void allowedMethodsComeFromVerbAndPlainRoutesThePathMatches() {
      add("POST", "/v1/{name=books/*}:move").add("GET", "/v1/{name=books/*}");
      assertThat(match("DELETE", "/v1/books/1:move").allowedMethods()).containsExactly("GET", "POST");
      assertThat(match("DELETE", "/v1/books/1").allowedMethods()).containsExactly("GET");
    }

    @Test
    void allowedMethodsIncludeDoubleStarRoutesAboveThePath() {
      add("GET", "/v1/a/b").add("PUT", "/v1/{rest=**}");
      assertThat(match("POST", "/v1/a/b").allowedMethods()).containsExactly("GET", "PUT");
    }

    @Test
    void customKindsAndTheWildcardMethod() {
      add("HEAD", "/v1/books").add("*", "/v1/pages/{id}");
      assertThat(target("HEAD", "/v1/books")).isEqualTo("HEAD /v1/books");
      assertThat(target("GET", "/v1/books")).isNull();
      assertThat(target("OPTIONS", "/v1/pages/1")).isEqualTo("* /v1/pages/{id}");
      assertThat(target("GET", "/v1/pages/1")).isEqualTo("* /v1/pages/{id}");
    }

    @Test
    void methodsAreCaseSensitive() {
      add("GET", "/v1/books");
      assertThat(target("get", "/v1/books")).isNull();
      assertThat(match("get", "/v1/books").allowedMethods()).containsExactly("GET");
    }
  }

  @Nested
  class Conflicts {

    private void assertConflict(String message) {
      assertThatIllegalStateException().isThrownBy(builder::build).withMessage(message);
    }

    @Test
    void theSameTemplateTwice() {
      add("GET", "/v1/{name=shelves/*}").add("GET", "/v1/{name=shelves/*}");
      assertConflict("Two HTTP rules can match the same request (GET /v1/shelves/x): GET /v1/{name=shelves/*} of"
          + " test.Service/GET/v1/{name=shelves/*} and GET /v1/{name=shelves/*} of test.Service/GET/v1/{name=shelves/*}");
    }

    @Test
    void differentVariablesOfTheSameShape() {
      add("GET", "/v1/shelves/{shelf}").add("GET", "/v1/{name=shelves/*}");
      assertConflict("Two HTTP rules can match the same request (GET /v1/shelves/x): GET /v1/shelves/{shelf} of"
          + " test.Service/GET/v1/shelves/{shelf} and GET /v1/{name=shelves/*} of test.Service/GET/v1/{name=shelves/*}");
    }

    @Test
    void aLiteralAndAVariableInTheSamePlace() {
      add("GET", "/v1/users/me").add("GET", "/v1/users/{id}");
      assertThatIllegalStateException().isThrownBy(builder::build)
          .withMessageContaining("(GET /v1/users/me)")
          .withMessageContaining("GET /v1/users/me of test.Service/GET/v1/users/me")
          .withMessageContaining("GET /v1/users/{id} of test.Service/GET/v1/users/{id}");
    }

    @Test
    void crossingLiteralsAndVariables() {
      add("GET", "/v1/a/{x}").add("GET", "/v1/{y}/b");
      assertThatIllegalStateException().isThrownBy(builder::build).withMessageContaining("(GET /v1/a/b)");
    }

    @Test
    void doubleStarAgainstEverythingBelowIt() {
      add("GET", "/v1/files/{path=**}").add("GET", "/v1/files/{a}/meta/{b}");
      assertThatIllegalStateException().isThrownBy(builder::build).withMessageContaining("(GET /v1/files/x/meta/x)");
    }

    @Test
    void doubleStarMatchingNoSegment() {
      add("GET", "/v1/files/{path=**}").add("GET", "/v1/files");
      assertThatIllegalStateException().isThrownBy(builder::build).withMessageContaining("(GET /v1/files)");
    }

    @Test
    void twoDoubleStars() {
      add("GET", "/v1/{a=**}").add("GET", "/v1/x/{b=**}");
      assertThatIllegalStateException().isThrownBy(builder::build).withMessageContaining("(GET /v1/x)");
    }

    @Test
    void theWildcardMethodMeetsEveryMethod() {
      add("*", "/v1/{id}").add("DELETE", "/v1/{name}");
      assertThatIllegalStateException().isThrownBy(builder::build)
          .withMessageContaining("(DELETE /v1/x)").withMessageContaining("* /v1/{id}");
    }

    @Test
    void sameVerbs() {
      add("POST", "/v1/{name=books/*}:move").add("POST", "/v1/books/{id}:move");
      assertThatIllegalStateException().isThrownBy(builder::build).withMessageContaining("(POST /v1/books/x:move)");
    }

    @Test
    void noConflictAcrossMethodsVerbsOrDisjointPaths() {
      add("GET", "/v1/{name=shelves/*}").add("DELETE", "/v1/{name=shelves/*}")
          .add("POST", "/v1/{name=shelves/*}:archive").add("POST", "/v1/{name=shelves/*}")
          .add("GET", "/v1/{parent=shelves/*}/books").add("GET", "/v1/{name=shelves/*/books/*}")
          .add("GET", "/v1/files/{path=**}").add("GET", "/v2/files/{path=**}")
          .add("POST", "/v1/{name=shelves/*}:restore").add("GET", "/v1/shelves");
      RouteTrie<String> trie = builder.build();
      assertThat(trie.match("GET", "/v1/shelves").entry().target()).isEqualTo("GET /v1/shelves");
    }

    @Test
    void aVerbRouteAndAPlainRouteNeverConflict() {
      add("POST", "/v1/{name}:move").add("POST", "/v1/{name}");
      assertThat(builder.build().match("POST", "/v1/a:move").entry().target()).isEqualTo("POST /v1/{name}:move");
    }
  }
}
