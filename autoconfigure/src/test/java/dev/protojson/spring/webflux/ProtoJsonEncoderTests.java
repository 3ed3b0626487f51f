package dev.protojson.spring.webflux;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.MessageMarshaller;
import dev.protojson.spring.test.events.Event;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.springframework.core.ResolvableType;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.core.io.buffer.DefaultDataBufferFactory;
import org.springframework.http.MediaType;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import tools.jackson.core.JsonGenerator;

/**
 * The encoder writes with the marshaller's generator: documents and arrays are laid out as the marshaller lays out
 * its own output, and newline-delimited values and event data are exactly its compact output, however it indents.
 */
class ProtoJsonEncoderTests {

  private static final ResolvableType EVENT = ResolvableType.forClass(Event.class);

  private final MessageMarshaller compact = MessageMarshaller.builder().register(Event.getDefaultInstance()).build();
  private final MessageMarshaller pretty =
      MessageMarshaller.builder().register(Event.getDefaultInstance()).prettyPrinting().build();

  /** Events with strings that hold what indentation is made of, and one larger than a buffer segment. */
  private static List<Event> events() {
    List<Event> events = LongStream.range(0, 4).mapToObj(Events::event).collect(Collectors.toList());
    events.add(Event.newBuilder().setText("  \" \\ \n\t\r {\"a\": [1, 2]} ").putLabels(" k ", "\n").build());
    events.add(Event.getDefaultInstance());
    events.add(Events.event(9).toBuilder().setText("x \n ".repeat(5000)).build());
    events.add(Events.event(10));
    return events;
  }

  private static String encode(MessageMarshaller marshaller, List<Event> events, MimeType mimeType) {
    ProtoJsonEncoder encoder = new ProtoJsonEncoder(marshaller);
    return DataBufferUtils.join(encoder.encode(Flux.fromIterable(events), DefaultDataBufferFactory.sharedInstance,
        EVENT, mimeType, null)).map(buffer -> buffer.toString(StandardCharsets.UTF_8)).block(Duration.ofSeconds(30));
  }

  private static String encodeValue(MessageMarshaller marshaller, Event event, MimeType mimeType) {
    return new ProtoJsonEncoder(marshaller).encodeValue(event, DefaultDataBufferFactory.sharedInstance, EVENT,
        mimeType, null).toString(StandardCharsets.UTF_8);
  }

  @Test
  void aJsonArrayHoldsEveryElementAsTheMarshallerWritesIt() {
    for (MessageMarshaller marshaller : List.of(compact, pretty)) {
      // the array as the marshaller's own generator writes it, as Spring MVC's converter writes a List: indented
      // elements one level in
      ByteArrayOutputStream array = new ByteArrayOutputStream();
      try (JsonGenerator generator = marshaller.createGenerator(array)) {
        generator.writeStartArray();
        events().forEach(event -> marshaller.writeValue(event, generator));
        generator.writeEndArray();
      }
      assertThat(encode(marshaller, events(), MediaType.APPLICATION_JSON))
          .isEqualTo(array.toString(StandardCharsets.UTF_8));
      assertThat(encode(marshaller, List.of(), MediaType.APPLICATION_JSON)).isEqualTo("[]");
    }
    assertThat(encode(pretty, events(), MediaType.APPLICATION_JSON)).startsWith("[\n  {\n    \"");
  }

  @Test
  void aDocumentIsTheMarshallersOwnOutput() {
    for (MessageMarshaller marshaller : List.of(compact, pretty)) {
      for (Event event : events()) {
        assertThat(encodeValue(marshaller, event, MediaType.APPLICATION_JSON))
            .isEqualTo(marshaller.writeValueAsString(event));
      }
    }
  }

  @Test
  void newlineDelimitedValuesAndEventDataAreCompactHoweverTheMarshallerIndents() {
    String expected = events().stream().map(event -> compact.writeValueAsString(event) + "\n")
        .collect(Collectors.joining());
    for (MessageMarshaller marshaller : List.of(compact, pretty)) {
      assertThat(encode(marshaller, events(), MediaType.APPLICATION_NDJSON)).isEqualTo(expected);
      for (Event event : events()) {
        assertThat(encodeValue(marshaller, event, MediaType.TEXT_EVENT_STREAM))
            .isEqualTo(compact.writeValueAsString(event));
      }
    }
  }

  @Test
  void aMonoIsOneDocument() {
    ProtoJsonEncoder encoder = new ProtoJsonEncoder(pretty);
    String written = DataBufferUtils.join(encoder.encode(Mono.just(Events.event(1)),
        DefaultDataBufferFactory.sharedInstance, EVENT, MediaType.APPLICATION_JSON, null))
        .map(buffer -> buffer.toString(StandardCharsets.UTF_8)).block(Duration.ofSeconds(30));
    assertThat(written).isEqualTo(pretty.writeValueAsString(Events.event(1)));
  }
}
