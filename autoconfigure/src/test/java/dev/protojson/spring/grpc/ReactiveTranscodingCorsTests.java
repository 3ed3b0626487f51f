package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.transcoding.LibraryService;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;
import org.springframework.web.reactive.config.CorsRegistry;
import org.springframework.web.reactive.config.WebFluxConfigurer;

/**
 * The application's global CORS mappings ({@code WebFluxConfigurer.addCorsMappings}) reach the routes WebFlux
 * serves, preflight requests included, over real HTTP.
 */
@SpringBootTest(classes = ReactiveTranscodingCorsTests.BrowserLibrary.class,
    webEnvironment = WebEnvironment.RANDOM_PORT,
    // no static resources: their /** mapping would answer any preflight itself, with the same global CORS mappings
    properties = {"spring.main.web-application-type=reactive", "spring.grpc.server.port=0",
        "spring.web.resources.add-mappings=false"})
class ReactiveTranscodingCorsTests {

  private static final String ORIGIN = "https://app.example";

  private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

  @LocalServerPort
  private int port;

  @Test
  void aPreflightForATranscodedRouteIsAnsweredByTheGlobalCorsMapping() throws Exception {
    HttpResponse<String> response = send(preflight("/v1/shelves/1/books/1", ORIGIN, "PATCH"));

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.headers().firstValue("Access-Control-Allow-Origin")).hasValue(ORIGIN);
    assertThat(response.headers().firstValue("Access-Control-Allow-Methods")).hasValue("GET,PATCH");
    assertThat(response.headers().firstValue("Access-Control-Allow-Headers")).hasValue("authorization, content-type");
    assertThat(response.body()).isEmpty();
  }

  @Test
  void aPreflightForAMethodOrOriginTheMappingDoesNotAllowIsRefused() throws Exception {
    HttpResponse<String> method = send(preflight("/v1/shelves/1/books/1", ORIGIN, "DELETE"));
    HttpResponse<String> origin = send(preflight("/v1/shelves/1", "https://elsewhere.example", "GET"));

    assertThat(method.statusCode()).isEqualTo(403);
    assertThat(method.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
    assertThat(origin.statusCode()).isEqualTo(403);
    assertThat(origin.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
  }

  @Test
  void aPreflightForAMethodNoRouteHasGetsNoCorsHeaders() throws Exception {
    HttpResponse<String> response = send(preflight("/v1/shelves/1", ORIGIN, "PATCH"));

    assertThat(response.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
    assertThat(response.statusCode()).isNotEqualTo(200);
  }

  @Test
  void aCrossOriginCallGetsTheCorsHeadersOfTheGlobalMapping() throws Exception {
    HttpResponse<String> response = send(request("/v1/shelves/1").header("Origin", ORIGIN));

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.headers().firstValue("Access-Control-Allow-Origin")).hasValue(ORIGIN);
    assertThat(response.body()).isEqualTo("{\"name\":\"shelves/1\",\"theme\":\"fiction\"}");
  }

  @Test
  void aCallFromAnOriginTheMappingDoesNotAllowIsRefusedBeforeTheService() throws Exception {
    HttpResponse<String> response = send(request("/v1/shelves/1").header("Origin", "https://elsewhere.example"));

    assertThat(response.statusCode()).isEqualTo(403);
    assertThat(response.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
    assertThat(response.body()).doesNotContain("fiction");
  }

  private HttpRequest.Builder preflight(String path, String origin, String method) {
    return request(path).method("OPTIONS", HttpRequest.BodyPublishers.noBody())
        .header("Origin", origin)
        .header("Access-Control-Request-Method", method)
        .header("Access-Control-Request-Headers", "authorization, content-type");
  }

  private HttpRequest.Builder request(String path) {
    return HttpRequest.newBuilder(URI.create("http://localhost:" + port + path)).timeout(Duration.ofSeconds(10));
  }

  private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
    return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }

  @SpringBootConfiguration
  @EnableAutoConfiguration
  static class BrowserLibrary implements WebFluxConfigurer {

    @Bean
    LibraryService libraryService() {
      return new LibraryService();
    }

    @Override
    public void addCorsMappings(CorsRegistry registry) {
      registry.addMapping("/v1/**").allowedOrigins(ORIGIN).allowedMethods("GET", "PATCH")
          .allowedHeaders("authorization", "content-type");
    }
  }
}
