package dev.protojson.internal.read;

import java.lang.invoke.VarHandle;

/**
 * Well-formed UTF-8 as RFC 3629 defines it: shortest forms only, no surrogates, nothing above U+10FFFF. Jackson's
 * UTF-8 parser checks only that a sequence has its continuation bytes, so an overlong form such as {@code C0 AF}
 * would be read as {@code /}: input is checked here before Jackson reads it, as the byte-level methods check it.
 */
final class Utf8 {

  private static final VarHandle LONGS = ExpectedName.LONGS;
  private static final long HIGH_BITS = 0x8080808080808080L;

  private Utf8() {}

  /**
   * The sequence at {@code i}, whose first byte is 0x80 or more: its code point shifted left by 8 bits, with its
   * length in the low 8 bits; -1 if it is not well-formed or runs past {@code end}.
   */
  static long sequence(byte[] in, int i, int end) {
    int lead = in[i] & 0xFF;
    int length;
    int min;
    int cp;
    if (lead >= 0xC2 && lead < 0xE0) {
      length = 2;
      min = 0x80;
      cp = lead & 0x1F;
    } else if (lead >= 0xE0 && lead < 0xF0) {
      length = 3;
      min = 0x800;
      cp = lead & 0x0F;
    } else if (lead >= 0xF0 && lead < 0xF5) {
      length = 4;
      min = 0x10000;
      cp = lead & 0x07;
    } else {
      return -1;
    }
    if (i + length > end) {
      return -1;
    }
    for (int k = 1; k < length; k++) {
      int b = in[i + k] & 0xFF;
      if ((b & 0xC0) != 0x80) {
        return -1;
      }
      cp = cp << 6 | (b & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
      return -1;
    }
    return (long) cp << 8 | length;
  }

  /** Whether every byte of {@code in} is ASCII, which makes it well-formed UTF-8 and Latin-1 alike. */
  static boolean ascii(byte[] in) {
    int i = 0;
    long or = 0;
    for (int last = in.length - Long.BYTES; i <= last; i += Long.BYTES) {
      or |= (long) LONGS.get(in, i);
    }
    for (; i < in.length; i++) {
      or |= in[i];
    }
    return (or & HIGH_BITS) == 0;
  }

  /** Where the first byte that does not start a well-formed sequence is, from {@code start}; -1 if none is. */
  static int firstInvalid(byte[] in, int start, int end) {
    int i = start;
    while (i < end) {
      // ASCII 32 bytes at a time in a tight loop, then eight: most JSON is ASCII, and this check runs over whole
      // documents before Jackson's parser reads them.
      for (int last = end - 4 * Long.BYTES; i <= last; i += 4 * Long.BYTES) {
        if ((((long) LONGS.get(in, i) | (long) LONGS.get(in, i + 8) | (long) LONGS.get(in, i + 16)
            | (long) LONGS.get(in, i + 24)) & HIGH_BITS) != 0) {
          break;
        }
      }
      if (i >= end) {
        break;
      }
      if (i + Long.BYTES <= end && ((long) LONGS.get(in, i) & HIGH_BITS) == 0) {
        i += Long.BYTES;
      } else if (in[i] >= 0) {
        i++;
      } else {
        long sequence = sequence(in, i, end);
        if (sequence < 0) {
          return i;
        }
        i += (int) (sequence & 0xFF);
      }
    }
    return -1;
  }

  /**
   * Whether the bytes from {@code i} to {@code end} are the start of a sequence that more bytes may complete: a
   * lead byte and only continuation bytes after it, fewer than the sequence needs.
   */
  static boolean unfinished(byte[] in, int i, int end) {
    int lead = in[i] & 0xFF;
    int length = lead >= 0xC2 && lead < 0xE0 ? 2 : lead >= 0xE0 && lead < 0xF0 ? 3 : lead >= 0xF0 && lead < 0xF5 ? 4
        : 0;
    if (end - i >= length) {
      return false;
    }
    for (int k = i + 1; k < end; k++) {
      if ((in[k] & 0xC0) != 0x80) {
        return false;
      }
    }
    return true;
  }

  /** What is wrong with the sequence at {@code i}, which {@link #sequence} refused, for an error message. */
  static String problem(byte[] in, int i, int end) {
    int lead = in[i] & 0xFF;
    String bytes = String.format("0x%02X", lead);
    if (lead < 0xC0) {
      return "byte " + bytes + " continues no sequence";
    }
    if (lead >= 0xF8) {
      return "byte " + bytes + " starts no sequence";
    }
    if (lead < 0xC2 || lead == 0xE0 && i + 1 < end && (in[i + 1] & 0xFF) < 0xA0
        || lead == 0xF0 && i + 1 < end && (in[i + 1] & 0xFF) < 0x90) {
      return "the sequence starting with byte " + bytes + " is an overlong form";
    }
    if (lead >= 0xF5 || lead == 0xF4 && i + 1 < end && (in[i + 1] & 0xFF) >= 0x90) {
      return "the sequence starting with byte " + bytes + " is beyond U+10FFFF";
    }
    if (lead == 0xED && i + 1 < end && (in[i + 1] & 0xFF) >= 0xA0) {
      return "the sequence starting with byte " + bytes + " encodes a surrogate";
    }
    return "the sequence starting with byte " + bytes + " is cut short";
  }
}
