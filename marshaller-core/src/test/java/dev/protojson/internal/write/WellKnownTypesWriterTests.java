package dev.protojson.internal.write;

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
import com.google.protobuf.util.JsonFormat;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonWriteException;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Nested;
import dev.protojson.test.proto3.TreeA;
import dev.protojson.testing.JsonTrees;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every well-known type, at its edges, as a field and at the top level. */
class WellKnownTypesWriterTests {

  private final MessageMarshaller marshaller = MessageMarshaller.builder()
      .register(AllTypes.getDefaultInstance()).register(TreeA.getDefaultInstance()).build();

  private String write(com.google.protobuf.MessageOrBuilder message) {
    return marshaller.writeValueAsString(message);
  }

  private static Timestamp timestamp(long seconds, int nanos) {
    return Timestamp.newBuilder().setSeconds(seconds).setNanos(nanos).build();
  }

  private static Duration duration(long seconds, int nanos) {
    return Duration.newBuilder().setSeconds(seconds).setNanos(nanos).build();
  }

  @Test
  void timestampWithZeroThreeSixOrNineFractionalDigits() {
    assertThat(write(timestamp(0, 0))).isEqualTo("\"1970-01-01T00:00:00Z\"");
    assertThat(write(timestamp(1, 10_000_000))).isEqualTo("\"1970-01-01T00:00:01.010Z\"");
    assertThat(write(timestamp(-1, 1_000))).isEqualTo("\"1969-12-31T23:59:59.000001Z\"");
    assertThat(write(timestamp(1_700_000_000, 1))).isEqualTo("\"2023-11-14T22:13:20.000000001Z\"");
  }

  @Test
  void timestampAtBothEndsOfTheRange() {
    assertThat(write(timestamp(-62_135_596_800L, 0))).isEqualTo("\"0001-01-01T00:00:00Z\"");
    assertThat(write(timestamp(253_402_300_799L, 999_999_999)))
        .isEqualTo("\"9999-12-31T23:59:59.999999999Z\"");
  }

  @Test
  void timestampOutOfRangeIsAnErrorNamingTheField() {
    assertThatThrownBy(() -> write(timestamp(-62_135_596_801L, 0)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Timestamp seconds -62135596801");
    assertThatThrownBy(() -> write(timestamp(253_402_300_800L, 0)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("253402300800");
    assertThatThrownBy(() -> write(AllTypes.newBuilder().putMStringTimestamp("k", timestamp(0, -1))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("field mStringTimestamp[k]")
        .hasMessageContaining("Timestamp nanos -1");
    assertThatThrownBy(() -> write(AllTypes.newBuilder().addRRecursive(AllTypes.newBuilder()
        .addRTimestamp(timestamp(0, 0)).addRTimestamp(timestamp(0, 1_000_000_000)))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("field rRecursive[0].rTimestamp[1]");
    assertThatThrownBy(() -> write(AllTypes.newBuilder().addRRecursive(AllTypes.newBuilder()
        .setWktTimestamp(timestamp(253_402_300_800L, 0)))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("field rRecursive[0].wktTimestamp")
        .hasMessageContaining("Timestamp seconds 253402300800");
  }

  @Test
  void durationSignsFractionsAndRange() {
    assertThat(write(duration(1, 500_000_000))).isEqualTo("\"1.500s\"");
    assertThat(write(duration(0, -1_000))).isEqualTo("\"-0.000001s\"");
    assertThat(write(duration(-5, -1))).isEqualTo("\"-5.000000001s\"");
    assertThat(write(duration(0, 0))).isEqualTo("\"0s\"");
    assertThat(write(duration(315_576_000_000L, 999_999_999))).isEqualTo("\"315576000000.999999999s\"");
    assertThat(write(duration(-315_576_000_000L, -999_999_999))).isEqualTo("\"-315576000000.999999999s\"");
    assertThatThrownBy(() -> write(duration(315_576_000_001L, 0)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Duration seconds 315576000001");
    assertThatThrownBy(() -> write(duration(1, -1)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("different signs");
    assertThatThrownBy(() -> write(AllTypes.newBuilder().setWktDuration(duration(0, 1_000_000_000))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("field wktDuration").hasMessageContaining("Duration nanos 1000000000");
  }

  @Test
  void fieldMaskPathsInLowerCamelCase() {
    assertThat(write(FieldMask.newBuilder().addPaths("f_int32").addPaths("wkt_any.type_url").addPaths("a").build()))
        .isEqualTo("\"fInt32,wktAny.typeUrl,a\"");
    assertThat(write(FieldMask.getDefaultInstance())).isEqualTo("\"\"");
  }

  /** A deliberate difference: JsonFormat writes these changed ("fooBar" as "foobar") or drops them. */
  @Test
  void fieldMaskPathsThatWouldNotRoundTripAreErrors() throws Exception {
    assertThat(JsonFormat.printer().print(FieldMask.newBuilder().addPaths("fooBar").addPaths("").build()))
        .isEqualTo("\"foobar\"");
    assertThat(JsonFormat.printer().print(FieldMask.newBuilder().addPaths("a,b").build())).isEqualTo("\"a,b\"");
    assertThatThrownBy(() -> write(AllTypes.newBuilder().setWktFieldMask(FieldMask.newBuilder().addPaths("a").addPaths(""))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("field wktFieldMask").hasMessageContaining("empty path");
    assertThatThrownBy(() -> write(FieldMask.newBuilder().addPaths("fooBar").build()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("\"fooBar\"");
    assertThatThrownBy(() -> write(FieldMask.newBuilder().addPaths("foo__bar").build()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("\"foo__bar\"");
    assertThatThrownBy(() -> write(FieldMask.newBuilder().addPaths("foo_1").build()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("\"foo_1\"");
    assertThatThrownBy(() -> write(FieldMask.newBuilder().addPaths("trailing_").build()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("\"trailing_\"");
  }

  /** Paths the reader would refuse, or read as other paths ("a,b" as two), are errors too, never written. */
  @ParameterizedTest
  @ValueSource(strings = {"a,b", "a..b", ".a", "a.", "a b", "\u00e9", "a-b", "a._b", "_a", "."})
  void fieldMaskPathsTheReaderWouldNotReadBackAreErrors(String path) {
    assertThatThrownBy(() -> write(AllTypes.newBuilder().setWktFieldMask(FieldMask.newBuilder().addPaths("ok")
        .addPaths(path))))
        .isInstanceOf(ProtoJsonWriteException.class)
        .hasMessageContaining("field wktFieldMask").hasMessageContaining("\"" + path + "\"");
  }

  /** Every path the writer writes, the reader reads back as the same paths. */
  @ParameterizedTest
  @ValueSource(strings = {"a", "f_int32", "wkt_any.type_url", "a1b", "x9.y_z", "a.b.c_d_e"})
  void fieldMaskPathsThatAreWrittenReadBack(String path) {
    FieldMask mask = FieldMask.newBuilder().addPaths(path).addPaths("b").build();
    AllTypes message = AllTypes.newBuilder().setWktFieldMask(mask).build();
    assertThat(marshaller.readValue(write(message), AllTypes.class)).isEqualTo(message);
  }

  @Test
  void structValueAndListValueNest() {
    Struct struct = Struct.newBuilder()
        .putFields("n", Value.newBuilder().setNullValue(NullValue.NULL_VALUE).build())
        .putFields("d", Value.newBuilder().setNumberValue(-1.25).build())
        .putFields("s", Value.newBuilder().setStringValue("x").build())
        .putFields("b", Value.newBuilder().setBoolValue(true).build())
        .putFields("o", Value.newBuilder().setStructValue(Struct.newBuilder()
            .putFields("inner", Value.newBuilder().setListValue(ListValue.newBuilder()
                .addValues(Value.newBuilder().setNumberValue(1))
                .addValues(Value.newBuilder().setListValue(ListValue.getDefaultInstance()))).build())).build())
        .build();
    JsonTrees.assertSameTree("{\"n\":null,\"d\":-1.25,\"s\":\"x\",\"b\":true,\"o\":{\"inner\":[1,[]]}}",
        write(struct));
    assertThat(write(Value.newBuilder().setStringValue("top").build())).isEqualTo("\"top\"");
    assertThat(write(ListValue.getDefaultInstance())).isEqualTo("[]");
    assertThat(write(Struct.getDefaultInstance())).isEqualTo("{}");
    assertThat(write(AllTypes.newBuilder().setWktValue(Value.newBuilder().setNullValue(NullValue.NULL_VALUE))))
        .isEqualTo("{\"wktValue\":null}");
  }

  @Test
  void valueWithoutKindIsNullAsJsonFormatWritesIt() throws Exception {
    assertThat(write(Value.getDefaultInstance())).isEqualTo("null");
    assertThat(JsonFormat.printer().print(Value.getDefaultInstance())).isEqualTo("null");
  }

  @Test
  void valueCannotHoldNaNOrInfinity() {
    for (double bad : new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
      assertThatThrownBy(() -> write(AllTypes.newBuilder().setWktStruct(Struct.newBuilder()
          .putFields("deep", Value.newBuilder().setListValue(ListValue.newBuilder()
              .addValues(Value.newBuilder().setNumberValue(bad))).build()))))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("field wktStruct.deep[0]")
          .hasMessageContaining("google.protobuf.Value cannot hold " + bad);
    }
  }

  @Test
  void wrappersAreTheirValuesJson() {
    assertThat(write(AllTypes.newBuilder()
        .setWktDouble(DoubleValue.of(Double.NaN)).setWktFloat(FloatValue.of(1.5f))
        .setWktInt64(Int64Value.of(Long.MIN_VALUE)).setWktUint64(UInt64Value.of(-1))
        .setWktInt32(Int32Value.of(0)).setWktUint32(UInt32Value.of(-1)).setWktBool(BoolValue.of(false))
        .setWktString(StringValue.of("")).setWktBytes(BytesValue.of(ByteString.copyFrom(new byte[] {-1})))))
        .isEqualTo("{\"wktDouble\":\"NaN\",\"wktFloat\":1.5,\"wktInt64\":\"-9223372036854775808\","
            + "\"wktUint64\":\"18446744073709551615\",\"wktInt32\":0,\"wktUint32\":4294967295,\"wktBool\":false,"
            + "\"wktString\":\"\",\"wktBytes\":\"/w==\"}");
    assertThat(write(AllTypes.newBuilder().addRInt64Wrapper(Int64Value.of(1)).addRBoolWrapper(BoolValue.of(true))))
        .isEqualTo("{\"rInt64Wrapper\":[\"1\"],\"rBoolWrapper\":[true]}");
  }

  @Test
  void emptyIsAnEmptyObject() {
    assertThat(write(Empty.getDefaultInstance())).isEqualTo("{}");
    assertThat(write(AllTypes.newBuilder().setWktEmpty(Empty.getDefaultInstance()).addREmpty(Empty.getDefaultInstance())))
        .isEqualTo("{\"wktEmpty\":{},\"rEmpty\":[{}]}");
  }

  @Test
  void nullValueFieldsAreNull() {
    assertThat(write(AllTypes.newBuilder().addRNullValue(NullValue.NULL_VALUE).addRNullValue(NullValue.NULL_VALUE)))
        .isEqualTo("{\"rNullValue\":[null,null]}");
  }

  @Test
  void anyWithARegularPayloadInlinesItsFields() {
    Any any = Any.pack(Nested.newBuilder().setValue(7).setChild(Nested.newBuilder().setNote("c")).build());
    assertThat(write(AllTypes.newBuilder().setWktAny(any)))
        .isEqualTo("{\"wktAny\":{\"@type\":\"type.googleapis.com/protojson.test.Nested\",\"value\":7,"
            + "\"child\":{\"note\":\"c\"}}}");
  }

  @Test
  void anyWithWellKnownPayloadsUsesValue() {
    assertThat(write(Any.pack(timestamp(0, 0))))
        .isEqualTo("{\"@type\":\"type.googleapis.com/google.protobuf.Timestamp\",\"value\":\"1970-01-01T00:00:00Z\"}");
    assertThat(write(Any.pack(Int64Value.of(3))))
        .isEqualTo("{\"@type\":\"type.googleapis.com/google.protobuf.Int64Value\",\"value\":\"3\"}");
    assertThat(write(Any.pack(Any.pack(duration(1, 0)))))
        .isEqualTo("{\"@type\":\"type.googleapis.com/google.protobuf.Any\",\"value\":"
            + "{\"@type\":\"type.googleapis.com/google.protobuf.Duration\",\"value\":\"1s\"}}");
    assertThat(write(Any.pack(Empty.getDefaultInstance())))
        .isEqualTo("{\"@type\":\"type.googleapis.com/google.protobuf.Empty\"}");
    assertThat(write(Any.getDefaultInstance())).isEqualTo("{}");
  }

  /** A deliberate difference in the exception only: JsonFormat's is checked and has no field path. */
  @Test
  void anyWithAnUnregisteredTypeIsAnError() {
    assertThatThrownBy(() -> JsonFormat.printer().print(Any.pack(Nested.getDefaultInstance())))
        .isInstanceOf(com.google.protobuf.InvalidProtocolBufferException.class);
    MessageMarshaller narrow = MessageMarshaller.builder().register(AllTypes.getDefaultInstance()).build();
    assertThatThrownBy(() -> narrow.writeValueAsString(AllTypes.newBuilder().setWktAny(Any.pack(TreeA.getDefaultInstance()))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Cannot write field wktAny as JSON:")
        .hasMessageContaining("type.googleapis.com/protojson.test.TreeA")
        .hasMessageContaining("not registered");
    assertThatThrownBy(() -> write(Any.newBuilder().setTypeUrl("no-slash").build()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no-slash");
  }

  @Test
  void anyWithAnUnparseablePayloadIsAnError() {
    Any broken = Any.newBuilder().setTypeUrl("type.googleapis.com/protojson.test.Nested")
        .setValue(ByteString.copyFrom(new byte[] {(byte) 0xff})).build();
    assertThatThrownBy(() -> write(AllTypes.newBuilder().addRAny(broken)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("field rAny[0]")
        .hasMessageContaining("not a valid protojson.test.Nested");
  }
}
