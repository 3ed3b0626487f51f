package dev.protojson.spring.webflux;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.test.events.Event;
import dev.protojson.spring.test.events.EventSummary;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.util.ResourceLeakDetector;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.http.MediaType;
import reactor.core.publisher.Flux;

/**
 * Streaming is observable over a real connection: elements leave the server as the Flux emits them, a request body
 * is consumed element by element while the client is still sending it, and cancelling a stream midway leaks no
 * Netty buffer (Netty's leak detector runs at its paranoid level and reports into the captured log).
 */
@ExtendWith(OutputCaptureExtension.class)
@SpringBootTest(classes = EventsApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { EventsApplication.REACTIVE, EventsApplication.PACKAGES })
class WebFluxStreamingTests extends ReactiveServerTests {

  private static final Duration TIMEOUT = Duration.ofSeconds(30);

  static {
    ResourceLeakDetector.setLevel(ResourceLeakDetector.Level.PARANOID);
  }

  @Autowired
  Arrivals arrivals;

  /** When each chunk of a response arrived, in milliseconds since the request. */
  private List<Long> arrivalsOf(String path, String accept) {
    long start = System.nanoTime();
    List<Long> times = new CopyOnWriteArrayList<>();
    raw.get().uri(path).header("Accept", accept).retrieve().bodyToFlux(DataBuffer.class)
        .doOnNext(buffer -> {
          times.add((System.nanoTime() - start) / 1_000_000);
          DataBufferUtils.release(buffer);
        })
        .blockLast(TIMEOUT);
    return times;
  }

  @Test
  void eachElementLeavesTheServerAsTheFluxEmitsIt() {
    // five elements, one every 200 ms: the first arrives long before the last in every streaming format
    for (String type : new String[] { "application/x-ndjson", "application/json", "text/event-stream" }) {
      List<Long> times = arrivalsOf("/events?count=5&delayMs=200", type);
      assertThat(times.size()).as(type).isGreaterThanOrEqualTo(5);
      assertThat(times.get(times.size() - 1) - times.get(0)).as(type + ": %s", times).isGreaterThanOrEqualTo(600);
    }
  }

  @Test
  void aRequestBodyIsReadElementByElementWhileItIsStillBeingSent() {
    arrivals.times.clear();
    List<Long> sent = new CopyOnWriteArrayList<>();
    Flux<Event> slow = Flux.interval(Duration.ofMillis(200)).take(5).map(Events::event)
        .doOnNext(event -> sent.add(System.nanoTime()));
    EventSummary summary = client.post().uri("/events/summary").contentType(MediaType.APPLICATION_NDJSON)
        .body(slow, Event.class).retrieve().bodyToMono(EventSummary.class).block(TIMEOUT);
    assertThat(summary.getCount()).isEqualTo(5);
    assertThat(arrivals.times).hasSize(5);
    // the server had the first element while the client had not yet produced the last
    assertThat((sent.get(4) - arrivals.times.get(0)) / 1_000_000).isGreaterThanOrEqualTo(500);
  }

  @Test
  void cancellingStreamsMidwayLeaksNoBuffers(CapturedOutput output) throws Exception {
    for (int round = 0; round < 3; round++) {
      // the client stops reading a response after ten elements
      List<Event> first = client.get().uri("/events?count=100000").accept(MediaType.APPLICATION_NDJSON).retrieve()
          .bodyToFlux(Event.class).take(10).collectList().block(TIMEOUT);
      assertThat(first).hasSize(10);
      // the server stops reading a request after three elements
      EventSummary summary = client.post().uri("/events/first-three").contentType(MediaType.APPLICATION_JSON)
          .body(Flux.range(0, 5_000).map(i -> Events.event(i)), Event.class).retrieve()
          .bodyToMono(EventSummary.class).onErrorResume(error -> reactor.core.publisher.Mono.empty())
          .block(TIMEOUT);
      if (summary != null) {
        assertThat(summary.getCount()).isEqualTo(3);
      }
    }
    // Leaks are reported when a leaked buffer has been collected and another buffer is allocated.
    for (int i = 0; i < 5; i++) {
      System.gc();
      Thread.sleep(100);
      ByteBuf probe = PooledByteBufAllocator.DEFAULT.buffer(1024);
      probe.release();
    }
    assertThat(output).doesNotContain("LEAK:");
  }
}
