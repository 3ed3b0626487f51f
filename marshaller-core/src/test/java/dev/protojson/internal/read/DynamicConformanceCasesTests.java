package dev.protojson.internal.read;

import static dev.protojson.internal.read.ReadFixtures.LENIENT;
import static dev.protojson.internal.read.ReadFixtures.STRICT;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.ProtoJsonWriteException;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.odd.OddNames;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.testing.DynamicMessages;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The conformance cases of {@link ConformanceCasesTests} (proto3, proto2 and editions, Required and Recommended),
 * read and written as {@code DynamicMessage}s of the same descriptors: accepted input gives the generated path's
 * message and is written to its bytes; refused input is refused with the generated path's message, field path,
 * line and column; unwritable messages are refused with its problem and path.
 */
class DynamicConformanceCasesTests {

  private static final DynamicMessages DYNAMIC = new DynamicMessages(List.of(AllTypes.getDescriptor().getFile(),
      Proto2Types.getDescriptor().getFile(), EditionTypes.getDescriptor().getFile(),
      OddNames.getDescriptor().getFile()));
  private static final String CASES = "dev.protojson.internal.read.ConformanceCasesTests#";

  @ParameterizedTest(name = "{0}")
  @MethodSource({CASES + "acceptedProto3", CASES + "acceptedProto2", CASES + "acceptedOnOtherSyntaxes"})
  void accepted(String name, String json, Message expected) {
    readAsTheGeneratedClass(STRICT, json, expected);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource({CASES + "ignoredUnknownProto3", CASES + "ignoredUnknownProto2"})
  void ignoredUnknown(String name, String json, Message expected) {
    readAsTheGeneratedClass(LENIENT, json, expected);
  }

  private static void readAsTheGeneratedClass(MessageMarshaller marshaller, String json, Message expected) {
    Descriptor type = expected.getDescriptorForType();
    Message generated = marshaller.readValue(json, expected.getClass());
    DynamicMessage read = marshaller.readValue(json, type);
    assertThat(read).isEqualTo(DYNAMIC.of(generated));
    assertThat(marshaller.readValue(json.getBytes(StandardCharsets.UTF_8), type)).isEqualTo(read);
    assertThat(marshaller.writeValueAsString(read)).isEqualTo(marshaller.writeValueAsString(generated));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource(CASES + "rejectedProto3")
  void rejectedProto3(String name, String json) {
    refusedAsByTheGeneratedClass(json, AllTypes.class);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource(CASES + "rejectedProto2")
  void rejectedProto2(String name, String json) {
    refusedAsByTheGeneratedClass(json, Proto2Types.class);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource(CASES + "rejectedOnOtherSyntaxes")
  void rejectedOnOtherSyntaxes(String name, String json, Class<? extends Message> type) {
    refusedAsByTheGeneratedClass(json, type);
  }

  private static void refusedAsByTheGeneratedClass(String json, Class<? extends Message> type) {
    Descriptor descriptor = DynamicMessages.descriptorOf(type);
    ReadFixtures.resumeByteLevel(STRICT, type);
    ProtoJsonParseException generated = ReadFixtures.catchParseException(() -> STRICT.readValue(json, type));
    ReadFixtures.assertSameFailure(ReadFixtures.catchParseException(() -> STRICT.readValue(json, descriptor)),
        generated, "as a DynamicMessage");
    ProtoJsonParseException fromBytes = ReadFixtures.catchParseException(
        () -> STRICT.readValue(json.getBytes(StandardCharsets.UTF_8), type));
    ReadFixtures.assertSameFailure(ReadFixtures.catchParseException(
        () -> STRICT.readValue(json.getBytes(StandardCharsets.UTF_8), descriptor)), fromBytes,
        "as a DynamicMessage, from bytes");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource(CASES + "writtenProto3")
  void writtenProto3(String name, String json, String expectedJson) {
    assertThat(STRICT.writeValueAsString(STRICT.readValue(json, AllTypes.getDescriptor()))).isEqualTo(expectedJson);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource(CASES + "validData")
  void validDataRoundTrips(String name, AllTypes message) {
    DynamicMessage dynamic = DYNAMIC.of(message);
    String written = STRICT.writeValueAsString(dynamic);
    assertThat(written).isEqualTo(STRICT.writeValueAsString(message));
    assertThat(STRICT.readValue(written, AllTypes.getDescriptor())).as(written).isEqualTo(dynamic);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource(CASES + "unwritable")
  void unwritable(String name, AllTypes message) {
    ProtoJsonWriteException generated = org.junit.jupiter.api.Assertions.assertThrows(ProtoJsonWriteException.class,
        () -> STRICT.writeValueAsString(message));
    ProtoJsonWriteException dynamic = org.junit.jupiter.api.Assertions.assertThrows(ProtoJsonWriteException.class,
        () -> STRICT.writeValueAsString(DYNAMIC.of(message)));
    assertThat(List.of(dynamic.getMessage(), dynamic.getFieldPath()))
        .isEqualTo(List.of(generated.getMessage(), generated.getFieldPath()));
  }
}
