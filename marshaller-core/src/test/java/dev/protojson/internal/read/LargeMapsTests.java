package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import com.google.protobuf.Timestamp;
import com.google.protobuf.Value;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.internal.Switches;
import dev.protojson.test.editions2024.Edition2024Types;
import dev.protojson.test.editions2024.Mood;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Color;
import dev.protojson.test.proto3.Nested;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Maps of more entries than the byte-level reader puts one by one before it sizes the builder's map for the rest
 * (1024): read as the Jackson reader reads them, in the same order, with a key given twice, a broken member or a
 * field after the map anywhere in them judged as before.
 */
class LargeMapsTests {

  private final ByteLevelReads reads = new ByteLevelReads();
  private final MessageMarshaller marshaller = MessageMarshaller.builder().build();

  @BeforeEach
  void byteLevelIsOn() {
    assumeThat(Switches.FAST_PATHS).isTrue();
  }

  /** Entries on both sides of the 1024th, up to it exactly, and one past it. */
  @ParameterizedTest
  @ValueSource(ints = {1023, 1024, 1025, 3000})
  void everyKindOfMapIsReadAtTheByteLevelInItsOrder(int entries) throws Exception {
    AllTypes.Builder builder = AllTypes.newBuilder();
    for (int i = 0; i < entries; i++) {
      // Keys out of numeric order, so that the order read is the document's and not a sorted one.
      int key = (i * 7919) % 10_007;
      builder.putMStringString("key-" + key, i % 5 == 0 ? "caf\u00e9 \"" + i + "\" \ud83d\ude00" : "value of " + i)
          .putMInt32String(key - 5_000, "v" + i)
          .putMStringEnum("e" + key, Color.forNumber(i % 2 + 1))
          .putMStringNested("n" + key, Nested.newBuilder().setValue(i).setNote("note")
              .setChild(Nested.newBuilder().setValue(-i)).build())
          .putMStringTimestamp("t" + key, Timestamp.newBuilder().setSeconds(1_700_000_000L + i).build())
          .putMInt32Value(key, Value.newBuilder().setStringValue("s" + i).build());
    }
    builder.setFString("after the maps");
    AllTypes message = builder.build();
    for (JsonFormat.Printer printer : ByteLevelReads.PRINTERS) {
      String json = printer.print(message);
      AllTypes read = (AllTypes) reads.bytes(json, AllTypes.getDefaultInstance());
      assertThat(read).isNotNull().isEqualTo(message).isEqualTo(reads.jackson(json, AllTypes.getDefaultInstance()));
      assertThat(List.copyOf(read.getMStringStringMap().keySet()))
          .isEqualTo(List.copyOf(message.getMStringStringMap().keySet()));
      assertThat(List.copyOf(read.getMStringNestedMap().keySet()))
          .isEqualTo(List.copyOf(message.getMStringNestedMap().keySet()));
      AllTypes.Builder merged = AllTypes.newBuilder();
      marshaller.mergeValue(json.getBytes(StandardCharsets.UTF_8), merged);
      assertThat(merged.build()).isEqualTo(message);
    }
  }

  @Test
  void aClosedEnumsMapIsReadAtTheByteLevel() throws Exception {
    Edition2024Types.Builder builder = Edition2024Types.newBuilder();
    for (int i = 0; i < 2000; i++) {
      builder.putMoodByNumber(i, i % 2 == 0 ? Mood.values()[1] : Mood.values()[2]);
    }
    Edition2024Types message = builder.build();
    String json = JsonFormat.printer().print(message);
    assertThat(reads.bytes(json, Edition2024Types.getDefaultInstance())).isEqualTo(message);
  }

  @Test
  void aMapOfDynamicMessagesIsReadAtTheByteLevel() throws Exception {
    AllTypes.Builder builder = AllTypes.newBuilder();
    for (int i = 0; i < 2000; i++) {
      builder.putMStringString("key-" + i, "value of " + i);
    }
    AllTypes message = builder.build();
    byte[] json = JsonFormat.printer().print(message).getBytes(StandardCharsets.UTF_8);
    MessageMarshaller dynamic = MessageMarshaller.builder().registerFiles(AllTypes.getDescriptor().getFile()).build();
    DynamicMessage read = dynamic.readValue(json, AllTypes.getDescriptor());
    assertThat(AllTypes.parseFrom(read.toByteArray())).isEqualTo(message);
  }

  /** Before the 1024th entry, at it, after it, and a key of the first part given again in the second. */
  @ParameterizedTest
  @ValueSource(ints = {10, 1023, 1024, 1500})
  void aKeyGivenTwiceIsGivenUpAndReportedAsBefore(int at) {
    StringBuilder json = new StringBuilder("{\"mStringString\":{");
    for (int i = 0; i < 2000; i++) {
      json.append(i == 0 ? "" : ",").append("\"k").append(i == at ? 5 : i).append("\":\"v\"");
    }
    String document = json.append("}}").toString();
    assertThat(reads.bytes(document, AllTypes.getDefaultInstance())).isNull();
    assertThat(reads.jackson(document, AllTypes.getDefaultInstance())).asString().contains("k5");
    assertThatThrownBy(() -> marshaller.readValue(document.getBytes(StandardCharsets.UTF_8), AllTypes.class))
        .isInstanceOf(ProtoJsonParseException.class)
        .hasMessage((String) reads.jackson(document, AllTypes.getDefaultInstance()));
  }

  /** A broken member anywhere in a large map: given up, and reported by the Jackson reader as before. */
  @ParameterizedTest
  @ValueSource(strings = {"\"k1500\":", "\"k1500\":\"v\",", "\"k1500\":\"v", "\"k1500\":1", "\"k1500\" \"v\"",
      "\"k1500\":\"\\x\"", "k1500:\"v\"", "\"k1500\":[\"v\"]"})
  void aBrokenEntryAfterTheFirstThousandIsGivenUpAndReportedAsBefore(String broken) {
    StringBuilder json = new StringBuilder("{\"mStringString\":{");
    for (int i = 0; i < 1400; i++) {
      json.append("\"k").append(i).append("\":\"v\",");
    }
    String document = json.append(broken).append("}}").toString();
    assertThat(reads.bytes(document, AllTypes.getDefaultInstance())).isNull();
    Object reported = reads.jackson(document, AllTypes.getDefaultInstance());
    assertThat(reported).isInstanceOf(String.class);
    assertThatThrownBy(() -> marshaller.readValue(document.getBytes(StandardCharsets.UTF_8), AllTypes.class))
        .isInstanceOf(ProtoJsonParseException.class).hasMessage((String) reported);
  }

  /** Counting ahead skips values of every kind, nested ones included, and leaves the input where it was. */
  @Test
  void membersAheadCountsTheRestOfTheObjectWithoutMoving() {
    byte[] json = ("{\"a\":1, \"b\" : [1, {\"x\": [true, null]}], \"c\":\"s\\\"\u00e9\",\"d\":{},\"e\":-1.5e3}"
        + " ").getBytes(StandardCharsets.UTF_8);
    ByteInput in = new ByteInput(json, 100, 20_000_000);
    in.start();
    assertThat(in.startObject()).isFalse();
    assertThat(in.readName()).isEqualTo("a");
    assertThat(in.readInt32()).isEqualTo(1);
    assertThat(in.membersAhead()).isEqualTo(4);
    assertThat(in.nextMember()).isTrue();
    assertThat(in.readName()).isEqualTo("b");
    assertThat(in.startArray()).isFalse();
    assertThat(in.readInt32()).isEqualTo(1);
    assertThat(in.nextElement()).isTrue();
    assertThat(in.startObject()).isFalse();
    assertThat(in.readName()).isEqualTo("x");
    assertThat(in.startArray()).isFalse();
    assertThat(in.readBool()).isTrue();
    assertThat(in.nextElement()).isTrue();
    assertThat(in.isNull()).isTrue();
    assertThat(in.nextElement()).isFalse();
    assertThat(in.nextMember()).isFalse();
    assertThat(in.nextElement()).isFalse();
    assertThat(in.nextMember()).isTrue();
    assertThat(in.readName()).isEqualTo("c");
    assertThat(in.readString()).isEqualTo("s\"\u00e9");
    assertThat(in.membersAhead()).isEqualTo(2);
    assertThat(in.nextMember()).isTrue();
    assertThat(in.readName()).isEqualTo("d");
    assertThat(in.startObject()).isTrue();
    assertThat(in.membersAhead()).isEqualTo(1);
    assertThat(in.nextMember()).isTrue();
    assertThat(in.readName()).isEqualTo("e");
    assertThat(in.readDouble()).isEqualTo(-1500.0);
    assertThat(in.membersAhead()).isZero();
    assertThat(in.nextMember()).isFalse();
    in.finish();
  }

  @Test
  void membersAheadGivesUpOnWhatReadingWouldGiveUpOn() {
    byte[] json = "{\"a\":1,\"b\":01}".getBytes(StandardCharsets.UTF_8);
    ByteInput in = new ByteInput(json, 100, 20_000_000);
    in.start();
    in.startObject();
    in.readName();
    in.readInt32();
    assertThatThrownBy(in::membersAhead).isInstanceOf(ByteInput.GiveUp.class);
  }
}
