package dev.protojson.spring.grpc;

import dev.protojson.transcoding.test.GetShelfRequest;
import dev.protojson.transcoding.test.Shelf;
import io.grpc.ForwardingServerCall.SimpleForwardingServerCall;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.grpc.server.GlobalServerInterceptor;
import org.springframework.grpc.server.service.GrpcService;

/**
 * A Spring Boot application with a library-style gRPC service, whose {@code .proto} has {@code google.api.http}
 * rules, a global interceptor that checks a credential, and an interceptor of that service alone.
 */
@SpringBootConfiguration
@EnableAutoConfiguration
class TestLibrary {

  @GrpcService(interceptors = ServiceStamp.class)
  LibraryService libraryService() {
    return new LibraryService();
  }

  @Bean
  ServiceStamp serviceStamp() {
    return new ServiceStamp();
  }

  @Bean
  @GlobalServerInterceptor
  CredentialCheck credentialCheck() {
    return new CredentialCheck();
  }

  static Metadata.Key<String> key(String name) {
    return Metadata.Key.of(name, Metadata.ASCII_STRING_MARSHALLER);
  }

  /**
   * The transcoding module's library ({@code shelves/1}; a book {@code .../missing} is not found with an
   * {@code ErrorInfo} and a trailer; the file {@code boom} throws), whose shelf {@code shelves/slow} answers after
   * half a second.
   */
  static final class LibraryService extends dev.protojson.transcoding.LibraryService {

    @Override
    public void getShelf(GetShelfRequest request, StreamObserver<Shelf> response) {
      if (request.getName().equals("shelves/slow")) {
        try {
          Thread.sleep(500);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
      super.getShelf(request, response);
    }
  }

  /** The library's own interceptor: adds an {@code x-stamped-by} header. */
  static final class ServiceStamp implements ServerInterceptor {

    @Override
    public <ReqT, RespT> ServerCall.Listener<ReqT> interceptCall(ServerCall<ReqT, RespT> call, Metadata headers,
        ServerCallHandler<ReqT, RespT> next) {
      return next.startCall(new SimpleForwardingServerCall<>(call) {
        @Override
        public void sendHeaders(Metadata responseHeaders) {
          responseHeaders.put(key("x-stamped-by"), "library-service");
          super.sendHeaders(responseHeaders);
        }
      }, headers);
    }
  }

  /**
   * Refuses calls without an {@code authorization} header (UNAUTHENTICATED, with a {@code www-authenticate}
   * trailer); otherwise adds an {@code x-served-by} header and echoes {@code x-request-id} as a trailer.
   */
  static final class CredentialCheck implements ServerInterceptor {

    @Override
    public <ReqT, RespT> ServerCall.Listener<ReqT> interceptCall(ServerCall<ReqT, RespT> call, Metadata headers,
        ServerCallHandler<ReqT, RespT> next) {
      if (!headers.containsKey(key("authorization"))) {
        Metadata trailers = new Metadata();
        trailers.put(key("www-authenticate"), "Bearer");
        call.close(Status.UNAUTHENTICATED.withDescription("no credentials"), trailers);
        return new ServerCall.Listener<>() {};
      }
      String requestId = headers.get(key("x-request-id"));
      return next.startCall(new SimpleForwardingServerCall<>(call) {
        @Override
        public void sendHeaders(Metadata responseHeaders) {
          responseHeaders.put(key("x-served-by"), "library");
          super.sendHeaders(responseHeaders);
        }

        @Override
        public void close(Status status, Metadata trailers) {
          if (requestId != null) {
            trailers.put(key("x-request-id"), requestId);
          }
          super.close(status, trailers);
        }
      }, headers);
    }
  }
}
