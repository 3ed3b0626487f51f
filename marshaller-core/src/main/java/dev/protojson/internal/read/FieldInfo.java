package dev.protojson.internal.read;

import com.google.protobuf.Descriptors.FieldDescriptor;

/** What a message reader knows about one field; generated code hands it to the helpers of {@link ReadSupport}. */
public final class FieldInfo {

  enum Shape { SINGULAR, REPEATED, MAP }

  final FieldDescriptor descriptor;
  final Shape shape;
  /** Bit of the field's oneof in the seen-set, or -1. */
  final int oneofBit;
  /** {@code null} is a value here ({@code google.protobuf.Value}, {@code NullValue}) instead of "not set". */
  final boolean acceptsNull;
  /** For enum fields and enum map values. */
  final EnumReader enumReader;
  final boolean ignoringUnknown;

  /**
   * @param acceptsNull whether JSON {@code null} is a value of the field's (or the map value's) type
   * @param enumReader the reader of the field's (or the map value's) enum type; null for other types
   */
  public FieldInfo(FieldDescriptor descriptor, int oneofBit, boolean ignoringUnknown, boolean acceptsNull,
      EnumReader enumReader) {
    this.descriptor = descriptor;
    this.shape = descriptor.isMapField() ? Shape.MAP : descriptor.isRepeated() ? Shape.REPEATED : Shape.SINGULAR;
    this.oneofBit = oneofBit;
    this.ignoringUnknown = ignoringUnknown;
    this.enumReader = enumReader;
    this.acceptsNull = acceptsNull;
  }

  /** The field that holds the value: the map's value field for maps, the field itself otherwise. */
  public static FieldDescriptor valueField(FieldDescriptor field) {
    return field.isMapField() ? field.getMessageType().findFieldByNumber(2) : field;
  }

  public FieldDescriptor descriptor() {
    return descriptor;
  }
}
