package dev.protojson.spring.grpc;

import com.google.protobuf.Message;
import dev.protojson.transcoding.test.Book;
import dev.protojson.transcoding.test.GetShelfRequest;
import dev.protojson.transcoding.test.ListBooksRequest;
import dev.protojson.transcoding.test.ListBooksResponse;
import dev.protojson.transcoding.test.Shelf;
import io.grpc.ForwardingServerCall.SimpleForwardingServerCall;
import io.grpc.ForwardingServerCallListener.SimpleForwardingServerCallListener;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
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

  @GrpcService(interceptors = {ServiceStamp.class, RequestRecorder.class})
  LibraryService libraryService() {
    return new LibraryService();
  }

  @Bean
  ServiceStamp serviceStamp() {
    return new ServiceStamp();
  }

  @Bean
  RequestRecorder requestRecorder() {
    return new RequestRecorder();
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
   * {@code ErrorInfo} and a trailer; the file {@code boom} throws), which also answers the shelf {@code shelves/slow}
   * after half a second, and lists three books a page at a time, its page token being the index of the page's first
   * book, keeping those whose title contains the filter.
   */
  static final class LibraryService extends dev.protojson.transcoding.LibraryService {

    static final List<String> TITLES = List.of("Dune", "Emma", "Ulysses");

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

    @Override
    public void listBooks(ListBooksRequest request, StreamObserver<ListBooksResponse> response) {
      List<String> titles = TITLES.stream().filter(title -> title.contains(request.getFilter())).toList();
      int from = request.getPageToken().isEmpty() ? 0 : Integer.parseInt(request.getPageToken());
      int to = request.getPageSize() == 0 ? titles.size() : Math.min(titles.size(), from + request.getPageSize());
      ListBooksResponse.Builder page = ListBooksResponse.newBuilder();
      for (int i = from; i < to; i++) {
        page.addBooks(Book.newBuilder().setName(request.getParent() + "/books/" + (TITLES.indexOf(titles.get(i)) + 1))
            .setTitle(titles.get(i)));
      }
      if (to < titles.size()) {
        page.setNextPageToken(Integer.toString(to));
      }
      response.onNext(page.build());
      response.onCompleted();
    }
  }

  /** The library's last interceptor: keeps the last request message handed to a method, after every interceptor. */
  static final class RequestRecorder implements ServerInterceptor {

    private final AtomicReference<Message> lastRequest = new AtomicReference<>();

    /** The request message of the last call, or null; taking it clears it. */
    Message take() {
      return lastRequest.getAndSet(null);
    }

    @Override
    public <ReqT, RespT> ServerCall.Listener<ReqT> interceptCall(ServerCall<ReqT, RespT> call, Metadata headers,
        ServerCallHandler<ReqT, RespT> next) {
      return new SimpleForwardingServerCallListener<>(next.startCall(call, headers)) {
        @Override
        public void onMessage(ReqT message) {
          lastRequest.set((Message) message);
          super.onMessage(message);
        }
      };
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
