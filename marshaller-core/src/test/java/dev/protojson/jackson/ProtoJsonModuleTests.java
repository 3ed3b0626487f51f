package dev.protojson.jackson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.InstanceOfAssertFactories.type;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.google.protobuf.ByteString;
import com.google.protobuf.BytesValue;
import com.google.protobuf.ListValue;
import com.google.protobuf.Message;
import com.google.protobuf.NullValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Timestamp;
import com.google.protobuf.Value;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.UnregisteredTypeException;
import dev.protojson.test.editions.ClosedKind;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.editions.OpenKind;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto2.Status;
import dev.protojson.test.proto3.Aliased;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Color;
import dev.protojson.test.proto3.Nested;
import dev.protojson.testing.JsonTrees;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.DefaultTyping;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.exc.InvalidDefinitionException;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.jsontype.BasicPolymorphicTypeValidator;

/** The shapes Jackson reaches messages through, protobuf enums, nulls, errors and their paths, unknown types. */
class ProtoJsonModuleTests {

  record Line(AllTypes order, String note) {}

  record Orders(List<Line> orders, Map<String, AllTypes> byId) {}

  record PageOf<T>(List<T> content, long total) {}

  record Shapes(Nested[] array, Set<Nested> set, Optional<Nested> maybe, Nested.Builder builder) {}

  /** A POJO with a default constructor and setters, read by Jackson's bean deserializer. */
  static final class Bean {
    private Nested nested;
    private String name;

    public Nested getNested() {
      return nested;
    }

    public void setNested(Nested nested) {
      this.nested = nested;
    }

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }
  }

  record Enums(Color color, Aliased aliased, Status status, ClosedKind closed, OpenKind open, NullValue nothing) {}

  record Held(Message message) {}

  record SnakeCase(String orderNote, AllTypes theOrder) {}

  record Cached(Object value, List<Object> values) {}

  record TypedInside(@JsonTypeInfo(use = JsonTypeInfo.Id.CLASS, include = JsonTypeInfo.As.PROPERTY) Message value) {}

  private static final MessageMarshaller MARSHALLER = MessageMarshaller.builder()
      .register(AllTypes.getDefaultInstance()).register(Proto2Types.getDefaultInstance())
      .register(EditionTypes.getDefaultInstance()).build();
  private static final JsonMapper MAPPER = mapper(MARSHALLER);

  private static final Nested ONE = Nested.newBuilder().setValue(1).setNote("one").build();
  private static final Nested TWO = Nested.newBuilder().setValue(2).setChild(ONE).build();
  private static final AllTypes ORDER = AllTypes.newBuilder().setFInt64(Long.MAX_VALUE).setFString("x")
      .addRNested(ONE).addRNested(TWO).setWktTimestamp(Timestamp.newBuilder().setSeconds(1).setNanos(500_000_000))
      .setFEnum(Color.BLUE).build();

  private static JsonMapper mapper(MessageMarshaller marshaller) {
    return JsonMapper.builder().addModule(new ProtoJsonModule(marshaller)).build();
  }

  @Test
  void aMessageItselfIsProto3Json() {
    String json = MAPPER.writeValueAsString(ORDER);

    assertThat(JsonTrees.read(json)).isEqualTo(JsonTrees.read(MARSHALLER.writeValueAsString(ORDER)));
    assertThat(json).contains("\"fInt64\":\"9223372036854775807\"", "\"wktTimestamp\":\"1970-01-01T00:00:01.500Z\"",
        "\"fEnum\":\"BLUE\"");
    assertThat(MAPPER.readValue(json, AllTypes.class)).isEqualTo(ORDER);
    assertThat(MAPPER.readValue("{}", AllTypes.class)).isEqualTo(AllTypes.getDefaultInstance());
  }

  @Test
  void messagesInsideRecordsListsAndMapsRoundTrip() {
    Orders orders = new Orders(List.of(new Line(ORDER, "a"), new Line(AllTypes.getDefaultInstance(), null)),
        Map.of("7", ORDER));

    String json = MAPPER.writeValueAsString(orders);
    JsonNode tree = JsonTrees.read(json);

    assertThat(tree.at("/orders/0/order")).isEqualTo(JsonTrees.read(MARSHALLER.writeValueAsString(ORDER)));
    assertThat(tree.at("/orders/1/order").toString()).isEqualTo("{}");
    assertThat(tree.at("/byId/7/fString").asString()).isEqualTo("x");
    assertThat(MAPPER.readValue(json, Orders.class)).isEqualTo(orders);
  }

  @Test
  void genericWrappersArraysSetsOptionalsAndBuildersRoundTrip() {
    PageOf<Nested> page = new PageOf<>(List.of(ONE, TWO), 2);
    String pageJson = MAPPER.writeValueAsString(page);
    assertThat(pageJson).isEqualTo(
        "{\"content\":[{\"value\":1,\"note\":\"one\"},{\"value\":2,\"child\":{\"value\":1,\"note\":\"one\"}}],"
            + "\"total\":2}");
    assertThat(MAPPER.readValue(pageJson, new TypeReference<PageOf<Nested>>() {})).isEqualTo(page);

    Shapes shapes = new Shapes(new Nested[] {ONE, TWO}, new LinkedHashSet<>(List.of(TWO, ONE)), Optional.of(ONE),
        TWO.toBuilder());
    Shapes back = MAPPER.readValue(MAPPER.writeValueAsString(shapes), Shapes.class);
    assertThat(back.array()).containsExactly(ONE, TWO);
    assertThat(back.set()).containsExactlyInAnyOrder(TWO, ONE);
    assertThat(back.maybe()).contains(ONE);
    assertThat(back.builder().build()).isEqualTo(TWO);

    Bean bean = new Bean();
    bean.setNested(TWO);
    bean.setName("n");
    Bean beanBack = MAPPER.readValue(MAPPER.writeValueAsString(bean), Bean.class);
    assertThat(beanBack.getNested()).isEqualTo(TWO);
    assertThat(beanBack.getName()).isEqualTo("n");
  }

  @Test
  void buffersAndTreesCarryMessagesToo() {
    Line line = new Line(ORDER, "n");

    JsonNode tree = MAPPER.valueToTree(line);
    assertThat(tree.get("order")).isEqualTo(JsonTrees.read(MARSHALLER.writeValueAsString(ORDER)));
    assertThat(MAPPER.treeToValue(tree, Line.class)).isEqualTo(line);
    assertThat(MAPPER.convertValue(line, Line.class)).isEqualTo(line);
    assertThat(MAPPER.convertValue(Map.of("order", Map.of("fInt32", 5)), Line.class).order().getFInt32())
        .isEqualTo(5);
  }

  /**
   * Java numbers carried by a token buffer keep their value: an infinite Float or Double is read as infinity (as NaN
   * is), while JSON text too large for a double stays out of range.
   */
  @Test
  void nonFiniteJavaNumbersConvertedIntoAMessageKeepTheirValue() {
    Map<String, Object> order = new LinkedHashMap<>();
    order.put("fFloat", Float.POSITIVE_INFINITY);
    order.put("fDouble", Double.NEGATIVE_INFINITY);
    order.put("oDouble", Double.NaN);
    AllTypes read = MAPPER.convertValue(Map.of("order", order, "note", "n"), Line.class).order();

    assertThat(read.getFFloat()).isEqualTo(Float.POSITIVE_INFINITY);
    assertThat(read.getFDouble()).isEqualTo(Double.NEGATIVE_INFINITY);
    assertThat(read.getODouble()).isNaN();
    assertThatThrownBy(() -> MAPPER.readValue("{\"order\":{\"fDouble\":1e400},\"note\":\"n\"}", Line.class))
        .asInstanceOf(type(InvalidProtoJsonException.class))
        .satisfies(e -> assertThat(e.getOriginalMessage()).contains("out of range"));
    assertThatThrownBy(() -> MAPPER.convertValue(Map.of("order", Map.of("fFloat", 1e300), "note", "n"), Line.class))
        .asInstanceOf(type(InvalidProtoJsonException.class))
        .satisfies(e -> assertThat(e.getOriginalMessage()).contains("out of range"));
  }

  /** Bytes are written as binary: Jackson's token buffer holds the array itself, not base64 text; it reads back. */
  @Test
  void bytesCarriedByBuffersAndTreesReadBack() {
    AllTypes message = AllTypes.newBuilder().setFBytes(ByteString.copyFrom(new byte[] {0, -1, 'a'}))
        .addRBytes(ByteString.copyFromUtf8("r")).putMStringBytes("k", ByteString.copyFromUtf8("m"))
        .setWktBytes(BytesValue.of(ByteString.copyFromUtf8("w"))).build();
    Line line = new Line(message, "n");

    assertThat(MAPPER.convertValue(line, Line.class)).isEqualTo(line);
    JsonNode tree = MAPPER.valueToTree(line);
    assertThat(MAPPER.treeToValue(tree, Line.class)).isEqualTo(line);
    // The tree is read again unchanged: the message does not share the tree's array.
    assertThat(MAPPER.treeToValue(tree, Line.class).order().getFBytes().byteAt(1)).isEqualTo((byte) -1);
  }

  @Test
  void readerForUpdatingMergesIntoTheMessage() {
    AllTypes merged = MAPPER.readerForUpdating(ORDER).readValue("{\"fString\":\"y\",\"rNested\":[{}]}");

    assertThat(merged.getFString()).isEqualTo("y");
    assertThat(merged.getRNestedList()).containsExactly(ONE, TWO, Nested.getDefaultInstance());
    assertThat(merged.getFInt64()).isEqualTo(Long.MAX_VALUE);
  }

  @Test
  void nullIsNoMessageExceptForValue() {
    assertThat(MAPPER.readValue("{\"order\":null,\"note\":\"n\"}", Line.class)).isEqualTo(new Line(null, "n"));
    assertThat(MAPPER.readValue("{\"note\":\"n\"}", Line.class)).isEqualTo(new Line(null, "n"));
    assertThat(MAPPER.readValue("null", AllTypes.class)).isNull();
    assertThat(MAPPER.writeValueAsString(new Line(null, "n"))).isEqualTo("{\"order\":null,\"note\":\"n\"}");

    Value nullValue = Value.newBuilder().setNullValue(NullValue.NULL_VALUE).build();
    assertThat(MAPPER.readValue("null", Value.class)).isEqualTo(nullValue);
    assertThat(MAPPER.readValue("[1,null]", new TypeReference<List<Value>>() {}))
        .containsExactly(Value.newBuilder().setNumberValue(1).build(), nullValue);
    assertThat(MAPPER.readValue("{\"nothing\":null}", Enums.class).nothing()).isEqualTo(NullValue.NULL_VALUE);
    assertThat(MAPPER.readValue("{}", Enums.class).nothing()).isNull();
  }

  @Test
  void protobufEnumsAreNamesOrNumbers() {
    Enums enums = new Enums(Color.ULTRAVIOLET, Aliased.ALIASED_ALSO_FIRST, Status.DELETED, ClosedKind.CLOSED_TWO,
        OpenKind.OPEN_ONE, NullValue.NULL_VALUE);

    String json = MAPPER.writeValueAsString(enums);

    assertThat(JsonTrees.read(json)).isEqualTo(JsonTrees.read("{\"color\":\"ULTRAVIOLET\",\"aliased\":\"ALIASED_FIRST\","
        + "\"status\":\"DELETED\",\"closed\":\"CLOSED_TWO\",\"open\":\"OPEN_ONE\",\"nothing\":null}"));
    assertThat(MAPPER.readValue(json, Enums.class)).isEqualTo(enums);
    assertThat(MAPPER.readValue("{\"color\":-3,\"aliased\":\"ALIASED_ALSO_FIRST\",\"status\":7,\"open\":2.0}",
        Enums.class)).isEqualTo(new Enums(Color.BLUE, Aliased.ALIASED_FIRST, Status.DELETED, null, OpenKind.OPEN_TWO,
            null));

    JsonMapper asInts = mapper(MessageMarshaller.builder().printingEnumsAsInts().build());
    assertThat(JsonTrees.read(asInts.writeValueAsString(enums))).isEqualTo(JsonTrees.read(
        "{\"color\":1000000,\"aliased\":1,\"status\":7,\"closed\":2,\"open\":1,\"nothing\":null}"));
  }

  @Test
  void unknownEnumNamesAndNumbersAreErrorsUnlessUnknownFieldsAreIgnored() {
    // The same exception as for a message inside a record, with the path and location, for the same 400 answers.
    assertThatThrownBy(() -> MAPPER.readValue("{\"color\":\"PURPLE\"}", Enums.class))
        .isInstanceOf(InvalidProtoJsonException.class)
        .hasMessageContaining("Invalid value \"PURPLE\" for enum protojson.test.Color: unknown enum value name")
        .asInstanceOf(type(InvalidProtoJsonException.class))
        .satisfies(e -> {
          assertThat(e.getFieldPath()).isEqualTo("color");
          assertThat(e.getTypeName()).isEqualTo("protojson.test.Color");
          assertThat(e.getLine()).isEqualTo(1);
          assertThat(e.getColumn()).isEqualTo(10);
        });
    assertThatThrownBy(() -> MAPPER.readValue("{\"status\":3}", Enums.class))
        .isInstanceOf(InvalidProtoJsonException.class).hasMessageContaining("no value with this number");
    assertThatThrownBy(() -> MAPPER.readValue("{\"open\":99}", Enums.class))
        .isInstanceOf(InvalidProtoJsonException.class).hasMessageContaining("protojson.test.editions.OpenKind");
    // exactly: 1.0000000000000001 is 1 as a double, 1e-400 is 0
    for (String number : new String[] { "1.5", "1.0000000000000001", "1e-400", "2147483648", "1e10" }) {
      assertThatThrownBy(() -> MAPPER.readValue("{\"color\":" + number + "}", Enums.class)).as(number)
          .isInstanceOf(InvalidProtoJsonException.class).hasMessageContaining("not a 32-bit integer");
    }
    assertThat(MAPPER.readValue("{\"color\":1e0}", Enums.class).color()).isEqualTo(Color.RED);
    assertThatThrownBy(() -> MAPPER.readValue("{\"color\":true}", Enums.class))
        .isInstanceOf(MismatchedInputException.class);
    assertThatThrownBy(() -> MAPPER.writeValueAsString(new Enums(Color.UNRECOGNIZED, null, null, null, null, null)))
        .isInstanceOf(DatabindException.class).hasMessageContaining("protojson.test.Color.UNRECOGNIZED");

    JsonMapper lenient = mapper(MessageMarshaller.builder().ignoringUnknownFields().build());
    assertThat(lenient.readValue("{\"color\":\"PURPLE\",\"status\":3,\"open\":\"OPEN_TWO\"}", Enums.class))
        .isEqualTo(new Enums(null, null, null, null, OpenKind.OPEN_TWO, null));
  }

  @Test
  void anInvalidNestedValueNamesTheWholePathAndItsLocation() {
    String json = "{\"orders\":[{\"order\":{}},{\"note\":\"b\"},\n"
        + "  {\"order\":{\"rNested\":[{\"value\":1},{\"value\":\"lots\"}]}}]}";

    assertThatThrownBy(() -> MAPPER.readValue(json, Orders.class))
        .isInstanceOf(InvalidProtoJsonException.class)
        .isInstanceOf(MismatchedInputException.class)
        .hasMessageContaining("Invalid value \"lots\" for int32 field orders[2].order.rNested[1].value: not a number"
            + " at line 2, column 45")
        .asInstanceOf(type(InvalidProtoJsonException.class))
        .satisfies(e -> {
          assertThat(e.getFieldPath()).isEqualTo("orders[2].order.rNested[1].value");
          assertThat(e.getLine()).isEqualTo(2);
          assertThat(e.getColumn()).isEqualTo(45);
          assertThat(e.getLocation().getLineNr()).isEqualTo(2);
          assertThat(e.getLocation().getColumnNr()).isEqualTo(45);
          assertThat(e.getParseError()).isInstanceOf(ProtoJsonParseException.class);
          assertThat(e.getTargetType()).isEqualTo(AllTypes.class);
          // Jackson's own rendering of the chain names the message classes the inner references are in.
          assertThat(e.getPathReference()).endsWith("AllTypes[\"order\"]".replace("AllTypes", Line.class.getName())
              + "->" + AllTypes.class.getName() + "[\"rNested\"]->" + AllTypes.class.getName() + "[1]->"
              + Nested.class.getName() + "[\"value\"]");
        });
  }

  @Test
  void pathsThroughMapKeysArraysAndTopLevelValues() {
    assertThatThrownBy(() -> MAPPER.readValue("{\"byId\":{\"k.1\":{\"mStringNested\":{\"a\":{\"child\":{\"x\":1}}}}}}",
        Orders.class))
        .asInstanceOf(type(InvalidProtoJsonException.class))
        .satisfies(e -> assertThat(e.getFieldPath()).isEqualTo("byId.k.1.mStringNested.a.child.x"));
    assertThatThrownBy(() -> MAPPER.readValue("[{},{\"fBool\":1}]", AllTypes[].class))
        .asInstanceOf(type(InvalidProtoJsonException.class))
        .satisfies(e -> assertThat(e.getFieldPath()).isEqualTo("[1].fBool"));
    assertThatThrownBy(() -> MAPPER.readValue("{\"rNested\":[{},{},{\"value\":1e99}]}", AllTypes.class))
        .asInstanceOf(type(InvalidProtoJsonException.class))
        .satisfies(e -> assertThat(e.getFieldPath()).isEqualTo("rNested[2].value"));
    assertThatThrownBy(() -> MAPPER.readValue("{\"content\":[{\"value\":2},[]]}",
        new TypeReference<PageOf<Nested>>() {}))
        .asInstanceOf(type(InvalidProtoJsonException.class))
        .satisfies(e -> assertThat(e.getFieldPath()).isEqualTo("content[1]"));
    // Replayed from Jackson's buffer, where locations are unknown, the path is still whole.
    assertThatThrownBy(() -> MAPPER.convertValue(Map.of("order", Map.of("fInt32", "x")), Line.class))
        .asInstanceOf(type(InvalidProtoJsonException.class))
        .satisfies(e -> assertThat(e.getFieldPath()).isEqualTo("order.fInt32"));
  }

  @Test
  void unknownFieldsInsideAMessageAreErrorsUnlessIgnored() {
    String json = "{\"order\":{\"fInt32\":1,\"surprise\":{\"a\":[1]}},\"note\":\"n\"}";

    assertThatThrownBy(() -> MAPPER.readValue(json, Line.class))
        .asInstanceOf(type(InvalidProtoJsonException.class))
        .satisfies(e -> {
          assertThat(e.getFieldPath()).isEqualTo("order.surprise");
          assertThat(e.getOriginalMessage()).contains("surprise");
        });
    Line lenient = mapper(MessageMarshaller.builder().ignoringUnknownFields().register(AllTypes.getDefaultInstance())
        .build()).readValue(json, Line.class);
    assertThat(lenient).isEqualTo(new Line(AllTypes.newBuilder().setFInt32(1).build(), "n"));
  }

  @Test
  void aMissingRequiredFieldIsAnErrorNamingItsPath() {
    record Holder(Proto2Types value) {}

    assertThatThrownBy(() -> MAPPER.readValue("{\"value\":{\"id\":1,\"oChild\":{\"id\":2,\"name\":\"c\"}}}",
        Holder.class))
        .asInstanceOf(type(InvalidProtoJsonException.class))
        .satisfies(e -> {
          assertThat(e.getFieldPath()).isEqualTo("value.name");
          assertThat(e.getOriginalMessage()).contains("Missing required field value.name");
        });
  }

  @Test
  void aMessageIsNeverReadAsABeanEvenWhereTheDeclaredTypeIsAbstract() {
    assertThatThrownBy(() -> MAPPER.readValue("{\"message\":{\"value\":1}}", Held.class))
        .isInstanceOf(InvalidDefinitionException.class)
        .hasMessageContaining("declare the generated message class");
    // Written by its runtime class.
    assertThat(MAPPER.writeValueAsString(new Held(ONE))).isEqualTo("{\"message\":{\"value\":1,\"note\":\"one\"}}");
  }

  @Test
  void unregisteredTypesFollowTheMarshallersRule() {
    JsonMapper strict = mapper(MessageMarshaller.builder().register(Nested.getDefaultInstance())
        .registeringTypesOnDemand(false).build());

    assertThatThrownBy(() -> strict.writeValueAsString(new Line(ORDER, "n")))
        .isInstanceOf(InvalidDefinitionException.class)
        .hasRootCauseInstanceOf(UnregisteredTypeException.class)
        .hasMessageContaining("protojson.test.AllTypes").hasMessageContaining("registeringTypesOnDemand(true)");
    assertThatThrownBy(() -> strict.readValue("{\"order\":{}}", Line.class))
        .isInstanceOf(InvalidDefinitionException.class)
        .hasRootCauseInstanceOf(UnregisteredTypeException.class);
    assertThat(strict.readValue("{\"value\":3}", Nested.class).getValue()).isEqualTo(3);

    JsonMapper onDemand = mapper(MessageMarshaller.builder().registeringTypesOnDemand().build());
    Line line = new Line(ORDER, "n");
    assertThat(onDemand.readValue(onDemand.writeValueAsString(line), Line.class)).isEqualTo(line);
  }

  @Test
  void namesInsideTheMessageFollowTheMarshallerAndNamesOutsideFollowJackson() {
    JsonMapper mapper = JsonMapper.builder()
        .addModule(new ProtoJsonModule(MessageMarshaller.builder().preservingProtoFieldNames()
            .register(AllTypes.getDefaultInstance()).build()))
        .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).build();
    SnakeCase value = new SnakeCase("n", AllTypes.newBuilder().setFInt32(3).addRString("s").build());

    String json = mapper.writeValueAsString(value);

    assertThat(JsonTrees.read(json)).isEqualTo(JsonTrees.read(
        "{\"order_note\":\"n\",\"the_order\":{\"f_int32\":3,\"r_string\":[\"s\"]}}"));
    assertThat(mapper.readValue(json, SnakeCase.class)).isEqualTo(value);
  }

  @Test
  void aWriteErrorInsideAMessageNamesTheFieldPath() {
    AllTypes bad = AllTypes.newBuilder().setWktTimestamp(Timestamp.newBuilder().setSeconds(Long.MAX_VALUE)).build();

    assertThatThrownBy(() -> MAPPER.writeValueAsString(new Line(bad, "n")))
        .isInstanceOf(DatabindException.class)
        .hasMessageContaining("Cannot write field wktTimestamp as JSON")
        .asInstanceOf(type(DatabindException.class))
        .extracting(DatabindException::getPathReference).asString().contains("[\"order\"]");
  }

  @Test
  void typeInformationWrapsTheMessageAsCachesAndRedisSerializersSetItUp() {
    JsonMapper typed = typedMapper();
    Cached cached = new Cached(ORDER, new ArrayList<>(List.of(ONE, Color.RED,
        Value.newBuilder().setStringValue("v").build(), NullValue.NULL_VALUE,
        Value.newBuilder().setNullValue(NullValue.NULL_VALUE).build())));

    String json = typed.writeValueAsString(cached);

    JsonNode tree = JsonTrees.read(json);
    assertThat(tree.get("value").get(0).asString()).isEqualTo(AllTypes.class.getName());
    assertThat(tree.get("value").get(1)).isEqualTo(JsonTrees.read(MARSHALLER.writeValueAsString(ORDER)));
    // The list is wrapped too, with its own class.
    JsonNode values = tree.get("values").get(1);
    assertThat(values.get(0).get(1)).isEqualTo(JsonTrees.read("{\"value\":1,\"note\":\"one\"}"));
    assertThat(values.get(1).get(1).asString()).isEqualTo("RED");
    assertThat(values.get(2).get(1).asString()).isEqualTo("v");
    assertThat(typed.readValue(json, Cached.class)).isEqualTo(cached);
    assertThat(typed.readValue(typed.writerFor(Object.class).writeValueAsString(ONE), Object.class)).isEqualTo(ONE);
  }

  @Test
  void aTypeIdInsideTheMessageObjectLeavesTheRestOfTheObjectAsTheMessage() {
    TypedInside typed = new TypedInside(TWO);
    String written = MAPPER.writeValueAsString(typed);
    assertThat(written).startsWith("{\"value\":[\"" + Nested.class.getName() + "\",{");
    assertThat(MAPPER.readValue(written, TypedInside.class)).isEqualTo(typed);

    // As another writer puts it: the id first, last, or alone. The members around it are the message's, every one
    // of them (the first after the id must not pass for the whole message: {"value": 2}).
    String id = "\"@class\":\"" + Nested.class.getName() + "\"";
    for (String inside : new String[] { "{" + id + ",\"value\":2,\"child\":{\"value\":1,\"note\":\"one\"}}",
        "{\"value\":2," + id + ",\"child\":{\"value\":1,\"note\":\"one\"}}",
        "{\"value\":2,\"child\":{\"value\":1,\"note\":\"one\"}," + id + "}" }) {
      assertThat(MAPPER.readValue("{\"value\":" + inside + "}", TypedInside.class)).as(inside).isEqualTo(typed);
    }
    assertThat(MAPPER.readValue("{\"value\":{" + id + "}}", TypedInside.class))
        .isEqualTo(new TypedInside(Nested.getDefaultInstance()));
    assertThatThrownBy(() -> MAPPER.readValue("{\"value\":{" + id + ",\"value\":\"x\"}}", TypedInside.class))
        .isInstanceOf(InvalidProtoJsonException.class)
        .hasMessageContaining("Invalid value \"x\" for int32 field value.value");
  }

  /** A message behind a delegating creator: Jackson hands it over after the object's first brace. */
  record Reference(Nested order) {
    @com.fasterxml.jackson.annotation.JsonCreator(mode = com.fasterxml.jackson.annotation.JsonCreator.Mode.DELEGATING)
    Reference {}

    @com.fasterxml.jackson.annotation.JsonValue
    Nested value() {
      return order;
    }
  }

  record Wrapped(@com.fasterxml.jackson.annotation.JsonValue AllTypes order) {}

  @Test
  void messagesBehindDelegatingCreatorsAndJsonValueReadBack() {
    Reference reference = new Reference(TWO);
    String json = MAPPER.writeValueAsString(reference);
    assertThat(json).isEqualTo(MARSHALLER.writeValueAsString(TWO));
    assertThat(MAPPER.readValue(json, Reference.class)).isEqualTo(reference);
    assertThat(MAPPER.readValue("{}", Reference.class)).isEqualTo(new Reference(Nested.getDefaultInstance()));
    assertThat(MAPPER.readValue("[" + json + "," + json + "]", new TypeReference<List<Reference>>() {}))
        .containsExactly(reference, reference);

    Wrapped wrapped = new Wrapped(ORDER);
    String order = MAPPER.writeValueAsString(wrapped);
    assertThat(order).isEqualTo(MARSHALLER.writeValueAsString(ORDER));
    assertThat(MAPPER.readValue(order, Wrapped.class)).isEqualTo(wrapped);

    // what is wrong inside it is still an error, with the path inside the message
    assertThatThrownBy(() -> MAPPER.readValue("{\"value\":1,\"child\":{\"nope\":1}}", Reference.class))
        .isInstanceOf(InvalidProtoJsonException.class).hasMessageContaining("nope")
        .asInstanceOf(type(InvalidProtoJsonException.class))
        .satisfies(e -> {
          assertThat(e.getFieldPath()).isEqualTo("child.nope");
          assertThat(e.getLine()).isEqualTo(-1);
          assertThat(e.getColumn()).isEqualTo(-1);
        });
    // read from Jackson's copy of the object, the message names the path once, not the member Jackson read twice
    assertThatThrownBy(() -> MAPPER.readValue("[{},{\"child\":{\"value\":\"x\"}}]",
        new TypeReference<List<Reference>>() {}))
        .isInstanceOf(InvalidProtoJsonException.class)
        .hasMessageStartingWith("Invalid value \"x\" for int32 field [1].child.value: not a number")
        .hasMessageNotContaining("child.child");
  }

  /** A DynamicMessage inside an application's type is written through the marshaller, as a generated one is. */
  @Test
  void aDynamicMessageIsWrittenByItsDescriptorAndTheGeneratedClassOfItsTypeStillWorks() {
    JsonMapper onDemand = mapper(MessageMarshaller.builder().registeringTypesOnDemand().build());
    com.google.protobuf.DynamicMessage dynamic = com.google.protobuf.DynamicMessage
        .newBuilder(ONE.getDescriptorForType()).mergeFrom(ONE).build();
    String json = "{\"message\":{\"value\":1,\"note\":\"one\"}}";

    assertThat(onDemand.writeValueAsString(new Held(dynamic))).isEqualTo(json);
    assertThat(onDemand.writeValueAsString(new Held(ONE))).isEqualTo(json);
    assertThat(onDemand.readValue("{\"value\":1,\"note\":\"one\"}", Nested.class)).isEqualTo(ONE);
  }

  record Keyed(Map<Color, Integer> byColor, Map<Aliased, String> byAlias) {}

  @Test
  void protobufEnumsAsMapKeysAreTheirNamesOrNumbersAndUnrecognizedIsRefused() {
    Map<Color, Integer> byColor = new LinkedHashMap<>();
    byColor.put(Color.BLUE, 1);
    byColor.put(Color.ULTRAVIOLET, 2);
    Keyed keyed = new Keyed(byColor, Map.of(Aliased.ALIASED_ALSO_FIRST, "a"));

    String json = MAPPER.writeValueAsString(keyed);
    assertThat(json).isEqualTo("{\"byColor\":{\"BLUE\":1,\"ULTRAVIOLET\":2},\"byAlias\":{\"ALIASED_FIRST\":\"a\"}}");
    assertThat(MAPPER.readValue(json, Keyed.class)).isEqualTo(keyed);
    // numbers and aliases read too, as for values; Jackson's ordinals are not protobuf's numbers
    assertThat(MAPPER.readValue("{\"byColor\":{\"-3\":1,\"1000000\":2},\"byAlias\":{\"ALIASED_ALSO_FIRST\":\"a\"}}",
        Keyed.class)).isEqualTo(keyed);
    assertThat(MAPPER.rebuild().enable(tools.jackson.databind.cfg.EnumFeature.WRITE_ENUM_KEYS_USING_INDEX).build()
        .writeValueAsString(keyed)).isEqualTo(json);

    JsonMapper asInts = mapper(MessageMarshaller.builder().printingEnumsAsInts().build());
    String numbers = asInts.writeValueAsString(keyed);
    assertThat(numbers).isEqualTo("{\"byColor\":{\"-3\":1,\"1000000\":2},\"byAlias\":{\"1\":\"a\"}}");
    assertThat(asInts.readValue(numbers, Keyed.class)).isEqualTo(keyed);

    Color unrecognized = AllTypes.newBuilder().setFEnumValue(7).build().getFEnum();
    assertThat(unrecognized).isEqualTo(Color.UNRECOGNIZED);
    assertThatThrownBy(() -> MAPPER.writeValueAsString(Map.of(unrecognized, 3)))
        .isInstanceOf(DatabindException.class).hasMessageContaining("protojson.test.Color.UNRECOGNIZED");
    for (String key : new String[] { "PURPLE", "7", "UNRECOGNIZED", "1.0", "" }) {
      assertThatThrownBy(() -> MAPPER.readValue("{\"byColor\":\n {\"" + key + "\":1}}", Keyed.class)).as(key)
          .isInstanceOfSatisfying(InvalidProtoJsonException.class, e -> {
            assertThat(e.getFieldPath()).isEqualTo("byColor." + key);
            assertThat(e.getLine()).isEqualTo(2);
            assertThat(e.getColumn()).isEqualTo(3);
            assertThat(e.getTypeName()).isEqualTo("protojson.test.Color");
          })
          .hasMessageContaining("Invalid map key \"" + key + "\" for enum protojson.test.Color: not a value name or"
              + " number of enum protojson.test.Color");
    }
  }

  @com.fasterxml.jackson.annotation.JsonTypeInfo(use = com.fasterxml.jackson.annotation.JsonTypeInfo.Id.NAME,
      property = "kind")
  @com.fasterxml.jackson.annotation.JsonSubTypes(@com.fasterxml.jackson.annotation.JsonSubTypes.Type(
      value = Created.class, name = "created"))
  interface Happening {}

  record Created(Nested payload) implements Happening {}

  record Log(Happening event) {}

  /**
   * A type id after the message: Jackson buffers the message and replays it, so the error names the path from the
   * root (not Jackson's replaying contexts, which hold the id's property) and has no line and column.
   */
  @Test
  void anErrorInAMessageJacksonReplaysNamesItsPathAndNoPlace() {
    String json = "{\"event\":{\"payload\":{\"child\":{\"value\":\"x\"}},\"kind\":\"created\"}}";
    assertThatThrownBy(() -> MAPPER.readValue(json, Log.class))
        .isInstanceOf(InvalidProtoJsonException.class)
        .asInstanceOf(type(InvalidProtoJsonException.class))
        .satisfies(e -> {
          assertThat(e.getFieldPath()).isEqualTo("event.payload.child.value");
          assertThat(e.getOriginalMessage())
              .isEqualTo("Invalid value \"x\" for int32 field event.payload.child.value: not a number");
          assertThat(e.getMessage()).doesNotContain("kind").doesNotContain(" at line ");
          assertThat(e.getLine()).isEqualTo(-1);
          assertThat(e.getColumn()).isEqualTo(-1);
        });
    // read where it stands, the same error has its place
    assertThatThrownBy(() -> MAPPER.readValue("{\"event\":{\"kind\":\"created\",\"payload\":{\"child\":"
        + "{\"value\":\"x\"}}}}", Log.class))
        .asInstanceOf(type(InvalidProtoJsonException.class))
        .satisfies(e -> {
          assertThat(e.getOriginalMessage())
              .isEqualTo("Invalid value \"x\" for int32 field event.payload.child.value: not a number");
          assertThat(e.getColumn()).isEqualTo(56); // the value "x"
        });
  }

  record Defaulted(@com.fasterxml.jackson.annotation.JsonSetter(nulls = com.fasterxml.jackson.annotation.Nulls.AS_EMPTY)
      Nested nested, @com.fasterxml.jackson.annotation.JsonSetter(nulls = com.fasterxml.jackson.annotation.Nulls.AS_EMPTY)
      Nested.Builder builder) {}

  /** Nulls.AS_EMPTY: the empty message, as Jackson gives an empty bean. */
  @Test
  void nullAsEmptyIsTheEmptyMessage() {
    Defaulted read = MAPPER.readValue("{\"nested\":null,\"builder\":null}", Defaulted.class);
    assertThat(read.nested()).isEqualTo(Nested.getDefaultInstance());
    assertThat(read.builder().build()).isEqualTo(Nested.getDefaultInstance());
  }

  /** A tree holding the message itself, as Jackson's bean deserializers take a bean from it. */
  @Test
  void aTreeHoldingTheMessageItselfGivesIt() {
    JsonNode tree = MAPPER.createObjectNode().set("nested", MAPPER.getNodeFactory().pojoNode(TWO));
    assertThat(MAPPER.treeToValue(tree.get("nested"), Nested.class)).isSameAs(TWO);
    assertThat(MAPPER.treeToValue(tree.get("nested"), Nested.Builder.class).build()).isEqualTo(TWO);
    assertThat(MAPPER.treeToValue(tree, Defaulted.class).nested()).isSameAs(TWO);
    // of another type, it is not a message of this one
    JsonNode other = MAPPER.getNodeFactory().pojoNode(ORDER);
    assertThatThrownBy(() -> MAPPER.treeToValue(other, Nested.class)).isInstanceOf(DatabindException.class);
  }

  /** The recursion limit holds for a message read from a tree or a buffer too, whose parsers count no nesting. */
  @Test
  void theRecursionLimitHoldsForTreesAndBuffers() {
    String deep = "{\"child\":".repeat(150) + "{}" + "}".repeat(150);
    String shallow = "{\"child\":".repeat(50) + "{}" + "}".repeat(50);
    JsonNode deepTree = MAPPER.readTree(deep);
    assertThatThrownBy(() -> MAPPER.readValue(deep, Nested.class)).hasMessageContaining("recursion limit of 100");
    assertThatThrownBy(() -> MAPPER.treeToValue(deepTree, Nested.class)).isInstanceOf(InvalidProtoJsonException.class)
        .hasMessageContaining("recursion limit of 100");
    assertThatThrownBy(() -> MAPPER.convertValue(MAPPER.convertValue(deepTree, Map.class), Nested.class))
        .hasMessageContaining("recursion limit of 100");
    assertThat(MAPPER.treeToValue(MAPPER.readTree(shallow), Nested.class))
        .isEqualTo(MAPPER.readValue(shallow, Nested.class));
  }

  record Blobs(ByteString data, List<ByteString> more, Map<String, ByteString> byName) {}

  /**
   * A ByteString outside a message is base64, as a bytes field is: Jackson on its own writes the bean properties
   * {@code empty} and {@code validUtf8} and loses the bytes.
   */
  @Test
  void byteStringsInTheApplicationsTypesAreBase64BothWays() {
    Blobs blobs = new Blobs(ByteString.copyFrom(new byte[] {0, -1, 'a'}), List.of(ByteString.copyFromUtf8("r")),
        Map.of("k", ByteString.EMPTY));
    String json = MAPPER.writeValueAsString(blobs);
    assertThat(json).isEqualTo("{\"data\":\"AP9h\",\"more\":[\"cg==\"],\"byName\":{\"k\":\"\"}}");
    assertThat(MAPPER.readValue(json, Blobs.class)).isEqualTo(blobs);
    // URL-safe and unpadded, as bytes fields are read; from Java values and trees too
    assertThat(MAPPER.readValue("{\"data\":\"AP9h\",\"more\":[\"_-8\"]}", Blobs.class).more())
        .containsExactly(ByteString.copyFrom(new byte[] {-1, -17}));
    assertThat(MAPPER.convertValue(blobs, Blobs.class)).isEqualTo(blobs);
    assertThat(MAPPER.treeToValue(MAPPER.valueToTree(blobs), Blobs.class)).isEqualTo(blobs);
    assertThat(MAPPER.convertValue(Map.of("data", new byte[] {1, 2}), Blobs.class).data())
        .isEqualTo(ByteString.copyFrom(new byte[] {1, 2}));
    assertThatThrownBy(() -> MAPPER.readValue("{\"more\":[\"cg==\",\"not base64!\"]}", Blobs.class))
        .isInstanceOf(MismatchedInputException.class)
        .hasMessageContaining("not base64")
        .hasMessageContaining("[\"more\"]->java.util.ArrayList[1]");
  }

  /**
   * Bytes that convertValue and trees carry as binary, read where text is read (a Struct, a Value, a string field),
   * are their base64, as when read from the JSON text.
   */
  @Test
  void bytesCarriedAsBinaryReadIntoTextAreTheirBase64AsFromText() {
    AllTypes message = AllTypes.newBuilder().setFInt32(1).setFBytes(ByteString.copyFromUtf8("hi")).build();
    Struct fromText = MAPPER.readValue(MAPPER.writeValueAsString(message), Struct.class);
    assertThat(fromText.getFieldsOrThrow("fBytes").getStringValue()).isEqualTo("aGk=");
    assertThat(MAPPER.convertValue(message, Struct.class)).isEqualTo(fromText);
    assertThat(MAPPER.treeToValue(MAPPER.valueToTree(message), Struct.class)).isEqualTo(fromText);
    assertThat(MAPPER.convertValue(List.of(new byte[] {1}), ListValue.class))
        .isEqualTo(ListValue.newBuilder().addValues(Value.newBuilder().setStringValue("AQ==")).build());
    assertThat(MAPPER.convertValue(Map.of("note", ByteString.copyFromUtf8("hi")), Nested.class).getNote())
        .isEqualTo("aGk=");
  }

  /** A mapper with type information, as caches and Redis serializers set Jackson up. */
  private static JsonMapper typedMapper() {
    return JsonMapper.builder().addModule(new ProtoJsonModule(MARSHALLER))
        .activateDefaultTyping(BasicPolymorphicTypeValidator.builder().allowIfSubType("dev.protojson.")
            .allowIfSubType("com.google.protobuf.").allowIfSubType("java.util.").build(), DefaultTyping.NON_FINAL)
        .build();
  }

  record KeyedBlobs(Map<ByteString, String> byBytes) {}

  record AnyBlob(Object value) {}

  /**
   * A ByteString map key is base64 too: Jackson on its own writes its toString(), which differs from run to run and
   * drops bytes, and cannot read it back.
   */
  @Test
  void byteStringKeysAreBase64BothWays() {
    KeyedBlobs keyed = new KeyedBlobs(Map.of(ByteString.copyFrom(new byte[] {-1, 0, 'A'}), "a"));
    String json = MAPPER.writeValueAsString(keyed);
    assertThat(json).isEqualTo("{\"byBytes\":{\"/wBB\":\"a\"}}");
    assertThat(MAPPER.readValue(json, KeyedBlobs.class)).isEqualTo(keyed);
    assertThat(MAPPER.readValue("{\"byBytes\":{\"_wBB\":\"a\"}}", KeyedBlobs.class)).isEqualTo(keyed);
    assertThatThrownBy(() -> MAPPER.readValue("{\"byBytes\":{\"not base64!\":\"a\"}}", KeyedBlobs.class))
        .isInstanceOf(MismatchedInputException.class).hasMessageContaining("not base64");
  }

  /** With type information, a ByteString carries ByteString's id, not that of protobuf's private subclass. */
  @Test
  void byteStringsTakeTypeInformationAsCachesAndRedisSerializersSetItUp() {
    JsonMapper typed = typedMapper();
    Blobs blobs = new Blobs(ByteString.copyFromUtf8("hi"), new ArrayList<>(List.of(ByteString.copyFromUtf8("r"))),
        new java.util.HashMap<>(Map.of("k", ByteString.EMPTY)));
    String json = typed.writeValueAsString(blobs);
    assertThat(json).contains("[\"com.google.protobuf.ByteString\",\"aGk=\"]");
    assertThat(typed.readValue(json, Blobs.class)).isEqualTo(blobs);
    AnyBlob any = new AnyBlob(ByteString.copyFromUtf8("hi"));
    assertThat(typed.readValue(typed.writeValueAsString(any), AnyBlob.class)).isEqualTo(any);
    // An id that names the private subclass, as another writer may have put it, reads too.
    assertThat(typed.readValue("{\"value\":[\"com.google.protobuf.ByteString$LiteralByteString\",\"aGk=\"]}",
        AnyBlob.class)).isEqualTo(any);
  }

  /**
   * The marshaller refuses a message nested deeper than the generator allows; the token buffer of convertValue and
   * the tree builder of valueToTree enforce no nesting limit of their own, and a deep enough message overflowed the
   * stack there.
   */
  @Test
  void messagesTooDeepForTheGeneratorAreRefusedOnTheWayIntoABufferToo() {
    AllTypes deep = AllTypes.getDefaultInstance();
    for (int i = 0; i < 5_000; i++) {
      deep = AllTypes.newBuilder().setRecursive(deep).build();
    }
    Line line = new Line(deep, "n");
    for (Runnable conversion : List.<Runnable>of(() -> MAPPER.convertValue(line, Map.class),
        () -> MAPPER.valueToTree(line), () -> MAPPER.writeValueAsString(line))) {
      assertThatThrownBy(conversion::run).isInstanceOf(DatabindException.class)
          .hasMessageContaining("nesting depth")
          .hasMessageContaining("recursive.recursive.recursive")
          .hasRootCauseInstanceOf(tools.jackson.core.exc.StreamConstraintsException.class);
    }
    // At the limit, written and converted alike
    AllTypes fits = AllTypes.getDefaultInstance();
    for (int i = 0; i < 498; i++) {
      fits = AllTypes.newBuilder().setRecursive(fits).build();
    }
    Line fitting = new Line(fits, "n");
    String innermost = "/order" + "/recursive".repeat(498);
    assertThat(MAPPER.valueToTree(fitting).at(innermost).isObject()).isTrue();
    assertThat(MAPPER.valueToTree(MAPPER.convertValue(fitting, Map.class)).at(innermost).isEmpty()).isTrue();
    assertThat(MAPPER.writeValueAsString(fitting)).contains("{\"recursive\":{}}");
    AllTypes tooDeep = AllTypes.newBuilder().setRecursive(AllTypes.newBuilder().setRecursive(fits)).build();
    assertThatThrownBy(() -> MAPPER.writeValueAsString(new Line(tooDeep, "n"))).isInstanceOf(DatabindException.class);
    assertThatThrownBy(() -> MAPPER.valueToTree(new Line(tooDeep, "n"))).isInstanceOf(DatabindException.class);
  }
}
