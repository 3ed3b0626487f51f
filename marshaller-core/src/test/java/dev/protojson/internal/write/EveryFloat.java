package dev.protojson.internal.write;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Not a test that the build runs (it takes minutes): every float {@link ShortestDecimal} writes, against
 * {@link Float#toString} of a Java of version 19 or later, which is specified to give the same text. Run with
 * {@code java -cp <core's classes, test classes and jackson-core> dev.protojson.internal.write.EveryFloat}; exits
 * with 1 if any float differs.
 */
public final class EveryFloat {

  private EveryFloat() {}

  public static void main(String[] args) throws InterruptedException {
    if (Runtime.version().feature() < 19) {
      System.err.println("needs Java 19 or later, whose Float.toString gives the shortest decimal");
      System.exit(2);
    }
    int threads = Runtime.getRuntime().availableProcessors();
    AtomicLong checked = new AtomicLong();
    AtomicLong differing = new AtomicLong();
    Thread[] workers = new Thread[threads];
    for (int t = 0; t < threads; t++) {
      int first = t;
      workers[t] = new Thread(() -> check(first, threads, checked, differing));
      workers[t].start();
    }
    for (Thread worker : workers) {
      worker.join();
    }
    System.out.println("floats checked: " + checked + ", differing: " + differing + ", Java "
        + System.getProperty("java.version"));
    System.exit(differing.get() == 0 ? 0 : 1);
  }

  private static void check(long first, int step, AtomicLong checked, AtomicLong differing) {
    byte[] buffer = new byte[ShortestDecimal.MAX_LENGTH];
    long count = 0;
    long wrong = 0;
    for (long bits = first; bits <= 0xFFFF_FFFFL; bits += step) {
      float value = Float.intBitsToFloat((int) bits);
      if (!ShortestDecimal.takes(value)) {
        continue;
      }
      int end = ShortestDecimal.write(value, buffer, 0);
      String expected = Float.toString(value);
      boolean same = expected.length() == end;
      for (int i = 0; same && i < end; i++) {
        same = expected.charAt(i) == buffer[i];
      }
      count++;
      if (!same && wrong++ < 10) {
        System.out.println("differs: " + expected);
      }
    }
    checked.addAndGet(count);
    differing.addAndGet(wrong);
  }
}
