package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.WriteFailure;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The values of a message known by its descriptor alone, in the form the writers' helpers take: from the message
 * itself, or from its set fields gathered once ({@link #fields}), as both writers of such types do for types of
 * many fields: the ones generated per descriptor ({@link DescriptorValues}) and the interpreter
 * ({@link DynamicWriter}).
 */
public final class DynamicValues {

  /**
   * Types with at least this many fields gather their set fields ({@link #fields}); a smaller one searches its few
   * set fields per field, which costs less than the array (People's four-field persons: no faster gathered, and
   * twice the bytes).
   */
  private static final int GATHERED_FROM = 8;

  private DynamicValues() {}

  /** Whether the writers of {@code type}, generated or interpreted, gather a message's set fields first. */
  static boolean gathers(Descriptor type) {
    return type.getFields().size() >= GATHERED_FROM;
  }

  /**
   * The values of the fields of {@code message} that are set, by field index, null where a field is not set. One
   * pass over {@code getAllFields()}, which a {@code DynamicMessage} answers with its own sorted map of set fields,
   * where a {@code getField} per field would search that map every time.
   *
   * @param first the first field of the message's type, which names the type ({@link #checked})
   * @param count the number of fields of that type (a constant of the caller: {@code getFields()} makes a list)
   */
  public static Object[] fields(Message message, FieldDescriptor first, int count) {
    checked(message, first);
    Object[] values = new Object[count];
    for (Map.Entry<FieldDescriptor, Object> field : message.getAllFields().entrySet()) {
      FieldDescriptor descriptor = field.getKey();
      if (!descriptor.isExtension()) {
        values[descriptor.getIndex()] = field.getValue();
      }
    }
    return values;
  }

  /**
   * {@code message}, if it is of the type whose first field is {@code first}: a message of another type, which a
   * {@code DynamicMessage.Builder} accepts as a field's value, is refused, naming both types.
   */
  public static Message checked(Message message, FieldDescriptor first) {
    Descriptor type = first.getContainingType();
    Descriptor actual = message.getDescriptorForType();
    if (actual != type) {
      throw new WriteFailure(actual.getFullName().equals(type.getFullName())
          // Two copies of one type, say from a descriptor set built twice: the names alone would read the same.
          ? "A message of type " + type.getFullName() + " built from another copy of its descriptor: build a"
              + " field's messages from the descriptor the field names (getMessageType())"
          : "A message of type " + actual.getFullName() + " where " + type.getFullName() + " is expected");
    }
    return message;
  }

  /**
   * A message field's value if it is set; null if it is not, where {@code getField} would make a new empty
   * message every time.
   */
  public static Message messageIfSet(Message message, FieldDescriptor field) {
    return message.hasField(field) ? (Message) message.getField(field) : null;
  }

  /** {@link #map(Object[], FieldDescriptor, FieldDescriptor, FieldDescriptor)} of a message's field. */
  public static Map<Object, Object> map(Message message, FieldDescriptor field, FieldDescriptor key,
      FieldDescriptor value) {
    return entries((List<?>) message.getField(field), key, value);
  }

  /** Whether the field is set, among the {@link #fields} of a message. */
  public static boolean isSet(Object[] values, FieldDescriptor field) {
    return values[field.getIndex()] != null;
  }

  /** A singular scalar or enum field's value, its default where it is not set, as {@code getField} has it. */
  public static Object value(Object[] values, FieldDescriptor field) {
    Object value = values[field.getIndex()];
    return value != null ? value : field.getDefaultValue();
  }

  /** A message field's value; null where it is not set. */
  public static Message message(Object[] values, FieldDescriptor field) {
    return (Message) values[field.getIndex()];
  }

  /** A repeated field's values. */
  public static List<?> list(Object[] values, FieldDescriptor field) {
    Object list = values[field.getIndex()];
    return list != null ? (List<?>) list : List.of();
  }

  /**
   * A map field's entries as the map a generated class holds: by key, a key given again (as the binary form
   * allows) replacing the earlier value in its place.
   *
   * @param key the entry type's key field
   * @param value the entry type's value field
   */
  public static Map<Object, Object> map(Object[] values, FieldDescriptor field, FieldDescriptor key,
      FieldDescriptor value) {
    return entries(list(values, field), key, value);
  }

  private static Map<Object, Object> entries(List<?> entries, FieldDescriptor key, FieldDescriptor value) {
    if (entries.isEmpty()) {
      return Map.of();
    }
    Map<Object, Object> map = new LinkedHashMap<>(entries.size() * 4 / 3 + 1);
    for (Object entry : entries) {
      // An entry's set fields in one pass, where a getField per field searches them twice.
      Object k = null;
      Object v = null;
      for (Map.Entry<FieldDescriptor, Object> field : ((Message) entry).getAllFields().entrySet()) {
        if (field.getKey() == key) {
          k = field.getValue();
        } else if (field.getKey() == value) {
          v = field.getValue();
        }
      }
      map.put(k != null ? k : ((Message) entry).getField(key), v != null ? v : ((Message) entry).getField(value));
    }
    return map;
  }
}
