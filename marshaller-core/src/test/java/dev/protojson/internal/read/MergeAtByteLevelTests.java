package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.internal.Switches;
import dev.protojson.internal.TypeReader;
import dev.protojson.test.bytes.Dynamic;
import dev.protojson.test.bytes.Leaf;
import dev.protojson.test.bytes.Plain;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.testing.RandomMessages;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code mergeValue} of a byte array, which reads with the byte-level methods into a builder holding nothing or
 * holding no message field and no map entry, and of a {@code String} leave every builder exactly as the Jackson
 * reader's merge does: empty or partly set, for documents read at the byte level and for documents the byte-level
 * methods give up on midway, valid or not.
 */
class MergeAtByteLevelTests {

  private static final long SEED = Long.getLong("protojson.seed", 20_261_207L);
  private static final Message[] TYPES = {Plain.getDefaultInstance(), Dynamic.getDefaultInstance(),
      AllTypes.getDefaultInstance()};

  private final ByteLevelReads reads = new ByteLevelReads();
  private final MessageMarshaller marshaller = reads.marshaller;

  @BeforeEach
  void byteLevelIsOn() {
    assumeThat(Switches.FAST_PATHS).isTrue();
  }

  @Test
  void randomDocumentsMergeIntoEmptyAndPartlySetBuildersAsTheJacksonReaderMerges() throws Exception {
    RandomMessages random = new RandomMessages(SEED, 3);
    for (int i = 0; i < 900; i++) {
      Message type = TYPES[i % TYPES.length];
      Message message = random.next(type);
      String text = i % 2 == 0 ? marshaller.writeValueAsString(message)
          : ByteLevelReads.PRINTERS[i % ByteLevelReads.PRINTERS.length].print(message);
      Message held = random.next(type);
      for (Message before : new Message[] {type, held, withoutMessagesOrMaps(held)}) {
        assertMergedAsTheJacksonReaderMerges(before, text, "seed " + SEED + ", message " + i);
      }
    }
  }

  /**
   * Documents the byte-level methods give up on after they have merged fields (an escaped digit in an integer given
   * as a string, a name given twice, an unknown name), and documents they read (escapes, text beyond ASCII,
   * members out of order): into an empty and into a partly set builder, each ends as the Jackson reader leaves it.
   */
  @Test
  void aGiveUpMidwayLeavesTheBuilderAsTheJacksonReaderLeavesIt() {
    String[] documents = {
      "{\"fString\":\"x\",\"rInt32\":[1,2],\"mString\":{\"k\":\"v\"},\"fLeaf\":{\"number\":3},\"fInt32\":\"\\u0031\"}",
      "{\"rLeaf\":[{\"number\":1}],\"fInt64\":\"5\",\"fInt32\":\"1\\u0030\"}",
      "{\"rInt32\":[7],\"fString\":\"a\",\"rInt32\":[8]}",
      "{\"rString\":[\"a\"],\"noSuchField\":1}",
      "{\"fString\":\"\\\"quoted\\\" caf\\u00e9 \u00e9\u65e5\u672c\ud83d\ude00\",\"rString\":[\"\\n\"]}",
      "{\"fLeaf\":{\"name\":\"n\",\"number\":2},\"fInt32\":3,\"fBool\":true,\"rInt32\":[0]}",
      "{\"fInt32\":0,\"fString\":\"\",\"fBool\":false,\"fLeaf\":null,\"rInt32\":null}",
    };
    Plain held = Plain.newBuilder().setFInt32(9).setFString("held").addRInt32(4).putMString("k", "old")
        .putMString("j", "kept").setFLeaf(Leaf.newBuilder().setName("leaf"))
        .addRLeaf(Leaf.newBuilder().setNumber(5)).build();
    Message flat = withoutMessagesOrMaps(held);
    for (String document : documents) {
      assertMergedAsTheJacksonReaderMerges(Plain.getDefaultInstance(), document, document);
      assertMergedAsTheJacksonReaderMerges(held, document, document);
      assertMergedAsTheJacksonReaderMerges(flat, document, document);
    }
  }

  /**
   * The byte-level methods merge into a builder whose set fields they replace or add to as the Jackson reader does;
   * a set message field (which that reader merges into) or a map with entries (whose keys they count) leaves the
   * builder to the Jackson reader.
   */
  @Test
  void buildersHoldingNoMessageFieldOrMapEntryAreMergedIntoAtTheByteLevel() {
    MessageReader reader = (MessageReader) reads.registry.reader(Plain.newBuilder());
    Plain scalarsAndLists = Plain.newBuilder().setFInt32(9).setFString("held").addRInt32(4)
        .addRLeaf(Leaf.newBuilder().setNumber(5)).build();
    assertThat(reader.mergesBytesInto(Plain.getDefaultInstance())).isTrue();
    assertThat(reader.mergesBytesInto(scalarsAndLists)).isTrue();
    assertThat(reader.mergesBytesInto(scalarsAndLists.toBuilder().setFLeaf(Leaf.getDefaultInstance()).build()))
        .isFalse();
    assertThat(reader.mergesBytesInto(scalarsAndLists.toBuilder().putMString("k", "v").build())).isFalse();

    Plain.Builder merged = scalarsAndLists.toBuilder();
    marshaller.mergeValue("{\"fInt32\":0,\"rInt32\":[5],\"rLeaf\":[{\"number\":6}],\"fLeaf\":{\"number\":1}}"
        .getBytes(StandardCharsets.UTF_8), merged);
    assertThat(merged.build()).isEqualTo(scalarsAndLists.toBuilder().setFInt32(0).addRInt32(5)
        .addRLeaf(Leaf.newBuilder().setNumber(6)).setFLeaf(Leaf.newBuilder().setNumber(1)).build());
  }

  /** {@code message} without its singular message fields and map fields. */
  private static Message withoutMessagesOrMaps(Message message) {
    Message.Builder builder = message.toBuilder();
    for (FieldDescriptor field : message.getDescriptorForType().getFields()) {
      if (field.isMapField() || (!field.isRepeated() && field.getJavaType() == FieldDescriptor.JavaType.MESSAGE)) {
        builder.clearField(field);
      }
    }
    return builder.build();
  }

  private void assertMergedAsTheJacksonReaderMerges(Message before, String text, String description) {
    byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
    Object expected = jacksonMerge(before,
        (b, reader) -> reads.input.readDocument(reads.input.parser(utf8), reader, b));
    Object expectedFromText = jacksonMerge(before,
        (b, reader) -> reads.input.readDocument(reads.input.parser(text), reader, b));
    assertThat(marshallerMerge(before, b -> marshaller.mergeValue(utf8, b))).as("bytes: %s", description)
        .isEqualTo(expected);
    assertThat(marshallerMerge(before, b -> marshaller.mergeValue(text, b))).as("text: %s", description)
        .isEqualTo(expectedFromText);
    if (before.equals(before.getDefaultInstanceForType())) {
      Message.Builder builder = before.newBuilderForType();
      Object read = readOrError(() -> reads.input.readMessage(reads.input.parser(text), reads.registry.reader(builder),
          builder));
      assertThat(readOrError(() -> marshaller.readValue(text, before.getClass())))
          .as("readValue of text: %s", description).isEqualTo(read);
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

  /** The builder's message after the Jackson reader's merge, with the error's message if it failed. */
  private Object jacksonMerge(Message before, BiConsumer<Message.Builder, TypeReader> merge) {
    Message.Builder builder = before.toBuilder();
    String error = null;
    try {
      merge.accept(builder, reads.registry.reader(builder));
    } catch (ProtoJsonParseException e) {
      error = e.getMessage();
    }
    return Arrays.asList(error, builder.buildPartial());
  }

  private Object marshallerMerge(Message before, Consumer<Message.Builder> merge) {
    Message.Builder builder = before.toBuilder();
    String error = null;
    try {
      merge.accept(builder);
    } catch (ProtoJsonParseException e) {
      error = e.getMessage();
    }
    return Arrays.asList(error, builder.buildPartial());
  }
}
