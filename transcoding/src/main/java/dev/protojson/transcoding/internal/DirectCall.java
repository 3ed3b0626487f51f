package dev.protojson.transcoding.internal;

import io.grpc.Attributes;
import io.grpc.Context;
import io.grpc.Contexts;
import io.grpc.Deadline;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerMethodDefinition;
import io.grpc.Status;
import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * A gRPC call run in process: the method's {@link ServerCallHandler} (with every interceptor the service definition
 * carries) is started with this {@link ServerCall}, and request messages are handed to its listener as objects, with
 * no serialising and parsing: the handler's own descriptor gave their type.
 *
 * <p>It behaves as grpc-java's server does for the listener: callbacks one at a time, in the call's
 * {@link Context} (cancelled when the call ends, with the deadline if there is one), messages only as far as the
 * handler has {@link #request requested} them, half-close after the last one; an exception thrown by a callback
 * closes the call with {@code UNKNOWN} "Application error processing RPC"; a unary method that answers twice, or
 * closes OK without an answer, is cancelled with {@code INTERNAL}; the listener hears {@code onComplete} after the
 * call is closed, or {@code onCancel} when it is cancelled (deadline, {@link #cancel}). {@link #isReady()} asks the
 * sink, and {@link #readyAgain()} tells the listener when it became ready, for streaming responses later.
 */
public final class DirectCall<ReqT, RespT> extends ServerCall<ReqT, RespT> {

  private static final Logger LOG = Logger.getLogger(DirectCall.class.getName());
  static final String APPLICATION_ERROR = "Application error processing RPC";

  private final MethodDescriptor<ReqT, RespT> method;
  private final CallSink<RespT> sink;
  private final Context.CancellableContext context;
  private final Attributes attributes;
  private final String authority;
  private final SerialExecutor events = new SerialExecutor();

  // Touched only in tasks of `events`
  private Listener<ReqT> listener;
  private final Queue<ReqT> pending = new ArrayDeque<>();
  private boolean halfClosePending;
  private int demand;

  /** Whether the listener has asked for more request messages than were handed in: read by the request's reader. */
  private volatile boolean wantsRequests;
  private volatile Runnable requestDemand = () -> {};

  // Touched by the application's calls, which grpc-java requires not to be concurrent
  private boolean headersSent;
  private boolean messageSent;
  private volatile boolean closeCalled;
  /** Whether the sink has had the status: set once, by a close or a cancellation, whichever comes first. */
  private final AtomicBoolean finished = new AtomicBoolean();
  private volatile boolean cancelled;

  private DirectCall(MethodDescriptor<ReqT, RespT> method, CallSink<RespT> sink, Context.CancellableContext context,
      Attributes attributes, String authority) {
    this.method = method;
    this.sink = sink;
    this.context = context;
    this.attributes = attributes;
    this.authority = authority;
  }

  /**
   * Starts a call of {@code definition}: the handler is started with {@code headers} on this thread, and runs as far
   * as it does without waiting.
   *
   * @param deadline when the call is cancelled with {@code DEADLINE_EXCEEDED}, or null for never
   * @param scheduler runs the deadline; used only with one
   */
  public static <ReqT, RespT> DirectCall<ReqT, RespT> start(ServerMethodDefinition<ReqT, RespT> definition,
      Metadata headers, Deadline deadline, ScheduledExecutorService scheduler, Attributes attributes,
      String authority, CallSink<RespT> sink) {
    Context.CancellableContext context = deadline == null
        ? Context.ROOT.withCancellation() : Context.ROOT.withDeadline(deadline, scheduler);
    DirectCall<ReqT, RespT> call = new DirectCall<>(definition.getMethodDescriptor(), sink, context, attributes,
        authority);
    call.events.execute(() -> call.startHandler(definition.getServerCallHandler(), headers));
    context.addListener(ended -> {
      Status status = Contexts.statusFromCancelled(ended);
      if (status != null && status.getCode() == Status.Code.DEADLINE_EXCEEDED) {
        call.cancel(status);
      }
    }, Runnable::run);
    return call;
  }

  private void startHandler(ServerCallHandler<ReqT, RespT> handler, Metadata headers) {
    Context previous = context.attach();
    try {
      Listener<ReqT> started = handler.startCall(this, headers);
      if (started == null) {
        throw new NullPointerException("startCall() returned a null listener for method "
            + method.getFullMethodName());
      }
      listener = started;
    } catch (RuntimeException | Error e) {
      listener = new Listener<>() {};
      finish(Status.fromThrowable(e), new Metadata());
      context.cancel(null);
      LOG.log(Level.WARNING, "Starting a call of " + method.getFullMethodName() + " failed", e);
      return;
    } finally {
      context.detach(previous);
    }
    if (!finished.get()) {
      deliver(Listener::onReady);
    }
  }

  /** Hands {@code message} to the listener once it has asked for a message. */
  public void sendRequest(ReqT message) {
    events.execute(() -> {
      pending.add(message);
      drainRequests();
    });
  }

  /** Tells the listener that no more request messages come, after those handed in. */
  public void halfClose() {
    events.execute(() -> {
      halfClosePending = true;
      drainRequests();
    });
  }

  /** Tells the listener that the sink became ready to take messages again. */
  public void readyAgain() {
    events.execute(() -> {
      if (!finished.get()) {
        deliver(Listener::onReady);
      }
    });
  }

  /**
   * Cancels the call, as a client that went away or a deadline does: the sink gets {@code status}, the listener
   * {@code onCancel}, and the context is cancelled. Nothing happens if the call is already closed.
   */
  public void cancel(Status status) {
    if (!finished.compareAndSet(false, true)) {
      return;
    }
    cancelled = true;
    sink.onClose(status, new Metadata());
    context.cancel(status.asRuntimeException());
    events.execute(() -> {
      deliver(Listener::onCancel);
      updateRequestDemand();
    });
  }

  @Override
  public void request(int numMessages) {
    events.execute(() -> {
      demand = saturatedAdd(demand, numMessages);
      drainRequests();
    });
  }

  private void drainRequests() {
    if (listener == null) {
      return;
    }
    while (demand > 0 && !pending.isEmpty() && !finished.get()) {
      demand--;
      ReqT message = pending.poll();
      deliver(l -> l.onMessage(message));
    }
    if (halfClosePending && pending.isEmpty() && !finished.get()) {
      halfClosePending = false;
      deliver(Listener::onHalfClose);
    }
    updateRequestDemand();
  }

  /** Tells the request's reader when the listener starts wanting messages, or the call ends. */
  private void updateRequestDemand() {
    boolean wants = demand > 0 && pending.isEmpty() && !finished.get();
    boolean changed = wants != wantsRequests;
    wantsRequests = wants;
    if (changed && wants || finished.get()) {
      requestDemand.run();
    }
  }

  /**
   * Whether the handler has asked for more request messages than were handed in, so that the next one read from
   * the client reaches it at once rather than waiting in memory.
   */
  public boolean wantsRequests() {
    return wantsRequests;
  }

  /**
   * Runs {@code listener} (on a thread of the call's, briefly) whenever the handler starts wanting request messages,
   * and when the call ends, so that a reader of the client's messages reads as the service takes them.
   */
  public void onRequestDemand(Runnable listener) {
    this.requestDemand = listener;
    events.execute(this::updateRequestDemand);
  }

  /** Whether the call has ended: closed by the service, or cancelled. */
  public boolean isFinished() {
    return finished.get();
  }

  /** Runs a listener callback in the call's context; what it throws closes the call. */
  private void deliver(java.util.function.Consumer<Listener<ReqT>> callback) {
    Context previous = context.attach();
    try {
      callback.accept(listener);
    } catch (RuntimeException | Error e) {
      if (finish(Status.UNKNOWN.withDescription(APPLICATION_ERROR).withCause(e), new Metadata())) {
        events.execute(this::completed);
      }
      LOG.log(Level.WARNING, "A call of " + method.getFullMethodName() + " failed", e);
      if (e instanceof Error error) {
        throw error;
      }
    } finally {
      context.detach(previous);
    }
  }

  @Override
  public void sendHeaders(Metadata headers) {
    checkState(!headersSent, "sendHeaders has already been called");
    checkState(!closeCalled, "call is closed");
    headersSent = true;
    if (!finished.get()) {
      sink.onHeaders(headers);
    }
  }

  @Override
  public void sendMessage(RespT message) {
    checkState(headersSent, "sendHeaders has not been called");
    checkState(!closeCalled, "call is closed");
    if (method.getType().serverSendsOneMessage() && messageSent) {
      cancelInternally(Status.INTERNAL.withDescription("Too many responses"));
      return;
    }
    messageSent = true;
    if (!finished.get()) {
      sink.onMessage(message);
    }
  }

  @Override
  public void close(Status status, Metadata trailers) {
    checkState(!closeCalled, "call already closed");
    closeCalled = true;
    if (status.isOk() && method.getType().serverSendsOneMessage() && !messageSent) {
      cancelInternally(Status.INTERNAL.withDescription("Completed without a response"));
      return;
    }
    if (finish(status, trailers)) {
      events.execute(this::completed);
    }
  }

  /** Gives the sink the status, unless it has one already. */
  private boolean finish(Status status, Metadata trailers) {
    if (!finished.compareAndSet(false, true)) {
      return false;
    }
    sink.onClose(status, trailers);
    return true;
  }

  /** After a close: the listener hears that the call completed, and the context ends. */
  private void completed() {
    deliver(Listener::onComplete);
    context.cancel(null);
    updateRequestDemand();
  }

  /** What grpc-java does when the application breaks the call's rules: the call is cancelled with the status. */
  private void cancelInternally(Status status) {
    LOG.log(Level.WARNING, "Cancelling a call of " + method.getFullMethodName() + ": " + status.getDescription());
    cancel(status);
  }

  @Override
  public boolean isReady() {
    return !closeCalled && !finished.get() && sink.isReady();
  }

  @Override
  public boolean isCancelled() {
    return cancelled;
  }

  @Override
  public void setMessageCompression(boolean enabled) {
    // nothing is compressed in process
  }

  @Override
  public void setCompression(String compressor) {
    checkState(!headersSent, "sendHeaders has been called");
  }

  @Override
  public Attributes getAttributes() {
    return attributes;
  }

  @Override
  public String getAuthority() {
    return authority;
  }

  @Override
  public MethodDescriptor<ReqT, RespT> getMethodDescriptor() {
    return method;
  }

  private static int saturatedAdd(int a, int b) {
    long sum = (long) a + b;
    return sum > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) sum;
  }

  private static void checkState(boolean state, String message) {
    if (!state) {
      throw new IllegalStateException(message);
    }
  }
}
