package dev.protojson.internal.read;

import static dev.protojson.internal.read.ReadFixtures.LENIENT;
import static dev.protojson.internal.read.ReadFixtures.STRICT;
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
import com.google.protobuf.Message;
import com.google.protobuf.NullValue;
import com.google.protobuf.StringValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Timestamp;
import com.google.protobuf.UInt32Value;
import com.google.protobuf.UInt64Value;
import com.google.protobuf.Value;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.ProtoJsonWriteException;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.odd.OddNames;
import dev.protojson.test.proto2.Extensions;
import dev.protojson.test.proto2.Level;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto2.Status;
import dev.protojson.test.proto3.Aliased;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Color;
import dev.protojson.test.proto3.Nested;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The JSON cases of protobuf's conformance suite (the JsonInput and JsonOutput tests of
 * {@code binary_json_conformance_suite.cc}, Required and Recommended), restated on this project's test messages:
 * {@code optionalInt32} of the suite's TestAllTypes becomes {@code fInt32} of AllTypes, its nested message's
 * {@code a} becomes Nested's {@code value}, and so on. Each case keeps the suite's name, so that a failure can be
 * looked up there. Where the suite accepts either a parse failure or a value ("FieldNameDuplicate",
 * "OneofFieldDuplicate"), protojson's documented choice, the failure, is asserted.
 */
class ConformanceCasesTests {

  private static final String ALL_TYPES_URL = "type.googleapis.com/protojson.test.AllTypes";
  private static final String P2 = "{\"id\": 1, \"name\": \"n\", ";

  private static AllTypes.Builder all() {
    return AllTypes.newBuilder();
  }

  private static Proto2Types.Builder p2() {
    return Proto2Types.newBuilder().setId(1).setName("n");
  }

  private static Arguments ok(String name, String json, Message.Builder expected) {
    return Arguments.of(name, json, expected.build());
  }

  private static Arguments bad(String name, String json) {
    return Arguments.of(name, json);
  }

  private static ByteString bytes(int... values) {
    byte[] b = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      b[i] = (byte) values[i];
    }
    return ByteString.copyFrom(b);
  }

  private static Timestamp ts(long seconds, int nanos) {
    return Timestamp.newBuilder().setSeconds(seconds).setNanos(nanos).build();
  }

  private static Duration dur(long seconds, int nanos) {
    return Duration.newBuilder().setSeconds(seconds).setNanos(nanos).build();
  }

  private static Value num(double value) {
    return Value.newBuilder().setNumberValue(value).build();
  }

  private static Value str(String value) {
    return Value.newBuilder().setStringValue(value).build();
  }

  private static Value list(Value... values) {
    return Value.newBuilder().setListValue(ListValue.newBuilder().addAllValues(List.of(values))).build();
  }

  private static Value object(String key, Value value) {
    return Value.newBuilder().setStructValue(Struct.newBuilder().putFields(key, value)).build();
  }

  private static InputStream stream(String json) {
    return new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8));
  }

  /** {"n": {"n": ... {"value": 1} ...}} as a Struct, {@code depth} objects below the outermost. */
  private static Struct nestedStruct(int depth) {
    Struct inner = Struct.newBuilder().putFields("value", num(1)).build();
    for (int i = 0; i < depth; i++) {
      inner = Struct.newBuilder().putFields("n", Value.newBuilder().setStructValue(inner).build()).build();
    }
    return inner;
  }

  // ---------------------------------------------------------------------------------------------------------
  // Accepted input: proto3.

  static Stream<Arguments> acceptedProto3() {
    List<Arguments> cases = new ArrayList<>();
    cases.add(ok("HelloWorld", "{\"fString\":\"Hello, World!\"}", all().setFString("Hello, World!")));

    // Field names.
    cases.add(ok("FieldNameEscaped", "{\"f\\u0049nt32\": 1}", all().setFInt32(1)));
    cases.add(ok("OneLineNoSpaces", "{\"fInt32\":1,\"fInt64\":2}", all().setFInt32(1).setFInt64(2)));
    cases.add(ok("OneLineWithSpaces", "{ \"fInt32\" : 1 , \"fInt64\" : 2 }", all().setFInt32(1).setFInt64(2)));
    cases.add(ok("MultilineNoSpaces", "{\n\"fInt32\"\n:\n1\n,\n\"fInt64\"\n:\n2\n}", all().setFInt32(1).setFInt64(2)));
    cases.add(ok("MultilineWithSpaces", "{\n  \"fInt32\"  :  1\n  ,\n  \"fInt64\"  :  2\n}\n",
        all().setFInt32(1).setFInt64(2)));

    // Integers.
    cases.add(ok("Int32FieldMaxValue", "{\"fInt32\": 2147483647}", all().setFInt32(Integer.MAX_VALUE)));
    cases.add(ok("Int32FieldMinValue", "{\"fInt32\": -2147483648}", all().setFInt32(Integer.MIN_VALUE)));
    cases.add(ok("Uint32FieldMaxValue", "{\"fUint32\": 4294967295}", all().setFUint32(-1)));
    cases.add(ok("Int64FieldMaxValue", "{\"fInt64\": \"9223372036854775807\"}", all().setFInt64(Long.MAX_VALUE)));
    cases.add(ok("Int64FieldMinValue", "{\"fInt64\": \"-9223372036854775808\"}", all().setFInt64(Long.MIN_VALUE)));
    cases.add(ok("Uint64FieldMaxValue", "{\"fUint64\": \"18446744073709551615\"}", all().setFUint64(-1L)));
    cases.add(ok("Int64FieldMaxValueNotQuoted", "{\"fInt64\": 9223372036854774784}",
        all().setFInt64(9223372036854774784L)));
    cases.add(ok("Int64FieldMinValueNotQuoted", "{\"fInt64\": -9223372036854775808}", all().setFInt64(Long.MIN_VALUE)));
    cases.add(ok("Uint64FieldMaxValueNotQuoted", "{\"fUint64\": 18446744073709549568}",
        all().setFUint64(Long.parseUnsignedLong("18446744073709549568"))));
    cases.add(ok("Int32FieldStringValue", "{\"fInt32\": \"2147483647\"}", all().setFInt32(Integer.MAX_VALUE)));
    cases.add(ok("Int32FieldStringValueEscaped", "{\"fInt32\": \"2\\u003147483647\"}",
        all().setFInt32(Integer.MAX_VALUE)));
    cases.add(ok("Int32FieldStringValueZero", "{\"fInt32\": \"0\"}", all()));
    cases.add(ok("Int32FieldQuotedExponentialValue", "{\"fInt32\": \"1e5\"}", all().setFInt32(100000)));
    cases.add(ok("Int32FieldFloatTrailingZero", "{\"fInt32\": 100000.000}", all().setFInt32(100000)));
    cases.add(ok("Int32FieldExponentialFormat", "{\"fInt32\": 1e5}", all().setFInt32(100000)));
    cases.add(ok("Int32FieldMaxFloatValue", "{\"fInt32\": 2.147483647e9}", all().setFInt32(Integer.MAX_VALUE)));
    cases.add(ok("Int32FieldMinFloatValue", "{\"fInt32\": -2.147483648e9}", all().setFInt32(Integer.MIN_VALUE)));
    cases.add(ok("Uint32FieldMaxFloatValue", "{\"fUint32\": 4.294967295e9}", all().setFUint32(-1)));

    // Bool.
    cases.add(ok("BoolFieldTrue", "{\"fBool\":true}", all().setFBool(true)));
    cases.add(ok("BoolFieldFalse", "{\"fBool\":false}", all()));

    // Float and double.
    cases.add(ok("FloatFieldMinPositiveValue", "{\"fFloat\": 1.175494e-38}", all().setFFloat(1.175494e-38f)));
    cases.add(ok("FloatFieldMaxNegativeValue", "{\"fFloat\": -1.175494e-38}", all().setFFloat(-1.175494e-38f)));
    cases.add(ok("FloatFieldMaxPositiveValue", "{\"fFloat\": 3.402823e+38}", all().setFFloat(3.402823e+38f)));
    cases.add(ok("FloatFieldMinNegativeValue", "{\"fFloat\": -3.402823e+38}", all().setFFloat(-3.402823e+38f)));
    cases.add(ok("FloatFieldQuotedValue", "{\"fFloat\": \"1\"}", all().setFFloat(1)));
    cases.add(ok("FloatFieldQuotedExponentialValue", "{\"fFloat\": \"1.175494e-38\"}",
        all().setFFloat(1.175494e-38f)));
    cases.add(ok("FloatFieldNan", "{\"fFloat\": \"NaN\"}", all().setFFloat(Float.NaN)));
    cases.add(ok("FloatFieldInfinity", "{\"fFloat\": \"Infinity\"}", all().setFFloat(Float.POSITIVE_INFINITY)));
    cases.add(ok("FloatFieldNegativeInfinity", "{\"fFloat\": \"-Infinity\"}",
        all().setFFloat(Float.NEGATIVE_INFINITY)));
    cases.add(ok("DoubleFieldMinPositiveValue", "{\"fDouble\": 2.22507e-308}", all().setFDouble(2.22507e-308)));
    cases.add(ok("DoubleFieldMaxNegativeValue", "{\"fDouble\": -2.22507e-308}", all().setFDouble(-2.22507e-308)));
    cases.add(ok("DoubleFieldMaxPositiveValue", "{\"fDouble\": 1.79769e+308}", all().setFDouble(1.79769e+308)));
    cases.add(ok("DoubleFieldMinNegativeValue", "{\"fDouble\": -1.79769e+308}", all().setFDouble(-1.79769e+308)));
    cases.add(ok("DoubleFieldQuotedValue", "{\"fDouble\": \"1\"}", all().setFDouble(1)));
    cases.add(ok("DoubleFieldQuotedExponentialValue", "{\"fDouble\": \"2.22507e-308\"}",
        all().setFDouble(2.22507e-308)));
    cases.add(ok("DoubleFieldNan", "{\"fDouble\": \"NaN\"}", all().setFDouble(Double.NaN)));
    cases.add(ok("DoubleFieldInfinity", "{\"fDouble\": \"Infinity\"}", all().setFDouble(Double.POSITIVE_INFINITY)));
    cases.add(ok("DoubleFieldNegativeInfinity", "{\"fDouble\": \"-Infinity\"}",
        all().setFDouble(Double.NEGATIVE_INFINITY)));

    // Enums.
    cases.add(ok("EnumField", "{\"fEnum\": \"COLOR_UNSPECIFIED\"}", all()));
    cases.add(ok("EnumField(nonzero)", "{\"fEnum\": \"GREEN\"}", all().setFEnum(Color.GREEN)));
    cases.add(ok("EnumFieldWithAlias", "{\"fAliased\": \"ALIASED_FIRST\"}", all().setFAliased(Aliased.ALIASED_FIRST)));
    cases.add(ok("EnumFieldWithAliasUseAlias", "{\"fAliased\": \"ALIASED_ALSO_FIRST\"}",
        all().setFAliased(Aliased.ALIASED_FIRST)));
    cases.add(ok("EnumFieldNumericValueZero", "{\"fEnum\": 0}", all()));
    cases.add(ok("EnumFieldNumericValueNonZero", "{\"fEnum\": 1}", all().setFEnum(Color.RED)));
    cases.add(ok("EnumFieldUnknownValue", "{\"fEnum\": 123}", all().setFEnumValue(123)));

    // Strings and bytes.
    cases.add(ok("StringField", "{\"fString\": \"Hello world!\"}", all().setFString("Hello world!")));
    cases.add(ok("StringFieldUnicode", "{\"fString\": \"谷歌\"}", all().setFString("谷歌")));
    cases.add(ok("StringFieldEscape", "{\"fString\": \"\\\"\\\\\\/\\b\\f\\n\\r\\t\"}",
        all().setFString("\"\\/\b\f\n\r\t")));
    cases.add(ok("StringFieldUnicodeEscape", "{\"fString\": \"\\u8C37\\u6B4C\"}", all().setFString("谷歌")));
    cases.add(ok("StringFieldUnicodeEscapeWithLowercaseHexLetters", "{\"fString\": \"\\u8c37\\u6b4c\"}",
        all().setFString("谷歌")));
    cases.add(ok("StringFieldSurrogatePair", "{\"fString\": \"\\uD83D\\uDE01\"}",
        all().setFString(new String(Character.toChars(0x1F601)))));
    cases.add(ok("StringFieldEmbeddedNull", "{\"fString\": \"Hello\\u0000world!\"}",
        all().setFString("Hello\0world!")));
    cases.add(ok("BytesField", "{\"fBytes\": \"AQI=\"}", all().setFBytes(bytes(1, 2))));
    cases.add(ok("BytesFieldBase64Url", "{\"fBytes\": \"-_\"}", all().setFBytes(bytes(0xfb))));

    // Messages and oneofs.
    cases.add(ok("MessageField", "{\"fNested\": {\"value\": 1234}}",
        all().setFNested(Nested.newBuilder().setValue(1234))));
    cases.add(ok("OneofFieldNullFirst", "{\"oneofInt32\": null, \"oneofString\": \"test\"}",
        all().setOneofString("test")));
    cases.add(ok("OneofFieldNullSecond", "{\"oneofString\": \"test\", \"oneofInt32\": null}",
        all().setOneofString("test")));
    cases.add(ok("OneofZeroUint32", "{\"oneofInt32\": 0}", all().setOneofInt32(0)));
    cases.add(ok("OneofZeroMessage", "{\"oneofNested\": {}}", all().setOneofNested(Nested.getDefaultInstance())));
    cases.add(ok("OneofZeroString", "{\"oneofString\": \"\"}", all().setOneofString("")));
    cases.add(ok("OneofZeroBytes", "{\"oneofBytes\": \"\"}", all().setOneofBytes(ByteString.EMPTY)));
    cases.add(ok("OneofZeroBool", "{\"otherBool\": false}", all().setOtherBool(false)));
    cases.add(ok("OneofZeroUint64", "{\"otherUint64\": 0}", all().setOtherUint64(0)));
    cases.add(ok("OneofZeroDouble", "{\"oneofDouble\": 0.0}", all().setOneofDouble(0)));
    cases.add(ok("OneofZeroEnum", "{\"oneofEnum\": \"COLOR_UNSPECIFIED\"}",
        all().setOneofEnum(Color.COLOR_UNSPECIFIED)));

    // Maps.
    cases.add(ok("Int32MapField", "{\"mInt32String\": {\"1\": \"2\", \"3\": \"4\"}}",
        all().putMInt32String(1, "2").putMInt32String(3, "4")));
    cases.add(ok("Uint32MapField", "{\"mUint32String\": {\"1\": \"2\", \"3\": \"4\"}}",
        all().putMUint32String(1, "2").putMUint32String(3, "4")));
    cases.add(ok("Int64MapField", "{\"mInt64String\": {\"1\": \"2\", \"3\": \"4\"}}",
        all().putMInt64String(1, "2").putMInt64String(3, "4")));
    cases.add(ok("Uint64MapField", "{\"mUint64String\": {\"1\": \"2\", \"3\": \"4\"}}",
        all().putMUint64String(1, "2").putMUint64String(3, "4")));
    cases.add(ok("BoolMapField", "{\"mBoolString\": {\"true\": \"t\", \"false\": \"f\"}}",
        all().putMBoolString(true, "t").putMBoolString(false, "f")));
    cases.add(ok("BoolMapField(values)", "{\"mStringBool\": {\"a\": true, \"b\": false}}",
        all().putMStringBool("a", true).putMStringBool("b", false)));
    cases.add(ok("MessageMapField",
        "{\"mStringNested\": {\"hello\": {\"value\": 1234}, \"world\": {\"value\": 5678}}}",
        all().putMStringNested("hello", Nested.newBuilder().setValue(1234).build())
            .putMStringNested("world", Nested.newBuilder().setValue(5678).build())));
    cases.add(ok("Int32MapEscapedKey", "{\"mInt32String\": {\"\\u0031\": \"2\"}}", all().putMInt32String(1, "2")));
    cases.add(ok("Int64MapEscapedKey", "{\"mInt64String\": {\"\\u0031\": \"2\"}}", all().putMInt64String(1, "2")));
    cases.add(ok("BoolMapEscapedKey", "{\"mBoolString\": {\"tr\\u0075e\": \"t\"}}", all().putMBoolString(true, "t")));

    // Repeated fields.
    cases.add(ok("PrimitiveRepeatedField", "{\"rInt32\": [1, 2, 3, 4]}",
        all().addRInt32(1).addRInt32(2).addRInt32(3).addRInt32(4)));
    cases.add(ok("EnumRepeatedField", "{\"rEnum\": [\"COLOR_UNSPECIFIED\", \"RED\", \"GREEN\"]}",
        all().addREnum(Color.COLOR_UNSPECIFIED).addREnum(Color.RED).addREnum(Color.GREEN)));
    cases.add(ok("StringRepeatedField", "{\"rString\": [\"Hello\", \"world\"]}",
        all().addRString("Hello").addRString("world")));
    cases.add(ok("BytesRepeatedField", "{\"rBytes\": [\"AAEC\", \"AQI=\"]}",
        all().addRBytes(bytes(0, 1, 2)).addRBytes(bytes(1, 2))));
    cases.add(ok("MessageRepeatedField", "{\"rNested\": [{\"value\": 1234}, {\"value\": 5678}]}",
        all().addRNested(Nested.newBuilder().setValue(1234)).addRNested(Nested.newBuilder().setValue(5678))));

    // Null.
    cases.add(ok("AllFieldAcceptNull", """
        {"fInt32": null, "fInt64": null, "fUint32": null, "fUint64": null, "fSint32": null, "fSint64": null,
         "fFixed32": null, "fFixed64": null, "fSfixed32": null, "fSfixed64": null, "fFloat": null,
         "fDouble": null, "fBool": null, "fString": null, "fBytes": null, "fEnum": null, "fNested": null,
         "rInt32": null, "rInt64": null, "rUint32": null, "rUint64": null, "rSint32": null, "rSint64": null,
         "rFixed32": null, "rFixed64": null, "rSfixed32": null, "rSfixed64": null, "rFloat": null,
         "rDouble": null, "rBool": null, "rString": null, "rBytes": null, "rEnum": null, "rNested": null,
         "mInt32String": null, "mBoolString": null, "mStringNested": null}""", all()));

    // Wrappers.
    cases.add(ok("OptionalBoolWrapper", "{\"wktBool\": false}", all().setWktBool(BoolValue.of(false))));
    cases.add(ok("OptionalInt32Wrapper", "{\"wktInt32\": 0}", all().setWktInt32(Int32Value.of(0))));
    cases.add(ok("OptionalUint32Wrapper", "{\"wktUint32\": 0}", all().setWktUint32(UInt32Value.of(0))));
    cases.add(ok("OptionalInt64Wrapper", "{\"wktInt64\": 0}", all().setWktInt64(Int64Value.of(0))));
    cases.add(ok("OptionalUint64Wrapper", "{\"wktUint64\": 0}", all().setWktUint64(UInt64Value.of(0))));
    cases.add(ok("OptionalFloatWrapper", "{\"wktFloat\": 0}", all().setWktFloat(FloatValue.of(0))));
    cases.add(ok("OptionalDoubleWrapper", "{\"wktDouble\": 0}", all().setWktDouble(DoubleValue.of(0))));
    cases.add(ok("OptionalStringWrapper", "{\"wktString\": \"\"}", all().setWktString(StringValue.of(""))));
    cases.add(ok("OptionalBytesWrapper", "{\"wktBytes\": \"\"}", all().setWktBytes(BytesValue.of(ByteString.EMPTY))));
    cases.add(ok("OptionalWrapperTypesWithNonDefaultValue", """
        {"wktBool": true, "wktInt32": 1, "wktUint32": 1, "wktInt64": "1", "wktUint64": "1", "wktFloat": 1,
         "wktDouble": 1, "wktString": "1", "wktBytes": "AQI="}""",
        all().setWktBool(BoolValue.of(true)).setWktInt32(Int32Value.of(1)).setWktUint32(UInt32Value.of(1))
            .setWktInt64(Int64Value.of(1)).setWktUint64(UInt64Value.of(1)).setWktFloat(FloatValue.of(1))
            .setWktDouble(DoubleValue.of(1)).setWktString(StringValue.of("1"))
            .setWktBytes(BytesValue.of(bytes(1, 2)))));
    cases.add(ok("RepeatedBoolWrapper", "{\"rBoolWrapper\": [true, false]}",
        all().addRBoolWrapper(BoolValue.of(true)).addRBoolWrapper(BoolValue.of(false))));
    cases.add(ok("RepeatedInt32Wrapper", "{\"rInt32Wrapper\": [0, 1]}",
        all().addRInt32Wrapper(Int32Value.of(0)).addRInt32Wrapper(Int32Value.of(1))));
    cases.add(ok("RepeatedUint32Wrapper", "{\"rUint32Wrapper\": [0, 1]}",
        all().addRUint32Wrapper(UInt32Value.of(0)).addRUint32Wrapper(UInt32Value.of(1))));
    cases.add(ok("RepeatedInt64Wrapper", "{\"rInt64Wrapper\": [0, 1]}",
        all().addRInt64Wrapper(Int64Value.of(0)).addRInt64Wrapper(Int64Value.of(1))));
    cases.add(ok("RepeatedUint64Wrapper", "{\"rUint64Wrapper\": [0, 1]}",
        all().addRUint64Wrapper(UInt64Value.of(0)).addRUint64Wrapper(UInt64Value.of(1))));
    cases.add(ok("RepeatedFloatWrapper", "{\"rFloatWrapper\": [0, 1]}",
        all().addRFloatWrapper(FloatValue.of(0)).addRFloatWrapper(FloatValue.of(1))));
    cases.add(ok("RepeatedDoubleWrapper", "{\"rDoubleWrapper\": [0, 1]}",
        all().addRDoubleWrapper(DoubleValue.of(0)).addRDoubleWrapper(DoubleValue.of(1))));
    cases.add(ok("RepeatedStringWrapper", "{\"rStringWrapper\": [\"\", \"AQI=\"]}",
        all().addRStringWrapper(StringValue.of("")).addRStringWrapper(StringValue.of("AQI="))));
    cases.add(ok("RepeatedBytesWrapper", "{\"rBytesWrapper\": [\"\", \"AQI=\"]}",
        all().addRBytesWrapper(BytesValue.of(ByteString.EMPTY)).addRBytesWrapper(BytesValue.of(bytes(1, 2)))));
    cases.add(ok("WrapperTypesWithNullValue", """
        {"wktBool": null, "wktInt32": null, "wktUint32": null, "wktInt64": null, "wktUint64": null,
         "wktFloat": null, "wktDouble": null, "wktString": null, "wktBytes": null, "rBoolWrapper": null,
         "rInt32Wrapper": null, "rUint32Wrapper": null, "rInt64Wrapper": null, "rUint64Wrapper": null,
         "rFloatWrapper": null, "rDoubleWrapper": null, "rStringWrapper": null, "rBytesWrapper": null}""",
        all()));

    // Duration.
    cases.add(ok("DurationMinValue", "{\"wktDuration\": \"-315576000000.999999999s\"}",
        all().setWktDuration(dur(-315576000000L, -999999999))));
    cases.add(ok("DurationMaxValue", "{\"wktDuration\": \"315576000000.999999999s\"}",
        all().setWktDuration(dur(315576000000L, 999999999))));
    cases.add(ok("DurationRepeatedValue", "{\"rDuration\": [\"1.5s\", \"-1.5s\"]}",
        all().addRDuration(dur(1, 500000000)).addRDuration(dur(-1, -500000000))));
    cases.add(ok("DurationNull", "{\"wktDuration\": null}", all()));
    cases.add(ok("DurationNegativeSeconds", "{\"wktDuration\": \"-5s\"}", all().setWktDuration(dur(-5, 0))));
    cases.add(ok("DurationNegativeNanos", "{\"wktDuration\": \"-0.5s\"}", all().setWktDuration(dur(0, -500000000))));

    // Timestamp.
    cases.add(ok("TimestampMinValue", "{\"wktTimestamp\": \"0001-01-01T00:00:00Z\"}",
        all().setWktTimestamp(ts(-62135596800L, 0))));
    cases.add(ok("TimestampMaxValue", "{\"wktTimestamp\": \"9999-12-31T23:59:59.999999999Z\"}",
        all().setWktTimestamp(ts(253402300799L, 999999999))));
    cases.add(ok("TimestampRepeatedValue",
        "{\"rTimestamp\": [\"0001-01-01T00:00:00Z\", \"9999-12-31T23:59:59.999999999Z\"]}",
        all().addRTimestamp(ts(-62135596800L, 0)).addRTimestamp(ts(253402300799L, 999999999))));
    cases.add(ok("TimestampEpochValue", "{\"wktTimestamp\": \"1970-01-01T00:00:00.000Z\"}",
        all().setWktTimestamp(ts(0, 0))));
    cases.add(ok("TimestampNanoAfterEpochlValue", "{\"wktTimestamp\": \"1970-01-01T00:00:00.000000001Z\"}",
        all().setWktTimestamp(ts(0, 1))));
    cases.add(ok("TimestampNanoBeforeEpochValue", "{\"wktTimestamp\": \"1969-12-31T23:59:59.999999999Z\"}",
        all().setWktTimestamp(ts(-1, 999999999))));
    cases.add(ok("TimestampLittleAfterEpochlValue", "{\"wktTimestamp\": \"1970-01-01T00:00:01.000000001Z\"}",
        all().setWktTimestamp(ts(1, 1))));
    cases.add(ok("TimestampLittleBeforeEpochValue", "{\"wktTimestamp\": \"1969-12-31T23:59:58.999999999Z\"}",
        all().setWktTimestamp(ts(-2, 999999999))));
    cases.add(ok("TimestampTenAndHalfSecondsAfterEpochValue", "{\"wktTimestamp\": \"1970-01-01T00:00:10.500Z\"}",
        all().setWktTimestamp(ts(10, 500000000))));
    cases.add(ok("TimestampTenAndHalfSecondsBeforeEpochValue", "{\"wktTimestamp\": \"1969-12-31T23:59:49.500Z\"}",
        all().setWktTimestamp(ts(-11, 500000000))));
    cases.add(ok("TimestampLeap", "{\"wktTimestamp\": \"1993-02-10T00:00:00.000Z\"}",
        all().setWktTimestamp(ts(729302400L, 0))));
    cases.add(ok("TimestampWithPositiveOffset", "{\"wktTimestamp\": \"1970-01-01T08:00:01+08:00\"}",
        all().setWktTimestamp(ts(1, 0))));
    cases.add(ok("TimestampWithNegativeOffset", "{\"wktTimestamp\": \"1969-12-31T16:00:01-08:00\"}",
        all().setWktTimestamp(ts(1, 0))));
    cases.add(ok("TimestampNull", "{\"wktTimestamp\": null}", all()));
    cases.add(ok("TimestampJsonInputLeapFeb29", "{\"wktTimestamp\": \"2000-02-29T00:00:00Z\"}",
        all().setWktTimestamp(ts(951782400L, 0))));
    cases.add(ok("TimestampWithOffsetShiftsDay", "{\"wktTimestamp\": \"1970-01-02T01:00:00+02:00\"}",
        all().setWktTimestamp(ts(82800, 0))));
    cases.add(ok("TimestampWithOffsetBoundaryInBoundsMin", "{\"wktTimestamp\": \"0001-01-01T00:00:00-00:01\"}",
        all().setWktTimestamp(ts(-62135596740L, 0))));
    cases.add(ok("TimestampWithOffsetBoundaryInBoundsMax", "{\"wktTimestamp\": \"9999-12-31T23:59:59+00:01\"}",
        all().setWktTimestamp(ts(253402300739L, 0))));
    cases.add(ok("TimestampWithComplexOffset", "{\"wktTimestamp\": \"1970-01-01T00:00:00-11:30\"}",
        all().setWktTimestamp(ts(41400, 0))));

    // FieldMask.
    cases.add(ok("FieldMask", "{\"wktFieldMask\": \"foo,barBaz\"}",
        all().setWktFieldMask(FieldMask.newBuilder().addPaths("foo").addPaths("bar_baz"))));
    cases.add(ok("EmptyFieldMask", "{\"wktFieldMask\": \"\"}", all().setWktFieldMask(FieldMask.getDefaultInstance())));

    // Struct and Value.
    cases.add(ok("Struct", """
        {"wktStruct": {"nullValue": null, "intValue": 1234, "boolValue": true, "doubleValue": 1234.5678,
         "stringValue": "Hello world!", "listValue": [1234, "5678"], "objectValue": {"value": 0}}}""",
        all().setWktStruct(Struct.newBuilder()
            .putFields("nullValue", Value.newBuilder().setNullValue(NullValue.NULL_VALUE).build())
            .putFields("intValue", num(1234))
            .putFields("boolValue", Value.newBuilder().setBoolValue(true).build())
            .putFields("doubleValue", num(1234.5678))
            .putFields("stringValue", str("Hello world!"))
            .putFields("listValue", list(num(1234), str("5678")))
            .putFields("objectValue", object("value", num(0))))));
    cases.add(ok("StructWithEmptyListValue", "{\"wktStruct\": {\"listValue\": []}}",
        all().setWktStruct(Struct.newBuilder().putFields("listValue", list()))));
    cases.add(ok("StructDeepNesting25",
        "{\"wktStruct\": {" + "\"n\": {".repeat(25) + "\"value\": 1" + "}".repeat(25) + "}}",
        all().setWktStruct(nestedStruct(25))));
    cases.add(ok("ValueAcceptInteger", "{\"wktValue\": 1}", all().setWktValue(num(1))));
    cases.add(ok("ValueAcceptFloat", "{\"wktValue\": 1.5}", all().setWktValue(num(1.5))));
    cases.add(ok("ValueAcceptBool", "{\"wktValue\": false}",
        all().setWktValue(Value.newBuilder().setBoolValue(false))));
    cases.add(ok("ValueAcceptNull", "{\"wktValue\": null}",
        all().setWktValue(Value.newBuilder().setNullValue(NullValue.NULL_VALUE))));
    cases.add(ok("ValueAcceptString", "{\"wktValue\": \"hello\"}", all().setWktValue(str("hello"))));
    cases.add(ok("ValueAcceptList", "{\"wktValue\": [0, \"hello\"]}", all().setWktValue(list(num(0), str("hello")))));
    cases.add(ok("ValueAcceptObject", "{\"wktValue\": {\"value\": 1}}", all().setWktValue(object("value", num(1)))));
    cases.add(ok("RepeatedValue", "{\"rValue\": [[\"a\"]]}", all().addRValue(list(str("a")))));
    cases.add(ok("RepeatedListValue", "{\"rListValue\": [[\"a\"]]}",
        all().addRListValue(ListValue.newBuilder().addValues(str("a")))));
    Value deepList = num(1);
    for (int i = 0; i < 25; i++) {
      deepList = list(deepList);
    }
    cases.add(ok("ListValueDeepNesting25", "{\"wktValue\": " + "[".repeat(25) + "1" + "]".repeat(25) + "}",
        all().setWktValue(deepList)));
    cases.add(ok("ValueDeepNesting25",
        "{\"wktValue\": {" + "\"n\": {".repeat(25) + "\"value\": 1" + "}".repeat(25) + "}}",
        all().setWktValue(Value.newBuilder().setStructValue(nestedStruct(25)))));

    // Any.
    Any packed = Any.pack(AllTypes.newBuilder().setFInt32(12345).build());
    cases.add(ok("Any", "{\"wktAny\": {\"@type\": \"" + ALL_TYPES_URL + "\", \"fInt32\": 12345}}",
        all().setWktAny(packed)));
    cases.add(ok("AnyNested", "{\"wktAny\": {\"@type\": \"type.googleapis.com/google.protobuf.Any\", \"value\": "
        + "{\"@type\": \"" + ALL_TYPES_URL + "\", \"fInt32\": 12345}}}", all().setWktAny(Any.pack(packed))));
    cases.add(ok("AnyUnorderedTypeTag", "{\"wktAny\": {\"fInt32\": 12345, \"@type\": \"" + ALL_TYPES_URL + "\"}}",
        all().setWktAny(packed)));
    cases.add(ok("AnyWithInt32ValueWrapper",
        "{\"wktAny\": {\"@type\": \"type.googleapis.com/google.protobuf.Int32Value\", \"value\": 12345}}",
        all().setWktAny(Any.pack(Int32Value.of(12345)))));
    cases.add(ok("AnyWithDuration",
        "{\"wktAny\": {\"@type\": \"type.googleapis.com/google.protobuf.Duration\", \"value\": \"1.5s\"}}",
        all().setWktAny(Any.pack(dur(1, 500000000)))));
    cases.add(ok("AnyWithTimestamp",
        "{\"wktAny\": {\"@type\": \"type.googleapis.com/google.protobuf.Timestamp\", "
            + "\"value\": \"1970-01-01T00:00:00Z\"}}",
        all().setWktAny(Any.pack(ts(0, 0)))));
    cases.add(ok("AnyWithFieldMask",
        "{\"wktAny\": {\"@type\": \"type.googleapis.com/google.protobuf.FieldMask\", \"value\": \"foo,barBaz\"}}",
        all().setWktAny(Any.pack(FieldMask.newBuilder().addPaths("foo").addPaths("bar_baz").build()))));
    cases.add(ok("AnyWithStruct",
        "{\"wktAny\": {\"@type\": \"type.googleapis.com/google.protobuf.Struct\", \"value\": {\"foo\": 1}}}",
        all().setWktAny(Any.pack(Struct.newBuilder().putFields("foo", num(1)).build()))));
    cases.add(ok("AnyWithValueForJsonObject",
        "{\"wktAny\": {\"@type\": \"type.googleapis.com/google.protobuf.Value\", \"value\": {\"foo\": 1}}}",
        all().setWktAny(Any.pack(object("foo", num(1))))));
    cases.add(ok("AnyWithValueForInteger",
        "{\"wktAny\": {\"@type\": \"type.googleapis.com/google.protobuf.Value\", \"value\": 1}}",
        all().setWktAny(Any.pack(num(1)))));
    cases.add(ok("AnyWithNoType", "{\"wktAny\": {}}", all().setWktAny(Any.getDefaultInstance())));
    cases.add(ok("AnyNull", "{\"wktAny\": null}", all()));
    cases.add(ok("AnyEmpty", "{\"wktAny\": {\"@type\": \"type.googleapis.com/google.protobuf.Empty\"}}",
        all().setWktAny(Any.pack(Empty.getDefaultInstance()))));
    return cases.stream();
  }

  /**
   * Each accepted input reads into the expected message, from text and from bytes; and what protojson writes for
   * that message reads back into it (the suite's JSON-to-JSON form of the same case).
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("acceptedProto3")
  void acceptedProto3(String name, String json, AllTypes expected) {
    AllTypes read = ReadFixtures.read(json);
    assertThat(read).isEqualTo(expected);
    assertThat(STRICT.readValue(stream(json), AllTypes.class)).isEqualTo(expected);
    String written = STRICT.writeValueAsString(read);
    assertThat(STRICT.readValue(written, AllTypes.class)).as(written).isEqualTo(expected);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Rejected input: proto3.

  static Stream<Arguments> rejectedProto3() {
    List<Arguments> cases = new ArrayList<>();
    cases.add(bad("RejectTopLevelNull", "null"));
    // Reserved names: AllTypes reserves none, so the suite's names are unknown fields here, and refused as such.
    cases.add(bad("RejectReservedFieldName.Boolean", "{\"reserved_field\": true}"));
    cases.add(bad("RejectReservedFieldName.Number", "{\"reserved_field\": 1}"));
    cases.add(bad("RejectReservedFieldName.String", "{\"reserved_field\": \"hello\"}"));
    cases.add(bad("RejectReservedFieldName.Message", "{\"reserved_field\": {\"a\": 1}}"));

    // JSON syntax.
    cases.add(bad("StringEndsWithEscapeChar", "{\"fString\": \"abc\\"));
    cases.add(bad("FieldNameNotQuoted", "{fInt32: 1}"));
    cases.add(bad("TrailingCommaInAnObject", "{\"fInt32\":1,}"));
    cases.add(bad("TrailingCommaInAnObjectWithSpace", "{\"fInt32\":1 ,}"));
    cases.add(bad("TrailingCommaInAnObjectWithSpaceCommaSpace", "{\"fInt32\":1 , }"));
    cases.add(bad("TrailingCommaInAnObjectWithNewlines", "{\n  \"fInt32\":1,\n}"));
    cases.add(bad("JsonWithComments", "{\n  // This is a comment.\n  \"fInt32\": 1\n}"));
    cases.add(bad("MissingCommaOneLine", "{ \"fInt32\": 1 \"fInt64\": 2 }"));
    cases.add(bad("MissingCommaMultiline", "{\n  \"fInt32\": 1\n  \"fInt64\": 2\n}"));
    cases.add(bad("StringFieldSingleQuoteKey", "{'fString': \"Hello world!\"}"));
    cases.add(bad("StringFieldSingleQuoteValue", "{\"fString\": 'Hello world!'}"));
    cases.add(bad("StringFieldSingleQuoteBoth", "{'fString': 'Hello world!'}"));
    // Valid either way by the suite; protojson refuses a field given twice.
    cases.add(bad("FieldNameDuplicate", "{\"fNested\": {\"value\": 1}, \"fNested\": {}}"));
    cases.add(bad("FieldNameDuplicateDifferentCasing1", "{\"f_nested\": {\"value\": 1}, \"fNested\": {}}"));
    cases.add(bad("FieldNameDuplicateDifferentCasing2", "{\"fNested\": {\"value\": 1}, \"f_nested\": {}}"));
    cases.add(bad("OneofFieldDuplicate", "{\"oneofInt32\": 1, \"oneofString\": \"test\"}"));
    cases.add(bad("OneofFieldDuplicate2", "{\"oneofString\": \"test\", \"oneofInt32\": 1}"));

    // Integers.
    cases.add(bad("Int32FieldTooLarge", "{\"fInt32\": 2147483648}"));
    cases.add(bad("Int32FieldTooSmall", "{\"fInt32\": -2147483649}"));
    cases.add(bad("Uint32FieldTooLarge", "{\"fUint32\": 4294967296}"));
    cases.add(bad("Int64FieldTooLarge", "{\"fInt64\": \"9223372036854775808\"}"));
    cases.add(bad("Int64FieldTooSmall", "{\"fInt64\": \"-9223372036854775809\"}"));
    cases.add(bad("Uint64FieldTooLarge", "{\"fUint64\": \"18446744073709551616\"}"));
    cases.add(bad("Uint64QuotedExponentFieldTooLarge", "{\"fUint64\": \"1e536870000\"}"));
    cases.add(bad("Int32FieldNotInteger", "{\"fInt32\": 0.5}"));
    cases.add(bad("Uint32FieldNotInteger", "{\"fUint32\": 0.5}"));
    cases.add(bad("Int64FieldNotInteger", "{\"fInt64\": \"0.5\"}"));
    cases.add(bad("Uint64FieldNotInteger", "{\"fUint64\": \"0.5\"}"));
    cases.add(bad("Int32FieldTrueValue", "{\"fInt32\": true}"));
    cases.add(bad("Int32FieldFalseValue", "{\"fInt32\": false}"));
    cases.add(bad("Int32FieldStringValuePartiallyNumeric", "{\"fInt32\": \"12abc\"}"));
    cases.add(bad("Int32FieldStringValuePartiallyNumericSpace", "{\"fInt32\": \"12 34\"}"));
    cases.add(bad("Int32FieldStringValuePartiallyNumericComma", "{\"fInt32\": \"12,34\"}"));
    cases.add(bad("Int32FieldStringValuePartiallyNumericUnicode", "{\"fInt32\": \"12谷歌34\"}"));
    cases.add(bad("Int32FieldStringValueNonNumeric", "{\"fInt32\": \"abc\"}"));
    cases.add(bad("Int32FieldEmptyString", "{\"fInt32\": \"\"}"));
    cases.add(bad("Uint32FieldEmptyString", "{\"fUint32\": \"\"}"));
    cases.add(bad("Int64FieldEmptyString", "{\"fInt64\": \"\"}"));
    cases.add(bad("Uint64FieldEmptyString", "{\"fUint64\": \"\"}"));
    cases.add(bad("Int32FieldNotNumber", "{\"fInt32\": \"3x3\"}"));
    cases.add(bad("Uint32FieldNotNumber", "{\"fUint32\": \"3x3\"}"));
    cases.add(bad("Int64FieldNotNumber", "{\"fInt64\": \"3x3\"}"));
    cases.add(bad("Uint64FieldNotNumber", "{\"fUint64\": \"3x3\"}"));
    cases.add(bad("Int32FieldPlusSign", "{\"fInt32\": +1}"));
    cases.add(bad("Int32FieldLeadingZero", "{\"fInt32\": 01}"));
    cases.add(bad("Int32FieldNegativeWithLeadingZero", "{\"fInt32\": -01}"));
    cases.add(bad("Int32FieldLeadingSpace", "{\"fInt32\": \" 1\"}"));
    cases.add(bad("Int32FieldTrailingSpace", "{\"fInt32\": \"1 \"}"));

    // Bool.
    cases.add(bad("BoolFieldIntegerZero", "{\"fBool\":0}"));
    cases.add(bad("BoolFieldIntegerOne", "{\"fBool\":1}"));
    cases.add(bad("BoolFieldCamelCaseTrue", "{\"fBool\":True}"));
    cases.add(bad("BoolFieldCamelCaseFalse", "{\"fBool\":False}"));
    cases.add(bad("BoolFieldAllCapitalTrue", "{\"fBool\":TRUE}"));
    cases.add(bad("BoolFieldAllCapitalFalse", "{\"fBool\":FALSE}"));
    cases.add(bad("BoolFieldDoubleQuotedTrue", "{\"fBool\":\"true\"}"));
    cases.add(bad("BoolFieldDoubleQuotedFalse", "{\"fBool\":\"false\"}"));

    // Float and double.
    cases.add(bad("FloatFieldNanNotQuoted", "{\"fFloat\": NaN}"));
    cases.add(bad("FloatFieldInfinityNotQuoted", "{\"fFloat\": Infinity}"));
    cases.add(bad("FloatFieldNegativeInfinityNotQuoted", "{\"fFloat\": -Infinity}"));
    cases.add(bad("FloatFieldTooSmall", "{\"fFloat\": -3.502823e+38}"));
    cases.add(bad("FloatFieldTooLarge", "{\"fFloat\": 3.502823e+38}"));
    cases.add(bad("FloatFieldEmptyString", "{\"fFloat\": \"\"}"));
    cases.add(bad("FloatFieldStringValuePartiallyNumeric", "{\"fFloat\": \"12abc\"}"));
    cases.add(bad("FloatFieldStringValueNonNumeric", "{\"fFloat\": \"abc\"}"));
    cases.add(bad("FloatFieldStringValuePartiallyNumericSpace", "{\"fFloat\": \"12 34\"}"));
    cases.add(bad("FloatFieldStringValuePartiallyNumericComma", "{\"fFloat\": \"12,34\"}"));
    cases.add(bad("FloatFieldStringValuePartiallyNumericUnicode", "{\"fFloat\": \"12谷歌34\"}"));
    cases.add(bad("FloatFieldTrueValue", "{\"fFloat\": true}"));
    cases.add(bad("FloatFieldFalseValue", "{\"fFloat\": false}"));
    cases.add(bad("DoubleFieldNanNotQuoted", "{\"fDouble\": NaN}"));
    cases.add(bad("DoubleFieldInfinityNotQuoted", "{\"fDouble\": Infinity}"));
    cases.add(bad("DoubleFieldNegativeInfinityNotQuoted", "{\"fDouble\": -Infinity}"));
    cases.add(bad("DoubleFieldTooSmall", "{\"fDouble\": -1.89769e+308}"));
    cases.add(bad("DoubleFieldTooLarge", "{\"fDouble\": 1.89769e+308}"));
    cases.add(bad("DoubleFieldEmptyString", "{\"fDouble\": \"\"}"));
    cases.add(bad("DoubleFieldStringValuePartiallyNumeric", "{\"fDouble\": \"12abc\"}"));
    cases.add(bad("DoubleFieldStringValueNonNumeric", "{\"fDouble\": \"abc\"}"));
    cases.add(bad("DoubleFieldTrueValue", "{\"fDouble\": true}"));
    cases.add(bad("DoubleFieldFalseValue", "{\"fDouble\": false}"));

    // Enums.
    cases.add(bad("EnumFieldNotQuoted", "{\"fEnum\": RED}"));
    cases.add(bad("EnumFieldSingleElementArrayEnumName", "{\"fEnum\": [\"RED\"]}"));
    cases.add(bad("EnumFieldSingleElementArrayNumericValue", "{\"fEnum\": [2]}"));
    cases.add(bad("EnumFieldTrueValue", "{\"fEnum\": true}"));
    cases.add(bad("EnumFieldFalseValue", "{\"fEnum\": false}"));
    cases.add(bad("RejectUnknownEnumStringValueInOptionalField", "{\"fEnum\": \"UNKNOWN_ENUM_VALUE\"}"));
    cases.add(bad("RejectUnknownEnumStringValueInRepeatedField", "{\"rEnum\": [\"UNKNOWN_ENUM_VALUE\"]}"));
    cases.add(bad("RejectUnknownEnumStringValueInMapValue", "{\"mStringEnum\": {\"key\": \"UNKNOWN_ENUM_VALUE\"}}"));

    // Strings.
    cases.add(bad("StringFieldUppercaseEscapeLetter", "{\"fString\": \"\\U8C37\\U6b4C\"}"));
    cases.add(bad("StringFieldInvalidEscape", "{\"fString\": \"\\uXXXX\\u6B4C\"}"));
    cases.add(bad("StringFieldUnterminatedEscape", "{\"fString\": \"\\u8C3\"}"));
    cases.add(bad("StringFieldUnpairedHighSurrogate", "{\"fString\": \"\\uD800\"}"));
    cases.add(bad("StringFieldUnpairedLowSurrogate", "{\"fString\": \"\\uDC00\"}"));
    cases.add(bad("StringFieldSurrogateInWrongOrder", "{\"fString\": \"\\uDE01\\uD83D\"}"));
    cases.add(bad("StringFieldNotAString", "{\"fString\": 12345}"));

    // Maps.
    cases.add(bad("Int32MapFieldKeyNotQuoted", "{\"mInt32String\": {1: \"2\", 3: \"4\"}}"));
    cases.add(bad("Uint32MapFieldKeyNotQuoted", "{\"mUint32String\": {1: \"2\", 3: \"4\"}}"));
    cases.add(bad("Int64MapFieldKeyNotQuoted", "{\"mInt64String\": {1: \"2\", 3: \"4\"}}"));
    cases.add(bad("Uint64MapFieldKeyNotQuoted", "{\"mUint64String\": {1: \"2\", 3: \"4\"}}"));
    cases.add(bad("BoolMapFieldKeyNotQuoted", "{\"mBoolString\": {true: \"t\", false: \"f\"}}"));

    // Repeated fields.
    cases.add(bad("RepeatedFieldWrongElementTypeExpectingIntegersGotBool", "{\"rInt32\": [1, false, 3, 4]}"));
    cases.add(bad("RepeatedFieldWrongElementTypeExpectingIntegersGotString", "{\"rInt32\": [1, 2, \"name\", 4]}"));
    cases.add(bad("RepeatedFieldWrongElementTypeExpectingIntegersGotMessage", "{\"rInt32\": [1, 2, 3, {\"a\": 4}]}"));
    cases.add(bad("RepeatedFieldWrongElementTypeExpectingStringsGotInt", "{\"rString\": [\"1\", 2, \"3\", \"4\"]}"));
    cases.add(bad("RepeatedFieldWrongElementTypeExpectingStringsGotBool",
        "{\"rString\": [\"1\", \"2\", false, \"4\"]}"));
    cases.add(bad("RepeatedFieldWrongElementTypeExpectingStringsGotMessage",
        "{\"rString\": [\"1\", 2, \"3\", {\"a\": 4}]}"));
    cases.add(bad("RepeatedFieldWrongElementTypeExpectingMessagesGotInt", "{\"rNested\": [{\"value\": 1}, 2]}"));
    cases.add(bad("RepeatedFieldWrongElementTypeExpectingMessagesGotBool", "{\"rNested\": [{\"value\": 1}, false]}"));
    cases.add(bad("RepeatedFieldWrongElementTypeExpectingMessagesGotString",
        "{\"rNested\": [{\"value\": 1}, \"2\"]}"));
    cases.add(bad("SingleValueForRepeatedFieldInt32", "{\"rInt32\": 1}"));
    cases.add(bad("SingleValueForRepeatedFieldMessage", "{\"rNested\": {\"value\": 1}}"));
    cases.add(bad("RepeatedFieldTrailingComma", "{\"rInt32\": [1, 2, 3, 4,]}"));
    cases.add(bad("RepeatedFieldTrailingCommaWithSpace", "{\"rInt32\": [1, 2, 3, 4 ,]}"));
    cases.add(bad("RepeatedFieldTrailingCommaWithSpaceCommaSpace", "{\"rInt32\": [1, 2, 3, 4 , ]}"));
    cases.add(bad("RepeatedFieldTrailingCommaWithNewlines", "{\"rInt32\": [\n  1,\n  2,\n  3,\n  4,\n]}"));

    // Null in elements, keys and values.
    cases.add(bad("RepeatedFieldPrimitiveElementIsNull", "{\"rInt32\": [1, null, 2]}"));
    cases.add(bad("RepeatedFieldMessageElementIsNull", "{\"rNested\": [{\"value\":1}, null, {\"value\":2}]}"));
    cases.add(bad("MapFieldKeyIsNull", "{\"mInt32String\": {null: \"1\"}}"));
    cases.add(bad("MapFieldValueIsNull", "{\"mInt32String\": {\"0\": null}}"));
    cases.add(bad("MapFieldValueIsNull(int32 values)", "{\"mStringInt32\": {\"0\": null}}"));

    // Duration.
    cases.add(bad("DurationMissingS", "{\"wktDuration\": \"1\"}"));
    cases.add(bad("DurationJsonInputTooSmall", "{\"wktDuration\": \"-315576000001.000000000s\"}"));
    cases.add(bad("DurationJsonInputTooLarge", "{\"wktDuration\": \"315576000001.000000000s\"}"));

    // Timestamp.
    cases.add(bad("TimestampJsonInputTooSmall", "{\"wktTimestamp\": \"0000-01-01T00:00:00Z\"}"));
    cases.add(bad("TimestampJsonInputTooLarge", "{\"wktTimestamp\": \"10000-01-01T00:00:00Z\"}"));
    cases.add(bad("TimestampJsonInputMissingZ", "{\"wktTimestamp\": \"0001-01-01T00:00:00\"}"));
    cases.add(bad("TimestampJsonInputMissingT", "{\"wktTimestamp\": \"0001-01-01 00:00:00Z\"}"));
    cases.add(bad("TimestampJsonInputLowercaseZ", "{\"wktTimestamp\": \"0001-01-01T00:00:00z\"}"));
    cases.add(bad("TimestampJsonInputLowercaseT", "{\"wktTimestamp\": \"0001-01-01t00:00:00Z\"}"));
    cases.add(bad("TimestampWithMissingColonInOffset", "{\"wktTimestamp\": \"1970-01-01T08:00:01+0800\"}"));
    cases.add(bad("TimestampJsonInputMonthTooLarge", "{\"wktTimestamp\": \"1970-13-01T00:00:00Z\"}"));
    cases.add(bad("TimestampJsonInputMonthZero", "{\"wktTimestamp\": \"1970-00-01T00:00:00Z\"}"));
    cases.add(bad("TimestampJsonInputDayTooLarge", "{\"wktTimestamp\": \"1970-01-32T00:00:00Z\"}"));
    cases.add(bad("TimestampJsonInputDayZero", "{\"wktTimestamp\": \"1970-01-00T00:00:00Z\"}"));
    cases.add(bad("TimestampJsonInputHourTooLarge", "{\"wktTimestamp\": \"1970-01-01T24:00:00Z\"}"));
    cases.add(bad("TimestampJsonInputHourTooLarge25", "{\"wktTimestamp\": \"1970-01-01T25:00:00Z\"}"));
    cases.add(bad("TimestampJsonInputMinuteTooLarge", "{\"wktTimestamp\": \"1970-01-01T00:60:00Z\"}"));
    cases.add(bad("TimestampJsonInputSecondTooLarge", "{\"wktTimestamp\": \"1970-01-01T00:00:60Z\"}"));
    cases.add(bad("TimestampJsonInputInvalidOffsetHour", "{\"wktTimestamp\": \"1970-01-01T00:00:00+24:00\"}"));
    cases.add(bad("TimestampJsonInputInvalidOffsetMinute", "{\"wktTimestamp\": \"1970-01-01T00:00:00+00:60\"}"));
    cases.add(bad("TimestampJsonInputOffsetBoundaryUnderflow", "{\"wktTimestamp\": \"0001-01-01T00:00:00+00:01\"}"));
    cases.add(bad("TimestampJsonInputOffsetBoundaryOverflow", "{\"wktTimestamp\": \"9999-12-31T23:59:59-00:01\"}"));
    cases.add(bad("TimestampJsonInputInvalidNanos", "{\"wktTimestamp\": \"1970-01-01T00:00:00.1234567890Z\"}"));
    cases.add(bad("TimestampJsonInputInvalidCharsInNanos", "{\"wktTimestamp\": \"1970-01-01T00:00:00.123aZ\"}"));
    cases.add(bad("TimestampJsonInputYearTooShort", "{\"wktTimestamp\": \"999-01-01T00:00:00Z\"}"));
    cases.add(bad("TimestampJsonInputYearTooLong", "{\"wktTimestamp\": \"00001-01-01T00:00:00Z\"}"));
    cases.add(bad("TimestampJsonInputMonthTooShort", "{\"wktTimestamp\": \"1970-1-01T00:00:00Z\"}"));
    cases.add(bad("TimestampJsonInputDayTooShort", "{\"wktTimestamp\": \"1970-01-1T00:00:00Z\"}"));
    cases.add(bad("TimestampJsonInputNonLeapFeb29", "{\"wktTimestamp\": \"2001-02-29T00:00:00Z\"}"));

    // FieldMask, Struct, Value, Any.
    cases.add(bad("FieldMaskInvalidCharacter", "{\"wktFieldMask\": \"foo,bar_bar\"}"));
    cases.add(bad("StructDeepNesting200",
        "{\"wktStruct\": {" + "\"n\": {".repeat(200) + "\"value\": 1" + "}".repeat(200) + "}}"));
    cases.add(bad("ListValueDeepNesting200", "{\"wktValue\": " + "[".repeat(200) + "1" + "]".repeat(200) + "}"));
    cases.add(bad("ValueDeepNesting200",
        "{\"wktValue\": {" + "\"n\": {".repeat(200) + "\"value\": 1" + "}".repeat(200) + "}}"));
    cases.add(bad("AnyWktRepresentationWithEmptyTypeAndValue", "{\"wktAny\": {\"@type\": \"\", \"value\": \"\"}}"));
    cases.add(bad("AnyWktRepresentationWithBadType", "{\"wktAny\": {\"@type\": \"not_a_url\", \"value\": \"\"}}"));
    return cases.stream();
  }

  /** Each refused input is a ProtoJsonParseException, from text and from bytes. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("rejectedProto3")
  void rejectedProto3(String name, String json) {
    ReadFixtures.resumeByteLevel(STRICT, AllTypes.class);
    assertThatThrownBy(() -> STRICT.readValue(json, AllTypes.class)).isInstanceOf(ProtoJsonParseException.class);
    assertThatThrownBy(() -> STRICT.readValue(json.getBytes(StandardCharsets.UTF_8), AllTypes.class))
        .isInstanceOf(ProtoJsonParseException.class);
    assertThatThrownBy(() -> STRICT.readValue(stream(json), AllTypes.class))
        .isInstanceOf(ProtoJsonParseException.class);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Unknown fields and unknown enum names, when ignoring unknown fields.

  static Stream<Arguments> ignoredUnknownProto3() {
    return Stream.of(
        ok("IgnoreUnknownJsonNumber", "{\"unknown\": 1}", all()),
        ok("IgnoreUnknownJsonString", "{\"unknown\": \"a\"}", all()),
        ok("IgnoreUnknownJsonTrue", "{\"unknown\": true}", all()),
        ok("IgnoreUnknownJsonFalse", "{\"unknown\": false}", all()),
        ok("IgnoreUnknownJsonNull", "{\"unknown\": null}", all()),
        ok("IgnoreUnknownJsonObject", "{\"unknown\": {\"a\": 1}}", all()),
        ok("IgnoreUnknownEnumStringValueInOptionalField", "{\"fEnum\": \"UNKNOWN_ENUM_VALUE\"}", all()),
        ok("IgnoreUnknownEnumStringValueInRepeatedField", "{\"rEnum\": [\"UNKNOWN_ENUM_VALUE\"]}", all()),
        ok("IgnoreUnknownEnumStringValueInMapValue", "{\"mStringEnum\": {\"key\": \"UNKNOWN_ENUM_VALUE\"}}", all()),
        ok("IgnoreUnknownEnumStringValueInRepeatedPart", "{\"rEnum\": [\"RED\", \"UNKNOWN_ENUM_VALUE\", \"RED\"]}",
            all().addREnum(Color.RED).addREnum(Color.RED)),
        ok("IgnoreUnknownEnumStringValueInMapPart",
            "{\"mStringEnum\": {\"key1\": \"RED\", \"key2\": \"UNKNOWN_ENUM_VALUE\"}}",
            all().putMStringEnum("key1", Color.RED)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("ignoredUnknownProto3")
  void ignoredUnknownProto3(String name, String json, AllTypes expected) {
    assertThat(LENIENT.readValue(json, AllTypes.class)).isEqualTo(expected);
    assertThat(LENIENT.readValue(json.getBytes(StandardCharsets.UTF_8), AllTypes.class)).isEqualTo(expected);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Proto2: the suite runs the same input cases on its proto2 message; Proto2Types needs its required fields.

  static Stream<Arguments> acceptedProto2() {
    return Stream.of(
        ok("HelloWorld", P2 + "\"oString\": \"Hello, World!\"}", p2().setOString("Hello, World!")),
        ok("EnumField", P2 + "\"oStatus\": \"ACTIVE\"}", p2().setOStatus(Status.ACTIVE)),
        ok("EnumFieldNumericValueNonZero", P2 + "\"oStatus\": 2}", p2().setOStatus(Status.SUSPENDED)),
        ok("EnumRepeatedField", P2 + "\"rStatus\": [\"ACTIVE\", \"SUSPENDED\", \"DELETED\"]}",
            p2().addRStatus(Status.ACTIVE).addRStatus(Status.SUSPENDED).addRStatus(Status.DELETED)),
        ok("OneofZeroString", P2 + "\"oneofString\": \"\"}", p2().setOneofString("")),
        ok("OneofZeroMessage", P2 + "\"oneofChild\": {\"id\": 0, \"name\": \"\"}}",
            p2().setOneofChild(Proto2Types.newBuilder().setId(0).setName(""))),
        ok("AllFieldAcceptNull", P2 + """
            "oInt32": null, "oInt64": null, "oUint32": null, "oUint64": null, "oSint32": null, "oSint64": null,
             "oFixed32": null, "oFixed64": null, "oSfixed32": null, "oSfixed64": null, "oFloat": null,
             "oDouble": null, "oBool": null, "oString": null, "oBytes": null, "oStatus": null, "oChild": null,
             "rInt32": null, "rStatus": null, "rString": null, "rChild": null, "mLevel": null, "mChild": null}""",
            p2()),
        ok("StoresDefaultPrimitive", P2 + "\"oInt32\": 0}", p2().setOInt32(0)),
        ok("FieldNameExtension", P2 + "\"[protojson.test.p2.Extensions.ext_int32]\": 1}",
            p2().setExtension(Extensions.extInt32, 1)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("acceptedProto2")
  void acceptedProto2(String name, String json, Proto2Types expected) {
    assertThat(STRICT.readValue(json, Proto2Types.class)).isEqualTo(expected);
    assertThat(STRICT.readValue(json.getBytes(StandardCharsets.UTF_8), Proto2Types.class)).isEqualTo(expected);
    String written = STRICT.writeValueAsString(expected);
    assertThat(STRICT.readValue(written, Proto2Types.class)).as(written).isEqualTo(expected);
  }

  static Stream<Arguments> rejectedProto2() {
    return Stream.of(
        bad("RejectUnknownEnumStringValueInOptionalField", P2 + "\"oStatus\": \"UNKNOWN_ENUM_VALUE\"}"),
        bad("RejectUnknownEnumStringValueInRepeatedField", P2 + "\"rStatus\": [\"UNKNOWN_ENUM_VALUE\"]}"),
        bad("RejectUnknownEnumStringValueInMapValue", P2 + "\"mLevel\": {\"key\": \"UNKNOWN_ENUM_VALUE\"}}"),
        bad("EnumFieldNotQuoted", P2 + "\"oStatus\": ACTIVE}"),
        bad("EnumFieldSingleElementArrayEnumName", P2 + "\"oStatus\": [\"ACTIVE\"]}"),
        bad("EnumFieldTrueValue", P2 + "\"oStatus\": true}"),
        bad("RepeatedFieldPrimitiveElementIsNull", P2 + "\"rInt32\": [1, null, 2]}"),
        bad("MapFieldValueIsNull", P2 + "\"mLevel\": {\"k\": null}}"),
        bad("Int32FieldTooLarge", P2 + "\"oInt32\": 2147483648}"),
        bad("RejectTopLevelNull", "null"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("rejectedProto2")
  void rejectedProto2(String name, String json) {
    ReadFixtures.resumeByteLevel(STRICT, Proto2Types.class);
    assertThatThrownBy(() -> STRICT.readValue(json, Proto2Types.class)).isInstanceOf(ProtoJsonParseException.class);
    assertThatThrownBy(() -> STRICT.readValue(json.getBytes(StandardCharsets.UTF_8), Proto2Types.class))
        .isInstanceOf(ProtoJsonParseException.class);
  }

  static Stream<Arguments> ignoredUnknownProto2() {
    return Stream.of(
        ok("IgnoreUnknownEnumStringValueInOptionalField", P2 + "\"oStatus\": \"UNKNOWN_ENUM_VALUE\"}", p2()),
        ok("IgnoreUnknownEnumStringValueInRepeatedField", P2 + "\"rStatus\": [\"UNKNOWN_ENUM_VALUE\"]}", p2()),
        ok("IgnoreUnknownEnumStringValueInMapValue", P2 + "\"mLevel\": {\"key\": \"UNKNOWN_ENUM_VALUE\"}}", p2()),
        ok("IgnoreUnknownEnumStringValueInRepeatedPart",
            P2 + "\"rStatus\": [\"ACTIVE\", \"UNKNOWN_ENUM_VALUE\", \"ACTIVE\"]}",
            p2().addRStatus(Status.ACTIVE).addRStatus(Status.ACTIVE)),
        ok("IgnoreUnknownEnumStringValueInMapPart",
            P2 + "\"mLevel\": {\"key1\": \"HIGH\", \"key2\": \"UNKNOWN_ENUM_VALUE\"}}",
            p2().putMLevel("key1", Level.HIGH)),
        ok("IgnoreUnknownJsonObject", P2 + "\"unknown\": {\"a\": 1}}", p2()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("ignoredUnknownProto2")
  void ignoredUnknownProto2(String name, String json, Proto2Types expected) {
    assertThat(LENIENT.readValue(json, Proto2Types.class)).isEqualTo(expected);
    assertThat(LENIENT.readValue(json.getBytes(StandardCharsets.UTF_8), Proto2Types.class)).isEqualTo(expected);
  }

  // ---------------------------------------------------------------------------------------------------------
  // The suite runs every input case on its proto2 and editions messages too. The cases above that hold one
  // scalar field of AllTypes are run again on the field of the same type in Proto2Types (explicit presence, so a
  // zero is kept) and in EditionTypes (explicit and implicit presence), where it has one.

  private static final Pattern ONE_SCALAR = Pattern.compile(
      "\\{(\\s*)\"f(Int32|Int64|Uint32|Uint64|Sint32|Sint64|Fixed32|Fixed64|Sfixed32|Sfixed64|Float|Double|Bool"
          + "|String|Bytes)\"(.*)", Pattern.DOTALL);

  private static String snake(String camel) {
    return camel.toLowerCase(Locale.ROOT);
  }

  /** For each case on one scalar of AllTypes: its name, the type's name, the space and the rest after the key. */
  private static Stream<String[]> oneScalar(Stream<Arguments> cases) {
    return cases.map(Arguments::get).map(args -> {
      Matcher m = ONE_SCALAR.matcher((String) args[1]);
      if (!m.matches() || m.group(3).matches("(?s).*\"\\s*:.*")
          || m.group(3).matches("(?s)\\s*:\\s*null\\s*}\\s*")) {
        return null;
      }
      return new String[] {(String) args[0], m.group(2), m.group(1), m.group(3)};
    }).filter(Objects::nonNull);
  }

  private static Object valueOf(AllTypes expected, String type) {
    return expected.getField(AllTypes.getDescriptor().findFieldByName("f_" + snake(type)));
  }

  private static final Map<String, List<String>> EDITION_FIELDS = Map.of(
      "Int32", List.of("explicit_int32", "implicit_int32"),
      "String", List.of("explicit_string", "implicit_string"),
      "Double", List.of("explicit_double", "implicit_double"),
      "Bytes", List.of("implicit_bytes"),
      "Uint64", List.of("implicit_uint64"));

  private static String jsonName(String protoName) {
    return EditionTypes.getDescriptor().findFieldByName(protoName).getJsonName();
  }

  static Stream<Arguments> acceptedOnOtherSyntaxes() {
    Stream.Builder<Arguments> out = Stream.builder();
    List<Object[]> proto3 = acceptedProto3().map(Arguments::get).toList();
    oneScalar(acceptedProto3()).forEach(c -> {
      AllTypes expected = (AllTypes) proto3.stream().filter(a -> a[0].equals(c[0])).findFirst().orElseThrow()[2];
      Object value = valueOf(expected, c[1]);
      Proto2Types.Builder p2 = p2();
      p2.setField(Proto2Types.getDescriptor().findFieldByName("o_" + snake(c[1])), value);
      out.add(Arguments.of("Proto2." + c[0], P2 + c[2] + "\"o" + c[1] + "\"" + c[3], p2.build()));
      for (String field : EDITION_FIELDS.getOrDefault(c[1], List.of())) {
        EditionTypes.Builder e = EditionTypes.newBuilder()
            .setRequiredInt32(0);
        e.setField(EditionTypes.getDescriptor().findFieldByName(field), value);
        out.add(Arguments.of("Editions." + field + "." + c[0],
            "{\"requiredInt32\": 0, " + c[2] + "\"" + jsonName(field) + "\"" + c[3], e.build()));
      }
    });
    return out.build();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("acceptedOnOtherSyntaxes")
  void acceptedOnOtherSyntaxes(String name, String json, Message expected) {
    Message read = STRICT.readValue(json, expected.getClass());
    assertThat(read).isEqualTo(expected);
    assertThat(STRICT.readValue(json.getBytes(StandardCharsets.UTF_8), expected.getClass())).isEqualTo(expected);
    String written = STRICT.writeValueAsString(read);
    assertThat(STRICT.readValue(written, expected.getClass())).as(written).isEqualTo(expected);
  }

  static Stream<Arguments> rejectedOnOtherSyntaxes() {
    Stream.Builder<Arguments> out = Stream.builder();
    oneScalar(rejectedProto3()).forEach(c -> {
      out.add(Arguments.of("Proto2." + c[0], P2 + c[2] + "\"o" + c[1] + "\"" + c[3], Proto2Types.class));
      for (String field : EDITION_FIELDS.getOrDefault(c[1], List.of())) {
        out.add(Arguments.of("Editions." + field + "." + c[0],
            "{\"requiredInt32\": 0, " + c[2] + "\"" + jsonName(field) + "\"" + c[3],
            EditionTypes.class));
      }
    });
    return out.build();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("rejectedOnOtherSyntaxes")
  void rejectedOnOtherSyntaxes(String name, String json, Class<? extends Message> type) {
    ReadFixtures.resumeByteLevel(STRICT, type);
    assertThatThrownBy(() -> STRICT.readValue(json, type)).isInstanceOf(ProtoJsonParseException.class);
    assertThatThrownBy(() -> STRICT.readValue(json.getBytes(StandardCharsets.UTF_8), type))
        .isInstanceOf(ProtoJsonParseException.class);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Field names: the suite's TestAllTypes names have counterparts in OddNames, one for each way of spelling.

  private static final String ODD_JSON_NAMES = "{\"plainName1\":1,\"camelName2\":2,\"LeadingUnderscore3\":3,"
      + "\"doubleUnderscore4\":4,\"digit0after5\":5,\"under0Digit6\":6,\"UpperCamel7\":7,\"mixedCase8\":8,"
      + "\"UpperSnake9\":9,\"ALLCAPS10\":10,\"ALLLower11\":11,\"TwoLeading12\":12,\"TwoLeading13\":13,"
      + "\"trailingUnderscores14\":14,\"TrailingUpper15\":15}";

  private static final OddNames ODD = OddNames.newBuilder().setPlainName1(1).setCamelName2(2)
      .setLeadingUnderscore3(3).setDoubleUnderscore4(4).setDigit0After5(5).setUnder0Digit6(6).setUpperCamel7(7)
      .setMixedCase8(8).setUpperSnake9(9).setALLCAPS10(10).setALLLower11(11).setTwoLeading12(12)
      .setTwoLeading13(13).setTrailingUnderscores14(14).setTrailingUpper15(15).build();

  /** FieldNameInSnakeCase, FieldNameWithNumbers, FieldNameWithMixedCases, FieldNameWithDoubleUnderscores. */
  @Test
  void fieldNamesInLowerCamelCaseAreRead() {
    assertThat(STRICT.readValue(ODD_JSON_NAMES, OddNames.class)).isEqualTo(ODD);
  }

  /** OriginalProtoFieldName. */
  @Test
  void originalProtoFieldNamesAreRead() {
    String json = "{\"plain_name1\":1,\"camelName2\":2,\"_leading_underscore3\":3,\"double__underscore4_\":4,"
        + "\"digit0after5\":5,\"under_0_digit6\":6,\"UpperCamel7\":7,\"mixed_Case8\":8,\"Upper_Snake9\":9,"
        + "\"ALL_CAPS10\":10,\"ALL_lower11\":11,\"__two_leading12\":12,\"__Two_Leading13\":13,"
        + "\"trailing_underscores14__\":14,\"Trailing_Upper15__\":15}";
    assertThat(STRICT.readValue(json, OddNames.class)).isEqualTo(ODD);
  }

  /** The Validator cases FieldNameInLowerCamelCase, FieldNameWithNumbers, ...WithMixedCases, ...DoubleUnderscores. */
  @Test
  void fieldNamesAreWrittenInLowerCamelCase() {
    assertThat(STRICT.writeValueAsString(ODD)).isEqualTo(ODD_JSON_NAMES);
  }

  // ---------------------------------------------------------------------------------------------------------
  // JSON output (the suite's Validator cases): the exact JSON written for a message read from the input.

  static Stream<Arguments> writtenProto3() {
    return Stream.of(
        Arguments.of("Int64FieldBeString", "{\"fInt64\": 1}", "{\"fInt64\":\"1\"}"),
        Arguments.of("Uint64FieldBeString", "{\"fUint64\": 1}", "{\"fUint64\":\"1\"}"),
        Arguments.of("EnumFieldUnknownValue", "{\"fEnum\": 123}", "{\"fEnum\":123}"),
        Arguments.of("SkipsDefaultPrimitive", "{\"fInt32\": 0}", "{}"),
        Arguments.of("DurationHasZeroFractionalDigit", "{\"wktDuration\": \"1.000000000s\"}",
            "{\"wktDuration\":\"1s\"}"),
        Arguments.of("DurationHas3FractionalDigits", "{\"wktDuration\": \"1.010000000s\"}",
            "{\"wktDuration\":\"1.010s\"}"),
        Arguments.of("DurationHas6FractionalDigits", "{\"wktDuration\": \"1.000010000s\"}",
            "{\"wktDuration\":\"1.000010s\"}"),
        Arguments.of("DurationHas9FractionalDigits", "{\"wktDuration\": \"1.000000010s\"}",
            "{\"wktDuration\":\"1.000000010s\"}"),
        Arguments.of("TimestampZeroNormalized", "{\"wktTimestamp\": \"1969-12-31T16:00:00-08:00\"}",
            "{\"wktTimestamp\":\"1970-01-01T00:00:00Z\"}"),
        Arguments.of("TimestampHasZeroFractionalDigit", "{\"wktTimestamp\": \"1970-01-01T00:00:00.000000000Z\"}",
            "{\"wktTimestamp\":\"1970-01-01T00:00:00Z\"}"),
        Arguments.of("TimestampHas3FractionalDigits", "{\"wktTimestamp\": \"1970-01-01T00:00:00.010000000Z\"}",
            "{\"wktTimestamp\":\"1970-01-01T00:00:00.010Z\"}"),
        Arguments.of("TimestampHas6FractionalDigits", "{\"wktTimestamp\": \"1970-01-01T00:00:00.000010000Z\"}",
            "{\"wktTimestamp\":\"1970-01-01T00:00:00.000010Z\"}"),
        Arguments.of("TimestampHas9FractionalDigits", "{\"wktTimestamp\": \"1970-01-01T00:00:00.000000010Z\"}",
            "{\"wktTimestamp\":\"1970-01-01T00:00:00.000000010Z\"}"),
        Arguments.of("NullValueInOtherOneofOldFormat", "{\"oneofNullValue\": \"NULL_VALUE\"}",
            "{\"oneofNullValue\":null}"),
        Arguments.of("NullValueInOtherOneofNewFormat", "{\"oneofNullValue\": null}", "{\"oneofNullValue\":null}"),
        Arguments.of("NullValueInNormalMessage", "{\"wktNullValue\": null}", "{}"),
        Arguments.of("AnyEmpty", "{\"wktAny\": {\"@type\": \"type.googleapis.com/google.protobuf.Empty\"}}",
            "{\"wktAny\":{\"@type\":\"type.googleapis.com/google.protobuf.Empty\"}}"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("writtenProto3")
  void writtenProto3(String name, String json, String expectedJson) {
    assertThat(STRICT.writeValueAsString(ReadFixtures.read(json))).isEqualTo(expectedJson);
  }

  /** StoresDefaultPrimitive and FieldNameExtension (proto2): presence, not value, decides what is written. */
  @Test
  void proto2WritesPresentDefaultsAndExtensions() {
    assertThat(STRICT.writeValueAsString(STRICT.readValue(P2 + "\"oInt32\": 0}", Proto2Types.class)))
        .isEqualTo("{\"id\":1,\"name\":\"n\",\"oInt32\":0}");
    assertThat(STRICT.writeValueAsString(STRICT.readValue(P2 + "\"[protojson.test.p2.Extensions.ext_int32]\": 1}",
        Proto2Types.class))).isEqualTo("{\"id\":1,\"name\":\"n\",\"[protojson.test.p2.Extensions.ext_int32]\":1}");
  }

  /** FloatFieldNormalizeQuietNan, ...SignalingNan, DoubleFieldNormalizeQuietNan, ...SignalingNan. */
  @Test
  void everyNanIsWrittenAsNaN() {
    assertThat(STRICT.writeValueAsString(all().setFFloat(Float.intBitsToFloat(0x7FA12345)).build()))
        .isEqualTo("{\"fFloat\":\"NaN\"}");
    assertThat(STRICT.writeValueAsString(all().setFFloat(Float.intBitsToFloat(0xFFB54321)).build()))
        .isEqualTo("{\"fFloat\":\"NaN\"}");
    assertThat(STRICT.writeValueAsString(all().setFDouble(Double.longBitsToDouble(0x7FFA123456789ABCL)).build()))
        .isEqualTo("{\"fDouble\":\"NaN\"}");
    assertThat(STRICT.writeValueAsString(all().setFDouble(Double.longBitsToDouble(0xFFFBCBA987654321L)).build()))
        .isEqualTo("{\"fDouble\":\"NaN\"}");
  }

  // ---------------------------------------------------------------------------------------------------------
  // Messages the suite expects a JSON writer to refuse.

  static Stream<Arguments> unwritable() {
    return Stream.of(
        Arguments.of("DurationProtoInputTooSmall", all().setWktDuration(dur(-315576000001L, 0)).build()),
        Arguments.of("DurationProtoInputTooLarge", all().setWktDuration(dur(315576000001L, 0)).build()),
        Arguments.of("DurationProtoNanosWrongSign", all().setWktDuration(dur(1, -1)).build()),
        Arguments.of("DurationProtoNanosWrongSignNegativeSecs", all().setWktDuration(dur(-1, 1)).build()),
        Arguments.of("DurationProtoNanosTooSmall", all().setWktDuration(dur(-1, -1000000000)).build()),
        Arguments.of("DurationProtoNanosTooLarge", all().setWktDuration(dur(1, 1000000000)).build()),
        Arguments.of("TimestampProtoInputTooSmall", all().setWktTimestamp(ts(-62135596801L, 0)).build()),
        Arguments.of("TimestampProtoInputTooLarge", all().setWktTimestamp(ts(253402300800L, 0)).build()),
        Arguments.of("TimestampProtoNegativeNanos", all().setWktTimestamp(ts(5000, -1)).build()),
        Arguments.of("TimestampProtoNanoTooLarge", all().setWktTimestamp(ts(5000, 1000000000)).build()),
        Arguments.of("FieldMaskPathsDontRoundTrip",
            all().setWktFieldMask(FieldMask.newBuilder().addPaths("fooBar")).build()),
        Arguments.of("FieldMaskNumbersDontRoundTrip",
            all().setWktFieldMask(FieldMask.newBuilder().addPaths("foo_3_bar")).build()),
        Arguments.of("FieldMaskTooManyUnderscore",
            all().setWktFieldMask(FieldMask.newBuilder().addPaths("foo__bar")).build()),
        Arguments.of("ValueRejectNanNumberValue", all().setWktValue(num(Double.NaN)).build()),
        Arguments.of("ValueRejectInfNumberValue", all().setWktValue(num(Double.POSITIVE_INFINITY)).build()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("unwritable")
  void unwritable(String name, AllTypes message) {
    assertThatThrownBy(() -> STRICT.writeValueAsString(message)).isInstanceOf(ProtoJsonWriteException.class);
    assertThatThrownBy(() -> STRICT.writeValueAsBytes(message)).isInstanceOf(ProtoJsonWriteException.class);
  }

  // ---------------------------------------------------------------------------------------------------------
  // The suite's binary inputs (ValidDataScalar, ValidDataRepeated, ValidDataMap, ValidDataOneof) are also
  // written as JSON and read back; the same values here, written by protojson and read back by protojson.

  static Stream<Arguments> validData() {
    String special = "'\"?\\\u0007\b\f\n\r\t\u000b";
    String emoji = new String(Character.toChars(0x1F601));
    return Stream.of(
        Arguments.of("DOUBLE", all().setFDouble(0.1).addRDouble(1.7976931348623157e+308)
            .addRDouble(2.22507385850720138309e-308).addRDouble(0).putMStringDouble("k", 0.1).build()),
        Arguments.of("FLOAT", all().setFFloat(0.1f).addRFloat(1.00000075e-36f).addRFloat(3.402823e+38f)
            .addRFloat(1.17549435e-38f).addRFloat(0).putMStringFloat("k", 3.402823e+38f).build()),
        Arguments.of("INT64", all().setFInt64(12345).addRInt64(Long.MAX_VALUE).addRInt64(Long.MIN_VALUE)
            .putMInt64String(Long.MIN_VALUE, "min").putMStringInt64("max", Long.MAX_VALUE).build()),
        Arguments.of("UINT64", all().setFUint64(-1L).addRUint64(12345).addRUint64(-1L)
            .putMUint64String(-1L, "max").putMStringUint64("max", -1L).build()),
        Arguments.of("INT32", all().setFInt32(Integer.MIN_VALUE).addRInt32(Integer.MAX_VALUE).addRInt32(-1)
            .putMInt32String(Integer.MIN_VALUE, "min").putMStringInt32("k", Integer.MAX_VALUE).build()),
        Arguments.of("UINT32", all().setFUint32(-1).addRUint32(12345).putMUint32String(-1, "max").build()),
        Arguments.of("FIXED64", all().setFFixed64(-1L).addRFixed64(12345).putMFixed64String(-1L, "max").build()),
        Arguments.of("FIXED32", all().setFFixed32(-1).addRFixed32(12345).putMFixed32String(-1, "max").build()),
        Arguments.of("SFIXED64", all().setFSfixed64(Long.MIN_VALUE).addRSfixed64(Long.MAX_VALUE)
            .putMSfixed64String(Long.MIN_VALUE, "min").build()),
        Arguments.of("SFIXED32", all().setFSfixed32(Integer.MIN_VALUE).addRSfixed32(Integer.MAX_VALUE)
            .putMSfixed32String(Integer.MIN_VALUE, "min").build()),
        Arguments.of("SINT64", all().setFSint64(Long.MIN_VALUE).addRSint64(Long.MAX_VALUE)
            .putMSint64String(Long.MIN_VALUE, "min").build()),
        Arguments.of("SINT32", all().setFSint32(Integer.MIN_VALUE).addRSint32(Integer.MAX_VALUE)
            .putMSint32String(Integer.MIN_VALUE, "min").build()),
        Arguments.of("BOOL", all().setFBool(true).addRBool(false).addRBool(true).putMBoolString(false, "f")
            .putMStringBool("t", true).build()),
        Arguments.of("STRING", all().setFString(special).addRString("").addRString("Hello world!")
            .addRString("谷歌").addRString(emoji).putMStringString(special, emoji).build()),
        Arguments.of("BYTES", all().setFBytes(ByteString.copyFromUtf8("Hello world!")).addRBytes(ByteString.EMPTY)
            .addRBytes(bytes(1, 2)).addRBytes(bytes(0xfb)).putMStringBytes("k", bytes(0xfb)).build()),
        Arguments.of("ENUM", all().setFEnumValue(-1).addREnumValue(0).addREnumValue(1).addREnumValue(2)
            .addREnumValue(-1).putMStringEnumValue("k", -1).build()),
        Arguments.of("MESSAGE", all().setFNested(Nested.newBuilder().setValue(1234))
            .addRNested(Nested.getDefaultInstance()).putMStringNested("k", Nested.getDefaultInstance()).build()),
        Arguments.of("ONEOF.UINT32", all().setOneofInt32(0).build()),
        Arguments.of("ONEOF.BOOL", all().setOtherBool(false).build()),
        Arguments.of("ONEOF.UINT64", all().setOtherUint64(0).build()),
        Arguments.of("ONEOF.DOUBLE", all().setOneofDouble(0).build()),
        Arguments.of("ONEOF.STRING", all().setOneofString("").build()),
        Arguments.of("ONEOF.BYTES", all().setOneofBytes(ByteString.EMPTY).build()),
        Arguments.of("ONEOF.ENUM", all().setOneofEnumValue(0).build()),
        Arguments.of("ONEOF.MESSAGE", all().setOneofNested(Nested.getDefaultInstance()).build()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("validData")
  void validDataRoundTrips(String name, AllTypes message) {
    String written = STRICT.writeValueAsString(message);
    assertThat(STRICT.readValue(written, AllTypes.class)).as(written).isEqualTo(message);
  }

  /**
   * ValidDelimitedField.GroupLike (binary input, JSON output): a group, and its editions form, a delimited message
   * field, are written under the field's name and read back.
   */
  @Test
  void groupsAndDelimitedFieldsAreWrittenByFieldNameAndReadBack() {
    Proto2Types groups = p2().setResult(Proto2Types.Result.newBuilder().setUrl("u").setRank(2))
        .addEntry(Proto2Types.Entry.newBuilder().setKey("k")).build();
    String json = STRICT.writeValueAsString(groups);
    assertThat(json).isEqualTo("{\"id\":1,\"name\":\"n\",\"result\":{\"url\":\"u\",\"rank\":2},"
        + "\"entry\":[{\"key\":\"k\"}]}");
    assertThat(STRICT.readValue(json, Proto2Types.class)).isEqualTo(groups);
    EditionTypes delimited = EditionTypes.newBuilder()
        .setRequiredInt32(0).setDelimitedChild(EditionTypes.newBuilder()
            .setRequiredInt32(99)).build();
    json = STRICT.writeValueAsString(delimited);
    assertThat(json).isEqualTo("{\"requiredInt32\":0,\"delimitedChild\":{\"requiredInt32\":99}}");
    assertThat(STRICT.readValue(json, EditionTypes.class)).isEqualTo(delimited);
  }
}
