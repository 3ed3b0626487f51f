package dev.protojson.demo;

import io.grpc.stub.ServerCallStreamObserver;
import java.time.Duration;
import java.util.Iterator;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.stereotype.Component;

/**
 * Sends the messages of server streams one by one, with a pause between two, on a scheduler thread. No thread
 * sleeps between two messages: the service method returns at once, as gRPC wants, and the next message is a
 * scheduled task. A call the client cancels stops at once.
 */
@Component
class PacedSender implements DisposableBean {

  private final ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor(task -> {
    Thread thread = new Thread(task, "paced-sender");
    thread.setDaemon(true);
    return thread;
  });

  /**
   * Sends {@code messages} to {@code call}, the first at once and each other {@code interval} after the one before,
   * then completes the call. Called by the service method: a cancel handler can only be set while it runs.
   */
  <M> void send(Iterator<M> messages, Duration interval, ServerCallStreamObserver<M> call) {
    new PacedStream<>(messages, interval, call).start();
  }

  @Override
  public void destroy() {
    scheduler.shutdownNow();
  }

  /** One stream: sends a message, then schedules the next. */
  private final class PacedStream<M> implements Runnable {

    private final Iterator<M> messages;
    private final long intervalNanos;
    private final ServerCallStreamObserver<M> call;
    private ScheduledFuture<?> next;
    private boolean cancelled;

    PacedStream(Iterator<M> messages, Duration interval, ServerCallStreamObserver<M> call) {
      this.messages = messages;
      this.intervalNanos = interval.toNanos();
      this.call = call;
    }

    void start() {
      call.setOnCancelHandler(this::cancel);
      schedule(0);
    }

    @Override
    public synchronized void run() {
      if (cancelled) {
        return;
      }
      if (messages.hasNext()) {
        call.onNext(messages.next());
      }
      if (messages.hasNext()) {
        schedule(intervalNanos);
      } else {
        call.onCompleted();
      }
    }

    private synchronized void schedule(long delayNanos) {
      next = scheduler.schedule(this, delayNanos, TimeUnit.NANOSECONDS);
    }

    private synchronized void cancel() {
      cancelled = true;
      if (next != null) {
        next.cancel(false);
      }
    }
  }
}
