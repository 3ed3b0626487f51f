package dev.protojson.spring.webflux;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.web.reactive.function.client.WebClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Clients for a test against the embedded Netty server: Boot's auto-configured {@code WebClient.Builder}, which
 * carries the protojson codecs, and a plain {@code WebClient} that sends and receives text exactly as written.
 * JSON is compared by tree, with {@code JsonFormat} as the oracle.
 */
abstract class ReactiveServerTests {

  static final JsonMapper MAPPER = JsonMapper.builder().build();

  @LocalServerPort
  int port;

  @Autowired
  WebClient.Builder webClientBuilder;

  /** Boot's client: messages in and out. */
  WebClient client;

  /** A client without protojson: bodies as text. */
  WebClient raw;

  @BeforeEach
  void clients() {
    client = webClientBuilder.baseUrl("http://localhost:" + port).build();
    raw = WebClient.builder().baseUrl("http://localhost:" + port)
        .codecs(codecs -> codecs.defaultCodecs().maxInMemorySize(64 * 1024 * 1024)).build();
  }

  static JsonNode tree(String json) {
    return MAPPER.readTree(json);
  }

  /** The message as JsonFormat writes it. */
  static String oracle(Message message) {
    try {
      return JsonFormat.printer().print(message);
    }
    catch (InvalidProtocolBufferException ex) {
      throw new IllegalStateException(ex);
    }
  }

  static JsonNode oracleTree(Message message) {
    return tree(oracle(message));
  }

  /** What JsonFormat reads from {@code json} into a builder of the message's type. */
  @SuppressWarnings("unchecked")
  static <M extends Message> M oracleParse(String json, M prototype) {
    Message.Builder builder = prototype.newBuilderForType();
    try {
      JsonFormat.parser().merge(json, builder);
    }
    catch (InvalidProtocolBufferException ex) {
      throw new IllegalStateException(ex);
    }
    return (M) builder.build();
  }

  /** The non-empty lines of a newline-delimited body. */
  static List<String> lines(String body) {
    return Arrays.stream(body.split("\n")).filter(line -> !line.isEmpty()).toList();
  }
}
