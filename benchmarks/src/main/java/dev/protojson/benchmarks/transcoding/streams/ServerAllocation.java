package dev.protojson.benchmarks.transcoding.streams;

import java.lang.management.ManagementFactory;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The bytes the server's threads allocate and the CPU time they use while it runs: every thread of the JVM but the
 * clients' (told by name) and its own, sampled every two milliseconds with {@code ThreadMXBean}. A thread that ends
 * loses what it did since its last sample, so the figures are lower bounds by at most two milliseconds of a thread's
 * work.
 */
final class ServerAllocation implements AutoCloseable {

  private static final com.sun.management.ThreadMXBean THREADS =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

  private final Predicate<String> client;
  private final Map<Long, Long> first = new HashMap<>();
  private final Map<Long, Long> last = new HashMap<>();
  private final Map<Long, Long> firstCpu = new HashMap<>();
  private final Map<Long, Long> lastCpu = new HashMap<>();
  private final Thread sampler;
  private volatile boolean running = true;

  private ServerAllocation(Predicate<String> client) {
    this.client = client;
    sample(true);
    sampler = new Thread(this::run, "allocation-sampler");
    sampler.setDaemon(true);
    sampler.start();
  }

  /** Starts measuring the threads whose names {@code client} does not accept. */
  static ServerAllocation start(Predicate<String> client) {
    return new ServerAllocation(client);
  }

  private void run() {
    while (running) {
      sample(false);
      try {
        Thread.sleep(2);
      } catch (InterruptedException e) {
        return;
      }
    }
  }

  private synchronized void sample(boolean start) {
    Thread[] threads = new Thread[Thread.activeCount() * 2 + 16];
    int count = Thread.enumerate(threads);
    for (int i = 0; i < count; i++) {
      Thread thread = threads[i];
      if (thread == sampler || thread.getName().equals("allocation-sampler") || client.test(thread.getName())) {
        continue;
      }
      long id = thread.getId();
      long bytes = THREADS.getThreadAllocatedBytes(id);
      long cpu = THREADS.getThreadCpuTime(id);
      if (bytes < 0 || cpu < 0) {
        continue;
      }
      // a thread that starts after the start did all it did during the measurement
      first.putIfAbsent(id, start ? bytes : 0L);
      last.put(id, bytes);
      firstCpu.putIfAbsent(id, start ? cpu : 0L);
      lastCpu.put(id, cpu);
    }
  }

  /** Stops and answers the bytes allocated since the start. */
  @Override
  public synchronized void close() {
    running = false;
    sampler.interrupt();
    sample(false);
  }

  synchronized long bytes() {
    return since(first, last);
  }

  synchronized long cpuNanos() {
    return since(firstCpu, lastCpu);
  }

  private static long since(Map<Long, Long> first, Map<Long, Long> last) {
    long total = 0;
    for (Map.Entry<Long, Long> thread : last.entrySet()) {
      total += thread.getValue() - first.get(thread.getKey());
    }
    return total;
  }
}
