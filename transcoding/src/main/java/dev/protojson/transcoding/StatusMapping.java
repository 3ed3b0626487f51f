package dev.protojson.transcoding;

import io.grpc.Status;

/**
 * The HTTP status of a gRPC status, by the table grpc-gateway, Envoy and Armeria share:
 *
 * <table>
 *   <caption>gRPC status to HTTP status</caption>
 *   <tr><th>gRPC</th><th>HTTP</th></tr>
 *   <tr><td>OK</td><td>200</td></tr>
 *   <tr><td>CANCELLED</td><td>499</td></tr>
 *   <tr><td>UNKNOWN, INTERNAL, DATA_LOSS</td><td>500</td></tr>
 *   <tr><td>INVALID_ARGUMENT, FAILED_PRECONDITION, OUT_OF_RANGE</td><td>400</td></tr>
 *   <tr><td>DEADLINE_EXCEEDED</td><td>504</td></tr>
 *   <tr><td>NOT_FOUND</td><td>404</td></tr>
 *   <tr><td>ALREADY_EXISTS, ABORTED</td><td>409</td></tr>
 *   <tr><td>PERMISSION_DENIED</td><td>403</td></tr>
 *   <tr><td>UNAUTHENTICATED</td><td>401</td></tr>
 *   <tr><td>RESOURCE_EXHAUSTED</td><td>429</td></tr>
 *   <tr><td>UNIMPLEMENTED</td><td>501</td></tr>
 *   <tr><td>UNAVAILABLE</td><td>503</td></tr>
 * </table>
 *
 * <p>A code outside {@code google.rpc.Code} is 500.
 */
public final class StatusMapping {

  private StatusMapping() {}

  /** The HTTP status of {@code code}. */
  public static int httpStatus(Status.Code code) {
    return switch (code) {
      case OK -> 200;
      case CANCELLED -> 499;
      case UNKNOWN, INTERNAL, DATA_LOSS -> 500;
      case INVALID_ARGUMENT, FAILED_PRECONDITION, OUT_OF_RANGE -> 400;
      case DEADLINE_EXCEEDED -> 504;
      case NOT_FOUND -> 404;
      case ALREADY_EXISTS, ABORTED -> 409;
      case PERMISSION_DENIED -> 403;
      case UNAUTHENTICATED -> 401;
      case RESOURCE_EXHAUSTED -> 429;
      case UNIMPLEMENTED -> 501;
      case UNAVAILABLE -> 503;
    };
  }

  /** The HTTP status of the numeric code of a {@code google.rpc.Status}; 500 for a number that is no code. */
  public static int httpStatus(int code) {
    return code >= 0 && code <= 16 ? httpStatus(Status.fromCodeValue(code).getCode()) : 500;
  }

  /**
   * The status a call ended with as a {@code google.rpc.Status}: the one the service raised with its details
   * (carried in the {@code grpc-status-details-bin} trailer, as {@code StatusProto.toStatusRuntimeException} puts
   * it), or one made of the code and description.
   */
  public static com.google.rpc.Status toStatusProto(Status status, io.grpc.Metadata trailers) {
    try {
      return io.grpc.protobuf.StatusProto.fromStatusAndTrailers(status, trailers);
    } catch (IllegalArgumentException detailsDoNotFit) {
      // details whose code is not the call's, or that do not parse: the call's own status wins
      return io.grpc.protobuf.StatusProto.fromStatusAndTrailers(status, null);
    }
  }
}
