package dev.protojson.jackson;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.read.Failures;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.core.JacksonException.Reference;
import tools.jackson.core.JsonToken;
import tools.jackson.core.TokenStreamContext;

/**
 * Joins the two halves of a path. protojson names the path of a bad value from the parser's contexts, from the
 * root of whatever the parser reads; Jackson names the path outside the message from the properties, elements and
 * keys its deserializers were at. The part of protojson's path below the message is turned into Jackson references,
 * so Jackson prepends its own in front as the exception travels out, and both render as one path.
 */
final class Paths {

  private Paths() {}

  /**
   * The context that holds the message whose first token the parser is on: the message's own object (or array)
   * context is the current one at a start token, and its parent holds it.
   */
  static TokenStreamContext container(TokenStreamContext current, JsonToken first) {
    boolean opens = first == JsonToken.START_OBJECT || first == JsonToken.START_ARRAY;
    return opens && current != null ? current.getParent() : current;
  }

  /** The path of a context as protojson's errors name it: {@code people[3].address}. */
  static String path(TokenStreamContext context) {
    return Failures.path(context);
  }

  /**
   * Jackson references for a path inside a message of {@code prototype}'s type, each from the message class that
   * holds the field, element or entry. A map key holding {@code .} or {@code [1]} splits into more references than
   * it is, but renders back to the same text.
   */
  static List<Reference> references(Message prototype, String path) {
    try {
      return resolved(prototype, path);
    } catch (RuntimeException e) {
      // Only the description of a reference depends on the resolved types; the path itself stays whole.
      return path.isEmpty() ? List.of() : List.of(new Reference(prototype.getClass(), path));
    }
  }

  private static List<Reference> resolved(Message prototype, String path) {
    List<Reference> references = new ArrayList<>();
    Message holder = prototype;
    Message elements = null; // the message type of the last field's elements or map values
    boolean key = false; // the last field is a map: a name is a key
    int i = 0;
    while (i < path.length()) {
      char c = path.charAt(i);
      if (c == '.') {
        i++;
        continue;
      }
      if (c == '[') {
        int end = path.indexOf(']', i);
        Integer index = end < 0 ? null : index(path.substring(i + 1, end));
        if (index != null) {
          references.add(new Reference(holder.getClass(), index));
          holder = elements != null ? elements : holder;
          elements = null;
          i = end + 1;
          continue;
        }
      }
      int end = i + 1;
      while (end < path.length() && path.charAt(end) != '.' && path.charAt(end) != '[') {
        end++;
      }
      String name = path.substring(i, end);
      references.add(new Reference(holder.getClass(), name));
      if (key) {
        holder = elements != null ? elements : holder;
        elements = null;
        key = false;
      } else {
        FieldDescriptor field = field(holder.getDescriptorForType(), name);
        elements = field == null ? null : messageType(holder, field);
        key = field != null && field.isMapField();
        if (field != null && !field.isRepeated() && elements != null) {
          holder = elements;
          elements = null;
        }
      }
      i = end;
    }
    return references;
  }

  private static Integer index(String digits) {
    if (digits.isEmpty() || digits.length() > 9) {
      return null;
    }
    for (int i = 0; i < digits.length(); i++) {
      if (digits.charAt(i) < '0' || digits.charAt(i) > '9') {
        return null;
      }
    }
    return Integer.valueOf(digits);
  }

  private static FieldDescriptor field(Descriptor type, String name) {
    FieldDescriptor field = type.findFieldByName(name);
    if (field != null) {
      return field;
    }
    for (FieldDescriptor candidate : type.getFields()) {
      if (candidate.getJsonName().equals(name)) {
        return candidate;
      }
    }
    return null;
  }

  /** The message type of a field, its elements or its map values; null for other fields. */
  private static Message messageType(Message holder, FieldDescriptor field) {
    if (field.getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
      return null;
    }
    Message type = holder.newBuilderForType().newBuilderForField(field).getDefaultInstanceForType();
    if (!field.isMapField()) {
      return type;
    }
    FieldDescriptor value = field.getMessageType().findFieldByNumber(2);
    return value.getJavaType() == FieldDescriptor.JavaType.MESSAGE
        ? type.newBuilderForType().newBuilderForField(value).getDefaultInstanceForType() : null;
  }

  /** Jackson's references rendered as protojson writes paths: {@code orders[2].order.items[1].quantity}. */
  static String render(List<Reference> references) {
    StringBuilder out = new StringBuilder();
    for (Reference reference : references) {
      if (reference.getPropertyName() != null) {
        if (out.length() > 0) {
          out.append('.');
        }
        out.append(reference.getPropertyName());
      } else if (reference.getIndex() >= 0) {
        out.append('[').append(reference.getIndex()).append(']');
      } else {
        out.append("[?]");
      }
    }
    return out.toString();
  }
}
