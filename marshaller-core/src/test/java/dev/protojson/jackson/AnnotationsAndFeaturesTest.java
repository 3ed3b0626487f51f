package dev.protojson.jackson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonIncludeProperties;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.google.protobuf.ListValue;
import com.google.protobuf.Value;
import dev.protojson.MessageMarshaller;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Color;
import dev.protojson.test.proto3.Nested;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.core.json.JsonWriteFeature;
import tools.jackson.databind.exc.InvalidDefinitionException;
import tools.jackson.databind.json.JsonMapper;

/**
 * Jackson settings and annotations that reach into a message: honoured where proto3 JSON allows, refused with an
 * error that says why where it does not, never dropped without a word.
 */
class AnnotationsAndFeaturesTest {

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

  private static JsonMapper mapper() {
    return JsonMapper.builder().addModule(new ProtobufModule(MARSHALLER)).build();
  }

  @Test
  void numbersAsStringsQuoteTheNumbersAroundAMessageButNotInsideIt() {
    JsonMapper quoting = JsonMapper.builder().addModule(new ProtobufModule(MARSHALLER))
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
}
