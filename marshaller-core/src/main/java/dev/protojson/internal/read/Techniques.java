package dev.protojson.internal.read;

import java.util.Arrays;
import java.util.List;

/**
 * For measurements only: turns single techniques of {@link DirectStringParser} and the value readers off, so that
 * a benchmark can show what each one is worth with everything else unchanged. {@code -Dprotojson.read.off=} a
 * comma-separated list of: {@code names} (the name a reader expects next compared with the input as eight-byte
 * words), {@code strings} (ASCII strings made straight from the input bytes), {@code decimals} (short decimals
 * converted by protojson instead of Jackson's double parsing), {@code reference} (the shared redacted content
 * reference instead of one per document), {@code kept} (a platform thread's parser kept for its byte-array
 * documents), {@code bytes} (whole byte-array documents read into new messages by the readers' byte-level methods,
 * {@link ByteInput}). Read once; what is read, and every error, is the same either way.
 */
final class Techniques {

  static final String PROPERTY = "protojson.read.off";

  private static final List<String> OFF = Arrays.asList(System.getProperty(PROPERTY, "").split(","));

  static final boolean NAMES = on("names");
  static final boolean STRINGS = on("strings");
  static final boolean DECIMALS = on("decimals");
  static final boolean REFERENCE = on("reference");
  static final boolean KEPT = on("kept");
  static final boolean BYTES = on("bytes");

  private Techniques() {}

  private static boolean on(String technique) {
    return !OFF.contains(technique);
  }
}
