package dev.protojson.transcoding;

import com.google.protobuf.Message;
import io.grpc.Metadata;
import io.grpc.Status;

/**
 * What a unary call dispatched in process answered: the headers and the response message the service sent, and
 * the status and trailers it closed the call with.
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
}
