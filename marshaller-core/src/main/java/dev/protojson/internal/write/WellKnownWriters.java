package dev.protojson.internal.write;

import com.google.protobuf.Descriptors.Descriptor;
import dev.protojson.internal.Options;
import dev.protojson.internal.TypeLookup;
import dev.protojson.internal.TypeWriter;

/** The hand-written writers of the well-known types whose JSON is not a plain object of their fields. */
final class WellKnownWriters {

  private final StructWriters structs;
  private final TypeLookup registered;

  WellKnownWriters(Options options, TypeLookup registered) {
    this.structs = new StructWriters(options.sortingMapKeys());
    this.registered = registered;
  }

  /** The writer for {@code type}, or null if it is written as an ordinary message (including Empty). */
  TypeWriter writer(Descriptor type) {
    if (!type.getFile().getPackage().equals("google.protobuf")) {
      return null;
    }
    return switch (type.getFullName()) {
      case "google.protobuf.Any" -> new AnyWriter(registered);
      case "google.protobuf.Timestamp" -> new TimestampWriter();
      case "google.protobuf.Duration" -> new DurationWriter();
      case "google.protobuf.FieldMask" -> new FieldMaskWriter();
      case "google.protobuf.Struct" -> structs.struct();
      case "google.protobuf.Value" -> structs.value();
      case "google.protobuf.ListValue" -> structs.listValue();
      default -> WrapperWriter.forType(type.getFullName());
    };
  }
}
