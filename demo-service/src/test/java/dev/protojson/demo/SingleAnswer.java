package dev.protojson.demo;

import io.grpc.stub.StreamObserver;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

/** What a gRPC call with one answer, such as a client stream's, answered: its message, or its error. */
final class SingleAnswer<T> implements StreamObserver<T> {

  private final CompletableFuture<T> answer = new CompletableFuture<>();
  private volatile T message;

  @Override
  public void onNext(T value) {
    message = value;
  }

  @Override
  public void onError(Throwable error) {
    answer.completeExceptionally(error);
  }

  @Override
  public void onCompleted() {
    answer.complete(message);
  }

  /** The message, once the call has ended; the call's error is thrown as the cause of an ExecutionException. */
  T get() throws ExecutionException, InterruptedException, java.util.concurrent.TimeoutException {
    return answer.get(10, TimeUnit.SECONDS);
  }
}
