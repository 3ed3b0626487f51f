package dev.protojson.benchmarks.transcoding;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.transcoding.CallResult;
import dev.protojson.transcoding.Route;
import dev.protojson.transcoding.RouteMatch;
import dev.protojson.transcoding.Transcoder;
import io.grpc.CallOptions;
import io.grpc.ManagedChannel;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.Server;
import io.grpc.ServerServiceDefinition;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import io.grpc.stub.ClientCalls;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The library service set up every way the transcoding benchmarks call it: protojson's {@link Transcoder}, which
 * calls the method's {@code ServerCallHandler} directly; in-process gRPC servers and channels, with the callers'
 * threads running the calls ({@code directExecutor}) and with grpc-java's default executors; and the
 * {@link JsonFormatTranscoder}, with either dispatch.
 */
public final class LibraryFixture implements AutoCloseable {

  /** The list route's request: path and query. */
  public static final String LIST_PATH = "/v1/shelves/1/books";
  public static final String LIST_QUERY = "page_size=" + Bookshelf.DEFAULT_PAGE_SIZE;
  /** The create route's path; its body is {@link #createBody}. */
  public static final String CREATE_PATH = "/v1/shelves/1/books";

  private final ServerServiceDefinition service = new LibraryService(new Bookshelf()).bindService();
  private final Transcoder transcoder;
  private final Server directServer;
  private final ManagedChannel directChannel;
  private final Server pooledServer;
  private final ManagedChannel pooledChannel;
  private final byte[] createBody;

  public LibraryFixture() {
    MessageMarshaller.Builder marshaller = MessageMarshaller.builder();
    Transcoder.messageTypes(List.of(service)).forEach(marshaller::register);
    MessageMarshaller built = marshaller.build();
    transcoder = Transcoder.builder(built).service(service).build();
    try {
      createBody = built.writeValueAsBytes(Bookshelf.newBook());
      directServer = InProcessServerBuilder.forName("library-direct").directExecutor().addService(service).build()
          .start();
      pooledServer = InProcessServerBuilder.forName("library-pooled").addService(service).build().start();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    directChannel = InProcessChannelBuilder.forName("library-direct").directExecutor().build();
    pooledChannel = InProcessChannelBuilder.forName("library-pooled").build();
  }

  /** The JSON body of the create route: a book without a name. */
  public byte[] createBody() {
    return createBody.clone();
  }

  /** protojson's transcoder, as the Spring adapter drives it: match, bind, call, write. */
  public byte[] transcode(String httpMethod, String rawPath, String rawQuery, byte[] body) {
    RouteMatch.Found found = (RouteMatch.Found) transcoder.match(httpMethod, rawPath);
    Message request = found.bindRequest(rawQuery, body, "application/json");
    CallResult result = transcoder.call(found.route(), request, new Metadata(), null).join();
    return found.route().responseBytes(result.message());
  }

  /** The {@code JsonFormat} transcoder, dispatching as protojson's does: the method's handler, directly. */
  public JsonFormatTranscoder jsonFormatDirect() {
    return JsonFormatTranscoder.of(service, this::callDirectly);
  }

  /** The {@code JsonFormat} transcoder, dispatching through an in-process channel on the caller's thread. */
  public JsonFormatTranscoder jsonFormatInProcess() {
    return JsonFormatTranscoder.of(service, (method, request) -> callInProcess(directChannel, method, request));
  }

  /** A call through the method's {@code ServerCallHandler}, as the transcoder makes it. */
  public Message callDirectly(MethodDescriptor<?, ?> method, Message request) {
    return transcoder.call(route(method), request, new Metadata(), null).join().message();
  }

  /** A call through the in-process channel whose server and client run on the caller's thread. */
  public Message callInProcessDirectExecutor(MethodDescriptor<?, ?> method, Message request) {
    return callInProcess(directChannel, method, request);
  }

  /** A call through the in-process channel with grpc-java's default executors: the server runs it on a pool. */
  public Message callInProcessDefaultExecutors(MethodDescriptor<?, ?> method, Message request) {
    return callInProcess(pooledChannel, method, request);
  }

  @SuppressWarnings("unchecked")
  private static Message callInProcess(ManagedChannel channel, MethodDescriptor<?, ?> method, Message request) {
    return ClientCalls.blockingUnaryCall(channel, (MethodDescriptor<Message, Message>) method, CallOptions.DEFAULT,
        request);
  }

  private Route route(MethodDescriptor<?, ?> method) {
    for (Route route : transcoder.routes()) {
      if (route.fullMethodName().equals(method.getFullMethodName())) {
        return route;
      }
    }
    throw new IllegalArgumentException(method.getFullMethodName() + " has no route");
  }

  @Override
  public void close() throws InterruptedException {
    for (ManagedChannel channel : List.of(directChannel, pooledChannel)) {
      channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }
    for (Server server : List.of(directServer, pooledServer)) {
      server.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }
  }
}
