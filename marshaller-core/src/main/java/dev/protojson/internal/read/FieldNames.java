package dev.protojson.internal.read;

import com.google.protobuf.Descriptors.FieldDescriptor;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The names a member may have for the fields of one message type, JSON names and proto names, and the field each
 * means. {@code json_name} may make one field's JSON name another field's proto name; such a name means the field
 * of the kind of name the marshaller writes (JSON names, or proto names when it preserves them), so that what it
 * writes reads back, wherever the member stands in the object. Where two fields share a JSON name (as a legacy
 * JSON format allows), it means the first declared.
 */
public final class FieldNames {

  private FieldNames() {}

  /** Each name and the index of its field, in {@code fields}' order: written names first, then the others. */
  public static Map<String, Integer> byName(List<FieldDescriptor> fields, boolean protoNamesWritten) {
    Map<String, Integer> byName = new LinkedHashMap<>();
    for (int pass = 0; pass < 2; pass++) {
      boolean protoNames = (pass == 0) == protoNamesWritten;
      for (int i = 0; i < fields.size(); i++) {
        FieldDescriptor field = fields.get(i);
        byName.putIfAbsent(protoNames ? field.getName() : field.getJsonName(), i);
      }
    }
    return byName;
  }
}
