package dev.protojson.internal.write;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Any;
import com.google.protobuf.ExtensionRegistry;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.MessageMarshaller;
import dev.protojson.test.editions.ClosedKind;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.editions.OpenKind;
import dev.protojson.test.proto2.Extensions;
import dev.protojson.test.proto2.Level;
import dev.protojson.test.proto2.Proto2;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto2.Status;
import dev.protojson.test.proto3.AllTypes;
import org.junit.jupiter.api.Test;

/** Presence, defaults, groups, closed enums and extensions of proto2 and edition 2023 files. */
class Proto2AndEditionsWriterTests {

  private final MessageMarshaller marshaller = MessageMarshaller.builder()
      .register(Proto2Types.getDefaultInstance()).register(EditionTypes.getDefaultInstance()).build();

  private static Proto2Types.Builder proto2() {
    return Proto2Types.newBuilder().setId(1).setName("n");
  }

  @Test
  void proto2DefaultsAreNotWrittenUnlessSet() {
    assertThat(marshaller.writeValueAsString(proto2().build())).isEqualTo("{\"id\":1,\"name\":\"n\"}");
    assertThat(marshaller.writeValueAsString(proto2().setDInt32(42).setDString("hello").setOInt32(0).build()))
        .isEqualTo("{\"id\":1,\"name\":\"n\",\"oInt32\":0,\"dInt32\":42,\"dString\":\"hello\"}");
  }

  @Test
  void proto2MissingRequiredFieldsAreWrittenAsAbsent() {
    assertThat(marshaller.writeValueAsString(Proto2Types.newBuilder().setOBool(true))).isEqualTo("{\"oBool\":true}");
  }

  @Test
  void groupsAreObjectsNamedByTheirFieldName() {
    Proto2Types message = proto2().setResult(Proto2Types.Result.newBuilder().setUrl("u").setRank(0))
        .addEntry(Proto2Types.Entry.newBuilder().setKey("k")).addEntry(Proto2Types.Entry.getDefaultInstance())
        .build();
    assertThat(marshaller.writeValueAsString(message))
        .isEqualTo("{\"id\":1,\"name\":\"n\",\"result\":{\"url\":\"u\",\"rank\":0},\"entry\":[{\"key\":\"k\"},{}]}");
  }

  @Test
  void closedEnumsSingularRepeatedMappedAndInOneofs() {
    Proto2Types message = proto2().setOStatus(Status.DELETED).addRStatus(Status.ACTIVE).addRStatus(Status.SUSPENDED)
        .putMLevel("z", Level.LEVEL_ZERO).setOneofStatus(Status.ACTIVE).build();
    assertThat(marshaller.writeValueAsString(message))
        .isEqualTo("{\"id\":1,\"name\":\"n\",\"oStatus\":\"DELETED\",\"rStatus\":[\"ACTIVE\",\"SUSPENDED\"],"
            + "\"mLevel\":{\"z\":\"LEVEL_ZERO\"},\"oneofStatus\":\"ACTIVE\"}");
  }

  /**
   * A deliberate difference: protojson names extensions "[full.name]" as the proto3 JSON mapping does (and as
   * parsers expect); JsonFormat uses the extension's plain name unless a non-public option is set.
   */
  @Test
  void extensionsAreNamedByTheirFullNameInBrackets() throws Exception {
    Proto2Types message = proto2().setExtension(Extensions.extString, "e").setExtension(Extensions.extInt32, 0)
        .addExtension(Extensions.extStatuses, Status.DELETED)
        .setExtension(Extensions.extChild, proto2().setOInt64(-1).build())
        .setExtension(Proto2.topLevelExt, 1L).build();
    assertThat(marshaller.writeValueAsString(message))
        .isEqualTo("{\"id\":1,\"name\":\"n\",\"[protojson.test.p2.Extensions.ext_string]\":\"e\","
            + "\"[protojson.test.p2.Extensions.ext_int32]\":0,"
            + "\"[protojson.test.p2.Extensions.ext_statuses]\":[\"DELETED\"],"
            + "\"[protojson.test.p2.Extensions.ext_child]\":{\"id\":1,\"name\":\"n\",\"oInt64\":\"-1\"},"
            + "\"[protojson.test.p2.top_level_ext]\":\"1\"}");
    assertThat(JsonFormat.printer().print(message)).contains("\"extString\": \"e\"").doesNotContain("[protojson");
  }

  /** Packed in an Any, a message keeps its extensions: read from the Any's bytes they would be unknown fields. */
  @Test
  void extensionsOfAMessageInsideAnAnyAreWrittenAndReadBack() throws Exception {
    MessageMarshaller withAny = MessageMarshaller.builder().register(AllTypes.getDefaultInstance())
        .register(Proto2Types.getDefaultInstance()).build();
    Proto2Types payload = proto2().setExtension(Extensions.extString, "e")
        .setExtension(Extensions.extChild, proto2().setExtension(Proto2.topLevelExt, 5L).build())
        .addExtension(Extensions.extStatuses, Status.DELETED).build();
    AllTypes message = AllTypes.newBuilder().setWktAny(Any.pack(payload))
        .addRAny(Any.pack(AllTypes.newBuilder().setWktAny(Any.pack(payload)).build())).build();

    String json = withAny.writeValueAsString(message);

    String packed = "{\"@type\":\"type.googleapis.com/protojson.test.p2.Proto2Types\",\"id\":1,\"name\":\"n\","
        + "\"[protojson.test.p2.Extensions.ext_string]\":\"e\",\"[protojson.test.p2.Extensions.ext_statuses]\":"
        + "[\"DELETED\"],\"[protojson.test.p2.Extensions.ext_child]\":{\"id\":1,\"name\":\"n\","
        + "\"[protojson.test.p2.top_level_ext]\":\"5\"}}";
    assertThat(json).isEqualTo("{\"wktAny\":" + packed + ",\"rAny\":[{\"@type\":"
        + "\"type.googleapis.com/protojson.test.AllTypes\",\"wktAny\":" + packed + "}]}");
    AllTypes read = withAny.readValue(json, AllTypes.class);
    ExtensionRegistry extensions = ExtensionRegistry.newInstance();
    Proto2.registerAllExtensions(extensions);
    assertThat(Proto2Types.parseFrom(read.getWktAny().getValue(), extensions)).isEqualTo(payload);
    assertThat(withAny.writeValueAsString(read)).isEqualTo(json);
    // A difference: JsonFormat reads the payload without an extension registry, and leaves them out
    String oracle = JsonFormat.printer().usingTypeRegistry(com.google.protobuf.TypeRegistry.newBuilder()
        .add(Proto2Types.getDescriptor()).add(AllTypes.getDescriptor()).build()).print(message);
    assertThat(oracle).contains("\"@type\": \"type.googleapis.com/protojson.test.p2.Proto2Types\"")
        .doesNotContain("ext", "\"e\"", "DELETED");
  }

  @Test
  void editionsExplicitPresenceIsWrittenWhenSetEvenAtDefault() {
    EditionTypes message = EditionTypes.newBuilder().setRequiredInt32(0).setExplicitInt32(0).setExplicitString("")
        .setExplicitOpen(OpenKind.OPEN_KIND_UNSPECIFIED).setExplicitClosed(ClosedKind.CLOSED_ONE).build();
    assertThat(marshaller.writeValueAsString(message))
        .isEqualTo("{\"explicitInt32\":0,\"explicitString\":\"\",\"explicitOpen\":\"OPEN_KIND_UNSPECIFIED\","
            + "\"explicitClosed\":\"CLOSED_ONE\",\"requiredInt32\":0}");
  }

  @Test
  void editionsImplicitPresenceSkipsDefaults() {
    EditionTypes message = EditionTypes.newBuilder().setRequiredInt32(3).setImplicitInt32(0).setImplicitString("")
        .setImplicitDouble(-0.0).setImplicitUint64(-1).setImplicitOpenValue(7).build();
    assertThat(marshaller.writeValueAsString(message))
        .isEqualTo("{\"implicitDouble\":-0.0,\"implicitOpen\":7,\"implicitUint64\":\"18446744073709551615\","
            + "\"requiredInt32\":3}");
  }

  @Test
  void editionsDelimitedMessagesClosedRepeatedAndMaps() {
    EditionTypes message = EditionTypes.newBuilder().setRequiredInt32(1)
        .setDelimitedChild(EditionTypes.newBuilder().setRequiredInt32(2)).addRClosed(ClosedKind.CLOSED_TWO)
        .addROpenValue(-5).putMOpen("k", OpenKind.OPEN_TWO)
        .putMChild(-1, EditionTypes.newBuilder().setRequiredInt32(3).build()).setPickClosed(ClosedKind.CLOSED_ONE)
        .build();
    assertThat(marshaller.writeValueAsString(message))
        .isEqualTo("{\"requiredInt32\":1,\"rClosed\":[\"CLOSED_TWO\"],\"rOpen\":[-5],\"mOpen\":{\"k\":\"OPEN_TWO\"},"
            + "\"mChild\":{\"-1\":{\"requiredInt32\":3}},\"delimitedChild\":{\"requiredInt32\":2},"
            + "\"pickClosed\":\"CLOSED_ONE\"}");
  }
}
