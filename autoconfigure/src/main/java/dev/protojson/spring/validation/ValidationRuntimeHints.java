package dev.protojson.spring.validation;

import build.buf.validate.ValidateProto;
import com.google.protobuf.AnyProto;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DurationProto;
import com.google.protobuf.EmptyProto;
import com.google.protobuf.FieldMaskProto;
import com.google.protobuf.GeneratorNames;
import com.google.protobuf.StructProto;
import com.google.protobuf.TimestampProto;
import com.google.protobuf.WrappersProto;
import java.util.List;
import org.springframework.aot.hint.ExecutableMode;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.RuntimeHintsRegistrar;
import org.springframework.aot.hint.TypeReference;

/**
 * What protovalidate reflects on, for a native image. protovalidate evaluates rules with CEL, and CEL makes the
 * messages it needs from their generated classes: it finds a class by the name protoc gives it and calls its static
 * {@code getDefaultInstance()}. Those messages are protovalidate's own rules ({@code buf.validate}, the {@code rules}
 * of its CEL expressions) and the well-known types CEL converts its values to and from.
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
    }
  }

  private static void register(RuntimeHints hints, Descriptor type) {
    if (!type.getOptions().getMapEntry()) {
      hints.reflection().registerType(TypeReference.of(GeneratorNames.getBytecodeClassName(type)),
          hint -> hint.withMethod("getDefaultInstance", List.of(), ExecutableMode.INVOKE));
    }
    type.getNestedTypes().forEach(nested -> register(hints, nested));
  }
}
