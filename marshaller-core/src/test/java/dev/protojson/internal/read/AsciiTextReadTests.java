package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.internal.Latin1Strings;
import dev.protojson.internal.Switches;
import dev.protojson.test.bytes.Plain;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.TreeA;
import dev.protojson.testing.DynamicMessages;
import dev.protojson.testing.RandomMessages;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A {@code String} of ASCII text is read in place by the byte-level methods, from the array the JDK keeps it in,
 * and reads exactly as its UTF-8 bytes do; other text, and text they give up on, is read by the parser of text, with
 * its errors located by character.
 */
class AsciiTextReadTests {

  private static final long SEED = Long.getLong("protojson.seed", 20_261_207L);

  private final ByteLevelReads reads = new ByteLevelReads();
  private final MessageMarshaller marshaller = reads.marshaller;

  @Test
  void asciiTextIsReadFromTheStringsOwnArray() {
    assumeThat(Switches.FAST_PATHS && Latin1Strings.AVAILABLE).as("the JDK's string array readable").isTrue();
    String ascii = "{\"fString\":\"plain\"}";
    assertThat(reads.input.asciiBytes(ascii)).isSameAs(Latin1Strings.bytes(ascii));
    assertThat(reads.input.asciiBytes("{\"fString\":\"caf\u00e9\"}")).as("Latin-1 beyond ASCII").isNull();
    assertThat(reads.input.asciiBytes("{\"fString\":\"\u65e5\u672c\"}")).as("beyond Latin-1").isNull();
    assertThat(reads.input.asciiBytes("{\"fString\":\"" + "a".repeat(15) + "\u00ff\"}")).as("a last byte above 0x7F")
        .isNull();
  }

  @Test
  void randomMessagesReadFromAsciiTextAsFromTheirBytes() {
    RandomMessages random = new RandomMessages(SEED, 3);
    DynamicMessages dynamic = new DynamicMessages(List.of(AllTypes.getDescriptor().getFile(),
        Plain.getDescriptor().getFile()));
    MessageMarshaller both = MessageMarshaller.builder()
        .register(Plain.getDefaultInstance()).register(DynamicMessage.getDefaultInstance(Plain.getDescriptor()))
        .register(AllTypes.getDefaultInstance()).register(DynamicMessage.getDefaultInstance(AllTypes.getDescriptor()))
        .register(TreeA.getDefaultInstance()).build();
    for (int i = 0; i < 600; i++) {
      Message message = random.next(i % 2 == 0 ? Plain.getDefaultInstance() : AllTypes.getDefaultInstance());
      String written = both.writeValueAsString(message);
      String ascii = escapedBeyondAscii(written);
      String description = "seed " + SEED + ", message " + i + ": " + ascii;
      Message fromBytes = both.readValue(ascii.getBytes(StandardCharsets.UTF_8), message.getClass());
      assertThat(fromBytes).as(description)
          .isEqualTo(both.readValue(written.getBytes(StandardCharsets.UTF_8), message.getClass()));
      Message.Builder jackson = message.newBuilderForType();
      Message fromParserOfText = reads.input.readMessage(reads.input.parser(ascii), reads.registry.reader(jackson),
          jackson);
      assertThat(both.readValue(ascii, message.getClass())).as(description).isEqualTo(fromBytes)
          .isEqualTo(fromParserOfText);
      Message.Builder merged = message.newBuilderForType();
      both.mergeValue(ascii, merged);
      assertThat(merged.build()).as(description).isEqualTo(fromBytes);
      assertThat(both.readValue(ascii, message.getDescriptorForType())).as(description)
          .isEqualTo(dynamic.of(fromBytes));
    }
  }

  @Test
  void badAsciiTextIsReportedByCharacterAsTheParserOfTextReportsIt() {
    String[] documents = {
      "{\"fString\":\"x\",\n  \"fInt32\": 1.5}",
      "{\"fInt32\":1,\"fInt32\":2}",
      "{\"fString\":\"x\",\"noSuchField\":true}",
      "{\"fString\":\"x\"",
      "{\"fLeaf\":{\"number\":\"twelve\"}}",
    };
    for (String document : documents) {
      ProtoJsonParseException text = ReadFixtures.catchParseException(
          () -> reads.input.readMessage(reads.input.parser(document),
              reads.registry.reader(Plain.newBuilder()), Plain.newBuilder()));
      ProtoJsonParseException read = ReadFixtures.catchParseException(
          () -> marshaller.readValue(document, Plain.class));
      ReadFixtures.assertSameFailure(read, text, document);
    }
  }

  /** {@code json} with every character beyond ASCII written as a JSON escape: the same document, in ASCII. */
  private static String escapedBeyondAscii(String json) {
    StringBuilder ascii = new StringBuilder(json.length());
    for (int i = 0; i < json.length(); i++) {
      char c = json.charAt(i);
      if (c < 0x80) {
        ascii.append(c);
      } else {
        ascii.append(String.format("\\u%04x", (int) c));
      }
    }
    return ascii.toString();
  }
}
