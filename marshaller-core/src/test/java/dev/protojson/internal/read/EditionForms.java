package dev.protojson.internal.read;

import com.google.protobuf.DescriptorProtos.Edition;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.DescriptorValidationException;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.test.editions.proto2.Proto2Editions;
import dev.protojson.test.editions.proto3.AllTypesEditions;
import dev.protojson.testing.DynamicMessages;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * AllTypes and Proto2Types restated in one edition ({@code all_types_editions.proto} and
 * {@code proto2_editions.proto}: the same fields, numbers and JSON names, so the same binary form, in packages of
 * their own), with marshallers that know them as {@code DynamicMessage}s beside {@link ReadFixtures}' generated
 * classes; and the originals' messages and texts carried over to the forms.
 */
final class EditionForms {

  static final EditionForms EDITION_2023 = new EditionForms(Edition.EDITION_2023,
      AllTypesEditions.getDescriptor(), Proto2Editions.getDescriptor());
  /**
   * The same files in edition 2024. Its new defaults (naming style, symbol visibility, Java class nesting) are
   * none the JSON mapping sees, so the files are moved to 2024 here rather than written again. protoc makes the
   * same descriptors of their text with {@code edition = "2024"}, without {@code java_multiple_files} (which 2024
   * no longer allows) and with {@code features.enforce_naming_style = STYLE_LEGACY} (for names such as
   * {@code _leading_underscore}; a feature only protoc sees, which it leaves out of the descriptors).
   */
  static final EditionForms EDITION_2024 = new EditionForms(Edition.EDITION_2024,
      in2024(AllTypesEditions.getDescriptor()), in2024(Proto2Editions.getDescriptor()));

  static final List<EditionForms> ALL = List.of(EDITION_2023, EDITION_2024);

  /**
   * A full name in an original package: a proto3 type's (AllTypes' file declares no extension), or a proto2 type's
   * or extension's; not a type URL's, whose payload stays the generated type.
   */
  private static final Pattern ORIGINAL_NAME =
      Pattern.compile("(?<![/\\w.])protojson\\.test\\.(?:(p2)\\.|(?=[A-Z]))");

  private final Edition edition;
  private final FileDescriptor proto3;
  private final FileDescriptor proto2;
  final MessageMarshaller strict;
  final MessageMarshaller lenient;
  private final DynamicMessages dynamic;

  private EditionForms(Edition edition, FileDescriptor proto3, FileDescriptor proto2) {
    this.edition = edition;
    this.proto3 = proto3;
    this.proto2 = proto2;
    this.strict = ReadFixtures.builder().registerFiles(proto3, proto2).build();
    this.lenient = ReadFixtures.builder().registerFiles(proto3, proto2).ignoringUnknownFields().build();
    this.dynamic = new DynamicMessages(List.of(proto3, proto2));
  }

  private static FileDescriptor in2024(FileDescriptor file) {
    FileDescriptorProto.Builder proto = file.toProto().toBuilder().setEdition(Edition.EDITION_2024);
    proto.getOptionsBuilder().clearJavaMultipleFiles();
    try {
      return FileDescriptor.buildFrom(proto.build(), file.getDependencies().toArray(new FileDescriptor[0]));
    } catch (DescriptorValidationException e) {
      throw new AssertionError(file.getName() + " in edition 2024", e);
    }
  }

  Edition edition() {
    return edition;
  }

  FileDescriptor proto3() {
    return proto3;
  }

  FileDescriptor proto2() {
    return proto2;
  }

  /** The form of the original message type {@code original} (AllTypes, Proto2Types or a type of their files). */
  Descriptor form(Descriptor original) {
    String fullName = renamed(original.getFullName());
    FileDescriptor file = fullName.startsWith(proto2.getPackage() + ".") ? proto2 : proto3;
    List<String> path = List.of(fullName.substring(file.getPackage().length() + 1).split("\\."));
    Descriptor type = file.findMessageTypeByName(path.get(0));
    for (String nested : path.subList(1, path.size())) {
      type = type.findNestedTypeByName(nested);
    }
    if (type == null) {
      throw new AssertionError("no form of " + original.getFullName() + " in " + this);
    }
    return type;
  }

  /** {@code original} as a {@code DynamicMessage} of its type's form: its binary form parsed. */
  DynamicMessage message(Message original) {
    return dynamic.of(original, form(original.getDescriptorForType()));
  }

  /**
   * {@code text} with the originals' full names (of types, and of extensions in JSON keys, field paths and
   * messages) as the forms' full names. The type URLs of {@code Any} payloads stay: the payloads are not forms.
   */
  String renamed(String text) {
    Matcher name = ORIGINAL_NAME.matcher(text);
    return name.replaceAll(found -> Matcher.quoteReplacement(
        (found.group(1) == null ? proto3 : proto2).getPackage() + "."));
  }

  @Override
  public String toString() {
    return edition.name().replace("EDITION_", "edition ");
  }
}
