package dev.protojson.internal.read;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.ProtoJsonParseException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The required fields (proto2 {@code required}, editions {@code LEGACY_REQUIRED}) left unset in a message read from
 * JSON, at any depth, named by their paths in the JSON: {@code items[2].sku}, {@code byName.k.id},
 * {@code [pkg.ext].id}. protobuf's own {@code findInitializationErrors()} names them in its text-format notation and
 * throws for a map value that lacks one, so it is not used.
 */
public final class RequiredFields {

  private RequiredFields() {}

  /**
   * Bad input naming every required field {@code message} leaves unset by its path under {@code path}, located at
   * {@code line} and {@code column}, the end of the value they are missing from.
   */
  public static ProtoJsonParseException missingIn(Message message, String path, boolean protoNames, long line,
      long column) {
    List<String> missing = new ArrayList<>();
    for (String field : missing(message, protoNames)) {
      missing.add(path.isEmpty() ? field : path + "." + field);
    }
    String after = " (in message " + message.getDescriptorForType().getFullName() + ") in the value that ends";
    if (missing.isEmpty()) {
      // Only if protobuf's check and the walk disagree; the value is still refused, never returned incomplete.
      return path.isEmpty()
          ? new ProtoJsonParseException("Missing required field (a field protobuf reports as unset)" + after, "",
              line, column, null)
          : ProtoJsonParseException.naming("Missing required field ", List.of(path), after, line, column, null);
    }
    return ProtoJsonParseException.naming("Missing required field" + (missing.size() == 1 ? " " : "s "), missing,
        after, line, column, null);
  }

  /**
   * Whether a message of {@code type} can lack a required field at any depth: a required field is reachable, or an
   * extendable type, whose extensions may have them.
   */
  public static boolean possibleIn(Descriptor type) {
    return possibleIn(type, new HashSet<>());
  }

  private static boolean possibleIn(Descriptor type, Set<Descriptor> seen) {
    if (!seen.add(type)) {
      return false;
    }
    if (type.isExtendable()) {
      return true;
    }
    for (FieldDescriptor field : type.getFields()) {
      if (field.isRequired()
          || field.getJavaType() == FieldDescriptor.JavaType.MESSAGE && possibleIn(field.getMessageType(), seen)) {
        return true;
      }
    }
    return false;
  }

  static List<String> missing(Message message, boolean protoNames) {
    List<String> missing = new ArrayList<>();
    collect(message, "", protoNames, missing);
    return missing;
  }

  private static void collect(Message message, String path, boolean protoNames, List<String> missing) {
    // Generated messages memoize this, and it prunes every complete subtree.
    if (message.isInitialized()) {
      return;
    }
    for (FieldDescriptor field : message.getDescriptorForType().getFields()) {
      if (field.isRequired() && !message.hasField(field)) {
        missing.add(join(path, name(field, protoNames)));
      }
    }
    for (Map.Entry<FieldDescriptor, Object> entry : message.getAllFields().entrySet()) {
      FieldDescriptor field = entry.getKey();
      if (field.getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
        continue;
      }
      String at = join(path, field.isExtension() ? "[" + field.getFullName() + "]" : name(field, protoNames));
      if (field.isMapField()) {
        FieldDescriptor key = field.getMessageType().findFieldByNumber(1);
        FieldDescriptor value = field.getMessageType().findFieldByNumber(2);
        if (value.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
          for (Object element : (List<?>) entry.getValue()) {
            Message mapEntry = (Message) element;
            collect((Message) mapEntry.getField(value), at + "." + mapEntry.getField(key), protoNames, missing);
          }
        }
      } else if (field.isRepeated()) {
        List<?> elements = (List<?>) entry.getValue();
        for (int i = 0; i < elements.size(); i++) {
          collect((Message) elements.get(i), at + "[" + i + "]", protoNames, missing);
        }
      } else {
        collect((Message) entry.getValue(), at, protoNames, missing);
      }
    }
  }

  private static String name(FieldDescriptor field, boolean protoNames) {
    return protoNames ? field.getName() : field.getJsonName();
  }

  private static String join(String path, String name) {
    return path.isEmpty() ? name : path + "." + name;
  }
}
