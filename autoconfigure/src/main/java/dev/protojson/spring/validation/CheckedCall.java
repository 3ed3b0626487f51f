package dev.protojson.spring.validation;

import com.google.protobuf.Message;
import io.grpc.ForwardingServerCall;
import io.grpc.ForwardingServerCallListener;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import java.util.List;
import java.util.function.Function;

/**
 * A call whose request messages are checked before the service's listener hears of them. The first message that
 * breaks a rule closes the call with {@code INVALID_ARGUMENT}. The service's listener then hears {@code onCancel},
 * so that a streaming service lets go of what it holds, and nothing after it; what the service still sends is
 * dropped, as on a cancelled call.
 */
final class CheckedCall<ReqT, RespT> extends ForwardingServerCall.SimpleForwardingServerCall<ReqT, RespT> {

  private final Function<Message, List<FieldViolation>> check;

  /** Set once the call was refused; read by the service's threads, which send and close. */
  private volatile boolean refused;

  private volatile boolean closedByService;

  CheckedCall(ServerCall<ReqT, RespT> call, Function<Message, List<FieldViolation>> check) {
    super(call);
    this.check = check;
  }

  /** The listener the transport calls: it checks each message before {@code service} hears of it. */
  ServerCall.Listener<ReqT> listener(ServerCall.Listener<ReqT> service) {
    return new CheckingListener(service);
  }

  @Override
  public void sendHeaders(Metadata headers) {
    if (!refused) {
      super.sendHeaders(headers);
    }
  }

  @Override
  public void sendMessage(RespT message) {
    if (!refused) {
      super.sendMessage(message);
    }
  }

  @Override
  public void close(Status status, Metadata trailers) {
    if (!refused) {
      closedByService = true;
      super.close(status, trailers);
    }
  }

  /** The client hears why, unless the service closed the call already. */
  private void closeRefused(com.google.rpc.Status status) {
    if (!closedByService) {
      StatusRuntimeException answer = StatusProto.toStatusRuntimeException(status);
      super.close(answer.getStatus(), answer.getTrailers());
    }
  }

  @Override
  public boolean isCancelled() {
    return refused || super.isCancelled();
  }

  private final class CheckingListener extends ForwardingServerCallListener.SimpleForwardingServerCallListener<ReqT> {

    /** Which message of the request stream comes next; only the transport's serial callbacks touch it. */
    private long index;

    CheckingListener(ServerCall.Listener<ReqT> service) {
      super(service);
    }

    @Override
    public void onMessage(ReqT message) {
      if (refused) {
        return;
      }
      long at = index++;
      if (message instanceof Message checked) {
        List<FieldViolation> violations = check.apply(checked);
        if (!violations.isEmpty()) {
          refuse(RefusedRequest.status(checked, violations, streams() ? at : -1));
          return;
        }
      }
      super.onMessage(message);
    }

    private boolean streams() {
      return !getMethodDescriptor().getType().clientSendsOneMessage();
    }

    private void refuse(com.google.rpc.Status status) {
      refused = true;
      closeRefused(status);
      super.onCancel();
    }

    @Override
    public void onHalfClose() {
      if (!refused) {
        super.onHalfClose();
      }
    }

    @Override
    public void onReady() {
      if (!refused) {
        super.onReady();
      }
    }

    @Override
    public void onCancel() {
      if (!refused) {
        super.onCancel();
      }
    }

    @Override
    public void onComplete() {
      if (!refused) {
        super.onComplete();
      }
    }
  }
}
