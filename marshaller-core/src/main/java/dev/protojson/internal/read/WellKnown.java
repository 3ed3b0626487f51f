package dev.protojson.internal.read;

import dev.protojson.internal.Options;
import dev.protojson.internal.TypeLookup;
import dev.protojson.internal.TypeReader;

/** The well-known types whose JSON is not a plain object of their fields, and their hand-written readers. */
final class WellKnown {

  private WellKnown() {}

  static boolean hasOwnJson(String fullName) {
    return switch (fullName) {
      case "google.protobuf.Any", "google.protobuf.Timestamp", "google.protobuf.Duration",
          "google.protobuf.FieldMask", "google.protobuf.Struct", "google.protobuf.Value",
          "google.protobuf.ListValue" -> true;
      default -> WrapperReader.isWrapper(fullName);
    };
  }

  /** The hand-written reader of {@code fullName}, or null for types read by generated code. */
  static TypeReader reader(String fullName, Options options, TypeLookup lookup, StructReaders structs) {
    return switch (fullName) {
      case "google.protobuf.Any" -> new AnyReader(lookup, options);
      case "google.protobuf.Timestamp" -> new TimestampReader();
      case "google.protobuf.Duration" -> new DurationReader();
      case "google.protobuf.FieldMask" -> new FieldMaskReader();
      case "google.protobuf.Struct" -> structs.struct;
      case "google.protobuf.Value" -> structs.value;
      case "google.protobuf.ListValue" -> structs.list;
      default -> WrapperReader.isWrapper(fullName) ? new WrapperReader(fullName) : null;
    };
  }
}
