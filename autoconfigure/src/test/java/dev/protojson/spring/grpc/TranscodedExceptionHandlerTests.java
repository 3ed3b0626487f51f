package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.google.protobuf.Any;
import com.google.rpc.BadRequest;
import com.google.rpc.Code;
import dev.protojson.MessageMarshaller;
import dev.protojson.transcoding.LibraryService;
import dev.protojson.transcoding.test.GetFileRequest;
import dev.protojson.transcoding.test.GetShelfRequest;
import dev.protojson.transcoding.test.Shelf;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import io.grpc.stub.StreamObserver;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.context.annotation.Bean;
import org.springframework.grpc.server.exception.GrpcExceptionHandler;
import org.springframework.grpc.server.service.GrpcService;

/**
 * Spring gRPC's exception handling answers a transcoded call as a native one: an application's
 * {@link GrpcExceptionHandler} bean turns a service's {@link IllegalArgumentException} into {@code INVALID_ARGUMENT}
 * (400, with the status and its details), and an exception no handler takes is {@code UNKNOWN} (500) with nothing
 * of the exception in the body.
 */
@SpringBootTest(classes = TranscodedExceptionHandlerTests.HandledLibrary.class,
    webEnvironment = WebEnvironment.RANDOM_PORT, properties = "spring.grpc.server.port=0")
class TranscodedExceptionHandlerTests extends HttpAndGrpcClients {

  @Test
  void anExceptionTheApplicationsHandlerMapsIs400WithItsStatusAndDetails() throws Exception {
    HttpResponse<String> response = get("/v1/shelves/0", null);

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
    assertThat(response.body()).isEqualTo("{\"code\":3,\"message\":\"No shelf has number 0\",\"details\":"
        + "[{\"@type\":\"type.googleapis.com/google.rpc.BadRequest\",\"fieldViolations\":"
        + "[{\"field\":\"name\",\"description\":\"No shelf has number 0\"}]}]}");
  }

  @Test
  void theMappedStatusIsWhatANativeClientGets() throws Exception {
    HttpResponse<String> response = get("/v1/shelves/0", null);

    StatusRuntimeException native_ = catchThrowableOfType(StatusRuntimeException.class,
        () -> stub(null).getShelf(GetShelfRequest.newBuilder().setName("shelves/0").build()));
    assertThat(native_.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    // the application's marshaller has no reason to know BadRequest: the oracle registers it
    MessageMarshaller oracle = MessageMarshaller.builder().register(BadRequest.getDefaultInstance()).build();
    assertThat(response.body()).isEqualTo(oracle.writeValueAsString(StatusProto.fromThrowable(native_)));
  }

  @Test
  void aCallTheHandlerLetsThroughIsAnsweredAsUsual() throws Exception {
    HttpResponse<String> response = get("/v1/shelves/1", null);

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body()).isEqualTo("{\"name\":\"shelves/1\",\"theme\":\"fiction\"}");
  }

  @Test
  void anExceptionNoHandlerTakesIs500UnknownWithNothingOfTheException() throws Exception {
    HttpResponse<String> response = get("/v1/files/boom", null);

    StatusRuntimeException native_ = catchThrowableOfType(StatusRuntimeException.class,
        () -> stub(null).getFile(GetFileRequest.newBuilder().setPath("boom").build()));
    assertThat(native_.getStatus().getCode()).isEqualTo(Status.Code.UNKNOWN);
    assertThat(native_.getStatus().getDescription()).isNull();
    assertThat(response.statusCode()).isEqualTo(500);
    assertThat(response.body()).isEqualTo("{\"code\":2}");
  }

  @SpringBootConfiguration
  @EnableAutoConfiguration
  static class HandledLibrary {

    @GrpcService
    ShelfNumberCheck library() {
      return new ShelfNumberCheck();
    }

    /** INVALID_ARGUMENT, with a BadRequest naming the request's field, for what the service finds invalid. */
    @Bean
    GrpcExceptionHandler invalidArguments() {
      return exception -> exception instanceof IllegalArgumentException invalid
          ? StatusProto.toStatusException(com.google.rpc.Status.newBuilder()
              .setCode(Code.INVALID_ARGUMENT_VALUE)
              .setMessage(invalid.getMessage())
              .addDetails(Any.pack(BadRequest.newBuilder().addFieldViolations(BadRequest.FieldViolation.newBuilder()
                  .setField("name").setDescription(invalid.getMessage())).build()))
              .build())
          : null;
    }
  }

  /** The library, which throws {@link IllegalArgumentException} for shelf number 0 (and, as ever, for file boom). */
  static final class ShelfNumberCheck extends LibraryService {

    @Override
    public void getShelf(GetShelfRequest request, StreamObserver<Shelf> response) {
      if (request.getName().equals("shelves/0")) {
        throw new IllegalArgumentException("No shelf has number 0");
      }
      super.getShelf(request, response);
    }
  }
}
