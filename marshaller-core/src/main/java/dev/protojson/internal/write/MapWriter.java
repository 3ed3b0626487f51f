package dev.protojson.internal.write;

import dev.protojson.internal.WriteFailure;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Map;
import java.util.function.Function;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.SerializableString;

/**
 * Writes one map field as a JSON object: each key as its text, each value by the value kind's writer. Both come
 * from the table of field kinds, which also gives the order of sorted output.
 */
public final class MapWriter {

  private final Function<Object, String> keyText;
  private final ValueWriter values;
  private final Comparator<Object> order;
  private final boolean always;

  /**
   * @param keyText the JSON name of a key ({@code "-1"}, {@code "true"}, unsigned keys unsigned)
   * @param order the order of keys when the marshaller sorts them, or null to write them in the map's order
   * @param always whether an empty map is written ({@code {}}) rather than left out
   */
  public MapWriter(Function<Object, String> keyText, ValueWriter values, Comparator<Object> order, boolean always) {
    this.keyText = keyText;
    this.values = values;
    this.order = order;
    this.always = always;
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
    String text = keyText.apply(key);
    g.writeName(text);
    try {
      values.write(g, value);
    } catch (WriteFailure e) {
      throw e.under("[" + text + "]").underField(name);
    }
  }
}
