package dev.protojson.internal.wellknown;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The well-known types whose JSON is not a plain object of their fields, by full name. Every other type, including
 * {@code google.protobuf.Empty}, is read and written by generated code.
 */
public final class WellKnownTypes {

  private static final Map<String, WellKnownType> BY_NAME = new HashMap<>();

  static {
    List<List<WellKnownType>> all = List.of(
        List.of(AnyJson.TYPE, TimestampJson.TYPE, DurationJson.TYPE, FieldMaskJson.TYPE),
        StructJson.TYPES,
        WrapperJson.TYPES);
    for (List<WellKnownType> types : all) {
      for (WellKnownType type : types) {
        BY_NAME.put(type.fullName(), type);
      }
    }
  }

  private WellKnownTypes() {}

  /** The well-known type {@code type} is, or null for a type with the ordinary JSON of its fields. */
  public static WellKnownType of(Descriptor type) {
    return of(type.getFullName());
  }

  static WellKnownType of(String fullName) {
    return BY_NAME.get(fullName);
  }

  /** Whether JSON {@code null} is a value of {@code field}'s type rather than "not set". */
  public static boolean acceptsNull(FieldDescriptor field) {
    return StructJson.acceptsNull(field);
  }

  /** Whether {@code type}'s only JSON value is {@code null}. */
  public static boolean isNullValue(EnumDescriptor type) {
    return StructJson.isNullValue(type);
  }
}
