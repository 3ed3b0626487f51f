package dev.protojson.internal.write;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.MessageMarshaller;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Color;
import dev.protojson.test.proto3.Nested;
import dev.protojson.testing.JsonTrees;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.json.JsonFactory;
import java.io.StringWriter;

/** Each builder option on its own, with exact output. */
class WriterOptionsTests {

  private static MessageMarshaller marshaller(UnaryOperator<MessageMarshaller.Builder> options) {
    return options.apply(MessageMarshaller.builder().register(AllTypes.getDefaultInstance())
        .register(EditionTypes.getDefaultInstance())).build();
  }

  @Test
  void preservingProtoFieldNames() {
    AllTypes message = AllTypes.newBuilder().setFInt32(1).setCustomNamed(2).setWithDigits2X("x")
        .setONested(Nested.newBuilder().setValue(3)).build();
    assertThat(marshaller(b -> b).writeValueAsString(message))
        .isEqualTo("{\"fInt32\":1,\"oNested\":{\"value\":3},\"renamed\":2,\"withDigits2x\":\"x\"}");
    assertThat(marshaller(MessageMarshaller.Builder::preservingProtoFieldNames).writeValueAsString(message))
        .isEqualTo("{\"f_int32\":1,\"o_nested\":{\"value\":3},\"custom_named\":2,\"with_digits_2x\":\"x\"}");
  }

  @Test
  void printingEnumsAsInts() {
    AllTypes message = AllTypes.newBuilder().setFEnum(Color.BLUE).addREnum(Color.GREEN)
        .putMStringEnum("k", Color.ULTRAVIOLET).setOneofNullValueValue(0).build();
    assertThat(marshaller(MessageMarshaller.Builder::printingEnumsAsInts).writeValueAsString(message))
        .isEqualTo("{\"fEnum\":-3,\"rEnum\":[2],\"mStringEnum\":{\"k\":1000000},\"oneofNullValue\":null}");
  }

  @Test
  void alwaysPrintFieldsWithNoPresenceWritesImplicitFieldsOnly() {
    String json = marshaller(MessageMarshaller.Builder::alwaysPrintFieldsWithNoPresence)
        .writeValueAsString(EditionTypes.newBuilder().setRequiredInt32(0).buildPartial());
    assertThat(json).isEqualTo("{\"implicitInt32\":0,\"implicitString\":\"\",\"implicitDouble\":0.0,"
        + "\"implicitOpen\":\"OPEN_KIND_UNSPECIFIED\",\"implicitBytes\":\"\",\"implicitUint64\":\"0\","
        + "\"requiredInt32\":0,\"rPacked\":[],\"rExpanded\":[],\"rClosed\":[],\"rOpen\":[],\"mOpen\":{},"
        + "\"mChild\":{}}");
  }

  @Test
  void alwaysPrintFieldsWithNoPresenceMatchesJsonFormatOnAnEmptyAllTypes() throws Exception {
    String ours = marshaller(MessageMarshaller.Builder::alwaysPrintFieldsWithNoPresence)
        .writeValueAsString(AllTypes.getDefaultInstance());
    JsonTrees.assertSameTree(JsonFormat.printer().alwaysPrintFieldsWithNoPresence()
        .print(AllTypes.getDefaultInstance()), ours);
    assertThat(ours).contains("\"fEnum\":\"COLOR_UNSPECIFIED\"", "\"wktNullValue\":null", "\"rInt32\":[]",
        "\"mStringString\":{}").doesNotContain("oInt32", "fNested", "oneof", "wktAny");
  }

  @Test
  void sortingMapKeysOrdersLikeJsonFormat() throws Exception {
    AllTypes message = AllTypes.newBuilder()
        .putMInt32String(10, "a").putMInt32String(-2, "b").putMInt32String(3, "c")
        .putMUint32String(-1, "big").putMUint32String(1, "one")
        .putMUint64String(-1, "big").putMUint64String(2, "two")
        .putMBoolString(true, "t").putMBoolString(false, "f")
        .putMStringString("b", "1").putMStringString("B", "2").putMStringString("\uFFFD", "3")
        .putMStringString("\uD83D\uDE00", "4").putMStringString("a", "5")
        .setWktStruct(Struct.newBuilder().putFields("z", Value.newBuilder().setBoolValue(true).build())
            .putFields("a", Value.newBuilder().setBoolValue(false).build()))
        .build();
    String ours = marshaller(MessageMarshaller.Builder::sortingMapKeys).writeValueAsString(message);
    String theirs = JsonFormat.printer().sortingMapKeys().print(message);
    for (String field : new String[] {"mInt32String", "mUint32String", "mUint64String", "mBoolString",
        "mStringString", "wktStruct"}) {
      assertThat(JsonTrees.names(JsonTrees.read(ours).get(field)))
          .as(field).isEqualTo(JsonTrees.names(JsonTrees.read(theirs).get(field)));
    }
    assertThat(JsonTrees.names(JsonTrees.read(ours).get("mInt32String"))).containsExactly("-2", "3", "10");
    // UTF-16 order, as String.compareTo and JsonFormat 4.36: the emoji's high surrogate (U+D83D) before U+FFFD.
    assertThat(JsonTrees.names(JsonTrees.read(ours).get("mStringString")))
        .containsExactly("B", "a", "b", "\uD83D\uDE00", "\uFFFD");
  }

  @Test
  void prettyPrintingIndentsLikeJsonFormat() throws Exception {
    AllTypes message = AllTypes.newBuilder().setFInt32(1).addRInt32(2).addRInt32(3)
        .setFNested(Nested.newBuilder().setNote("n")).putMStringString("k", "v").build();
    String pretty = marshaller(MessageMarshaller.Builder::prettyPrinting).writeValueAsString(message);
    assertThat(pretty).isEqualTo("{\n  \"fInt32\": 1,\n  \"fNested\": {\n    \"note\": \"n\"\n  },\n"
        + "  \"rInt32\": [\n    2,\n    3\n  ],\n  \"mStringString\": {\n    \"k\": \"v\"\n  }\n}");
    JsonTrees.assertSameTree(JsonFormat.printer().print(message), pretty);
    assertThat(marshaller(MessageMarshaller.Builder::prettyPrinting).writeValueAsString(AllTypes.getDefaultInstance()))
        .isEqualTo("{}");
  }

  @Test
  void theFourWriteMethodsAgree() {
    MessageMarshaller marshaller = marshaller(b -> b);
    AllTypes message = AllTypes.newBuilder().setFString("ünïcödé \uD83D\uDE00").setFInt64(5).build();
    String expected = "{\"fInt64\":\"5\",\"fString\":\"ünïcödé \uD83D\uDE00\"}";
    assertThat(marshaller.writeValueAsString(message)).isEqualTo(expected);
    assertThat(new String(marshaller.writeValueAsBytes(message), StandardCharsets.UTF_8)).isEqualTo(expected);
    ByteArrayOutputStream stream = new ByteArrayOutputStream();
    marshaller.writeValue(message, stream);
    assertThat(stream.toString(StandardCharsets.UTF_8)).isEqualTo(expected);
    StringWriter out = new StringWriter();
    try (JsonGenerator generator = JsonFactory.builder().build().createGenerator(ObjectWriteContext.empty(), out)) {
      generator.writeStartArray();
      marshaller.writeValue(message, generator);
      marshaller.writeValue(message, generator);
      generator.writeEndArray();
    }
    assertThat(out.toString()).isEqualTo("[" + expected + "," + expected + "]");
  }

  @Test
  void typesRegisteredOnDemandAreWrittenOnFirstUse() {
    MessageMarshaller marshaller = MessageMarshaller.builder().registeringTypesOnDemand().build();
    assertThat(marshaller.writeValueAsString(Nested.newBuilder().setValue(1).setChild(Nested.newBuilder().setValue(2))
        .build())).isEqualTo("{\"value\":1,\"child\":{\"value\":2}}");
  }
}
