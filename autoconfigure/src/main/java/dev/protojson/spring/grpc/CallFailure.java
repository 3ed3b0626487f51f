package dev.protojson.spring.grpc;

import java.util.concurrent.atomic.AtomicReference;

/**
 * Why the HTTP side ended a call itself, for instance a request of a client stream that is not valid: the status the
 * client is answered with, instead of the {@code CANCELLED} the service sees.
 */
final class CallFailure {

  private final AtomicReference<com.google.rpc.Status> status = new AtomicReference<>();

  /** Records the first failure; later ones are the same call ending, not news. */
  void set(com.google.rpc.Status failure) {
    status.compareAndSet(null, failure);
  }

  /** The failure, or null if the HTTP side did not end the call. */
  com.google.rpc.Status status() {
    return status.get();
  }
}
