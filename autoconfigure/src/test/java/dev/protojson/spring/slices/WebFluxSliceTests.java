package dev.protojson.spring.slices;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.MessageMarshaller;
import dev.protojson.spring.test.events.Event;
import dev.protojson.spring.webflux.ProtoJsonDecoder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webflux.test.autoconfigure.WebFluxTest;
import org.springframework.http.MediaType;
import org.springframework.http.codec.DecoderHttpMessageReader;
import org.springframework.http.codec.ServerCodecConfigurer;
import org.springframework.test.json.JsonCompareMode;
import org.springframework.test.web.reactive.server.WebTestClient;

/** A @WebFluxTest slice loads protojson: WebTestClient requests go through its codecs and its Jackson module. */
@WebFluxTest(controllers = SliceEventsController.class, properties = SliceApplication.PACKAGES)
class WebFluxSliceTests {

  @Autowired
  WebTestClient client;

  @Autowired
  MessageMarshaller marshaller;

  @Autowired
  ServerCodecConfigurer codecs;

  @Test
  void aMessageIsWrittenByTheMarshallerBean() {
    assertThat(codecs.getReaders()).anyMatch(reader -> reader instanceof DecoderHttpMessageReader<?> decoding && decoding.getDecoder() instanceof ProtoJsonDecoder);
    byte[] body = client.get().uri("/slice/events/7").accept(MediaType.APPLICATION_JSON).exchange()
        .expectStatus().isOk()
        .expectBody().json(SliceSamples.eventJson(7), JsonCompareMode.STRICT)
        .returnResult().getResponseBody();
    assertThat(new String(body, StandardCharsets.UTF_8))
        .isEqualTo(marshaller.writeValueAsString(SliceSamples.event(7)));
  }

  @Test
  void webTestClientDecodesTheMessage() {
    // The slice's WebTestClient takes the application's codec customizers, protojson's among them.
    client.get().uri("/slice/events/7").accept(MediaType.APPLICATION_JSON).exchange()
        .expectStatus().isOk()
        .expectBody(Event.class).isEqualTo(SliceSamples.event(7));
  }

  @Test
  void aMessageInsideARecordIsProto3Json() {
    client.get().uri("/slice/held/7").accept(MediaType.APPLICATION_JSON).exchange()
        .expectStatus().isOk()
        .expectBody().json("{\"event\":" + SliceSamples.eventJson(7) + ",\"note\":\"note 7\"}",
            JsonCompareMode.STRICT);
  }

  @Test
  void aMessageIsReadBack() {
    client.post().uri("/slice/events").contentType(MediaType.APPLICATION_JSON).bodyValue(SliceSamples.eventJson(8))
        .exchange()
        .expectStatus().isOk()
        .expectBody().json(SliceSamples.eventJson(8), JsonCompareMode.STRICT);
  }

  @Test
  void badJsonIsA400NamingTheField() {
    client.post().uri("/slice/events").contentType(MediaType.APPLICATION_JSON).bodyValue("{\"codes\": [1, \"x\"]}")
        .exchange()
        .expectStatus().isBadRequest()
        .expectBody().jsonPath("$.fieldPath").isEqualTo("codes[1]");
  }
}
