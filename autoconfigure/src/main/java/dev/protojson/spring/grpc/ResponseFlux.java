package dev.protojson.spring.grpc;

import com.google.protobuf.Message;
import dev.protojson.transcoding.CallListener;
import dev.protojson.transcoding.HeaderMapping;
import dev.protojson.transcoding.ResponseStream;
import dev.protojson.transcoding.Route;
import dev.protojson.transcoding.StatusMapping;
import dev.protojson.transcoding.StreamFormat;
import dev.protojson.transcoding.TranscodedCall;
import dev.protojson.transcoding.Transcoder;
import io.grpc.Metadata;
import io.grpc.Status;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Function;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferFactory;
import org.springframework.http.MediaType;
import org.springframework.http.server.reactive.ServerHttpResponse;
import reactor.core.publisher.Flux;
import reactor.core.publisher.FluxSink;
import reactor.core.scheduler.Scheduler;

/**
 * The response stream of one transcoded call as a {@link Flux} of the HTTP body's chunks, one per message, in the
 * format the client accepts. The flux's demand is the call's readiness: a client that reads slowly leaves the
 * service's {@code isReady()} false until it catches up, and a client that goes away cancels the call.
 *
 * <p>Messages that the service sends while the previous ones still wait for the client go out together, as one
 * buffer: one write and one HTTP chunk for many, rather than one each. At most {@value #WINDOW_BYTES} bytes wait
 * before the call is not ready.
 *
 * <p>A call that fails before its first message ends the flux with {@link FailedBeforeAnswer}, before anything was
 * written, so that it is answered with its HTTP status; one that fails later ends the stream with the status as its
 * last element. Headers the service sends before its first message become response headers; trailers only while
 * nothing has been written.
 */
final class ResponseFlux implements CallListener {

  private final Transcoder transcoder;
  private final Route route;
  private final StreamFormat format;
  private final ServerHttpResponse response;
  private final DataBufferFactory buffers;
  private final Chunks out = new Chunks();
  private final CallFailure failure;

  /** Hands what was written on to the sink, off the service's thread, so that messages that wait go out together. */
  private final Scheduler.Worker emitter;

  private FluxSink<DataBuffer> sink;
  private ResponseStream stream;
  // Guarded by this
  private boolean emitScheduled;
  private boolean ended;
  private Throwable endError;
  private volatile TranscodedCall call;
  /** Whether the service was told the client cannot take more: only then does new demand wake it. */
  private volatile boolean toldNotReady;

  /** How many bytes may wait for the client before the call is not ready. */
  static final int WINDOW_BYTES = 64 * 1024;

  ResponseFlux(Transcoder transcoder, Route route, StreamFormat format, ServerHttpResponse response,
      CallFailure failure, Scheduler scheduler) {
    this.transcoder = transcoder;
    this.route = route;
    this.format = format;
    this.response = response;
    this.buffers = response.bufferFactory();
    this.failure = failure;
    this.emitter = scheduler.createWorker();
  }

  /** The body, whose subscription starts the call with {@code start}. */
  Flux<DataBuffer> body(Function<CallListener, TranscodedCall> start) {
    return Flux.create(sink -> {
      this.sink = sink;
      sink.onDispose(emitter::dispose);
      sink.onRequest(n -> {
        TranscodedCall started = call;
        if (started != null && toldNotReady) {
          toldNotReady = false;
          started.readyAgain();
        }
      });
      sink.onCancel(() -> {
        TranscodedCall started = call;
        if (started != null) {
          started.cancel("The HTTP client went away");
        }
      });
      TranscodedCall started = start.apply(this);
      call = started;
      if (sink.isCancelled()) {
        // the client went away while the call started, before the cancel handler could reach it
        started.cancel("The HTTP client went away");
      }
    });
  }

  /** The call, once the body's subscription started it. */
  TranscodedCall call() {
    return call;
  }

  @Override
  public synchronized void onHeaders(Metadata headers) {
    HeaderMapping.forEachResponseHeader(headers, response.getHeaders()::add);
  }

  @Override
  public synchronized void onMessage(Message message) {
    try {
      if (stream == null) {
        stream = transcoder.responseStream(route, format, out);
        response.getHeaders().setContentType(MediaType.parseMediaType(stream.contentType(message)));
      }
      stream.message(message);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public synchronized void onClose(Status status, Metadata trailers) {
    com.google.rpc.Status local = failure.status();
    com.google.rpc.Status answer = local != null ? local : StatusMapping.toStatusProto(status, trailers);
    try {
      if (stream == null) {
        HeaderMapping.forEachResponseHeader(trailers, response.getHeaders()::add);
        if (answer.getCode() != Status.Code.OK.value()) {
          sink.error(new FailedBeforeAnswer(answer));
          return;
        }
        stream = transcoder.responseStream(route, format, out);
        response.getHeaders().setContentType(MediaType.parseMediaType(format.mediaType()));
        stream.end();
      } else if (answer.getCode() == Status.Code.OK.value()) {
        stream.end();
      } else if (stream.canCarryStatus()) {
        stream.error(answer);
      } else {
        // bytes of google.api.HttpBody have no element to carry a status: a broken response tells the client
        endError = new IllegalStateException("The stream of " + route.fullMethodName() + " failed: "
            + answer.getMessage());
      }
    } catch (IOException e) {
      endError = e;
    }
    ended = true;
    scheduleEmit();
  }

  /** Hands on what waits, then the end if the call ended: the sink sees them in the order they were written. */
  private void emit() {
    byte[] waiting;
    boolean end;
    Throwable error;
    synchronized (this) {
      waiting = out.toByteArray();
      out.reset();
      emitScheduled = false;
      end = ended;
      error = endError;
    }
    if (waiting.length > 0) {
      sink.next(buffers.wrap(waiting));
    }
    if (end) {
      if (error != null) {
        sink.error(error);
      } else {
        sink.complete();
      }
      return;
    }
    TranscodedCall started = call;
    if (started != null && toldNotReady && isReady()) {
      toldNotReady = false;
      started.readyAgain();
    }
  }

  /** Called holding this object's lock. */
  private void scheduleEmit() {
    if (!emitScheduled) {
      emitScheduled = true;
      try {
        emitter.schedule(this::emit);
      } catch (RejectedExecutionException disposed) {
        // the client went away: nothing more is written
      }
    }
  }

  @Override
  public boolean isReady() {
    FluxSink<DataBuffer> current = sink;
    boolean ready = current != null && current.requestedFromDownstream() > 0 && !current.isCancelled()
        && out.size() < WINDOW_BYTES;
    if (!ready) {
      toldNotReady = true;
      if (current != null && current.requestedFromDownstream() > 0 && out.size() < WINDOW_BYTES) {
        // demand came between the check and the flag: no onRequest will follow for it
        toldNotReady = false;
        return true;
      }
    }
    return ready;
  }

  /** A call that failed before it answered anything: it is answered with its HTTP status and body. */
  static final class FailedBeforeAnswer extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final transient com.google.rpc.Status status;

    FailedBeforeAnswer(com.google.rpc.Status status) {
      super(status.getMessage(), null, false, false);
      this.status = status;
    }

    com.google.rpc.Status status() {
      return status;
    }
  }

  /**
   * What the response stream writes. A flush hands it on soon, from the emitter: messages the service sends before
   * then go out as one chunk, and a message the service sends alone still goes out at once.
   */
  private final class Chunks extends ByteArrayOutputStream {

    @Override
    public void flush() {
      // called from onMessage and onClose, holding the flux's lock
      if (count > 0) {
        scheduleEmit();
      }
    }
  }
}
