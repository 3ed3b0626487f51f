package dev.protojson.internal.read;

import java.lang.invoke.VarHandle;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;

/**
 * The field names of one message type (JSON and proto names) as UTF-8 bytes, found from a name's bytes in the
 * input without making a {@code String}: open addressing with linear probing on a hash of the bytes. For the
 * byte-level loop's names other than the one it expected.
 */
final class ByteNames {

  private static final VarHandle LONGS = ExpectedName.LONGS;

  private final byte[][] names;
  private final int[] fields;

  /** @param byName each name and the index of its field */
  ByteNames(Map<String, Integer> byName) {
    int size = Integer.highestOneBit(Math.max(1, byName.size()) * 2) * 2;
    names = new byte[size][];
    fields = new int[size];
    byName.forEach((name, field) -> {
      byte[] bytes = name.getBytes(StandardCharsets.UTF_8);
      int slot = slot(hash(bytes, 0, bytes.length));
      while (names[slot] != null) {
        slot = (slot + 1) & (size - 1);
      }
      names[slot] = bytes;
      fields[slot] = field;
    });
  }

  /** The field whose name is {@code in[start..end)}, or -1. */
  int find(byte[] in, int start, int end) {
    for (int slot = slot(hash(in, start, end)); ; slot = (slot + 1) & (names.length - 1)) {
      byte[] name = names[slot];
      if (name == null) {
        return -1;
      }
      if (Arrays.equals(in, start, end, name, 0, name.length)) {
        return fields[slot];
      }
    }
  }

  private int slot(int hash) {
    return (hash ^ (hash >>> 16)) & (names.length - 1);
  }

  /**
   * A name's length with its first and last eight bytes, two reads for a name of eight bytes or more (most field
   * names), instead of a step per byte: read for every member out of the expected order.
   */
  private static int hash(byte[] bytes, int start, int end) {
    int length = end - start;
    if (length >= Long.BYTES) {
      long mixed = ((long) LONGS.get(bytes, start) * 0x9E3779B97F4A7C15L)
          ^ ((long) LONGS.get(bytes, end - Long.BYTES) * 0xC2B2AE3D27D4EB4FL) ^ length;
      return (int) (mixed ^ (mixed >>> 32));
    }
    int hash = length;
    for (int i = start; i < end; i++) {
      hash = 31 * hash + bytes[i];
    }
    return hash;
  }
}
