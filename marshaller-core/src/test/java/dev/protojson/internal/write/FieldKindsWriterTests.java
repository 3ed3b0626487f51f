package dev.protojson.internal.write;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.ByteString;
import dev.protojson.MessageMarshaller;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Color;
import dev.protojson.test.proto3.Nested;
import org.junit.jupiter.api.Test;

/** Exact JSON for each field kind of proto3. */
class FieldKindsWriterTests {

  private final MessageMarshaller marshaller =
      MessageMarshaller.builder().register(AllTypes.getDefaultInstance()).build();

  private String write(AllTypes message) {
    return marshaller.writeValueAsString(message);
  }

  @Test
  void emptyMessageIsEmptyObject() {
    assertThat(write(AllTypes.getDefaultInstance())).isEqualTo("{}");
  }

  @Test
  void int32Kinds() {
    assertThat(write(AllTypes.newBuilder().setFInt32(-5).setFSint32(Integer.MIN_VALUE).setFSfixed32(7).build()))
        .isEqualTo("{\"fInt32\":-5,\"fSint32\":-2147483648,\"fSfixed32\":7}");
  }

  @Test
  void uint32KindsAreUnsigned() {
    assertThat(write(AllTypes.newBuilder().setFUint32(-1).setFFixed32(-2).build()))
        .isEqualTo("{\"fUint32\":4294967295,\"fFixed32\":4294967294}");
  }

  @Test
  void int64KindsAreStrings() {
    assertThat(write(AllTypes.newBuilder().setFInt64(Long.MIN_VALUE).setFSint64(-1).setFSfixed64(Long.MAX_VALUE)
        .build()))
        .isEqualTo("{\"fInt64\":\"-9223372036854775808\",\"fSint64\":\"-1\",\"fSfixed64\":\"9223372036854775807\"}");
  }

  @Test
  void uint64KindsAreUnsignedStrings() {
    assertThat(write(AllTypes.newBuilder().setFUint64(-1).setFFixed64(Long.MIN_VALUE).build()))
        .isEqualTo("{\"fUint64\":\"18446744073709551615\",\"fFixed64\":\"9223372036854775808\"}");
  }

  @Test
  void floatingPointIncludingNonFiniteAndNegativeZero() {
    assertThat(write(AllTypes.newBuilder().setFFloat(Float.NaN).setFDouble(Double.NEGATIVE_INFINITY).build()))
        .isEqualTo("{\"fFloat\":\"NaN\",\"fDouble\":\"-Infinity\"}");
    assertThat(write(AllTypes.newBuilder().setFFloat(Float.POSITIVE_INFINITY).setFDouble(1.5).build()))
        .isEqualTo("{\"fFloat\":\"Infinity\",\"fDouble\":1.5}");
    // -0.0 differs from the default +0.0 in its bits, so an implicit-presence field writes it.
    assertThat(write(AllTypes.newBuilder().setFFloat(-0.0f).setFDouble(-0.0).build()))
        .isEqualTo("{\"fFloat\":-0.0,\"fDouble\":-0.0}");
    assertThat(write(AllTypes.newBuilder().setFFloat(0.0f).setFDouble(0.0).build())).isEqualTo("{}");
  }

  @Test
  void boolStringBytes() {
    assertThat(write(AllTypes.newBuilder().setFBool(true).setFString("é\"\n\u0001")
        .setFBytes(ByteString.copyFrom(new byte[] {(byte) 0xfb, (byte) 0xff, 1})).build()))
        .isEqualTo("{\"fBool\":true,\"fString\":\"é\\\"\\n\\u0001\",\"fBytes\":\"+/8B\"}");
    assertThat(write(AllTypes.newBuilder().setFBytes(ByteString.copyFrom(new byte[] {1})).build()))
        .isEqualTo("{\"fBytes\":\"AQ==\"}");
  }

  @Test
  void enumsByNameSparseNegativeUnknownAndAliased() {
    assertThat(write(AllTypes.newBuilder().setFEnum(Color.BLUE).build())).isEqualTo("{\"fEnum\":\"BLUE\"}");
    assertThat(write(AllTypes.newBuilder().setFEnum(Color.ULTRAVIOLET).build()))
        .isEqualTo("{\"fEnum\":\"ULTRAVIOLET\"}");
    assertThat(write(AllTypes.newBuilder().setFEnumValue(42).build())).isEqualTo("{\"fEnum\":42}");
    assertThat(write(AllTypes.newBuilder().setFAliasedValue(1).build())).isEqualTo("{\"fAliased\":\"ALIASED_FIRST\"}");
    assertThat(write(AllTypes.newBuilder().addREnumValue(2).addREnumValue(-7).addREnum(Color.BLUE).build()))
        .isEqualTo("{\"rEnum\":[\"GREEN\",-7,\"BLUE\"]}");
  }

  @Test
  void optionalFieldsAreWrittenWhenSetEvenAtDefault() {
    assertThat(write(AllTypes.newBuilder().setOInt32(0).setOString("").setOBool(false).setODouble(0)
        .setOEnumValue(0).setONested(Nested.getDefaultInstance()).build()))
        .isEqualTo("{\"oInt32\":0,\"oDouble\":0.0,\"oBool\":false,\"oString\":\"\",\"oEnum\":\"COLOR_UNSPECIFIED\","
            + "\"oNested\":{}}");
  }

  @Test
  void repeatedFields() {
    assertThat(write(AllTypes.newBuilder().addRInt32(1).addRInt32(-1).addRUint32(-1).addRInt64(5).addRUint64(-1)
        .addRFloat(Float.NaN).addRDouble(2.5).addRBool(true).addRBool(false).addRString("a")
        .addRBytes(ByteString.copyFromUtf8("hi")).addRNested(Nested.newBuilder().setValue(3))
        .addRUnpackedInt32(9).build()))
        .isEqualTo("{\"rInt32\":[1,-1],\"rInt64\":[\"5\"],\"rUint32\":[4294967295],"
            + "\"rUint64\":[\"18446744073709551615\"],\"rFloat\":[\"NaN\"],\"rDouble\":[2.5],\"rBool\":[true,false],"
            + "\"rString\":[\"a\"],\"rBytes\":[\"aGk=\"],\"rNested\":[{\"value\":3}],\"rUnpackedInt32\":[9]}");
  }

  @Test
  void mapsWithEveryKeyKind() {
    assertThat(write(AllTypes.newBuilder().putMInt32String(-1, "a").putMUint32String(-1, "b")
        .putMInt64String(Long.MIN_VALUE, "c").putMUint64String(-1, "d").putMBoolString(true, "e")
        .putMStringString("k", "f").build()))
        .isEqualTo("{\"mInt32String\":{\"-1\":\"a\"},\"mInt64String\":{\"-9223372036854775808\":\"c\"},"
            + "\"mUint32String\":{\"4294967295\":\"b\"},\"mUint64String\":{\"18446744073709551615\":\"d\"},"
            + "\"mBoolString\":{\"true\":\"e\"},\"mStringString\":{\"k\":\"f\"}}");
  }

  @Test
  void mapValuesOfEveryKind() {
    assertThat(write(AllTypes.newBuilder().putMStringInt64("a", 1).putMStringUint64("b", -1)
        .putMStringFloat("c", Float.NEGATIVE_INFINITY).putMStringBool("d", false)
        .putMStringBytes("e", ByteString.copyFromUtf8("x")).putMStringEnumValue("f", 1)
        .putMStringEnumValue("g", 99).putMStringNested("h", Nested.newBuilder().setNote("n").build()).build()))
        .isEqualTo("{\"mStringInt64\":{\"a\":\"1\"},\"mStringUint64\":{\"b\":\"18446744073709551615\"},"
            + "\"mStringFloat\":{\"c\":\"-Infinity\"},\"mStringBool\":{\"d\":false},\"mStringBytes\":{\"e\":\"eA==\"},"
            + "\"mStringEnum\":{\"f\":\"RED\",\"g\":99},\"mStringNested\":{\"h\":{\"note\":\"n\"}}}");
  }

  @Test
  void oneofMembersAreWrittenWhenSetEvenAtDefault() {
    assertThat(write(AllTypes.newBuilder().setOneofInt32(0).setOtherBool(false).build()))
        .isEqualTo("{\"oneofInt32\":0,\"otherBool\":false}");
    assertThat(write(AllTypes.newBuilder().setOneofNullValueValue(0).build())).isEqualTo("{\"oneofNullValue\":null}");
    assertThat(write(AllTypes.newBuilder().setOneofNested(Nested.getDefaultInstance()).build()))
        .isEqualTo("{\"oneofNested\":{}}");
  }

  @Test
  void customJsonNameAndJavaKeywordNames() {
    assertThat(write(AllTypes.newBuilder().setCustomNamed(1).setWithDigits2X("d").setLeadingUnderscore(2)
        .setClass_(3).setDefault(4).setSerializedSize_("s").setUnknownFields_("u").setInitialized(true)
        .setHashCode("h").setParserForType_(5).build()))
        .isEqualTo("{\"renamed\":1,\"withDigits2x\":\"d\",\"LeadingUnderscore\":2,\"class\":3,\"default\":4,"
            + "\"serializedSize\":\"s\",\"unknownFields\":\"u\",\"initialized\":true,\"hashCode\":\"h\","
            + "\"parserForType\":5}");
  }

  /**
   * A string holding an unpaired surrogate, which no UTF-8 can encode, is written as Jackson writes it: as the
   * escape in UTF-8 output, nothing lost (JsonFormat's UTF-8 bytes hold a '?' for it, as protobuf's binary form
   * does), and as the character itself in a String, as JsonFormat's. protojson's reader refuses both.
   */
  @Test
  void anUnpairedSurrogateIsWrittenAsJacksonWritesIt() throws Exception {
    AllTypes message = AllTypes.newBuilder().setFString("a\ud800b").putMStringString("\udc00", "x").build();
    String bytes = new String(marshaller.writeValueAsBytes(message), java.nio.charset.StandardCharsets.UTF_8);
    assertThat(bytes).isEqualTo("{\"fString\":\"a\\uD800b\",\"mStringString\":{\"\\uDC00\":\"x\"}}");
    String text = marshaller.writeValueAsString(message);
    assertThat(text).isEqualTo("{\"fString\":\"a\ud800b\",\"mStringString\":{\"\udc00\":\"x\"}}");
    assertThat(com.google.protobuf.util.JsonFormat.printer().omittingInsignificantWhitespace().print(message)
        .getBytes(java.nio.charset.StandardCharsets.UTF_8))
        .isEqualTo("{\"fString\":\"a?b\",\"mStringString\":{\"?\":\"x\"}}".getBytes(
            java.nio.charset.StandardCharsets.UTF_8));
    for (String json : new String[] {bytes, text}) {
      org.assertj.core.api.Assertions.assertThatThrownBy(() -> marshaller.readValue(json, AllTypes.class))
          .isInstanceOf(dev.protojson.ProtoJsonParseException.class).hasMessageContaining("surrogate");
    }
  }

  @Test
  void builderIsWrittenAsWhatItWouldBuild() {
    assertThat(marshaller.writeValueAsString(AllTypes.newBuilder().setFInt32(1))).isEqualTo("{\"fInt32\":1}");
  }
}
