package dev.protojson.transcoding.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import dev.protojson.transcoding.test.GetShelfRequest;
import dev.protojson.transcoding.test.LibraryGrpc;
import dev.protojson.transcoding.test.Shelf;
import io.grpc.Attributes;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerMethodDefinition;
import io.grpc.Status;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The server call's flow control and rules, with a handler of the test's own and a sink that records. */
class DirectCallTests {

  private final List<String> events = new CopyOnWriteArrayList<>();
  private final AtomicBoolean sinkReady = new AtomicBoolean(true);
  private final AtomicReference<ServerCall<GetShelfRequest, Shelf>> serverCall = new AtomicReference<>();

  private final CallSink<Shelf> sink = new CallSink<>() {
    @Override
    public void onHeaders(Metadata headers) {
      events.add("sink headers");
    }

    @Override
    public void onMessage(Shelf message) {
      events.add("sink message " + message.getName());
    }

    @Override
    public void onClose(Status status, Metadata trailers) {
      events.add("sink close " + status.getCode() + " " + status.getDescription());
    }

    @Override
    public boolean isReady() {
      return sinkReady.get();
    }
  };

  /** A handler that asks for {@code initialDemand} messages and records what its listener hears. */
  private DirectCall<GetShelfRequest, Shelf> start(int initialDemand, Runnable onHalfClose) {
    ServerCallHandler<GetShelfRequest, Shelf> handler = (call, headers) -> {
      serverCall.set(call);
      call.request(initialDemand);
      return new ServerCall.Listener<>() {
        @Override
        public void onMessage(GetShelfRequest message) {
          events.add("message " + message.getName());
          if (message.getName().equals("throw")) {
            throw new IllegalStateException("boom");
          }
        }

        @Override
        public void onHalfClose() {
          events.add("halfClose");
          onHalfClose.run();
        }

        @Override
        public void onReady() {
          events.add("onReady");
        }

        @Override
        public void onComplete() {
          events.add("complete");
        }

        @Override
        public void onCancel() {
          events.add("cancel");
        }
      };
    };
    return DirectCall.start(ServerMethodDefinition.create(LibraryGrpc.getGetShelfMethod(), handler), new Metadata(),
        null, null, Attributes.EMPTY, "example.com", sink);
  }

  private static GetShelfRequest request(String name) {
    return GetShelfRequest.newBuilder().setName(name).build();
  }

  private void answer() {
    serverCall.get().sendHeaders(new Metadata());
    serverCall.get().sendMessage(Shelf.newBuilder().setName("answer").build());
    serverCall.get().close(Status.OK, new Metadata());
  }

  @Test
  void messagesWaitForDemandAndHalfCloseForTheMessages() {
    DirectCall<GetShelfRequest, Shelf> call = start(0, () -> { });
    call.sendRequest(request("a"));
    call.halfClose();
    assertThat(events).containsExactly("onReady");
    serverCall.get().request(1);
    assertThat(events).containsExactly("onReady", "message a", "halfClose");
  }

  @Test
  void readinessFollowsTheSinkAndReadyAgainReachesTheListener() {
    DirectCall<GetShelfRequest, Shelf> call = start(1, () -> { });
    assertThat(serverCall.get().isReady()).isTrue();
    sinkReady.set(false);
    assertThat(serverCall.get().isReady()).isFalse();
    sinkReady.set(true);
    call.readyAgain();
    assertThat(events).containsExactly("onReady", "onReady");
    assertThat(serverCall.get().getAuthority()).isEqualTo("example.com");
    assertThat(serverCall.get().getMethodDescriptor()).isSameAs(LibraryGrpc.getGetShelfMethod());
  }

  @Test
  void anAnswerClosesTheCallThenTheListenerCompletes() {
    DirectCall<GetShelfRequest, Shelf> call = start(1, this::answer);
    call.sendRequest(request("a"));
    call.halfClose();
    assertThat(events).containsExactly("onReady", "message a", "halfClose", "sink headers", "sink message answer",
        "sink close OK null", "complete");
    assertThat(serverCall.get().isReady()).isFalse();
    call.readyAgain();
    call.cancel(Status.CANCELLED);
    assertThat(events).endsWith("complete");
  }

  @Test
  void anExceptionInACallbackIsAnApplicationError() {
    DirectCall<GetShelfRequest, Shelf> call = start(2, () -> { });
    call.sendRequest(request("throw"));
    call.sendRequest(request("after"));
    call.halfClose();
    assertThat(events).containsExactly("onReady", "message throw",
        "sink close UNKNOWN Application error processing RPC", "complete");
  }

  @Test
  void cancellingStopsDeliveryAndTellsTheListener() {
    DirectCall<GetShelfRequest, Shelf> call = start(0, () -> { });
    call.sendRequest(request("a"));
    call.cancel(Status.CANCELLED.withDescription("gone"));
    serverCall.get().request(1);
    call.halfClose();
    assertThat(events).containsExactly("onReady", "sink close CANCELLED gone", "cancel");
    assertThat(serverCall.get().isCancelled()).isTrue();
    assertThat(serverCall.get().isReady()).isFalse();
    // the application may still answer; nothing reaches the sink
    answer();
    assertThat(events).containsExactly("onReady", "sink close CANCELLED gone", "cancel");
  }

  @Test
  void theRulesOfServerCalls() {
    start(1, () -> { });
    ServerCall<GetShelfRequest, Shelf> call = serverCall.get();
    assertThatIllegalStateException().isThrownBy(() -> call.sendMessage(Shelf.getDefaultInstance()))
        .withMessage("sendHeaders has not been called");
    call.setCompression("gzip");
    call.sendHeaders(new Metadata());
    assertThatIllegalStateException().isThrownBy(() -> call.sendHeaders(new Metadata()))
        .withMessage("sendHeaders has already been called");
    assertThatIllegalStateException().isThrownBy(() -> call.setCompression("gzip"))
        .withMessage("sendHeaders has been called");
    call.sendMessage(Shelf.getDefaultInstance());
    call.close(Status.OK, new Metadata());
    assertThatIllegalStateException().isThrownBy(() -> call.close(Status.OK, new Metadata()))
        .withMessage("call already closed");
    assertThatIllegalStateException().isThrownBy(() -> call.sendMessage(Shelf.getDefaultInstance()))
        .withMessage("call is closed");
  }
}
