package dev.protojson.transcoding.internal;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import java.util.Set;

/** Which fields a path variable or a query parameter can fill: those whose JSON form is one string or number. */
final class WellKnown {

  private static final Set<String> WRAPPERS = Set.of("google.protobuf.DoubleValue", "google.protobuf.FloatValue",
      "google.protobuf.Int64Value", "google.protobuf.UInt64Value", "google.protobuf.Int32Value",
      "google.protobuf.UInt32Value", "google.protobuf.BoolValue", "google.protobuf.StringValue",
      "google.protobuf.BytesValue");
  private static final Set<String> STRING_FORMS = Set.of("google.protobuf.Timestamp", "google.protobuf.Duration",
      "google.protobuf.FieldMask");
  private static final Set<String> OTHER_SPECIAL = Set.of("google.protobuf.Any", "google.protobuf.Struct",
      "google.protobuf.Value", "google.protobuf.ListValue", "google.protobuf.Empty");
  static final String HTTP_BODY = "google.api.HttpBody";

  private WellKnown() {}

  static boolean isWrapper(Descriptor type) {
    return WRAPPERS.contains(type.getFullName());
  }

  /** A scalar, an enum or a wrapper: what a path variable can bind. */
  static boolean isScalarLeaf(FieldDescriptor field) {
    return field.getJavaType() != FieldDescriptor.JavaType.MESSAGE || isWrapper(field.getMessageType());
  }

  /** A path variable's leaf, or a Timestamp, Duration or FieldMask in its JSON string: what a query value sets. */
  static boolean isQueryLeaf(FieldDescriptor field) {
    return isScalarLeaf(field) || STRING_FORMS.contains(field.getMessageType().getFullName());
  }

  /** A well-known message type whose JSON is not an object of its fields: a query path cannot go into it. */
  static boolean hasSpecialJson(Descriptor type) {
    String name = type.getFullName();
    return WRAPPERS.contains(name) || STRING_FORMS.contains(name) || OTHER_SPECIAL.contains(name);
  }

  /** {@code google.protobuf.Value}, whose JSON {@code null} is a value of its own. */
  static boolean isValue(Descriptor type) {
    return type.getFullName().equals("google.protobuf.Value");
  }

  static boolean isHttpBody(Descriptor type) {
    return HTTP_BODY.equals(type.getFullName());
  }

  /** The field's type in words for messages: {@code int32}, {@code enum pkg.Color}, {@code google.protobuf.Timestamp}. */
  static String typeName(FieldDescriptor field) {
    return switch (field.getJavaType()) {
      case MESSAGE -> field.getMessageType().getFullName();
      case ENUM -> field.getEnumType().getFullName();
      default -> field.getType().name().toLowerCase(java.util.Locale.ROOT);
    };
  }
}
