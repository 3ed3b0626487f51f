package dev.protojson.internal.read;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import tools.jackson.core.io.SerializedString;

/**
 * The JSON name of the field a reader expects next, as Jackson's parsers take it, and also as the bytes
 * {@code "name":} in eight-byte words, which {@link DirectStringParser} compares with the input a word at a time.
 */
public final class ExpectedName extends SerializedString {

  private static final long serialVersionUID = 1L;
  static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /** {@code "name":} as Jackson writes the name (escaped where JSON needs it), little-endian, zero-padded. */
  final long[] words;
  /** The bytes of the last word that belong to the name; the others are the input's and are masked off. */
  final long lastMask;
  /** The length of {@code "name":}: where the value starts, counted from the opening quote. */
  final int length;

  public ExpectedName(String name) {
    super(name);
    byte[] quoted = asQuotedUTF8();
    length = quoted.length + 3;
    byte[] pattern = new byte[(length + Long.BYTES - 1) / Long.BYTES * Long.BYTES];
    pattern[0] = '"';
    System.arraycopy(quoted, 0, pattern, 1, quoted.length);
    pattern[quoted.length + 1] = '"';
    pattern[quoted.length + 2] = ':';
    words = new long[pattern.length / Long.BYTES];
    for (int i = 0; i < words.length; i++) {
      words[i] = (long) LONGS.get(pattern, i * Long.BYTES);
    }
    int tail = length - (words.length - 1) * Long.BYTES;
    lastMask = tail == Long.BYTES ? -1L : (1L << (8 * tail)) - 1;
  }
}
