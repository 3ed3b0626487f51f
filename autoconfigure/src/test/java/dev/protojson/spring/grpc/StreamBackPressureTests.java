package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.transcoding.StreamsService;
import dev.protojson.transcoding.test.ImportBooksResponse;
import dev.protojson.transcoding.test.Shelf;
import io.grpc.stub.StreamObserver;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.grpc.server.service.GrpcService;

/**
 * A stream of a million messages read slowly by a real HTTP client, and a body of a million requests, on Spring MVC
 * (Tomcat) and WebFlux (Netty), with the server in this JVM at {@code -Xmx256m} (the surefire execution
 * {@code low-heap}): the service is made to wait, the requests reach it one by one, and the server's heap after GC
 * stays where it was before. A server that buffered either would hold most of that heap.
 */
@Tag("low-heap")
class StreamBackPressureTests {

  private static final int COUNT = 1_000_000;
  private static final long MIB = 1024 * 1024;
  /**
   * What the used heap after a GC may grow by while the client reads slowly, from before the stream. A server that
   * buffered the stream instead of making the service wait would hold about 150 MiB more.
   */
  private static final long FLAT = 16 * MIB;

  private final MemoryMXBean memory = ManagementFactory.getMemoryMXBean();

  @ParameterizedTest
  @EnumSource(value = WebApplicationType.class, names = {"SERVLET", "REACTIVE"})
  void aMillionMessagesReadSlowlyMakeTheServiceWaitAndKeepTheHeapFlat(WebApplicationType web) throws Exception {
    assertThat(Runtime.getRuntime().maxMemory()).as("the server's maximum heap").isLessThanOrEqualTo(256 * MIB);
    try (ConfigurableApplicationContext server = new SpringApplicationBuilder(Streaming.class).web(web)
        .properties("server.port=0", "spring.grpc.server.port=0").run()) {
      StreamsService streams = server.getBean(StreamsService.class);
      int port = Integer.parseInt(server.getEnvironment().getProperty("local.server.port"));
      long idle = usedHeapAfterGc();
      HttpResponse<InputStream> response = HttpClient.newHttpClient().send(
          HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/v1/shelves:watch?count=" + COUNT))
              .header("Accept", "application/x-ndjson").build(),
          HttpResponse.BodyHandlers.ofInputStream());
      assertThat(response.statusCode()).isEqualTo(200);

      try (BufferedReader lines = new BufferedReader(new InputStreamReader(response.body(),
          StandardCharsets.UTF_8))) {
        int read = 0;
        List<Long> heap = new ArrayList<>();
        // slowly: 2,000 lines every 400 ms, far fewer than the server can send, with the heap measured on the way
        for (int step = 0; step < 10; step++) {
          read += readLines(lines, read, 2_000);
          Thread.sleep(400);
          if (step >= 2) {
            heap.add(usedHeapAfterGc());
          }
        }
        long growth = Collections.max(heap) - idle;
        System.out.printf("%s: used heap after GC, MiB: %.1f before the stream, %s while the client read slowly%n",
            web, idle / (double) MIB, heap.stream().map(bytes -> String.format("%.1f", bytes / (double) MIB)).toList());
        SoftAssertions.assertSoftly(softly -> {
          softly.assertThat(streams.sawNotReady).as("the service found the call not ready").isTrue();
          softly.assertThat(growth).as("the most the used heap after GC grew from %s bytes before the stream, while"
              + " the client read slowly: %s", idle, heap).isLessThan(FLAT);
        });

        // then quickly, to the end: every message arrives, in order
        read += readLines(lines, read, COUNT - read);
        assertThat(read).isEqualTo(COUNT);
        assertThat(lines.readLine()).isNull();
      }
    }
  }

  @ParameterizedTest
  @EnumSource(value = WebApplicationType.class, names = {"SERVLET", "REACTIVE"})
  void anArrayOfAMillionRequestsStreamsThroughWithTheHeapFlat(WebApplicationType web) throws Exception {
    assertThat(Runtime.getRuntime().maxMemory()).as("the server's maximum heap").isLessThanOrEqualTo(256 * MIB);
    try (ConfigurableApplicationContext server = new SpringApplicationBuilder(Streaming.class).web(web)
        .properties("server.port=0", "spring.grpc.server.port=0").run()) {
      int port = Integer.parseInt(server.getEnvironment().getProperty("local.server.port"));
      long idle = usedHeapAfterGc();
      List<Long> heap = Collections.synchronizedList(new ArrayList<>());
      AtomicBoolean uploading = new AtomicBoolean(true);
      Thread sampler = new Thread(() -> {
        while (uploading.get()) {
          heap.add(usedHeapAfterGc());
          try {
            Thread.sleep(100);
          } catch (InterruptedException e) {
            return;
          }
        }
      });
      sampler.start();
      HttpResponse<String> response;
      try {
        response = HttpClient.newHttpClient().send(
            HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/v1/shelves:import"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ShelvesArray(COUNT))).build(),
            HttpResponse.BodyHandlers.ofString());
      } finally {
        uploading.set(false);
        sampler.join();
      }

      assertThat(response.statusCode()).isEqualTo(200);
      assertThat(response.body()).isEqualTo("{\"count\":" + COUNT + "}");
      long growth = Collections.max(heap) - idle;
      System.out.printf("%s: used heap after GC, MiB: %.1f before the upload, at most %.1f during it (%d samples)%n",
          web, idle / (double) MIB, Collections.max(heap) / (double) MIB, heap.size());
      // the body is some 30 MB: a server that held it, or the requests, would grow by more than that
      assertThat(growth).as("the most the used heap after GC grew during the upload: %s", heap).isLessThan(FLAT);
    }
  }

  private static int readLines(BufferedReader lines, int from, int count) throws Exception {
    for (int i = from; i < from + count; i++) {
      String line = lines.readLine();
      String expected = "{\"name\":\"shelves/" + i + "\",\"theme\":\"theme " + i + "\"}";
      if (!expected.equals(line)) {
        assertThat(line).as("line %s", i).isEqualTo(expected);
      }
    }
    return count;
  }

  private long usedHeapAfterGc() {
    memory.gc();
    // As the collection left each pool: the heap's usage read a moment later would also count what the server and
    // the client allocated since, which is tens of megabytes of garbage in a busy upload.
    long used = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      MemoryUsage afterCollection = pool.getType() == MemoryType.HEAP ? pool.getCollectionUsage() : null;
      if (afterCollection != null) {
        used += afterCollection.getUsed();
      }
    }
    return used;
  }

  /** A JSON array of {@code count} shelves, made as it is read. */
  private static final class ShelvesArray extends InputStream {

    private final int count;
    private int next;
    private byte[] chunk = {'['};
    private int at;

    ShelvesArray(int count) {
      this.count = count;
    }

    @Override
    public int read() {
      if (at == chunk.length) {
        if (next > count) {
          return -1;
        }
        chunk = (next == count ? "]" : (next == 0 ? "" : ",") + "{\"name\":\"shelves/" + next + "\"}")
            .getBytes(StandardCharsets.US_ASCII);
        next++;
        at = 0;
      }
      return chunk[at++];
    }
  }

  /** The streaming service, whose import only counts what it receives, so that it holds nothing itself. */
  static final class CountingStreams extends StreamsService {

    @Override
    public StreamObserver<Shelf> importShelves(StreamObserver<ImportBooksResponse> response) {
      return new StreamObserver<>() {
        private int count;

        @Override
        public void onNext(Shelf shelf) {
          count++;
        }

        @Override
        public void onError(Throwable t) {
        }

        @Override
        public void onCompleted() {
          response.onNext(ImportBooksResponse.newBuilder().setCount(count).build());
          response.onCompleted();
        }
      };
    }
  }

  @SpringBootConfiguration
  @EnableAutoConfiguration
  static class Streaming {

    @GrpcService
    StreamsService streamsService() {
      return new CountingStreams();
    }

    @Bean
    TranscodingRulesCustomizer withoutTheChat() {
      return rules -> rules.remove("protojson.transcoding.test.Streams/Chat");
    }
  }
}
