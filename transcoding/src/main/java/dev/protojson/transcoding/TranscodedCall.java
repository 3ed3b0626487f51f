package dev.protojson.transcoding;

import com.google.protobuf.Message;
import dev.protojson.transcoding.internal.DirectCall;
import io.grpc.Status;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A call of a transcoded method in progress, started by {@link Transcoder#startCall}: the HTTP side hands it the
 * request messages as it reads them, and says when the client went away or can take more responses.
 *
 * <p>Request messages reach the service as it asks for them (gRPC flow control): a reader should wait for
 * {@link #awaitRequestDemand} or {@link #onRequestDemand} before it reads the next one, so that a fast client is
 * slowed down rather than held in memory.
 */
public final class TranscodedCall {

  private final DirectCall<Object, Object> call;
  private final Message requestPrototype;
  private final ReentrantLock lock = new ReentrantLock();
  private final Condition demand = lock.newCondition();
  private volatile Runnable demandListener = () -> {};

  TranscodedCall(DirectCall<Object, Object> call, Message requestPrototype) {
    this.call = call;
    this.requestPrototype = requestPrototype;
    call.onRequestDemand(this::demandChanged);
  }

  /**
   * Hands the service one request message.
   *
   * @throws IllegalArgumentException if it is not of the method's request type
   */
  public void send(Message request) {
    Objects.requireNonNull(request, "request");
    if (request.getClass() != requestPrototype.getClass()) {
      throw new IllegalArgumentException("The call takes " + requestPrototype.getDescriptorForType().getFullName()
          + ", not " + request.getDescriptorForType().getFullName());
    }
    call.sendRequest(request);
  }

  /** Tells the service that no more request messages come. */
  public void halfClose() {
    call.halfClose();
  }

  /**
   * Cancels the call, as when the client went away: the service sees the cancellation ({@code isCancelled()},
   * its {@code onCancel} handler, a cancelled context), and the listener hears {@code CANCELLED}. Nothing happens if
   * the call has ended.
   */
  public void cancel(String reason) {
    call.cancel(Status.CANCELLED.withDescription(reason));
  }

  /** Tells the service that the listener can take response messages again (its {@code onReady} handler runs). */
  public void readyAgain() {
    call.readyAgain();
  }

  /** Whether the call has ended: the service closed it, or it was cancelled. */
  public boolean isEnded() {
    return call.isFinished();
  }

  /** Whether the service has asked for more request messages than it was handed. */
  public boolean wantsRequests() {
    return call.wantsRequests();
  }

  /**
   * Waits until the service asks for another request message, or the call ends.
   *
   * @return whether the service wants a message; false if the call ended or the time ran out
   * @throws InterruptedException if the thread is interrupted while it waits
   */
  public boolean awaitRequestDemand(long timeout, TimeUnit unit) throws InterruptedException {
    long left = unit.toNanos(timeout);
    lock.lock();
    try {
      while (!call.wantsRequests() && !call.isFinished()) {
        if (left <= 0) {
          return false;
        }
        left = demand.awaitNanos(left);
      }
      return !call.isFinished();
    } finally {
      lock.unlock();
    }
  }

  /**
   * Runs {@code listener} whenever the service starts wanting request messages, and when the call ends; for readers
   * that must not block. It runs briefly on one of the call's threads and should only schedule the next read.
   */
  public void onRequestDemand(Runnable listener) {
    this.demandListener = Objects.requireNonNull(listener, "listener");
    if (call.wantsRequests() || call.isFinished()) {
      listener.run();
    }
  }

  private void demandChanged() {
    lock.lock();
    try {
      demand.signalAll();
    } finally {
      lock.unlock();
    }
    demandListener.run();
  }
}
