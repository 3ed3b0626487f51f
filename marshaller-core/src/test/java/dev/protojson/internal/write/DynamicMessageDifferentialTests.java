package dev.protojson.internal.write;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.MessageMarshaller;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.editions2024.Edition2024Types;
import dev.protojson.test.odd.Empty_Json_Name;
import dev.protojson.test.odd.Enum_Value_Clashes;
import dev.protojson.test.odd.OddNames;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.TreeA;
import dev.protojson.test.proto3.Wide;
import dev.protojson.testing.DynamicMessages;
import dev.protojson.testing.RandomMessages;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The dynamic path against the generated one: random messages of every test type, under every option, written
 * from their generated classes and as {@code DynamicMessage}s of the same descriptors (their binary form parsed)
 * must give the same bytes; and each text read back into a {@code DynamicMessage} must hold what the generated
 * reader reads, and be written again to the same bytes. One marshaller has both registered, so each type is read
 * and written through both paths side by side. A failure prints the seed that reproduces it.
 */
class DynamicMessageDifferentialTests {

  private static final long BASE_SEED = Long.getLong("protojson.seed", 0x5EED_0001L);
  private static final int PER_TYPE = 60;
  private static final List<Message> TYPES = List.of(AllTypes.getDefaultInstance(), TreeA.getDefaultInstance(),
      Proto2Types.getDefaultInstance(), EditionTypes.getDefaultInstance(), Wide.getDefaultInstance(),
      Edition2024Types.getDefaultInstance(), OddNames.getDefaultInstance(), Enum_Value_Clashes.getDefaultInstance(),
      Empty_Json_Name.getDefaultInstance());
  private static final DynamicMessages DYNAMIC = new DynamicMessages(
      TYPES.stream().map(type -> type.getDescriptorForType().getFile()).toList());

  static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> options() {
    return WriterDifferentialTests.options();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("options")
  void dynamicMessagesAreWrittenAndReadAsTheirGeneratedClasses(String name,
      UnaryOperator<MessageMarshaller.Builder> ours, UnaryOperator<JsonFormat.Printer> unused) {
    MessageMarshaller.Builder builder = MessageMarshaller.builder();
    for (Message type : TYPES) {
      builder.register(type).register(DynamicMessage.getDefaultInstance(type.getDescriptorForType()));
    }
    MessageMarshaller marshaller = ours.apply(builder).build();
    long seed = BASE_SEED + name.hashCode();
    RandomMessages random = new RandomMessages(seed, 2);
    for (Message type : TYPES) {
      for (int i = 0; i < PER_TYPE; i++) {
        Message message = random.next(type);
        if (message instanceof Proto2Types p2 && i % 3 == 0) {
          message = WriterDifferentialTests.withExtensions(p2, random, i);
        }
        String failure = type.getDescriptorForType().getName() + " #" + i + " of seed " + seed + " (options: "
            + name + ", rerun with -Dprotojson.seed=" + BASE_SEED + ")";
        compare(marshaller, message, failure);
      }
    }
  }

  private static void compare(MessageMarshaller marshaller, Message message, String failure) {
    Descriptor type = message.getDescriptorForType();
    DynamicMessage dynamic = DYNAMIC.of(message);
    String expected = marshaller.writeValueAsString(message);
    assertThat(marshaller.writeValueAsString(dynamic)).as(failure + ": text").isEqualTo(expected);
    assertThat(new String(marshaller.writeValueAsBytes(dynamic), StandardCharsets.UTF_8)).as(failure + ": bytes")
        .isEqualTo(expected);

    Message generatedRead = marshaller.readValue(expected, message.getClass());
    DynamicMessage dynamicRead = marshaller.readValue(expected, type);
    assertThat(dynamicRead).as(failure + ": read back from\n" + expected).isEqualTo(DYNAMIC.of(generatedRead));
    assertThat(marshaller.readValue(expected.getBytes(StandardCharsets.UTF_8), type)).as(failure + ": from bytes")
        .isEqualTo(dynamicRead);
    assertThat(marshaller.writeValueAsString(dynamicRead)).as(failure + ": written again")
        .isEqualTo(marshaller.writeValueAsString(generatedRead));
  }
}
