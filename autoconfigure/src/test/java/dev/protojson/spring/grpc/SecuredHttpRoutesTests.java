package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.config.Customizer.withDefaults;

import dev.protojson.MessageMarshaller;
import dev.protojson.transcoding.test.GetShelfRequest;
import dev.protojson.transcoding.test.ListShelvesRequest;
import dev.protojson.transcoding.test.Shelf;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.context.annotation.Bean;
import org.springframework.grpc.server.service.GrpcService;
import org.springframework.http.HttpMethod;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.access.intercept.AuthorizationFilter;
import org.springframework.security.web.csrf.CsrfToken;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Spring Security's HTTP filter chain guards the transcoded routes as any others: it answers before the call is made,
 * with its own responses, and it guards only the web port. The chain here wants HTTP Basic credentials under
 * {@code /v1/}, lets {@code GET /v1/shelves} through, keeps sessions and its CSRF protection, and there is no gRPC
 * security.
 */
@SpringBootTest(classes = SecuredHttpRoutesTests.HttpSecuredLibrary.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = "spring.grpc.server.port=0")
class SecuredHttpRoutesTests extends HttpAndGrpcClients {

  private static final String ALICE = basic("alice", "alice-secret");

  @Autowired
  private MessageMarshaller marshaller;

  @Autowired
  private SecuredLibrary library;

  @Autowired
  private SecuredThreadAfterCall afterCall;

  @Test
  void aGuardedRouteWithoutCredentialsIsSpringSecuritys401AndNoCallIsMade() throws Exception {
    int before = library.calls();

    HttpResponse<String> response = get("/v1/shelves/1", null);

    assertThat(response.statusCode()).isEqualTo(401);
    assertThat(response.headers().firstValue("WWW-Authenticate").orElseThrow()).startsWith("Basic realm=");
    assertThat(response.body()).doesNotContain("\"code\"");
    assertThat(library.calls()).isEqualTo(before);
  }

  @Test
  void aPermittedRouteReachesTheCall() throws Exception {
    HttpResponse<String> response = get("/v1/shelves", null);

    var native_ = stub(null).listShelves(ListShelvesRequest.getDefaultInstance());
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body()).isEqualTo(marshaller.writeValueAsString(native_));
  }

  @Test
  void withCredentialsTheCallRunsAndSeesTheUserTheHttpChainAuthenticated() throws Exception {
    HttpRequest.Builder request = request("/v1/shelves/1", ALICE).GET();
    String label = afterCall.label(request);

    HttpResponse<String> response = send(request);

    assertThat(response.statusCode()).isEqualTo(200);
    // the call runs on the servlet thread, whose SecurityContextHolder the HTTP chain filled
    assertThat(response.body()).isEqualTo("{\"name\":\"shelves/1\",\"theme\":\"alice\"}");
    assertThat(afterCall.userAfter(label)).isEqualTo("alice");
  }

  @Test
  void theHttpChainDoesNotGuardTheGrpcPort() {
    Shelf native_ = stub(null).getShelf(GetShelfRequest.newBuilder().setName("shelves/1").build());

    assertThat(native_.getTheme()).isEqualTo(SecuredLibrary.NOBODY);
  }

  @Test
  void aPostWithoutTheCsrfTokenIsSpringSecuritys403AndNoCallIsMade() throws Exception {
    int before = library.calls();

    HttpResponse<String> response = post(request("/v1/shelves/1/books", ALICE), "{\"title\":\"Emma\"}");

    assertThat(response.statusCode()).isEqualTo(403);
    assertThat(response.body()).doesNotContain("\"code\"");
    assertThat(library.calls()).isEqualTo(before);
  }

  @Test
  void aPostWithTheSessionsCsrfTokenReachesTheCall() throws Exception {
    String[] token = get("/csrf", null).body().split("=", 2);

    HttpResponse<String> response = post(request("/v1/shelves/1/books?bookId=4", ALICE)
        .header(token[0], token[1]), "{\"title\":\"Emma\"}");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body()).isEqualTo("{\"name\":\"shelves/1/books/4\",\"title\":\"Emma\"}");
  }

  @SpringBootConfiguration
  @EnableAutoConfiguration
  @EnableWebSecurity
  static class HttpSecuredLibrary {

    @GrpcService
    SecuredLibrary library() {
      return new SecuredLibrary();
    }

    @Bean
    SecuredThreadAfterCall afterCall() {
      return new SecuredThreadAfterCall();
    }

    @Bean
    CsrfTokens csrfTokens() {
      return new CsrfTokens();
    }

    @Bean
    SecurityFilterChain routes(HttpSecurity http, SecuredThreadAfterCall afterCall) throws Exception {
      return http
          .authorizeHttpRequests(routes -> routes
              .requestMatchers(HttpMethod.GET, "/v1/shelves").permitAll()
              .requestMatchers("/v1/**").authenticated()
              .anyRequest().permitAll())
          .httpBasic(withDefaults())
          .addFilterAfter(afterCall.filter(), AuthorizationFilter.class)
          .build();
    }

    @Bean
    UserDetailsService users() {
      return new InMemoryUserDetailsManager(
          User.withUsername("alice").password("{noop}alice-secret").roles("READER").build());
    }
  }

  /** Hands a browser-like client the CSRF token of its session, as a page would. */
  @RestController
  static class CsrfTokens {

    @GetMapping("/csrf")
    String token(CsrfToken token) {
      return token.getHeaderName() + "=" + token.getToken();
    }
  }
}
