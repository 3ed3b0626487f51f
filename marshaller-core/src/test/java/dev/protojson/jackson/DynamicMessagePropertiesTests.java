package dev.protojson.jackson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.InstanceOfAssertFactories.type;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Nested;
import dev.protojson.testing.JsonTrees;
import dev.protojson.testing.RandomMessages;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.exc.InvalidDefinitionException;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code DynamicMessage}s inside an application's types, read by the type their {@link ProtoType} names among the
 * descriptors of the core's test protos, registered from protoc's descriptor set: no generated class's descriptor
 * is used to read them.
 */
class DynamicMessagePropertiesTests {

  private static final String NESTED = "protojson.test.Nested";
  private static final String ALL_TYPES = "protojson.test.AllTypes";

  record Audit(String who, @ProtoType(NESTED) DynamicMessage nested) {}

  record Batch(@ProtoType(ALL_TYPES) List<DynamicMessage> orders,
      @ProtoType(NESTED) Map<String, DynamicMessage> byId,
      @ProtoType(NESTED) Optional<DynamicMessage> maybe,
      @ProtoType(NESTED) DynamicMessage[] array) {}

  record Wider(@ProtoType(NESTED) Message message, @ProtoType(NESTED) DynamicMessage.Builder builder) {}

  record Unannotated(String who, DynamicMessage nested) {}

  record UnannotatedList(List<DynamicMessage> nested) {}

  record Unregistered(@ProtoType("shop.v1.Order") DynamicMessage order) {}

  record OtherType(@ProtoType(ALL_TYPES) Nested nested) {}

  /** A POJO whose annotated field is set through its setter: Jackson merges the two into one property. */
  static final class Bean {
    @ProtoType(NESTED)
    private DynamicMessage nested;

    public DynamicMessage getNested() {
      return nested;
    }

    public void setNested(DynamicMessage nested) {
      this.nested = nested;
    }
  }

  private static final MessageMarshaller MARSHALLER = MessageMarshaller.builder().registeringTypesOnDemand(false)
      .registerFileDescriptorSet(descriptorSet()).register(Nested.getDefaultInstance()).build();
  private static final JsonMapper MAPPER = JsonMapper.builder().addModule(new ProtoJsonModule(MARSHALLER)).build();
  private static final Descriptor NESTED_TYPE = MARSHALLER.findDescriptor(NESTED);
  private static final Descriptor ALL_TYPES_TYPE = MARSHALLER.findDescriptor(ALL_TYPES);

  private static final DynamicMessage ONE = dynamic(NESTED_TYPE,
      Nested.newBuilder().setValue(1).setNote("one").build());
  private static final DynamicMessage TWO = dynamic(NESTED_TYPE,
      Nested.newBuilder().setValue(2).setChild(Nested.newBuilder().setValue(1)).build());

  @Test
  void theDescriptorsAreTheSetsNotTheGeneratedClasses() {
    assertThat(NESTED_TYPE).isNotNull().isNotSameAs(Nested.getDescriptor());
    assertThat(ALL_TYPES_TYPE).isNotNull().isNotSameAs(AllTypes.getDescriptor());
  }

  @Test
  void anAnnotatedRecordComponentRoundTrips() {
    Audit audit = new Audit("ada", TWO);

    String json = MAPPER.writeValueAsString(audit);

    assertThat(json).isEqualTo("{\"who\":\"ada\",\"nested\":{\"value\":2,\"child\":{\"value\":1}}}");
    Audit read = MAPPER.readValue(json, Audit.class);
    assertThat(read).isEqualTo(audit);
    assertThat(read.nested().getDescriptorForType()).isSameAs(NESTED_TYPE);
    assertThat(MAPPER.readValue("{\"who\":\"ada\",\"nested\":null}", Audit.class).nested()).isNull();
  }

  @Test
  void listsMapsOptionalsAndArraysOfDynamicMessagesRoundTrip() {
    RandomMessages random = new RandomMessages(0x45_0001L, 2);
    List<DynamicMessage> orders = List.of(dynamic(ALL_TYPES_TYPE, random.next(AllTypes.getDefaultInstance())),
        dynamic(ALL_TYPES_TYPE, random.next(AllTypes.getDefaultInstance())),
        DynamicMessage.getDefaultInstance(ALL_TYPES_TYPE));
    Map<String, DynamicMessage> byId = new LinkedHashMap<>();
    byId.put("1", ONE);
    byId.put("2", TWO);
    Batch batch = new Batch(orders, byId, Optional.of(TWO), new DynamicMessage[] {ONE, TWO});

    String json = MAPPER.writeValueAsString(batch);
    Batch read = MAPPER.readValue(json, Batch.class);

    for (int i = 0; i < orders.size(); i++) {
      // each message's JSON is the marshaller's own
      assertThat(JsonTrees.read(json).at("/orders/" + i))
          .isEqualTo(JsonTrees.read(MARSHALLER.writeValueAsString(orders.get(i))));
    }
    // The same messages as the marshaller reads on its own; compared as JSON with the original, since an Any's
    // payload bytes may be encoded in another order, and a NullValue field's unknown number, written as null, is
    // read as NULL_VALUE (the mapping's one lossy case).
    assertThat(read.orders()).hasSameSizeAs(orders);
    for (int i = 0; i < orders.size(); i++) {
      assertThat(withoutNulls(read.orders().get(i))).isEqualTo(withoutNulls(orders.get(i)));
      assertThat(read.orders().get(i)).isEqualTo(MARSHALLER.readValue(MARSHALLER.writeValueAsString(orders.get(i)),
          ALL_TYPES_TYPE));
    }
    assertThat(read.orders()).extracting(DynamicMessage::getDescriptorForType).containsOnly(ALL_TYPES_TYPE);
    assertThat(read.byId()).isEqualTo(byId);
    assertThat(read.maybe()).contains(TWO);
    assertThat(Arrays.asList(read.array())).containsExactly(ONE, TWO);
    assertThat(MAPPER.readValue("{}", Batch.class).maybe()).isEmpty();
  }

  @Test
  void aPropertyDeclaredAsMessageOrABuilderIsReadAsADynamicMessage() {
    Wider wider = MAPPER.readValue("{\"message\":{\"value\":1,\"note\":\"one\"},\"builder\":{\"value\":2}}",
        Wider.class);

    assertThat(wider.message()).isEqualTo(ONE);
    assertThat(wider.builder().build()).isEqualTo(dynamic(NESTED_TYPE, Nested.newBuilder().setValue(2).build()));
    assertThat(MAPPER.writeValueAsString(wider)).isEqualTo(
        "{\"message\":{\"value\":1,\"note\":\"one\"},\"builder\":{\"value\":2}}");
  }

  @Test
  void anAnnotatedFieldOfAPojoIsReadThroughItsSetter() {
    Bean bean = MAPPER.readValue("{\"nested\":{\"value\":1,\"note\":\"one\"}}", Bean.class);

    assertThat(bean.getNested()).isEqualTo(ONE);
    assertThat(MAPPER.writeValueAsString(bean)).isEqualTo("{\"nested\":{\"value\":1,\"note\":\"one\"}}");
  }

  @Test
  void badInputNamesTheWholePathAndTheLocation() {
    assertThatThrownBy(() -> MAPPER.readValue("{\"who\":\"ada\",\n \"nested\":{\"child\":{\"value\":\"x\"}}}",
        Audit.class))
        .asInstanceOf(type(InvalidProtoJsonException.class))
        .satisfies(e -> {
          assertThat(e.getFieldPath()).isEqualTo("nested.child.value");
          assertThat(e.getLine()).isEqualTo(2);
          assertThat(e.getColumn()).isEqualTo(29);
          assertThat(e.getTypeName()).isEqualTo(NESTED);
          assertThat(e.getOriginalMessage()).contains("Invalid value \"x\" for int32 field nested.child.value");
        });
    assertThatThrownBy(() -> MAPPER.readValue("{\"orders\":[{},{\"fNested\":{\"nope\":1}}]}", Batch.class))
        .asInstanceOf(type(InvalidProtoJsonException.class))
        .satisfies(e -> {
          assertThat(e.getFieldPath()).isEqualTo("orders[1].fNested.nope");
          assertThat(e.getTypeName()).isEqualTo(ALL_TYPES);
        });
    assertThatThrownBy(() -> MAPPER.readValue("{\"byId\":{\"k\":{\"value\":1,\"value\":2}}}", Batch.class))
        .asInstanceOf(type(InvalidProtoJsonException.class))
        .satisfies(e -> assertThat(e.getFieldPath()).isEqualTo("byId.k.value"));
  }

  @Test
  void anUnannotatedDynamicMessageIsRefusedNamingThePropertyAndTheFix() {
    assertThatThrownBy(() -> MAPPER.readValue("{\"who\":\"ada\",\"nested\":{\"value\":1}}", Unannotated.class))
        .isInstanceOf(InvalidDefinitionException.class)
        .hasMessageContaining("property 'nested'")
        .hasMessageContaining("@dev.protojson.jackson.ProtoType(\"package.Message\")")
        .hasMessageContaining("registerFileDescriptorSet");
    assertThatThrownBy(() -> MAPPER.readValue("{\"nested\":[{\"value\":1}]}", UnannotatedList.class))
        .isInstanceOf(InvalidDefinitionException.class)
        .hasMessageContaining("property 'nested'");
    assertThatThrownBy(() -> MAPPER.readValue("{\"value\":1}", DynamicMessage.class))
        .isInstanceOf(InvalidDefinitionException.class)
        .hasMessageContaining("Cannot read a value declared as com.google.protobuf.DynamicMessage")
        .hasMessageContaining("MessageMarshaller.readValue(json, descriptor)");
    // written all the same, by its descriptor
    assertThat(MAPPER.writeValueAsString(new Unannotated("ada", ONE)))
        .isEqualTo("{\"who\":\"ada\",\"nested\":{\"value\":1,\"note\":\"one\"}}");
  }

  @Test
  void aTypeNameNoDescriptorHasIsADefinitionError() {
    assertThatThrownBy(() -> MAPPER.readValue("{}", Unregistered.class))
        .isInstanceOf(InvalidDefinitionException.class)
        .hasMessageContaining("@ProtoType(\"shop.v1.Order\") on order names no message type registered")
        .hasMessageContaining("registerFileDescriptorSet");
  }

  @Test
  void onAGeneratedClassTheAnnotationMustNameItsType() {
    assertThatThrownBy(() -> MAPPER.readValue("{\"nested\":{}}", OtherType.class))
        .isInstanceOf(InvalidDefinitionException.class)
        .hasMessageContaining("@ProtoType(\"protojson.test.AllTypes\") on nested names another type than"
            + " protobuf message protojson.test.Nested");
    record SameType(@ProtoType(NESTED) Nested nested) {}
    assertThat(MAPPER.readValue("{\"nested\":{\"value\":1}}", SameType.class).nested())
        .isEqualTo(Nested.newBuilder().setValue(1).build());
  }

  @Test
  void aListAtTheTopHasNoPropertyToNameItsType() {
    assertThatThrownBy(() -> MAPPER.readValue("[{\"value\":1}]", new TypeReference<List<DynamicMessage>>() {}))
        .isInstanceOf(InvalidDefinitionException.class)
        .hasMessageContaining("Cannot read a value declared as com.google.protobuf.DynamicMessage");
  }

  private static JsonNode withoutNulls(DynamicMessage message) {
    return JsonTrees.withoutNullProperties(JsonTrees.read(MARSHALLER.writeValueAsString(message)));
  }

  private static DynamicMessage dynamic(Descriptor type, Message generated) {
    try {
      return DynamicMessage.parseFrom(type, generated.toByteString());
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException(e);
    }
  }

  private static byte[] descriptorSet() {
    try (InputStream in = DynamicMessagePropertiesTests.class.getResourceAsStream("/protojson-test-protos.binpb")) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
