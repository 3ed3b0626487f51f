package dev.protojson.spring.openapi;

import com.google.api.HttpBody;
import dev.protojson.testing.RandomMessages;
import dev.protojson.transcoding.LibraryService;
import dev.protojson.transcoding.test.BindingGrpc;
import dev.protojson.transcoding.test.Fields;
import io.grpc.stub.StreamObserver;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;

/**
 * An application with two transcoded gRPC services and springdoc: the transcoding module's library, and a service
 * whose rules bind every kind of field. Not a {@code @Configuration} (its bean methods work without), so that the
 * component scan of {@link OpenApiApplication} in this package leaves it out.
 */
@EnableAutoConfiguration
class TranscodedLibraryApplication {

  static final long SEED = Long.getLong("protojson.seed", System.nanoTime());

  @Bean
  LibraryService library() {
    return new LibraryService();
  }

  @Bean
  FieldsService fields() {
    return new FieldsService(OpenApiRandomMessages.of(SEED, 3));
  }

  /** Answers {@code Get} and {@code PostAll} with the request, {@code Respond} with a random message. */
  static final class FieldsService extends BindingGrpc.BindingImplBase {

    private final RandomMessages random;

    FieldsService(RandomMessages random) {
      this.random = random;
    }

    @Override
    public void get(Fields request, StreamObserver<Fields> response) {
      complete(response, request);
    }

    @Override
    public void postAll(Fields request, StreamObserver<Fields> response) {
      complete(response, request);
    }

    @Override
    public void respond(Fields request, StreamObserver<Fields> response) {
      Fields next;
      synchronized (random) {
        next = random.next(Fields.getDefaultInstance());
      }
      complete(response, next);
    }

    @Override
    public void raw(HttpBody request, StreamObserver<HttpBody> response) {
      complete(response, request);
    }

    private static <T> void complete(StreamObserver<T> response, T value) {
      response.onNext(value);
      response.onCompleted();
    }
  }
}
