package dev.protojson.demo;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.stub.ServerCallStreamObserver;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class PacedSenderTests {

  private final PacedSender sender = new PacedSender();

  @AfterEach
  void stop() {
    sender.destroy();
  }

  @Test
  void sendsTheFirstAtOnceEachOtherAPauseLaterThenCompletes() throws Exception {
    RecordingCall call = new RecordingCall();
    long start = System.nanoTime();

    // a pause long enough that a busy machine's delays cannot pass for one
    sender.send(List.of("a", "b", "c").iterator(), Duration.ofMillis(500), call);

    assertThat(call.completed.await(5, TimeUnit.SECONDS)).isTrue();
    assertThat(call.messages).containsExactly("a", "b", "c");
    assertThat(call.sentAt.get(0) - start).isLessThan(TimeUnit.MILLISECONDS.toNanos(500));
    assertThat(call.sentAt.get(1) - call.sentAt.get(0)).isGreaterThanOrEqualTo(TimeUnit.MILLISECONDS.toNanos(500));
    assertThat(call.sentAt.get(2) - call.sentAt.get(1)).isGreaterThanOrEqualTo(TimeUnit.MILLISECONDS.toNanos(500));
  }

  @Test
  void aCallWithoutMessagesCompletesAtOnce() throws Exception {
    RecordingCall call = new RecordingCall();

    sender.send(List.<String>of().iterator(), Duration.ofSeconds(10), call);

    assertThat(call.completed.await(1, TimeUnit.SECONDS)).isTrue();
    assertThat(call.messages).isEmpty();
  }

  @Test
  void aCancelledCallGetsNothingMore() throws Exception {
    RecordingCall call = new RecordingCall();
    sender.send(List.of("a", "b").iterator(), Duration.ofMillis(1000), call);
    assertThat(call.first.await(5, TimeUnit.SECONDS)).isTrue();

    call.onCancel.run();

    // past the pause, when "b" would have gone
    assertThat(call.completed.await(1500, TimeUnit.MILLISECONDS)).isFalse();
    assertThat(call.messages).containsExactly("a");
  }

  /** A server call that records what the sender sends, and when. */
  private static final class RecordingCall extends ServerCallStreamObserver<String> {

    final List<String> messages = new CopyOnWriteArrayList<>();
    final List<Long> sentAt = new CopyOnWriteArrayList<>();
    final CountDownLatch first = new CountDownLatch(1);
    final CountDownLatch completed = new CountDownLatch(1);
    volatile Runnable onCancel;

    @Override
    public void onNext(String message) {
      sentAt.add(System.nanoTime());
      messages.add(message);
      first.countDown();
    }

    @Override
    public void onError(Throwable error) {
      throw new AssertionError("the sender reports no error", error);
    }

    @Override
    public void onCompleted() {
      completed.countDown();
    }

    @Override
    public void setOnCancelHandler(Runnable handler) {
      onCancel = handler;
    }

    @Override
    public boolean isCancelled() {
      return false;
    }

    @Override
    public boolean isReady() {
      return true;
    }

    @Override
    public void setOnReadyHandler(Runnable handler) {}

    @Override
    public void setCompression(String compression) {}

    @Override
    public void disableAutoInboundFlowControl() {}

    @Override
    public void request(int count) {}

    @Override
    public void setMessageCompression(boolean enable) {}
  }
}
