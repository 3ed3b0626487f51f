package dev.protojson.internal.read;

import static dev.protojson.internal.read.ReadFixtures.LENIENT;
import static dev.protojson.internal.read.ReadFixtures.STRICT;
import static dev.protojson.internal.read.ReadFixtures.checked;
import static dev.protojson.internal.read.ReadFixtures.rejects;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One test or more per error row of the proto3 JSON mapping and per well-known type: each asserts the exception
 * type, the field path and that the message names the problem.
 */
class BadInputCatalogueTests {

  @Test
  void theMessageNamesValueKindPathAndLocation() {
    ProtoJsonParseException e = org.junit.jupiter.api.Assertions.assertThrows(ProtoJsonParseException.class,
        () -> STRICT.readValue("{\"rRecursive\": [{}, {\"fNested\": {\"value\": \"abc\"}}]}", AllTypes.class));
    assertThat(e.getFieldPath()).isEqualTo("rRecursive[1].fNested.value");
    assertThat(e.getLine()).isEqualTo(1);
    assertThat(e.getColumn()).isEqualTo(43);
    assertThat(e.getMessage()).isEqualTo("Invalid value \"abc\" for int32 field rRecursive[1].fNested.value: "
        + "not a number at line 1, column 43");
  }

  @Test
  void fieldGivenTwiceByEitherName() {
    rejects("{\"fInt32\": 1, \"f_int32\": 2}", "f_int32", "f_int32", "given twice");
    rejects("{\"fInt32\": 1, \"fInt32\": 1}", "fInt32", "given twice");
    rejects("{\"rInt32\": [1], \"r_int32\": []}", "r_int32", "given twice");
    // Fields from the 65th on are marked in an array rather than in one long.
    assertThat(AllTypes.getDescriptor().findFieldByName("m_string_int32").getIndex()).isGreaterThanOrEqualTo(64);
    rejects("{\"mStringInt32\": {}, \"m_string_int32\": {}}", "m_string_int32", "given twice");
    rejects("{\"oneofInt32\": 1, \"oneof_int32\": 1}", "oneof_int32", "given twice");
  }

  @Test
  void unknownFieldsAreRejected() {
    rejects("{\"fNested\": {\"nope\": [1, 2]}}", "fNested.nope", "Unknown field \"nope\"", "protojson.test.Nested");
    rejects("{\"[protojson.test.unknown]\": 1}", "[protojson.test.unknown]", "Unknown field");
    assertThatThrownBy(() -> STRICT.readValue("{\"id\": 1, \"name\": \"n\", \"[protojson.test.p2.top_level_ext]\": 1,"
        + " \"[protojson.test.p2.top_level_ext]\": 2}", Proto2Types.class))
        .isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("given twice")
        .extracting(e -> ((ProtoJsonParseException) e).getFieldPath()).isEqualTo("[protojson.test.p2.top_level_ext]");
    assertThatThrownBy(() -> STRICT.readValue("{\"id\": 1, \"name\": \"n\", \"[protojson.test.p2.top_level_ext]\": 1.5}",
        Proto2Types.class))
        .isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("int64 field [protojson.test.p2.top_level_ext]");
  }

  @Test
  void int32Errors() {
    rejects("{\"fInt32\": 2147483648}", "fInt32", "int32 field fInt32", "out of range");
    rejects("{\"fInt32\": \"-2147483649\"}", "fInt32", "out of range");
    rejects("{\"fUint32\": -1}", "fUint32", "uint32 field", "out of range");
    rejects("{\"fFixed32\": 4294967296}", "fFixed32", "fixed32 field", "out of range");
    rejects("{\"fInt32\": 1.5}", "fInt32", "not an integer");
    rejects("{\"fSint32\": \"1e-1\"}", "fSint32", "sint32 field", "not an integer");
    rejects("{\"fInt32\": \"+1\"}", "fInt32", "not a number");
    rejects("{\"fInt32\": \"01\"}", "fInt32", "not a number");
    rejects("{\"fInt32\": \" 1\"}", "fInt32", "not a number");
    rejects("{\"fInt32\": \"\"}", "fInt32", "not a number");
    rejects("{\"fInt32\": true}", "fInt32", "expected a number");
    rejects("{\"fInt32\": 1e10}", "fInt32", "out of range");
  }

  @Test
  void int64Errors() {
    rejects("{\"fInt64\": \"9223372036854775808\"}", "fInt64", "int64 field fInt64", "out of range");
    rejects("{\"fInt64\": -9223372036854775809}", "fInt64", "out of range");
    rejects("{\"fUint64\": \"18446744073709551616\"}", "fUint64", "uint64 field", "out of range");
    rejects("{\"fFixed64\": \"-1\"}", "fFixed64", "out of range");
    rejects("{\"fSfixed64\": 0.5}", "fSfixed64", "sfixed64 field", "not an integer");
    rejects("{\"fInt64\": \"0x10\"}", "fInt64", "not a number");
    rejects("{\"fInt64\": \"012\"}", "fInt64", "not a number");
    rejects("{\"fInt64\": \"-\"}", "fInt64", "not a number");
    rejects("{\"fInt64\": \"12a\"}", "fInt64", "not a number");
    rejects("{\"fUint64\": \"-5\"}", "fUint64", "out of range");
    rejects("{\"fUint32\": \"-5\"}", "fUint32", "out of range");
    rejects("{\"fInt32\": \"2147483648\"}", "fInt32", "out of range");
    rejects("{\"rInt64\": [\"1\", \"99999999999999999999\"]}", "rInt64[1]", "out of range");
    rejects("{\"fInt64\": [1]}", "fInt64", "expected a number");
  }

  @Test
  void floatingPointErrors() {
    rejects("{\"fFloat\": 3.5e38}", "fFloat", "float field fFloat", "out of range");
    rejects("{\"fFloat\": \"-1e39\"}", "fFloat", "out of range");
    rejects("{\"fDouble\": 1e309}", "fDouble", "double field", "out of range");
    rejects("{\"fDouble\": \"nan\"}", "fDouble", "not a number");
    rejects("{\"fDouble\": \"1.\"}", "fDouble", "not a number");
    rejects("{\"fDouble\": false}", "fDouble", "expected a number");
  }

  @Test
  void boolErrors() {
    rejects("{\"fBool\": \"true\"}", "fBool", "bool field fBool", "expected true or false");
    rejects("{\"fBool\": 1}", "fBool", "bool field");
  }

  @Test
  void stringErrors() {
    rejects("{\"fString\": 1}", "fString", "string field fString", "expected a JSON string");
    rejects("{\"fString\": true}", "fString", "string field");
    rejects("{\"fString\": {}}", "fString", "string field");
    rejects("{\"rString\": [[]]}", "rString[0]", "string field");
    rejects("{\"fString\": \"a\\ud800b\"}", "fString", "unpaired surrogate");
    rejects("{\"fString\": \"\\udc00\\ud800\"}", "fString", "unpaired surrogate");
    rejects("{\"rString\": [\"ok \\ud83d\\ude00\", \"\\ue000\\ud800\"]}", "rString[1]", "unpaired surrogate");
    // A surrogate encoded on its own as three UTF-8 bytes (CESU-8 style) is not UTF-8; the parser says so.
    byte[] encodedSurrogate = {'{', '"', 'f', 'S', 't', 'r', 'i', 'n', 'g', '"', ':', '"', (byte) 0xED, (byte) 0xA0,
        (byte) 0x80, '"', '}'};
    checked(assertThatThrownBy(() -> STRICT.readValue(encodedSurrogate, AllTypes.class)), "fString",
        "Invalid UTF-8", "surrogate");
  }

  /**
   * Four-byte UTF-8 sequences that Jackson decodes without checking their range: an overlong one, and ones above
   * U+10FFFF, come out as unpaired surrogates, which are rejected; the first and last code points of each range are
   * read, from a long string too (its bytes are scanned in eight-byte words).
   */
  @Test
  void fourByteSequencesOutOfRangeAreRejectedAndTheEdgesOfTheRangesRead() {
    for (byte[] bad : new byte[][] {{(byte) 0xF0, (byte) 0x80, (byte) 0x80, (byte) 0x80},
        {(byte) 0xF0, (byte) 0x8F, (byte) 0xBF, (byte) 0xBF}, {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80},
        {(byte) 0xF5, (byte) 0x80, (byte) 0x80, (byte) 0x80}, {(byte) 0xF7, (byte) 0xBF, (byte) 0xBF, (byte) 0xBF}}) {
      for (String around : new String[] {"", "a long enough ASCII run \u00e9\u00e9 "}) {
        byte[] json = stringMember(around, bad);
        checked(assertThatThrownBy(() -> STRICT.readValue(json, AllTypes.class)), "fString");
      }
    }
    for (String good : new String[] {"\ud7ff", "\ue000", "\uffff", "\ud800\udc00", "\udbff\udfff", "\ud83d\ude00",
        "\u00e9\u20ac\ud83d\ude00\ud800\udc00\udbff\udfff"}) {
      for (String around : new String[] {"", "a long enough ASCII run \u00e9\u00e9 "}) {
        byte[] json = stringMember(around, good.getBytes(StandardCharsets.UTF_8));
        assertThat(STRICT.readValue(json, AllTypes.class).getFString()).isEqualTo(around + good + around);
      }
    }
  }

  private static byte[] stringMember(String around, byte[] middle) {
    byte[] start = ("{\"fString\": \"" + around).getBytes(StandardCharsets.UTF_8);
    byte[] end = (around + "\", \"fInt32\": 1}").getBytes(StandardCharsets.UTF_8);
    byte[] json = new byte[start.length + middle.length + end.length];
    System.arraycopy(start, 0, json, 0, start.length);
    System.arraycopy(middle, 0, json, start.length, middle.length);
    System.arraycopy(end, 0, json, start.length + middle.length, end.length);
    return json;
  }

  @Test
  void charactersAboveTheSurrogatesAreNotMistakenForThem() {
    assertThat(ReadFixtures.read("{\"fString\": \"\\ue000\\uffff\u00e9 \\ud83d\\ude00\"}").getFString())
        .isEqualTo("\ue000\uffff\u00e9 \ud83d\ude00");
  }

  @Test
  void bytesErrors() {
    rejects("{\"fBytes\": \"!!!!\"}", "fBytes", "bytes field fBytes", "not valid base64");
    rejects("{\"fBytes\": \"A\"}", "fBytes", "not valid base64");
    rejects("{\"fBytes\": \"AQ=I\"}", "fBytes", "not valid base64");
    rejects("{\"fBytes\": 12}", "fBytes", "expected a base64 string");
  }

  @Test
  void enumErrors() {
    rejects("{\"fEnum\": \"PURPLE\"}", "fEnum", "enum protojson.test.Color field fEnum", "unknown enum value name");
    rejects("{\"rEnum\": [\"RED\", \"red\"]}", "rEnum[1]", "unknown enum value name");
    rejects("{\"fEnum\": 1.5}", "fEnum", "not an integer");
    rejects("{\"fEnum\": true}", "fEnum", "expected a value name or number");
    assertThatThrownBy(() -> STRICT.readValue("{\"id\": 1, \"name\": \"n\", \"oStatus\": 3}", Proto2Types.class))
        .isInstanceOf(ProtoJsonParseException.class)
        .hasMessageContaining("oStatus").hasMessageContaining("unknown number for a closed enum")
        .extracting(e -> ((ProtoJsonParseException) e).getFieldPath()).isEqualTo("oStatus");
    assertThatThrownBy(() -> STRICT.readValue("{\"requiredInt32\": 1, \"rClosed\": [1, 9]}", EditionTypes.class))
        .isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("closed enum")
        .extracting(e -> ((ProtoJsonParseException) e).getFieldPath()).isEqualTo("rClosed[1]");
  }

  @Test
  void messageErrors() {
    rejects("{\"fNested\": 1}", "fNested", "Expected an object for message protojson.test.Nested");
    rejects("{\"fNested\": []}", "fNested", "Expected an object");
    rejects("[]", "", "Expected an object for message protojson.test.AllTypes");
    rejects("null", "", "Expected an object");
  }

  @Test
  void repeatedErrors() {
    rejects("{\"rInt32\": [1, null]}", "rInt32[1]", "null is not allowed", "rInt32[1]");
    rejects("{\"rNested\": [{}, null]}", "rNested[1]", "null is not allowed");
    rejects("{\"rInt32\": [1, \"x\"]}", "rInt32[1]", "int32 field rInt32[1]");
    rejects("{\"rInt32\": 1}", "rInt32", "Expected an array for repeated field rInt32");
    rejects("{\"rNested\": {}}", "rNested", "Expected an array");
  }

  @Test
  void mapErrors() {
    rejects("{\"mStringInt32\": {\"a\": null}}", "mStringInt32.a", "null is not allowed as a value of map field");
    rejects("{\"mInt32String\": {\"x\": \"a\"}}", "mInt32String.x", "Invalid map key \"x\" for int32 key");
    rejects("{\"mInt32String\": {\"2147483648\": \"a\"}}", "mInt32String.2147483648", "Invalid map key");
    rejects("{\"mInt32String\": {\"01\": \"a\"}}", "mInt32String.01", "Invalid map key");
    rejects("{\"mInt64String\": {\"1e3\": \"a\"}}", "mInt64String.1e3", "int64 key");
    rejects("{\"mUint32String\": {\"-1\": \"a\"}}", "mUint32String.-1", "uint32 key");
    rejects("{\"mUint64String\": {\"-1\": \"a\"}}", "mUint64String.-1", "uint64 key");
    rejects("{\"mBoolString\": {\"True\": \"a\"}}", "mBoolString.True", "bool key");
    rejects("{\"mStringInt32\": []}", "mStringInt32", "Expected an object for map field mStringInt32");
    rejects("{\"mStringNested\": {\"k\": 5}}", "mStringNested.k", "Expected an object for message");
    rejects("{\"mStringInt32\": {\"a\": 1, \"b\": 2, \"a\": 3}}", "mStringInt32.a", "Key \"a\" is given twice in map field mStringInt32.a");
    rejects("{\"mBoolString\": {\"true\": \"x\", \"true\": \"y\"}}", "mBoolString.true", "Key \"true\" is given twice");
  }

  @Test
  void oneofGivenTwice() {
    rejects("{\"oneofInt32\": 1, \"oneofString\": \"x\"}", "oneofString", "oneof choice", "another member");
    rejects("{\"oneofValue\": null, \"oneofNullValue\": null}", "oneofNullValue", "oneof choice");
    rejects("{\"otherUint64\": \"1\", \"other_bool\": true}", "other_bool", "oneof other_choice");
  }

  /**
   * The checks above on {@code AllTypes}, whose fields and oneofs take more than 64 bits to mark as seen, repeated
   * on messages that fit in one long: each size has its own member loop.
   */
  @Test
  void smallMessagesCheckTheSame() {
    assertThat(Proto2Types.getDescriptor().getFields().size() + 1).isLessThanOrEqualTo(64);
    assertThat(AllTypes.getDescriptor().getFields().size()).isGreaterThan(64);
    rejectsProto2("{\"id\": 1, \"name\": \"n\", \"o_status\": \"ACTIVE\", \"oStatus\": \"ACTIVE\"}", "oStatus",
        "given twice");
    rejectsProto2("{\"id\": 1, \"name\": \"n\", \"oneofString\": \"x\", \"oneofChild\": {}}", "oneofChild",
        "oneof choice", "another member");
    rejectsProto2("{\"id\": 1, \"nope\": 2}", "nope", "Unknown field \"nope\"", "protojson.test.p2.Proto2Types");
    rejectsProto2("{\"id\": 1 \"name\": \"n\"}", "id", "Invalid JSON");
    rejectsProto2("{\"id\": 1, 5: 2}", "id", "Invalid JSON");
    assertThatThrownBy(() -> STRICT.readValue("{\"requiredInt32\": 1, \"pickString\": \"a\", \"pickClosed\": 1}",
        EditionTypes.class))
        .isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("oneof pick")
        .extracting(e -> ((ProtoJsonParseException) e).getFieldPath()).isEqualTo("pickClosed");
    assertThat(LENIENT.readValue("{\"id\": 1, \"name\": \"n\", \"nope\": {\"a\": [1]}, \"oneofString\": \"x\"}",
        Proto2Types.class).getOneofString()).isEqualTo("x");
  }

  private static void rejectsProto2(String json, String path, String... messageParts) {
    assertThatThrownBy(() -> STRICT.readValue(json, Proto2Types.class))
        .isInstanceOf(ProtoJsonParseException.class)
        .satisfies(e -> assertThat(e.getMessage()).contains(messageParts))
        .extracting(e -> ((ProtoJsonParseException) e).getFieldPath()).isEqualTo(path);
  }

  @Test
  void jsonSyntaxIsStrict() {
    rejects("{\"fInt32\": 1 /* c */}", "fInt32", "Invalid JSON");
    rejects("{\"fInt32\": 1} // c", "", "Invalid JSON");
    rejects("{'fInt32': 1}", "", "Invalid JSON");
    rejects("{fInt32: 1}", "", "Invalid JSON");
    rejects("{\"mStringInt32\": {a: 1}}", "mStringInt32", "Invalid JSON");
    rejects("{\"fDouble\": NaN}", "fDouble", "Invalid JSON");
    rejects("{\"fInt32\": 01}", "fInt32", "Invalid JSON");
    rejects("{\"fInt32\": +1}", "fInt32", "Invalid JSON");
    rejects("{\"rInt32\": [1,]}", "rInt32[1]", "Invalid JSON");
    rejects("{\"fInt32\": 1}}", "", "Invalid JSON");
    rejects("{} {}", "", "Unexpected content after the JSON value");
    rejects("{\"fInt32\": 1", "fInt32", "Invalid JSON");
    rejects("{\"fString\": \"a\tb\"}", "fString", "Invalid JSON");
    rejects("", "", "No JSON value");
  }

  /**
   * Jackson's own words are for whoever sent the input: a place as line and column (not Jackson's text of its
   * redacted source), and no advice to enable a parser feature, which is the server's to set.
   */
  @Test
  void syntaxErrorsSpeakToTheSenderNotOfTheServersSettings() {
    String[] inputs = { "{\"fNested\": {\"value\": 1", "{\"rInt32\": [1, 2", "{\"fDouble\": NaN}",
        "{\"fDouble\": -Infinity}", "{\"fInt32\": +1}", "{\"fInt32\": 1 /* c */}", "{\"fInt32\": 1 # c\n}",
        "{\"fInt32\": \u001e1}", "{'fInt32': 1}", "{fInt32: 1}", "{\"fString\": \"a\tb\"}" };
    for (String input : inputs) {
      for (ThrowingReader read : readers()) {
        assertThatThrownBy(() -> read.read(input)).as(input).isInstanceOf(ProtoJsonParseException.class)
            .satisfies(e -> assertThat(e.getMessage()).as(input)
                .doesNotContain("REDACTED", "Source:", "#UNKNOWN", "Feature", "enable", "disabled"));
      }
    }
    assertThatThrownBy(() -> STRICT.readValue("{\"fNested\":\n  {\"value\": 1", AllTypes.class))
        .hasMessageEndingWith("expected close marker for Object at line 2, column 14");
  }

  /** Input of whitespace only: where it ends, not column 0. */
  @Test
  void noValueIsReportedWhereTheInputEnds() {
    for (ThrowingReader read : readers()) {
      assertThatThrownBy(() -> read.read("   \n  ")).isInstanceOf(ProtoJsonParseException.class)
          .hasMessageContaining("No JSON value in the input")
          .satisfies(e -> {
            assertThat(((ProtoJsonParseException) e).getLine()).isEqualTo(2);
            assertThat(((ProtoJsonParseException) e).getColumn()).isEqualTo(3);
          });
    }
  }

  private interface ThrowingReader {
    void read(String json) throws Exception;
  }

  private static List<ThrowingReader> readers() {
    return List.of(json -> STRICT.readValue(json, AllTypes.class),
        json -> STRICT.readValue(json.getBytes(java.nio.charset.StandardCharsets.UTF_8), AllTypes.class),
        json -> STRICT.readValue(new java.io.ByteArrayInputStream(json.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
            AllTypes.class));
  }

  @Test
  void nullMeansNotSetButNotInsideContainers() {
    rejects("{\"rString\": [null]}", "rString[0]", "null is not allowed");
    rejects("{\"mStringNested\": {\"k\": null}}", "mStringNested.k", "null is not allowed");
  }

  @Test
  void requiredFieldsAreCheckedByReadValue() {
    assertThatThrownBy(() -> STRICT.readValue("{\"id\": 1}", Proto2Types.class))
        .isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("Missing required field name")
        .extracting(e -> ((ProtoJsonParseException) e).getFieldPath()).isEqualTo("name");
    assertThatThrownBy(() -> STRICT.readValue("{\"requiredInt32\": 1, \"child\": {}}", EditionTypes.class))
        .isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("child.requiredInt32");
    Proto2Types.Builder partial = Proto2Types.newBuilder();
    STRICT.mergeValue("{\"id\": 1}", partial);
    assertThat(partial.getId()).isEqualTo(1);
  }

  @Test
  void recursionLimitIsAnErrorNotAStackOverflow() {
    String deep = "{\"recursive\": ".repeat(101) + "{}" + "}".repeat(101);
    rejects(deep, pathOf(100), "Nesting deeper than the recursion limit of 100");
    String deepArrays = "{\"x\": " + "[".repeat(100_000) + "]".repeat(100_000) + "}";
    rejects(LENIENT, deepArrays, pathOfArrays(), "recursion limit of 100");
    MessageMarshaller shallow = ReadFixtures.builder().recursionLimit(3).build();
    rejects(shallow, "{\"recursive\": {\"recursive\": {\"recursive\": {}}}}", "recursive.recursive.recursive",
        "recursion limit of 3");
    assertThat(shallow.readValue("{\"recursive\": {\"recursive\": {}}}", AllTypes.class).getRecursive()
        .hasRecursive()).isTrue();
  }

  @Test
  void recursionLimitAlsoHoldsForTheCallersOwnParser() {
    tools.jackson.core.json.JsonFactory permissive = tools.jackson.core.json.JsonFactory.builder()
        .streamReadConstraints(tools.jackson.core.StreamReadConstraints.builder().maxNestingDepth(1_000_000).build())
        .build();
    String deep = "{\"recursive\": ".repeat(20_000) + "{}" + "}".repeat(20_000);
    var parser = permissive.createParser(tools.jackson.core.ObjectReadContext.empty(), deep);
    checked(assertThatThrownBy(() -> STRICT.mergeValue(parser, AllTypes.newBuilder())), pathOf(100),
        "recursion limit of 100");
    String deepStruct = "{\"wktValue\": " + "[".repeat(20_000) + "]".repeat(20_000) + "}";
    var structParser = permissive.createParser(tools.jackson.core.ObjectReadContext.empty(), deepStruct);
    assertThatThrownBy(() -> STRICT.mergeValue(structParser, AllTypes.newBuilder()))
        .isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("recursion limit");
  }

  /**
   * An Any's members before its "@type" are copied until the type is known: the copy nests as deep as the
   * recursion limit allows, as the same Any with "@type" first does, not only to Jackson's default depth.
   */
  @Test
  void anAnyWithItsTypeLastNestsAsDeepAsTheRecursionLimitAllows() {
    MessageMarshaller deep = ReadFixtures.builder().recursionLimit(2_000).build();
    String url = "\"@type\": \"type.googleapis.com/google.protobuf.Struct\"";
    String struct = "{\"a\": ".repeat(600) + "{}" + "}".repeat(600);
    com.google.protobuf.Any typeFirst = deep.readValue("{" + url + ", \"value\": " + struct + "}",
        com.google.protobuf.Any.class);
    com.google.protobuf.Any typeLast = deep.readValue("{\"value\": " + struct + ", " + url + "}",
        com.google.protobuf.Any.class);
    assertThat(typeLast).isEqualTo(typeFirst);
    assertThat(typeLast.getValue().size()).isGreaterThan(600 * 4);
    String tooDeep = "{\"a\": ".repeat(2_100) + "{}" + "}".repeat(2_100);
    assertThatThrownBy(() -> deep.readValue("{\"value\": " + tooDeep + ", " + url + "}",
        com.google.protobuf.Any.class)).isInstanceOf(ProtoJsonParseException.class)
        .hasMessageContaining("recursion limit of 2000");
  }

  private static String pathOf(int depth) {
    return String.join(".", java.util.Collections.nCopies(depth, "recursive"));
  }

  private static String pathOfArrays() {
    return "x" + "[0]".repeat(99);
  }

  // Well-known types

  @Test
  void anyErrors() {
    rejects("{\"wktAny\": {\"@type\": \"type.googleapis.com/pkg.Unknown\"}}", "wktAny.@type",
        "names no registered message type");
    rejects("{\"wktAny\": {\"@type\": \"no-slash\"}}", "wktAny.@type", "names no registered message type");
    rejects("{\"wktAny\": {\"fInt32\": 1}}", "wktAny", "has members but no \"@type\"");
    rejects("{\"wktAny\": {\"@type\": 5}}", "wktAny.@type", "expected a type URL");
    rejects("{\"wktAny\": {\"@type\": \"type.googleapis.com/protojson.test.AllTypes\", \"fInt32\": \"x\"}}",
        "wktAny.fInt32", "int32 field wktAny.fInt32");
    rejects("{\"wktAny\": {\"fInt32\": \"x\", \"@type\": \"type.googleapis.com/protojson.test.AllTypes\"}}",
        "wktAny.fInt32", "int32 field wktAny.fInt32");
    rejects("{\"wktAny\": {\"a\": 1, \"@type\": \"type.googleapis.com/protojson.test.AllTypes\", \"@type\": \"x\"}}",
        "wktAny.@type", "given twice");
    rejects("{\"wktAny\": {\"@type\": \"type.googleapis.com/google.protobuf.Duration\", \"value\": \"1\"}}",
        "wktAny.value", "google.protobuf.Duration");
    rejects("{\"wktAny\": {\"@type\": \"type.googleapis.com/google.protobuf.Duration\", \"seconds\": 1}}",
        "wktAny.seconds", "only \"@type\" and \"value\"");
    rejects("{\"wktAny\": []}", "wktAny", "google.protobuf.Any");
    rejects("{\"wktAny\": {\"fInt32\": 1e9999999991, \"@type\": \"type.googleapis.com/protojson.test.AllTypes\"}}",
        "wktAny.fInt32", "out of range");
    rejects("{\"wktAny\": {\"fString\": \"\\ud800\", \"@type\": \"type.googleapis.com/protojson.test.AllTypes\"}}",
        "wktAny.fString", "unpaired surrogate");
  }

  @Test
  void timestampErrors() {
    rejects("{\"wktTimestamp\": \"2020-01-01\"}", "wktTimestamp", "google.protobuf.Timestamp", "RFC 3339");
    rejects("{\"wktTimestamp\": \"2020-02-30T00:00:00Z\"}", "wktTimestamp", "no such day in the calendar");
    rejects("{\"wktTimestamp\": \"2021-02-29T00:00:00Z\"}", "wktTimestamp", "no such day in the calendar");
    rejects("{\"wktTimestamp\": \"1900-02-29T00:00:00Z\"}", "wktTimestamp", "no such day in the calendar");
    rejects("{\"wktTimestamp\": \"2020-04-31T00:00:00Z\"}", "wktTimestamp", "no such day in the calendar");
    rejects("{\"wktTimestamp\": \"2020-13-01T00:00:00Z\"}", "wktTimestamp", "RFC 3339");
    rejects("{\"wktTimestamp\": \"2020-01-01T24:00:00Z\"}", "wktTimestamp", "RFC 3339");
    rejects("{\"wktTimestamp\": \"2020-01-01T23:59:60Z\"}", "wktTimestamp", "RFC 3339");
    rejects("{\"mStringTimestamp\": {\"k\": \"2020-01-00T00:00:00Z\"}}", "mStringTimestamp.k", "RFC 3339");
    rejects("{\"wktTimestamp\": \"2020-01-01T00:00:00.1234567890Z\"}", "wktTimestamp", "RFC 3339");
    rejects("{\"wktTimestamp\": \"2020-01-01T00:00:00\"}", "wktTimestamp", "RFC 3339");
    rejects("{\"wktTimestamp\": \"2020-01-01t00:00:00z\"}", "wktTimestamp", "RFC 3339");
    rejects("{\"wktTimestamp\": \"0000-12-31T23:59:59Z\"}", "wktTimestamp", "RFC 3339");
    rejects("{\"wktTimestamp\": \"0001-01-01T00:00:00+01:00\"}", "wktTimestamp", "out of range");
    rejects("{\"wktTimestamp\": \"9999-12-31T23:59:59-00:01\"}", "wktTimestamp", "out of range");
    rejects("{\"rTimestamp\": [1]}", "rTimestamp[0]", "expected an RFC 3339 string");
  }

  @Test
  void durationErrors() {
    rejects("{\"wktDuration\": \"1\"}", "wktDuration", "google.protobuf.Duration", "1.5s");
    rejects("{\"wktDuration\": \"1.s\"}", "wktDuration", "google.protobuf.Duration");
    rejects("{\"wktDuration\": \"1.0000000001s\"}", "wktDuration", "google.protobuf.Duration");
    rejects("{\"wktDuration\": \"+1s\"}", "wktDuration", "google.protobuf.Duration");
    rejects("{\"wktDuration\": \"315576000001s\"}", "wktDuration", "out of range");
    rejects("{\"wktDuration\": \"-315576000001s\"}", "wktDuration", "out of range");
    rejects("{\"wktDuration\": 1.5}", "wktDuration", "google.protobuf.Duration");
  }

  @Test
  void fieldMaskErrors() {
    rejects("{\"wktFieldMask\": \"foo_bar\"}", "wktFieldMask", "google.protobuf.FieldMask", "\"foo_bar\"");
    rejects("{\"wktFieldMask\": \"a,,b\"}", "wktFieldMask", "FieldMask");
    rejects("{\"wktFieldMask\": \"a.\"}", "wktFieldMask", "FieldMask");
    rejects("{\"wktFieldMask\": \"Foo\"}", "wktFieldMask", "FieldMask");
    rejects("{\"wktFieldMask\": [\"a\"]}", "wktFieldMask", "FieldMask");
  }

  @Test
  void structValueListValueAndNullValueErrors() {
    rejects("{\"wktStruct\": [1]}", "wktStruct", "google.protobuf.Struct", "expected an object");
    rejects("{\"wktStruct\": {\"a\": 1, \"a\": 2}}", "wktStruct.a", "given twice");
    rejects("{\"wktListValue\": {}}", "wktListValue", "google.protobuf.ListValue", "expected an array");
    rejects("{\"wktValue\": 1e400}", "wktValue", "double", "out of range");
    rejects("{\"wktValue\": {\"a\": [\"\\ud800\"]}}", "wktValue.a[0]", "unpaired surrogate");
    rejects("{\"wktNullValue\": \"NULL\"}", "wktNullValue", "google.protobuf.NullValue", "unknown enum value name");
    rejects("{\"wktNullValue\": {}}", "wktNullValue", "google.protobuf.NullValue");
  }

  @Test
  void wrapperErrors() {
    rejects("{\"wktInt32\": \"abc\"}", "wktInt32", "int32 field wktInt32");
    rejects("{\"wktUint32\": -1}", "wktUint32", "uint32", "out of range");
    rejects("{\"wktInt64\": 1.5}", "wktInt64", "int64", "not an integer");
    rejects("{\"wktUint64\": \"-1\"}", "wktUint64", "uint64", "out of range");
    rejects("{\"wktFloat\": 1e39}", "wktFloat", "float", "out of range");
    rejects("{\"wktDouble\": \"x\"}", "wktDouble", "double");
    rejects("{\"wktBool\": \"true\"}", "wktBool", "bool");
    rejects("{\"wktString\": 1}", "wktString", "string");
    rejects("{\"wktBytes\": \"*\"}", "wktBytes", "bytes", "base64");
    rejects("{\"rInt32Wrapper\": [null]}", "rInt32Wrapper[0]", "null is not allowed");
    rejects("{\"wktInt32\": {\"value\": 1}}", "wktInt32", "int32");
  }

  @Test
  void emptyErrors() {
    rejects("{\"wktEmpty\": {\"a\": 1}}", "wktEmpty.a", "Unknown field \"a\"", "google.protobuf.Empty");
    rejects("{\"wktEmpty\": []}", "wktEmpty", "Expected an object for message google.protobuf.Empty");
  }
}
