package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.internal.Options;
import dev.protojson.internal.TypeReader;
import dev.protojson.internal.registry.Registry;
import dev.protojson.test.bytes.Plain;
import dev.protojson.test.bytes2.Tinted;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.TreeA;
import dev.protojson.testing.RandomMessages;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Reads a document both ways for the byte-level tests: with the readers' byte-level methods and with the Jackson
 * reader, through one registry that knows every type the random messages pack into an Any.
 */
final class ByteLevelReads {

  private static final JsonFormat.TypeRegistry ANY_TYPES = JsonFormat.TypeRegistry.newBuilder()
      .add(RandomMessages.ANY_PAYLOAD_TYPES).build();
  static final JsonFormat.Printer[] PRINTERS = {
    JsonFormat.printer().usingTypeRegistry(ANY_TYPES),
    JsonFormat.printer().usingTypeRegistry(ANY_TYPES).omittingInsignificantWhitespace(),
    JsonFormat.printer().usingTypeRegistry(ANY_TYPES).preservingProtoFieldNames(),
  };

  final Options options = Options.builder().registerOnDemand(true).build();
  final Registry registry = new Registry(options);
  final JsonInput input = new JsonInput(options);
  final MessageMarshaller marshaller = MessageMarshaller.builder()
      .register(Plain.getDefaultInstance())
      .register(Tinted.getDefaultInstance())
      .register(AllTypes.getDefaultInstance())
      .register(TreeA.getDefaultInstance())
      .build();

  /** The payload types of RandomMessages's Any fields that are not well-known types, for a registry to know. */
  static final List<Message> ANY_PAYLOADS = List.of(AllTypes.getDefaultInstance(), TreeA.getDefaultInstance());

  ByteLevelReads() {
    registry.register(ANY_PAYLOADS);
  }

  /** What the byte-level methods read, or null if they gave up. */
  Message bytes(String json, Message prototype) {
    return bytes(json.getBytes(StandardCharsets.UTF_8), prototype);
  }

  Message bytes(byte[] json, Message prototype) {
    Message.Builder builder = prototype.newBuilderForType();
    MessageReader reader = (MessageReader) registry.reader(builder);
    Message read = input.readAtByteLevel(json, reader, builder);
    // Told it read one, so that the give-ups of the broken documents here do not pause it for the next.
    reader.byteLevelReadSucceeded();
    return read;
  }

  /** Every one of {@code documents} is read at the byte level, into what the Jackson reader reads from it. */
  void assertReadAsTheJacksonReaderReads(Message type, String... documents) {
    for (String document : documents) {
      assertThat(bytes(document, type)).as(document).isNotNull().isEqualTo(jackson(document, type));
    }
  }

  /** The byte-level methods give up on every one of {@code documents}. */
  void assertGivenUp(Message type, String... documents) {
    for (String document : documents) {
      assertThat(bytes(document, type)).as(document).isNull();
    }
  }

  /** What the Jackson reader reads, or the message of its error. */
  Object jackson(String json, Message prototype) {
    return jackson(json.getBytes(StandardCharsets.UTF_8), prototype);
  }

  Object jackson(byte[] json, Message prototype) {
    Message.Builder builder = prototype.newBuilderForType();
    TypeReader reader = registry.reader(builder);
    try {
      return input.readMessage(input.parser(json), reader, builder);
    } catch (ProtoJsonParseException e) {
      return e.getMessage();
    }
  }
}
