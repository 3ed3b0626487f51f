package dev.protojson.spring.mvc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.MessageMarshaller;
import dev.protojson.spring.test.shop.ShopProto.Order;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;
import reactor.core.publisher.Flux;

/**
 * With protojson.pretty=true, the messages of server-sent events are still one line each: Spring writes "data:"
 * once, before the first line, so an indented message would reach an EventSource as "{" and lines it ignores.
 */
@SpringBootTest(classes = { ShopApplication.class, PrettyServerSentEventsTests.EventsController.class },
    webEnvironment = WebEnvironment.RANDOM_PORT, properties = { ShopApplication.PACKAGES, "protojson.pretty=true" })
class PrettyServerSentEventsTests extends EmbeddedServerTests {

  @RestController
  static class EventsController {

    @GetMapping("/emitted")
    SseEmitter emitted() throws IOException {
      SseEmitter emitter = new SseEmitter();
      emitter.send(Samples.order("1"));
      emitter.send(SseEmitter.event().id("2").data(Samples.order("2")));
      emitter.complete();
      return emitter;
    }

    @GetMapping(path = "/streamed", produces = MediaType.TEXT_EVENT_STREAM_VALUE)
    Flux<Order> streamed() {
      return Flux.just(Samples.order("1"), Samples.order("2"));
    }
  }

  @Autowired
  MessageMarshaller marshaller;

  @Test
  void anSseEmitterSendsEachMessageOnOneDataLine() throws Exception {
    assertEvents(http.get("/emitted", "Accept", "text/event-stream"));
  }

  @Test
  void aFluxServedAsEventsSendsEachMessageOnOneDataLine() throws Exception {
    assertEvents(http.get("/streamed", "Accept", "text/event-stream"));
  }

  private void assertEvents(HttpResponse<byte[]> response) {
    assertThat(response.statusCode()).isEqualTo(200);
    // The marshaller does indent: the events' one line is a choice for server-sent events only.
    assertThat(marshaller.writeValueAsString(Samples.order("1"))).contains("\n");
    List<String> data = new String(response.body(), StandardCharsets.UTF_8).lines()
        .filter(line -> !line.isEmpty() && !line.startsWith("id:")).toList();
    assertThat(data).allSatisfy(line -> assertThat(line).startsWith("data:"));
    assertThat(data).extracting(line -> marshaller.readValue(line.substring("data:".length()), Order.class))
        .containsExactly(Samples.order("1"), Samples.order("2"));
  }
}
