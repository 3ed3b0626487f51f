package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import java.lang.ref.WeakReference;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Puts map entries into a builder that keeps a map field as a list of entry messages ({@code DynamicMessage}), with
 * a generated map's rule: an entry whose key is there already replaces it in its place. Where each key sits is
 * remembered per thread for the few maps being read at once (a map inside a map's values), so a map of n entries
 * costs n look-ups, not n² comparisons; the index is made again from the list if the builder changed in between.
 * The byte-level loop, which reads a map into a new builder and gives up on a key given twice, adds entries as
 * they come and counts the distinct keys once at the end ({@link #distinctKeys}).
 */
final class MapEntries {

  private static final int SLOTS = 8;
  private static final int FEW = 8;
  private static final ThreadLocal<MapEntries[]> RECENT = ThreadLocal.withInitial(() -> new MapEntries[SLOTS]);

  private final WeakReference<Message.Builder> builder;
  private final FieldDescriptor field;
  private final Map<Object, Integer> positions = new HashMap<>();

  private MapEntries(Message.Builder builder, FieldDescriptor field) {
    this.builder = new WeakReference<>(builder);
    this.field = field;
    FieldDescriptor key = field.getMessageType().findFieldByNumber(1);
    for (int i = 0, n = builder.getRepeatedFieldCount(field); i < n; i++) {
      positions.put(((Message) builder.getRepeatedField(field, i)).getField(key), i);
    }
  }

  /** Puts {@code entry}, whose key is {@code key}, into the map field {@code field} of {@code builder}. */
  static void put(Message.Builder builder, FieldDescriptor field, Object key, Message entry) {
    MapEntries index = of(builder, field);
    Integer at = index.positions.get(key);
    if (at != null) {
      builder.setRepeatedField(field, at, entry);
    } else {
      index.positions.put(key, builder.getRepeatedFieldCount(field));
      builder.addRepeatedField(field, entry);
    }
  }

  /**
   * The number of distinct keys among {@code entries}, entry messages whose key field is {@code key}: compared
   * pairwise for a few entries, where a set would cost more than the comparisons.
   */
  static int distinctKeys(List<?> entries, FieldDescriptor key) {
    int n = entries.size();
    if (n <= FEW) {
      Object[] keys = new Object[n];
      int distinct = 0;
      for (Object entry : entries) {
        Object k = ((Message) entry).getField(key);
        boolean again = false;
        for (int i = 0; i < distinct && !again; i++) {
          again = keys[i].equals(k);
        }
        if (!again) {
          keys[distinct++] = k;
        }
      }
      return distinct;
    }
    Set<Object> keys = new HashSet<>(n * 4 / 3 + 1);
    for (Object entry : entries) {
      keys.add(((Message) entry).getField(key));
    }
    return keys.size();
  }

  private static MapEntries of(Message.Builder builder, FieldDescriptor field) {
    MapEntries[] recent = RECENT.get();
    int count = builder.getRepeatedFieldCount(field);
    for (int i = 0; i < SLOTS; i++) {
      MapEntries index = recent[i];
      if (index != null && index.field == field && index.builder.get() == builder
          && index.positions.size() == count) {
        moveToFront(recent, i);
        return index;
      }
    }
    MapEntries made = new MapEntries(builder, field);
    System.arraycopy(recent, 0, recent, 1, SLOTS - 1);
    recent[0] = made;
    return made;
  }

  private static void moveToFront(MapEntries[] recent, int i) {
    if (i > 0) {
      MapEntries index = recent[i];
      System.arraycopy(recent, 0, recent, 1, i);
      recent[0] = index;
    }
  }
}
