package dev.protojson.spring.grpc;

import com.google.protobuf.Message;
import dev.protojson.spring.internal.PropertyAdvice;
import dev.protojson.spring.internal.RequestSizeLimit;
import dev.protojson.transcoding.CallListener;
import dev.protojson.transcoding.HeaderMapping;
import dev.protojson.transcoding.InvalidRequestException;
import dev.protojson.transcoding.RequestStream;
import dev.protojson.transcoding.ResponseStream;
import dev.protojson.transcoding.Route;
import dev.protojson.transcoding.RouteMatch;
import dev.protojson.transcoding.StatusMapping;
import dev.protojson.transcoding.StreamFormat;
import dev.protojson.transcoding.TranscodedCall;
import dev.protojson.transcoding.Transcoder;
import io.grpc.Deadline;
import io.grpc.Metadata;
import io.grpc.Status;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.Method;
import java.util.Collections;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.springframework.core.task.SimpleAsyncTaskExecutor;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.http.server.ServletServerHttpRequest;
import org.springframework.util.ReflectionUtils;
import org.springframework.web.HttpMediaTypeNotAcceptableException;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.context.request.async.WebAsyncManager;
import org.springframework.web.context.request.async.WebAsyncUtils;
import org.springframework.web.servlet.mvc.method.annotation.StreamingResponseBody;

/**
 * Serves one call of a streaming method on Spring MVC. The servlet thread starts the call and hands it the request,
 * or reads a client stream's requests from the body as the service takes them and waits for its one answer. A
 * response stream is written by Spring MVC's asynchronous request processing, on a thread of its own, for as long as
 * the call lasts: it waits there for the first answer (a call that fails before its first message is answered with
 * its HTTP status, as a unary call is), then flushes each message as the service sends it, in the format the client
 * accepts. Beyond {@value #WINDOW} messages
 * waiting for the writer the call is not ready, so a client that reads slowly makes the service wait (gRPC flow
 * control). A client that went away fails the next write, which cancels the call; a servlet container tells of it no
 * sooner.
 *
 * <p>Bidirectional streams are not served on Spring MVC: reading a request body while writing the response is not
 * something a servlet request can be relied on for; WebFlux serves them.
 */
final class StreamingCallHandler {

  static final Method HANDLE = ReflectionUtils.findMethod(StreamingCallHandler.class, "handle",
      HttpServletRequest.class, HttpServletResponse.class);

  /** How many response messages may wait for the writer before the call stops being ready. */
  static final int WINDOW = 16;

  private static final String TIMEOUT_HEADER = "grpc-timeout";

  private final Transcoder transcoder;
  private final RequestSizeLimit sizeLimit;
  private final long maxRequestSize;
  private final SimpleAsyncTaskExecutor writers = new SimpleAsyncTaskExecutor("protojson-stream-");

  /**
   * @param sizeLimit the limit of a single request's body
   * @param maxRequestSize the same limit in bytes, held by each request of a client stream; negative for none
   */
  StreamingCallHandler(Transcoder transcoder, RequestSizeLimit sizeLimit, long maxRequestSize) {
    this.transcoder = transcoder;
    this.sizeLimit = sizeLimit;
    this.maxRequestSize = maxRequestSize;
    writers.setDaemon(true);
  }

  public ResponseEntity<StreamingResponseBody> handle(HttpServletRequest request, HttpServletResponse response)
      throws Exception {
    RouteMatch.Found match = (RouteMatch.Found) request.getAttribute(TranscodedCallHandler.MATCH_ATTRIBUTE);
    Route route = match.route();
    StreamFormat format = route.streamsResponses() ? acceptedFormat(request) : null;
    Responses responses = new Responses();
    TranscodedCall call;
    Runnable restoreThread = ServletThreadContext.save();
    try {
      Metadata headers = HeaderMapping.toMetadata(new ServletServerHttpRequest(request).getHeaders().headerSet());
      Deadline deadline = HeaderMapping.deadline(request.getHeader(TIMEOUT_HEADER));
      if (route.streamsRequests()) {
        StreamFormat requestFormat = StreamFormat.forContentType(request.getContentType());
        if (requestFormat == null) {
          throw new HttpMediaTypeNotSupportedException("The requests of " + route.fullMethodName()
              + " are sent as application/json (an array), application/x-ndjson or application/jsonl, not "
              + request.getContentType());
        }
        // the limit holds for each request: a stream of many is not held whole
        try (RequestStream requests = match.readRequests(request.getQueryString(), request.getInputStream(),
            requestFormat, maxRequestSize, PropertyAdvice.MAX_REQUEST_SIZE)) {
          call = transcoder.startCall(route, headers, deadline, responses);
          pump(requests, call, responses);
        }
      } else {
        Message message = match.bindRequest(request.getQueryString(),
            ServletRequestBody.read(route, request, sizeLimit), request.getContentType());
        call = transcoder.startCall(route, headers, deadline, responses);
        call.send(message);
        call.halfClose();
      }
    } catch (InvalidRequestException invalid) {
      return status(invalid.toStatus());
    } finally {
      restoreThread.run();
    }
    if (route.streamsResponses()) {
      // A stream lasts as long as the call: its deadline bounds it, not Spring MVC's asynchronous request timeout.
      // It waits for its first answer, and writes, on a thread of its own rather than a servlet thread or one of the
      // application's task executor's few: a method that answers late (a watch) holds no servlet thread meanwhile.
      WebAsyncManager async = WebAsyncUtils.getAsyncManager(request);
      async.getAsyncWebRequest().setTimeout(0L);
      async.setTaskExecutor(writers);
      TranscodedCall started = call;
      return ResponseEntity.ok().contentType(MediaType.parseMediaType(format.mediaType()))
          .body(out -> stream(route, format, responses, started, out, response));
    }
    Event first = responses.next(call);
    HeaderMapping.forEachResponseHeader(responses.headers, response::addHeader);
    if (first instanceof Closed closed) {
      HeaderMapping.forEachResponseHeader(closed.trailers, response::addHeader);
      com.google.rpc.Status status = closed.statusProto(responses);
      if (status.getCode() != Status.Code.OK.value()) {
        return status(status);
      }
    }
    // a client stream's one answer: the in-process call guarantees a message before an OK close
    Message answer = ((Sent) first).message;
    Closed end = (Closed) responses.next(call);
    HeaderMapping.forEachResponseHeader(end.trailers, response::addHeader);
    com.google.rpc.Status status = end.statusProto(responses);
    if (status.getCode() != Status.Code.OK.value()) {
      return status(status);
    }
    byte[] body = route.responseBytes(answer);
    return ResponseEntity.ok().contentType(MediaType.parseMediaType(route.responseContentType(answer)))
        .contentLength(body.length).body(out -> out.write(body));
  }

  /**
   * A response stream, on its writer's thread: a call that fails before its first message is answered with its HTTP
   * status, as a unary call is, since nothing has been sent; the response's headers, status and content type are
   * settled by the first answer.
   */
  private void stream(Route route, StreamFormat format, Responses responses, TranscodedCall call, OutputStream out,
      HttpServletResponse response) throws IOException {
    Event first;
    try {
      first = responses.next(call);
    } catch (InterruptedException e) {
      call.cancel("The HTTP response was abandoned");
      Thread.currentThread().interrupt();
      return;
    }
    HeaderMapping.forEachResponseHeader(responses.headers, response::addHeader);
    if (first instanceof Closed closed) {
      com.google.rpc.Status status = closed.statusProto(responses);
      if (status.getCode() != Status.Code.OK.value()) {
        answerInstead(response, status, closed.trailers);
        return;
      }
      HeaderMapping.forEachResponseHeader(closed.trailers, response::addHeader);
    } else {
      response.setContentType(transcoder.responseStream(route, format, OutputStream.nullOutputStream())
          .contentType(((Sent) first).message));
    }
    write(route, format, first, responses, call, new Flushing(out, response, responses), response);
  }

  /** Writes the stream on Spring MVC's asynchronous thread, from the first event on. */
  private void write(Route route, StreamFormat format, Event first, Responses responses, TranscodedCall call,
      OutputStream out, HttpServletResponse response) throws IOException {
    ResponseStream stream = transcoder.responseStream(route, format, out);
    Event event = first;
    try {
      while (true) {
        if (event instanceof Sent sent) {
          stream.message(sent.message);
        } else {
          Closed closed = (Closed) event;
          com.google.rpc.Status status = closed.statusProto(responses);
          if (status.getCode() == Status.Code.OK.value()) {
            stream.end();
          } else if (stream.canCarryStatus()) {
            stream.error(status);
          } else if (!response.isCommitted()) {
            // What was sent is still in the container's buffer: the client gets the failure, as before a first
            // message, rather than part of a body that looks whole.
            answerInstead(response, status, closed.trailers);
            return;
          } else {
            throw new IOException("The stream of " + route.fullMethodName() + " failed: " + status.getMessage());
          }
          out.close();
          return;
        }
        event = responses.next(call);
      }
    } catch (IOException | RuntimeException e) {
      call.cancel("The HTTP response could not be written: " + e.getMessage());
      throw e;
    } catch (InterruptedException e) {
      call.cancel("The HTTP response was abandoned");
      Thread.currentThread().interrupt();
    }
  }

  /**
   * Replaces a response not yet committed with the status of a failed call. Only the body written so far goes: the
   * headers set before (the call's own, and those of filters, as CORS) stay.
   */
  private void answerInstead(HttpServletResponse response, com.google.rpc.Status status, Metadata trailers)
      throws IOException {
    byte[] body = transcoder.errorBody(status);
    response.resetBuffer();
    response.setStatus(StatusMapping.httpStatus(status.getCode()));
    HeaderMapping.forEachResponseHeader(trailers, response::addHeader);
    response.setContentType(MediaType.APPLICATION_JSON_VALUE);
    response.setContentLength(body.length);
    response.getOutputStream().write(body);
    response.flushBuffer();
  }

  /**
   * The stream Spring MVC gives a streaming body ignores {@code flush()}, leaving it to the container's buffer. A
   * message must reach the client as soon as no other follows it at once, so a flush flushes the response then; while
   * more messages wait they go out together, which spares a socket write and an HTTP chunk each.
   */
  private static final class Flushing extends java.io.FilterOutputStream {

    private final HttpServletResponse response;
    private final Responses waiting;

    Flushing(OutputStream out, HttpServletResponse response, Responses waiting) {
      super(out);
      this.response = response;
      this.waiting = waiting;
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
      out.write(bytes, offset, length);
    }

    @Override
    public void flush() throws IOException {
      if (waiting.isEmpty()) {
        out.flush();
        response.flushBuffer();
      }
    }

    /** The stream's end is flushed whatever waits: nothing follows it. */
    @Override
    public void close() throws IOException {
      out.flush();
      response.flushBuffer();
    }
  }

  /**
   * Reads the requests of a client stream as the service asks for them, and half-closes after the last. A body that
   * cannot be read (the client went away) cancels the call, as a native client's cancel does.
   */
  private static void pump(RequestStream requests, TranscodedCall call, Responses responses)
      throws InterruptedException {
    while (call.awaitRequestDemand(Long.MAX_VALUE, TimeUnit.NANOSECONDS)) {
      Message request;
      try {
        request = requests.next();
      } catch (InvalidRequestException invalid) {
        responses.failure = invalid.toStatus();
        call.cancel("A request was not valid: " + invalid.getMessage());
        return;
      } catch (RuntimeException unreadable) {
        call.cancel("The HTTP request body could not be read: " + unreadable.getMessage());
        throw unreadable;
      }
      if (request == null) {
        call.halfClose();
        return;
      }
      call.send(request);
    }
  }

  private static StreamFormat acceptedFormat(HttpServletRequest request) throws HttpMediaTypeNotAcceptableException {
    StreamFormat format = StreamFormat.forAccept(String.join(",", Collections.list(
        request.getHeaders(HttpHeaders.ACCEPT))));
    if (format == null) {
      throw new HttpMediaTypeNotAcceptableException(java.util.List.of(MediaType.APPLICATION_NDJSON,
          MediaType.valueOf("application/jsonl"), MediaType.TEXT_EVENT_STREAM, MediaType.APPLICATION_JSON));
    }
    return format;
  }

  private ResponseEntity<StreamingResponseBody> status(com.google.rpc.Status status) {
    byte[] body = transcoder.errorBody(status);
    // by number: 499 (CANCELLED) is no HttpStatus constant
    return ResponseEntity.status(StatusMapping.httpStatus(status.getCode()))
        .contentType(MediaType.APPLICATION_JSON).contentLength(body.length).body(out -> out.write(body));
  }

  /** Something the service answered: a message, or the end of the call. */
  private sealed interface Event permits Sent, Closed {}

  private record Sent(Message message) implements Event {}

  private record Closed(Status status, Metadata trailers) implements Event {

    com.google.rpc.Status statusProto(Responses responses) {
      return responses.failure != null ? responses.failure : StatusMapping.toStatusProto(status, trailers);
    }
  }

  /**
   * What the service answers, waiting for the writer. Beyond {@value #WINDOW} waiting messages the call is not ready;
   * a service that sends anyway is not stopped, as grpc-java's server does not stop it.
   */
  private static final class Responses implements CallListener {

    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private volatile Metadata headers = new Metadata();
    private volatile boolean toldNotReady;
    /** Why the HTTP side ended the call, when it did: the status the client gets instead of CANCELLED. */
    private volatile com.google.rpc.Status failure;

    @Override
    public void onHeaders(Metadata headers) {
      this.headers = headers;
    }

    @Override
    public void onMessage(Message response) {
      events.add(new Sent(response));
    }

    @Override
    public void onClose(Status status, Metadata trailers) {
      events.add(new Closed(status, trailers));
    }

    @Override
    public boolean isReady() {
      boolean ready = events.size() < WINDOW;
      if (!ready) {
        toldNotReady = true;
      }
      return ready;
    }

    /** Whether nothing the service answered waits to be written. */
    boolean isEmpty() {
      return events.isEmpty();
    }

    /** The next event; a window that has room again tells the service it can send more. */
    Event next(TranscodedCall call) throws InterruptedException {
      Event event = events.take();
      if (toldNotReady && events.size() < WINDOW / 2) {
        toldNotReady = false;
        call.readyAgain();
      }
      return event;
    }
  }
}
