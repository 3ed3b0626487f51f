package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.springframework.security.config.Customizer.withDefaults;

import dev.protojson.MessageMarshaller;
import dev.protojson.transcoding.test.DeleteBookRequest;
import dev.protojson.transcoding.test.GetShelfRequest;
import dev.protojson.transcoding.test.ListShelvesRequest;
import dev.protojson.transcoding.test.Shelf;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.context.annotation.Bean;
import org.springframework.core.annotation.Order;
import org.springframework.grpc.server.GlobalServerInterceptor;
import org.springframework.grpc.server.security.AuthenticationProcessInterceptor;
import org.springframework.grpc.server.security.GrpcSecurity;
import org.springframework.grpc.server.service.GrpcService;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.access.intercept.AuthorizationFilter;

/**
 * Spring Security's gRPC side decides for transcoded calls as for native ones: Boot's {@link GrpcSecurity} builds an
 * interceptor that wants HTTP Basic credentials, and a role for deleting. The HTTP filter chains keep no session and
 * no CSRF token. One lets the shelf routes through and leaves the decision to gRPC security; the other wants HTTP
 * Basic credentials for the book routes too, so that both layers decide there.
 */
@SpringBootTest(classes = SecuredGrpcMethodsTests.GrpcSecuredLibrary.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = "spring.grpc.server.port=0")
class SecuredGrpcMethodsTests extends HttpAndGrpcClients {

  private static final String READER = basic("reader", "reader-secret");
  private static final String LIBRARIAN = basic("librarian", "librarian-secret");

  @Autowired
  private MessageMarshaller marshaller;

  @Autowired
  private SecuredThreadAfterCall afterCall;

  @Test
  void aCallWithoutCredentialsIs401WithTheStatusANativeClientGets() throws Exception {
    HttpResponse<String> response = get("/v1/shelves/1", null);

    StatusRuntimeException native_ = catchThrowableOfType(StatusRuntimeException.class,
        () -> stub(null).getShelf(GetShelfRequest.newBuilder().setName("shelves/1").build()));
    assertThat(native_.getStatus().getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
    assertThat(response.statusCode()).isEqualTo(401);
    assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
    assertThat(response.body()).isEqualTo("{\"code\":16,\"message\":\"Authentication failed\"}")
        .isEqualTo(marshaller.writeValueAsString(StatusProto.fromThrowable(native_)));
  }

  @Test
  void aWrongPasswordIs401() throws Exception {
    HttpResponse<String> response = get("/v1/shelves/1", basic("reader", "guess"));

    assertThat(response.statusCode()).isEqualTo(401);
    assertThat(response.body()).isEqualTo("{\"code\":16,\"message\":\"Authentication failed\"}");
  }

  @Test
  void aCallWithCredentialsIsAnsweredAsTheNativeCallIs() throws Exception {
    HttpResponse<String> response = get("/v1/shelves/1", READER);

    Shelf native_ = stub(READER).getShelf(GetShelfRequest.newBuilder().setName("shelves/1").build());
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body()).isEqualTo(marshaller.writeValueAsString(native_));
  }

  @Test
  void theServiceSeesTheUserGrpcSecurityAuthenticated() throws Exception {
    HttpResponse<String> response = get("/v1/shelves/1", READER);

    assertThat(response.body()).isEqualTo("{\"name\":\"shelves/1\",\"theme\":\"reader\"}");
  }

  @Test
  void aUserWithoutTheRoleIs403WithTheStatusANativeClientGets() throws Exception {
    HttpResponse<String> response = send(request("/v1/shelves/1/books/1", READER).DELETE());

    StatusRuntimeException native_ = catchThrowableOfType(StatusRuntimeException.class,
        () -> stub(READER).deleteBook(DeleteBookRequest.newBuilder().setName("shelves/1/books/1").build()));
    assertThat(native_.getStatus().getCode()).isEqualTo(Status.Code.PERMISSION_DENIED);
    assertThat(response.statusCode()).isEqualTo(403);
    assertThat(response.body()).isEqualTo("{\"code\":7,\"message\":\"Access denied\"}")
        .isEqualTo(marshaller.writeValueAsString(StatusProto.fromThrowable(native_)));
  }

  @Test
  void aUserWithTheRoleMayDelete() throws Exception {
    HttpResponse<String> response = send(request("/v1/shelves/1/books/1", LIBRARIAN).DELETE());

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body()).isEqualTo("{}");
  }

  @Test
  void aMethodGrpcSecurityPermitsNeedsNoCredentialsEitherWay() throws Exception {
    HttpResponse<String> response = get("/v1/shelves", null);

    var native_ = stub(null).listShelves(ListShelvesRequest.getDefaultInstance());
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body()).isEqualTo(marshaller.writeValueAsString(native_));
  }

  @Test
  void aPostWithAHeaderCredentialNeedsNoCsrfTokenWhereTheRoutesChainHasNoCsrf() throws Exception {
    HttpResponse<String> response = post(request("/v1/shelves/1/books?bookId=3", LIBRARIAN),
        "{\"title\":\"Emma\"}");

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body()).isEqualTo("{\"name\":\"shelves/1/books/3\",\"title\":\"Emma\"}");
  }

  @Test
  void whereBothLayersDecideTheHttpChainRefusesFirstAndMakesNoCall() throws Exception {
    HttpResponse<String> response = send(request("/v1/shelves/1/books/1", null).DELETE());

    assertThat(response.statusCode()).isEqualTo(401);
    assertThat(response.headers().firstValue("WWW-Authenticate").orElseThrow()).startsWith("Basic realm=");
    assertThat(response.body()).doesNotContain("\"code\"");
  }

  @Test
  void theServletThreadKeepsTheHttpChainsAuthenticationAfterTheCall() throws Exception {
    HttpRequest.Builder noCall = request("/v1/shelves/1/books/1/no-such-route", READER).GET();
    String noCallLabel = afterCall.label(noCall);
    send(noCall);
    assertThat(afterCall.userAfter(noCallLabel)).isEqualTo("reader");

    HttpRequest.Builder call = request("/v1/shelves/1/books/1", READER).GET();
    String callLabel = afterCall.label(call);
    assertThat(send(call).statusCode()).isEqualTo(200);

    // Spring gRPC's interceptor clears the thread's context when it has run the call, which here is the servlet's:
    // the handler puts the HTTP chain's back
    assertThat(afterCall.userAfter(callLabel)).isEqualTo("reader");
  }

  @SpringBootConfiguration
  @EnableAutoConfiguration
  @EnableWebSecurity
  static class GrpcSecuredLibrary {

    @GrpcService
    SecuredLibrary library() {
      return new SecuredLibrary();
    }

    @Bean
    @GlobalServerInterceptor
    AuthenticationProcessInterceptor libraryCallsSecurity(GrpcSecurity grpc) throws Exception {
      return grpc
          .authorizeRequests(calls -> calls
              .methods("protojson.transcoding.test.Library/ListShelves").permitAll()
              .methods("protojson.transcoding.test.Library/DeleteBook").hasAuthority("ROLE_LIBRARIAN")
              .allRequests().authenticated())
          .httpBasic(withDefaults())
          .build();
    }

    @Bean
    SecuredThreadAfterCall afterCall() {
      return new SecuredThreadAfterCall();
    }

    /** The book routes want HTTP Basic credentials at the HTTP layer too. */
    @Bean
    @Order(1)
    SecurityFilterChain bookRoutes(HttpSecurity http, SecuredThreadAfterCall afterCall) throws Exception {
      return stateless(http.securityMatcher("/v1/shelves/*/books/**"), afterCall)
          .authorizeHttpRequests(routes -> routes.anyRequest().authenticated())
          .httpBasic(withDefaults())
          .build();
    }

    /** The other transcoded routes pass the HTTP layer: gRPC security decides, on the forwarded header. */
    @Bean
    @Order(2)
    SecurityFilterChain transcodedRoutes(HttpSecurity http, SecuredThreadAfterCall afterCall) throws Exception {
      return stateless(http.securityMatcher("/v1/**"), afterCall)
          .authorizeHttpRequests(routes -> routes.anyRequest().permitAll())
          .build();
    }

    private static HttpSecurity stateless(HttpSecurity http, SecuredThreadAfterCall afterCall) throws Exception {
      return http
          .sessionManagement(session -> session.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
          .csrf(csrf -> csrf.disable())
          .addFilterAfter(afterCall.filter(), AuthorizationFilter.class);
    }

    @Bean
    UserDetailsService users() {
      return new InMemoryUserDetailsManager(
          User.withUsername("reader").password("{noop}reader-secret").roles("READER").build(),
          User.withUsername("librarian").password("{noop}librarian-secret").roles("READER", "LIBRARIAN").build());
    }
  }
}
