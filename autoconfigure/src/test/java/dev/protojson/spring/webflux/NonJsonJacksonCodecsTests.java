package dev.protojson.spring.webflux;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.test.events.Event;
import org.junit.jupiter.api.Test;
import org.springframework.core.ResolvableType;
import org.springframework.http.codec.cbor.JacksonCborDecoder;
import org.springframework.http.codec.cbor.JacksonCborEncoder;
import org.springframework.http.codec.json.JacksonJsonEncoder;
import org.springframework.util.MimeType;
import org.springframework.util.MimeTypeUtils;

/** WebFlux's Jackson codecs of other formats stop taking messages and keep everything else; JSON's are left alone. */
class NonJsonJacksonCodecsTests {

  private static final MimeType CBOR = MimeType.valueOf("application/cbor");

  record Plain(String name) {}

  @Test
  void cborCodecsNoLongerTakeMessages() {
    JacksonCborEncoder encoder = new JacksonCborEncoder();
    JacksonCborDecoder decoder = new JacksonCborDecoder();
    ResolvableType event = ResolvableType.forClass(Event.class);
    assertThat(encoder.canEncode(event, CBOR)).isTrue();

    NonJsonJacksonCodecs.refuseMessages(encoder);
    NonJsonJacksonCodecs.refuseMessages(decoder);

    assertThat(encoder.canEncode(event, CBOR)).isFalse();
    assertThat(encoder.canEncode(ResolvableType.forClass(Event.Builder.class), CBOR)).isFalse();
    assertThat(decoder.canDecode(event, CBOR)).isFalse();
    assertThat(encoder.getEncodableMimeTypes(event)).doesNotContain(CBOR);
    assertThat(encoder.canEncode(ResolvableType.forClass(Plain.class), CBOR)).isTrue();
    assertThat(decoder.canDecode(ResolvableType.forClass(Plain.class), CBOR)).isTrue();
  }

  @Test
  void theJsonEncoderIsLeftAlone() {
    JacksonJsonEncoder encoder = new JacksonJsonEncoder();
    NonJsonJacksonCodecs.refuseMessages(encoder);
    assertThat(encoder.getMappersForType(Event.class)).isEmpty();
    assertThat(encoder.canEncode(ResolvableType.forClass(Event.class), MimeTypeUtils.APPLICATION_JSON)).isTrue();
  }
}
