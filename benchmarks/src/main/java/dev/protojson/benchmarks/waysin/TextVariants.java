package dev.protojson.benchmarks.waysin;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import java.util.List;
import java.util.Map;

/** A workload's message with text beyond ASCII: every string of its own messages gets a suffix. */
final class TextVariants {

  private TextVariants() {
  }

  /** {@code message} with {@code suffix} after every string, but in well-known types and map keys. */
  static Message withSuffix(Message message, String suffix) {
    if (message.getDescriptorForType().getFile().getPackage().equals("google.protobuf")) {
      return message;
    }
    Message.Builder builder = message.toBuilder();
    for (Map.Entry<FieldDescriptor, Object> entry : message.getAllFields().entrySet()) {
      FieldDescriptor field = entry.getKey();
      if (field.isMapField()) {
        continue;
      }
      if (field.isRepeated()) {
        builder.clearField(field);
        for (Object value : (List<?>) entry.getValue()) {
          builder.addRepeatedField(field, changed(field, value, suffix));
        }
      } else {
        builder.setField(field, changed(field, entry.getValue(), suffix));
      }
    }
    return builder.build();
  }

  private static Object changed(FieldDescriptor field, Object value, String suffix) {
    return switch (field.getJavaType()) {
      case STRING -> value + suffix;
      case MESSAGE -> withSuffix((Message) value, suffix);
      default -> value;
    };
  }
}
