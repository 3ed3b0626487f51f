package dev.protojson.spring.openapi;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import java.util.ArrayList;
import java.util.List;

/**
 * Documents of a message type with one wrong value each, of the kinds a schema can rule out: a value of the wrong
 * JSON type, out of a documented range, not of a documented pattern, format or enumeration, a missing required
 * member, a null where the mapping allows none. What the proto3 JSON mapping accepts beyond the forms protojson
 * writes (numbers in strings, 64-bit integers as numbers, enum numbers, proto field names, null for "not set") is
 * left out on purpose: the schemas document the written forms.
 */
final class RejectedDocuments {

  private final Descriptor type;
  private final String requiredMembers;

  RejectedDocuments(Descriptor type) {
    this.type = type;
    StringBuilder members = new StringBuilder();
    for (FieldDescriptor field : type.getFields()) {
      if (field.isRequired()) {
        members.append('"').append(field.getJsonName()).append("\":").append(goodValue(field)).append(',');
      }
    }
    this.requiredMembers = members.toString();
  }

  List<String> all() {
    List<String> documents = new ArrayList<>(List.of("1", "\"x\"", "[]", "true", "null"));
    for (FieldDescriptor field : type.getFields()) {
      for (String bad : badValues(field)) {
        documents.add(document(field, bad));
      }
      if (field.isRequired()) {
        documents.add("{" + withoutTrailingComma(requiredMembers.replace(
            "\"" + field.getJsonName() + "\":" + goodValue(field) + ",", "")) + "}");
      }
    }
    return documents;
  }

  private String document(FieldDescriptor field, String value) {
    String others = field.isRequired()
        ? requiredMembers.replace("\"" + field.getJsonName() + "\":" + goodValue(field) + ",", "")
        : requiredMembers;
    return "{" + others + "\"" + field.getJsonName() + "\":" + value + "}";
  }

  private static String withoutTrailingComma(String members) {
    return members.endsWith(",") ? members.substring(0, members.length() - 1) : members;
  }

  private static List<String> badValues(FieldDescriptor field) {
    if (field.isMapField()) {
      FieldDescriptor key = field.getMessageType().findFieldByNumber(1);
      FieldDescriptor value = field.getMessageType().findFieldByNumber(2);
      String goodKey = switch (key.getType()) {
        case STRING -> "\"k\"";
        case BOOL -> "\"true\"";
        default -> "\"1\"";
      };
      List<String> bad = new ArrayList<>(List.of("[]", "\"x\"", "1"));
      if (!acceptsNull(value)) {
        bad.add("{" + goodKey + ":null}");
      }
      badElementValues(value).forEach(element -> bad.add("{" + goodKey + ":" + element + "}"));
      switch (key.getType()) {
        case STRING -> { }
        case BOOL -> bad.add("{\"yes\":" + goodValue(value) + "}");
        case UINT32, FIXED32, UINT64, FIXED64 -> {
          bad.add("{\"-1\":" + goodValue(value) + "}");
          bad.add("{\"01\":" + goodValue(value) + "}");
        }
        default -> {
          bad.add("{\"01\":" + goodValue(value) + "}");
          bad.add("{\"abc\":" + goodValue(value) + "}");
        }
      }
      return bad;
    }
    if (field.isRepeated()) {
      List<String> bad = new ArrayList<>(List.of("{}", "\"x\"", "1"));
      if (!acceptsNull(field)) {
        bad.add("[null]");
      }
      badElementValues(field).forEach(element -> bad.add("[" + element + "]"));
      return bad;
    }
    return badElementValues(field);
  }

  /** Wrong values for one value of the field (the field itself, an element, a map value); never null. */
  private static List<String> badElementValues(FieldDescriptor field) {
    return switch (field.getType()) {
      case INT32, SINT32, SFIXED32 -> List.of("true", "\"abc\"", "1.5", "2147483648", "-2147483649", "{}", "[]");
      case UINT32, FIXED32 -> List.of("-1", "4294967296", "\"abc\"", "true", "0.5");
      case INT64, SINT64, SFIXED64 -> List.of("\"abc\"", "\"1.5\"", "\"+1\"", "\"01\"", "true", "{}", "[]");
      case UINT64, FIXED64 -> List.of("\"-1\"", "\"abc\"", "\"01\"", "true", "{}");
      case FLOAT, DOUBLE -> List.of("\"abc\"", "\"nan\"", "\"infinity\"", "true", "{}", "[]");
      case BOOL -> List.of("\"true\"", "1", "{}", "[]");
      case STRING -> List.of("1", "true", "{}", "[]");
      case BYTES -> List.of("1", "true", "{}", "[]");
      case ENUM -> {
        if (field.getEnumType().getFullName().equals("google.protobuf.NullValue")) {
          yield List.of("true", "{}", "[]");
        }
        List<String> bad = new ArrayList<>(List.of("\"NOT_A_VALUE\"", "true", "{}", "[]", "1.5"));
        if (field.getEnumType().isClosed()) {
          // An open enum takes any number; a closed one only those it declares
          bad.add("7");
        }
        yield bad;
      }
      case MESSAGE, GROUP -> badMessageValues(field.getMessageType());
    };
  }

  private static List<String> badMessageValues(Descriptor type) {
    return switch (type.getFullName()) {
      case "google.protobuf.Timestamp" -> List.of("\"yesterday\"", "\"2020-01-01\"", "1", "{}", "[]");
      case "google.protobuf.Duration" -> List.of("\"1h\"", "\"1.s\"", "\"1.5\"", "1", "{}");
      case "google.protobuf.FieldMask" -> List.of("1", "{}", "[]", "true");
      case "google.protobuf.Struct" -> List.of("[]", "1", "\"x\"");
      case "google.protobuf.ListValue" -> List.of("{}", "1", "\"x\"");
      case "google.protobuf.Value" -> List.of();
      case "google.protobuf.Empty" -> List.of("{\"x\":1}", "1", "[]");
      case "google.protobuf.Any" -> List.of("{\"x\":1}", "{\"@type\":1}", "1", "[]", "\"x\"");
      default -> WellKnownTypes.isWrapper(type)
          ? badElementValues(type.findFieldByNumber(1))
          : List.of("1", "\"x\"", "true", "[]");
    };
  }

  private static boolean acceptsNull(FieldDescriptor field) {
    return switch (field.getType()) {
      case ENUM -> field.getEnumType().getFullName().equals("google.protobuf.NullValue");
      case MESSAGE -> field.getMessageType().getFullName().equals("google.protobuf.Value");
      default -> false;
    };
  }

  static String goodValue(FieldDescriptor field) {
    return switch (field.getType()) {
      case INT32, SINT32, SFIXED32, UINT32, FIXED32 -> "1";
      case INT64, SINT64, SFIXED64, UINT64, FIXED64 -> "\"1\"";
      case FLOAT, DOUBLE -> "1.5";
      case BOOL -> "true";
      case STRING -> "\"s\"";
      case BYTES -> "\"AA==\"";
      case ENUM -> field.getEnumType().getFullName().equals("google.protobuf.NullValue")
          ? "null"
          : "\"" + field.getEnumType().getValues().get(0).getName() + "\"";
      case MESSAGE, GROUP -> switch (field.getMessageType().getFullName()) {
        case "google.protobuf.Timestamp" -> "\"1970-01-01T00:00:00Z\"";
        case "google.protobuf.Duration" -> "\"1s\"";
        case "google.protobuf.Value" -> "null";
        case "google.protobuf.Any" -> "{\"@type\":\"type.googleapis.com/google.protobuf.Empty\",\"value\":{}}";
        default -> WellKnownTypes.isWrapper(field.getMessageType())
            ? goodValue(field.getMessageType().findFieldByNumber(1))
            : "{}";
      };
    };
  }

  /** Which message types are wrappers, told apart without the code under test. */
  private static final class WellKnownTypes {
    static boolean isWrapper(Descriptor type) {
      return type.getFile().getName().equals("google/protobuf/wrappers.proto");
    }
  }
}
