package dev.protojson.internal.write;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Internal;
import com.google.protobuf.Message;
import dev.protojson.internal.TypeWriter;
import java.util.function.Function;
import tools.jackson.core.JsonGenerator;

/**
 * Writes one boxed value of a known kind: map values (protobuf keeps maps boxed) and extension fields. Chosen once
 * per field when code is generated.
 */
@FunctionalInterface
public interface ElementWriter {

  void write(JsonGenerator generator, Object value);

  /**
   * The writer for values of {@code field}'s type. Enum values may come as numbers (open enums through
   * {@code getXValueMap()}), as generated enum constants, or as descriptors (extensions).
   */
  static ElementWriter of(FieldDescriptor field, EnumNames enumNames, Function<FieldDescriptor, TypeWriter> messages) {
    return switch (field.getType()) {
      case INT32, SINT32, SFIXED32 -> (g, v) -> g.writeNumber((Integer) v);
      case UINT32, FIXED32 -> (g, v) -> Values.uint32(g, (Integer) v);
      case INT64, SINT64, SFIXED64 -> (g, v) -> Values.int64(g, (Long) v);
      case UINT64, FIXED64 -> (g, v) -> Values.uint64(g, (Long) v);
      case FLOAT -> (g, v) -> Values.float32(g, (Float) v);
      case DOUBLE -> (g, v) -> Values.float64(g, (Double) v);
      case BOOL -> (g, v) -> g.writeBoolean((Boolean) v);
      case STRING -> (g, v) -> g.writeString((String) v);
      case BYTES -> (g, v) -> Values.bytes(g, (ByteString) v);
      case ENUM -> (g, v) -> enumNames.write(g, enumNumber(v));
      case MESSAGE, GROUP -> {
        TypeWriter writer = messages.apply(field);
        yield (g, v) -> writer.write((Message) v, g);
      }
    };
  }

  private static int enumNumber(Object value) {
    if (value instanceof Integer number) {
      return number;
    }
    if (value instanceof EnumValueDescriptor descriptor) {
      return descriptor.getNumber();
    }
    return ((Internal.EnumLite) value).getNumber();
  }
}
