package dev.protojson.transcoding;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Message;
import dev.protojson.transcoding.GrpcCalls.Outcome;
import dev.protojson.transcoding.test.GetBookRequest;
import dev.protojson.transcoding.test.GetFileRequest;
import dev.protojson.transcoding.test.GetShelfRequest;
import dev.protojson.transcoding.test.LibraryGrpc;
import dev.protojson.transcoding.test.Shelf;
import io.grpc.ManagedChannel;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.Server;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptors;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import io.grpc.protobuf.StatusProto;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The same service definitions, with their interceptors, called by a native client over grpc-java's in-process
 * transport and dispatched by the transcoder: status, description, message, headers and trailers are the same.
 */
class DispatchDifferentialTests {

  private static final String NAME = "dispatch-differential";
  private static final MethodDescriptor<GetShelfRequest, Shelf> MISBEHAVING_TWICE = rename("AnswerTwice");
  private static final MethodDescriptor<GetShelfRequest, Shelf> MISBEHAVING_NEVER = rename("AnswerNever");

  private static Server server;
  private static ManagedChannel channel;
  private static Transcoder transcoder;

  @BeforeAll
  static void start() throws Exception {
    ServerServiceDefinition library = ServerInterceptors.intercept(new LibraryService(),
        new GrpcCalls.AuthInterceptor());
    ServerServiceDefinition misbehaving = misbehaving();
    server = InProcessServerBuilder.forName(NAME).directExecutor().addService(library).addService(misbehaving)
        .build().start();
    channel = InProcessChannelBuilder.forName(NAME).directExecutor().build();
    transcoder = Transcoder.builder(TestTranscoders.marshaller()).service(library).service(misbehaving)
        .rules(new TranscodingRules().autoMapping(true)).build();
  }

  @AfterAll
  static void stop() throws InterruptedException {
    channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    server.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
  }

  private static <ReqT extends Message> Outcome[] both(MethodDescriptor<ReqT, ?> method, ReqT request,
      Metadata headers) throws Exception {
    Outcome nativeCall = GrpcCalls.call(channel, method, request, copy(headers));
    Route route = transcoder.routes().stream()
        .filter(r -> r.fullMethodName().equals(method.getFullMethodName())).findFirst().orElseThrow();
    CallResult result = transcoder.call(route, request, copy(headers), null).get(10, TimeUnit.SECONDS);
    return new Outcome[] {nativeCall, Outcome.of(result)};
  }

  private static Metadata copy(Metadata headers) {
    Metadata copy = new Metadata();
    copy.merge(headers);
    return copy;
  }

  @Test
  void anAnswerWithTheInterceptorsHeaderAndTrailer() throws Exception {
    Outcome[] outcomes = both(LibraryGrpc.getGetShelfMethod(), GetShelfRequest.newBuilder().setName("shelves/1")
        .build(), GrpcCalls.metadata("authorization", "Bearer t", "x-request-id", "r-1"));
    assertThat(outcomes[1]).isEqualTo(outcomes[0]);
    assertThat(outcomes[1].code()).isEqualTo(Status.Code.OK);
    assertThat(outcomes[1].message()).isEqualTo(Shelf.newBuilder().setName("shelves/1").setTheme("fiction").build());
    assertThat(outcomes[1].headers()).isEqualTo(Map.of("x-served-by", List.of("library")));
    assertThat(outcomes[1].trailers()).isEqualTo(Map.of("x-request-id", List.of("r-1")));
  }

  @Test
  void anInterceptorRefusingACallWithoutCredentials() throws Exception {
    Outcome[] outcomes = both(LibraryGrpc.getGetShelfMethod(), GetShelfRequest.newBuilder().setName("shelves/1")
        .build(), new Metadata());
    assertThat(outcomes[1]).isEqualTo(outcomes[0]);
    assertThat(outcomes[1].code()).isEqualTo(Status.Code.UNAUTHENTICATED);
    assertThat(outcomes[1].description()).isEqualTo("no credentials");
    assertThat(outcomes[1].trailers()).isEqualTo(Map.of("www-authenticate", List.of("Bearer")));
    assertThat(outcomes[1].headers()).isEmpty();
  }

  @Test
  void aStatusWithErrorInfoDetails() throws Exception {
    Metadata headers = GrpcCalls.metadata("authorization", "Bearer t");
    GetBookRequest request = GetBookRequest.newBuilder().setName("shelves/1/books/missing").build();
    Outcome[] outcomes = both(LibraryGrpc.getGetBookMethod(), request, headers);
    assertThat(outcomes[1]).isEqualTo(outcomes[0]);
    assertThat(outcomes[1].code()).isEqualTo(Status.Code.NOT_FOUND);
    assertThat(outcomes[1].trailers()).containsKeys("grpc-status-details-bin", "x-library-trailer");

    Route route = ((RouteMatch.Found) transcoder.match("GET", "/v1/shelves/1/books/missing")).route();
    CallResult result = transcoder.call(route, request, headers, null).get(10, TimeUnit.SECONDS);
    com.google.rpc.Status details = result.toStatusProto();
    assertThat(details.getCode()).isEqualTo(Status.Code.NOT_FOUND.value());
    assertThat(details.getMessage()).isEqualTo("No book shelves/1/books/missing");
    assertThat(details.getDetails(0).is(com.google.rpc.ErrorInfo.class)).isTrue();
    assertThat(new String(transcoder.errorBody(details))).isEqualTo("{\"code\":5,\"message\":\"No book"
        + " shelves/1/books/missing\",\"details\":[{\"@type\":\"type.googleapis.com/google.rpc.ErrorInfo\","
        + "\"reason\":\"BOOK_NOT_FOUND\",\"domain\":\"library.example\",\"metadata\":{\"book\":"
        + "\"shelves/1/books/missing\"}}]}");
  }

  @Test
  void aServiceThrowingARuntimeException() throws Exception {
    Outcome[] outcomes = both(LibraryGrpc.getGetFileMethod(), GetFileRequest.newBuilder().setPath("boom").build(),
        GrpcCalls.metadata("authorization", "Bearer t"));
    assertThat(outcomes[1]).isEqualTo(outcomes[0]);
    assertThat(outcomes[1].code()).isEqualTo(Status.Code.UNKNOWN);
    assertThat(outcomes[1].description()).doesNotContain("on fire");
  }

  @Test
  void anInterceptorThrowing() throws Exception {
    Outcome[] outcomes = both(LibraryGrpc.getGetShelfMethod(), GetShelfRequest.getDefaultInstance(),
        GrpcCalls.metadata("authorization", "Bearer t", "x-explode", "yes"));
    assertThat(outcomes[1]).isEqualTo(outcomes[0]);
    assertThat(outcomes[1].code()).isEqualTo(Status.Code.UNKNOWN);
  }

  /*
   * A unary method that breaks its rules has its stream cancelled by the server with INTERNAL; a native client sees
   * only the reset stream, CANCELLED "server cancelled stream". Over HTTP the status still reaches the client: a 500
   * that says what went wrong, where CANCELLED would be a 499 blaming the client.
   */
  @Test
  void aUnaryMethodAnsweringTwice() throws Exception {
    Outcome[] outcomes = both(MISBEHAVING_TWICE, GetShelfRequest.getDefaultInstance(), new Metadata());
    assertThat(outcomes[0].code()).isEqualTo(Status.Code.CANCELLED);
    assertThat(outcomes[1]).isEqualTo(new Outcome(outcomes[0].headers(), null, Status.Code.INTERNAL,
        "Too many responses", outcomes[0].trailers()));
  }

  @Test
  void aUnaryMethodClosingWithoutAnAnswer() throws Exception {
    Outcome[] outcomes = both(MISBEHAVING_NEVER, GetShelfRequest.getDefaultInstance(), new Metadata());
    assertThat(outcomes[0].code()).isEqualTo(Status.Code.CANCELLED);
    assertThat(outcomes[1]).isEqualTo(new Outcome(outcomes[0].headers(), null, Status.Code.INTERNAL,
        "Completed without a response", outcomes[0].trailers()));
  }

  @Test
  void statusProtosAgree() throws Exception {
    Metadata headers = GrpcCalls.metadata("authorization", "Bearer t");
    GetBookRequest request = GetBookRequest.newBuilder().setName("shelves/2/books/missing").build();
    io.grpc.StatusRuntimeException thrown = org.junit.jupiter.api.Assertions.assertThrows(
        io.grpc.StatusRuntimeException.class, () -> LibraryGrpc.newBlockingStub(channel)
            .withInterceptors(io.grpc.stub.MetadataUtils.newAttachHeadersInterceptor(headers)).getBook(request));
    Route route = ((RouteMatch.Found) transcoder.match("GET", "/v1/shelves/2/books/missing")).route();
    CallResult result = transcoder.call(route, request, copy(headers), null).get(10, TimeUnit.SECONDS);
    assertThat(result.toStatusProto()).isEqualTo(StatusProto.fromThrowable(thrown));
  }

  /** A service whose methods break the rules of unary calls: one answers twice, one closes without answering. */
  private static ServerServiceDefinition misbehaving() {
    ServerCallHandler<GetShelfRequest, Shelf> twice = (call, headers) -> {
      call.request(1);
      return new ServerCall.Listener<>() {
        @Override
        public void onHalfClose() {
          call.sendHeaders(new Metadata());
          call.sendMessage(Shelf.getDefaultInstance());
          call.sendMessage(Shelf.getDefaultInstance());
          call.close(Status.OK, new Metadata());
        }
      };
    };
    ServerCallHandler<GetShelfRequest, Shelf> never = (call, headers) -> {
      call.request(1);
      return new ServerCall.Listener<>() {
        @Override
        public void onHalfClose() {
          call.close(Status.OK, new Metadata());
        }
      };
    };
    io.grpc.ServiceDescriptor descriptor = io.grpc.ServiceDescriptor.newBuilder("test.Misbehaving")
        .addMethod(MISBEHAVING_TWICE).addMethod(MISBEHAVING_NEVER).build();
    return ServerServiceDefinition.builder(descriptor).addMethod(MISBEHAVING_TWICE, twice)
        .addMethod(MISBEHAVING_NEVER, never).build();
  }

  private static MethodDescriptor<GetShelfRequest, Shelf> rename(String method) {
    return LibraryGrpc.getGetShelfMethod().toBuilder()
        .setFullMethodName(MethodDescriptor.generateFullMethodName("test.Misbehaving", method))
        .setSchemaDescriptor(null).build();
  }
}
