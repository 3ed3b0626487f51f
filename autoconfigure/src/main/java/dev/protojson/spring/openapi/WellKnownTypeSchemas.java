package dev.protojson.spring.openapi;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import io.swagger.v3.oas.models.media.Schema;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The well-known types, whose JSON is not an object of their fields. */
final class WellKnownTypeSchemas {

  static final String DURATION_PATTERN = "^-?[0-9]+(\\.[0-9]{1,9})?s$";

  private static final Set<String> WRAPPERS = Set.of("google.protobuf.DoubleValue", "google.protobuf.FloatValue",
      "google.protobuf.Int64Value", "google.protobuf.UInt64Value", "google.protobuf.Int32Value",
      "google.protobuf.UInt32Value", "google.protobuf.BoolValue", "google.protobuf.StringValue",
      "google.protobuf.BytesValue");

  private final SchemaOptions options;
  private final SchemaDialect dialect;
  private final MessageSchemas messages;

  WellKnownTypeSchemas(SchemaOptions options, SchemaDialect dialect, MessageSchemas messages) {
    this.options = options;
    this.dialect = dialect;
    this.messages = messages;
  }

  static boolean isWrapper(Descriptor type) {
    return WRAPPERS.contains(type.getFullName());
  }

  static boolean isNullValue(EnumDescriptor type) {
    return type.getFullName().equals("google.protobuf.NullValue");
  }

  /** The inline schema of a type written as a JSON string or scalar; null for types written as objects or arrays. */
  Schema<Object> scalar(Descriptor type) {
    if (isWrapper(type)) {
      return messages.valueSchema(type.findFieldByNumber(1), false);
    }
    return switch (type.getFullName()) {
      case "google.protobuf.Timestamp" -> dialect.typed("string").format("date-time")
          .description("RFC 3339 date-time, written in UTC with 0, 3, 6 or 9 fractional digits: "
              + "1972-01-01T10:00:20.021Z");
      case "google.protobuf.Duration" -> dialect.typed("string").pattern(DURATION_PATTERN)
          .description("Seconds with up to 9 fractional digits and the suffix s: 1.5s, -0.000001s")
          .example("1.5s");
      case "google.protobuf.FieldMask" -> dialect.typed("string")
          .description("Field paths in lowerCamelCase, joined by commas: user.displayName,photo");
      default -> null;
    };
  }

  /** The component of a well-known type written as an object, array or any value; null for other types. */
  Schema<Object> component(Descriptor type) {
    return switch (type.getFullName()) {
      case "google.protobuf.Any" -> {
        Schema<Object> any = dialect.typed("object")
            .description("A message of the type the @type URL names (type.googleapis.com/full.Name): its fields, "
                + "or for a well-known type with a JSON form of its own (Timestamp, Duration, Struct, Value, a "
                + "wrapper...) that JSON in the member value. The empty Any is {}.");
        any.addProperty("@type", dialect.typed("string").description("The type URL of the packed message."));
        any.additionalProperties(true);
        any.example(Map.of("@type", "type.googleapis.com/google.protobuf.Duration", "value", "1.5s"));
        if (options.openapi31()) {
          // @type is required, except in the empty Any: "if there are members, @type is one"
          Schema<Object> members = dialect.any();
          members.minProperties(1);
          Schema<Object> typeRequired = dialect.any();
          typeRequired.setRequired(List.of("@type"));
          any._if(members).then(typeRequired);
        }
        yield any;
      }
      case "google.protobuf.Struct" -> {
        Schema<Object> struct = dialect.typed("object").description("A JSON object.");
        struct.additionalProperties(messages.ref(valueType(type)));
        yield struct;
      }
      case "google.protobuf.Value" -> {
        Schema<Object> value = dialect.any().description("Any JSON value: null, a finite number, a string, a "
            + "boolean, an object or an array.");
        yield options.openapi31() ? value : value.nullable(true);
      }
      case "google.protobuf.ListValue" -> {
        yield dialect.array(messages.ref(type.findFieldByNumber(1).getMessageType())).description("A JSON array.");
      }
      case "google.protobuf.Empty" -> {
        Schema<Object> empty = dialect.typed("object").description("An empty object.");
        if (!options.ignoreUnknownFields()) {
          empty.additionalProperties(false);
        }
        yield empty;
      }
      default -> null;
    };
  }

  private static Descriptor valueType(Descriptor struct) {
    // Struct's field 1 is map<string, Value>: the map entry's field 2 is the Value
    return struct.findFieldByNumber(1).getMessageType().findFieldByNumber(2).getMessageType();
  }
}
