package dev.protojson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.Any;
import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.Duration;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import com.google.protobuf.Timestamp;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Nested;
import dev.protojson.testing.DynamicMessages;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Registering and using types known by their descriptors alone: the ways in, the errors, {@code Any}, well-known
 * types as {@code DynamicMessage}s, merging, and a generated class and a descriptor of the same name side by side.
 */
class DynamicMessageTests {

  private static final DynamicMessages DYNAMIC = new DynamicMessages(List.of(AllTypes.getDescriptor().getFile(),
      Proto2Types.getDescriptor().getFile()));

  @Test
  void registeringADynamicDefaultInstanceRegistersEveryTypeItReaches() {
    MessageMarshaller marshaller = MessageMarshaller.builder().registeringTypesOnDemand(false)
        .register(DynamicMessage.getDefaultInstance(AllTypes.getDescriptor())).build();
    Nested nested = Nested.newBuilder().setValue(7).setChild(Nested.newBuilder().setNote("n")).build();

    assertThat(marshaller.writeValueAsString(DYNAMIC.of(nested))).isEqualTo("{\"value\":7,\"child\":{\"note\":\"n\"}}");
    assertThat(marshaller.readValue("{\"value\":7,\"child\":{\"note\":\"n\"}}", Nested.getDescriptor()))
        .isEqualTo(DYNAMIC.of(nested));
    // Registering the descriptor did not register the generated class, nor a type it does not reach.
    assertThatThrownBy(() -> marshaller.writeValueAsString(nested)).isInstanceOf(UnregisteredTypeException.class);
    assertThatThrownBy(() -> marshaller.readValue("{}", Proto2Types.getDescriptor()))
        .isInstanceOf(UnregisteredTypeException.class).hasMessageContaining("protojson.test.p2.Proto2Types")
        .hasMessageContaining("register(DynamicMessage.getDefaultInstance(descriptor)) or "
            + ".registerFiles(descriptor.getFile())")
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("getDefaultInstance())"));
    assertThatThrownBy(() -> marshaller.writeValueAsString(DynamicMessage.getDefaultInstance(
        Proto2Types.getDescriptor()))).isInstanceOf(UnregisteredTypeException.class)
        .hasMessageContaining("registerFiles(descriptor.getFile())");
  }

  @Test
  void aNestedMessageOfAnotherTypeIsRefusedNamingBothTypes() {
    // DynamicMessage.Builder takes any message as a message field's value; its fields must not be read by index
    // as if they were the field type's.
    MessageMarshaller marshaller = MessageMarshaller.builder().build();
    FieldDescriptor child = Nested.getDescriptor().findFieldByName("child");
    DynamicMessage other = DYNAMIC.of(AllTypes.newBuilder().setFInt32(3).setFString("s").build());
    DynamicMessage parent = DynamicMessage.newBuilder(Nested.getDescriptor()).setField(child, other).build();

    assertThatThrownBy(() -> marshaller.writeValueAsString(parent))
        .isInstanceOfSatisfying(ProtoJsonWriteException.class, e -> {
          assertThat(e.getFieldPath()).isEqualTo("child");
          assertThat(e.getProblem()).isEqualTo("A message of type " + AllTypes.getDescriptor().getFullName()
              + " where " + Nested.getDescriptor().getFullName() + " is expected");
        });
    // The same where the field's type has many fields, whose writers gather a message's set fields by index.
    FieldDescriptor recursive = AllTypes.getDescriptor().findFieldByName("recursive");
    DynamicMessage many = DynamicMessage.newBuilder(AllTypes.getDescriptor()).setField(recursive, DYNAMIC.of(
        Nested.newBuilder().setValue(7).build())).build();
    assertThatThrownBy(() -> marshaller.writeValueAsString(many))
        .isInstanceOfSatisfying(ProtoJsonWriteException.class, e -> {
          assertThat(e.getFieldPath()).isEqualTo("recursive");
          assertThat(e.getProblem()).isEqualTo("A message of type " + Nested.getDescriptor().getFullName()
              + " where " + AllTypes.getDescriptor().getFullName() + " is expected");
        });
  }

  @Test
  void aNestedMessageOfAnotherCopyOfItsTypeIsRefusedSayingSo() throws Exception {
    // The same file built again: every type has a second descriptor of the same name.
    FileDescriptor again = FileDescriptor.buildFrom(Nested.getDescriptor().getFile().toProto(),
        Nested.getDescriptor().getFile().getDependencies().toArray(new FileDescriptor[0]));
    Descriptor copy = again.findMessageTypeByName(Nested.getDescriptor().getName());
    FieldDescriptor child = Nested.getDescriptor().findFieldByName("child");
    DynamicMessage fromCopy = DynamicMessage.newBuilder(copy).setField(copy.findFieldByName("value"), 7).build();
    DynamicMessage parent = DynamicMessage.newBuilder(Nested.getDescriptor()).setField(child, fromCopy).build();

    assertThatThrownBy(() -> MessageMarshaller.builder().build().writeValueAsString(parent))
        .isInstanceOfSatisfying(ProtoJsonWriteException.class, e -> {
          assertThat(e.getFieldPath()).isEqualTo("child");
          assertThat(e.getProblem()).isEqualTo("A message of type " + Nested.getDescriptor().getFullName()
              + " built from another copy of its descriptor: build a field's messages from the descriptor the"
              + " field names (getMessageType())");
        });
    // Built from the field's own descriptor, the same values are written.
    DynamicMessage fromField = DynamicMessage.newBuilder(child.getMessageType())
        .setField(child.getMessageType().findFieldByName("value"), 7).build();
    assertThat(MessageMarshaller.builder().build().writeValueAsString(
        parent.toBuilder().setField(child, fromField).build())).isEqualTo("{\"child\":{\"value\":7}}");
  }

  @Test
  void aDescriptorMetForTheFirstTimeIsRegisteredOnDemand() {
    MessageMarshaller marshaller = MessageMarshaller.builder().build();
    DynamicMessage message = DYNAMIC.of(AllTypes.newBuilder().setFInt32(3).putMStringInt32("k", 1).build());

    assertThat(marshaller.writeValueAsString(message)).isEqualTo("{\"fInt32\":3,\"mStringInt32\":{\"k\":1}}");
    assertThat(marshaller.readValue("{\"fInt32\":3,\"mStringInt32\":{\"k\":1}}", AllTypes.getDescriptor()))
        .isEqualTo(message);
  }

  @Test
  void everyWayInAndOutTakesDynamicMessages() throws Exception {
    MessageMarshaller marshaller = MessageMarshaller.builder().build();
    DynamicMessage message = DYNAMIC.of(AllTypes.newBuilder().setFString("s").addRInt64(-2).build());
    String json = "{\"fString\":\"s\",\"rInt64\":[\"-2\"]}";
    byte[] bytes = json.getBytes(StandardCharsets.UTF_8);

    assertThat(marshaller.writeValueAsString(message.toBuilder())).isEqualTo(json);
    assertThat(marshaller.writeValueAsBytes(message)).isEqualTo(bytes);
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    marshaller.writeValue(message, out);
    assertThat(out.toByteArray()).isEqualTo(bytes);
    java.io.ByteArrayOutputStream sized = new java.io.ByteArrayOutputStream();
    marshaller.writeValue(message, length -> {
      assertThat(length).isEqualTo(bytes.length);
      return sized;
    });
    assertThat(sized.toByteArray()).isEqualTo(bytes);

    assertThat(marshaller.readValue(bytes, AllTypes.getDescriptor())).isEqualTo(message);
    assertThat(marshaller.readValue(json, AllTypes.getDescriptor())).isEqualTo(message);
    assertThat(marshaller.readValue(new ByteArrayInputStream(bytes), AllTypes.getDescriptor())).isEqualTo(message);
    try (var parser = marshaller.createParser(new ByteArrayInputStream(("[" + json + "]").getBytes(
        StandardCharsets.UTF_8)))) {
      parser.nextToken();
      parser.nextToken();
      assertThat(marshaller.readValue(parser, AllTypes.getDescriptor())).isEqualTo(message);
    }
    DynamicMessage.Builder merged = DynamicMessage.newBuilder(AllTypes.getDescriptor());
    marshaller.mergeValue(json, merged);
    marshaller.mergeValue(bytes, merged);
    assertThat(merged.build()).isEqualTo(DYNAMIC.of(AllTypes.newBuilder().setFString("s").addRInt64(-2)
        .addRInt64(-2).build()));
  }

  @Test
  void mergingFollowsProtobufsRulesAsForGeneratedBuilders() {
    MessageMarshaller marshaller = MessageMarshaller.builder().build();
    AllTypes.Builder held = AllTypes.newBuilder().setFInt32(1).putMStringInt32("a", 1).putMStringInt32("b", 2)
        .addRString("x").setFNested(Nested.newBuilder().setValue(5).setNote("kept"))
        .setWktTimestamp(Timestamp.newBuilder().setSeconds(9).setNanos(9));
    String json = "{\"fInt32\":2,\"mStringInt32\":{\"b\":20,\"c\":3},\"rString\":[\"y\"],\"fNested\":{\"value\":6},"
        + "\"wktTimestamp\":\"1970-01-01T00:00:01Z\"}";
    DynamicMessage.Builder dynamic = DYNAMIC.of(held.build()).toBuilder();

    marshaller.mergeValue(json, held);
    marshaller.mergeValue(json, dynamic);

    assertThat(dynamic.build()).isEqualTo(DYNAMIC.of(held.build()));
    assertThat(marshaller.writeValueAsString(dynamic)).isEqualTo(marshaller.writeValueAsString(held));
    // The entry of a key read again replaced the one held, in its place: a, b, c; not a, b, b, c.
    FieldDescriptor map = AllTypes.getDescriptor().findFieldByName("m_string_int32");
    assertThat(dynamic.getRepeatedFieldCount(map)).isEqualTo(3);
    assertThat(((Message) dynamic.getRepeatedField(map, 1)).getField(map.getMessageType().findFieldByNumber(2)))
        .isEqualTo(20);
  }

  /** A builder holding scalars and lists only is merged into at the byte level: the same merge, and after a give-up. */
  @Test
  void mergingIntoABuilderOfScalarsAndListsFollowsTheSameRules() {
    MessageMarshaller marshaller = MessageMarshaller.builder().build();
    AllTypes held = AllTypes.newBuilder().setFInt32(1).setFString("s").addRString("x").addRNested(
        Nested.newBuilder().setValue(1)).setOneofInt32(4).build();
    String[] documents = {
      "{\"fInt32\":0,\"rString\":[\"y\"],\"rNested\":[{\"value\":2}],\"oneofString\":\"o\",\"fNested\":{}}",
      "{\"fString\":\"t\",\"mStringInt32\":{\"a\":1},\"fInt32\":\"\\u0031\"}",
    };
    for (String json : documents) {
      AllTypes.Builder generated = held.toBuilder();
      DynamicMessage.Builder fromBytes = DYNAMIC.of(held).toBuilder();
      DynamicMessage.Builder fromText = DYNAMIC.of(held).toBuilder();

      marshaller.mergeValue(json, generated);
      marshaller.mergeValue(json.getBytes(StandardCharsets.UTF_8), fromBytes);
      marshaller.mergeValue(json, fromText);

      assertThat(fromBytes.build()).as(json).isEqualTo(DYNAMIC.of(generated.build()));
      assertThat(fromText.build()).as(json).isEqualTo(DYNAMIC.of(generated.build()));
    }
  }

  /**
   * Code made for a {@code DynamicMessage} does not stand in for the generated class of its type, nor the other
   * way round, in one marshaller or across marshallers of one class loader.
   */
  @Test
  void theGeneratedClassAndTheDescriptorOfATypeEachKeepTheirOwnCode() {
    MessageMarshaller onDemand = MessageMarshaller.builder().build();
    MessageMarshaller both = MessageMarshaller.builder().register(Nested.getDefaultInstance())
        .register(DynamicMessage.getDefaultInstance(Nested.getDescriptor())).build();
    Nested generated = Nested.newBuilder().setValue(1).setNote("n").build();
    for (MessageMarshaller marshaller : new MessageMarshaller[] {onDemand, both}) {
      assertThat(marshaller.writeValueAsString(DYNAMIC.of(generated))).isEqualTo("{\"value\":1,\"note\":\"n\"}");
      assertThat(marshaller.readValue("{\"value\":2}", Nested.getDescriptor())).isInstanceOf(DynamicMessage.class)
          .isEqualTo(DYNAMIC.of(Nested.newBuilder().setValue(2).build()));
      assertThat(marshaller.writeValueAsString(generated)).isEqualTo("{\"value\":1,\"note\":\"n\"}");
      assertThat(marshaller.readValue("{\"value\":2}", Nested.class))
          .isEqualTo(Nested.newBuilder().setValue(2).build());
      Nested.Builder builder = Nested.newBuilder();
      marshaller.mergeValue("{\"value\":3}", builder);
      assertThat(builder.getValue()).isEqualTo(3);
    }
  }

  @Test
  void aDynamicMessageIsReadByItsDescriptorNotItsClass() {
    MessageMarshaller marshaller = MessageMarshaller.builder().build();
    assertThatThrownBy(() -> marshaller.readValue("{}", DynamicMessage.class))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("readValue(json, descriptor)");
  }

  @Test
  void wellKnownTypesAsDynamicMessagesOfTheirDescriptors() throws Exception {
    MessageMarshaller marshaller = MessageMarshaller.builder().build();
    Timestamp timestamp = Timestamp.newBuilder().setSeconds(1).setNanos(500_000_000).build();
    DynamicMessage dynamic = DYNAMIC.of(timestamp);

    assertThat(marshaller.writeValueAsString(dynamic)).isEqualTo("\"1970-01-01T00:00:01.500Z\"");
    assertThat(marshaller.readValue("\"1970-01-01T00:00:01.500Z\"", Timestamp.getDescriptor())).isEqualTo(dynamic);
    // A descriptor of the same type from a descriptor set is another object than protobuf-java's.
    Descriptor loaded = loadedFromDescriptorSet().findMessageTypeByName("Timestamp");
    DynamicMessage fromSet = DynamicMessage.parseFrom(loaded, timestamp.toByteString());
    assertThat(loaded).isNotSameAs(Timestamp.getDescriptor());
    assertThat(marshaller.writeValueAsString(fromSet)).isEqualTo("\"1970-01-01T00:00:01.500Z\"");
    assertThat(marshaller.readValue("\"1970-01-01T00:00:01.500Z\"", loaded)).isEqualTo(fromSet);
    assertThatThrownBy(() -> marshaller.readValue("\"1970-01-01T00:00:01.5\"", loaded))
        .isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("Timestamp");
  }

  private static FileDescriptor loadedFromDescriptorSet() throws Exception {
    FileDescriptorSet set = FileDescriptorSet.newBuilder()
        .addFile(Timestamp.getDescriptor().getFile().toProto()).build();
    return FileDescriptor.buildFrom(set.getFile(0), new FileDescriptor[0]);
  }

  @Test
  void registerFilesRegistersEveryTypeTheyDeclareNestedTypesIncluded() {
    MessageMarshaller marshaller = MessageMarshaller.builder().registeringTypesOnDemand(false)
        .registerFiles(Proto2Types.getDescriptor().getFile()).build();
    Descriptor nestedType = Proto2Types.getDescriptor().getNestedTypes().get(0);

    assertThat(marshaller.readValue("{}", nestedType).getDescriptorForType()).isSameAs(nestedType);
    assertThat(marshaller.readValue("{\"id\":1,\"name\":\"n\"}", Proto2Types.getDescriptor()))
        .isEqualTo(DYNAMIC.of(Proto2Types.newBuilder().setId(1).setName("n").build()));
  }

  @Test
  void aDescriptorSetIsBuiltInDependencyOrder() {
    // Files listed with each one before its imports: the order protoc does not give, which must not matter.
    FileDescriptorSet.Builder set = FileDescriptorSet.newBuilder();
    set.addFile(AllTypes.getDescriptor().getFile().toProto());
    for (FileDescriptor dependency : AllTypes.getDescriptor().getFile().getDependencies()) {
      set.addFile(dependency.toProto());
    }
    MessageMarshaller marshaller = MessageMarshaller.builder().registeringTypesOnDemand(false)
        .registerFileDescriptorSet(new ByteArrayInputStream(set.build().toByteArray())).build();

    String json = "{\"fInt32\":1,\"wktAny\":{\"@type\":\"type.googleapis.com/protojson.test.Nested\",\"value\":2}}";
    Descriptor registered = marshaller.findDescriptor("protojson.test.AllTypes");
    assertThat(registered).isNotSameAs(AllTypes.getDescriptor());
    Message read = marshaller.readValue(json, registered);
    assertThat(read.getDescriptorForType()).isSameAs(registered);
    assertThat(marshaller.writeValueAsString(read)).isEqualTo(json);
    assertThat(marshaller.findDescriptor("protojson.test.NoSuchType")).isNull();
    // The same descriptors, built by the caller from the same set, are read and written as the registered ones.
    assertThat(marshaller.writeValueAsString(marshaller.readValue(json, AllTypes.getDescriptor()))).isEqualTo(json);
  }

  @Test
  void setsJoinedByConcatenationShareTheFilesTheyBothHoldButNotTwoFilesOfOneName() throws Exception {
    // Two services' sets, each with the file both import: serialized sets concatenate into one set.
    FileDescriptor shared = Nested.getDescriptor().getFile();
    byte[] first = FileDescriptorSet.newBuilder().addFile(shared.toProto())
        .addFile(AllTypes.getDescriptor().getFile().getDependencies().get(0).toProto()).build().toByteArray();
    byte[] second = FileDescriptorSet.newBuilder().addFile(shared.toProto()).build().toByteArray();
    ByteArrayOutputStream joined = new ByteArrayOutputStream();
    joined.write(first);
    joined.write(second);
    assertThat(FileDescriptorSet.parseFrom(joined.toByteArray()).getFileCount()).isEqualTo(3);

    MessageMarshaller marshaller = MessageMarshaller.builder().registerFileDescriptorSet(joined.toByteArray())
        .build();
    Descriptor nested = marshaller.findDescriptor("protojson.test.Nested");
    assertThat(marshaller.writeValueAsString(marshaller.readValue("{\"value\":3}", nested)))
        .isEqualTo("{\"value\":3}");

    // The same name with other contents is no longer the same file: which one was meant cannot be told.
    FileDescriptorProto changed = shared.toProto().toBuilder().setPackage("protojson.other").build();
    byte[] conflicting = FileDescriptorSet.newBuilder().addFile(shared.toProto()).addFile(changed).build()
        .toByteArray();
    assertThatThrownBy(() -> MessageMarshaller.builder().registerFileDescriptorSet(conflicting))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("two different files named " + shared.getName());
  }

  /**
   * Two sets registered one after the other that both hold an import share its types, as a joined set does: a
   * message of the shared type read through one set's type fits the other set's field. A changed copy of the file
   * is built on its own.
   */
  @Test
  void setsRegisteredApartShareTheFilesTheyBothHoldUnchanged() {
    FileDescriptorProto common = FileDescriptorProto.newBuilder().setName("shop/common.proto").setPackage("shop")
        .setSyntax("proto3").addMessageType(DescriptorProto.newBuilder().setName("Money")
            .addField(field("units", 1, FieldDescriptorProto.Type.TYPE_INT64, null))).build();
    FileDescriptorProto items = FileDescriptorProto.newBuilder().setName("shop/items.proto").setPackage("shop")
        .setSyntax("proto3").addDependency(common.getName()).addMessageType(DescriptorProto.newBuilder()
            .setName("Item").addField(field("price", 1, FieldDescriptorProto.Type.TYPE_MESSAGE, ".shop.Money")))
        .build();
    FileDescriptorProto shipping = FileDescriptorProto.newBuilder().setName("shop/shipping.proto")
        .setPackage("shop").setSyntax("proto3").addDependency(common.getName()).addMessageType(DescriptorProto
            .newBuilder().setName("Shipping")
            .addField(field("cost", 1, FieldDescriptorProto.Type.TYPE_MESSAGE, ".shop.Money"))).build();
    MessageMarshaller marshaller = MessageMarshaller.builder()
        .registerFileDescriptorSet(FileDescriptorSet.newBuilder().addFile(common).addFile(items).build())
        .registerFileDescriptorSet(FileDescriptorSet.newBuilder().addFile(common).addFile(shipping).build()
            .toByteArray())
        .build();

    Descriptor money = marshaller.findDescriptor("shop.Money");
    Descriptor ship = marshaller.findDescriptor("shop.Shipping");
    assertThat(ship.findFieldByName("cost").getMessageType()).isSameAs(money);
    assertThat(marshaller.findDescriptor("shop.Item").findFieldByName("price").getMessageType()).isSameAs(money);
    DynamicMessage cost = marshaller.readValue("{\"units\":\"3\"}", money);
    DynamicMessage shipment = DynamicMessage.newBuilder(ship).setField(ship.findFieldByName("cost"), cost).build();
    assertThat(marshaller.writeValueAsString(shipment)).isEqualTo("{\"cost\":{\"units\":\"3\"}}");

    FileDescriptorProto changed = common.toBuilder().setMessageType(0, common.getMessageType(0).toBuilder()
        .addField(field("nanos", 2, FieldDescriptorProto.Type.TYPE_INT32, null))).build();
    MessageMarshaller both = MessageMarshaller.builder()
        .registerFileDescriptorSet(FileDescriptorSet.newBuilder().addFile(common).addFile(items).build())
        .registerFileDescriptorSet(FileDescriptorSet.newBuilder().addFile(changed).addFile(shipping).build())
        .build();
    Descriptor changedCost = both.findDescriptor("shop.Shipping").findFieldByName("cost").getMessageType();
    assertThat(changedCost.findFieldByName("nanos")).isNotNull();
    assertThat(both.findDescriptor("shop.Item").findFieldByName("price").getMessageType().findFieldByName("nanos"))
        .isNull();
  }

  private static FieldDescriptorProto field(String name, int number, FieldDescriptorProto.Type type,
      String typeName) {
    FieldDescriptorProto.Builder field = FieldDescriptorProto.newBuilder().setName(name).setNumber(number)
        .setType(type).setLabel(FieldDescriptorProto.Label.LABEL_OPTIONAL);
    return (typeName == null ? field : field.setTypeName(typeName)).build();
  }

  @Test
  void aDescriptorSetWithoutTheWellKnownTypesFilesTakesProtobufJavasOwn() {
    FileDescriptorSet set = FileDescriptorSet.newBuilder().addFile(AllTypes.getDescriptor().getFile().toProto())
        .build();
    MessageMarshaller marshaller = MessageMarshaller.builder().registeringTypesOnDemand(false)
        .registerFileDescriptorSet(set).build();

    Descriptor registered = marshaller.findDescriptor("protojson.test.AllTypes");
    assertThat(registered).isNotSameAs(AllTypes.getDescriptor());
    assertThat(registered.findFieldByName("wkt_timestamp").getMessageType()).isSameAs(Timestamp.getDescriptor());
    String json = "{\"fInt32\":1,\"wktAny\":{\"@type\":\"type.googleapis.com/google.protobuf.Duration\","
        + "\"value\":\"2s\"},\"wktTimestamp\":\"1970-01-01T00:00:01Z\"}";
    Message read = marshaller.readValue(json, registered);
    assertThat(marshaller.writeValueAsString(read)).isEqualTo(json);
    assertThat(read.toByteString()).isEqualTo(AllTypes.newBuilder().setFInt32(1)
        .setWktAny(Any.pack(Duration.newBuilder().setSeconds(2).build()))
        .setWktTimestamp(Timestamp.newBuilder().setSeconds(1)).build().toByteString());
  }

  @Test
  void aDescriptorSetThatDoesNotLinkNamesTheFileAndTheMissingImport() {
    FileDescriptorProto order = FileDescriptorProto.newBuilder().setName("shop/order.proto").setSyntax("proto3")
        .addDependency("google/protobuf/timestamp.proto").addDependency("shop/customer.proto").build();
    byte[] set = FileDescriptorSet.newBuilder().addFile(order).build().toByteArray();

    assertThatThrownBy(() -> MessageMarshaller.builder().registerFileDescriptorSet(set))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("shop/order.proto imports shop/customer.proto")
        .hasMessageContaining("--include_imports");
    assertThatThrownBy(() -> MessageMarshaller.builder().registerFileDescriptorSet(new byte[] {1, 2, 3}))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("FileDescriptorSet");
    FileDescriptorProto broken = Nested.getDescriptor().getFile().toProto().toBuilder().setName("broken.proto")
        .clearDependency().build();
    assertThatThrownBy(() -> MessageMarshaller.builder().registerFileDescriptorSet(
        FileDescriptorSet.newBuilder().addFile(broken).build().toByteArray()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("broken.proto does not link");
  }

  @Test
  void anAnyPayloadKnownOnlyByItsDescriptorIsADynamicMessage() {
    FileDescriptorSet.Builder set = FileDescriptorSet.newBuilder();
    for (FileDescriptor dependency : AllTypes.getDescriptor().getFile().getDependencies()) {
      set.addFile(dependency.toProto());
    }
    set.addFile(AllTypes.getDescriptor().getFile().toProto());
    MessageMarshaller marshaller = MessageMarshaller.builder().registeringTypesOnDemand(false)
        .register(Any.getDefaultInstance()).registerFileDescriptorSet(set.build().toByteArray()).build();
    Nested payload = Nested.newBuilder().setValue(4).setNote("p").build();
    Any any = Any.pack(payload);
    String json = "{\"@type\":\"type.googleapis.com/protojson.test.Nested\",\"value\":4,\"note\":\"p\"}";

    assertThat(marshaller.writeValueAsString(any)).isEqualTo(json);
    assertThat(marshaller.readValue(json, Any.class)).isEqualTo(any);
  }

  /**
   * A generated class and a descriptor of the same full name, both registered: each message is written through its
   * own path, and an {@code Any} naming the type resolves to the generated class. Told apart here by a descriptor
   * whose field has another name.
   */
  @Test
  void anAnyResolvesToTheGeneratedClassWhenBothAreRegistered() throws Exception {
    FileDescriptorProto renamed = Nested.getDescriptor().getFile().toProto();
    FileDescriptorProto.Builder file = renamed.toBuilder();
    file.getMessageTypeBuilderList().stream().filter(type -> type.getName().equals("Nested")).findFirst().orElseThrow()
        .getFieldBuilder(0).setName("renamed").setJsonName("renamed");
    FileDescriptor[] dependencies = Nested.getDescriptor().getFile().getDependencies().toArray(new FileDescriptor[0]);
    Descriptor other = FileDescriptor.buildFrom(file.build(), dependencies).findMessageTypeByName("Nested");
    MessageMarshaller marshaller = MessageMarshaller.builder().registeringTypesOnDemand(false)
        .register(Nested.getDefaultInstance()).register(Any.getDefaultInstance())
        .register(DynamicMessage.getDefaultInstance(other)).build();
    Nested payload = Nested.newBuilder().setValue(4).build();

    assertThat(marshaller.writeValueAsString(payload)).isEqualTo("{\"value\":4}");
    assertThat(marshaller.writeValueAsString(DynamicMessage.parseFrom(other, payload.toByteString())))
        .isEqualTo("{\"renamed\":4}");
    assertThat(marshaller.writeValueAsString(Any.pack(payload)))
        .isEqualTo("{\"@type\":\"type.googleapis.com/protojson.test.Nested\",\"value\":4}");
  }

  @Test
  void requiredFieldsAndTheirPathsAreAsForTheGeneratedClass() {
    MessageMarshaller marshaller = MessageMarshaller.builder().build();
    String json = "{\"id\":1,\"name\":\"n\",\"rChild\":[{\"id\":2}]}";

    ProtoJsonParseException generated = org.junit.jupiter.api.Assertions.assertThrows(ProtoJsonParseException.class,
        () -> marshaller.readValue(json, Proto2Types.class));
    ProtoJsonParseException dynamic = org.junit.jupiter.api.Assertions.assertThrows(ProtoJsonParseException.class,
        () -> marshaller.readValue(json, Proto2Types.getDescriptor()));
    assertThat(dynamic.getMessage()).isEqualTo(generated.getMessage()).contains("Missing required field");
    assertThat(List.of(dynamic.getFieldPath(), dynamic.getLine(), dynamic.getColumn()))
        .isEqualTo(List.of(generated.getFieldPath(), generated.getLine(), generated.getColumn()));
  }

  /**
   * A value that cannot be written, deep inside: in a message field, a list element, a map value and a well-known
   * type's list. The error and its field path are the generated class's.
   */
  @Test
  void aValueThatCannotBeWrittenNamesTheGeneratedClassesFieldPath() {
    Timestamp tooLate = Timestamp.newBuilder().setSeconds(253402300800L).build();
    AllTypes inner = AllTypes.newBuilder().addRTimestamp(Timestamp.getDefaultInstance()).addRTimestamp(tooLate)
        .build();
    List<AllTypes> messages = List.of(
        AllTypes.newBuilder().setRecursive(AllTypes.newBuilder().setWktTimestamp(tooLate)).build(),
        AllTypes.newBuilder().addRRecursive(AllTypes.getDefaultInstance()).addRRecursive(inner).build(),
        AllTypes.newBuilder().putMRecursive("k", AllTypes.newBuilder().putMStringTimestamp("t", tooLate).build())
            .build());
    MessageMarshaller marshaller = MessageMarshaller.builder().register(AllTypes.getDefaultInstance())
        .register(DynamicMessage.getDefaultInstance(AllTypes.getDescriptor())).build();
    for (AllTypes message : messages) {
      ProtoJsonWriteException generated = org.junit.jupiter.api.Assertions.assertThrows(
          ProtoJsonWriteException.class, () -> marshaller.writeValueAsBytes(message));
      ProtoJsonWriteException dynamic = org.junit.jupiter.api.Assertions.assertThrows(
          ProtoJsonWriteException.class, () -> marshaller.writeValueAsBytes(DYNAMIC.of(message)));
      assertThat(generated.getFieldPath()).isNotEmpty();
      assertThat(List.of(dynamic.getMessage(), dynamic.getFieldPath()))
          .isEqualTo(List.of(generated.getMessage(), generated.getFieldPath()));
    }
  }

  /** Each entry of a map is put by its key's position, found in a hash table: not by a scan of those before it. */
  @Test
  void aLargeMapIsReadInTimeLinearInItsEntries() {
    MessageMarshaller marshaller = MessageMarshaller.builder().build();
    StringBuilder json = new StringBuilder("{\"mStringInt32\":{");
    int entries = 200_000;
    for (int i = 0; i < entries; i++) {
      json.append(i == 0 ? "" : ",").append("\"k").append(i).append("\":").append(i);
    }
    String document = json.append("}}").toString();
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long cpu = threads.getCurrentThreadCpuTime();

    DynamicMessage read = marshaller.readValue(document, AllTypes.getDescriptor());

    long seconds = (threads.getCurrentThreadCpuTime() - cpu) / 1_000_000_000L;
    FieldDescriptor map = AllTypes.getDescriptor().findFieldByName("m_string_int32");
    assertThat(read.getRepeatedFieldCount(map)).isEqualTo(entries);
    // A scan per entry would compare 2 * 10^10 keys: minutes, not the second or so this takes.
    assertThat(seconds).isLessThan(10);
  }
}
