package dev.protojson.spring.grpc;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.spring.http.RequestBodyTooLargeException;
import dev.protojson.spring.internal.JsonValueSplitter;
import dev.protojson.spring.internal.PropertyAdvice;
import dev.protojson.transcoding.CallListener;
import dev.protojson.transcoding.CallResult;
import dev.protojson.transcoding.HeaderMapping;
import dev.protojson.transcoding.InvalidRequestException;
import dev.protojson.transcoding.RequestElements;
import dev.protojson.transcoding.Route;
import dev.protojson.transcoding.RouteMatch;
import dev.protojson.transcoding.StatusMapping;
import dev.protojson.transcoding.StreamFormat;
import dev.protojson.transcoding.TranscodedCall;
import dev.protojson.transcoding.Transcoder;
import io.grpc.Deadline;
import io.grpc.Metadata;
import io.grpc.Status;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Function;
import org.springframework.core.io.buffer.DataBufferLimitException;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.http.server.reactive.ServerHttpRequest;
import org.springframework.http.server.reactive.ServerHttpResponse;
import org.springframework.web.server.ContentTooLargeException;
import org.springframework.web.server.NotAcceptableStatusException;
import org.springframework.web.server.ServerWebExchange;
import org.springframework.web.server.UnsupportedMediaTypeStatusException;
import org.springframework.web.server.WebHandler;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;

/**
 * Serves one transcoded call on WebFlux, without blocking a thread: the body is read as it arrives (whole, up to
 * {@code protojson.max-request-size}, for one request; request by request for a client stream), the call is started
 * on the gRPC server's executor (so a service that blocks does not stall the event loop), and its answer is written
 * when it comes: 200 and the response, a response stream in the format the client accepts, or the call's status as
 * a {@code google.rpc.Status} with its HTTP status. A client that goes away cancels the call.
 */
final class ReactiveTranscodedCallHandler implements WebHandler {

  /** The exchange attribute under which {@link ReactiveTranscodingHandlerMapping} leaves the matched route. */
  static final String MATCH_ATTRIBUTE = ReactiveTranscodedCallHandler.class.getName() + ".match";

  private static final byte[] NO_BODY = {};
  private static final String TIMEOUT_HEADER = "grpc-timeout";

  private final Transcoder transcoder;
  private final MessageMarshaller marshaller;
  private final long maxRequestSize;
  private final Scheduler calls;

  /**
   * @param maxRequestSize the most bytes of a request body, and of each request of a stream; negative for no limit
   * @param executor where calls start, as the gRPC server starts them
   */
  ReactiveTranscodedCallHandler(Transcoder transcoder, MessageMarshaller marshaller, long maxRequestSize,
      Executor executor) {
    this.transcoder = transcoder;
    this.marshaller = marshaller;
    this.maxRequestSize = maxRequestSize;
    this.calls = executor != null ? Schedulers.fromExecutor(executor) : Schedulers.boundedElastic();
  }

  @Override
  public Mono<Void> handle(ServerWebExchange exchange) {
    RouteMatch.Found match = exchange.getRequiredAttribute(MATCH_ATTRIBUTE);
    Route route = match.route();
    ServerHttpRequest request = exchange.getRequest();
    return Mono.defer(() -> {
      Metadata headers = HeaderMapping.toMetadata(request.getHeaders().headerSet());
      Deadline deadline = HeaderMapping.deadline(request.getHeaders().getFirst(TIMEOUT_HEADER));
      String query = request.getURI().getRawQuery();
      if (route.streamsRequests()) {
        return clientStream(exchange, match, query, headers, deadline);
      }
      return body(route, request).flatMap(body -> {
        Message message = match.bindRequest(query, body, contentType(request));
        CallFailure failure = new CallFailure();
        if (route.streamsResponses()) {
          StreamFormat format = acceptedFormat(request);
          ResponseFlux responses = new ResponseFlux(transcoder, route, format, exchange.getResponse(), failure,
              calls);
          return writeStream(exchange, responses, listener -> {
            TranscodedCall call = transcoder.startCall(route, headers, deadline, listener);
            call.send(message);
            call.halfClose();
            return call;
          });
        }
        return answer(listener -> transcoder.startCall(route, headers, deadline, listener), call -> {
          call.send(message);
          call.halfClose();
        }).flatMap(result -> write(exchange, route, result, failure));
      });
    }).onErrorResume(InvalidRequestException.class, invalid -> writeStatus(exchange, invalid.toStatus()));
  }

  /** A client stream: its requests are read from the body as the service takes them. */
  private Mono<Void> clientStream(ServerWebExchange exchange, RouteMatch.Found match, String query,
      Metadata headers, Deadline deadline) {
    ServerHttpRequest request = exchange.getRequest();
    Route route = match.route();
    StreamFormat requestFormat = StreamFormat.forContentType(contentType(request));
    if (requestFormat == null) {
      return Mono.error(new UnsupportedMediaTypeStatusException("The requests of " + route.fullMethodName()
          + " are sent as application/json (an array), application/x-ndjson or application/jsonl, not "
          + contentType(request)));
    }
    RequestElements elements = match.requestElements(query);
    CallFailure failure = new CallFailure();
    Function<CallListener, TranscodedCall> begin = listener -> transcoder.startCall(route, headers, deadline,
        listener);
    Consumer<TranscodedCall> pump = call -> request.getBody().subscribe(new RequestPump(marshaller, requestFormat,
        elements, call, failure, maxRequestSize < 0 ? Integer.MAX_VALUE : maxRequestSize));
    if (route.streamsResponses()) {
      ResponseFlux responses = new ResponseFlux(transcoder, route, acceptedFormat(request), exchange.getResponse(),
          failure, calls);
      return writeStream(exchange, responses, listener -> {
        TranscodedCall call = begin.apply(listener);
        pump.accept(call);
        return call;
      });
    }
    return answer(begin, pump).flatMap(result -> write(exchange, route, result, failure));
  }

  private Mono<Void> writeStream(ServerWebExchange exchange, ResponseFlux responses,
      Function<CallListener, TranscodedCall> start) {
    return exchange.getResponse()
        .writeWith(responses.body(start).subscribeOn(calls))
        .onErrorResume(ResponseFlux.FailedBeforeAnswer.class, failed -> writeStatus(exchange, failed.status()));
  }

  /** The body of a single request, whole; none for a rule without {@code body}, which ignores what was sent. */
  private Mono<byte[]> body(Route route, ServerHttpRequest request) {
    if (route.body().isEmpty()) {
      return Mono.just(NO_BODY);
    }
    if (maxRequestSize >= 0 && request.getHeaders().getContentLength() > maxRequestSize) {
      return Mono.error(tooLarge());
    }
    return DataBufferUtils.join(request.getBody(), (int) Math.min(maxRequestSize, Integer.MAX_VALUE))
        .map(JsonValueSplitter::bytesOf)
        .defaultIfEmpty(NO_BODY)
        .onErrorMap(DataBufferLimitException.class, e -> tooLarge());
  }

  /** WebFlux answers it 413; the cause names the limit and the property that sets it. */
  private ContentTooLargeException tooLarge() {
    return new ContentTooLargeException(new RequestBodyTooLargeException(maxRequestSize,
        PropertyAdvice.MAX_REQUEST_SIZE));
  }

  private static String contentType(ServerHttpRequest request) {
    return request.getHeaders().getFirst(HttpHeaders.CONTENT_TYPE);
  }

  private static StreamFormat acceptedFormat(ServerHttpRequest request) {
    List<String> accept = request.getHeaders().get(HttpHeaders.ACCEPT);
    StreamFormat format = StreamFormat.forAccept(accept == null ? null : String.join(",", accept));
    if (format == null) {
      throw new NotAcceptableStatusException(List.of(MediaType.APPLICATION_NDJSON,
          MediaType.valueOf("application/jsonl"), MediaType.TEXT_EVENT_STREAM, MediaType.APPLICATION_JSON));
    }
    return format;
  }

  /**
   * The one answer of a call whose method answers one message, started and fed on the calls' scheduler. A client
   * that goes away cancels the call, as a native client's cancel does: the service sees its context cancelled. The
   * hook is in place before the call is fed, since a blocking service runs its whole method inside {@code feed}; and
   * the task is never disposed, which would interrupt the service's thread instead.
   */
  private Mono<CallResult> answer(Function<CallListener, TranscodedCall> start, Consumer<TranscodedCall> feed) {
    return Mono.create(sink -> {
      AtomicReference<TranscodedCall> started = new AtomicReference<>();
      AtomicBoolean gone = new AtomicBoolean();
      sink.onCancel(() -> {
        gone.set(true);
        cancel(started.get());
      });
      calls.schedule(() -> {
        try {
          TranscodedCall call = start.apply(CallResult.collector(sink::success));
          started.set(call);
          if (gone.get()) {
            cancel(call);
            return;
          }
          feed.accept(call);
        } catch (RuntimeException e) {
          sink.error(e);
        }
      });
    });
  }

  private static void cancel(TranscodedCall call) {
    if (call != null) {
      call.cancel("The HTTP client went away");
    }
  }

  /** The answer, or the status of a failure met here (a request of a client stream that could not be read). */
  private Mono<Void> write(ServerWebExchange exchange, Route route, CallResult result, CallFailure failure) {
    ServerHttpResponse response = exchange.getResponse();
    HeaderMapping.forEachResponseHeader(result.headers(), response.getHeaders()::add);
    HeaderMapping.forEachResponseHeader(result.trailers(), response.getHeaders()::add);
    com.google.rpc.Status local = failure.status();
    com.google.rpc.Status status = local != null ? local : result.toStatusProto();
    if (status.getCode() != Status.Code.OK.value()) {
      return writeStatus(exchange, status);
    }
    byte[] body = route.responseBytes(result.message());
    response.setStatusCode(HttpStatusCode.valueOf(200));
    response.getHeaders().setContentType(MediaType.parseMediaType(route.responseContentType(result.message())));
    response.getHeaders().setContentLength(body.length);
    return response.writeWith(Mono.just(response.bufferFactory().wrap(body)));
  }

  private Mono<Void> writeStatus(ServerWebExchange exchange, com.google.rpc.Status status) {
    ServerHttpResponse response = exchange.getResponse();
    byte[] body = transcoder.errorBody(status);
    response.setStatusCode(HttpStatusCode.valueOf(StatusMapping.httpStatus(status.getCode())));
    response.getHeaders().setContentType(MediaType.APPLICATION_JSON);
    response.getHeaders().setContentLength(body.length);
    return response.writeWith(Mono.just(response.bufferFactory().wrap(body)));
  }
}
