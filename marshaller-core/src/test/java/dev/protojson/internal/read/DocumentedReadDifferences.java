package dev.protojson.internal.read;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import com.google.protobuf.TypeRegistry;
import dev.protojson.test.proto2.Proto2Types;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The documented reading differences from JsonFormat (README, "Differences from JsonFormat") that the fuzzer meets
 * on documents both readers accept, as edits of a document or of a message that let the two be compared on
 * everything else.
 */
final class DocumentedReadDifferences {

  private final TypeRegistry types;

  DocumentedReadDifferences(TypeRegistry types) {
    this.types = types;
  }

  /** The extensions of the test types as the document names them, {@code [pkg.ext]}. */
  private static final List<String> EXTENSION_NAMES = Stream.concat(
          Proto2Types.getDescriptor().getFile().getExtensions().stream(),
          Proto2Types.getDescriptor().getFile().getMessageTypes().stream().flatMap(t -> t.getExtensions().stream()))
      .map(extension -> "[" + extension.getFullName() + "]").toList();
  private static final JsonMapper TREES = JsonMapper.builder()
      .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).build();
  private static final Pattern NUMBER = Pattern.compile("[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?");

  /**
   * "Enum values in strings are names only": ignoring unknown fields, protojson skips {@code "2"} or {@code "1e2"}
   * in an enum field as an unknown name, where JsonFormat reads the number. JsonFormat is given the document without those
   * values, so that it skips them too; everything else in the document is compared as it is. Null if there are
   * none.
   */
  String withoutEnumNumbersInStrings(String json, Descriptor type) {
    JsonNode root;
    try {
      root = TREES.readTree(json);
    } catch (NumberFormatException e) {
      // A number no BigDecimal holds (an exponent beyond int) leaves no tree to edit: the text is compared as is.
      return null;
    }
    JsonNode before = root.deepCopy();
    dropEnumNumbersInStrings(root, type);
    return root.equals(before) ? null : TREES.writeValueAsString(root);
  }

  private void dropEnumNumbersInStrings(JsonNode node, Descriptor type) {
    if (!(node instanceof ObjectNode object)) {
      return;
    }
    if (type.getFullName().equals("google.protobuf.Any")) {
      JsonNode url = object.get("@type");
      Descriptor payload = url == null || !url.isString() ? null
          : types.find(url.asString().substring(url.asString().lastIndexOf('/') + 1));
      if (payload != null) {
        dropEnumNumbersInStrings(object, payload);
      }
      return;
    }
    if (type.getFile().getPackage().equals("google.protobuf")) {
      return;
    }
    for (String name : new ArrayList<>(object.propertyNames())) {
      FieldDescriptor field = fieldNamed(type, name);
      JsonNode value = object.get(name);
      if (field == null) {
        continue;
      }
      if (field.isMapField()) {
        FieldDescriptor mapValue = field.getMessageType().findFieldByNumber(2);
        if (value instanceof ObjectNode entries) {
          for (String key : new ArrayList<>(entries.propertyNames())) {
            if (isEnumNumberInString(mapValue, entries.get(key))) {
              entries.remove(key);
            } else if (mapValue.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
              dropEnumNumbersInStrings(entries.get(key), mapValue.getMessageType());
            }
          }
        }
      } else if (field.isRepeated() && value instanceof ArrayNode elements) {
        for (int i = elements.size() - 1; i >= 0; i--) {
          if (isEnumNumberInString(field, elements.get(i))) {
            elements.remove(i);
          } else if (field.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
            dropEnumNumbersInStrings(elements.get(i), field.getMessageType());
          }
        }
      } else if (isEnumNumberInString(field, value)) {
        object.remove(name);
      } else if (field.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
        dropEnumNumbersInStrings(value, field.getMessageType());
      }
    }
  }

  static FieldDescriptor fieldNamed(Descriptor type, String name) {
    for (FieldDescriptor field : type.getFields()) {
      if (field.getName().equals(name) || field.getJsonName().equals(name)) {
        return field;
      }
    }
    return null;
  }

  private static boolean isEnumNumberInString(FieldDescriptor field, JsonNode value) {
    return field.getJavaType() == FieldDescriptor.JavaType.ENUM && value.isString()
        && NUMBER.matcher(value.asString()).matches();
  }

  /** Whether an object read as an extendable message names one of its extensions, set or not (as in []). */
  static boolean namesExtension(String json, Descriptor type) {
    try {
      return namesExtension(TREES.readTree(json), type);
    } catch (NumberFormatException e) {
      return false;
    }
  }

  private static boolean namesExtension(JsonNode node, Descriptor type) {
    if (!(node instanceof ObjectNode object) || type.getFile().getPackage().equals("google.protobuf")) {
      return false;
    }
    for (String name : object.propertyNames()) {
      if (type.isExtendable() && EXTENSION_NAMES.contains(name)) {
        return true;
      }
      FieldDescriptor field = fieldNamed(type, name);
      if (field == null || field.getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
        continue;
      }
      JsonNode value = object.get(name);
      if (field.isMapField()) {
        FieldDescriptor mapValue = field.getMessageType().findFieldByNumber(2);
        if (mapValue.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
          for (JsonNode element : value.values()) {
            if (namesExtension(element, mapValue.getMessageType())) {
              return true;
            }
          }
        }
      } else if (field.isRepeated()) {
        for (JsonNode element : value.values()) {
          if (namesExtension(element, field.getMessageType())) {
            return true;
          }
        }
      } else if (namesExtension(value, field.getMessageType())) {
        return true;
      }
    }
    return false;
  }

  static boolean hasExtensions(Message message) {
    for (var entry : message.getAllFields().entrySet()) {
      if (entry.getKey().isExtension()) {
        return true;
      }
      if (entry.getKey().getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
        List<?> values = entry.getKey().isRepeated() ? (List<?>) entry.getValue() : List.of(entry.getValue());
        for (Object value : values) {
          if (hasExtensions((Message) value)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** The message JsonFormat reads when it skips the extensions, at every level. */
  static Message withoutExtensions(Message message) {
    Message.Builder builder = message.toBuilder();
    for (var entry : message.getAllFields().entrySet()) {
      FieldDescriptor field = entry.getKey();
      if (field.isExtension()) {
        builder.clearField(field);
      } else if (field.getJavaType() == FieldDescriptor.JavaType.MESSAGE && field.isRepeated()) {
        List<?> values = (List<?>) entry.getValue();
        for (int i = 0; i < values.size(); i++) {
          builder.setRepeatedField(field, i, withoutExtensions((Message) values.get(i)));
        }
      } else if (field.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
        builder.setField(field, withoutExtensions((Message) entry.getValue()));
      }
    }
    return builder.buildPartial();
  }

}
