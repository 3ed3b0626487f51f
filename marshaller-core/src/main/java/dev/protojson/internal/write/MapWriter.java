package dev.protojson.internal.write;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.FieldDescriptor;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Map;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.SerializableString;

/**
 * Writes one map field as a JSON object. Keys become strings ({@code "-1"}, {@code "true"}, unsigned keys
 * unsigned). Sorted output follows JsonFormat's order: numbers and booleans by their signed Java value, strings by
 * their UTF-8 bytes (code point order).
 */
public final class MapWriter {

  private static final Comparator<Object> UTF8_ORDER = (a, b) -> ByteString.unsignedLexicographicalComparator()
      .compare(ByteString.copyFromUtf8((String) a), ByteString.copyFromUtf8((String) b));

  @SuppressWarnings("unchecked")
  private static final Comparator<Object> NATURAL_ORDER = (a, b) -> ((Comparable<Object>) a).compareTo(b);

  private enum KeyKind {
    SIGNED, UINT32, UINT64, OTHER
  }

  private final KeyKind keyKind;
  private final ElementWriter values;
  private final Comparator<Object> order;
  private final boolean always;

  private MapWriter(KeyKind keyKind, ElementWriter values, Comparator<Object> order, boolean always) {
    this.keyKind = keyKind;
    this.values = values;
    this.order = order;
    this.always = always;
  }

  /** For a map whose entry type has key field {@code key}; {@code sort} and {@code always} are the options. */
  public static MapWriter of(FieldDescriptor key, ElementWriter values, boolean sort, boolean always) {
    KeyKind kind = switch (key.getType()) {
      case UINT32, FIXED32 -> KeyKind.UINT32;
      case UINT64, FIXED64 -> KeyKind.UINT64;
      case INT32, SINT32, SFIXED32, INT64, SINT64, SFIXED64 -> KeyKind.SIGNED;
      default -> KeyKind.OTHER;
    };
    Comparator<Object> order = !sort ? null
        : key.getType() == FieldDescriptor.Type.STRING ? UTF8_ORDER : NATURAL_ORDER;
    return new MapWriter(kind, values, order, always);
  }

  void write(JsonGenerator g, SerializableString name, Map<?, ?> map) {
    if (map.isEmpty() && !always) {
      return;
    }
    g.writeName(name);
    g.writeStartObject(map);
    if (order == null || map.size() < 2) {
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        entry(g, name, entry.getKey(), entry.getValue());
      }
    } else {
      Object[] keys = map.keySet().toArray();
      Arrays.sort(keys, order);
      for (Object key : keys) {
        entry(g, name, key, map.get(key));
      }
    }
    g.writeEndObject();
  }

  private void entry(JsonGenerator g, SerializableString name, Object key, Object value) {
    String text = key(key);
    g.writeName(text);
    try {
      values.write(g, value);
    } catch (WriteFailure e) {
      throw e.under("[" + text + "]").under(name.getValue());
    }
  }

  private String key(Object key) {
    return switch (keyKind) {
      case UINT32 -> Integer.toUnsignedString((Integer) key);
      case UINT64 -> Long.toUnsignedString((Long) key);
      default -> key.toString();
    };
  }
}
