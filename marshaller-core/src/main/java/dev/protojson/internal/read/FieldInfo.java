package dev.protojson.internal.read;

import com.google.protobuf.Descriptors.FieldDescriptor;

/** What a message reader knows about one field; generated code hands it to the helpers of {@link ParseSupport}. */
public final class FieldInfo {

  enum Shape { SINGULAR, REPEATED, MAP }

  final FieldDescriptor descriptor;
  final Shape shape;
  /** Bit of the field's oneof in the seen-set, or -1. */
  final int oneofBit;
  /** {@code null} is a value here ({@code google.protobuf.Value}, {@code NullValue}) instead of "not set". */
  final boolean acceptsNull;
  /** For enum fields and enum map values. */
  final EnumInfo enumInfo;
  final boolean ignoringUnknown;

  FieldInfo(FieldDescriptor descriptor, int oneofBit, boolean ignoringUnknown) {
    this.descriptor = descriptor;
    this.shape = descriptor.isMapField() ? Shape.MAP : descriptor.isRepeated() ? Shape.REPEATED : Shape.SINGULAR;
    this.oneofBit = oneofBit;
    this.ignoringUnknown = ignoringUnknown;
    FieldDescriptor value = valueField(descriptor);
    this.enumInfo = value.getJavaType() == FieldDescriptor.JavaType.ENUM ? new EnumInfo(value.getEnumType()) : null;
    this.acceptsNull = acceptsNull(value);
  }

  /** The field that holds the value: the map's value field for maps, the field itself otherwise. */
  static FieldDescriptor valueField(FieldDescriptor field) {
    return field.isMapField() ? field.getMessageType().findFieldByNumber(2) : field;
  }

  static boolean acceptsNull(FieldDescriptor field) {
    return switch (field.getJavaType()) {
      case MESSAGE -> field.getMessageType().getFullName().equals("google.protobuf.Value");
      case ENUM -> field.getEnumType().getFullName().equals("google.protobuf.NullValue");
      default -> false;
    };
  }

  public FieldDescriptor descriptor() {
    return descriptor;
  }
}
