package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.ProtoJsonWriteException;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.testing.DynamicMessages;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The proto3 and proto2 conformance cases of {@link ConformanceCasesTests} (Required and Recommended), on the
 * editions forms of AllTypes and Proto2Types ({@link EditionForms}), as protobuf's suite runs its proto3 and proto2
 * cases on editions forms of its test messages: each case in edition 2023 and in edition 2024, read and written as
 * {@code DynamicMessage}s of the forms. Accepted input gives the generated class's message (the same binary form)
 * and is written to the generated class's text; refused input is refused with the generated class's problem, field
 * path, line and column; unwritable messages are refused with its problem and path. The forms' full names stand
 * for the originals' wherever a text names them.
 */
class EditionsConformanceCasesTests {

  private static final String CASES = "dev.protojson.internal.read.ConformanceCasesTests#";

  /** Every case of {@code cases} in each edition, the {@link EditionForms} first. */
  private static Stream<Arguments> inEachEdition(Stream<Arguments> cases) {
    List<Object[]> all = cases.map(Arguments::get).toList();
    return EditionForms.ALL.stream().flatMap(forms -> all.stream().map(args -> {
      Object[] withForms = new Object[args.length + 1];
      withForms[0] = forms;
      System.arraycopy(args, 0, withForms, 1, args.length);
      return Arguments.of(withForms);
    }));
  }

  /** The cases that the suite runs on its proto2 message among those on other syntaxes (the last argument). */
  private static Stream<Arguments> proto2Of(Stream<Arguments> cases, Function<Object, Class<?>> typeOfLast) {
    return cases.filter(c -> {
      Object[] args = c.get();
      return typeOfLast.apply(args[args.length - 1]) == Proto2Types.class;
    });
  }

  static Stream<Arguments> accepted() {
    return inEachEdition(Stream.of(ConformanceCasesTests.acceptedProto3(), ConformanceCasesTests.acceptedProto2(),
        proto2Of(ConformanceCasesTests.acceptedOnOtherSyntaxes(), Object::getClass)).flatMap(s -> s));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("accepted")
  void accepted(EditionForms forms, String name, String json, Message expected) {
    readAsTheGeneratedClass(forms, forms.strict, json, expected);
  }

  static Stream<Arguments> ignoredUnknown() {
    return inEachEdition(Stream.concat(ConformanceCasesTests.ignoredUnknownProto3(),
        ConformanceCasesTests.ignoredUnknownProto2()));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("ignoredUnknown")
  void ignoredUnknown(EditionForms forms, String name, String json, Message expected) {
    readAsTheGeneratedClass(forms, forms.lenient, json, expected);
  }

  private static void readAsTheGeneratedClass(EditionForms forms, MessageMarshaller marshaller, String json,
      Message expected) {
    Message generated = marshaller.readValue(json, expected.getClass());
    Descriptor type = forms.form(expected.getDescriptorForType());
    String input = forms.renamed(json);
    DynamicMessage read = marshaller.readValue(input, type);
    assertThat(read).isEqualTo(forms.message(generated));
    assertThat(marshaller.readValue(input.getBytes(StandardCharsets.UTF_8), type)).isEqualTo(read);
    String written = forms.renamed(marshaller.writeValueAsString(generated));
    assertThat(marshaller.writeValueAsString(read)).isEqualTo(written);
    assertThat(marshaller.writeValueAsBytes(read)).isEqualTo(written.getBytes(StandardCharsets.UTF_8));
  }

  static Stream<Arguments> rejected() {
    Stream<Arguments> proto3 = ConformanceCasesTests.rejectedProto3().map(c -> withType(c, AllTypes.class));
    Stream<Arguments> proto2 = ConformanceCasesTests.rejectedProto2().map(c -> withType(c, Proto2Types.class));
    Stream<Arguments> others = proto2Of(ConformanceCasesTests.rejectedOnOtherSyntaxes(), type -> (Class<?>) type);
    return inEachEdition(Stream.of(proto3, proto2, others).flatMap(s -> s));
  }

  private static Arguments withType(Arguments nameAndJson, Class<? extends Message> type) {
    Object[] args = Arrays.copyOf(nameAndJson.get(), 3);
    args[2] = type;
    return Arguments.of(args);
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("rejected")
  void rejected(EditionForms forms, String name, String json, Class<? extends Message> type) {
    Descriptor form = forms.form(DynamicMessages.descriptorOf(type));
    String input = forms.renamed(json);
    byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
    assertSameFailure(forms, ReadFixtures.catchParseException(() -> forms.strict.readValue(input, form)),
        ReadFixtures.catchParseException(() -> forms.strict.readValue(json, type)), "from text");
    assertSameFailure(forms, ReadFixtures.catchParseException(
        () -> forms.strict.readValue(input.getBytes(StandardCharsets.UTF_8), form)),
        ReadFixtures.catchParseException(() -> forms.strict.readValue(bytes, type)), "from bytes");
  }

  /** {@link ReadFixtures#assertSameFailure}, with the forms' full names in the generated class's failure. */
  private static void assertSameFailure(EditionForms forms, ProtoJsonParseException actual,
      ProtoJsonParseException generated, String what) {
    assertThat(List.of(actual.getMessage(), actual.getFieldPath(), actual.getLine(), actual.getColumn())).as(what)
        .isEqualTo(List.of(forms.renamed(generated.getMessage()), forms.renamed(generated.getFieldPath()),
            generated.getLine(), generated.getColumn()));
  }

  static Stream<Arguments> writtenProto3() {
    return inEachEdition(ConformanceCasesTests.writtenProto3());
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("writtenProto3")
  void writtenProto3(EditionForms forms, String name, String json, String expectedJson) {
    DynamicMessage read = forms.strict.readValue(json, forms.form(AllTypes.getDescriptor()));
    assertThat(forms.strict.writeValueAsString(read)).isEqualTo(expectedJson);
  }

  static Stream<Arguments> validData() {
    return inEachEdition(ConformanceCasesTests.validData());
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("validData")
  void validDataRoundTrips(EditionForms forms, String name, AllTypes message) {
    DynamicMessage form = forms.message(message);
    String written = forms.strict.writeValueAsString(form);
    assertThat(written).isEqualTo(forms.strict.writeValueAsString(message));
    assertThat(forms.strict.readValue(written, form.getDescriptorForType())).as(written).isEqualTo(form);
  }

  static Stream<Arguments> unwritable() {
    return inEachEdition(ConformanceCasesTests.unwritable());
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("unwritable")
  void unwritable(EditionForms forms, String name, AllTypes message) {
    ProtoJsonWriteException generated = assertThrows(ProtoJsonWriteException.class,
        () -> forms.strict.writeValueAsString(message));
    ProtoJsonWriteException form = assertThrows(ProtoJsonWriteException.class,
        () -> forms.strict.writeValueAsString(forms.message(message)));
    assertThat(List.of(form.getMessage(), form.getFieldPath()))
        .isEqualTo(List.of(forms.renamed(generated.getMessage()), forms.renamed(generated.getFieldPath())));
  }

  /**
   * The suite's output cases that ConformanceCasesTests asserts on messages rather than on input: every NaN is
   * written as "NaN" (FloatFieldNormalizeQuietNan and the like), and groups under their field's name
   * (ValidDelimitedField.GroupLike). The forms' delimited fields are written as the groups they stand for.
   */
  static Stream<Arguments> writtenMessages() {
    Proto2Types groups = Proto2Types.newBuilder().setId(1).setName("n")
        .setResult(Proto2Types.Result.newBuilder().setUrl("u").setRank(2))
        .addEntry(Proto2Types.Entry.newBuilder().setKey("k")).build();
    return inEachEdition(Stream.of(
        Arguments.of("FloatFieldNormalizeQuietNan", AllTypes.newBuilder()
            .setFFloat(Float.intBitsToFloat(0x7FA12345)).build()),
        Arguments.of("FloatFieldNormalizeSignalingNan", AllTypes.newBuilder()
            .setFFloat(Float.intBitsToFloat(0xFFB54321)).build()),
        Arguments.of("DoubleFieldNormalizeQuietNan", AllTypes.newBuilder()
            .setFDouble(Double.longBitsToDouble(0x7FFA123456789ABCL)).build()),
        Arguments.of("DoubleFieldNormalizeSignalingNan", AllTypes.newBuilder()
            .setFDouble(Double.longBitsToDouble(0xFFFBCBA987654321L)).build()),
        Arguments.of("ValidDelimitedField.GroupLike", groups)));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("writtenMessages")
  void writtenAsTheGeneratedClassWritesThem(EditionForms forms, String name, Message message) {
    DynamicMessage form = forms.message(message);
    String written = forms.strict.writeValueAsString(form);
    assertThat(written).isEqualTo(forms.renamed(forms.strict.writeValueAsString(message)));
    assertThat(forms.strict.readValue(written, form.getDescriptorForType())).as(written)
        .isEqualTo(forms.message(forms.strict.readValue(written, message.getClass())));
  }
}
