package dev.protojson.spring.validation;

import dev.protojson.spring.test.validation.Signup;
import dev.protojson.spring.test.validation.SignupCount;
import dev.protojson.spring.test.validation.SignupReply;
import dev.protojson.spring.test.validation.SignupServiceGrpc;
import io.grpc.stub.StreamObserver;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The sign-up service: it answers each sign-up with its user name, counts a stream of them, and keeps every request
 * it was handed, so that a test sees what reached it.
 */
class SignupGrpcService extends SignupServiceGrpc.SignupServiceImplBase {

  private final List<Signup> received = new CopyOnWriteArrayList<>();

  private volatile CompletableFuture<Throwable> streamEnded = new CompletableFuture<>();

  /** Every request the service was handed, in order. */
  List<Signup> received() {
    return received;
  }

  /** Completes with the error that ended the latest request stream, or with null when the client completed it. */
  CompletableFuture<Throwable> streamEnded() {
    return streamEnded;
  }

  void reset() {
    received.clear();
    streamEnded = new CompletableFuture<>();
  }

  @Override
  public void signUp(Signup request, StreamObserver<SignupReply> response) {
    received.add(request);
    response.onNext(SignupReply.newBuilder().setUserName(request.getUserName()).build());
    response.onCompleted();
  }

  @Override
  public StreamObserver<Signup> signUpAll(StreamObserver<SignupCount> response) {
    CompletableFuture<Throwable> ended = streamEnded;
    return new StreamObserver<>() {

      private int signups;

      @Override
      public void onNext(Signup signup) {
        received.add(signup);
        signups++;
      }

      @Override
      public void onError(Throwable error) {
        ended.complete(error);
      }

      @Override
      public void onCompleted() {
        ended.complete(null);
        response.onNext(SignupCount.newBuilder().setSignups(signups).build());
        response.onCompleted();
      }
    };
  }
}
