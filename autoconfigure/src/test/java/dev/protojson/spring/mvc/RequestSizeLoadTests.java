package dev.protojson.spring.mvc;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublisher;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Concurrent oversize and valid posts against a server whose heap is small: the oversize bodies (each as large as
 * the heap or larger) are refused, the valid ones are answered in full, and the server answers correctly
 * afterwards. The server runs in a JVM of its own and exits on OutOfMemoryError, so running out of heap anywhere is
 * a failure, not something the server might recover from. The work is bounded: a fixed number of requests, each
 * with a timeout.
 *
 * <p>The limit bounds what one request holds, not what six hold at once: the orders built from 16 MB of this JSON
 * take about 53 MB of heap, so six at once need more than 256 MB. Hence two set-ups: a 256 MB heap with a limit
 * sized for it, and the default limit with a 512 MB heap.
 */
@Timeout(value = 6, unit = TimeUnit.MINUTES)
class RequestSizeLoadTests {

  private static final Pattern STARTED = Pattern.compile("Tomcat started on port (\\d+)");
  private static final String ORDER = "{\"id\":\"x\",\"customerName\":\"Ada Lovelace\","
      + "\"items\":[{\"sku\":\"A-1\",\"quantity\":2},{\"sku\":\"B-7\",\"quantity\":1}],\"totalCents\":\"12345\"}";
  private static final long OVERSIZE = 256L * 1024 * 1024;
  private static final int CONCURRENT_OVERSIZE = 6;
  private static final int ROUNDS = 2;
  private static final int VALID_POSTS = 40;
  private static final int ORDERS_PER_VALID_POST = 500;

  private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

  private Process server;
  private Path log;
  private String base;

  @AfterEach
  void stopServer() throws Exception {
    if (server != null && !server.isAlive()) {
      // A failure anywhere in the test may come from the server having died: its log says why.
      System.err.println("The load test's server exited with " + server.exitValue() + "; its log:\n" + logTail());
    }
    if (server != null) {
      server.destroy();
      server.waitFor(30, TimeUnit.SECONDS);
    }
    if (log != null) {
      Files.deleteIfExists(log);
    }
  }

  @ParameterizedTest(name = "-Xmx{0}, protojson.max-request-size {1}")
  @CsvSource({ "256m, 4MB", "512m, default" })
  void oversizePostsAreRefusedWhileValidOnesAreAnsweredAndTheServerAnswersAfterwards(String heap, String limit)
      throws Exception {
    startServer(heap, limit);
    ExecutorService oversizePool = Executors.newFixedThreadPool(CONCURRENT_OVERSIZE);
    ExecutorService validPool = Executors.newFixedThreadPool(2);
    try {
      List<Future<String>> oversize = new ArrayList<>();
      List<Future<Integer>> valid = new ArrayList<>();
      for (int round = 0; round < ROUNDS; round++) {
        for (int i = 0; i < CONCURRENT_OVERSIZE; i++) {
          boolean chunked = i % 2 == 0;
          oversize.add(oversizePool.submit(() -> postOversize(chunked)));
        }
        for (int i = 0; i < VALID_POSTS / ROUNDS; i++) {
          valid.add(validPool.submit((Callable<Integer>) this::postValid));
        }
      }

      for (Future<String> outcome : oversize) {
        // The 413 reaches a client that is still sending only if the server can skip the rest of the body; past
        // Tomcat's swallow limit (2 MB) it closes the connection after answering, and the client sees that instead.
        assertThat(outcome.get(4, TimeUnit.MINUTES)).isIn("413", "closed by the server");
      }
      for (Future<Integer> outcome : valid) {
        assertThat(outcome.get(4, TimeUnit.MINUTES)).isEqualTo(ORDERS_PER_VALID_POST);
      }
    }
    finally {
      oversizePool.shutdownNow();
      validPool.shutdownNow();
    }

    assertThat(server.isAlive()).as(() -> "the server is running; its log:\n" + logTail()).isTrue();
    assertThat(text(get("/received/counts"))).as("no oversize body reached the controller")
        .isEqualTo("0 " + VALID_POSTS);
    HttpResponse<byte[]> order = get("/orders/9");
    assertThat(order.statusCode()).isEqualTo(200);
    assertThat(RawHttp.tree(order)).isEqualTo(RawHttp.tree(Samples.orderJson("9")));
    assertThat(postValid()).isEqualTo(ORDERS_PER_VALID_POST);
    assertThat(Files.readString(log)).doesNotContain("OutOfMemoryError");
  }

  private void startServer(String heap, String limit) throws Exception {
    log = Files.createTempFile("protojson-load-server", ".log");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> command = new ArrayList<>(List.of(java, "-Xmx" + heap, "-XX:+ExitOnOutOfMemoryError", "-cp",
        System.getProperty("java.class.path"), LimitedHeapServer.class.getName(), "--server.port=0",
        "--server.address=127.0.0.1", "--" + ShopApplication.PACKAGES, "--spring.main.banner-mode=off"));
    if (!limit.equals("default")) {
      command.add("--protojson.max-request-size=" + limit);
    }
    server = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
    while (base == null) {
      Matcher started = STARTED.matcher(Files.readString(log));
      if (started.find()) {
        base = "http://127.0.0.1:" + started.group(1);
      }
      else if (!server.isAlive() || System.nanoTime() > deadline) {
        throw new IllegalStateException("The server did not start:\n" + Files.readString(log));
      }
      else {
        Thread.sleep(200);
      }
    }
  }

  private String postOversize(boolean chunked) throws InterruptedException {
    BodyPublisher body = BodyPublishers.ofInputStream(() -> new OrdersArray(OVERSIZE));
    HttpRequest request = HttpRequest.newBuilder(URI.create(base + "/received/batch"))
        .header("Content-Type", "application/json").timeout(Duration.ofMinutes(2))
        .POST(chunked ? body : BodyPublishers.fromPublisher(body, OVERSIZE)).build();
    // A client of its own: the server closes the connection of a refused body, and no valid post may be sent on it.
    try {
      HttpResponse<byte[]> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofByteArray());
      return String.valueOf(response.statusCode());
    }
    catch (HttpTimeoutException ex) {
      return "no answer in time";
    }
    catch (IOException ex) {
      return "closed by the server";
    }
  }

  private int postValid() throws IOException, InterruptedException {
    StringBuilder json = new StringBuilder("[");
    for (int i = 0; i < ORDERS_PER_VALID_POST; i++) {
      json.append(i == 0 ? "" : ",").append(ORDER);
    }
    HttpRequest request = HttpRequest.newBuilder(URI.create(base + "/received/batch"))
        .header("Content-Type", "application/json").timeout(Duration.ofMinutes(2))
        .POST(BodyPublishers.ofString(json.append(']').toString())).build();
    HttpResponse<byte[]> response = client.send(request, HttpResponse.BodyHandlers.ofByteArray());
    assertThat(response.statusCode()).isEqualTo(200);
    JsonNode orders = JsonMapper.shared().readTree(response.body());
    assertThat(orders.get(ORDERS_PER_VALID_POST - 1)).isEqualTo(RawHttp.tree(ORDER));
    return orders.size();
  }

  private String logTail() {
    try {
      String text = Files.readString(log);
      return text.substring(Math.max(0, text.length() - 4000));
    }
    catch (IOException ex) {
      return ex.toString();
    }
  }

  private HttpResponse<byte[]> get(String path) throws IOException, InterruptedException {
    return client.send(HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30)).build(),
        HttpResponse.BodyHandlers.ofByteArray());
  }

  private static String text(HttpResponse<byte[]> response) {
    return new String(response.body(), StandardCharsets.UTF_8);
  }

  /** A valid JSON array of orders of exactly {@code size} bytes, made as it is read. */
  static final class OrdersArray extends InputStream {

    private static final byte[] ELEMENT = (ORDER + ",").getBytes(StandardCharsets.UTF_8);
    private static final byte[] END = "{}]".getBytes(StandardCharsets.UTF_8);

    private final long size;
    private long position;

    OrdersArray(long size) {
      this.size = size;
    }

    @Override
    public int read() {
      if (position >= size) {
        return -1;
      }
      long at = position++;
      if (at == 0) {
        return '[';
      }
      if (at >= size - END.length) {
        return END[(int) (at - (size - END.length))];
      }
      long element = (at - 1) / ELEMENT.length;
      long elementEnd = 1 + (element + 1) * ELEMENT.length;
      // An element that would run into the end is left out: spaces instead, which JSON allows between values.
      return elementEnd > size - END.length ? ' ' : ELEMENT[(int) ((at - 1) % ELEMENT.length)];
    }

    @Override
    public int read(byte[] buffer, int offset, int length) {
      if (position >= size) {
        return -1;
      }
      int n = (int) Math.min(length, size - position);
      for (int i = 0; i < n; i++) {
        buffer[offset + i] = (byte) read();
      }
      return n;
    }
  }
}
