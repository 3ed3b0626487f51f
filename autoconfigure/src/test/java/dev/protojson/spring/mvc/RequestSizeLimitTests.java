package dev.protojson.spring.mvc;

import static dev.protojson.spring.mvc.RawHttp.contentType;
import static dev.protojson.spring.mvc.RawHttp.tree;
import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.test.shop.ShopProto.Order;
import jakarta.servlet.Filter;
import jakarta.servlet.http.HttpServletRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/**
 * protojson.max-request-size over a real server: a body over the limit is refused with a 413 whether its length is
 * declared or it comes chunked, the controller never sees any of it, and the server goes on serving.
 */
@SpringBootTest(classes = { ShopApplication.class, RequestSizeLimitTests.Receiving.class },
    webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { ShopApplication.PACKAGES, "protojson.max-request-size=64KB" })
class RequestSizeLimitTests extends EmbeddedServerTests {

  static final int LIMIT = 64 * 1024;

  @Autowired
  Receiving receiving;

  @Test
  void aDeclaredLengthOverTheLimitIsA413ProblemNamingTheLimitAndTheProperty() throws Exception {
    int before = receiving.orders.get();

    HttpResponse<byte[]> response = http.post("/received", orderJson(LIMIT + 1), "Content-Type", "application/json");

    assertThat(receiving.lastFraming.get()).isEqualTo("Content-Length: " + (LIMIT + 1));
    assertTooLarge(response);
    assertThat(receiving.orders.get()).isEqualTo(before);
  }

  @Test
  void aChunkedBodyIsCountedWhileItIsReadAndStoppedOneByteOverTheLimit() throws Exception {
    int before = receiving.orders.get();

    HttpResponse<byte[]> atLimit = http.postChunked("/received", orderJson(LIMIT), "Content-Type",
        "application/json");
    assertThat(receiving.lastFraming.get()).isEqualTo("Transfer-Encoding: chunked");
    assertThat(atLimit.statusCode()).isEqualTo(200);
    assertThat(receiving.orders.get()).isEqualTo(before + 1);

    HttpResponse<byte[]> overLimit = http.postChunked("/received", orderJson(LIMIT + 1), "Content-Type",
        "application/json");
    assertThat(receiving.lastFraming.get()).isEqualTo("Transfer-Encoding: chunked");
    assertTooLarge(overLimit);
    assertThat(receiving.orders.get()).isEqualTo(before + 1);
  }

  @Test
  void aJsonArrayOverTheLimitIsNotHalfApplied() throws Exception {
    int before = receiving.batches.get();
    StringBuilder array = new StringBuilder("[");
    for (int i = 0; array.length() <= 2 * LIMIT; i++) {
      array.append(i == 0 ? "" : ",").append("{\"id\":\"").append(i).append("\",\"customerName\":\"Ada\"}");
    }
    byte[] body = array.append(']').toString().getBytes(StandardCharsets.UTF_8);

    assertTooLarge(http.postChunked("/received/batch", body, "Content-Type", "application/json"));
    assertTooLarge(http.post("/received/batch", body, "Content-Type", "application/json"));
    // An array of messages is the same body as a list of them, under the same limit.
    assertTooLarge(http.postChunked("/received/array", body, "Content-Type", "application/json"));
    assertTooLarge(http.post("/received/array", body, "Content-Type", "application/json"));
    assertThat(receiving.batches.get()).isEqualTo(before);

    HttpResponse<byte[]> small = http.post("/received/array", "[{\"id\":\"1\"},{\"id\":\"2\",\"totalCents\":\"9007199254740993\"}]"
        .getBytes(StandardCharsets.UTF_8), "Content-Type", "application/json");
    assertThat(small.statusCode()).isEqualTo(200);
    assertThat(new String(small.body(), StandardCharsets.UTF_8))
        .isEqualTo("[{\"id\":\"1\"},{\"id\":\"2\",\"totalCents\":\"9007199254740993\"}]");
    assertThat(receiving.batches.get()).isEqualTo(before + 1);
  }

  @Test
  void theLimitCountsBytesNotCharactersInOtherCharsets() throws Exception {
    int before = receiving.orders.get();
    String utf16 = "application/json;charset=UTF-16";
    // 20,000 characters are 40 KB in UTF-16, 40,000 are 80 KB
    byte[] under = ("{\"note\":\"" + "n".repeat(20_000) + "\"}").getBytes(StandardCharsets.UTF_16);
    byte[] over = ("{\"note\":\"" + "n".repeat(40_000) + "\"}").getBytes(StandardCharsets.UTF_16);

    assertThat(http.postChunked("/received", under, "Content-Type", utf16).statusCode()).isEqualTo(200);
    assertTooLarge(http.postChunked("/received", over, "Content-Type", utf16));
    assertThat(receiving.orders.get()).isEqualTo(before + 1);
  }

  @Test
  void theServerKeepsServingAfterRefusals() throws Exception {
    for (int i = 0; i < 5; i++) {
      assertTooLarge(http.postChunked("/received", orderJson(4 * LIMIT), "Content-Type", "application/json"));
      assertTooLarge(http.post("/received", orderJson(4 * LIMIT), "Content-Type", "application/json"));
    }

    HttpResponse<byte[]> get = http.get("/orders/7", "Accept", "application/json");
    assertThat(get.statusCode()).isEqualTo(200);
    assertThat(tree(get)).isEqualTo(tree(Samples.orderJson("7")));
    HttpResponse<byte[]> post = http.postJson("/orders", Samples.orderJson("8"));
    assertThat(post.statusCode()).isEqualTo(200);
    assertThat(tree(post).get("status").asString()).isEqualTo("SHIPPED");
  }

  private static void assertTooLarge(HttpResponse<byte[]> response) {
    assertThat(response.statusCode()).isEqualTo(413);
    assertThat(contentType(response)).isEqualTo("application/problem+json");
    JsonNode problem = tree(response);
    assertThat(problem.get("status").asInt()).isEqualTo(413);
    assertThat(problem.get("title").asString()).isEqualTo("Content Too Large");
    assertThat(problem.get("instance").asString()).startsWith("/received");
    assertThat(problem.get("detail").asString()).isEqualTo(
        "The request body is larger than the limit of " + LIMIT + " bytes set by protojson.max-request-size");
    assertThat(problem.get("maxRequestSize").asLong()).isEqualTo(LIMIT);
    assertThat(problem.get("property").asString()).isEqualTo("protojson.max-request-size");
  }

  /** A valid Order of exactly {@code size} bytes of JSON. */
  static byte[] orderJson(int size) {
    String prefix = "{\"id\":\"x\",\"note\":\"";
    String suffix = "\"}";
    byte[] json = (prefix + "n".repeat(size - prefix.length() - suffix.length()) + suffix)
        .getBytes(StandardCharsets.UTF_8);
    assertThat(json).hasSize(size);
    return json;
  }

  /** Counts what reaches the controller, and records how each request's body was framed. */
  @Configuration(proxyBeanMethods = false)
  @RestController
  static class Receiving {

    final AtomicInteger orders = new AtomicInteger();
    final AtomicInteger batches = new AtomicInteger();
    final AtomicReference<String> lastFraming = new AtomicReference<>();

    @PostMapping("/received")
    Order receive(@RequestBody Order order) {
      orders.incrementAndGet();
      return order;
    }

    @PostMapping("/received/batch")
    List<Order> receive(@RequestBody List<Order> batch) {
      batches.incrementAndGet();
      return batch;
    }

    @PostMapping("/received/array")
    Order[] receive(@RequestBody Order[] batch) {
      batches.incrementAndGet();
      return batch;
    }

    /** How many orders and batches reached the controller, for a test that cannot see this bean. */
    @GetMapping(path = "/received/counts", produces = "text/plain")
    String counts() {
      return orders.get() + " " + batches.get();
    }

    @Bean
    Filter framingRecorder() {
      return (request, response, chain) -> {
        HttpServletRequest http = (HttpServletRequest) request;
        lastFraming.set(http.getHeader("Transfer-Encoding") != null
            ? "Transfer-Encoding: " + http.getHeader("Transfer-Encoding")
            : "Content-Length: " + http.getHeader("Content-Length"));
        chain.doFilter(request, response);
      };
    }
  }
}
