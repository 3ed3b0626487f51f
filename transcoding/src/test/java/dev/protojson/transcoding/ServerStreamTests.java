package dev.protojson.transcoding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.transcoding.test.ImportBooksResponse;
import dev.protojson.transcoding.test.WatchShelvesRequest;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor.MethodType;
import io.grpc.Status;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** Server streams dispatched in process and written in each stream format, as an HTTP adapter writes them. */
class ServerStreamTests {

  private static final String ERROR = "{\"error\":{\"code\":14,\"message\":\"The feed broke after 2\",\"details\":"
      + "[{\"@type\":\"type.googleapis.com/google.rpc.ErrorInfo\",\"reason\":\"FEED_BROKEN\","
      + "\"domain\":\"library.test\"}]}}";

  private final StreamsService service = new StreamsService();

  static MessageMarshaller.Builder marshaller() {
    return TestTranscoders.marshallerBuilder()
        .register(WatchShelvesRequest.getDefaultInstance())
        .register(ImportBooksResponse.getDefaultInstance())
        .register(dev.protojson.transcoding.test.ImportBookRequest.getDefaultInstance());
  }

  static Transcoder transcoder(MessageMarshaller marshaller, StreamsService service) {
    return Transcoder.builder(marshaller)
        .service(service.bindService())
        .streaming(EnumSet.of(MethodType.SERVER_STREAMING, MethodType.CLIENT_STREAMING, MethodType.BIDI_STREAMING),
            "not served")
        .build();
  }

  private final Transcoder transcoder = transcoder(marshaller().build(), service);

  @Test
  void newlineDelimitedJsonIsOneMessagePerLine() throws Exception {
    assertThat(watch("count=3", StreamFormat.NDJSON).body())
        .isEqualTo("{\"name\":\"shelves/0\",\"theme\":\"theme 0\"}\n{\"name\":\"shelves/1\",\"theme\":\"theme 1\"}\n"
            + "{\"name\":\"shelves/2\",\"theme\":\"theme 2\"}\n");
    assertThat(watch("count=1", StreamFormat.JSON_LINES).body())
        .isEqualTo("{\"name\":\"shelves/0\",\"theme\":\"theme 0\"}\n");
  }

  @Test
  void serverSentEventsAreOneEventPerMessage() throws Exception {
    assertThat(watch("count=2", StreamFormat.SERVER_SENT_EVENTS).body())
        .isEqualTo("data: {\"name\":\"shelves/0\",\"theme\":\"theme 0\"}\n\n"
            + "data: {\"name\":\"shelves/1\",\"theme\":\"theme 1\"}\n\n");
  }

  @Test
  void aJsonArrayIsWrittenElementByElement() throws Exception {
    assertThat(watch("count=2", StreamFormat.JSON_ARRAY).body())
        .isEqualTo("[{\"name\":\"shelves/0\",\"theme\":\"theme 0\"},{\"name\":\"shelves/1\",\"theme\":\"theme 1\"}]");
  }

  @Test
  void anEmptyStreamInEachFormat() throws Exception {
    assertThat(watch("count=0", StreamFormat.NDJSON).body()).isEmpty();
    assertThat(watch("count=0", StreamFormat.SERVER_SENT_EVENTS).body()).isEmpty();
    assertThat(watch("count=0", StreamFormat.JSON_ARRAY).body()).isEqualTo("[]");
  }

  @Test
  void aFailureAfterTheFirstMessagesIsTheLastElementWithItsDetails() throws Exception {
    String two = "{\"name\":\"shelves/0\",\"theme\":\"theme 0\"}\n{\"name\":\"shelves/1\",\"theme\":\"theme 1\"}\n";
    assertThat(watch("count=5&failAfter=2", StreamFormat.NDJSON).body()).isEqualTo(two + ERROR + "\n");
    assertThat(watch("count=5&failAfter=2", StreamFormat.JSON_ARRAY).body())
        .isEqualTo("[" + two.replace("}\n{", "},{").replace("}\n", "}") + "," + ERROR + "]");
    String events = watch("count=5&failAfter=2", StreamFormat.SERVER_SENT_EVENTS).body();
    assertThat(events).endsWith("\n\nevent: error\ndata: " + ERROR.substring("{\"error\":".length(),
        ERROR.length() - 1) + "\n\n");
    assertThat(events.split("\n\n")).hasSize(3);
  }

  @Test
  void aFailureBeforeAnyMessageIsLeftToTheHttpStatus() throws Exception {
    Streamed streamed = watch("count=5&failAfter=0", StreamFormat.NDJSON);

    assertThat(streamed.stream).isNull();
    assertThat(streamed.status.getCode()).isEqualTo(Status.Code.UNAVAILABLE);
    assertThat(StatusMapping.toStatusProto(streamed.status, streamed.trailers)).isEqualTo(StreamsService.failure(0));
  }

  @Test
  void everyElementIsOnOneLineAlsoForAPrettyPrintingMarshaller() throws Exception {
    Transcoder pretty = transcoder(marshaller().prettyPrinting().build(), service);

    String body = watch(pretty, "count=2&failAfter=2", StreamFormat.NDJSON).body();

    assertThat(body.split("\n")).hasSize(3);
    for (String line : body.split("\n")) {
      assertThat(line).startsWith("{");
      assertThat(line).endsWith("}");
    }
    assertThat(body).contains("\"theme\": \"theme 1\"");
  }

  @Test
  void httpBodiesStreamTheirBytesWithTheFirstOnesContentType() throws Exception {
    Streamed streamed = call(transcoder, "GET", "/v1/shelves:download", "count=3", StreamFormat.JSON_ARRAY);

    assertThat(streamed.body()).isEqualTo("chunk 0\nchunk 1\nchunk 2\n");
    assertThat(streamed.contentType).isEqualTo("text/plain");
    assertThat(streamed.stream.canCarryStatus()).isFalse();
  }

  @Test
  void aClientThatReadsSlowlyMakesTheServiceWaitForReadiness() throws Exception {
    AtomicBoolean ready = new AtomicBoolean(false);
    Streamed streamed = new Streamed(transcoder, StreamFormat.NDJSON) {
      @Override
      public boolean isReady() {
        return ready.get();
      }
    };
    TranscodedCall call = watchHundred(streamed);

    assertThat(service.sawNotReady).isTrue();
    assertThat(streamed.count()).isZero();
    ready.set(true);
    call.readyAgain();

    streamed.done.get(5, TimeUnit.SECONDS);
    assertThat(streamed.count()).isEqualTo(100);
  }

  @Test
  void cancellingTheCallReachesTheServiceAndEndsTheStream() throws Exception {
    Streamed streamed = new Streamed(transcoder, StreamFormat.NDJSON) {
      @Override
      public boolean isReady() {
        return false;
      }
    };
    TranscodedCall call = watchHundred(streamed);

    call.cancel("The client went away");

    assertThat(service.cancelled.await(1, TimeUnit.SECONDS)).isTrue();
    streamed.done.get(1, TimeUnit.SECONDS);
    assertThat(streamed.status.getCode()).isEqualTo(Status.Code.CANCELLED);
    assertThat(call.isEnded()).isTrue();
  }

  @Test
  void aUnaryCallOfAStreamingRouteIsRefused() {
    Route route = ((RouteMatch.Found) transcoder.match("GET", "/v1/shelves:watch")).route();

    assertThatIllegalArgumentException()
        .isThrownBy(() -> transcoder.call(route, WatchShelvesRequest.getDefaultInstance(), new Metadata(), null))
        .withMessageContaining("startCall");
  }

  /** Starts watching 100 shelves, for a listener that says when it is ready. */
  private TranscodedCall watchHundred(Streamed streamed) {
    Route route = ((RouteMatch.Found) transcoder.match("GET", "/v1/shelves:watch")).route();
    TranscodedCall call = transcoder.startCall(route, new Metadata(), null, streamed);
    call.send(WatchShelvesRequest.newBuilder().setCount(100).build());
    call.halfClose();
    return call;
  }

  private Streamed watch(String query, StreamFormat format) throws Exception {
    return watch(transcoder, query, format);
  }

  private static Streamed watch(Transcoder transcoder, String query, StreamFormat format) throws Exception {
    return call(transcoder, "GET", "/v1/shelves:watch", query, format);
  }

  private static Streamed call(Transcoder transcoder, String method, String path, String query, StreamFormat format)
      throws Exception {
    RouteMatch.Found match = (RouteMatch.Found) transcoder.match(method, path);
    Streamed streamed = new Streamed(transcoder, format);
    Message request = match.bindRequest(query, null, null);
    TranscodedCall call = transcoder.startCall(match.route(), new Metadata(), null, streamed.on(match.route()));
    call.send(request);
    call.halfClose();
    streamed.done.get(5, TimeUnit.SECONDS);
    return streamed;
  }

  /**
   * Writes what the call answers as an HTTP adapter does: the stream begins with the first message, and a call that
   * fails before one is left to the HTTP status.
   */
  static class Streamed implements CallListener {

    final Transcoder transcoder;
    final StreamFormat format;
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final CompletableFuture<Void> done = new CompletableFuture<>();
    Route route;
    ResponseStream stream;
    String contentType;
    volatile Status status;
    volatile Metadata trailers;

    Streamed(Transcoder transcoder, StreamFormat format) {
      this.transcoder = transcoder;
      this.format = format;
      this.route = ((RouteMatch.Found) transcoder.match("GET", "/v1/shelves:watch")).route();
    }

    Streamed on(Route route) {
      this.route = route;
      return this;
    }

    @Override
    public synchronized void onMessage(Message response) {
      try {
        if (stream == null) {
          stream = transcoder.responseStream(route, format, out);
          contentType = stream.contentType(response);
        }
        stream.message(response);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    @Override
    public synchronized void onClose(Status status, Metadata trailers) {
      this.status = status;
      this.trailers = trailers;
      try {
        if (status.isOk()) {
          if (stream == null) {
            stream = transcoder.responseStream(route, format, out);
          }
          stream.end();
        } else if (stream != null) {
          stream.error(StatusMapping.toStatusProto(status, trailers));
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      done.complete(null);
    }

    synchronized long count() {
      return stream == null ? 0 : stream.messageCount();
    }

    synchronized String body() {
      return out.toString(StandardCharsets.UTF_8);
    }
  }
}
