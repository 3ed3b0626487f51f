package dev.protojson.transcoding;

import com.google.protobuf.Message;
import io.grpc.Metadata;
import io.grpc.Status;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * What a call that answers one message answered: the headers and the response message the service sent, and the
 * status and trailers it closed the call with. {@link Transcoder#call} gives it for a unary call;
 * {@link #collector} makes it of a call started with {@link Transcoder#startCall}, a client stream's.
 */
public final class CallResult {

  private final Metadata headers;
  private final Message message;
  private final Status status;
  private final Metadata trailers;

  CallResult(Metadata headers, Message message, Status status, Metadata trailers) {
    this.headers = headers;
    this.message = message;
    this.status = status;
    this.trailers = trailers;
  }

  /** The headers the service sent; empty if it sent none. */
  public Metadata headers() {
    return headers;
  }

  /** The response message; null if the call failed. */
  public Message message() {
    return message;
  }

  /** The status the call ended with. */
  public Status status() {
    return status;
  }

  /** The trailers the service closed the call with. */
  public Metadata trailers() {
    return trailers;
  }

  /**
   * The status as a {@code google.rpc.Status}: the one the service raised with its details (carried in the
   * {@code grpc-status-details-bin} trailer, as {@code StatusProto.toStatusRuntimeException} puts it), or one made of
   * the code and description.
   */
  public com.google.rpc.Status toStatusProto() {
    return StatusMapping.toStatusProto(status, trailers);
  }

  /**
   * A listener for {@link Transcoder#startCall} that hands {@code whenClosed} the call's result once the call ends:
   * its last response message, and null if the status is not OK.
   */
  public static CallListener collector(Consumer<CallResult> whenClosed) {
    Objects.requireNonNull(whenClosed, "whenClosed");
    return new CallListener() {

      private volatile Metadata headers;
      private volatile Message message;

      @Override
      public void onHeaders(Metadata headers) {
        this.headers = headers;
      }

      @Override
      public void onMessage(Message response) {
        this.message = response;
      }

      @Override
      public void onClose(Status status, Metadata trailers) {
        whenClosed.accept(new CallResult(headers == null ? new Metadata() : headers, status.isOk() ? message : null,
            status, trailers));
      }
    };
  }
}
