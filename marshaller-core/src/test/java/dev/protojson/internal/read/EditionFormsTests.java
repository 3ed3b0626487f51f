package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.ExtensionRegistry;
import com.google.protobuf.Message;
import dev.protojson.test.proto2.Extensions;
import dev.protojson.test.proto2.Proto2;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto2.Status;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.AllTypesOuterClass;
import dev.protojson.testing.RandomMessages;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The editions forms of AllTypes and Proto2Types ({@link EditionForms}) stand for the originals: field by field
 * they have the same names, numbers, JSON names, types, cardinality, presence, encoding, defaults and enums, and
 * random messages of either are the same bytes and the same JSON as messages of the other.
 */
class EditionFormsTests {

  private static final long SEED = Long.getLong("protojson.seed", 20_261_207L);
  private static final int PER_TYPE = 150;

  static Stream<Arguments> files() {
    return EditionForms.ALL.stream().flatMap(forms -> Stream.of(
        Arguments.of(forms, named(AllTypesOuterClass.getDescriptor()), forms.proto3()),
        Arguments.of(forms, named(Proto2.getDescriptor()), forms.proto2())));
  }

  private static Named<FileDescriptor> named(FileDescriptor file) {
    return Named.of(file.getName(), file);
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("files")
  void theFormIsOfItsEdition(EditionForms forms, FileDescriptor original, FileDescriptor form) {
    assertThat(form.toProto().getEdition()).isEqualTo(forms.edition());
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("files")
  void everyFieldAndEnumHasTheOriginalsSemantics(EditionForms forms, FileDescriptor original, FileDescriptor form) {
    assertThat(shape(form, forms)).isEqualTo(shape(original, forms)).hasSizeGreaterThan(20);
  }

  /** One line for each field, extension and enum value of {@code file}, its full names as the forms' names. */
  private static List<String> shape(FileDescriptor file, EditionForms forms) {
    List<String> lines = new ArrayList<>();
    file.getMessageTypes().forEach(type -> shape(type, lines));
    file.getExtensions().forEach(extension -> lines.add(shape(extension)));
    file.getEnumTypes().forEach(type -> shape(type, lines));
    return lines.stream().map(forms::renamed).toList();
  }

  private static void shape(Descriptor type, List<String> lines) {
    lines.add("message " + type.getFullName());
    type.getFields().forEach(field -> lines.add(shape(field)));
    type.getExtensions().forEach(extension -> lines.add(shape(extension)));
    type.getNestedTypes().forEach(nested -> shape(nested, lines));
    type.getEnumTypes().forEach(nested -> shape(nested, lines));
  }

  private static String shape(FieldDescriptor field) {
    String valueType = switch (field.getJavaType()) {
      case MESSAGE -> field.getMessageType().getFullName();
      case ENUM -> field.getEnumType().getFullName();
      default -> "";
    };
    String oneof = field.getRealContainingOneof() == null ? "" : "in " + field.getRealContainingOneof().getName();
    return String.join(" ", field.getFullName(), "#" + field.getNumber(), field.getJsonName(),
        field.getType().name(), valueType, field.isRequired() ? "required" : field.isRepeated() ? "repeated" : "",
        field.hasPresence() ? "present" : "", field.isPacked() ? "packed" : "", field.isMapField() ? "map" : "",
        oneof, field.hasDefaultValue() ? "default " + text(field.getDefaultValue()) : "",
        field.isExtension() ? "extends " + field.getContainingType().getFullName() : "",
        field.getJavaType() == FieldDescriptor.JavaType.ENUM && field.legacyEnumFieldTreatedAsClosed()
            ? "closed enum" : "");
  }

  private static String text(Object value) {
    if (value instanceof ByteString bytes) {
      return HexFormat.of().formatHex(bytes.toByteArray());
    }
    return value instanceof EnumValueDescriptor enumValue ? enumValue.getName() : String.valueOf(value);
  }

  private static void shape(EnumDescriptor type, List<String> lines) {
    lines.add("enum " + type.getFullName() + (type.isClosed() ? " closed" : " open"));
    type.getValues().forEach(value -> lines.add(value.getName() + " = " + value.getNumber()));
  }

  static Stream<Arguments> types() {
    return EditionForms.ALL.stream().flatMap(forms -> Stream.of(
        Arguments.of(forms, named(AllTypes.getDefaultInstance())),
        Arguments.of(forms, named(Proto2Types.getDefaultInstance()))));
  }

  private static Named<Message> named(Message type) {
    return Named.of(type.getDescriptorForType().getName(), type);
  }

  /** Random messages of the generated class, as forms: the same bytes, the same JSON, read back alike. */
  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("types")
  void randomMessagesOfTheOriginalAreTheSameAsForms(EditionForms forms, Message type) {
    RandomMessages random = new RandomMessages(SEED);
    for (int i = 0; i < PER_TYPE; i++) {
      Message original = withExtensions(random.next(type), i);
      DynamicMessage form = forms.message(original);
      String failure = type.getDescriptorForType().getName() + " #" + i + " of seed " + SEED;
      assertThat(form.toByteString()).as(failure).isEqualTo(original.toByteString());
      String written = forms.strict.writeValueAsString(original);
      assertThat(forms.strict.writeValueAsString(form)).as(failure).isEqualTo(forms.renamed(written));
      // Read back as the generated class reads it (which gives NULL_VALUE for any number of NullValue's).
      assertThat(forms.strict.readValue(forms.renamed(written), form.getDescriptorForType())).as(failure)
          .isEqualTo(forms.message(forms.strict.readValue(written, original.getClass())));
    }
  }

  /** Random messages of the form, as the generated class: the same bytes and the same JSON. */
  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("types")
  void randomMessagesOfTheFormAreTheSameAsTheOriginal(EditionForms forms, Message type) throws Exception {
    RandomMessages random = new RandomMessages(SEED + 1);
    DynamicMessage formType = DynamicMessage.getDefaultInstance(forms.form(type.getDescriptorForType()));
    ExtensionRegistry extensions = ExtensionRegistry.newInstance();
    Proto2.registerAllExtensions(extensions);
    for (int i = 0; i < PER_TYPE; i++) {
      DynamicMessage form = random.next(formType);
      Message original = type.getParserForType().parseFrom(form.toByteString(), extensions);
      String failure = formType.getDescriptorForType().getName() + " #" + i + " of seed " + (SEED + 1);
      assertThat(original.toByteString()).as(failure).isEqualTo(form.toByteString());
      assertThat(forms.strict.writeValueAsString(form)).as(failure)
          .isEqualTo(forms.renamed(forms.strict.writeValueAsString(original)));
    }
  }

  /** Proto2Types with some of its extensions set, which random messages leave out. */
  private static Message withExtensions(Message message, int i) {
    if (!(message instanceof Proto2Types proto2) || i % 3 != 0) {
      return message;
    }
    return proto2.toBuilder().setExtension(Extensions.extInt32, i).setExtension(Extensions.extString, "e" + i)
        .addExtension(Extensions.extStatuses, Status.DELETED)
        .setExtension(Proto2.topLevelExt, -1L * i).build();
  }
}
