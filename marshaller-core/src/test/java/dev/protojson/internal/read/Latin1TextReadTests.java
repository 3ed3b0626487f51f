package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.google.protobuf.DescriptorProtos;
import com.google.protobuf.Descriptors;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
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
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * A {@code String} of Latin-1 text is read in place by the byte-level methods, from the array the JDK keeps it in,
 * each byte its character, and reads exactly as the parser of text reads it; other text, and text they give up on,
 * is read by the parser of text, with its errors located by character.
 */
class Latin1TextReadTests {

  private static final long SEED = Long.getLong("protojson.seed", 20_261_207L);

  private final ByteLevelReads reads = new ByteLevelReads();
  private final MessageMarshaller marshaller = reads.marshaller;

  @Test
  void latin1TextIsReadFromTheStringsOwnArray() {
    assumeThat(Switches.FAST_PATHS && Latin1Strings.AVAILABLE).as("the JDK's string array readable").isTrue();
    String ascii = "{\"fString\":\"plain\"}";
    assertThat(reads.input.latin1Bytes(ascii)).isSameAs(Latin1Strings.bytes(ascii));
    String accented = "{\"fString\":\"caf\u00e9 \u00ff\"}";
    assertThat(reads.input.latin1Bytes(accented)).isSameAs(Latin1Strings.bytes(accented));
    assertThat(reads.input.latin1Bytes("{\"fString\":\"\u65e5\u672c\"}")).as("beyond Latin-1").isNull();
  }

  @Test
  void randomMessagesReadFromLatin1TextAsTheParserOfTextReadsThem() {
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
      // Every other document keeps its Latin-1 characters as they are; escapes carry the rest.
      String text = escapedBeyond(written, i % 2 == 0 ? 0xFF : 0x7F) + (i % 3 == 0 ? " \u00a0" : "");
      String description = "seed " + SEED + ", message " + i + ": " + text;
      Message.Builder jackson = message.newBuilderForType();
      Object fromParserOfText = readOrError(() -> reads.input.readMessage(reads.input.parser(text),
          reads.registry.reader(jackson), jackson));
      assertThat(readOrError(() -> both.readValue(text, message.getClass()))).as(description)
          .isEqualTo(fromParserOfText);
      if (fromParserOfText instanceof Message expected) {
        Message.Builder merged = message.newBuilderForType();
        both.mergeValue(text, merged);
        assertThat(merged.build()).as(description).isEqualTo(expected);
        assertThat(both.readValue(text, message.getDescriptorForType())).as(description)
            .isEqualTo(dynamic.of(expected));
      }
    }
  }

  /**
   * A name's UTF-8 bytes beyond ASCII spell other characters in Latin-1 text: the member {@code "\u00c3\u00a9"}
   * is not the field named {@code "\u00e9"}, whose UTF-8 is C3 A9.
   */
  @Test
  void aNameBeyondAsciiIsMatchedByItsCharactersNotItsUtf8Bytes() {
    Descriptor type = accentedName();
    MessageMarshaller dynamic = MessageMarshaller.builder().register(DynamicMessage.getDefaultInstance(type)).build();
    FieldDescriptor field = type.findFieldByName("e_acute");
    DynamicMessage read = dynamic.readValue("{\"\u00e9\":7}", type);
    assertThat(read.getField(field)).isEqualTo(7);
    assertThatThrownBy(() -> dynamic.readValue("{\"\u00c3\u00a9\":7}", type))
        .isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("\u00c3\u00a9");
    MessageMarshaller lenient = MessageMarshaller.builder().register(DynamicMessage.getDefaultInstance(type))
        .ignoringUnknownFields().build();
    assertThat(lenient.readValue("{\"\u00c3\u00a9\":7}", type).hasField(field)).isFalse();
  }

  /** A message whose one field, {@code e_acute}, has the JSON name {@code "\u00e9"}. */
  private static Descriptor accentedName() {
    DescriptorProtos.FileDescriptorProto file = DescriptorProtos.FileDescriptorProto.newBuilder()
        .setName("accented_name.proto").setPackage("protojson.test.accented").setSyntax("proto3")
        .addMessageType(DescriptorProtos.DescriptorProto.newBuilder().setName("Accented")
            .addField(DescriptorProtos.FieldDescriptorProto.newBuilder().setName("e_acute").setNumber(1)
                .setJsonName("\u00e9").setType(DescriptorProtos.FieldDescriptorProto.Type.TYPE_INT32)
                .setLabel(DescriptorProtos.FieldDescriptorProto.Label.LABEL_OPTIONAL)))
        .build();
    try {
      return Descriptors.FileDescriptor.buildFrom(file, new Descriptors.FileDescriptor[0])
          .findMessageTypeByName("Accented");
    } catch (Descriptors.DescriptorValidationException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void badLatin1TextIsReportedByCharacterAsTheParserOfTextReportsIt() {
    String[] documents = {
      "{\"fString\":\"x\",\n  \"fInt32\": 1.5}",
      "{\"fString\":\"caf\u00e9\",\n  \"fInt32\": 1.5}",
      "{\"fInt32\":1,\"fInt32\":2}",
      "{\"fString\":\"\u00e9\",\"noSuchField\":true}",
      "{\"fString\":\"x\"",
      "{\"fString\":\"\u00e9\u0001\"}",
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

  /** The message read, or the message of the error. */
  private static Object readOrError(Supplier<Message> read) {
    try {
      return read.get();
    } catch (ProtoJsonParseException e) {
      return e.getMessage();
    }
  }

  /** {@code json} with every character above {@code last} written as a JSON escape: the same document. */
  private static String escapedBeyond(String json, int last) {
    StringBuilder text = new StringBuilder(json.length());
    for (int i = 0; i < json.length(); i++) {
      char c = json.charAt(i);
      if (c <= last) {
        text.append(c);
      } else {
        text.append(String.format("\\u%04x", (int) c));
      }
    }
    return text.toString();
  }
}
