package dev.protojson.transcoding;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.transcoding.test.GetShelfRequest;
import dev.protojson.transcoding.test.LibraryGrpc;
import dev.protojson.transcoding.test.Shelf;
import io.grpc.Context;
import io.grpc.Deadline;
import io.grpc.ForwardingServerCallListener.SimpleForwardingServerCallListener;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.ServerInterceptors;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.grpc.stub.ServerCallStreamObserver;
import io.grpc.stub.StreamObserver;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** What a service sees of a call dispatched in process, and how the call ends. */
class DispatchTests {

  private static final GetShelfRequest REQUEST = GetShelfRequest.newBuilder().setName("shelves/9").build();

  /** What the service saw: the request object, its context, its call. */
  private static final class Seen {
    final CompletableFuture<GetShelfRequest> request = new CompletableFuture<>();
    final AtomicReference<Context> context = new AtomicReference<>();
    final AtomicReference<ServerCallStreamObserver<Shelf>> observer = new AtomicReference<>();
    final AtomicReference<Thread> thread = new AtomicReference<>();
    final CountDownLatch cancelled = new CountDownLatch(1);
    final List<String> events = new CopyOnWriteArrayList<>();
  }

  /** GetShelf answers at once, unless the name is "shelves/wait": then the test answers through the observer. */
  private static LibraryGrpc.LibraryImplBase service(Seen seen) {
    return new LibraryGrpc.LibraryImplBase() {
      @Override
      public void getShelf(GetShelfRequest request, StreamObserver<Shelf> response) {
        ServerCallStreamObserver<Shelf> observer = (ServerCallStreamObserver<Shelf>) response;
        observer.setOnCancelHandler(seen.cancelled::countDown);
        seen.context.set(Context.current());
        seen.observer.set(observer);
        seen.thread.set(Thread.currentThread());
        seen.events.add("ready " + observer.isReady());
        seen.request.complete(request);
        if (!request.getName().equals("shelves/wait")) {
          response.onNext(Shelf.newBuilder().setName(request.getName()).build());
          response.onCompleted();
        }
      }
    };
  }

  /** Records the listener's callbacks the way an interceptor sees them. */
  private static ServerInterceptor recording(List<String> events) {
    return new ServerInterceptor() {
      @Override
      public <ReqT, RespT> ServerCall.Listener<ReqT> interceptCall(ServerCall<ReqT, RespT> call, Metadata headers,
          ServerCallHandler<ReqT, RespT> next) {
        events.add("start " + headers.get(GrpcCalls.AUTHORIZATION));
        return new SimpleForwardingServerCallListener<>(next.startCall(call, headers)) {
          @Override
          public void onMessage(ReqT message) {
            events.add("message");
            super.onMessage(message);
          }

          @Override
          public void onHalfClose() {
            events.add("halfClose");
            super.onHalfClose();
          }

          @Override
          public void onComplete() {
            events.add("complete");
            super.onComplete();
          }

          @Override
          public void onCancel() {
            events.add("cancel");
            super.onCancel();
          }

          @Override
          public void onReady() {
            events.add("onReady");
            super.onReady();
          }
        };
      }
    };
  }

  private static Transcoder transcoder(Seen seen) {
    ServerServiceDefinition definition = ServerInterceptors.intercept(service(seen), recording(seen.events));
    return Transcoder.builder(TestTranscoders.marshaller()).service(definition).build();
  }

  private static Route getShelf(Transcoder transcoder) {
    return ((RouteMatch.Found) transcoder.match("GET", "/v1/shelves/1")).route();
  }

  @Test
  void theRequestObjectReachesTheServiceAsItIsWithoutSerialising() throws Exception {
    Seen seen = new Seen();
    Transcoder transcoder = transcoder(seen);
    CallResult result = transcoder.call(getShelf(transcoder), REQUEST, GrpcCalls.metadata("authorization", "t"),
        null).get(5, TimeUnit.SECONDS);
    assertThat(seen.request.get()).isSameAs(REQUEST);
    assertThat(result.status().isOk()).isTrue();
    assertThat(result.message()).isEqualTo(Shelf.newBuilder().setName("shelves/9").build());
    assertThat(seen.thread.get()).isSameAs(Thread.currentThread());
    assertThat(seen.events).containsExactly("start t", "onReady", "message", "halfClose", "ready true", "complete");
  }

  @Test
  void interceptorsSeeTheCallsRouteAsItsAttribute() throws Exception {
    AtomicReference<Route> seenRoute = new AtomicReference<>();
    ServerInterceptor routeOfTheCall = new ServerInterceptor() {
      @Override
      public <ReqT, RespT> ServerCall.Listener<ReqT> interceptCall(ServerCall<ReqT, RespT> call, Metadata headers,
          ServerCallHandler<ReqT, RespT> next) {
        seenRoute.set(call.getAttributes().get(Transcoder.ROUTE));
        return next.startCall(call, headers);
      }
    };
    Transcoder transcoder = Transcoder.builder(TestTranscoders.marshaller())
        .service(ServerInterceptors.intercept(service(new Seen()), routeOfTheCall)).build();
    Route route = getShelf(transcoder);

    transcoder.call(route, REQUEST, new Metadata(), null).get(5, TimeUnit.SECONDS);

    assertThat(seenRoute.get()).isSameAs(route);
  }

  @Test
  void theServiceRunsInACancellableContextWithTheDeadline() throws Exception {
    Seen seen = new Seen();
    Transcoder transcoder = transcoder(seen);
    Deadline deadline = Deadline.after(1, TimeUnit.HOURS);
    transcoder.call(getShelf(transcoder), REQUEST, new Metadata(), deadline).get(5, TimeUnit.SECONDS);
    assertThat(seen.context.get().getDeadline()).isEqualTo(deadline);
    assertThat(seen.context.get().isCancelled()).as("cancelled once the call ended").isTrue();
    assertThat(Context.current().getDeadline()).isNull();
  }

  @Test
  void anAnswerFromAnotherThread() throws Exception {
    Seen seen = new Seen();
    Transcoder transcoder = transcoder(seen);
    CompletableFuture<CallResult> result = transcoder.call(getShelf(transcoder),
        GetShelfRequest.newBuilder().setName("shelves/wait").build(), new Metadata(), null);
    seen.request.get(5, TimeUnit.SECONDS);
    assertThat(result).isNotDone();
    Thread answering = new Thread(() -> {
      seen.observer.get().onNext(Shelf.newBuilder().setName("later").build());
      seen.observer.get().onCompleted();
    });
    answering.start();
    assertThat(result.get(5, TimeUnit.SECONDS).message()).isEqualTo(Shelf.newBuilder().setName("later").build());
    answering.join();
    assertThat(seen.events).endsWith("complete");
  }

  @Test
  void aDeadlineCancelsTheCall() throws Exception {
    Seen seen = new Seen();
    Transcoder transcoder = transcoder(seen);
    long start = System.nanoTime();
    CallResult result = transcoder.call(getShelf(transcoder), GetShelfRequest.newBuilder().setName("shelves/wait")
        .build(), new Metadata(), Deadline.after(200, TimeUnit.MILLISECONDS)).get(5, TimeUnit.SECONDS);
    assertThat(result.status().getCode()).isEqualTo(Status.Code.DEADLINE_EXCEEDED);
    assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isBetween(150L, 4000L);
    assertThat(seen.cancelled.await(5, TimeUnit.SECONDS)).as("the service saw the cancellation").isTrue();
    assertThat(seen.observer.get().isCancelled()).isTrue();
    assertThat(seen.observer.get().isReady()).isFalse();
    assertThat(seen.context.get().isCancelled()).isTrue();
    assertThat(seen.events).endsWith("cancel");
    // an answer after the deadline goes nowhere, as on a network server
    seen.observer.get().onNext(Shelf.getDefaultInstance());
    seen.observer.get().onCompleted();
  }

  @Test
  void cancellingTheFutureCancelsTheCall() throws Exception {
    Seen seen = new Seen();
    Transcoder transcoder = transcoder(seen);
    CompletableFuture<CallResult> result = transcoder.call(getShelf(transcoder),
        GetShelfRequest.newBuilder().setName("shelves/wait").build(), new Metadata(), null);
    seen.request.get(5, TimeUnit.SECONDS);
    assertThat(seen.observer.get().isReady()).isTrue();
    result.cancel(true);
    assertThat(seen.cancelled.await(5, TimeUnit.SECONDS)).isTrue();
    assertThat(seen.observer.get().isCancelled()).isTrue();
    assertThat(seen.context.get().isCancelled()).isTrue();
    assertThat(seen.events).endsWith("cancel");
  }

  @Test
  void anExpiredDeadlineNeverReachesTheService() throws Exception {
    Seen seen = new Seen();
    Transcoder transcoder = transcoder(seen);
    CallResult result = transcoder.call(getShelf(transcoder), REQUEST, new Metadata(),
        Deadline.after(-1, TimeUnit.SECONDS)).get(5, TimeUnit.SECONDS);
    assertThat(result.status().getCode()).isEqualTo(Status.Code.DEADLINE_EXCEEDED);
    assertThat(seen.request).isNotDone();
  }

  @Test
  void aRequestOfAnotherTypeIsRefused() {
    Transcoder transcoder = transcoder(new Seen());
    org.assertj.core.api.Assertions.assertThatIllegalArgumentException()
        .isThrownBy(() -> transcoder.call(getShelf(transcoder), Shelf.getDefaultInstance(), new Metadata(), null))
        .withMessage("protojson.transcoding.test.Library/GetShelf takes protojson.transcoding.test.GetShelfRequest,"
            + " not protojson.transcoding.test.Shelf");
  }

  @Test
  void responseHeadersAndTrailersComeBack() throws Exception {
    Seen seen = new Seen();
    ServerServiceDefinition definition = ServerInterceptors.intercept(service(seen), new GrpcCalls.AuthInterceptor());
    Transcoder transcoder = Transcoder.builder(TestTranscoders.marshaller()).service(definition).build();
    CallResult result = transcoder.call(getShelf(transcoder), REQUEST, GrpcCalls.metadata("authorization", "t",
        "x-request-id", "abc"), null).get(5, TimeUnit.SECONDS);
    assertThat(result.headers().get(GrpcCalls.SERVED_BY)).isEqualTo("library");
    assertThat(result.trailers().get(GrpcCalls.REQUEST_ID)).isEqualTo("abc");
  }
}
