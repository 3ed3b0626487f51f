package dev.protojson.transcoding;

import com.google.api.HttpBody;
import com.google.protobuf.Any;
import com.google.protobuf.ByteString;
import com.google.rpc.Code;
import com.google.rpc.ErrorInfo;
import dev.protojson.transcoding.test.ImportBookRequest;
import dev.protojson.transcoding.test.ImportBooksResponse;
import dev.protojson.transcoding.test.Shelf;
import dev.protojson.transcoding.test.StreamsGrpc;
import dev.protojson.transcoding.test.WatchShelvesRequest;
import io.grpc.protobuf.StatusProto;
import io.grpc.stub.ServerCallStreamObserver;
import io.grpc.stub.StreamObserver;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Streaming methods of each kind. Server streams send {@code shelves/0}, {@code shelves/1}... only while the call is
 * ready (gRPC flow control), and can fail with {@code UNAVAILABLE} and an {@code ErrorInfo} after some; client
 * streams keep what they receive, as it arrives; the chat answers each shelf at once.
 */
public class StreamsService extends StreamsGrpc.StreamsImplBase {

  /** The requests of client streams, in the order they reached the service. */
  public final BlockingQueue<Object> received = new LinkedBlockingQueue<>();
  /** Counts down when a server stream is cancelled. */
  public volatile CountDownLatch cancelled = new CountDownLatch(1);
  /** Whether a server stream found its call not ready and waited. */
  public final AtomicBoolean sawNotReady = new AtomicBoolean();

  /** Forgets what earlier calls did, for a test that shares the service with others. */
  public void reset() {
    received.clear();
    cancelled = new CountDownLatch(1);
    sawNotReady.set(false);
  }

  public static Shelf shelf(int i) {
    return Shelf.newBuilder().setName("shelves/" + i).setTheme("theme " + i).build();
  }

  /** The status a stream fails with: {@code UNAVAILABLE}, with an {@code ErrorInfo}. */
  public static com.google.rpc.Status failure(int after) {
    return com.google.rpc.Status.newBuilder()
        .setCode(Code.UNAVAILABLE_VALUE)
        .setMessage("The feed broke after " + after)
        .addDetails(Any.pack(ErrorInfo.newBuilder().setReason("FEED_BROKEN").setDomain("library.test").build()))
        .build();
  }

  @Override
  public void watchShelves(WatchShelvesRequest request, StreamObserver<Shelf> observer) {
    sendWhileReady(request, (ServerCallStreamObserver<Shelf>) observer, StreamsService::shelf);
  }

  @Override
  public void downloadShelves(WatchShelvesRequest request, StreamObserver<HttpBody> observer) {
    sendWhileReady(request, (ServerCallStreamObserver<HttpBody>) observer, i -> HttpBody.newBuilder()
        .setContentType("text/plain").setData(ByteString.copyFromUtf8("chunk " + i + "\n")).build());
  }

  private <T> void sendWhileReady(WatchShelvesRequest request, ServerCallStreamObserver<T> call,
      java.util.function.IntFunction<T> message) {
    int[] next = {0};
    boolean[] done = {false};
    CountDownLatch cancellation = cancelled;
    call.setOnCancelHandler(cancellation::countDown);
    call.setOnReadyHandler(() -> {
      while (!done[0] && call.isReady() && !call.isCancelled()) {
        if (request.hasFailAfter() && next[0] == request.getFailAfter()) {
          done[0] = true;
          call.onError(StatusProto.toStatusRuntimeException(failure(next[0])));
          return;
        }
        if (next[0] == request.getCount()) {
          done[0] = true;
          call.onCompleted();
          return;
        }
        call.onNext(message.apply(next[0]++));
      }
      if (!done[0] && !call.isReady()) {
        sawNotReady.set(true);
      }
    });
  }

  @Override
  public StreamObserver<ImportBookRequest> importBooks(StreamObserver<ImportBooksResponse> response) {
    return collecting(response, request -> request.getBook().getName());
  }

  @Override
  public StreamObserver<Shelf> importShelves(StreamObserver<ImportBooksResponse> response) {
    return collecting(response, Shelf::getName);
  }

  private <T> StreamObserver<T> collecting(StreamObserver<ImportBooksResponse> response,
      java.util.function.Function<T, String> name) {
    ImportBooksResponse.Builder answer = ImportBooksResponse.newBuilder();
    return new StreamObserver<>() {
      @Override
      public void onNext(T request) {
        received.add(request);
        answer.setCount(answer.getCount() + 1).addNames(name.apply(request));
      }

      @Override
      public void onError(Throwable t) {
        received.add(t);
      }

      @Override
      public void onCompleted() {
        response.onNext(answer.build());
        response.onCompleted();
      }
    };
  }

  @Override
  public StreamObserver<Shelf> chat(StreamObserver<Shelf> response) {
    return new StreamObserver<>() {
      @Override
      public void onNext(Shelf shelf) {
        received.add(shelf);
        response.onNext(shelf.toBuilder().setTheme("re: " + shelf.getTheme()).build());
      }

      @Override
      public void onError(Throwable t) {
        received.add(t);
      }

      @Override
      public void onCompleted() {
        response.onCompleted();
      }
    };
  }
}
