package dev.protojson.internal.read;

import static dev.protojson.internal.read.ReadFixtures.LENIENT;
import static dev.protojson.internal.read.ReadFixtures.STRICT;
import static dev.protojson.internal.read.ReadFixtures.lenient;
import static dev.protojson.internal.read.ReadFixtures.read;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.ByteString;
import com.google.protobuf.NullValue;
import com.google.protobuf.Value;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.test.editions.ClosedKind;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.proto2.Extensions;
import dev.protojson.test.proto2.Level;
import dev.protojson.test.proto2.Proto2;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto2.Status;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Aliased;
import dev.protojson.test.proto3.Color;
import dev.protojson.test.proto3.Nested;
import dev.protojson.test.proto3.TreeA;
import dev.protojson.test.proto3.Wide;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every form the proto3 JSON mapping accepts, read into the expected message. */
class ReadSpecTests {

  @Test
  void fieldsAreFoundByJsonNameAndByProtoName() {
    assertThat(read("{\"fInt32\": 1}").getFInt32()).isEqualTo(1);
    assertThat(read("{\"f_int32\": 2}").getFInt32()).isEqualTo(2);
    assertThat(read("{\"renamed\": 3}").getCustomNamed()).isEqualTo(3);
    assertThat(read("{\"custom_named\": 4}").getCustomNamed()).isEqualTo(4);
    assertThat(read("{\"class\": 5, \"default\": 6, \"serializedSize\": \"s\", \"_leading_underscore\": 7}"))
        .isEqualTo(AllTypes.newBuilder().setClass_(5).setDefault(6).setSerializedSize_("s").setLeadingUnderscore(7)
            .build());
  }

  /** Readers learn which field follows which; documents in other orders and name styles must read the same. */
  @Test
  void fieldsInAnyOrderAndNameStyleReadTheSameOneAfterAnother() {
    MessageMarshaller marshaller = ReadFixtures.builder().build();
    String[] documents = {
        "{\"fInt32\": 1, \"fInt64\": \"2\", \"fString\": \"s\", \"fNested\": {\"value\": 3}}",
        "{\"fString\": \"s\", \"fNested\": {\"value\": 3}, \"fInt32\": 1, \"fInt64\": \"2\"}",
        "{\"f_string\": \"s\", \"f_int64\": \"2\", \"f_nested\": {\"value\": 3}, \"f_int32\": 1}",
        "{\"fNested\": {\"value\": 3}, \"fInt64\": \"2\", \"fBool\": null, \"fString\": \"s\", \"fInt32\": 1}",
        "{\"fInt32\": 1, \"fInt64\": \"2\", \"fString\": \"s\", \"fNested\": {\"value\": 3}}"};
    AllTypes expected = AllTypes.newBuilder().setFInt32(1).setFInt64(2).setFString("s")
        .setFNested(Nested.newBuilder().setValue(3)).build();
    for (int round = 0; round < 3; round++) {
      for (String document : documents) {
        assertThat(marshaller.readValue(document, AllTypes.class)).as(document).isEqualTo(expected);
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"12", "\"12\"", "12.0", "1.2e1", "\"1.2e1\"", "120e-1", "\"12.000\"", "1.2E+1"})
  void int32AcceptsNumbersStringsAndIntegralExponentForms(String json) {
    assertThat(read("{\"fInt32\": " + json + "}").getFInt32()).isEqualTo(12);
    assertThat(read("{\"fSint32\": " + json + "}").getFSint32()).isEqualTo(12);
    assertThat(read("{\"fSfixed32\": " + json + "}").getFSfixed32()).isEqualTo(12);
  }

  @Test
  void int32Extremes() {
    assertThat(read("{\"fInt32\": 2147483647}").getFInt32()).isEqualTo(Integer.MAX_VALUE);
    assertThat(read("{\"fInt32\": \"-2147483648\"}").getFInt32()).isEqualTo(Integer.MIN_VALUE);
    assertThat(read("{\"fInt32\": -0}").getFInt32()).isZero();
    assertThat(read("{\"fInt32\": 0e999999999}").getFInt32()).isZero();
    assertThat(read("{\"fUint32\": 4294967295}").getFUint32()).isEqualTo(-1);
    assertThat(read("{\"fFixed32\": \"4294967295\"}").getFFixed32()).isEqualTo(-1);
  }

  @Test
  void int64FromStringsAndNumbers() {
    assertThat(read("{\"fInt64\": \"9223372036854775807\"}").getFInt64()).isEqualTo(Long.MAX_VALUE);
    assertThat(read("{\"fInt64\": -9223372036854775808}").getFInt64()).isEqualTo(Long.MIN_VALUE);
    assertThat(read("{\"fSint64\": \"-1e3\"}").getFSint64()).isEqualTo(-1000);
    assertThat(read("{\"fSfixed64\": 5.0}").getFSfixed64()).isEqualTo(5);
    assertThat(read("{\"fUint64\": \"18446744073709551615\"}").getFUint64()).isEqualTo(-1L);
    assertThat(read("{\"fFixed64\": 18446744073709551615}").getFFixed64()).isEqualTo(-1L);
    assertThat(read("{\"fUint64\": 9223372036854775808}").getFUint64()).isEqualTo(Long.MIN_VALUE);
  }

  @ParameterizedTest
  @ValueSource(longs = {0, 7, -7, 999_999_999_999_999_999L, -999_999_999_999_999_999L,
      1_000_000_000_000_000_000L, -1_000_000_000_000_000_000L, Long.MAX_VALUE, Long.MIN_VALUE})
  void int64StringsOfEveryLength(long value) {
    String json = "\"" + value + "\"";
    assertThat(read("{\"fInt64\": " + json + "}").getFInt64()).isEqualTo(value);
    assertThat(read("{\"rSfixed64\": [" + json + ", " + json + "]}").getRSfixed64List()).containsExactly(value, value);
    if (value >= 0) {
      assertThat(read("{\"fUint64\": " + json + "}").getFUint64()).isEqualTo(value);
    }
    if (value == (int) value) {
      assertThat(read("{\"fInt32\": " + json + "}").getFInt32()).isEqualTo((int) value);
      assertThat(read("{\"fUint32\": \"" + Math.abs(value) + "\"}").getFUint32()).isEqualTo((int) Math.abs(value));
    }
  }

  @Test
  void negativeZeroStringIsZero() {
    assertThat(read("{\"fInt64\": \"-0\", \"fInt32\": \"-0\", \"fUint64\": \"-0\"}"))
        .isEqualTo(AllTypes.getDefaultInstance());
  }

/**
   * A float is the float nearest the number's text, rounded once: read as a double first, these land exactly
   * halfway between two floats (or on the bound past which floats round to infinity), and narrowing that double
   * would round them again, the wrong way.
   */
  @ParameterizedTest
  @ValueSource(strings = {"3.4028235677973366e38", "340282356779733661637539395458142568447",
      "-3.4028235677973366e38", "1.00000005960464477539062500001", "1.000000059604644775390625",
      "1.0000000596046447753906249999", "\"3.4028235677973366e38\"", "\"1.00000005960464477539062500001\""})
  void aFloatIsRoundedOnceFromItsText(String number) {
    float expected = Float.parseFloat(number.replace("\"", ""));
    AllTypes read = read(("{'fFloat': N, 'rFloat': [N], 'wktFloat': N, 'mStringFloat': {'k': N}}")
        .replace('\'', '"').replace("N", number));
    assertThat(read.getFFloat()).isEqualTo(expected);
    assertThat(read.getRFloat(0)).isEqualTo(expected);
    assertThat(read.getWktFloat().getValue()).isEqualTo(expected);
    assertThat(read.getMStringFloatOrThrow("k")).isEqualTo(expected);
  }

    @ParameterizedTest
  @ValueSource(strings = {"-0", "-0.0", "-0e0", "-0.000E+5", "\"-0\"", "\"-0.0\""})
  void negativeZeroKeepsItsSignInEverySpelling(String zero) {
    AllTypes read = read(("{'fDouble': Z, 'oFloat': Z, 'rFloat': [Z, 1], 'rDouble': [Z], 'mStringDouble': {'k': Z},"
        + " 'wktValue': Z, 'wktDouble': Z, 'wktListValue': [Z]}").replace('\'', '"').replace("Z", zero));
    assertThat(1 / read.getFDouble()).isNegative();
    assertThat(1 / read.getOFloat()).isNegative();
    assertThat(1 / read.getRFloat(0)).isNegative();
    assertThat(1 / read.getRDouble(0)).isNegative();
    assertThat(1 / read.getMStringDoubleOrThrow("k")).isNegative();
    assertThat(1 / read.getWktDouble().getValue()).isNegative();
    if (!zero.startsWith("\"")) {
      // A string in a Value is a string.
      assertThat(1 / read.getWktValue().getNumberValue()).isNegative();
      assertThat(1 / read.getWktListValue().getValues(0).getNumberValue()).isNegative();
    }
  }

  @Test
  void floatingPointFromNumbersAndStrings() {
    assertThat(read("{\"fDouble\": 1.5}").getFDouble()).isEqualTo(1.5);
    assertThat(read("{\"fDouble\": \"-2.5e-3\"}").getFDouble()).isEqualTo(-2.5e-3);
    assertThat(read("{\"fDouble\": \"NaN\"}").getFDouble()).isNaN();
    assertThat(read("{\"fDouble\": \"Infinity\"}").getFDouble()).isEqualTo(Double.POSITIVE_INFINITY);
    assertThat(read("{\"fDouble\": \"-Infinity\"}").getFDouble()).isEqualTo(Double.NEGATIVE_INFINITY);
    assertThat(read("{\"fDouble\": 1.7976931348623157e308}").getFDouble()).isEqualTo(Double.MAX_VALUE);
    assertThat(read("{\"oDouble\": -0.0}").getODouble()).isEqualTo(-0.0).matches(d -> 1 / d < 0);
    assertThat(read("{\"fFloat\": 3.4028235e38}").getFFloat()).isEqualTo(Float.MAX_VALUE);
    assertThat(read("{\"fFloat\": \"1.25\"}").getFFloat()).isEqualTo(1.25f);
    assertThat(read("{\"fFloat\": \"-Infinity\"}").getFFloat()).isEqualTo(Float.NEGATIVE_INFINITY);
    assertThat(read("{\"fFloat\": 1e-50}").getFFloat()).isZero();
  }

  @Test
  void boolStringAndBytes() {
    assertThat(read("{\"fBool\": true, \"oBool\": false}"))
        .isEqualTo(AllTypes.newBuilder().setFBool(true).setOBool(false).build());
    assertThat(read("{\"fString\": \"h\\u00e9llo \\ud83d\\ude00\"}").getFString()).isEqualTo("héllo \uD83D\uDE00");
    ByteString bytes = ByteString.copyFrom(new byte[] {(byte) 0xfb, (byte) 0xff, 1});
    assertThat(read("{\"fBytes\": \"+/8B\"}").getFBytes()).isEqualTo(bytes);
    assertThat(read("{\"fBytes\": \"-_8B\"}").getFBytes()).isEqualTo(bytes);
    ByteString two = ByteString.copyFrom(new byte[] {1, 2});
    assertThat(read("{\"fBytes\": \"AQI=\"}").getFBytes()).isEqualTo(two);
    assertThat(read("{\"fBytes\": \"AQI\"}").getFBytes()).isEqualTo(two);
    assertThat(read("{\"fBytes\": \"\"}").getFBytes()).isEmpty();
  }

  @Test
  void enumsByNameOrNumber() {
    assertThat(read("{\"fEnum\": \"BLUE\"}").getFEnum()).isEqualTo(Color.BLUE);
    assertThat(read("{\"fEnum\": -3}").getFEnum()).isEqualTo(Color.BLUE);
    assertThat(read("{\"fEnum\": 1000000}").getFEnum()).isEqualTo(Color.ULTRAVIOLET);
    assertThat(read("{\"fEnum\": 77}").getFEnumValue()).isEqualTo(77);
    assertThat(read("{\"fAliased\": \"ALIASED_ALSO_FIRST\"}").getFAliased()).isEqualTo(Aliased.ALIASED_FIRST);
    assertThat(read("{\"rEnum\": [\"RED\", 2, 9]}").getREnumValueList()).containsExactly(1, 2, 9);
    assertThat(read("{\"mStringEnum\": {\"a\": \"GREEN\", \"b\": 5}}").getMStringEnumValueMap())
        .containsEntry("a", 2).containsEntry("b", 5);
  }

  @Test
  void closedEnumsAcceptKnownNumbers() {
    Proto2Types p2 = STRICT.readValue("{\"id\": 1, \"name\": \"n\", \"oStatus\": 7, \"rStatus\": [\"ACTIVE\", 2],"
        + " \"mLevel\": {\"x\": \"HIGH\"}}", Proto2Types.class);
    assertThat(p2.getOStatus()).isEqualTo(Status.DELETED);
    assertThat(p2.getRStatusList()).containsExactly(Status.ACTIVE, Status.SUSPENDED);
    assertThat(p2.getMLevelMap()).containsEntry("x", Level.HIGH);
    EditionTypes e = STRICT.readValue("{\"requiredInt32\": 1, \"explicitClosed\": 2, \"pickClosed\": "
        + "\"CLOSED_ONE\"}", EditionTypes.class);
    assertThat(e.getExplicitClosed()).isEqualTo(ClosedKind.CLOSED_TWO);
    assertThat(e.getPickClosed()).isEqualTo(ClosedKind.CLOSED_ONE);
  }

  @Test
  void nestedMessagesRepeatedAndMaps() {
    AllTypes expected = AllTypes.newBuilder()
        .setFNested(Nested.newBuilder().setValue(1).setChild(Nested.newBuilder().setNote("deep")))
        .addRInt32(1).addRInt32(-2).addRString("a").addRNested(Nested.newBuilder().setValue(3))
        .addRNested(Nested.getDefaultInstance())
        .putMInt32String(-1, "minus").putMBoolString(true, "t").putMBoolString(false, "f")
        .putMUint64String(-1L, "max").putMInt64String(Long.MIN_VALUE, "min").putMStringNested("k",
            Nested.newBuilder().setValue(9).build())
        .putMUint32String(-1, "u32")
        .build();
    assertThat(read("{\"fNested\": {\"value\": 1, \"child\": {\"note\": \"deep\"}}, \"rInt32\": [1, \"-2\"],"
        + " \"rString\": [\"a\"], \"rNested\": [{\"value\": 3}, {}], \"mInt32String\": {\"-1\": \"minus\"},"
        + " \"mBoolString\": {\"true\": \"t\", \"false\": \"f\"}, \"mUint64String\": {\"18446744073709551615\":"
        + " \"max\"}, \"mInt64String\": {\"-9223372036854775808\": \"min\"}, \"mStringNested\": {\"k\": "
        + "{\"value\": 9}}, \"mUint32String\": {\"4294967295\": \"u32\"}, \"rBool\": [], \"mStringInt32\": {}}"))
        .isEqualTo(expected);
  }

  @Test
  void nestedMessagesAreMergedInPlace() {
    AllTypes.Builder builder = AllTypes.newBuilder().setFNested(Nested.newBuilder().setValue(1).setNote("kept"));
    STRICT.mergeValue("{\"fNested\": {\"value\": 2}, \"rInt32\": [5]}", builder);
    STRICT.mergeValue("{\"rInt32\": [6], \"mStringInt32\": {\"a\": 1}}", builder);
    STRICT.mergeValue("{\"mStringInt32\": {\"a\": 2, \"b\": 3}}", builder);
    assertThat(builder.getMStringInt32Map()).containsEntry("a", 2).containsEntry("b", 3);
    assertThat(builder.getFNested()).isEqualTo(Nested.newBuilder().setValue(2).setNote("kept").build());
    assertThat(builder.getRInt32List()).containsExactly(5, 6);
  }

  @Test
  void recursionAndMutualRecursion() {
    assertThat(read("{\"recursive\": {\"recursive\": {\"fInt32\": 3}}, \"rRecursive\": [{\"fBool\": true}],"
        + " \"mRecursive\": {\"k\": {\"fString\": \"v\"}}}"))
        .isEqualTo(AllTypes.newBuilder()
            .setRecursive(AllTypes.newBuilder().setRecursive(AllTypes.newBuilder().setFInt32(3)))
            .addRRecursive(AllTypes.newBuilder().setFBool(true))
            .putMRecursive("k", AllTypes.newBuilder().setFString("v").build()).build());
    TreeA tree = STRICT.readValue("{\"name\": \"a\", \"b\": {\"id\": 1, \"a\": {\"name\": \"inner\"}}, "
        + "\"bs\": [{\"id\": 2}]}", TreeA.class);
    assertThat(tree.getB().getA().getName()).isEqualTo("inner");
    assertThat(tree.getBs(0).getId()).isEqualTo(2);
  }

  @Test
  void nullMeansNotSetExceptForValueAndNullValue() {
    AllTypes all = read("{\"fInt32\": null, \"oInt32\": null, \"fNested\": null, \"rInt32\": null, "
        + "\"mInt32String\": null, \"oneofString\": null, \"oneofInt32\": 4, \"wktTimestamp\": null, "
        + "\"wktValue\": null, \"wktNullValue\": null, \"rValue\": [null, 1], \"mInt32Value\": {\"1\": null}}");
    assertThat(all.hasOInt32()).isFalse();
    assertThat(all.hasFNested()).isFalse();
    assertThat(all.hasWktTimestamp()).isFalse();
    assertThat(all.getOneofInt32()).isEqualTo(4);
    assertThat(all.hasWktValue()).isTrue();
    assertThat(all.getWktValue().getNullValue()).isEqualTo(NullValue.NULL_VALUE);
    assertThat(all.getRValueList()).containsExactly(Value.newBuilder().setNullValue(NullValue.NULL_VALUE).build(),
        Value.newBuilder().setNumberValue(1).build());
    assertThat(all.getMInt32ValueMap().get(1).hasNullValue()).isTrue();
    assertThat(read("{\"oneofNullValue\": null}").getChoiceCase()).isEqualTo(AllTypes.ChoiceCase.ONEOF_NULL_VALUE);
    assertThat(read("{\"oneofValue\": null}").getOneofValue().hasNullValue()).isTrue();
    // a repeated or map field of them given as null is not set, as any field is; JsonFormat agrees
    String wholeFieldsNull = "{\"rValue\": null, \"rNullValue\": null, \"mInt32Value\": null, \"rListValue\": null}";
    assertThat(read(wholeFieldsNull)).isEqualTo(AllTypes.getDefaultInstance());
    assertThat(ReadFixtures.LENIENT.readValue(wholeFieldsNull, AllTypes.class))
        .isEqualTo(AllTypes.getDefaultInstance());
  }

  @Test
  void anEmptyJsonNameIsAMemberLikeAnyOther() {
    dev.protojson.test.odd.Empty_Json_Name expected = dev.protojson.test.odd.Empty_Json_Name.newBuilder().setG(1)
        .setH(2).build();
    for (String json : new String[] {"{\"g\": 1, \"\": 2}", "{\"\": 2, \"g\": 1}", "{\"\": 2, \"r\": [], \"g\": 1}"}) {
      assertThat(ReadFixtures.STRICT.readValue(json, dev.protojson.test.odd.Empty_Json_Name.class)).as(json)
          .isEqualTo(expected);
      assertThat(ReadFixtures.STRICT.readValue(json.getBytes(java.nio.charset.StandardCharsets.UTF_8),
          dev.protojson.test.odd.Empty_Json_Name.class)).as(json).isEqualTo(expected);
    }
    assertThat(ReadFixtures.STRICT.writeValueAsString(expected)).isEqualTo("{\"g\":1,\"\":2}");
  }

  /**
   * A json_name holding a quote or a backslash is matched as JSON spells it: {@code {"q"x":5}} ends the name at
   * the second quote and is no JSON, by every way in, as the generated reader once let it through.
   */
  @Test
  void aJsonNameThatJsonEscapesIsMatchedEscapedOnly() {
    MessageMarshaller written = MessageMarshaller.builder()
        .register(dev.protojson.test.odd.Escaped_Json_Names.getDefaultInstance()).build();
    dev.protojson.test.odd.Escaped_Json_Names expected = dev.protojson.test.odd.Escaped_Json_Names.newBuilder()
        .setQuote(5).setBackslash(6).setAfter(7).build();
    assertThat(written.writeValueAsString(expected)).isEqualTo("{\"q\\\"x\":5,\"b\\\\y\":6,\"after\":7}");
    for (String json : new String[] {"{\"q\\\"x\":5,\"b\\\\y\":6,\"after\":7}",
        "{\"after\":7,\"b\\\\y\":6,\"q\\u0022x\":5}"}) {
      MessageMarshaller marshaller = MessageMarshaller.builder()
          .register(dev.protojson.test.odd.Escaped_Json_Names.getDefaultInstance()).build();
      assertThat(marshaller.readValue(json, dev.protojson.test.odd.Escaped_Json_Names.class)).as(json)
          .isEqualTo(expected);
      assertThat(marshaller.readValue(json.getBytes(StandardCharsets.UTF_8),
          dev.protojson.test.odd.Escaped_Json_Names.class)).as(json).isEqualTo(expected);
      assertThat(marshaller.readValue(json, expected.getDescriptorForType())).as(json)
          .isEqualTo(com.google.protobuf.DynamicMessage.newBuilder(expected).build());
    }
    for (String json : new String[] {"{\"q\"x\":5}", "{\"after\":1,\"q\"x\":5}", "{\"b\\y\":6}"}) {
      byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
      // A new marshaller each time: one whose byte-level reader gave up often enough reads with Jackson's alone.
      MessageMarshaller marshaller = MessageMarshaller.builder()
          .register(dev.protojson.test.odd.Escaped_Json_Names.getDefaultInstance()).build();
      assertThatThrownBy(() -> marshaller.readValue(bytes, dev.protojson.test.odd.Escaped_Json_Names.class))
          .as(json).isInstanceOf(ProtoJsonParseException.class);
      assertThatThrownBy(() -> marshaller.readValue(json, dev.protojson.test.odd.Escaped_Json_Names.class))
          .as(json).isInstanceOf(ProtoJsonParseException.class);
      assertThatThrownBy(() -> marshaller.mergeValue(bytes,
          dev.protojson.test.odd.Escaped_Json_Names.newBuilder())).as(json)
          .isInstanceOf(ProtoJsonParseException.class);
      assertThatThrownBy(() -> marshaller.readValue(bytes, expected.getDescriptorForType())).as(json)
          .isInstanceOf(ProtoJsonParseException.class);
    }
  }

  @Test
  void oneofMembers() {
    assertThat(read("{\"oneofNested\": {\"value\": 1}, \"otherBool\": false}"))
        .isEqualTo(AllTypes.newBuilder().setOneofNested(Nested.newBuilder().setValue(1)).setOtherBool(false)
            .build());
    assertThat(read("{\"oneofEnum\": \"RED\"}").getOneofEnum()).isEqualTo(Color.RED);
  }

  @Test
  void ignoringUnknownFieldsSkipsAnyShapeAndUnknownEnumNames() {
    AllTypes all = lenient("{\"a\": 1, \"b\": [1, {\"x\": [null]}], \"c\": {\"d\": {}}, \"e\": null, \"f\": \"s\","
        + " \"fInt32\": 7, \"fEnum\": \"PURPLE\", \"oEnum\": \"PURPLE\", \"rEnum\": [\"RED\", \"PURPLE\", \"BLUE\"],"
        + " \"mStringEnum\": {\"a\": \"PURPLE\", \"b\": \"GREEN\"}}");
    assertThat(all.getFInt32()).isEqualTo(7);
    assertThat(all.getFEnumValue()).isZero();
    assertThat(all.hasOEnum()).isFalse();
    assertThat(all.getREnumList()).containsExactly(Color.RED, Color.BLUE);
    assertThat(all.getMStringEnumMap()).containsOnlyKeys("b");
    Proto2Types p2 = LENIENT.readValue("{\"id\": 1, \"name\": \"n\", \"oStatus\": 5, \"rStatus\": [1, 5, 2]}",
        Proto2Types.class);
    assertThat(p2.hasOStatus()).isFalse();
    assertThat(p2.getRStatusList()).containsExactly(Status.ACTIVE, Status.SUSPENDED);
  }

  /** An unknown member whose name holds an unpaired surrogate is refused, not skipped, from text as from bytes. */
  @Test
  void anUnknownNameWithAnUnpairedSurrogateIsRefusedEvenWhenIgnored() {
    String json = "{\"\\ud800\": 1, \"fInt32\": 1}";
    assertThatThrownBy(() -> LENIENT.readValue(json, AllTypes.class)).isInstanceOf(ProtoJsonParseException.class)
        .hasMessageContaining("surrogate");
    assertThatThrownBy(() -> LENIENT.readValue(json.getBytes(StandardCharsets.UTF_8), AllTypes.class))
        .isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("surrogate");
    assertThat(LENIENT.readValue("{\"\\ud83d\\ude00\": 1, \"fInt32\": 1}", AllTypes.class).getFInt32())
        .isEqualTo(1);
  }

  /** A oneof member dropped for its unknown enum value leaves the oneof unset, free for another member. */
  @ParameterizedTest
  @ValueSource(strings = {"{\"oneofEnum\": \"PURPLE\", \"oneofString\": \"x\"}",
      "{\"oneofString\": \"x\", \"oneofEnum\": \"PURPLE\"}"})
  void ignoredOneofMemberLeavesTheOneofFree(String json) {
    for (AllTypes all : List.of(LENIENT.readValue(json, AllTypes.class),
        LENIENT.readValue(json.getBytes(StandardCharsets.UTF_8), AllTypes.class))) {
      assertThat(all.getChoiceCase()).isEqualTo(AllTypes.ChoiceCase.ONEOF_STRING);
      assertThat(all.getOneofString()).isEqualTo("x");
    }
    assertThat(LENIENT.readValue("{\"oneofEnum\": \"PURPLE\"}", AllTypes.class).getChoiceCase())
        .isEqualTo(AllTypes.ChoiceCase.CHOICE_NOT_SET);
    // Two members that are both read stay an error, also an unknown number of an open enum, which is kept.
    for (String twoMembers : List.of("{\"oneofEnum\": \"RED\", \"oneofString\": \"x\"}",
        "{\"oneofString\": \"x\", \"oneofEnum\": 99}", "{\"oneofEnum\": 99, \"oneofString\": \"x\"}")) {
      assertThatThrownBy(() -> LENIENT.readValue(twoMembers, AllTypes.class))
          .isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("oneof");
    }
    for (String closed : List.of("{\"id\": 1, \"name\": \"n\", \"oneofStatus\": 3, \"oneofString\": \"s\"}",
        "{\"id\": 1, \"name\": \"n\", \"oneofString\": \"s\", \"oneofStatus\": 3}")) {
      assertThat(LENIENT.readValue(closed, Proto2Types.class).getOneofString()).isEqualTo("s");
    }
  }

  @Test
  void proto2GroupsExtensionsAndDefaults() {
    Proto2Types p2 = STRICT.readValue("{\"id\": 1, \"name\": \"n\", \"result\": {\"url\": \"u\", \"rank\": 2},"
        + " \"entry\": [{\"key\": \"k\"}], \"[protojson.test.p2.Extensions.ext_string]\": \"e\","
        + " \"[protojson.test.p2.Extensions.ext_statuses]\": [\"DELETED\"],"
        + " \"[protojson.test.p2.top_level_ext]\": \"-5\","
        + " \"[protojson.test.p2.Extensions.ext_child]\": {\"id\": 2, \"name\": \"c\"}}", Proto2Types.class);
    assertThat(p2.getResult().getUrl()).isEqualTo("u");
    assertThat(p2.getEntry(0).getKey()).isEqualTo("k");
    assertThat(p2.getExtension(Extensions.extString)).isEqualTo("e");
    assertThat(p2.getExtension(Extensions.extStatuses)).containsExactly(Status.DELETED);
    assertThat(p2.getExtension(Proto2.topLevelExt)).isEqualTo(-5L);
    assertThat(p2.getExtension(Extensions.extChild).getName()).isEqualTo("c");
    assertThat(p2.getDInt32()).isEqualTo(42);
    assertThat(p2.hasDInt32()).isFalse();
  }

  @Test
  void editionsPresence() {
    EditionTypes e = STRICT.readValue("{\"requiredInt32\": 0, \"explicitInt32\": 0, \"implicitInt32\": 0,"
        + " \"delimitedChild\": {\"requiredInt32\": 1}, \"mChild\": {\"-3\": {\"requiredInt32\": 2}}}",
        EditionTypes.class);
    assertThat(e.hasExplicitInt32()).isTrue();
    assertThat(e.getDelimitedChild().getRequiredInt32()).isEqualTo(1);
    assertThat(e.getMChildMap().get(-3L).getRequiredInt32()).isEqualTo(2);
  }

  @Test
  void wideMessagesTrackMoreThan64Fields() {
    StringBuilder json = new StringBuilder("{");
    for (int i = 1; i <= 200; i++) {
      json.append(i == 1 ? "" : ",").append("\"field_").append(i).append("\": ")
          .append(i % 10 == 2 ? "\"s\"" : i % 10 == 4 ? "true" : i % 10 == 5 ? "\"AQ==\"" : "1");
    }
    Wide wide = STRICT.readValue(json.append('}').toString(), Wide.class);
    assertThat(wide.getField1()).isEqualTo(1);
    assertThat(wide.getField200()).isEqualTo(1);
    assertThat(wide.getAllFields()).hasSize(200);
    ReadFixtures.checked(org.assertj.core.api.Assertions.assertThatThrownBy(() -> STRICT.readValue(
        "{\"field_100\": 1, \"field_150\": 2, \"field_100\": 3}", Wide.class)), "field_100", "given twice");
  }

  @Test
  void mergeValueFromParserReadsExactlyOneValue() throws Exception {
    tools.jackson.core.json.JsonFactory factory = new tools.jackson.core.json.JsonFactory();
    try (tools.jackson.core.JsonParser parser = factory.createParser(tools.jackson.core.ObjectReadContext.empty(),
        "[{\"fInt32\": 1}, {\"fInt32\": 2}]")) {
      parser.nextToken();
      parser.nextToken();
      AllTypes.Builder first = AllTypes.newBuilder();
      STRICT.mergeValue(parser, first);
      assertThat(parser.currentToken()).isEqualTo(tools.jackson.core.JsonToken.END_OBJECT);
      parser.nextToken();
      AllTypes.Builder second = AllTypes.newBuilder();
      STRICT.mergeValue(parser, second);
      assertThat(parser.nextToken()).isEqualTo(tools.jackson.core.JsonToken.END_ARRAY);
      assertThat(first.getFInt32()).isEqualTo(1);
      assertThat(second.getFInt32()).isEqualTo(2);
    }
  }

  @Test
  void bytesAndStreamInputs() {
    byte[] utf8 = "{\"fString\": \"ü\"}".getBytes(java.nio.charset.StandardCharsets.UTF_8);
    assertThat(STRICT.readValue(utf8, AllTypes.class).getFString()).isEqualTo("ü");
    AllTypes.Builder builder = AllTypes.newBuilder();
    STRICT.mergeValue(new java.io.ByteArrayInputStream(utf8), builder);
    assertThat(builder.getFString()).isEqualTo("ü");
  }

  /** JSON text in UTF-16 or UTF-32 (RFC 4627's detection), or UTF-8 with a byte order mark, reads the same. */
  @ParameterizedTest
  @ValueSource(strings = {"UTF-8", "UTF-8 BOM", "UTF-16BE", "UTF-16LE", "UTF-16", "UTF-32BE", "UTF-32LE"})
  void everyJsonEncodingIsDetected(String encoding) {
    String json = "{\"fString\": \"Grüße, 😀\", \"rString\": [\"a\", \"\\u00e9\"], \"fInt32\": 7}";
    byte[] bytes = encoding.equals("UTF-8 BOM")
        ? ("\ufeff" + json).getBytes(java.nio.charset.StandardCharsets.UTF_8)
        : json.getBytes(java.nio.charset.Charset.forName(encoding));
    AllTypes expected = AllTypes.newBuilder().setFString("Grüße, 😀").addRString("a").addRString("é").setFInt32(7)
        .build();
    assertThat(STRICT.readValue(bytes, AllTypes.class)).isEqualTo(expected);
    AllTypes.Builder builder = AllTypes.newBuilder();
    STRICT.mergeValue(new java.io.ByteArrayInputStream(bytes), builder);
    assertThat(builder.build()).isEqualTo(expected);
  }
}
