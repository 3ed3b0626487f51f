package dev.protojson.transcoding;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Any;
import com.google.rpc.ErrorInfo;
import io.grpc.Metadata;
import io.grpc.Status;
import io.grpc.protobuf.StatusProto;
import org.junit.jupiter.api.Test;

class CallResultTests {

  private static final Metadata.Key<byte[]> DETAILS =
      Metadata.Key.of("grpc-status-details-bin", Metadata.BINARY_BYTE_MARSHALLER);

  private static CallResult failed(Status status, Metadata trailers) {
    return new CallResult(new Metadata(), null, status, trailers);
  }

  @Test
  void theDetailsTheServiceRaised() {
    com.google.rpc.Status raised = com.google.rpc.Status.newBuilder().setCode(5).setMessage("gone")
        .addDetails(Any.pack(ErrorInfo.newBuilder().setReason("GONE").build())).build();
    Metadata trailers = StatusProto.toStatusRuntimeException(raised).getTrailers();
    assertThat(failed(Status.NOT_FOUND.withDescription("gone"), trailers).toStatusProto()).isEqualTo(raised);
  }

  @Test
  void withoutDetailsTheCodeAndDescription() {
    assertThat(failed(Status.UNAUTHENTICATED.withDescription("no credentials"), new Metadata()).toStatusProto())
        .isEqualTo(com.google.rpc.Status.newBuilder().setCode(16).setMessage("no credentials").build());
  }

  @Test
  void detailsOfAnotherCodeOrUnreadableAreLeftForTheCallsOwnStatus() {
    Metadata otherCode = new Metadata();
    otherCode.put(DETAILS, com.google.rpc.Status.newBuilder().setCode(3).setMessage("other").build().toByteArray());
    assertThat(failed(Status.INTERNAL.withDescription("real"), otherCode).toStatusProto())
        .isEqualTo(com.google.rpc.Status.newBuilder().setCode(13).setMessage("real").build());
    Metadata garbage = new Metadata();
    garbage.put(DETAILS, new byte[] {(byte) 0xff, 0x01});
    assertThat(failed(Status.INTERNAL.withDescription("real"), garbage).toStatusProto())
        .isEqualTo(com.google.rpc.Status.newBuilder().setCode(13).setMessage("real").build());
  }
}
