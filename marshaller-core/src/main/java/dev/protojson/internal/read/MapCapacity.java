package dev.protojson.internal.read;

import java.util.AbstractMap;
import java.util.Map;
import java.util.Set;

/**
 * A map of no entries that reports a size: given to a builder's {@code putAllFoo}, it makes the builder's
 * {@code HashMap} size its table for that many entries at once ({@code putAll} sizes for the other map's
 * {@code size()} before it copies the entries), and adds nothing. A large map read entry by entry would otherwise
 * double its table about twenty times on the way to a million, rehashing every entry it holds each time.
 */
public final class MapCapacity extends AbstractMap<Object, Object> {

  private final int size;

  private MapCapacity(int size) {
    this.size = size;
  }

  /** Room for {@code size} entries in all. */
  public static Map<Object, Object> of(int size) {
    return new MapCapacity(size);
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public Set<Entry<Object, Object>> entrySet() {
    return Set.of();
  }
}
