package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.protojson.MessageMarshaller;
import dev.protojson.transcoding.LibraryService;
import dev.protojson.transcoding.test.GetFileRequest;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.context.annotation.Bean;
import org.springframework.grpc.server.advice.GrpcAdvice;
import org.springframework.grpc.server.advice.GrpcExceptionHandler;
import org.springframework.grpc.server.service.GrpcService;

/**
 * Spring gRPC's {@code @GrpcAdvice} classes, whose {@code @GrpcExceptionHandler} methods Boot turns into an exception
 * handler, answer a transcoded call as a native one.
 */
@SpringBootTest(classes = GrpcAdviceExceptionHandlerTests.AdvisedLibrary.class,
    webEnvironment = WebEnvironment.RANDOM_PORT, properties = "spring.grpc.server.port=0")
class GrpcAdviceExceptionHandlerTests extends HttpAndGrpcClients {

  @Autowired
  private MessageMarshaller marshaller;

  @Test
  void anAdvisedExceptionIsAnsweredWithTheAdvicesStatusAsTheNativeCallIs() throws Exception {
    HttpResponse<String> response = get("/v1/files/boom", null);

    StatusRuntimeException native_ = catchThrowableOfType(StatusRuntimeException.class,
        () -> stub(null).getFile(GetFileRequest.newBuilder().setPath("boom").build()));
    assertThat(native_.getStatus().getCode()).isEqualTo(Status.Code.FAILED_PRECONDITION);
    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(response.body()).isEqualTo("{\"code\":9,\"message\":\"The file cannot be read\"}")
        .isEqualTo(marshaller.writeValueAsString(StatusProto.fromThrowable(native_)));
  }

  @SpringBootConfiguration
  @EnableAutoConfiguration
  static class AdvisedLibrary {

    @GrpcService
    LibraryService library() {
      return new LibraryService();
    }

    @Bean
    FileProblems fileProblems() {
      return new FileProblems();
    }
  }

  /**
   * The library's file {@code boom} throws {@link IllegalStateException}: a failed precondition. Public: Spring gRPC
   * answers {@code INTERNAL} when it cannot call the method.
   */
  @GrpcAdvice
  public static class FileProblems {

    @GrpcExceptionHandler(IllegalStateException.class)
    public Status unreadable(IllegalStateException exception) {
      return Status.FAILED_PRECONDITION.withDescription("The file cannot be read");
    }
  }
}
