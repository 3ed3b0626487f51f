package dev.protojson.spring.validation;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.util.JsonFormat;
import com.google.rpc.BadRequest;
import com.google.rpc.Code;
import dev.protojson.spring.test.validation.Signup;
import dev.protojson.spring.test.validation.SignupServiceGrpc;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.grpc.server.lifecycle.GrpcServerLifecycle;

/**
 * The two ways into the sign-up service that a test uses: a gRPC channel to Boot's gRPC server, and HTTP to the
 * transcoded routes on the web port; what an answer's {@code google.rpc.BadRequest} says; and the case every set-up
 * shares, a valid request. For {@code @SpringBootTest(webEnvironment = RANDOM_PORT)} classes of
 * {@link GrpcValidationApplication}.
 */
abstract class GrpcSignupClients {

  @LocalServerPort
  int port;

  @Autowired
  GrpcServerLifecycle grpcServer;

  @Autowired
  SignupGrpcService service;

  @Autowired
  GrpcValidationApplication.CallEnds callEnds;

  ValidationHttp http;

  private ManagedChannel channel;

  @BeforeEach
  void connect() {
    http = new ValidationHttp(port);
    channel = ManagedChannelBuilder.forAddress("localhost", grpcServer.getPort()).usePlaintext().build();
    service.reset();
    callEnds.codes().clear();
  }

  @AfterEach
  void disconnect() throws InterruptedException {
    channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
  }

  @Test
  void aValidTranscodedCallReachesTheService() throws Exception {
    Signup signup = Signups.valid().build();

    HttpResponse<String> response = http.post("/v1/signups", ValidationHttp.json(signup));

    assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
    assertThat(response.body()).isEqualTo("{\"userName\":\"ada_l\"}");
    assertThat(service.received()).containsExactly(signup);
  }

  SignupServiceGrpc.SignupServiceBlockingStub blocking() {
    return SignupServiceGrpc.newBlockingStub(channel);
  }

  SignupServiceGrpc.SignupServiceStub async() {
    return SignupServiceGrpc.newStub(channel);
  }

  /** The {@code google.rpc.Status} of an HTTP error body, after checking that it is a 400 of JSON. */
  static com.google.rpc.Status statusOf(HttpResponse<String> response) throws InvalidProtocolBufferException {
    assertThat(response.statusCode()).as(response.body()).isEqualTo(400);
    assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
    com.google.rpc.Status.Builder status = com.google.rpc.Status.newBuilder();
    JsonFormat.parser().usingTypeRegistry(JsonFormat.TypeRegistry.newBuilder().add(BadRequest.getDescriptor())
        .build()).merge(response.body(), status);
    return status.build();
  }

  /**
   * The field violations of an {@code INVALID_ARGUMENT} status whose only detail is a {@code BadRequest}, each as
   * [field, description, reason].
   */
  static List<List<String>> fieldViolations(com.google.rpc.Status status) throws InvalidProtocolBufferException {
    assertThat(status.getCode()).isEqualTo(Code.INVALID_ARGUMENT_VALUE);
    assertThat(status.getDetailsList()).hasSize(1);
    List<List<String>> violations = new ArrayList<>();
    for (BadRequest.FieldViolation violation : status.getDetails(0).unpack(BadRequest.class)
        .getFieldViolationsList()) {
      violations.add(List.of(violation.getField(), violation.getDescription(), violation.getReason()));
    }
    return violations;
  }
}
