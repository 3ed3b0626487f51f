package dev.protojson.spring.openapi;

import static dev.protojson.spring.openapi.OpenApiDocumentTests.assertJson;
import static dev.protojson.spring.openapi.TranscodedOperationsTests.names;
import static dev.protojson.spring.openapi.TranscodedOperationsTests.parameter;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.api.CustomHttpPattern;
import com.google.api.HttpRule;
import dev.protojson.spring.grpc.TranscodingRulesCustomizer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/**
 * The transcoded operations under protojson's naming and enum options, in OpenAPI 3.0, with rules from
 * configuration, auto-mapping, paths excluded by springdoc's property, and a controller that has one of the routes'
 * paths.
 */
@SpringBootTest(classes = {TranscodedLibraryApplication.class, TranscodedOperationsOptionsTests.Extras.class},
    webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = {"spring.grpc.server.port=0", "protojson.field-names=proto", "protojson.enums-as-ints=true",
        "springdoc.api-docs.version=openapi_3_0", "protojson.transcoding.auto-mapping=true",
        "springdoc.paths-to-exclude=/v1/files/**,/v1/respond/**"})
class TranscodedOperationsOptionsTests extends ServedApiDocs {

  private static final String LIBRARY = "protojson.transcoding.test.Library";

  @Test
  void theDocumentIsValidOpenApi30() {
    assertThat(docs.document().path("openapi").asText()).startsWith("3.0");
    assertThat(new DocumentRules(docs).violations(false)).isEmpty();
  }

  @Test
  void parametersHaveProtoNamesAndEnumsTheirNumbers() {
    assertThat(names(docs.operation("get", "/v1/shelves"), "query")).containsExactly("page_size", "page_token",
        "filter");
    assertThat(docs.document().path("paths").has("/v1/typed/{i64}/{color}/{flag}/{w_i32}/{db}/{data}")).isTrue();
    assertThat(docs.document().path("paths").has("/v1/fields/{inner.text}/inner/{inner.number}")).isTrue();
    assertJson(docs.component("protojson.transcoding.test.Color"),
        "{'type':'integer','format':'int32','enum':[0,1,2]}");
    var get = docs.operation("get", "/v1/fields/{id}");
    assertThat(names(get, "query")).contains("renamed", "snake_case_name", "w_i64", "inner.words",
        "choice_inner.text", "attachment.content_type");
    assertJson(parameter(get, "w_i64").path("schema"), OpenApiDocumentTests.INT64);
    assertJson(parameter(get, "numbers").path("schema"), "{'type':'array','items':" + OpenApiDocumentTests.INT32
        + "}");
  }

  @Test
  void everyQueryParameterAsDocumentedWithProtoNamesAndEnumNumbersIsAccepted() throws Exception {
    TranscodedOperationsTests.assertEveryQueryParameterIsAccepted(docs, port);
  }

  @Test
  void springdocsPathsToExcludeLeaveRoutesOut() {
    assertThat(docs.document().path("paths").properties()).noneMatch(path -> path.getKey().startsWith("/v1/files/")
        || path.getKey().startsWith("/v1/respond/"));
    assertThat(docs.document().path("paths").has("/v1/fields/{id}")).isTrue();
  }

  @Test
  void aPathTheApplicationsControllerHasStaysItsOwn() throws Exception {
    var shelves = docs.document().path("paths").path("/v1/shelves/{id}");
    assertThat(shelves.has("get")).isTrue();
    assertThat(shelves.path("get").path("tags").path(0).asText()).isNotEqualTo(LIBRARY);
    assertThat(shelves.has("delete")).isFalse();
    assertThat(docs.document().path("paths").has("/v1/shelves/{shelves}")).isFalse();
    // as served: the controller answers GET, and Spring MVC refuses the transcoded DELETE on its path
    assertThat(send("GET", "/v1/shelves/1").body()).isEqualTo("controller 1");
    assertThat(send("DELETE", "/v1/shelves/1").statusCode()).isEqualTo(405);
  }

  @Test
  void configuredRulesAndAutoMappingAreOperations() throws Exception {
    assertThat(docs.operation("head", "/v1/shelves/{shelves}/head").path("operationId").asText())
        .isEqualTo("Library_GetShelf");
    assertThat(docs.document().path("paths").has("/v1/shelves/{shelves}/purge")).isFalse();
    var any = docs.document().path("paths").path("/v1/any/{name}");
    List<String> ids = new ArrayList<>();
    any.forEach(operation -> ids.add(operation.path("operationId").asText()));
    assertThat(ids).containsExactlyInAnyOrder("Library_GetShelf_2", "Library_GetShelf_3", "Library_GetShelf_4",
        "Library_GetShelf_5", "Library_GetShelf_6", "Library_GetShelf_7", "Library_GetShelf_8",
        "Library_GetShelf_9");
    var ping = docs.operation("post", "/" + LIBRARY + "/Ping");
    assertThat(ping.path("operationId").asText()).isEqualTo("Library_Ping");
    assertJson(ping.path("requestBody").path("content").path("application/json").path("schema"),
        "{'$ref':'#/components/schemas/protojson.transcoding.test.PingRequest'}");
    assertThat(send("PUT", "/v1/any/7").statusCode()).isEqualTo(200);
  }

  @Test
  void routesWhosePathsDifferByParameterNamesShareTheFirstNames() {
    var delete = docs.operation("delete", "/v1/fields/{id}");
    assertThat(delete.path("operationId").asText()).isEqualTo("Binding_PostAll_16");
    assertJson(parameter(delete, "id"), "{'name':'id','in':'path','required':true,"
        + "'description':'The request field `inner.text`.','schema':{'type':'string'}}");
    assertThat(docs.document().path("paths").has("/v1/fields/{inner.text}")).isFalse();
  }

  private HttpResponse<String> send(String method, String path) throws Exception {
    return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
        .method(method, HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
  }

  @Configuration(proxyBeanMethods = false)
  static class Extras {

    @Bean
    ShelfController shelfController() {
      return new ShelfController();
    }

    @Bean
    TranscodingRulesCustomizer moreRules() {
      return rules -> rules
          .add(LIBRARY + "/GetShelf", HttpRule.newBuilder().setDelete("/v1/{name=shelves/*}").build())
          .add(LIBRARY + "/GetShelf", custom("HEAD", "/v1/{name=shelves/*}/head"))
          .add(LIBRARY + "/GetShelf", custom("PURGE", "/v1/{name=shelves/*}/purge"))
          .add(LIBRARY + "/GetShelf", custom("*", "/v1/any/{name}"))
          .add("protojson.transcoding.test.Binding/PostAll",
              HttpRule.newBuilder().setDelete("/v1/fields/{inner.text}").build());
    }

    private static HttpRule custom(String kind, String path) {
      return HttpRule.newBuilder().setCustom(CustomHttpPattern.newBuilder().setKind(kind).setPath(path)).build();
    }
  }

  @RestController
  static class ShelfController {

    @GetMapping("/v1/shelves/{id}")
    String shelf(@PathVariable String id) {
      return "controller " + id;
    }
  }
}
