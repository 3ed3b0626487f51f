package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.MessageMarshaller;
import dev.protojson.spring.ProtoJsonAutoConfiguration;
import dev.protojson.transcoding.test.Shelf;
import io.grpc.health.v1.HealthCheckResponse;
import io.grpc.BindableService;
import io.grpc.protobuf.services.HealthStatusManager;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.grpc.server.autoconfigure.GrpcServerAutoConfiguration;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The services' message types are registered with the marshaller, read from the service beans' classes. A bean
 * declared as a bare {@code BindableService}, as Boot declares its gRPC health service, is the only one made for
 * this.
 */
class TranscodedMessageTypesTests {

  private final WebApplicationContextRunner runner = new WebApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(ProtoJsonAutoConfiguration.class, GrpcServerAutoConfiguration.class,
          ProtoJsonTranscodingAutoConfiguration.class))
      .withPropertyValues("spring.grpc.server.factory.enabled=false", "protojson.accept-unregistered-types=false");

  @Test
  void besideABareHealthServiceAServiceThatUsesTheMarshallerMakesNoCycle() {
    runner.withUserConfiguration(MarshallerUsingLibrary.class, BareHealthService.class).run(context -> {
      assertThat(context).hasNotFailed();
      MessageMarshaller marshaller = context.getBean(MessageMarshaller.class);
      assertThat(marshaller.writeValueAsString(Shelf.newBuilder().setName("shelves/1").build()))
          .isEqualTo("{\"name\":\"shelves/1\"}");
      // The health service's types, read from the service the bean made
      assertThat(marshaller.writeValueAsString(HealthCheckResponse.newBuilder()
          .setStatus(HealthCheckResponse.ServingStatus.SERVING).build())).isEqualTo("{\"status\":\"SERVING\"}");
    });
  }

  @Configuration(proxyBeanMethods = false)
  static class MarshallerUsingLibrary {

    @Bean
    UsesMarshaller libraryService(MessageMarshaller marshaller) {
      return new UsesMarshaller(marshaller);
    }
  }

  /** The health service as Boot's auto-configuration declares it: its class does not tell its service. */
  @Configuration(proxyBeanMethods = false)
  static class BareHealthService {

    @Bean
    BindableService grpcServerHealthService() {
      return new HealthStatusManager().getHealthService();
    }
  }

  /** A service that writes JSON itself, with the application's marshaller. */
  static final class UsesMarshaller extends dev.protojson.transcoding.LibraryService {

    final MessageMarshaller marshaller;

    UsesMarshaller(MessageMarshaller marshaller) {
      this.marshaller = marshaller;
    }
  }
}
