package dev.protojson.transcoding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.google.protobuf.Message;
import dev.protojson.transcoding.test.Book;
import dev.protojson.transcoding.test.ImportBookRequest;
import dev.protojson.transcoding.test.ImportBooksResponse;
import dev.protojson.transcoding.test.Shelf;
import io.grpc.Metadata;
import io.grpc.Status;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Client and bidirectional streams: request messages read from a body one at a time and handed to the service. */
class ClientStreamTests {

  private final StreamsService service = new StreamsService();
  private final Transcoder transcoder = ServerStreamTests.transcoder(ServerStreamTests.marshaller().build(), service);

  @Test
  void aJsonArrayOfRequestsWithThePathBoundIntoEach() throws Exception {
    Answer answer = upload("/v1/shelves/7/books:import", null,
        "[{\"name\":\"b1\",\"title\":\"One\"}, {\"name\":\"b2\"}]", StreamFormat.JSON_ARRAY);

    assertThat(answer.status.getCode()).isEqualTo(Status.Code.OK);
    assertThat(answer.messages).containsExactly(ImportBooksResponse.newBuilder().setCount(2)
        .addNames("b1").addNames("b2").build());
    assertThat(service.received).containsExactly(
        ImportBookRequest.newBuilder().setParent("shelves/7")
            .setBook(Book.newBuilder().setName("b1").setTitle("One")).build(),
        ImportBookRequest.newBuilder().setParent("shelves/7").setBook(Book.newBuilder().setName("b2")).build());
  }

  @Test
  void newlineDelimitedRequestsWithThePathWinningOverTheBody() throws Exception {
    Answer answer = upload("/v1/shelves:import", null,
        "{\"name\":\"shelves/1\"}\n{\"name\":\"shelves/2\",\"theme\":\"x\"}\n", StreamFormat.NDJSON);

    assertThat(answer.messages).containsExactly(ImportBooksResponse.newBuilder().setCount(2)
        .addNames("shelves/1").addNames("shelves/2").build());
  }

  @Test
  void emptyBodiesAndEmptyArraysAreStreamsOfNoRequest() throws Exception {
    assertThat(upload("/v1/shelves:import", null, "", StreamFormat.JSON_ARRAY).messages)
        .containsExactly(ImportBooksResponse.getDefaultInstance());
    assertThat(upload("/v1/shelves:import", null, " [ ] ", StreamFormat.JSON_ARRAY).messages)
        .containsExactly(ImportBooksResponse.getDefaultInstance());
    assertThat(upload("/v1/shelves:import", null, "\n", StreamFormat.NDJSON).messages)
        .containsExactly(ImportBooksResponse.getDefaultInstance());
  }

  @Test
  void aBadElementNamesItsIndexFieldLineAndColumn() {
    String first = "[{\"name\":1}, {\"name\":\"b\"}, {\"name\":\"c\"}]";
    String middle = "[{\"name\":\"a\"},\n {\"name\":\"b\", \"them\":\"x\"},\n {\"name\":\"c\"}]";
    String last = "[{\"name\":\"a\"}, {\"name\":\"b\"}, {\"name\":\"c\", \"theme\": [1]}]";

    InvalidRequestException atFirst = refused("/v1/shelves:import", first, StreamFormat.JSON_ARRAY);
    InvalidRequestException atMiddle = refused("/v1/shelves:import", middle, StreamFormat.JSON_ARRAY);
    InvalidRequestException atLast = refused("/v1/shelves:import", last, StreamFormat.JSON_ARRAY);

    assertThat(atFirst.getFieldPath()).isEqualTo("[0].name");
    assertThat(atFirst.getLine()).isEqualTo(1);
    assertThat(atFirst.getColumn()).isEqualTo(10);
    assertThat(atMiddle.getFieldPath()).isEqualTo("[1].them");
    assertThat(atMiddle.getLine()).isEqualTo(2);
    assertThat(atMiddle.getMessage()).contains("[1].them").endsWith("at line 2, column 15");
    assertThat(atLast.getFieldPath()).isEqualTo("[2].theme");
    assertThat(atLast.toStatus().getDetails(0).getTypeUrl()).endsWith("google.rpc.BadRequest");
  }

  @Test
  void aBadElementOfABodyFieldNamesItAsTheRequestMessageDoes() {
    InvalidRequestException refused = refused("/v1/shelves/7/books:import",
        "{\"name\":\"b1\"}\n{\"title\":true}\n", StreamFormat.NDJSON);

    assertThat(refused.getFieldPath()).isEqualTo("[1].book.title");
    assertThat(refused.getLine()).isEqualTo(2);
    // the same in a JSON array, whose parser names the element itself
    InvalidRequestException inArray = refused("/v1/shelves/7/books:import",
        "[{\"name\":\"b1\"},\n{\"title\":true}]", StreamFormat.JSON_ARRAY);
    assertThat(inArray.getFieldPath()).isEqualTo("[1].book.title");
    assertThat(inArray.getLine()).isEqualTo(2);
    assertThat(refused("/v1/shelves/7/books:import", "[null]", StreamFormat.JSON_ARRAY).getFieldPath())
        .isEqualTo("[0].book");
  }

  @Test
  void whatIsNotAStreamOfRequestsIsRefused() {
    assertThat(refused("/v1/shelves:import", "{\"name\":\"a\"}", StreamFormat.JSON_ARRAY).getMessage())
        .startsWith("A stream of requests sent as JSON is an array of messages, but the body starts with {");
    assertThat(refused("/v1/shelves:import", "[{\"name\":\"a\"}", StreamFormat.JSON_ARRAY).getFieldPath())
        .isEqualTo("[1]");
    assertThat(refused("/v1/shelves:import", "[{\"name\":\"a\"}] []", StreamFormat.JSON_ARRAY).getMessage())
        .startsWith("More follows the array of requests");
    assertThat(refused("/v1/shelves:import", "[{\"name\":\"a\"} {\"name\":\"b\"}]", StreamFormat.JSON_ARRAY)
        .getFieldPath()).isEqualTo("[1]");
    assertThat(refused("/v1/shelves:import", "{\"name\":\"a\"}\n[]\n", StreamFormat.NDJSON).getFieldPath())
        .isEqualTo("[1]");
  }

  @Test
  void eachRequestIsHeldToTheLimitNotTheStreamAsAWhole() throws Exception {
    RouteMatch.Found match = (RouteMatch.Found) transcoder.match("POST", "/v1/shelves:import");
    String small = "{\"name\":\"shelves/1\"}";
    String body = (small + "\n").repeat(10) + "{\"name\":\"" + "x".repeat(40) + "\"}\n";
    try (RequestStream requests = match.readRequests(null, new ByteArrayInputStream(
        body.getBytes(StandardCharsets.UTF_8)), StreamFormat.NDJSON, small.length(), "the test's limit")) {
      for (int i = 0; i < 10; i++) {
        assertThat(requests.next()).isNotNull();
      }
      InvalidRequestException refused = catchThrowableOfType(InvalidRequestException.class, requests::next);
      assertThat(refused.getFieldPath()).isEqualTo("[10]");
      assertThat(refused.getMessage()).isEqualTo("Request [10] has 51 bytes, more than the 20 bytes the test's"
          + " limit allows each request of a stream");
      assertThat(refused.getLine()).isEqualTo(11);
    }
  }

  /** An element over the limit is refused while it arrives: the body's rest is never read, nor held. */
  @Test
  void aRequestOverTheLimitIsRefusedBeforeItEnds() throws Exception {
    RouteMatch.Found match = (RouteMatch.Found) transcoder.match("POST", "/v1/shelves:import");
    long[] read = {0};
    InputStream endless = new InputStream() {
      private final byte[] start = "[{\"name\":\"".getBytes(StandardCharsets.UTF_8);

      @Override
      public int read() {
        return read[0] < start.length ? start[(int) read[0]++] : (read[0]++ < 0 ? -1 : 'x');
      }
    };
    try (RequestStream requests = match.readRequests(null, endless, StreamFormat.JSON_ARRAY, 64 * 1024,
        "the test's limit")) {
      InvalidRequestException refused = catchThrowableOfType(InvalidRequestException.class, requests::next);
      assertThat(refused.getFieldPath()).isEqualTo("[0]");
      assertThat(refused.getMessage()).startsWith("Request [0] has more than the 65536 bytes the test's limit"
          + " allows each request of a stream");
    }
    assertThat(read[0]).isLessThan(128 * 1024);
  }

  @Test
  void eachRequestReachesTheServiceBeforeTheNextHasBeenSent() throws Exception {
    PipedOutputStream client = new PipedOutputStream();
    PipedInputStream body = new PipedInputStream(client, 64 * 1024);
    RouteMatch.Found match = (RouteMatch.Found) transcoder.match("POST", "/v1/shelves:import");
    Answer answer = new Answer();
    TranscodedCall call = transcoder.startCall(match.route(), new Metadata(), null, answer);
    CompletableFuture<Void> reading = CompletableFuture.runAsync(() -> pump(match, call, body, StreamFormat.NDJSON));

    for (int i = 0; i < 3; i++) {
      client.write(("{\"name\":\"shelves/" + i + "\"}\n").getBytes(StandardCharsets.UTF_8));
      client.flush();
      assertThat(service.received.poll(5, TimeUnit.SECONDS)).isEqualTo(Shelf.newBuilder()
          .setName("shelves/" + i).build());
    }
    client.close();
    reading.get(5, TimeUnit.SECONDS);
    answer.done.get(5, TimeUnit.SECONDS);
    assertThat(answer.messages).hasSize(1);
  }

  @Test
  void aMillionRequestsStreamThrough() throws Exception {
    int count = 1_000_000;
    Answer answer = new Answer();
    RouteMatch.Found match = (RouteMatch.Found) transcoder.match("POST", "/v1/shelves:import");
    TranscodedCall call = transcoder.startCall(match.route(), new Metadata(), null, answer);
    Thread drain = new Thread(() -> {
      try {
        while (service.received.poll(10, TimeUnit.SECONDS) != null) {
          // the service keeps what it receives: taking it keeps this test's memory flat too
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    drain.start();

    pump(match, call, new GeneratedArray(count), StreamFormat.JSON_ARRAY);

    answer.done.get(60, TimeUnit.SECONDS);
    assertThat(((ImportBooksResponse) answer.messages.get(0)).getCount()).isEqualTo(count);
  }

  @Test
  void aBidirectionalStreamAnswersEachRequestBeforeTheNextIsSent() throws Exception {
    RouteMatch.Found match = (RouteMatch.Found) transcoder.match("POST", "/v1/shelves:chat");
    Answer answer = new Answer();
    TranscodedCall call = transcoder.startCall(match.route(), new Metadata(), null, answer);

    for (int i = 0; i < 3; i++) {
      assertThat(call.awaitRequestDemand(5, TimeUnit.SECONDS)).isTrue();
      call.send(Shelf.newBuilder().setName("shelves/" + i).setTheme("t" + i).build());
      assertThat(answer.replies.poll(5, TimeUnit.SECONDS)).isEqualTo(Shelf.newBuilder().setName("shelves/" + i)
          .setTheme("re: t" + i).build());
    }
    call.halfClose();
    answer.done.get(5, TimeUnit.SECONDS);
    assertThat(answer.status.isOk()).isTrue();
  }

  @Test
  void aReaderWaitingForDemandWakesWhenTheCallEnds() throws Exception {
    RouteMatch.Found match = (RouteMatch.Found) transcoder.match("POST", "/v1/shelves:chat");
    Answer answer = new Answer();
    TranscodedCall call = transcoder.startCall(match.route(), new Metadata(), null, answer);

    call.cancel("gone");

    assertThat(call.awaitRequestDemand(5, TimeUnit.SECONDS)).isFalse();
    assertThat(call.isEnded()).isTrue();
    assertThat(answer.status.getCode()).isEqualTo(Status.Code.CANCELLED);
  }

  private Answer upload(String path, String query, String body, StreamFormat format) throws Exception {
    RouteMatch.Found match = (RouteMatch.Found) transcoder.match("POST", path);
    Answer answer = new Answer();
    TranscodedCall call = transcoder.startCall(match.route(), new Metadata(), null, answer);
    pump(match, call, new ByteArrayInputStream(body.getBytes(StandardCharsets.UTF_8)), format);
    answer.done.get(5, TimeUnit.SECONDS);
    return answer;
  }

  private InvalidRequestException refused(String path, String body, StreamFormat format) {
    return catchThrowableOfType(InvalidRequestException.class, () -> upload(path, null, body, format));
  }

  /** Reads requests as the service asks for them, as an HTTP adapter does; a bad one cancels the call. */
  private static void pump(RouteMatch.Found match, TranscodedCall call, InputStream body, StreamFormat format) {
    try (RequestStream requests = match.readRequests(null, body, format)) {
      while (call.awaitRequestDemand(10, TimeUnit.SECONDS)) {
        Message request;
        try {
          request = requests.next();
        } catch (InvalidRequestException e) {
          call.cancel("bad request");
          throw e;
        }
        if (request == null) {
          call.halfClose();
          return;
        }
        call.send(request);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** What a call answered. */
  static final class Answer implements CallListener {

    final List<Message> messages = new ArrayList<>();
    final BlockingQueue<Message> replies = new LinkedBlockingQueue<>();
    final CompletableFuture<Void> done = new CompletableFuture<>();
    volatile Status status;

    @Override
    public void onMessage(Message response) {
      messages.add(response);
      replies.add(response);
    }

    @Override
    public void onClose(Status status, Metadata trailers) {
      this.status = status;
      done.complete(null);
    }
  }

  /** A JSON array of {@code count} shelves, made as it is read. */
  private static final class GeneratedArray extends InputStream {

    private final int count;
    private int next;
    private byte[] chunk = "[".getBytes(StandardCharsets.UTF_8);
    private int at;

    GeneratedArray(int count) {
      this.count = count;
    }

    @Override
    public int read() throws IOException {
      if (at == chunk.length) {
        if (next > count) {
          return -1;
        }
        chunk = (next == count ? "]" : (next == 0 ? "" : ",") + "{\"name\":\"shelves/" + next + "\"}")
            .getBytes(StandardCharsets.UTF_8);
        next++;
        at = 0;
      }
      return chunk[at++];
    }
  }
}
