package dev.protojson.spring.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.protojson.spring.test.validation.Address;
import dev.protojson.spring.test.validation.Signup;
import dev.protojson.spring.test.validation.SignupCount;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import io.grpc.stub.StreamObserver;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/**
 * {@code protojson.validation.grpc=true} on Spring MVC: native gRPC calls and transcoded HTTP calls of the sign-up
 * service are checked before the service sees them, and refused with {@code INVALID_ARGUMENT} and a
 * {@code google.rpc.BadRequest} naming every broken rule.
 */
@SpringBootTest(classes = GrpcValidationApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = {GrpcValidationApplication.GRPC_PORT, ValidationApplication.PACKAGES,
        "protojson.validation.grpc=true"})
class GrpcValidationTests extends GrpcSignupClients {

  @Test
  void aNativeCallThatBreaksTwoRulesIsInvalidArgumentListingBoth() throws Exception {
    Signup signup = Signups.valid().setUserName("ab").setAddress(Address.newBuilder(Signups.address())
        .setHouseNumber(0)).build();

    StatusRuntimeException refused = catchThrowableOfType(StatusRuntimeException.class,
        () -> blocking().signUp(signup));

    assertThat(refused.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    com.google.rpc.Status status = StatusProto.fromThrowable(refused);
    assertThat(status.getMessage())
        .isEqualTo("The request breaks 2 validation rules of protojson.spring.test.validation.Signup");
    assertThat(fieldViolations(status)).containsExactly(
        List.of("userName", "must be at least 3 characters", "string.min_len"),
        List.of("address.houseNumber", "must be greater than 0", "int32.gt"));
    assertThat(service.received()).isEmpty();
  }

  @Test
  void theApplicationsOwnInterceptorsRunFirstAndSeeTheRefusal() {
    Signup signup = Signups.valid().setUserName("ab").build();

    catchThrowableOfType(StatusRuntimeException.class, () -> blocking().signUp(signup));

    assertThat(callEnds.codes()).containsExactly(Status.Code.INVALID_ARGUMENT);
  }

  @Test
  void aValidNativeCallReachesTheService() {
    Signup signup = Signups.valid().build();

    assertThat(blocking().signUp(signup).getUserName()).isEqualTo("ada_l");
    assertThat(service.received()).containsExactly(signup);
  }

  @Test
  void aRuleOfTheWholeMessageIsAtTheEmptyPathWithTheCelRulesId() throws Exception {
    Signup signup = Signups.valid().setPasswordConfirmation("difference").build();

    StatusRuntimeException refused = catchThrowableOfType(StatusRuntimeException.class,
        () -> blocking().signUp(signup));

    assertThat(fieldViolations(StatusProto.fromThrowable(refused))).containsExactly(
        List.of("", "password and password_confirmation must be equal", "signup.passwords_match"));
  }

  @Test
  void aTranscodedCallThatBreaksRulesIs400WithABadRequestInJsonNames() throws Exception {
    Signup signup = Signups.valid().setAge(151).putLabels("env", -1).build();

    HttpResponse<String> response = http.post("/v1/signups", ValidationHttp.json(signup));

    com.google.rpc.Status status = statusOf(response);
    assertThat(response.body()).isEqualTo("{\"code\":3,\"message\":\"The request breaks 2 validation rules of"
        + " protojson.spring.test.validation.Signup\",\"details\":[{\"@type\":"
        + "\"type.googleapis.com/google.rpc.BadRequest\","
        + "\"fieldViolations\":[{\"field\":\"age\",\"description\":\"must be less than or equal to 150\","
        + "\"reason\":\"int32.lte\"},{\"field\":\"labels[\\\"env\\\"]\",\"description\":"
        + "\"must be greater than or equal to 0\",\"reason\":\"int32.gte\"}]}]}");
    assertThat(fieldViolations(status)).containsExactly(
        List.of("age", "must be less than or equal to 150", "int32.lte"),
        List.of("labels[\"env\"]", "must be greater than or equal to 0", "int32.gte"));
    assertThat(service.received()).isEmpty();
  }

  @Test
  void aClientStreamIsRefusedAtItsFirstBadMessageAndTheServiceHearsTheCancellation() throws Exception {
    Signup good = Signups.valid().build();
    Signup bad = Signups.valid().setUserName("Ada").build();
    CompletableFuture<SignupCount> answer = new CompletableFuture<>();

    StreamObserver<Signup> requests = async().signUpAll(observer(answer));
    requests.onNext(good);
    requests.onNext(bad);
    requests.onNext(good);
    requests.onCompleted();

    Throwable refused = catchThrowableOfType(Exception.class, () -> answer.get(10, TimeUnit.SECONDS)).getCause();
    assertThat(Status.fromThrowable(refused).getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    com.google.rpc.Status status = StatusProto.fromThrowable(refused);
    assertThat(status.getMessage()).isEqualTo(
        "The request at index 1 of the stream breaks 1 validation rule of protojson.spring.test.validation.Signup");
    assertThat(fieldViolations(status)).containsExactly(
        List.of("userName", "does not match regex pattern `^[a-z][a-z0-9_]*$`", "string.pattern"));
    assertThat(Status.fromThrowable(service.streamEnded().get(10, TimeUnit.SECONDS)).getCode())
        .isEqualTo(Status.Code.CANCELLED);
    assertThat(service.received()).containsExactly(good);
  }

  @Test
  void aValidClientStreamReachesTheService() throws Exception {
    CompletableFuture<SignupCount> answer = new CompletableFuture<>();

    StreamObserver<Signup> requests = async().signUpAll(observer(answer));
    requests.onNext(Signups.valid().build());
    requests.onNext(Signups.valid().setUserName("alan").build());
    requests.onCompleted();

    assertThat(answer.get(10, TimeUnit.SECONDS).getSignups()).isEqualTo(2);
  }

  @Test
  void aTranscodedClientStreamIsRefusedAtItsBadMessage() throws Exception {
    Signup good = Signups.valid().build();
    Signup bad = Signups.valid().clearAddress().build();

    HttpResponse<String> response = http.post("/v1/signups:batch",
        "[" + ValidationHttp.json(good) + "," + ValidationHttp.json(bad) + "]");

    com.google.rpc.Status status = statusOf(response);
    assertThat(status.getMessage()).isEqualTo(
        "The request at index 1 of the stream breaks 1 validation rule of protojson.spring.test.validation.Signup");
    assertThat(fieldViolations(status)).containsExactly(List.of("address", "value is required", "required"));
    assertThat(service.received()).containsExactly(good);
  }

  static <T> StreamObserver<T> observer(CompletableFuture<T> answer) {
    return new StreamObserver<>() {

      @Override
      public void onNext(T value) {
        answer.complete(value);
      }

      @Override
      public void onError(Throwable error) {
        answer.completeExceptionally(error);
      }

      @Override
      public void onCompleted() {
        answer.complete(null);
      }
    };
  }
}
