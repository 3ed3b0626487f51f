package dev.protojson.jackson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import com.google.protobuf.Any;
import com.google.protobuf.BoolValue;
import com.google.protobuf.BytesValue;
import com.google.protobuf.DoubleValue;
import com.google.protobuf.Duration;
import com.google.protobuf.Empty;
import com.google.protobuf.FieldMask;
import com.google.protobuf.FloatValue;
import com.google.protobuf.Int32Value;
import com.google.protobuf.Int64Value;
import com.google.protobuf.ListValue;
import com.google.protobuf.Message;
import com.google.protobuf.NullValue;
import com.google.protobuf.StringValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Timestamp;
import com.google.protobuf.UInt32Value;
import com.google.protobuf.UInt64Value;
import com.google.protobuf.Value;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.MessageMarshaller;
import dev.protojson.test.proto3.Aliased;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Color;
import dev.protojson.test.proto3.TreeA;
import dev.protojson.testing.JsonTrees;
import dev.protojson.testing.RandomMessages;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Every well-known type, and protobuf enums, as properties of a plain record rather than fields of a message:
 * values taken from random messages, each property's JSON compared as a tree with what JsonFormat writes for the
 * same value as a message field, and the record read back equal.
 */
class WellKnownTypesOutsideMessagesTests {

  private static final long SEED = Long.getLong("protojson.seed", 0x5EED_0016L);
  private static final int CASES = 300;

  record WellKnown(Any any, Duration duration, Empty empty, FieldMask fieldMask, Struct struct, Value value,
      ListValue listValue, Timestamp timestamp, DoubleValue doubleValue, FloatValue floatValue,
      Int64Value int64Value, UInt64Value uint64Value, Int32Value int32Value, UInt32Value uint32Value,
      BoolValue boolValue, StringValue stringValue, BytesValue bytesValue, Color color, Aliased aliased,
      List<Timestamp> timestamps, List<Value> values) {

    WellKnown withValue(Value replacement) {
      return new WellKnown(any, duration, empty, fieldMask, struct, replacement, listValue, timestamp, doubleValue,
          floatValue, int64Value, uint64Value, int32Value, uint32Value, boolValue, stringValue, bytesValue, color,
          aliased, timestamps, values);
    }
  }

  private final MessageMarshaller marshaller = MessageMarshaller.builder()
      .register(AllTypes.getDefaultInstance()).register(TreeA.getDefaultInstance()).build();
  private final JsonMapper mapper = JsonMapper.builder().addModule(new ProtoJsonModule(marshaller)).build();
  private final JsonFormat.Printer printer = JsonFormat.printer().usingTypeRegistry(
      JsonFormat.TypeRegistry.newBuilder().add(RandomMessages.ANY_PAYLOAD_TYPES).build());

  @Test
  void everyWellKnownTypeAndEnumInARecordIsWrittenAsJsonFormatWritesTheFieldAndReadsBack() {
    RandomMessages random = new RandomMessages(SEED, 2);
    int propertiesCompared = 0;
    for (int i = 0; i < CASES; i++) {
      AllTypes m = random.next(AllTypes.getDefaultInstance());
      WellKnown record = new WellKnown(
          m.hasWktAny() ? m.getWktAny() : null, m.hasWktDuration() ? m.getWktDuration() : null,
          m.hasWktEmpty() ? m.getWktEmpty() : null, m.hasWktFieldMask() ? m.getWktFieldMask() : null,
          m.hasWktStruct() ? m.getWktStruct() : null,
          m.hasWktValue() && m.getWktValue().getKindCase() != Value.KindCase.KIND_NOT_SET ? m.getWktValue() : null,
          m.hasWktListValue() ? m.getWktListValue() : null, m.hasWktTimestamp() ? m.getWktTimestamp() : null,
          m.hasWktDouble() ? m.getWktDouble() : null, m.hasWktFloat() ? m.getWktFloat() : null,
          m.hasWktInt64() ? m.getWktInt64() : null, m.hasWktUint64() ? m.getWktUint64() : null,
          m.hasWktInt32() ? m.getWktInt32() : null, m.hasWktUint32() ? m.getWktUint32() : null,
          m.hasWktBool() ? m.getWktBool() : null, m.hasWktString() ? m.getWktString() : null,
          m.hasWktBytes() ? m.getWktBytes() : null,
          m.getFEnum() == Color.UNRECOGNIZED ? null : m.getFEnum(),
          m.getFAliased() == Aliased.UNRECOGNIZED ? Aliased.ALIASED_ALSO_FIRST : m.getFAliased(),
          m.getRTimestampList(),
          m.getRValueList().stream().filter(v -> v.getKindCase() != Value.KindCase.KIND_NOT_SET).toList());
      String where = "case " + i + " (seed " + SEED + ")";
      JsonNode tree = JsonTrees.read(mapper.writeValueAsString(record));

      // JsonFormat's JSON for each value, as the field of a message that holds only that value.
      AllTypes.Builder alone = AllTypes.newBuilder();
      propertiesCompared += compare(where, tree, "any", record.any(), alone.clone().setWktAny(m.getWktAny()), "wktAny");
      propertiesCompared += compare(where, tree, "duration", record.duration(),
          alone.clone().setWktDuration(m.getWktDuration()), "wktDuration");
      propertiesCompared += compare(where, tree, "empty", record.empty(),
          alone.clone().setWktEmpty(m.getWktEmpty()), "wktEmpty");
      propertiesCompared += compare(where, tree, "fieldMask", record.fieldMask(),
          alone.clone().setWktFieldMask(m.getWktFieldMask()), "wktFieldMask");
      propertiesCompared += compare(where, tree, "struct", record.struct(),
          alone.clone().setWktStruct(m.getWktStruct()), "wktStruct");
      propertiesCompared += compare(where, tree, "value", record.value(),
          alone.clone().setWktValue(m.getWktValue()), "wktValue");
      propertiesCompared += compare(where, tree, "listValue", record.listValue(),
          alone.clone().setWktListValue(m.getWktListValue()), "wktListValue");
      propertiesCompared += compare(where, tree, "timestamp", record.timestamp(),
          alone.clone().setWktTimestamp(m.getWktTimestamp()), "wktTimestamp");
      propertiesCompared += compare(where, tree, "doubleValue", record.doubleValue(),
          alone.clone().setWktDouble(m.getWktDouble()), "wktDouble");
      propertiesCompared += compare(where, tree, "floatValue", record.floatValue(),
          alone.clone().setWktFloat(m.getWktFloat()), "wktFloat");
      propertiesCompared += compare(where, tree, "int64Value", record.int64Value(),
          alone.clone().setWktInt64(m.getWktInt64()), "wktInt64");
      propertiesCompared += compare(where, tree, "uint64Value", record.uint64Value(),
          alone.clone().setWktUint64(m.getWktUint64()), "wktUint64");
      propertiesCompared += compare(where, tree, "int32Value", record.int32Value(),
          alone.clone().setWktInt32(m.getWktInt32()), "wktInt32");
      propertiesCompared += compare(where, tree, "uint32Value", record.uint32Value(),
          alone.clone().setWktUint32(m.getWktUint32()), "wktUint32");
      propertiesCompared += compare(where, tree, "boolValue", record.boolValue(),
          alone.clone().setWktBool(m.getWktBool()), "wktBool");
      propertiesCompared += compare(where, tree, "stringValue", record.stringValue(),
          alone.clone().setWktString(m.getWktString()), "wktString");
      propertiesCompared += compare(where, tree, "bytesValue", record.bytesValue(),
          alone.clone().setWktBytes(m.getWktBytes()), "wktBytes");
      propertiesCompared += compare(where, tree, "color", record.color(),
          alone.clone().setOEnumValue(m.getFEnumValue()), "oEnum");
      // Left out by JsonFormat at its default, as a field without presence.
      JsonNode aliased = JsonTrees.read("\"" + record.aliased().getValueDescriptor().getName() + "\"");
      assertThat(tree.get("aliased")).as(where).isEqualTo(aliased);
      propertiesCompared += compare(where, tree, "timestamps", record.timestamps(),
          alone.clone().addAllRTimestamp(record.timestamps()), "rTimestamp");
      propertiesCompared += compare(where, tree, "values", record.values(),
          alone.clone().addAllRValue(record.values()), "rValue");

      WellKnown back = mapper.readValue(tree.toString(), WellKnown.class);
      // JSON null is a google.protobuf.Value of its own: a null Value property comes back as that value.
      assertThat(back).as(where).isEqualTo(record.value() != null ? record
          : record.withValue(Value.newBuilder().setNullValue(NullValue.NULL_VALUE).build()));
    }
    // Random messages leave about half the fields unset; most values were really compared.
    assertThat(propertiesCompared).isGreaterThan(CASES * 20 / 3);
  }

  /** 1 if the property held a value and was compared with JsonFormat's JSON for it, 0 if it was null. */
  private int compare(String where, JsonNode record, String property, Object value, Message.Builder holder,
      String field) {
    JsonNode written = record.get(property);
    if (value == null) {
      assertThat(written.isNull()).as(where + ": " + property + " is null").isTrue();
      return 0;
    }
    if (value instanceof List<?> list && list.isEmpty()) {
      assertThat(written.isArray() && written.isEmpty()).as(where + ": " + property).isTrue();
      return 0;
    }
    JsonNode expected = JsonTrees.jsonFormatTree(printer, holder.build()).get(field);
    String difference = JsonTrees.difference(expected, written, "$." + property);
    if (difference != null) {
      fail(where + ": " + difference);
    }
    return 1;
  }

  record Numbers(Value value, Struct struct, ListValue list) {}

  /**
   * A Value holds finite numbers only, as JSON has no others: from text that is the grammar, but Java values,
   * trees and a parser allowing NaN can carry one, which the Value could then never be written with.
   */
  @Test
  void aNonFiniteNumberIsRefusedForAValueFromJavaValuesTreesAndLenientParsersToo() {
    Map<String, Object> struct = new java.util.LinkedHashMap<>();
    struct.put("a", Double.POSITIVE_INFINITY);
    List<Object> list = new java.util.ArrayList<>();
    list.add(1);
    list.add(Double.NaN);
    assertThatThrownBy(() -> mapper.convertValue(Map.of("value", Double.NaN), Numbers.class))
        .isInstanceOfSatisfying(InvalidProtoJsonException.class, e -> assertThat(e.getFieldPath()).isEqualTo("value"))
        .hasMessageContaining("not a finite number");
    assertThatThrownBy(() -> mapper.convertValue(Map.of("struct", struct), Numbers.class))
        .isInstanceOfSatisfying(InvalidProtoJsonException.class,
            e -> assertThat(e.getFieldPath()).isEqualTo("struct.a"));
    assertThatThrownBy(() -> mapper.treeToValue(mapper.valueToTree(Map.of("list", list)), Numbers.class))
        .isInstanceOfSatisfying(InvalidProtoJsonException.class,
            e -> assertThat(e.getFieldPath()).isEqualTo("list[1]"));
    JsonMapper lenient = mapper.rebuild().enable(tools.jackson.core.json.JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
        .build();
    assertThatThrownBy(() -> lenient.readValue("{\"value\":NaN}", Numbers.class))
        .isInstanceOf(InvalidProtoJsonException.class).hasMessageContaining("not a finite number");
    // A double field keeps them: there they are proto3 JSON ("NaN"), and the message can be written
    assertThat(mapper.convertValue(Map.of("value", 1.5, "list", List.of(2)), Numbers.class).value().getNumberValue())
        .isEqualTo(1.5);
    assertThat(lenient.readValue("{\"fDouble\":NaN}", AllTypes.class).getFDouble()).isNaN();
  }
}
