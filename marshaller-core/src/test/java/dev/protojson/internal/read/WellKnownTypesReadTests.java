package dev.protojson.internal.read;

import static dev.protojson.internal.read.ReadFixtures.STRICT;
import static dev.protojson.internal.read.ReadFixtures.read;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.Any;
import com.google.protobuf.BoolValue;
import com.google.protobuf.ByteString;
import com.google.protobuf.BytesValue;
import com.google.protobuf.DoubleValue;
import com.google.protobuf.Duration;
import com.google.protobuf.Empty;
import com.google.protobuf.FieldMask;
import com.google.protobuf.FloatValue;
import com.google.protobuf.Int32Value;
import com.google.protobuf.Int64Value;
import com.google.protobuf.ListValue;
import com.google.protobuf.NullValue;
import com.google.protobuf.StringValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Timestamp;
import com.google.protobuf.UInt32Value;
import com.google.protobuf.UInt64Value;
import com.google.protobuf.Value;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Nested;
import org.junit.jupiter.api.Test;

/** The accepted forms of every well-known type, as fields and at the top level. */
class WellKnownTypesReadTests {

  @Test
  void anyWithTypeFirstLateOrHoldingAWellKnownType() {
    Any nested = Any.pack(AllTypes.newBuilder().setFInt32(5).setFNested(Nested.newBuilder().setValue(1)).build());
    assertThat(read("{\"wktAny\": {\"@type\": \"type.googleapis.com/protojson.test.AllTypes\", \"fInt32\": 5,"
        + " \"fNested\": {\"value\": 1}}}").getWktAny()).isEqualTo(nested);
    assertThat(read("{\"wktAny\": {\"fInt32\": 5, \"fNested\": {\"value\": 1}, "
        + "\"@type\": \"type.googleapis.com/protojson.test.AllTypes\"}}").getWktAny()).isEqualTo(nested);
    assertThat(read("{\"wktAny\": {\"value\": \"1.5s\", \"@type\": \"type.googleapis.com/google.protobuf.Duration\"}}")
        .getWktAny()).isEqualTo(Any.pack(Duration.newBuilder().setSeconds(1).setNanos(500_000_000).build()));
    assertThat(read("{\"rAny\": [{\"@type\": \"example.com/google.protobuf.Value\", \"value\": {\"a\": [1, null]}},"
        + " {}]}").getRAnyList()).containsExactly(
            Any.newBuilder().setTypeUrl("example.com/google.protobuf.Value").setValue(Value.newBuilder()
                .setStructValue(Struct.newBuilder().putFields("a", Value.newBuilder().setListValue(ListValue
                    .newBuilder().addValues(Value.newBuilder().setNumberValue(1))
                    .addValues(Value.newBuilder().setNullValue(NullValue.NULL_VALUE))).build())).build()
                .toByteString()).build(),
            Any.getDefaultInstance());
    assertThat(STRICT.readValue("{\"@type\": \"type.googleapis.com/google.protobuf.Int64Value\", \"value\": \"7\"}",
        Any.class)).isEqualTo(Any.pack(Int64Value.of(7)));
  }

  @Test
  void timestampFormsAndRange() {
    assertThat(read("{\"wktTimestamp\": \"1970-01-01T00:00:00Z\"}").getWktTimestamp())
        .isEqualTo(Timestamp.getDefaultInstance());
    assertThat(read("{\"wktTimestamp\": \"1972-01-01T10:00:20.021Z\"}").getWktTimestamp())
        .isEqualTo(Timestamp.newBuilder().setSeconds(63108020).setNanos(21_000_000).build());
    assertThat(read("{\"wktTimestamp\": \"1970-01-01T01:00:00.5+01:00\"}").getWktTimestamp())
        .isEqualTo(Timestamp.newBuilder().setNanos(500_000_000).build());
    assertThat(read("{\"wktTimestamp\": \"1969-12-31T23:30:00.000000001-00:30\"}").getWktTimestamp())
        .isEqualTo(Timestamp.newBuilder().setNanos(1).build());
    assertThat(read("{\"rTimestamp\": [\"0001-01-01T00:00:00Z\", \"9999-12-31T23:59:59.999999999Z\"]}")
        .getRTimestampList()).containsExactly(Timestamp.newBuilder().setSeconds(-62_135_596_800L).build(),
            Timestamp.newBuilder().setSeconds(253_402_300_799L).setNanos(999_999_999).build());
    assertThat(STRICT.readValue("\"2000-02-29T12:00:00Z\"", Timestamp.class).getSeconds()).isEqualTo(951825600L);
  }

  /** Every day of a leap century, a plain leap year and a common year, against java.time's calendar. */
  @Test
  void timestampCalendarAgreesWithJavaTime() {
    for (int year : new int[] {1, 1600, 1900, 2000, 2023, 2024, 9999}) {
      java.time.LocalDate day = java.time.LocalDate.of(year, 1, 1);
      while (day.getYear() == year) {
        String text = day + "T13:14:15.016-02:30";
        long expected = java.time.OffsetDateTime.parse(text).toEpochSecond();
        if (expected >= -62_135_596_800L && expected <= 253_402_300_799L) {
          assertThat(STRICT.readValue("\"" + text + "\"", Timestamp.class))
              .as(text).isEqualTo(Timestamp.newBuilder().setSeconds(expected).setNanos(16_000_000).build());
        }
        day = day.plusDays(1);
      }
    }
  }

  @Test
  void scalarWellKnownTypesMergeAsAWhole() {
    AllTypes.Builder builder = AllTypes.newBuilder()
        .setWktTimestamp(Timestamp.newBuilder().setSeconds(5).setNanos(6))
        .setWktString(StringValue.of("before"))
        .putMStringTimestamp("k", Timestamp.newBuilder().setSeconds(1).build())
        .addRInt64Wrapper(Int64Value.of(1));
    STRICT.mergeValue("{\"wktTimestamp\": \"1970-01-01T00:00:07Z\", \"wktString\": \"\", "
        + "\"mStringTimestamp\": {\"k\": \"1970-01-01T00:00:02Z\"}, \"rInt64Wrapper\": [\"2\", 3]}", builder);
    assertThat(builder.getWktTimestamp()).isEqualTo(Timestamp.newBuilder().setSeconds(7).build());
    assertThat(builder.getWktString()).isEqualTo(StringValue.of(""));
    assertThat(builder.getMStringTimestampMap()).containsExactly(
        java.util.Map.entry("k", Timestamp.newBuilder().setSeconds(2).build()));
    assertThat(builder.getRInt64WrapperList()).containsExactly(Int64Value.of(1), Int64Value.of(2), Int64Value.of(3));
  }

  /** A JSON object or array merges as protobuf merges the message: keys merged, elements and paths appended. */
  @Test
  void structListValueAndFieldMaskMergeTheirContents() {
    AllTypes.Builder builder = AllTypes.newBuilder();
    STRICT.mergeValue("{\"wktStruct\": {\"a\": 1, \"b\": 2}, \"wktListValue\": [1], \"wktFieldMask\": \"fInt32\"}",
        builder);
    STRICT.mergeValue("{\"wktStruct\": {\"b\": 3, \"c\": 4}, \"wktListValue\": [2], \"wktFieldMask\": \"fString\"}",
        builder);
    assertThat(STRICT.writeValueAsString(builder)).isEqualTo("{\"wktFieldMask\":\"fInt32,fString\","
        + "\"wktStruct\":{\"a\":1.0,\"b\":3.0,\"c\":4.0},\"wktListValue\":[1.0,2.0]}");
    // a key given twice in one object is still refused, merged into a struct with keys or not
    assertThatThrownBy(() -> STRICT.mergeValue("{\"wktStruct\": {\"d\": 1, \"d\": 2}}", builder))
        .isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("Key \"d\" is given twice");
  }

  @Test
  void durationFormsAndRange() {
    assertThat(read("{\"wktDuration\": \"-0.000001s\"}").getWktDuration())
        .isEqualTo(Duration.newBuilder().setNanos(-1000).build());
    assertThat(read("{\"wktDuration\": \"-1.5s\"}").getWktDuration())
        .isEqualTo(Duration.newBuilder().setSeconds(-1).setNanos(-500_000_000).build());
    assertThat(read("{\"rDuration\": [\"0s\", \"315576000000.999999999s\", \"-315576000000s\"]}")
        .getRDurationList()).containsExactly(Duration.getDefaultInstance(),
            Duration.newBuilder().setSeconds(315_576_000_000L).setNanos(999_999_999).build(),
            Duration.newBuilder().setSeconds(-315_576_000_000L).build());
    assertThat(STRICT.readValue("\"3s\"", Duration.class).getSeconds()).isEqualTo(3);
  }

  /** A number of seconds too large is out of range, however many digits it has; a wrong form is a wrong form. */
  @Test
  void durationsTooLargeAreOutOfRangeNotMalformed() {
    for (String large : new String[] {"315576000001s", "-315576000001s", "68450107619760s", "1234567890123.5s",
        "99999999999999999999999s"}) {
      assertThatThrownBy(() -> read("{\"wktDuration\": \"" + large + "\"}")).as(large)
          .isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("out of range \u00b1315576000000s");
    }
    for (String malformed : new String[] {"0000000000001s", "68450107619760", "68450107619760.s", "1e3s"}) {
      assertThatThrownBy(() -> read("{\"wktDuration\": \"" + malformed + "\"}")).as(malformed)
          .isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("expected a string like \"1.5s\"");
    }
  }

  @Test
  void fieldMaskPathsAreConvertedToProtoNames() {
    assertThat(read("{\"wktFieldMask\": \"fInt32,fNested.childValue,a1b\"}").getWktFieldMask())
        .isEqualTo(FieldMask.newBuilder().addPaths("f_int32").addPaths("f_nested.child_value").addPaths("a1b")
            .build());
    assertThat(read("{\"wktFieldMask\": \"\"}").hasWktFieldMask()).isTrue();
    assertThat(read("{\"wktFieldMask\": \"\"}").getWktFieldMask().getPathsCount()).isZero();
    assertThat(read("{\"wktFieldMask\": \"a\"}").getWktFieldMask().getPathsList()).containsExactly("a");
    assertThat(read("{\"wktFieldMask\": \"aB.cD.e,x,yZ9\"}").getWktFieldMask().getPathsList())
        .containsExactly("a_b.c_d.e", "x", "y_z9");
  }

  @Test
  void fieldMaskRejectsEachBadPathByItself() {
    for (String[] bad : new String[][] {{",a", ""}, {"a,", ""}, {"a,,b", ""}, {"a,B", "B"}, {"a,b_c,d", "b_c"},
        {"a,.b", ".b"}, {"a,b.", "b."}, {"a,b..c", "b..c"}, {"a,b.C", "b.C"}, {"a, b", " b"}, {"a,b\u00e9", "b\u00e9"}}) {
      assertThatThrownBy(() -> read("{\"wktFieldMask\": \"" + bad[0] + "\"}")).as(bad[0])
          .isInstanceOf(ProtoJsonParseException.class)
          .hasMessageContaining("path \"" + bad[1] + "\" is not a lowerCamelCase field path");
    }
  }

  @Test
  void structValueListValueAndNullValue() {
    AllTypes all = read("{\"wktStruct\": {\"s\": \"x\", \"n\": -1.5, \"b\": false, \"z\": null, \"o\": {},"
        + " \"l\": [[]]}, \"wktValue\": [1, \"two\", {\"three\": true}], \"wktListValue\": [null, 0],"
        + " \"wktNullValue\": \"NULL_VALUE\", \"rNullValue\": [null, \"NULL_VALUE\", 0], \"rStruct\": [{}],"
        + " \"rValue\": [\"x\", {}, []], \"rListValue\": [[], [1]]}");
    Struct struct = all.getWktStruct();
    assertThat(struct.getFieldsMap()).containsOnlyKeys("s", "n", "b", "z", "o", "l");
    assertThat(struct.getFieldsOrThrow("n").getNumberValue()).isEqualTo(-1.5);
    assertThat(struct.getFieldsOrThrow("z").getKindCase()).isEqualTo(Value.KindCase.NULL_VALUE);
    assertThat(struct.getFieldsOrThrow("o").getStructValue().getFieldsCount()).isZero();
    assertThat(struct.getFieldsOrThrow("l").getListValue().getValues(0).getListValue().getValuesCount()).isZero();
    assertThat(all.getWktValue().getListValue().getValues(2).getStructValue().getFieldsOrThrow("three")
        .getBoolValue()).isTrue();
    assertThat(all.getWktListValue().getValuesList()).containsExactly(
        Value.newBuilder().setNullValue(NullValue.NULL_VALUE).build(), Value.newBuilder().setNumberValue(0).build());
    assertThat(all.getRNullValueList()).containsExactly(NullValue.NULL_VALUE, NullValue.NULL_VALUE,
        NullValue.NULL_VALUE);
    assertThat(all.getRValueCount()).isEqualTo(3);
    assertThat(all.getRListValue(1).getValues(0).getNumberValue()).isEqualTo(1);
    assertThat(STRICT.readValue("null", Value.class).getKindCase()).isEqualTo(Value.KindCase.NULL_VALUE);
  }

  @Test
  void wrappersTakeTheWrappedValuesJson() {
    AllTypes all = read("{\"wktDouble\": \"NaN\", \"wktFloat\": 1.5, \"wktInt64\": \"-9\", \"wktUint64\": 18,"
        + " \"wktInt32\": \"3\", \"wktUint32\": 4294967295, \"wktBool\": false, \"wktString\": \"\","
        + " \"wktBytes\": \"AQ\", \"rInt32Wrapper\": [1, \"2\"], \"rStringWrapper\": [\"a\"]}");
    assertThat(all.getWktDouble().getValue()).isNaN();
    assertThat(all.getWktFloat()).isEqualTo(FloatValue.of(1.5f));
    assertThat(all.getWktInt64()).isEqualTo(Int64Value.of(-9));
    assertThat(all.getWktUint64()).isEqualTo(UInt64Value.of(18));
    assertThat(all.getWktInt32()).isEqualTo(Int32Value.of(3));
    assertThat(all.getWktUint32()).isEqualTo(UInt32Value.of(-1));
    assertThat(all.hasWktBool()).isTrue();
    assertThat(all.getWktBool()).isEqualTo(BoolValue.of(false));
    assertThat(all.hasWktString()).isTrue();
    assertThat(all.getWktString()).isEqualTo(StringValue.of(""));
    assertThat(all.getWktBytes()).isEqualTo(BytesValue.of(ByteString.copyFrom(new byte[] {1})));
    assertThat(all.getRInt32WrapperList()).containsExactly(Int32Value.of(1), Int32Value.of(2));
    assertThat(STRICT.readValue("2.5", DoubleValue.class)).isEqualTo(DoubleValue.of(2.5));
  }

  @Test
  void emptyIsAnEmptyObject() {
    assertThat(read("{\"wktEmpty\": {}, \"rEmpty\": [{}, {}]}").getREmptyCount()).isEqualTo(2);
    assertThat(read("{\"wktEmpty\": {}}").hasWktEmpty()).isTrue();
    assertThat(STRICT.readValue("{}", Empty.class)).isEqualTo(Empty.getDefaultInstance());
  }
}
