package dev.protojson.transcoding.internal;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Finds fields by name: by proto name only in rules ({@code body}, path variables), as {@code http.proto} names
 * them; by proto name or JSON name in query parameters, as proto3 JSON reads names.
 */
final class FieldNames {

  private final Map<Descriptor, Map<String, FieldDescriptor>> byEitherName = new ConcurrentHashMap<>();

  /** The field of {@code type} whose proto name or JSON name is {@code name}, or null. */
  FieldDescriptor find(Descriptor type, String name) {
    return byEitherName.computeIfAbsent(type, FieldNames::index).get(name);
  }

  private static Map<String, FieldDescriptor> index(Descriptor type) {
    Map<String, FieldDescriptor> index = new HashMap<>();
    for (FieldDescriptor field : type.getFields()) {
      index.put(field.getJsonName(), field);
    }
    for (FieldDescriptor field : type.getFields()) {
      index.put(field.getName(), field);
    }
    return Map.copyOf(index);
  }

  /**
   * The fields a dotted path of proto names goes through, from {@code type}: every field but the last a singular
   * message field.
   *
   * @throws IllegalArgumentException naming the first part that does not resolve
   */
  static List<FieldDescriptor> resolve(Descriptor type, String dottedPath) {
    List<FieldDescriptor> fields = new ArrayList<>();
    Descriptor current = type;
    String[] names = dottedPath.split("\\.", -1);
    for (int i = 0; i < names.length; i++) {
      if (current == null) {
        throw new IllegalArgumentException(String.join(".", java.util.Arrays.copyOf(names, i))
            + " is not a message field, so it has no field " + names[i]);
      }
      FieldDescriptor field = current.findFieldByName(names[i]);
      if (field == null) {
        throw new IllegalArgumentException(current.getFullName() + " has no field named " + names[i]);
      }
      if (i < names.length - 1 && (field.isRepeated() || field.getJavaType() != FieldDescriptor.JavaType.MESSAGE)) {
        throw new IllegalArgumentException(field.getName() + " in " + dottedPath + " is "
            + (field.isMapField() ? "a map" : field.isRepeated() ? "repeated" : "not a message")
            + ", so the path cannot go through it");
      }
      fields.add(field);
      current = field.getJavaType() == FieldDescriptor.JavaType.MESSAGE ? field.getMessageType() : null;
    }
    return List.copyOf(fields);
  }
}
