package dev.protojson.transcoding;

import com.google.protobuf.Message;
import io.grpc.Metadata;
import io.grpc.Status;

/**
 * Hears what a call started with {@link Transcoder#startCall} answers, as the service sends it: headers at most once,
 * then each response message, then the status exactly once. Callbacks come one at a time, on the service's threads;
 * they should hand work on rather than block for long.
 */
public interface CallListener {

  /** The headers the service sent, before its first message. */
  default void onHeaders(Metadata headers) {}

  /** One response message; for a response stream, the next one. */
  void onMessage(Message response);

  /**
   * The call ended: OK after the last message, or with the status it failed or was cancelled with.
   * {@link StatusMapping#toStatusProto} gives the {@code google.rpc.Status} with the details the service raised.
   */
  void onClose(Status status, Metadata trailers);

  /**
   * Whether another response message can be taken now without buffering: the call's {@code isReady()}, which a
   * streaming service checks before it sends more. After answering false, call {@link TranscodedCall#readyAgain()}
   * once it can take more.
   */
  default boolean isReady() {
    return true;
  }
}
