package dev.protojson.jackson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonIncludeProperties;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.google.protobuf.ListValue;
import com.google.protobuf.StringValue;
import com.google.protobuf.Value;
import dev.protojson.MessageMarshaller;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Color;
import dev.protojson.test.proto3.Nested;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.core.json.JsonWriteFeature;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.cfg.EnumFeature;
import tools.jackson.databind.exc.InvalidDefinitionException;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.json.JsonMapper;

/**
 * Jackson settings and annotations that reach into a message: honoured where proto3 JSON allows, refused with an
 * error that says why where it does not, never dropped without a word.
 */
class AnnotationsAndFeaturesTests {

  private static final MessageMarshaller MARSHALLER = MessageMarshaller.builder().printingEnumsAsInts()
      .register(AllTypes.getDefaultInstance()).build();

  private static final AllTypes MESSAGE = AllTypes.newBuilder().setFInt32(7).setFEnum(Color.BLUE)
      .setWktValue(Value.newBuilder().setNumberValue(1.5))
      .setWktListValue(ListValue.newBuilder().addValues(Value.newBuilder().setNumberValue(2)))
      .build();

  record Held(AllTypes message, int count) {}

  record Unwrapped(@JsonUnwrapped Nested nested, String note) {}

  static final class UnwrappedBean {
    @JsonUnwrapped
    public Nested nested;
    public String note;
  }

  record Ignoring(@JsonIgnoreProperties({"note"}) Nested nested) {}

  record IgnoringUnknown(@JsonIgnoreProperties(ignoreUnknown = true) Nested nested) {}

  record Including(@JsonIncludeProperties({"value"}) Nested nested) {}

  /** The common class-level setting: about the record's own properties, not the message's. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  record Lenient(Nested nested, String note) {}

  record Shapes(@JsonFormat(shape = JsonFormat.Shape.NUMBER) Color number,
      @JsonFormat(shape = JsonFormat.Shape.STRING) Color name, Color plain) {}

  record UnknownAsNull(@JsonFormat(with = JsonFormat.Feature.READ_UNKNOWN_ENUM_VALUES_AS_NULL) Color lenient,
      Color strict) {}

  record UnknownNotNull(@JsonFormat(without = JsonFormat.Feature.READ_UNKNOWN_ENUM_VALUES_AS_NULL) Color strict,
      Color lenient) {}

  record Holder(Nested nested, Color color, StringValue text, ListValue list, String note) {}

  private static JsonMapper mapper() {
    return JsonMapper.builder().addModule(new ProtoJsonModule(MARSHALLER)).build();
  }

  @Test
  void numbersAsStringsQuoteTheNumbersAroundAMessageButNotInsideIt() {
    JsonMapper quoting = JsonMapper.builder().addModule(new ProtoJsonModule(MARSHALLER))
        .enable(JsonWriteFeature.WRITE_NUMBERS_AS_STRINGS).build();
    String json = quoting.writeValueAsString(new Held(MESSAGE, 3));
    assertThat(json).isEqualTo("{\"message\":" + MARSHALLER.writeValueAsString(MESSAGE) + ",\"count\":\"3\"}");
    // The enum number and the Value's number are numbers still, so the message reads back the same.
    assertThat(mapper().readValue(json, Held.class)).isEqualTo(new Held(MESSAGE, 3));
  }

  @Test
  void aMessageAsAMapKeyIsRefused() {
    assertThatThrownBy(() -> mapper().writeValueAsString(Map.of(Nested.newBuilder().setValue(1).build(), "one")))
        .isInstanceOf(InvalidDefinitionException.class)
        .hasMessageContaining("A protobuf message (protojson.test.Nested) cannot be a JSON object's key");
  }

  @Test
  void unwrappingAMessageIsRefusedBothWays() {
    Nested nested = Nested.newBuilder().setValue(1).setNote("n").build();
    assertThatThrownBy(() -> mapper().writeValueAsString(new Unwrapped(nested, "x")))
        .isInstanceOf(InvalidDefinitionException.class)
        .hasMessageContaining("@JsonUnwrapped cannot move the fields of protobuf message protojson.test.Nested");
    UnwrappedBean bean = new UnwrappedBean();
    bean.nested = nested;
    assertThatThrownBy(() -> mapper().writeValueAsString(bean)).isInstanceOf(InvalidDefinitionException.class)
        .hasMessageContaining("@JsonUnwrapped");
    assertThatThrownBy(() -> mapper().readValue("{\"value\":1,\"note\":\"n\"}", UnwrappedBean.class))
        .isInstanceOf(InvalidDefinitionException.class)
        .hasMessageContaining("@JsonUnwrapped cannot move the fields of protobuf message protojson.test.Nested");
  }

  @Test
  void leavingFieldsOutOfAMessageIsRefusedBothWays() {
    Nested nested = Nested.newBuilder().setValue(1).setNote("n").build();
    assertThatThrownBy(() -> mapper().writeValueAsString(new Ignoring(nested)))
        .isInstanceOf(InvalidDefinitionException.class).hasMessageContaining("@JsonIgnoreProperties on nested");
    assertThatThrownBy(() -> mapper().readValue("{\"nested\":{\"value\":1}}", Ignoring.class))
        .isInstanceOf(InvalidDefinitionException.class).hasMessageContaining("@JsonIgnoreProperties on nested");
    assertThatThrownBy(() -> mapper().writeValueAsString(new Including(nested)))
        .isInstanceOf(InvalidDefinitionException.class).hasMessageContaining("@JsonIncludeProperties on nested");
    // Ignoring unknown fields is about reading; the marshaller decides that for messages.
    assertThat(mapper().writeValueAsString(new IgnoringUnknown(nested)))
        .isEqualTo("{\"nested\":{\"value\":1,\"note\":\"n\"}}");
    assertThatThrownBy(() -> mapper().readValue("{\"nested\":{\"value\":1}}", IgnoringUnknown.class))
        .isInstanceOf(InvalidDefinitionException.class).hasMessageContaining("ignoringUnknownFields()");
  }

  @Test
  void aClassLevelIgnoreUnknownIsTheRecordsOwnBusiness() {
    Lenient lenient = mapper().readValue("{\"nested\":{\"value\":1},\"other\":2,\"note\":\"n\"}", Lenient.class);
    assertThat(lenient).isEqualTo(new Lenient(Nested.newBuilder().setValue(1).build(), "n"));
    assertThat(mapper().writeValueAsString(lenient)).isEqualTo("{\"nested\":{\"value\":1},\"note\":\"n\"}");
  }

  @Test
  void aPropertysShapeChoosesBetweenAnEnumsNameAndNumber() {
    Shapes shapes = new Shapes(Color.BLUE, Color.BLUE, Color.BLUE);
    // MARSHALLER prints enums as ints: the plain property follows it, the annotated ones their shape.
    assertThat(mapper().writeValueAsString(shapes)).isEqualTo("{\"number\":-3,\"name\":\"BLUE\",\"plain\":-3}");
    JsonMapper byName = JsonMapper.builder()
        .addModule(new ProtoJsonModule(MessageMarshaller.builder().register(Nested.getDefaultInstance()).build()))
        .build();
    assertThat(byName.writeValueAsString(shapes)).isEqualTo("{\"number\":-3,\"name\":\"BLUE\",\"plain\":\"BLUE\"}");
    assertThat(byName.readValue("{\"number\":-3,\"name\":\"BLUE\",\"plain\":\"BLUE\"}", Shapes.class))
        .isEqualTo(shapes);
    // A config override for the enum type is its default shape, as for Java enums.
    JsonMapper overridden = JsonMapper.builder().addModule(new ProtoJsonModule(MARSHALLER))
        .withConfigOverride(Color.class, o -> o.setFormat(JsonFormat.Value.forShape(JsonFormat.Shape.STRING)))
        .build();
    assertThat(overridden.writeValueAsString(new Shapes(Color.RED, Color.RED, Color.RED)))
        .isEqualTo("{\"number\":1,\"name\":\"RED\",\"plain\":\"RED\"}");
    assertThat(overridden.writeValueAsString(Color.GREEN)).isEqualTo("\"GREEN\"");
    // Java's ordinals and lower-cased names are not proto3 JSON.
    JsonMapper javaStyle = JsonMapper.builder().addModule(new ProtoJsonModule(MessageMarshaller.builder()
        .register(Nested.getDefaultInstance()).build())).enable(EnumFeature.WRITE_ENUMS_USING_INDEX)
        .enable(EnumFeature.WRITE_ENUMS_TO_LOWERCASE).build();
    assertThat(javaStyle.writeValueAsString(Color.BLUE)).isEqualTo("\"BLUE\"");
  }

  @Test
  void unknownEnumValuesAreNullWhereJacksonsFeatureSaysSo() {
    String json = "{\"lenient\":\"PURPLE\",\"strict\":\"GREEN\"}";
    assertThat(mapper().readValue(json, UnknownAsNull.class)).isEqualTo(new UnknownAsNull(null, Color.GREEN));
    assertThatThrownBy(() -> mapper().readValue("{\"lenient\":1,\"strict\":77}", UnknownAsNull.class))
        .isInstanceOf(InvalidProtoJsonException.class).hasMessageContaining("Invalid value 77 for enum");
    JsonMapper lenient = JsonMapper.builder().addModule(new ProtoJsonModule(MARSHALLER))
        .enable(EnumFeature.READ_UNKNOWN_ENUM_VALUES_AS_NULL).build();
    assertThat(lenient.readValue("{\"lenient\":77,\"strict\":\"PURPLE\"}", UnknownAsNull.class))
        .isEqualTo(new UnknownAsNull(null, null));
    assertThat(lenient.readValue("\"PURPLE\"", Color.class)).isNull();
    // The property's own "without" wins over the feature, and over a marshaller that ignores unknown fields.
    assertThatThrownBy(() -> lenient.readValue("{\"strict\":\"PURPLE\"}", UnknownNotNull.class))
        .isInstanceOf(InvalidProtoJsonException.class).hasMessageContaining("Invalid value \"PURPLE\" for enum");
    JsonMapper ignoring = JsonMapper.builder().addModule(new ProtoJsonModule(MessageMarshaller.builder()
        .ignoringUnknownFields().register(Nested.getDefaultInstance()).build())).build();
    assertThat(ignoring.readValue("{\"lenient\":\"PURPLE\"}", UnknownNotNull.class))
        .isEqualTo(new UnknownNotNull(null, null));
    assertThatThrownBy(() -> ignoring.readValue("{\"strict\":\"PURPLE\"}", UnknownNotNull.class))
        .isInstanceOf(InvalidProtoJsonException.class).hasMessageContaining("PURPLE");
  }

  @JsonIgnoreProperties({"note"})
  abstract static class IgnoringMixIn {}

  @JsonIncludeProperties({"value"})
  abstract static class IncludingMixIn {}

  @JsonIgnoreProperties(ignoreUnknown = true)
  abstract static class IgnoringUnknownMixIn {}

  record Plain(Nested nested, String note) {}

  /**
   * A generated class can be given the same annotations through a mix-in or a config override: refused as on a
   * property, where Jackson would write the fields meant to be hidden and read the message whole.
   */
  @Test
  void leavingFieldsOutThroughAMixInOrAConfigOverrideIsRefusedToo() {
    Nested nested = Nested.newBuilder().setValue(1).setNote("n").build();
    JsonMapper ignoring = JsonMapper.builder().addModule(new ProtoJsonModule(MARSHALLER))
        .addMixIn(Nested.class, IgnoringMixIn.class).build();
    JsonMapper overridden = JsonMapper.builder().addModule(new ProtoJsonModule(MARSHALLER))
        .withConfigOverride(Nested.class,
            o -> o.setIgnorals(JsonIgnoreProperties.Value.forIgnoredProperties("note"))).build();
    JsonMapper including = JsonMapper.builder().addModule(new ProtoJsonModule(MARSHALLER))
        .addMixIn(Nested.class, IncludingMixIn.class).build();
    for (JsonMapper mapper : List.of(ignoring, overridden, including)) {
      String annotation = mapper == including ? "@JsonIncludeProperties" : "@JsonIgnoreProperties";
      assertThatThrownBy(() -> mapper.writeValueAsString(new Plain(nested, "x")))
          .isInstanceOf(InvalidDefinitionException.class)
          .hasMessageContaining(annotation + " (from a mix-in or a config override of " + Nested.class.getName())
          .hasMessageContaining("protobuf message protojson.test.Nested");
      assertThatThrownBy(() -> mapper.writeValueAsString(nested)).isInstanceOf(InvalidDefinitionException.class)
          .hasMessageContaining(annotation);
      assertThatThrownBy(() -> mapper.readValue("{\"nested\":{\"value\":1},\"note\":\"x\"}", Plain.class))
          .isInstanceOf(InvalidDefinitionException.class).hasMessageContaining(annotation);
      assertThatThrownBy(() -> mapper.readValue("{\"value\":1}", Nested.class))
          .isInstanceOf(InvalidDefinitionException.class).hasMessageContaining(annotation);
    }
    // Ignoring unknown properties is about reading: writing is whole anyway, reading is the marshaller's to decide.
    JsonMapper lenient = JsonMapper.builder().addModule(new ProtoJsonModule(MARSHALLER))
        .addMixIn(Nested.class, IgnoringUnknownMixIn.class).build();
    assertThat(lenient.writeValueAsString(new Plain(nested, "x")))
        .isEqualTo("{\"nested\":{\"value\":1,\"note\":\"n\"},\"note\":\"x\"}");
    assertThatThrownBy(() -> lenient.readValue("{\"nested\":{\"value\":1}}", Plain.class))
        .isInstanceOf(InvalidDefinitionException.class).hasMessageContaining("ignoringUnknownFields()");
    // The same mix-in on another class leaves messages alone
    JsonMapper elsewhere = JsonMapper.builder().addModule(new ProtoJsonModule(MARSHALLER))
        .addMixIn(Plain.class, IgnoringMixIn.class).build();
    assertThat(elsewhere.writeValueAsString(new Plain(nested, "x")))
        .isEqualTo("{\"nested\":{\"value\":1,\"note\":\"n\"}}");
  }

  @Test
  void aMapKeyedByMessagesIsRefusedOnReadingToo() {
    assertThatThrownBy(() -> mapper().readValue("{\"{}\":\"one\"}", new TypeReference<Map<Nested, String>>() {}))
        .isInstanceOf(InvalidDefinitionException.class)
        .hasMessageContaining("A protobuf message (protojson.test.Nested) cannot be a JSON object's key");
    assertThat(mapper().readValue("{}", new TypeReference<Map<Nested, String>>() {})).isEmpty();
  }

  /**
   * Jackson's coercions, off by default, are honoured for messages and enums as for Jackson's own types: a message's
   * or an enum's single element unwrapped from an array, and an empty string or array as null.
   */
  @Test
  void jacksonsCoercionsApplyToMessagesAndEnumsWhereEnabled() {
    String wrapped = "{\"nested\":[{\"value\":5}],\"color\":[\"BLUE\"],\"note\":[\"n\"]}";
    JsonMapper unwrapping = JsonMapper.builder().addModule(new ProtoJsonModule(MARSHALLER))
        .enable(DeserializationFeature.UNWRAP_SINGLE_VALUE_ARRAYS).build();
    Holder read = unwrapping.readValue(wrapped, Holder.class);
    assertThat(read.nested()).isEqualTo(Nested.newBuilder().setValue(5).build());
    assertThat(read.color()).isEqualTo(Color.BLUE);
    assertThat(read.note()).isEqualTo("n");
    // Two elements are no single value: refused, not cut to the first.
    assertThatThrownBy(() -> unwrapping.readValue("{\"nested\":[{\"value\":5},{\"value\":6}]}", Holder.class))
        .isInstanceOf(MismatchedInputException.class).hasMessageContaining("more than one value");
    // A ListValue's JSON is an array: it is read whole, never unwrapped.
    assertThat(unwrapping.readValue("{\"list\":[1]}", Holder.class).list())
        .isEqualTo(ListValue.newBuilder().addValues(Value.newBuilder().setNumberValue(1)).build());

    String empty = "{\"nested\":\"\",\"color\":\"\",\"text\":\"\"}";
    JsonMapper emptyAsNull = JsonMapper.builder().addModule(new ProtoJsonModule(MARSHALLER))
        .enable(DeserializationFeature.ACCEPT_EMPTY_STRING_AS_NULL_OBJECT).build();
    Holder nulls = emptyAsNull.readValue(empty, Holder.class);
    assertThat(nulls.nested()).isNull();
    assertThat(nulls.color()).isNull();
    // An empty StringValue is a value, not an empty input.
    assertThat(nulls.text()).isEqualTo(StringValue.of(""));
    JsonMapper emptyArrayAsNull = JsonMapper.builder().addModule(new ProtoJsonModule(MARSHALLER))
        .enable(DeserializationFeature.ACCEPT_EMPTY_ARRAY_AS_NULL_OBJECT).build();
    assertThat(emptyArrayAsNull.readValue("{\"nested\":[]}", Holder.class).nested()).isNull();

    // Off, as by default: the input is proto3 JSON, and an array or an empty string is no message.
    assertThatThrownBy(() -> mapper().readValue("{\"nested\":[{\"value\":5}]}", Holder.class))
        .isInstanceOf(InvalidProtoJsonException.class);
    assertThatThrownBy(() -> mapper().readValue("{\"nested\":\"\"}", Holder.class))
        .isInstanceOf(InvalidProtoJsonException.class);
    assertThatThrownBy(() -> mapper().readValue("{\"color\":\"\"}", Holder.class))
        .isInstanceOf(InvalidProtoJsonException.class).hasMessageContaining("unknown enum value name");
  }
}
