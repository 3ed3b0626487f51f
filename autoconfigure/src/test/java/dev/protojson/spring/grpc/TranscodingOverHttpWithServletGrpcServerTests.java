package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.transcoding.test.GetShelfRequest;
import io.grpc.ForwardingServerCall.SimpleForwardingServerCall;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.Status;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.grpc.server.GrpcServletRegistration;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.grpc.server.GlobalServerInterceptor;
import org.springframework.grpc.server.GrpcServerFactory;
import org.springframework.test.context.TestPropertySource;

/**
 * Transcoding next to Boot's servlet gRPC server ({@code grpc-servlet-jakarta} is on the test class path, and the
 * module's other tests turn it off): native calls and HTTP/JSON share the web port (HTTP/2 for gRPC, as Boot
 * requires).
 */
@TestPropertySource(properties = {"spring.grpc.server.servlet.enabled=true", "server.http2.enabled=true"})
@Import(TranscodingOverHttpWithServletGrpcServerTests.HeadersBeforeErrors.class)
class TranscodingOverHttpWithServletGrpcServerTests extends TranscodingOverHttpTests {

  @Autowired
  private ApplicationContext context;

  @Override
  int grpcPort() {
    return port;
  }

  @Test
  void nativeCallsGoToTheServletServerOnTheWebPort() {
    assertThat(context.getBeansOfType(GrpcServletRegistration.class)).hasSize(1);
    assertThat(context.getBeansOfType(GrpcServerFactory.class)).isEmpty();
    assertThat(stub().getShelf(GetShelfRequest.newBuilder().setName("shelves/1").build()).getName())
        .isEqualTo("shelves/1");
  }

  @Test
  void aTranscodedRouteAnswersOverHttp2OnThePortGrpcShares() throws Exception {
    HttpClient http2 = HttpClient.newBuilder().version(HttpClient.Version.HTTP_2).build();

    HttpResponse<String> response = http2.send(get("/v1/shelves/1").header("Grpc-Metadata-X-Request-Id", "r-2").build(),
        HttpResponse.BodyHandlers.ofString());

    assertThat(response.version()).isEqualTo(HttpClient.Version.HTTP_2);
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body()).isEqualTo("{\"name\":\"shelves/1\",\"theme\":\"fiction\"}");
    assertThat(response.headers().firstValue("Grpc-Metadata-x-request-id")).hasValue("r-2");
  }

  /**
   * Sends the response headers before a call fails without them. Tomcat cannot end an HTTP/2 stream with its
   * headers (gRPC's "trailers-only" answer): it sends an empty final DATA frame, and grpc-java's client then reports
   * INTERNAL instead of the call's status. That is between Tomcat and native clients; the native oracle of these
   * tests needs the real status, so here a failing call always has headers first.
   */
  @TestConfiguration(proxyBeanMethods = false)
  static class HeadersBeforeErrors {

    @Bean
    @GlobalServerInterceptor
    @Order(Ordered.HIGHEST_PRECEDENCE)
    ServerInterceptor headersBeforeErrors() {
      return new ServerInterceptor() {
        @Override
        public <ReqT, RespT> ServerCall.Listener<ReqT> interceptCall(ServerCall<ReqT, RespT> call, Metadata headers,
            ServerCallHandler<ReqT, RespT> next) {
          return next.startCall(new SimpleForwardingServerCall<>(call) {
            private boolean headersSent;

            @Override
            public void sendHeaders(Metadata responseHeaders) {
              headersSent = true;
              super.sendHeaders(responseHeaders);
            }

            @Override
            public void close(Status status, Metadata trailers) {
              if (!headersSent) {
                sendHeaders(new Metadata());
              }
              super.close(status, trailers);
            }
          }, headers);
        }
      };
    }
  }
}
