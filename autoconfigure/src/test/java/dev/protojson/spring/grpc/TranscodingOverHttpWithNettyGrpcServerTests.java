package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.transcoding.test.GetShelfRequest;
import dev.protojson.transcoding.test.PingRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.grpc.server.lifecycle.GrpcServerLifecycle;
import org.springframework.test.context.TestPropertySource;

/**
 * Transcoding next to Boot's separate Netty gRPC server: native calls on its own port, HTTP on the web port. Only
 * here is auto-mapping tested over HTTP: in the servlet set-up the gRPC servlet owns the paths it maps to.
 */
@TestPropertySource(properties = {"spring.grpc.server.servlet.enabled=false", "spring.grpc.server.port=0",
    "protojson.transcoding.auto-mapping=true"})
class TranscodingOverHttpWithNettyGrpcServerTests extends TranscodingOverHttpTests {

  @Autowired
  private GrpcServerLifecycle grpcServer;

  @Override
  int grpcPort() {
    return grpcServer.getPort();
  }

  @Test
  void nativeCallsGoToTheNettyServersOwnPort() {
    assertThat(grpcPort()).isPositive().isNotEqualTo(port);
    assertThat(stub().getShelf(GetShelfRequest.newBuilder().setName("shelves/1").build()).getName())
        .isEqualTo("shelves/1");
  }

  @Test
  void autoMappingServesAMethodWithoutARuleAtItsGrpcPath() throws Exception {
    HttpResponse<String> response = post("/protojson.transcoding.test.Library/Ping", "{\"text\":\"hello\"}");

    PingRequest expected = PingRequest.newBuilder().setText("hello").build();
    assertDelivered(expected);
    assertThat(response.body()).isEqualTo("{\"text\":\"hello\"}");
    assertSameAnswer(response, () -> stub().ping(expected));
  }
}
