package dev.protojson.spring.validation;

import build.buf.validate.ValidateProto;
import com.google.protobuf.AnyProto;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DurationProto;
import com.google.protobuf.EmptyProto;
import com.google.protobuf.FieldMaskProto;
import com.google.protobuf.GeneratorNames;
import com.google.protobuf.StructProto;
import com.google.protobuf.TimestampProto;
import com.google.protobuf.WrappersProto;
import java.util.List;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.RuntimeHintsRegistrar;
import org.springframework.aot.hint.TypeReference;

/**
 * What protovalidate reflects on, for a native image. protovalidate reads its rules, messages of {@code buf.validate}
 * in the options of each field, through protobuf's reflection, which finds the generated accessors of a message, its
 * builder and its enums by name. It evaluates them with CEL, which makes the messages it needs from their generated
 * classes: it finds a class by the name protoc gives it and calls its static {@code getDefaultInstance()}. Those
 * messages are protovalidate's own and the well-known types CEL converts its values to and from. The application's
 * messages get the same hints from the starter's AOT processing.
 */
final class ValidationRuntimeHints implements RuntimeHintsRegistrar {

  private static final List<FileDescriptor> REFLECTED = List.of(ValidateProto.getDescriptor(),
      AnyProto.getDescriptor(), DurationProto.getDescriptor(), TimestampProto.getDescriptor(),
      WrappersProto.getDescriptor(), StructProto.getDescriptor(), EmptyProto.getDescriptor(),
      FieldMaskProto.getDescriptor());

  @Override
  public void registerHints(RuntimeHints hints, ClassLoader classLoader) {
    for (FileDescriptor file : REFLECTED) {
      file.getMessageTypes().forEach(type -> register(hints, type));
      file.getEnumTypes().forEach(type -> register(hints, type));
    }
  }

  private static void register(RuntimeHints hints, Descriptor type) {
    if (!type.getOptions().getMapEntry()) {
      String name = GeneratorNames.getBytecodeClassName(type);
      hints.reflection().registerType(TypeReference.of(name), MemberCategory.INVOKE_PUBLIC_METHODS);
      hints.reflection().registerType(TypeReference.of(name + "$Builder"), MemberCategory.INVOKE_PUBLIC_METHODS);
    }
    type.getNestedTypes().forEach(nested -> register(hints, nested));
    type.getEnumTypes().forEach(nested -> register(hints, nested));
  }

  private static void register(RuntimeHints hints, EnumDescriptor type) {
    hints.reflection().registerType(TypeReference.of(GeneratorNames.getBytecodeClassName(type)),
        MemberCategory.INVOKE_PUBLIC_METHODS);
  }
}
