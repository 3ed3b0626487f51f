package dev.protojson.internal.read;

import static dev.protojson.internal.read.ReadFixtures.STRICT;
import static dev.protojson.internal.read.ReadFixtures.read;
import static dev.protojson.internal.read.ReadFixtures.rejects;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.Any;
import com.google.protobuf.Api;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.UninitializedMessageException;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.test.proto2.Extensions;
import dev.protojson.test.proto2.Proto2;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import org.junit.jupiter.api.Test;

/**
 * Each deliberate difference from {@code JsonFormat.parser()} on its own, showing what JsonFormat does and what
 * protojson does instead. The README lists them with the reasons.
 */
class ReadDifferencesFromJsonFormatTests {

  private static AllTypes jsonFormat(String json) throws Exception {
    AllTypes.Builder builder = AllTypes.newBuilder();
    JsonFormat.parser().merge(json, builder);
    return builder.build();
  }

  @Test
  void protobufsWellKnownTypesInAnAnyNeedNoRegistration() {
    // Api is reached by no field of AllTypes: JsonFormat's registry, of AllTypes' file, lacks it
    String json = "{\"wktAny\": {\"@type\": \"type.googleapis.com/google.protobuf.Api\", \"name\": \"a\"}}";
    JsonFormat.Parser parser = JsonFormat.parser().usingTypeRegistry(JsonFormat.TypeRegistry.newBuilder()
        .add(AllTypes.getDescriptor().getFile().getMessageTypes()).build());
    assertThatThrownBy(() -> parser.merge(json, AllTypes.newBuilder()))
        .isInstanceOf(InvalidProtocolBufferException.class).hasMessageContaining("Cannot resolve type");
    assertThat(read(json).getWktAny()).isEqualTo(Any.pack(Api.newBuilder().setName("a").build()));
  }

  @Test
  void aFieldGivenTwiceUnderTheSameNameIsRejected() throws Exception {
    assertThat(jsonFormat("{\"fInt32\": 1, \"fInt32\": 2}").getFInt32()).isEqualTo(2);
    rejects("{\"fInt32\": 1, \"fInt32\": 2}", "fInt32", "given twice");
  }

  @Test
  void aMapKeyGivenTwiceIsRejected() throws Exception {
    assertThat(jsonFormat("{\"mStringInt32\": {\"a\": 1, \"a\": 2}}").getMStringInt32Map()).containsEntry("a", 2);
    rejects("{\"mStringInt32\": {\"a\": 1, \"a\": 2}}", "mStringInt32.a", "is given twice");
  }

  /**
   * A map or Struct key is a member name, held to Jackson's 50,000 characters for names on every way in: from bytes
   * (which the byte-level reader reads), from text, and into a DynamicMessage. JsonFormat takes any length.
   */
  @Test
  void keysAreCappedAsMemberNamesAre() throws Exception {
    String key = "k".repeat(50_001);
    String map = "{\"mStringString\": {\"" + key + "\": \"v\"}}";
    assertThat(jsonFormat(map).getMStringStringMap()).containsKey(key);
    rejects(map, "mStringString", "exceeds the maximum allowed (50000");
    rejects("{\"wktStruct\": {\"" + key + "\": 1}}", "wktStruct", "exceeds the maximum allowed (50000");
    String longest = "k".repeat(50_000);
    assertThat(read("{\"mStringString\": {\"" + longest + "\": \"v\"}}").getMStringStringMap())
        .containsKey(longest);
  }

  /** A json_name that is another field's proto name: JsonFormat takes the name for whichever field it met last. */
  @Test
  void aNameThatIsOneFieldsJsonNameAndAnothersProtoNameMeansTheWrittenKind() throws Exception {
    dev.protojson.test.odd.Crossed_Names.Builder oracle = dev.protojson.test.odd.Crossed_Names.newBuilder();
    JsonFormat.parser().merge("{\"b\": 1}", oracle);
    assertThat(oracle.getB()).isEqualTo(1);
    // so JsonFormat does not read back what it writes for field a, whose JSON name is "b"
    assertThat(JsonFormat.printer().print(dev.protojson.test.odd.Crossed_Names.newBuilder().setA(1))).contains("\"b\"");
    dev.protojson.test.odd.Crossed_Names read = dev.protojson.MessageMarshaller.builder()
        .register(dev.protojson.test.odd.Crossed_Names.getDefaultInstance()).build()
        .readValue("{\"b\": 1}", dev.protojson.test.odd.Crossed_Names.class);
    assertThat(read.getA()).isEqualTo(1);
    assertThat(read.getB()).isZero();
  }

  @Test
  void boolDoesNotAcceptStrings() throws Exception {
    assertThat(jsonFormat("{\"fBool\": \"true\"}").getFBool()).isTrue();
    rejects("{\"fBool\": \"true\"}", "fBool", "expected true or false");
  }

  @Test
  void integerStringsFollowJsonNumberSyntax() throws Exception {
    assertThat(jsonFormat("{\"fInt32\": \"+5\"}").getFInt32()).isEqualTo(5);
    assertThat(jsonFormat("{\"fInt64\": \"007\"}").getFInt64()).isEqualTo(7);
    rejects("{\"fInt32\": \"+5\"}", "fInt32", "not a number");
    rejects("{\"fInt64\": \"007\"}", "fInt64", "not a number");
  }

  @Test
  void enumsDoNotAcceptNumbersInStrings() throws Exception {
    assertThat(jsonFormat("{\"fEnum\": \"2\"}").getFEnumValue()).isEqualTo(2);
    rejects("{\"fEnum\": \"2\"}", "fEnum", "unknown enum value name");
  }

  @Test
  void unpairedSurrogatesAreRejected() throws Exception {
    assertThat(jsonFormat("{\"fString\": \"\\ud800\"}").getFString()).isEqualTo("\ud800");
    rejects("{\"fString\": \"\\ud800\"}", "fString", "unpaired surrogate");
  }

  @Test
  void negativeZeroKeepsItsSign() throws Exception {
    assertThat(1 / jsonFormat("{\"oDouble\": -0.0}").getODouble()).isPositive();
    assertThat(1 / read("{\"oDouble\": -0.0}").getODouble()).isNegative();
  }

  @Test
  void structKeysGivenTwiceAreRejected() throws Exception {
    assertThat(jsonFormat("{\"wktStruct\": {\"a\": 1, \"a\": 2}}").getWktStruct().getFieldsMap().get("a")
        .getNumberValue()).isEqualTo(2);
    rejects("{\"wktStruct\": {\"a\": 1, \"a\": 2}}", "wktStruct.a", "given twice");
  }

  @Test
  void jsonSyntaxIsStrictRfc8259() throws Exception {
    String[] lenient = {"{\"fInt32\": 1 /* c */}", "{'fInt32': 1}", "{fInt32: 1}", "{\"fDouble\": NaN}", "{} {}",
      "{\"fInt32\": 01}", "{\"fString\": \"a\tb\"}"};
    for (String json : lenient) {
      jsonFormat(json);
      org.assertj.core.api.Assertions.assertThatThrownBy(() -> read(json))
          .isInstanceOf(dev.protojson.ProtoJsonParseException.class);
    }
  }

  @Test
  void durationsNeedDigitsAfterTheDot() throws Exception {
    assertThat(jsonFormat("{\"wktDuration\": \"1.s\"}").getWktDuration().getSeconds()).isEqualTo(1);
    rejects("{\"wktDuration\": \"1.s\"}", "wktDuration", "google.protobuf.Duration");
  }

  @Test
  void stringFieldsTakeOnlyStrings() throws Exception {
    assertThat(jsonFormat("{\"fString\": 1.5e3}").getFString()).isEqualTo("1.5e3");
    assertThat(jsonFormat("{\"wktString\": true}").getWktString().getValue()).isEqualTo("true");
    rejects("{\"fString\": 1.5e3}", "fString", "expected a JSON string");
    rejects("{\"wktString\": true}", "wktString", "expected a JSON string");
  }

  @Test
  void numbersBeyondTheRangeOfTheirTypeAreRejectedNotInfinite() throws Exception {
    // Finite numbers that round past Float.MAX_VALUE; JsonFormat's tolerance lets them through as infinity.
    assertThat(jsonFormat("{\"fFloat\": 3.402824e38}").getFFloat()).isEqualTo(Float.POSITIVE_INFINITY);
    assertThat(jsonFormat("{\"rFloat\": [-3.4028236e38]}").getRFloat(0)).isEqualTo(Float.NEGATIVE_INFINITY);
    assertThat(jsonFormat("{\"wktValue\": [1e400]}").getWktValue().getListValue().getValues(0).getNumberValue())
        .isEqualTo(Double.POSITIVE_INFINITY);
    rejects("{\"fFloat\": 3.402824e38}", "fFloat", "out of range");
    rejects("{\"rFloat\": [-3.4028236e38]}", "rFloat[0]", "out of range");
    rejects("{\"wktValue\": [1e400]}", "wktValue[0]", "out of range");
    // The largest float itself, and an infinity asked for by name, are read.
    assertThat(read("{\"fFloat\": 3.4028235e38}").getFFloat()).isEqualTo(Float.MAX_VALUE);
    assertThat(read("{\"fFloat\": \"-Infinity\"}").getFFloat()).isEqualTo(Float.NEGATIVE_INFINITY);
  }

  @Test
  void aFloatIsTheFloatNearestItsText() throws Exception {
    // Narrowed from a double, these are rounded twice by JsonFormat: past the largest float, and down to 1.0.
    assertThat(jsonFormat("{\"fFloat\": 3.4028235677973366e38}").getFFloat()).isEqualTo(Float.POSITIVE_INFINITY);
    assertThat(jsonFormat("{\"fFloat\": 1.00000005960464477539062500001}").getFFloat()).isEqualTo(1.0f);
    assertThat(read("{\"fFloat\": 3.4028235677973366e38}").getFFloat()).isEqualTo(Float.MAX_VALUE);
    assertThat(read("{\"fFloat\": 1.00000005960464477539062500001}").getFFloat()).isEqualTo(Math.nextUp(1.0f));
  }

  @Test
  void timestampsAndDurationsAreReadExactlyOrNotAtAll() throws Exception {
    // JsonFormat rolls a leap second and hour 24 over into the next minute and day, and drops digits past the
    // ninth, so the value it keeps is not the text it read.
    assertThat(jsonFormat("{\"wktTimestamp\": \"1970-01-01T23:59:60Z\"}").getWktTimestamp().getSeconds())
        .isEqualTo(86_400);
    assertThat(jsonFormat("{\"wktTimestamp\": \"1970-01-01T24:00:00Z\"}").getWktTimestamp().getSeconds())
        .isEqualTo(86_400);
    assertThat(jsonFormat("{\"wktTimestamp\": \"1970-01-01T00:00:00.1234567891Z\"}").getWktTimestamp()
        .getNanos()).isEqualTo(123_456_789);
    assertThat(jsonFormat("{\"wktDuration\": \"1.1234567891s\"}").getWktDuration().getNanos())
        .isEqualTo(123_456_789);
    rejects("{\"wktTimestamp\": \"1970-01-01T23:59:60Z\"}", "wktTimestamp", "RFC 3339");
    rejects("{\"wktTimestamp\": \"1970-01-01T24:00:00Z\"}", "wktTimestamp", "RFC 3339");
    rejects("{\"wktTimestamp\": \"1970-01-01T00:00:00.1234567891Z\"}", "wktTimestamp", "RFC 3339");
    rejects("{\"wktDuration\": \"1.1234567891s\"}", "wktDuration", "google.protobuf.Duration");
    // a day the month does not have: JsonFormat rolls it over into the next month
    assertThat(jsonFormat("{\"wktTimestamp\": \"2020-02-30T00:00:00Z\"}").getWktTimestamp().getSeconds())
        .isEqualTo(1_583_020_800L);
    rejects("{\"wktTimestamp\": \"2020-02-30T00:00:00Z\"}", "wktTimestamp", "no such day in the calendar");
    rejects("{\"wktTimestamp\": \"2021-02-29T00:00:00Z\"}", "wktTimestamp", "no such day in the calendar");
    assertThat(read("{\"wktTimestamp\": \"2020-02-29T00:00:00Z\"}").getWktTimestamp().getSeconds())
        .isEqualTo(1_582_934_400L);
  }

  @Test
  void durationsTakeNoPlusSign() throws Exception {
    assertThat(jsonFormat("{\"wktDuration\": \"+1s\"}").getWktDuration().getSeconds()).isEqualTo(1);
    rejects("{\"wktDuration\": \"+1s\"}", "wktDuration", "google.protobuf.Duration");
  }

  @Test
  void anAnyHoldingAWellKnownTypeTakesOnlyTypeAndValue() throws Exception {
    String json = "{\"wktAny\": {\"@type\": \"type.googleapis.com/google.protobuf.Duration\", \"value\": \"1s\","
        + " \"x\": 1}}";
    JsonFormat.Parser parser = JsonFormat.parser().usingTypeRegistry(JsonFormat.TypeRegistry.newBuilder()
        .add(com.google.protobuf.Duration.getDescriptor()).build());
    AllTypes.Builder oracle = AllTypes.newBuilder();
    parser.merge(json, oracle);
    // JsonFormat drops the extra member without a word
    assertThat(oracle.getWktAny()).isEqualTo(Any.pack(com.google.protobuf.Duration.newBuilder().setSeconds(1)
        .build()));
    rejects(json, "wktAny.x", "Unexpected member \"x\"");
  }

  @Test
  void fieldMaskPathsMustBeLowerCamelCase() throws Exception {
    assertThat(jsonFormat("{\"wktFieldMask\": \"foo_bar\"}").getWktFieldMask().getPaths(0)).isEqualTo("foo_bar");
    rejects("{\"wktFieldMask\": \"foo_bar\"}", "wktFieldMask", "lowerCamelCase");
  }

  @Test
  void integerMapKeysMustBeCanonical() throws Exception {
    assertThat(jsonFormat("{\"mInt32String\": {\"01\": \"a\"}}").getMInt32StringMap()).containsKey(1);
    rejects("{\"mInt32String\": {\"01\": \"a\"}}", "mInt32String.01", "Invalid map key");
  }

  @Test
  void unsetRequiredFieldsAreReportedByReadValue() throws Exception {
    String json = "{\"id\": 1}";
    Proto2Types.Builder builder = Proto2Types.newBuilder();
    JsonFormat.parser().merge(json, builder);
    assertThat(builder.getId()).isEqualTo(1);
    assertThatThrownBy(builder::build).isInstanceOf(UninitializedMessageException.class).hasMessageContaining("name");
    assertThatThrownBy(() -> STRICT.readValue(json, Proto2Types.class)).isInstanceOf(ProtoJsonParseException.class)
        .hasMessage("Missing required field name (in message protojson.test.p2.Proto2Types) in the value that ends"
            + " at line 1, column 9")
        .satisfies(e -> {
          ProtoJsonParseException parse = (ProtoJsonParseException) e;
          assertThat(parse.getFieldPath()).isEqualTo("name");
          assertThat(parse.getLine()).isEqualTo(1);
          assertThat(parse.getColumn()).isEqualTo(9);
        });
    // mergeValue leaves building to the caller, as JsonFormat does.
    Proto2Types.Builder merged = Proto2Types.newBuilder();
    STRICT.mergeValue(json, merged);
    assertThat(merged.isInitialized()).isFalse();
  }

  @Test
  void numbersAreReadByValueWhateverTheirExponent() throws Exception {
    for (String json : new String[] {"{\"fInt32\": 0e-3000000000}", "{\"fDouble\": 1e-3000000000}",
        "{\"fInt64\": 0E+3000000000}"}) {
      assertThatThrownBy(() -> jsonFormat(json)).as(json).isInstanceOf(InvalidProtocolBufferException.class);
    }
    assertThat(read("{\"fInt32\": 0e-3000000000}").getFInt32()).isZero();
    assertThat(read("{\"fDouble\": 1e-3000000000}").getFDouble()).isEqualTo(0.0);
    assertThat(read("{\"fDouble\": 1e-400}")).isEqualTo(jsonFormat("{\"fDouble\": 1e-400}"));
    assertThat(read("{\"fInt64\": 0E+3000000000}").getFInt64()).isZero();
    // Not a loophole for values: a fraction or an overflow is refused whatever the exponent.
    rejects("{\"fInt32\": 1e-3000000000}", "fInt32");
    rejects("{\"fDouble\": 1e+3000000000}", "fDouble");
  }

  @Test
  void extensionsAreFoundWithoutAnExtensionRegistry() throws Exception {
    String json = "{\"id\": 1, \"name\": \"n\", \"[protojson.test.p2.Extensions.ext_string]\": \"x\", "
        + "\"[protojson.test.p2.top_level_ext]\": \"-5\"}";
    assertThatThrownBy(() -> JsonFormat.parser().merge(json, Proto2Types.newBuilder()))
        .isInstanceOf(InvalidProtocolBufferException.class)
        .hasMessageContaining("Cannot find field: [protojson.test.p2.Extensions.ext_string]");
    Proto2Types.Builder ignoring = Proto2Types.newBuilder();
    JsonFormat.parser().ignoringUnknownFields().merge(json, ignoring);
    assertThat(ignoring.build().getAllFields().keySet()).noneMatch(FieldDescriptor::isExtension);
    Proto2Types read = STRICT.readValue(json, Proto2Types.class);
    assertThat(read.getExtension(Extensions.extString)).isEqualTo("x");
    assertThat(read.getExtension(Proto2.topLevelExt)).isEqualTo(-5L);
  }

  @Test
  void theRecursionLimitCountsJsonNesting() throws Exception {
    // 60 messages deep through a repeated field: 120 levels of JSON.
    String json = "{\"rRecursive\": [".repeat(60) + "{}" + "]}".repeat(60);
    assertThat(jsonFormat(json).getRRecursiveCount()).isEqualTo(1);
    rejects(json, "rRecursive" + "[0].rRecursive".repeat(49) + "[0]", "recursion limit of 100");
    assertThat(ReadFixtures.builder().recursionLimit(121).build().readValue(json, AllTypes.class)
        .getRRecursiveCount()).isEqualTo(1);
  }
}
