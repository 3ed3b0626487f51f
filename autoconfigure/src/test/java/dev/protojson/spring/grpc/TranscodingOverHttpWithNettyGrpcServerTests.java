package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.transcoding.test.GetShelfRequest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.grpc.server.lifecycle.GrpcServerLifecycle;
import org.springframework.test.context.TestPropertySource;

/** Transcoding next to Boot's separate Netty gRPC server: native calls on its own port, HTTP on the web port. */
@TestPropertySource(properties = "spring.grpc.server.port=0")
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
}
