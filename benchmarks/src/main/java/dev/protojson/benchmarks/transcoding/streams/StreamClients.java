package dev.protojson.benchmarks.transcoding.streams;

import dev.protojson.MessageMarshaller;
import dev.protojson.benchmarks.transcoding.streams.proto.ImportPeopleResponse;
import dev.protojson.benchmarks.transcoding.streams.proto.PeopleStreamsGrpc;
import dev.protojson.benchmarks.transcoding.streams.proto.WatchPeopleRequest;
import dev.protojson.demo.people.Person;
import io.grpc.ManagedChannel;
import io.grpc.netty.NettyChannelBuilder;
import io.grpc.stub.ClientCallStreamObserver;
import io.grpc.stub.ClientResponseObserver;
import io.grpc.stub.StreamObserver;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.nio.NioSocketChannel;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The two clients of the same streams: a Java gRPC client over its own channel, and {@code java.net.http.HttpClient}
 * with NDJSON. Both decode every message they receive and encode every message they send (binary protobuf, or JSON
 * with protojson), one at a time, as a real client does. Their threads are named {@code client-…} (and the HTTP
 * client's own {@code HttpClient-…}), so that {@link ServerAllocation} leaves them out.
 */
final class StreamClients implements AutoCloseable {

  static final String THREAD_PREFIX = "client-";

  private final ExecutorService executor = Executors.newCachedThreadPool(named(THREAD_PREFIX + "executor-"));
  private final NioEventLoopGroup eventLoop = new NioEventLoopGroup(1, named(THREAD_PREFIX + "grpc-"));
  private final ManagedChannel channel;
  private final HttpClient http = HttpClient.newBuilder().executor(executor).build();
  private final MessageMarshaller marshaller = MessageMarshaller.builder().register(Person.getDefaultInstance())
      .build();
  private final URI base;

  StreamClients(int httpPort, int grpcPort) {
    channel = NettyChannelBuilder.forAddress("127.0.0.1", grpcPort).usePlaintext()
        .eventLoopGroup(eventLoop).channelType(NioSocketChannel.class).executor(executor).build();
    base = URI.create("http://127.0.0.1:" + httpPort);
  }

  /** Whether a thread is a client's. */
  static boolean isClient(String threadName) {
    return threadName.startsWith(THREAD_PREFIX) || threadName.startsWith("HttpClient") || threadName.equals("main");
  }

  /**
   * Receives a server stream of {@code count} persons over gRPC, on the channel's event loop (a direct executor): the
   * fastest a Java gRPC client receives, with no thread hop per message. Answers the number of addresses, as a check.
   */
  long watchGrpc(int count) throws Exception {
    CompletableFuture<long[]> done = new CompletableFuture<>();
    PeopleStreamsGrpc.newStub(channel).withExecutor(Runnable::run)
        .watchPeople(WatchPeopleRequest.newBuilder().setCount(count).build(), new StreamObserver<>() {
          private final long[] receivedAndAddresses = new long[2];

          @Override
          public void onNext(Person person) {
            receivedAndAddresses[0]++;
            receivedAndAddresses[1] += person.getAddressCount();
          }

          @Override
          public void onError(Throwable t) {
            done.completeExceptionally(t);
          }

          @Override
          public void onCompleted() {
            done.complete(receivedAndAddresses);
          }
        });
    long[] received = done.get(5, TimeUnit.MINUTES);
    return expect(count, (int) received[0], received[1]);
  }

  /** Receives the same stream as NDJSON, reading it line by line, each line's bytes parsed by protojson. */
  long watchHttp(int count) throws Exception {
    HttpResponse<InputStream> response = http.send(HttpRequest.newBuilder(base.resolve("/v1/people:watch?count="
        + count)).header("Accept", "application/x-ndjson").build(), HttpResponse.BodyHandlers.ofInputStream());
    if (response.statusCode() != 200) {
      throw new IllegalStateException("HTTP " + response.statusCode());
    }
    long[] receivedAndAddresses = new long[2];
    try (InputStream body = response.body()) {
      Lines.forEach(body, line -> {
        receivedAndAddresses[0]++;
        receivedAndAddresses[1] += marshaller.readValue(line, Person.class).getAddressCount();
      });
    }
    return expect(count, (int) receivedAndAddresses[0], receivedAndAddresses[1]);
  }

  /** Sends a client stream of {@code count} persons over gRPC, as fast as the call is ready. */
  long importGrpc(int count) throws Exception {
    CompletableFuture<ImportPeopleResponse> answer = new CompletableFuture<>();
    PeopleStreamsGrpc.newStub(channel).importPeople(new ClientResponseObserver<Person, ImportPeopleResponse>() {
      private int sent;

      @Override
      public void beforeStart(ClientCallStreamObserver<Person> call) {
        call.setOnReadyHandler(() -> {
          while (sent < count && call.isReady()) {
            call.onNext(PeopleStreamsService.PERSONS.get(sent++ % PeopleStreamsService.PERSONS.size()));
          }
          if (sent == count) {
            sent++;
            call.onCompleted();
          }
        });
      }

      @Override
      public void onNext(ImportPeopleResponse response) {
        answer.complete(response);
      }

      @Override
      public void onError(Throwable t) {
        answer.completeExceptionally(t);
      }

      @Override
      public void onCompleted() {
        // the answer came with onNext
      }
    });
    ImportPeopleResponse response = answer.get(5, TimeUnit.MINUTES);
    return expect(count, response.getPeople(), response.getAddresses());
  }

  /** Sends the same stream as an NDJSON body, written person by person as the HTTP client reads it. */
  long importHttp(int count) throws Exception {
    HttpResponse<String> response = http.send(HttpRequest.newBuilder(base.resolve("/v1/people:import"))
        .header("Content-Type", "application/x-ndjson")
        .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new NdjsonPeople(count)))
        .build(), HttpResponse.BodyHandlers.ofString());
    if (response.statusCode() != 200) {
      throw new IllegalStateException("HTTP " + response.statusCode() + ": " + response.body());
    }
    ImportPeopleResponse answer = marshaller.readValue(response.body(), ImportPeopleResponse.class);
    return expect(count, answer.getPeople(), answer.getAddresses());
  }

  private static long expect(int count, int received, long addresses) {
    if (received != count) {
      throw new IllegalStateException("Expected " + count + " persons, got " + received);
    }
    return addresses;
  }

  /** The addresses of {@code count} persons of the stream, what each call answers. */
  static long addresses(int count) {
    long addresses = 0;
    for (int i = 0; i < count; i++) {
      addresses += PeopleStreamsService.PERSONS.get(i % PeopleStreamsService.PERSONS.size()).getAddressCount();
    }
    return addresses;
  }

  @Override
  public void close() throws Exception {
    channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    eventLoop.shutdownGracefully(0, 1, TimeUnit.SECONDS).await(5, TimeUnit.SECONDS);
    executor.shutdownNow();
  }

  private static ThreadFactory named(String prefix) {
    AtomicInteger next = new AtomicInteger();
    return task -> {
      Thread thread = new Thread(task, prefix + next.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    };
  }

  /** An NDJSON body of persons, each written with protojson when the HTTP client asks for more bytes. */
  private final class NdjsonPeople extends InputStream {

    private final int count;
    private final ByteArrayOutputStream line = new ByteArrayOutputStream(512);
    private byte[] buffer = new byte[0];
    private int position;
    private int written;

    NdjsonPeople(int count) {
      this.count = count;
    }

    @Override
    public int read() {
      byte[] one = new byte[1];
      return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] into, int offset, int length) {
      int copied = 0;
      while (copied < length) {
        if (position == buffer.length) {
          if (!fill()) {
            return copied == 0 ? -1 : copied;
          }
        }
        int n = Math.min(length - copied, buffer.length - position);
        System.arraycopy(buffer, position, into, offset + copied, n);
        position += n;
        copied += n;
      }
      return copied;
    }

    /** Writes the next persons, up to about 16 KB, as the HTTP client's buffer is about that size. */
    private boolean fill() {
      if (written == count) {
        return false;
      }
      line.reset();
      while (written < count && line.size() < 16 * 1024) {
        marshaller.writeValue(PeopleStreamsService.PERSONS.get(written++ % PeopleStreamsService.PERSONS.size()),
            line);
        line.write('\n');
      }
      buffer = line.toByteArray();
      position = 0;
      return true;
    }
  }
}
