package dev.protojson.demo;

import static dev.protojson.demo.DemoClient.JSON;
import static dev.protojson.demo.DemoClient.PROTOBUF;
import static dev.protojson.demo.DemoClient.contentType;
import static dev.protojson.demo.DemoClient.tree;
import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.demo.github.SearchRepositoriesResponse;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;

class RepositorySearchEndpointTests extends RunningDemo {

  /** RFC 3339 in the form proto3 JSON writes: UTC with Z, and 0, 3, 6 or 9 fractional digits. */
  private static final Pattern RFC_3339_UTC =
      Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3}|\\.\\d{6}|\\.\\d{9})?Z");

  @Test
  void thirtyRepositoriesByDefaultInProto3Json() {
    HttpResponse<byte[]> response = client.get("/search/repositories?q=protobuf");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(contentType(response)).startsWith(JSON);
    JsonNode body = tree(response);
    assertThat(body.get("items")).hasSize(30);
    assertThat(body.get("totalCount").isString()).as("int64 is a JSON string").isTrue();
    assertThat(Long.parseLong(body.get("totalCount").stringValue()))
        .isEqualTo(generator.search("protobuf", 30).getTotalCount());
  }

  @Test
  void repositoriesCarryGitHubsFieldsInProto3JsonForm() {
    JsonNode items = tree(client.get("/search/repositories?q=json&per_page=100")).get("items");

    assertThat(items).hasSize(100);
    for (JsonNode item : items) {
      assertThat(item.get("id").isString()).as("int64 id as string: %s", item).isTrue();
      assertThat(Long.parseLong(item.get("id").stringValue())).isPositive();
      assertThat(item.get("fullName").stringValue()).endsWith("/" + item.get("name").stringValue());
      assertThat(item.get("owner").get("id").isString()).isTrue();
      assertThat(item.get("owner").get("login").stringValue()).isNotEmpty();
      assertThat(item.get("score").isNumber()).as("double score is a JSON number").isTrue();
      assertThat(item.get("score").doubleValue()).isPositive();
      for (String time : List.of("createdAt", "updatedAt", "pushedAt")) {
        String value = item.get(time).stringValue();
        assertThat(value).as(time).matches(RFC_3339_UTC);
        assertThat(Instant.parse(value)).isAfter(Instant.parse("2008-12-31T23:59:59Z"));
      }
      // false and 0 are field defaults, so proto3 JSON leaves them out.
      assertThat(item.has("private")).isFalse();
      assertThat(item.get("visibility").stringValue()).isEqualTo("public");
    }
    // Nullable strings are StringValue wrappers: present as plain strings when set, absent when not.
    assertThat(present(items, "description")).isStrictlyBetween(0, 100);
    assertThat(present(items, "homepage")).isStrictlyBetween(0, 100);
    assertThat(present(items, "language")).isStrictlyBetween(0, 100);
    assertThat(present(items, "license")).isStrictlyBetween(0, 100);
    assertThat(present(items, "topics")).isStrictlyBetween(0, 100);
    for (JsonNode item : items) {
      if (item.has("description")) {
        assertThat(item.get("description").isString()).isTrue();
      }
      if (item.has("topics")) {
        assertThat(item.get("topics").isArray()).isTrue();
      }
      if (item.has("license")) {
        assertThat(item.get("license").propertyNames()).contains("key", "name", "spdxId", "nodeId");
      }
    }
  }

  @Test
  void sameQuerySameAnswer() {
    HttpResponse<byte[]> first = client.get("/search/repositories?q=spring%20boot&per_page=50");
    HttpResponse<byte[]> second = client.get("/search/repositories?q=spring%20boot&per_page=50");

    assertThat(first.statusCode()).isEqualTo(200);
    assertThat(second.body()).isEqualTo(first.body());
  }

  @Test
  void binaryWhenAsked() throws Exception {
    HttpResponse<byte[]> response = client.get("/search/repositories?q=grpc&per_page=12", PROTOBUF);

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(contentType(response)).startsWith(PROTOBUF);
    SearchRepositoriesResponse parsed = SearchRepositoriesResponse.parseFrom(response.body());
    assertThat(parsed).isEqualTo(generator.search("grpc", 12));
    assertThat(parsed.getItemsCount()).isEqualTo(12);
  }

  @ParameterizedTest
  @ValueSource(strings = {"0", "101", "-5"})
  void perPageOutsideOneToAHundredIsABadRequest(String perPage) {
    HttpResponse<byte[]> response = client.get("/search/repositories?q=json&per_page=" + perPage);

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(tree(response).get("detail").stringValue())
        .isEqualTo("per_page must be between 1 and 100, was " + perPage);
  }

  @Test
  void missingQueryIsABadRequest() {
    HttpResponse<byte[]> response = client.get("/search/repositories");

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(tree(response).get("detail").stringValue()).contains("q");
  }

  @Test
  void blankQueryIsABadRequest() {
    HttpResponse<byte[]> response = client.get("/search/repositories?q=%20%20");

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(tree(response).get("detail").stringValue()).isEqualTo("q must not be blank");
  }

  private static int present(JsonNode items, String field) {
    List<JsonNode> with = new ArrayList<>();
    items.forEach(item -> {
      if (item.has(field)) {
        with.add(item);
      }
    });
    return with.size();
  }
}
