package dev.protojson.internal.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonWriteException;
import dev.protojson.test.odd.Escaped_Json_Names;
import dev.protojson.test.odd.Out_Of_Order;
import dev.protojson.test.proto3.Aliased;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Nested;
import dev.protojson.testing.JsonTrees;
import org.junit.jupiter.api.Test;

/** Differences in the text protojson and JsonFormat write for the same message, with the same JSON value. */
class WriteDifferencesFromJsonFormatTests {

  private static final MessageMarshaller MARSHALLER = MessageMarshaller.builder()
      .register(Out_Of_Order.getDefaultInstance()).build();

  /** Members in the order the fields are declared, as the .proto reads; JsonFormat orders them by number. */
  @Test
  void membersComeInDeclarationOrder() throws Exception {
    Out_Of_Order message = Out_Of_Order.newBuilder().setLast(9).setFirst(1).setMiddle("m").build();
    String json = MARSHALLER.writeValueAsString(message);
    assertThat(json).isEqualTo("{\"last\":9,\"first\":1,\"middle\":\"m\"}");
    String oracle = JsonFormat.printer().omittingInsignificantWhitespace().print(message);
    assertThat(oracle).isEqualTo("{\"first\":1,\"middle\":\"m\",\"last\":9}");
    assertThat(JsonTrees.read(json)).isEqualTo(JsonTrees.read(oracle));
  }

  /**
   * Only what JSON requires is escaped, control characters with upper-case hex digits; JsonFormat also escapes
   * characters that matter in HTML ({@code < > & ' =}) and U+2028 and U+2029, with lower-case hex digits.
   */
  @Test
  void onlyWhatJsonRequiresIsEscaped() throws Exception {
    Out_Of_Order message = Out_Of_Order.newBuilder().setMiddle("<a href='x'>&=\u2028\u2029\u001a\"\\").build();
    String json = MARSHALLER.writeValueAsString(message);
    assertThat(json).isEqualTo("{\"middle\":\"<a href='x'>&=\u2028\u2029\\u001A\\\"\\\\\"}");
    String oracle = JsonFormat.printer().omittingInsignificantWhitespace().print(message);
    assertThat(oracle).isEqualTo("{\"middle\":\"\\u003ca href\\u003d\\u0027x\\u0027\\u003e\\u0026\\u003d\\u2028\\u2029"
        + "\\u001a\\\"\\\\\"}");
    assertThat(JsonTrees.read(json)).isEqualTo(JsonTrees.read(oracle));
  }

  /**
   * A json_name holding a quote or a backslash is escaped in the member's name, as in any JSON string. JsonFormat
   * writes such a name as it is, text that is no JSON; it reads protojson's text back as the same message.
   */
  @Test
  void aJsonNameIsEscapedAsJsonRequires() throws Exception {
    Escaped_Json_Names message = Escaped_Json_Names.newBuilder().setQuote(5).setBackslash(6).setAfter(7).build();
    MessageMarshaller marshaller = MessageMarshaller.builder().register(message).build();
    String json = marshaller.writeValueAsString(message);
    assertThat(json).isEqualTo("{\"q\\\"x\":5,\"b\\\\y\":6,\"after\":7}");
    String oracle = JsonFormat.printer().omittingInsignificantWhitespace().print(message);
    assertThat(oracle).isEqualTo("{\"q\"x\":5,\"b\\y\":6,\"after\":7}");
    assertThatThrownBy(() -> JsonTrees.read(oracle)).isNotNull();
    Escaped_Json_Names.Builder readBack = Escaped_Json_Names.newBuilder();
    JsonFormat.parser().merge(json, readBack);
    assertThat(readBack.build()).isEqualTo(message);
  }

  /**
   * An enum value set in a {@code DynamicMessage} by an alias's descriptor ({@code allow_alias}) is written by the
   * first name of its number, as for the generated class. JsonFormat writes the alias's own name for the
   * {@code DynamicMessage}, and the first name for the class: two texts for one message.
   */
  @Test
  void anEnumAliasInADynamicMessageIsWrittenByTheFirstNameOfItsNumber() throws Exception {
    Descriptor type = AllTypes.getDescriptor();
    DynamicMessage dynamic = DynamicMessage.newBuilder(type).setField(type.findFieldByName("f_aliased"),
        Aliased.getDescriptor().findValueByName("ALIASED_ALSO_FIRST")).build();
    AllTypes generated = AllTypes.newBuilder().setFAliased(Aliased.ALIASED_ALSO_FIRST).build();
    MessageMarshaller marshaller = MessageMarshaller.builder().register(AllTypes.getDefaultInstance())
        .register(DynamicMessage.getDefaultInstance(type)).build();

    assertThat(marshaller.writeValueAsString(dynamic)).isEqualTo("{\"fAliased\":\"ALIASED_FIRST\"}");
    assertThat(marshaller.writeValueAsString(generated)).isEqualTo("{\"fAliased\":\"ALIASED_FIRST\"}");
    JsonFormat.Printer printer = JsonFormat.printer().omittingInsignificantWhitespace();
    assertThat(printer.print(dynamic)).isEqualTo("{\"fAliased\":\"ALIASED_ALSO_FIRST\"}");
    assertThat(printer.print(generated)).isEqualTo("{\"fAliased\":\"ALIASED_FIRST\"}");
  }

  /**
   * A {@code DynamicMessage.Builder} takes any message as a message field's value. {@code JsonFormat} writes its own
   * fields under the field's name, JSON the field's type may not read back; protojson refuses it at its field.
   */
  @Test
  void aNestedDynamicMessageOfAnotherDescriptorIsRefused() throws Exception {
    Descriptor nested = Nested.getDescriptor();
    Descriptor copy = FileDescriptor.buildFrom(nested.getFile().toProto(),
        nested.getFile().getDependencies().toArray(new FileDescriptor[0])).findMessageTypeByName(nested.getName());
    FieldDescriptor child = nested.findFieldByName("child");
    DynamicMessage parent = DynamicMessage.newBuilder(nested).setField(child,
        DynamicMessage.newBuilder(copy).setField(copy.findFieldByName("value"), 7).build()).build();

    assertThat(JsonFormat.printer().omittingInsignificantWhitespace().print(parent))
        .isEqualTo("{\"child\":{\"value\":7}}");
    assertThatThrownBy(() -> MARSHALLER.writeValueAsString(parent))
        .isInstanceOfSatisfying(ProtoJsonWriteException.class,
            e -> assertThat(e.getFieldPath()).isEqualTo("child"));
  }
}
