package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.protojson.transcoding.LibraryService;
import dev.protojson.transcoding.test.GetBookRequest;
import dev.protojson.transcoding.test.GetShelfRequest;
import io.grpc.Metadata;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.micrometer.core.instrument.binder.grpc.GrpcServerObservationContext;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationHandler;
import io.micrometer.observation.ObservationRegistry;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.context.annotation.Bean;
import org.springframework.grpc.server.service.GrpcService;
import org.springframework.web.filter.ServerHttpObservationFilter;

/**
 * Boot's gRPC server observation (Micrometer's {@code ObservationGrpcServerInterceptor}, which Boot adds as a global
 * interceptor where the application has an {@link ObservationRegistry}) observes a transcoded call as it observes
 * the same call from a native client.
 */
@SpringBootTest(classes = TranscodedCallObservationTests.ObservedLibrary.class,
    webEnvironment = WebEnvironment.RANDOM_PORT, properties = "spring.grpc.server.port=0")
class TranscodedCallObservationTests extends HttpAndGrpcClients {

  @Autowired
  private GrpcServerObservations observations;

  @BeforeEach
  void forgetEarlierCalls() {
    observations.stopped.clear();
  }

  @Test
  void aTranscodedCallIsObservedAsTheNativeCall() throws Exception {
    assertThat(get("/v1/shelves/1", null).statusCode()).isEqualTo(200);
    GrpcServerObservationContext transcoded = observations.next();
    stub(null).getShelf(GetShelfRequest.newBuilder().setName("shelves/1").build());
    GrpcServerObservationContext native_ = observations.next();

    assertThat(transcoded.getName()).isEqualTo("grpc.server").isEqualTo(native_.getName());
    assertThat(transcoded.getContextualName()).isEqualTo("protojson.transcoding.test.Library/GetShelf")
        .isEqualTo(native_.getContextualName());
    assertThat(transcoded.getStatusCode()).isEqualTo(Status.Code.OK).isEqualTo(native_.getStatusCode());
    assertThat(transcoded.getLowCardinalityKeyValues()).isEqualTo(native_.getLowCardinalityKeyValues());
    // each names the authority its client addressed: the web port's Host, the gRPC port's
    assertThat(transcoded.getAuthority()).isEqualTo("localhost:" + port);
    assertThat(native_.getAuthority()).isEqualTo("localhost:" + grpcServer.getPort());
  }

  @Test
  void aFailedTranscodedCallIsObservedWithItsStatusAsTheNativeCall() throws Exception {
    assertThat(get("/v1/shelves/1/books/missing", null).statusCode()).isEqualTo(404);
    GrpcServerObservationContext transcoded = observations.next();
    catchThrowableOfType(StatusRuntimeException.class, () -> stub(null)
        .getBook(GetBookRequest.newBuilder().setName("shelves/1/books/missing").build()));
    GrpcServerObservationContext native_ = observations.next();

    assertThat(transcoded.getStatusCode()).isEqualTo(Status.Code.NOT_FOUND).isEqualTo(native_.getStatusCode());
    assertThat(transcoded.getLowCardinalityKeyValues()).isEqualTo(native_.getLowCardinalityKeyValues());
  }

  @Test
  void aTranscodedCallsObservationIsAChildOfTheHttpRequestsObservation() throws Exception {
    get("/v1/shelves/1", null);
    GrpcServerObservationContext transcoded = observations.next();
    stub(null).getShelf(GetShelfRequest.newBuilder().setName("shelves/1").build());
    GrpcServerObservationContext native_ = observations.next();

    assertThat(transcoded.getParentObservation()).isNotNull();
    assertThat(transcoded.getParentObservation().getContextView().getName()).isEqualTo("http.server.requests");
    assertThat(native_.getParentObservation()).isNull();
  }

  @Test
  void theObservationsHeadersAreTheMetadataTheHttpRequestBecame() throws Exception {
    send(request("/v1/shelves/1", null).header("Grpc-Metadata-X-Request-Id", "r-7"));

    GrpcServerObservationContext transcoded = observations.next();
    Metadata.Key<String> requestId = Metadata.Key.of("x-request-id", Metadata.ASCII_STRING_MARSHALLER);
    assertThat(transcoded.getCarrier().get(requestId)).isEqualTo("r-7");
  }

  @SpringBootConfiguration
  @EnableAutoConfiguration
  static class ObservedLibrary {

    @GrpcService
    LibraryService library() {
      return new LibraryService();
    }

    @Bean
    GrpcServerObservations observations() {
      return new GrpcServerObservations();
    }

    /** Spring MVC's observation of HTTP requests, as Boot's actuator adds it. */
    @Bean
    ServerHttpObservationFilter httpObservations(ObservationRegistry registry) {
      return new ServerHttpObservationFilter(registry);
    }

    @Bean
    ObservationRegistry observationRegistry(GrpcServerObservations observations) {
      ObservationRegistry registry = ObservationRegistry.create();
      registry.observationConfig().observationHandler(observations);
      return registry;
    }
  }

  /** Collects the gRPC server observations as they stop. */
  static final class GrpcServerObservations implements ObservationHandler<GrpcServerObservationContext> {

    final BlockingQueue<GrpcServerObservationContext> stopped = new LinkedBlockingQueue<>();

    @Override
    public boolean supportsContext(Observation.Context context) {
      return context instanceof GrpcServerObservationContext;
    }

    @Override
    public void onStop(GrpcServerObservationContext context) {
      stopped.add(context);
    }

    GrpcServerObservationContext next() throws InterruptedException {
      GrpcServerObservationContext context = stopped.poll(5, TimeUnit.SECONDS);
      assertThat(context).as("a stopped gRPC server observation").isNotNull();
      return context;
    }
  }
}
