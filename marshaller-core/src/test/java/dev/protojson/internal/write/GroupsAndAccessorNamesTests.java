package dev.protojson.internal.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.MessageMarshaller;
import dev.protojson.test.names.ExtensionGroup;
import dev.protojson.test.names.GroupNames;
import dev.protojson.test.names.Kind;
import dev.protojson.test.names.NameClashes;
import dev.protojson.test.names.Names;
import dev.protojson.test.names.editions.EditionGroups;
import dev.protojson.test.names.editions.Extensions;
import dev.protojson.test.names.editions.NamesEditions;
import dev.protojson.test.names.editions.TopLevelType;
import dev.protojson.testing.JsonTrees;
import dev.protojson.testing.RandomMessages;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Groups, editions delimited fields and fields whose generated accessors protoc renames (reserved names, colliding
 * names): written, read and compared with JsonFormat. One such field anywhere in a registered type's closure used
 * to make the whole marshaller unbuildable.
 */
class GroupsAndAccessorNamesTests {

  private static final long SEED = Long.getLong("protojson.seed", 0x6A0_0175L);
  private static final int MESSAGES = 300;

  private static final MessageMarshaller JSON_NAMES = register(MessageMarshaller.builder()).build();
  private static final MessageMarshaller PROTO_NAMES =
      register(MessageMarshaller.builder().preservingProtoFieldNames()).build();

  /** Extensions' message types are not reachable from the extended type's fields: they are registered too. */
  private static MessageMarshaller.Builder register(MessageMarshaller.Builder builder) {
    return builder.register(GroupNames.getDefaultInstance()).register(EditionGroups.getDefaultInstance())
        .register(ExtensionGroup.getDefaultInstance()).register(Extensions.ExtLike.getDefaultInstance());
  }

  static Stream<Arguments> types() {
    return Stream.of(GroupNames.getDefaultInstance(), NameClashes.getDefaultInstance(),
        EditionGroups.getDefaultInstance()).map(type -> Arguments.of(type.getDescriptorForType().getName(), type));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("types")
  void randomMessagesMatchJsonFormatBothWays(String name, Message type) throws Exception {
    RandomMessages random = new RandomMessages(SEED + type.getDescriptorForType().getFullName().hashCode(), 3);
    java.util.Set<com.google.protobuf.Descriptors.FieldDescriptor> set = new java.util.HashSet<>();
    for (int i = 0; i < MESSAGES; i++) {
      Message message = random.next(type);
      set.addAll(message.getAllFields().keySet());
      String where = type.getDescriptorForType().getFullName() + " #" + i + " (seed " + SEED + ")";
      check(where, message, JSON_NAMES, JsonFormat.printer());
      check(where + " with proto names", message, PROTO_NAMES, JsonFormat.printer().preservingProtoFieldNames());
    }
    assertThat(set).as("fields set in some random message").containsAll(type.getDescriptorForType().getFields());
  }

  private static void check(String where, Message message, MessageMarshaller marshaller, JsonFormat.Printer printer)
      throws InvalidProtocolBufferException {
    String ours = marshaller.writeValueAsString(message);
    String theirs = printer.print(message);
    String difference = JsonTrees.difference(JsonTrees.read(theirs), JsonTrees.read(ours), "$");
    if (difference != null) {
      fail(where + ": " + difference + "\nJsonFormat: " + theirs + "\nprotojson:  " + ours);
    }
    assertThat(marshaller.readValue(theirs, message.getClass())).as(where + " read from JsonFormat's output")
        .isEqualTo(message);
    Message.Builder back = message.newBuilderForType();
    JsonFormat.parser().merge(ours, back);
    assertThat(back.build()).as(where + " read by JsonFormat").isEqualTo(message);
  }

  @Test
  void groupsAreNamedByTheirFieldInJson() {
    GroupNames message = GroupNames.newBuilder()
        .setMultiWordGroupField(GroupNames.MultiWordGroupField.newBuilder().setGroupInt32(1).setGroupText("t"))
        .setOptionalGroup(GroupNames.OptionalGroup.newBuilder().setA(2))
        .addRepeatedGroup(GroupNames.RepeatedGroup.newBuilder().setA(3).addTags("x"))
        .addRepeatedGroup(GroupNames.RepeatedGroup.getDefaultInstance())
        .addMultiWordRepeatedGroup(GroupNames.MultiWordRepeatedGroup.newBuilder()
            .setChild(GroupNames.newBuilder().setOneofGroup(GroupNames.OneofGroup.newBuilder().setA(4))))
        .build();
    String json = "{\"multiwordgroupfield\":{\"groupInt32\":1,\"groupText\":\"t\"},\"optionalgroup\":{\"a\":2},"
        + "\"repeatedgroup\":[{\"a\":3,\"tags\":[\"x\"]},{}],"
        + "\"multiwordrepeatedgroup\":[{\"child\":{\"oneofgroup\":{\"a\":4}}}]}";

    assertThat(JSON_NAMES.writeValueAsString(message)).isEqualTo(json);
    assertThat(JSON_NAMES.readValue(json, GroupNames.class)).isEqualTo(message);
    assertThat(PROTO_NAMES.writeValueAsString(message))
        .isEqualTo(json.replace("groupInt32", "group_int32").replace("groupText", "group_text"));
  }

  @Test
  void aGroupInAOneofCountsAsItsMember() {
    assertThat(JSON_NAMES.readValue("{\"oneofgroup\":{\"a\":1}}", GroupNames.class).getChoiceCase())
        .isEqualTo(GroupNames.ChoiceCase.ONEOFGROUP);
    assertThat(JSON_NAMES.readValue("{\"oneofText\":\"t\"}", GroupNames.class).getOneofText()).isEqualTo("t");
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> JSON_NAMES.readValue("{\"oneofgroup\":{},\"oneofText\":\"t\"}", GroupNames.class))
        .isInstanceOf(dev.protojson.ProtoJsonParseException.class).hasMessageContaining("oneof");
  }

  @Test
  void renamedAccessorsAreFoundForEveryFieldKind() {
    NameClashes message = NameClashes.newBuilder()
        .setClass_(1).setSerializedSize_("s").addUnknownFields_(3).setHashCode(4).setInt("i")
        .setDefaultInstanceForType_(NameClashes.newBuilder().setClass_(9))
        .addFoo7("a").setFooCount8(5).addBar9(Kind.KIND_ONE).setBarList10("b")
        .putBaz11("k", Kind.KIND_ONE).setBazCount12(6).addQux13(NameClashes.newBuilder().setInt("q"))
        .setQuxList14(true).setObject("o").build();
    String json = "{\"class\":1,\"serializedSize\":\"s\",\"unknownFields\":[3],"
        + "\"defaultInstanceForType\":{\"class\":9},\"hashCode\":4,\"int\":\"i\",\"foo\":[\"a\"],\"fooCount\":5,"
        + "\"bar\":[\"KIND_ONE\"],\"barList\":\"b\",\"baz\":{\"k\":\"KIND_ONE\"},\"bazCount\":\"6\","
        + "\"qux\":[{\"int\":\"q\"}],\"quxList\":true,\"object\":\"o\"}";

    assertThat(JSON_NAMES.writeValueAsString(message)).isEqualTo(json);
    assertThat(JSON_NAMES.readValue(json, NameClashes.class)).isEqualTo(message);
    NameClashes merged = NameClashes.newBuilder().setDefaultInstanceForType_(NameClashes.newBuilder().setInt("x"))
        .build();
    NameClashes.Builder builder = merged.toBuilder();
    JSON_NAMES.mergeValue("{\"defaultInstanceForType\":{\"class\":2}}", builder);
    assertThat(builder.getDefaultInstanceForType_()).isEqualTo(NameClashes.newBuilder().setInt("x").setClass_(2)
        .build());
  }

  @Test
  void editionsDelimitedFieldsAreNamedByProtocsRule() {
    EditionGroups message = EditionGroups.newBuilder()
        .setGroupLikeType(EditionGroups.GroupLikeType.newBuilder().setA(1).setB("b"))
        .addRepeatedLike(EditionGroups.RepeatedLike.newBuilder().setC(2))
        .setDelimitedOther(EditionGroups.NotGroupLike.newBuilder().setE(3))
        .setTopleveltype(TopLevelType.newBuilder().setA(4))
        .setOneofLike(EditionGroups.OneofLike.newBuilder().setD("d"))
        .setClass_(5).build();
    String json = "{\"groupliketype\":{\"a\":1,\"b\":\"b\"},\"repeatedlike\":[{\"c\":2}],"
        + "\"delimitedOther\":{\"e\":3},\"topleveltype\":{\"a\":4},\"oneoflike\":{\"d\":\"d\"},\"class\":5}";

    assertThat(JSON_NAMES.writeValueAsString(message)).isEqualTo(json);
    assertThat(JSON_NAMES.readValue(json, EditionGroups.class)).isEqualTo(message);
  }

  @Test
  void groupExtensionsAreWrittenAndRead() {
    GroupNames proto2 = GroupNames.newBuilder()
        .setExtension(Names.extensionGroup, ExtensionGroup.newBuilder().setA(7).build()).build();
    String proto2Json = "{\"[protojson.test.names.extensiongroup]\":{\"a\":7}}";
    assertThat(JSON_NAMES.writeValueAsString(proto2)).isEqualTo(proto2Json);
    assertThat(JSON_NAMES.readValue(proto2Json, GroupNames.class)).isEqualTo(proto2);

    EditionGroups editions = EditionGroups.newBuilder()
        .setExtension(Extensions.extLike, Extensions.ExtLike.newBuilder().setF(8).build()).build();
    String editionsJson = "{\"[protojson.test.names.editions.Extensions.extlike]\":{\"f\":8}}";
    assertThat(JSON_NAMES.writeValueAsString(editions)).isEqualTo(editionsJson);
    assertThat(JSON_NAMES.readValue(editionsJson, EditionGroups.class)).isEqualTo(editions);
    assertThat(NamesEditions.getDescriptor().getMessageTypes()).isNotEmpty();
  }
}
