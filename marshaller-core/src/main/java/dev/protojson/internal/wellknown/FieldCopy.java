package dev.protojson.internal.wellknown;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import com.google.protobuf.MessageOrBuilder;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Copies the values of one message type between two descriptors of it, field by field by number: a
 * {@code DynamicMessage} of a well-known type into protobuf-java's generated class of it and back. Only how values
 * are fetched and stored: the JSON of the type stays in its one class. Nested messages (a {@code Struct}'s values,
 * map entries) are copied the same way, into builders the target makes for its fields; enum values become the
 * target enum's. Set fields only: a field without presence is copied when it is not its default, as
 * {@code hasField} tells.
 */
final class FieldCopy {

  private final Descriptor source;
  private final FieldDescriptor[] from;
  private final FieldDescriptor[] to;
  /** The copy of each message field's values; null for other fields. */
  private final FieldCopy[] nested;

  private FieldCopy(Descriptor source, Descriptor target) {
    this.source = source;
    List<FieldDescriptor> fields = source.getFields();
    this.from = fields.toArray(new FieldDescriptor[0]);
    this.to = new FieldDescriptor[from.length];
    this.nested = new FieldCopy[from.length];
    for (int i = 0; i < from.length; i++) {
      to[i] = target.findFieldByNumber(from[i].getNumber());
      if (to[i] == null || to[i].getJavaType() != from[i].getJavaType() || to[i].isRepeated() != from[i].isRepeated()) {
        throw new IllegalArgumentException("The field " + from[i].getFullName() + " differs in " + target.getFullName());
      }
    }
  }

  /** The copy from {@code source}'s messages into {@code target}'s builders; the two are one type. */
  static FieldCopy between(Descriptor source, Descriptor target) {
    return between(source, target, new HashMap<>());
  }

  private static FieldCopy between(Descriptor source, Descriptor target, Map<Descriptor, FieldCopy> made) {
    FieldCopy known = made.get(source);
    if (known != null) {
      return known;
    }
    FieldCopy copy = new FieldCopy(source, target);
    // Put before the nested copies are made: Struct, Value and ListValue hold each other.
    made.put(source, copy);
    for (int i = 0; i < copy.from.length; i++) {
      if (copy.from[i].getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
        copy.nested[i] = between(copy.from[i].getMessageType(), copy.to[i].getMessageType(), made);
      }
    }
    return copy;
  }

  /** Whether {@code message} is of the descriptor this copy reads, not of another copy of the type. */
  boolean reads(MessageOrBuilder message) {
    return message.getDescriptorForType() == source;
  }

  /** Sets every field set in {@code message} in {@code builder}, which holds nothing of those fields yet. */
  void copy(MessageOrBuilder message, Message.Builder builder) {
    for (int i = 0; i < from.length; i++) {
      FieldDescriptor field = from[i];
      if (field.isRepeated()) {
        for (int j = 0, n = message.getRepeatedFieldCount(field); j < n; j++) {
          builder.addRepeatedField(to[i], value(i, message.getRepeatedField(field, j), builder));
        }
      } else if (message.hasField(field)) {
        builder.setField(to[i], value(i, message.getField(field), builder));
      }
    }
  }

  private Object value(int i, Object value, Message.Builder builder) {
    FieldCopy messages = nested[i];
    if (messages != null) {
      Message.Builder content = builder.newBuilderForField(to[i]);
      messages.copy((Message) value, content);
      return content.buildPartial();
    }
    if (value instanceof EnumValueDescriptor number) {
      EnumDescriptor type = to[i].getEnumType();
      return number.getType() == type ? number : type.findValueByNumberCreatingIfUnknown(number.getNumber());
    }
    return value;
  }
}
