package dev.protojson.benchmarks.scale;

import dev.protojson.benchmarks.scale.proto.AtScale;
import java.util.Random;

/** The documents of {@link AtScaleBenchmark}: one very large map of labels, or one very large list of samples. */
final class ScaleData {

  private ScaleData() {
  }

  /**
   * {@code entries} labels such as {@code "key-123456" -> "value of 123456"}; one value in 16 is in French with an
   * accent, one in 64 in Japanese with an emoji, so that the text is not all ASCII.
   */
  static AtScale labels(int entries) {
    AtScale.Builder builder = AtScale.newBuilder();
    for (int i = 0; i < entries; i++) {
      String value;
      if (i % 64 == 63) {
        value = "\u5024 " + i + " \u65e5\u672c \ud83d\ude00";
      } else if (i % 16 == 15) {
        value = "valeur de " + i + ", caf\u00e9";
      } else {
        value = "value of " + i;
      }
      builder.putLabels("key-" + i, value);
    }
    return builder.build();
  }

  /** {@code elements} samples of every size and sign, from a fixed seed. */
  static AtScale samples(int elements) {
    Random random = new Random(47);
    AtScale.Builder builder = AtScale.newBuilder();
    for (int i = 0; i < elements; i++) {
      // Mostly small numbers, as measurements and counters are, with some of every width.
      int bits = 1 + random.nextInt(i % 8 == 0 ? 31 : 16);
      int sample = random.nextInt() >>> (32 - bits);
      builder.addSamples(random.nextBoolean() ? sample : -sample);
    }
    return builder.build();
  }
}
