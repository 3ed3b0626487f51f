package dev.protojson.internal.write;

import java.util.Arrays;
import java.util.List;

/**
 * For measurements (and {@code latin1} for applications that must not touch {@code sun.misc.Unsafe}): turns single
 * techniques of {@link FastJsonGenerator} and {@link JsonOutput} off, so that a benchmark can show what each one is
 * worth with everything else unchanged. {@code -Dprotojson.write.off=} a comma-separated list of: {@code prefix} (a
 * field's {@code ,"name":} and its value with one bounds check), {@code digits} (numbers, timestamps and durations
 * straight into the buffer), {@code decimals} (doubles and floats as their shortest decimal straight into the
 * buffer, {@link ShortestDecimal}), {@code raw} (pre-encoded enum names and booleans), {@code base64} (bytes encoded
 * straight from the ByteString), {@code strings} (protojson's string loops), {@code document} (whole documents built
 * in the generator's buffer and copied once), {@code kept} (a platform thread's document buffers taken without
 * Jackson's atomic recycler), {@code latin1} (ASCII strings copied eight bytes at a time from the bytes a string
 * keeps them in, {@link Latin1Strings}). Read once; the output is the same either way, except that with
 * {@code decimals} off Java 17 and 18 write some doubles and floats with more digits than needed.
 */
final class Techniques {

  static final String PROPERTY = "protojson.write.off";

  private static final List<String> OFF = Arrays.asList(System.getProperty(PROPERTY, "").split(","));

  static final boolean PREFIX = on("prefix");
  static final boolean DIGITS = on("digits");
  static final boolean DECIMALS = on("decimals");
  static final boolean RAW = on("raw");
  static final boolean BASE64 = on("base64");
  static final boolean STRINGS = on("strings");
  static final boolean DOCUMENT = on("document");
  static final boolean KEPT = on("kept");
  static final boolean LATIN1 = on("latin1");

  private Techniques() {}

  private static boolean on(String technique) {
    return !OFF.contains(technique);
  }
}
