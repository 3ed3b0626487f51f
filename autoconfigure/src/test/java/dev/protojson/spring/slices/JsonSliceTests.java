package dev.protojson.spring.slices;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.protojson.spring.slices.SliceSamples.Held;
import dev.protojson.spring.test.events.Event;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.json.JsonTest;
import org.springframework.boot.test.json.JacksonTester;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

/** A @JsonTest slice loads protojson's Jackson module: JacksonTester and the JsonMapper bean speak proto3 JSON. */
@JsonTest(properties = SliceApplication.PACKAGES)
class JsonSliceTests {

  @Autowired
  JacksonTester<Held> held;

  @Autowired
  JsonMapper mapper;

  @Test
  void aRecordHoldingAMessageIsWrittenAndReadAsProto3Json() throws Exception {
    String json = "{\"event\":" + SliceSamples.eventJson(3) + ",\"note\":\"n\"}";
    assertThat(held.write(new Held(SliceSamples.event(3), "n"))).isStrictlyEqualToJson(json);
    assertThat(held.parseObject(json)).isEqualTo(new Held(SliceSamples.event(3), "n"));
  }

  @Test
  void theMapperBeanWritesAndReadsAMessage() {
    assertThat(mapper.writeValueAsString(SliceSamples.event(4))).isEqualTo(SliceSamples.eventJson(4));
    assertThat(mapper.readValue(SliceSamples.eventJson(4), Event.class)).isEqualTo(SliceSamples.event(4));
  }

  @Test
  void badJsonNamesTheField() {
    assertThatThrownBy(() -> mapper.readValue("{\"event\": {\"level\": \"LOUD\"}}", Held.class))
        .isInstanceOf(JacksonException.class)
        .hasMessageContaining("event.level");
  }
}
