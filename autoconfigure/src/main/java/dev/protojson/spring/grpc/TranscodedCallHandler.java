package dev.protojson.spring.grpc;

import com.google.protobuf.Message;
import dev.protojson.spring.internal.RequestSizeLimit;
import dev.protojson.transcoding.CallResult;
import dev.protojson.transcoding.HeaderMapping;
import dev.protojson.transcoding.InvalidRequestException;
import dev.protojson.transcoding.Route;
import dev.protojson.transcoding.RouteMatch;
import dev.protojson.transcoding.StatusMapping;
import dev.protojson.transcoding.Transcoder;
import io.grpc.Deadline;
import io.grpc.Metadata;
import io.grpc.Status;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.lang.reflect.Method;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import org.springframework.http.server.ServletServerHttpRequest;
import org.springframework.util.ReflectionUtils;

/**
 * Serves one transcoded call on the servlet thread: binds the request message from the path, the query and the body
 * (held to {@code protojson.max-request-size}), calls the method in process with the request's headers as metadata
 * and its {@code grpc-timeout} as deadline, waits for the answer, and writes it: 200 and the response as proto3 JSON
 * (or an {@code HttpBody}'s bytes), or the call's status as a {@code google.rpc.Status} with its HTTP status.
 *
 * <p>The thread waits for the call as it waits for a blocking controller; a service that hands its answer to another
 * thread leaves this one parked until then, or until the deadline.
 */
final class TranscodedCallHandler {

  /** The request attribute under which {@link TranscodingHandlerMapping} leaves the matched route. */
  static final String MATCH_ATTRIBUTE = TranscodedCallHandler.class.getName() + ".match";

  static final Method HANDLE = ReflectionUtils.findMethod(TranscodedCallHandler.class, "handle",
      HttpServletRequest.class, HttpServletResponse.class);

  private static final String JSON = "application/json";
  private static final String TIMEOUT_HEADER = "grpc-timeout";

  private final Transcoder transcoder;
  private final RequestSizeLimit sizeLimit;

  TranscodedCallHandler(Transcoder transcoder, RequestSizeLimit sizeLimit) {
    this.transcoder = transcoder;
    this.sizeLimit = sizeLimit;
  }

  /**
   * @throws dev.protojson.spring.http.RequestBodyTooLargeException for a body over the limit, answered 413 by
   *     protojson's MVC exception handler
   */
  public void handle(HttpServletRequest request, HttpServletResponse response) throws IOException {
    RouteMatch.Found match = (RouteMatch.Found) request.getAttribute(MATCH_ATTRIBUTE);
    Route route = match.route();
    CallResult result;
    Runnable restoreThread = ServletThreadContext.save();
    try {
      Message message = match.bindRequest(request.getQueryString(),
          ServletRequestBody.read(route, request, sizeLimit), request.getContentType());
      Metadata headers = HeaderMapping.toMetadata(new ServletServerHttpRequest(request).getHeaders().headerSet());
      Deadline deadline = HeaderMapping.deadline(request.getHeader(TIMEOUT_HEADER));
      result = await(transcoder.call(route, message, headers, deadline));
    } catch (InvalidRequestException invalid) {
      writeStatus(response, invalid.toStatus());
      return;
    } finally {
      restoreThread.run();
    }
    if (result == null) {
      writeStatus(response, com.google.rpc.Status.newBuilder().setCode(Status.Code.CANCELLED.value())
          .setMessage("The server stopped waiting for the call").build());
      return;
    }
    HeaderMapping.forEachResponseHeader(result.headers(), response::addHeader);
    HeaderMapping.forEachResponseHeader(result.trailers(), response::addHeader);
    if (!result.status().isOk()) {
      writeStatus(response, result.toStatusProto());
      return;
    }
    Message answer = result.message();
    response.setStatus(HttpServletResponse.SC_OK);
    response.setContentType(route.responseContentType(answer));
    route.writeResponse(answer, length -> {
      response.setContentLength(length);
      return response.getOutputStream();
    });
  }


  /** The call's result, or null if this thread was interrupted while it waited (the call is then cancelled). */
  private static CallResult await(CompletableFuture<CallResult> call) {
    try {
      return call.get();
    } catch (InterruptedException interrupted) {
      call.cancel(true);
      Thread.currentThread().interrupt();
      return null;
    } catch (ExecutionException e) {
      // the core completes a call's future only with a result
      throw new IllegalStateException("A transcoded call failed", e.getCause());
    }
  }

  private void writeStatus(HttpServletResponse response, com.google.rpc.Status status) throws IOException {
    byte[] body = transcoder.errorBody(status);
    response.setStatus(StatusMapping.httpStatus(status.getCode()));
    response.setContentType(JSON);
    response.setContentLength(body.length);
    response.getOutputStream().write(body);
  }
}
