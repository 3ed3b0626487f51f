package dev.protojson.transcoding;

import com.google.protobuf.Message;
import io.grpc.CallOptions;
import io.grpc.Channel;
import io.grpc.ClientCall;
import io.grpc.ForwardingServerCall.SimpleForwardingServerCall;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.Status;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** What the dispatch tests compare: calls made by a native gRPC client, metadata as plain maps, interceptors. */
final class GrpcCalls {

  static final Metadata.Key<String> AUTHORIZATION = key("authorization");
  static final Metadata.Key<String> SERVED_BY = key("x-served-by");
  static final Metadata.Key<String> REQUEST_ID = key("x-request-id");
  static final Metadata.Key<String> WWW_AUTHENTICATE = key("www-authenticate");
  static final Metadata.Key<String> EXPLODE = key("x-explode");

  private GrpcCalls() {}

  static Metadata.Key<String> key(String name) {
    return Metadata.Key.of(name, Metadata.ASCII_STRING_MARSHALLER);
  }

  static Metadata metadata(String... namesAndValues) {
    Metadata metadata = new Metadata();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      metadata.put(key(namesAndValues[i]), namesAndValues[i + 1]);
    }
    return metadata;
  }

  /** The metadata as names to values, binary values in base64, without the keys a transport adds on its own. */
  static Map<String, List<String>> toMap(Metadata metadata) {
    Map<String, List<String>> map = new LinkedHashMap<>();
    if (metadata == null) {
      return map;
    }
    for (String name : metadata.keys()) {
      if (name.equals("grpc-encoding") || name.equals("grpc-accept-encoding")) {
        continue;
      }
      List<String> values = new ArrayList<>();
      if (name.endsWith(Metadata.BINARY_HEADER_SUFFIX)) {
        for (byte[] value : metadata.getAll(Metadata.Key.of(name, Metadata.BINARY_BYTE_MARSHALLER))) {
          values.add(Base64.getEncoder().encodeToString(value));
        }
      } else {
        metadata.getAll(key(name)).forEach(values::add);
      }
      map.put(name, values);
    }
    return map;
  }

  /** The outcome of a native call, as {@link CallResult} holds one of a transcoded call. */
  record Outcome(Map<String, List<String>> headers, Message message, Status.Code code, String description,
      Map<String, List<String>> trailers) {

    static Outcome of(CallResult result) {
      return new Outcome(toMap(result.headers()), result.message(), result.status().getCode(),
          result.status().getDescription(), toMap(result.trailers()));
    }
  }

  /** Makes a unary call through {@code channel} and waits for its end. */
  static <ReqT, RespT> Outcome call(Channel channel, MethodDescriptor<ReqT, RespT> method, ReqT request,
      Metadata headers) throws Exception {
    ClientCall<ReqT, RespT> call = channel.newCall(method, CallOptions.DEFAULT);
    CompletableFuture<Outcome> outcome = new CompletableFuture<>();
    call.start(new ClientCall.Listener<>() {
      private Metadata received = new Metadata();
      private Message message;

      @Override
      public void onHeaders(Metadata headers) {
        received = headers;
      }

      @Override
      public void onMessage(RespT value) {
        message = (Message) value;
      }

      @Override
      public void onClose(Status status, Metadata trailers) {
        outcome.complete(new Outcome(toMap(received), status.isOk() ? message : null, status.getCode(),
            status.getDescription(), toMap(trailers)));
      }
    }, headers);
    call.request(2);
    call.sendMessage(request);
    call.halfClose();
    return outcome.get(10, TimeUnit.SECONDS);
  }

  /**
   * Refuses calls without an {@code authorization} header (UNAUTHENTICATED, with a {@code www-authenticate}
   * trailer), throws on {@code x-explode}, and otherwise adds an {@code x-served-by} header and echoes
   * {@code x-request-id} as a trailer.
   */
  static final class AuthInterceptor implements ServerInterceptor {

    @Override
    public <ReqT, RespT> ServerCall.Listener<ReqT> interceptCall(ServerCall<ReqT, RespT> call, Metadata headers,
        ServerCallHandler<ReqT, RespT> next) {
      if (headers.containsKey(EXPLODE)) {
        throw new IllegalArgumentException("the interceptor exploded");
      }
      if (!headers.containsKey(AUTHORIZATION)) {
        Metadata trailers = new Metadata();
        trailers.put(WWW_AUTHENTICATE, "Bearer");
        call.close(Status.UNAUTHENTICATED.withDescription("no credentials"), trailers);
        return new ServerCall.Listener<>() {};
      }
      String requestId = headers.get(REQUEST_ID);
      return next.startCall(new SimpleForwardingServerCall<>(call) {
        @Override
        public void sendHeaders(Metadata responseHeaders) {
          responseHeaders.put(SERVED_BY, "library");
          super.sendHeaders(responseHeaders);
        }

        @Override
        public void close(Status status, Metadata trailers) {
          if (requestId != null) {
            trailers.put(REQUEST_ID, requestId);
          }
          super.close(status, trailers);
        }
      }, headers);
    }
  }
}
