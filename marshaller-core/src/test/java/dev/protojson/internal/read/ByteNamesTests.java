package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The name table finds every name from its bytes anywhere in the input, and nothing else: short names, long ones,
 * and long ones alike in their length and their first and last eight bytes, whose hashes are the same.
 */
class ByteNamesTests {

  private static final List<String> NAMES = List.of("id", "price", "rating", "reviewCount", "review_count",
      "createdAt", "created_at", "nextPageToken", "aaaaaaaaXbbbbbbbb", "aaaaaaaaYbbbbbbbb", "aaaaaaaaZbbbbbbbb",
      "abcdefgh", "abcdefg", "abcdefghi", "caf\u00e9Cr\u00e8me", "\u65e5\u672c\u8a9e\u306e\u540d\u524d");

  @Test
  void everyNameIsFoundAtAnyPlaceOfTheInput() {
    ByteNames names = table();
    for (int i = 0; i < NAMES.size(); i++) {
      for (String around : new String[] {"", "x", "{\"", "0123456789"}) {
        byte[] input = (around + NAMES.get(i) + "\":1").getBytes(StandardCharsets.UTF_8);
        int start = around.getBytes(StandardCharsets.UTF_8).length;
        int end = start + NAMES.get(i).getBytes(StandardCharsets.UTF_8).length;
        assertThat(names.find(input, start, end)).as(NAMES.get(i)).isEqualTo(i);
      }
    }
  }

  @Test
  void otherNamesAreNotFound() {
    ByteNames names = table();
    for (String other : new String[] {"", "i", "Id", "prices", "reviewcount", "aaaaaaaaWbbbbbbbb", "aaaaaaaabbbbbbbb",
        "abcdefgH", "abcdefghij", "createdAt ", "caf\u00e9Cr\u00e8m\u00e9"}) {
      byte[] input = other.getBytes(StandardCharsets.UTF_8);
      assertThat(names.find(input, 0, input.length)).as(other).isEqualTo(-1);
    }
  }

  /** The table of {@link #NAMES}, each name's field its index. */
  private static ByteNames table() {
    Map<String, Integer> byName = new LinkedHashMap<>();
    for (int i = 0; i < NAMES.size(); i++) {
      byName.put(NAMES.get(i), i);
    }
    return new ByteNames(byName);
  }
}
