package dev.protojson.transcoding.internal;

import io.grpc.Metadata;
import io.grpc.Status;

/**
 * Where a call dispatched in process sends what the service answers: headers at most once, then messages, then the
 * status and trailers exactly once. A unary call collects them; a streaming one (later) writes each message as it
 * comes, and says through {@link #isReady()} whether it can take more without buffering.
 */
public interface CallSink<RespT> {

  void onHeaders(Metadata headers);

  void onMessage(RespT message);

  void onClose(Status status, Metadata trailers);

  /** Whether another message can be taken now; the call's {@code isReady()}. */
  default boolean isReady() {
    return true;
  }
}
