package dev.protojson.spring.jackson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.protojson.jackson.InvalidProtoJsonException;
import dev.protojson.spring.ProtoJsonAutoConfiguration;
import dev.protojson.spring.jackson.OrderViews.OrderView;
import dev.protojson.spring.jackson.ProtoJsonJacksonAutoConfiguration;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.DecodingException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.core.io.buffer.DefaultDataBufferFactory;
import org.springframework.http.MediaType;
import org.springframework.http.codec.json.JacksonJsonDecoder;
import org.springframework.http.codec.json.JacksonJsonEncoder;
import reactor.core.publisher.Flux;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * WebFlux's Jackson codecs made from Boot's {@code JsonMapper}, as Boot makes them: records holding messages are
 * encoded value by value and decoded from a byte stream cut at arbitrary points, which Spring splits into values
 * with Jackson's non-blocking parser and replays from Jackson's token buffers.
 */
class ReactiveJacksonCodecsTests {

  private static final ResolvableType VIEW = ResolvableType.forClass(OrderView.class);

  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(ProtoJsonAutoConfiguration.class,
          ProtoJsonJacksonAutoConfiguration.class, JacksonAutoConfiguration.class))
      .withPropertyValues("protojson.packages=dev.protojson.spring.test.shop");

  @Test
  void recordsHoldingMessagesAreEncodedAsNdjsonAndDecodedFromChunks() {
    runner.run(context -> {
      JsonMapper mapper = context.getBean(JsonMapper.class);
      List<OrderView> views = List.of(OrderViews.view("1"), OrderViews.view("2"));

      String ndjson = DataBufferUtils.join(new JacksonJsonEncoder(mapper).encode(Flux.fromIterable(views),
              DefaultDataBufferFactory.sharedInstance, VIEW, MediaType.APPLICATION_NDJSON, Map.of()))
          .map(buffer -> buffer.toString(StandardCharsets.UTF_8)).block();

      String[] lines = ndjson.strip().split("\n");
      assertThat(lines).hasSize(2);
      JsonNode first = mapper.readTree(lines[0]);
      assertThat(first.get("order")).isEqualTo(NestedMessagesWebApplicationTests.jsonFormat(OrderViews.order("1")));

      List<Object> decoded = new JacksonJsonDecoder(mapper).decode(chunks("[" + String.join(",", lines) + "]", 7),
          VIEW, MediaType.APPLICATION_JSON, Map.of()).collectList().block();
      assertThat(decoded).containsExactlyElementsOf(views);
    });
  }

  @Test
  void anInvalidNestedValueFailsTheDecodingWithTheWholePath() {
    runner.run(context -> {
      JsonMapper mapper = context.getBean(JsonMapper.class);
      String json = "[{\"order\":{}},{\"order\":{\"items\":[{},{\"quantity\":\"lots\"}]}}]";

      assertThatThrownBy(() -> new JacksonJsonDecoder(mapper).decode(chunks(json, 5), VIEW,
          MediaType.APPLICATION_JSON, Map.of()).collectList().block())
          .isInstanceOf(DecodingException.class)
          .cause().isInstanceOf(InvalidProtoJsonException.class)
          .satisfies(e -> assertThat(((InvalidProtoJsonException) e).getFieldPath())
              .isEqualTo("order.items[1].quantity"));
    });
  }

  private static Flux<DataBuffer> chunks(String json, int size) {
    byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
    List<DataBuffer> buffers = new ArrayList<>();
    for (int start = 0; start < bytes.length; start += size) {
      buffers.add(DefaultDataBufferFactory.sharedInstance.wrap(
          Arrays.copyOfRange(bytes, start, Math.min(bytes.length, start + size))));
    }
    return Flux.fromIterable(buffers);
  }
}
