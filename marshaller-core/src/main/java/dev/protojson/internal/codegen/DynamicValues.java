package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The values of a message known by its descriptor alone that take more than one call to fetch, in the form the
 * writers' helpers take. Both writers of such types, the generated one ({@link DescriptorValues}) and the
 * interpreter ({@link DynamicWriter}), fetch them here.
 */
public final class DynamicValues {

  private DynamicValues() {}

  /**
   * A message field's value if it is set; null if it is not, where {@code getField} would make a new empty
   * message every time.
   */
  public static Message messageIfSet(Message message, FieldDescriptor field) {
    return message.hasField(field) ? (Message) message.getField(field) : null;
  }

  /**
   * A map field's entries as the map a generated class holds: by key, a key given again (as the binary form
   * allows) replacing the earlier value in its place.
   *
   * @param key the entry type's key field
   * @param value the entry type's value field
   */
  public static Map<Object, Object> map(Message message, FieldDescriptor field, FieldDescriptor key,
      FieldDescriptor value) {
    List<?> entries = (List<?>) message.getField(field);
    Map<Object, Object> map = new LinkedHashMap<>();
    for (Object entry : entries) {
      Message pair = (Message) entry;
      map.put(pair.getField(key), pair.getField(value));
    }
    return map;
  }
}
