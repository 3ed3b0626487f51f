package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.grpc.server.GrpcServletRegistration;
import org.springframework.context.ApplicationContext;
import org.springframework.test.context.TestPropertySource;

/** {@code protojson.transcoding.ignore-unknown-query-parameters} next to Boot's servlet gRPC server. */
@TestPropertySource(properties = {"spring.grpc.server.servlet.enabled=true", "server.http2.enabled=true"})
class IgnoredQueryParametersWithServletGrpcServerTests extends IgnoredQueryParametersTests {

  @Autowired
  private ApplicationContext context;

  @Test
  void theServletServerServesGrpc() {
    assertThat(context.getBeansOfType(GrpcServletRegistration.class)).hasSize(1);
  }
}
