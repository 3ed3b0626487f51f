package dev.protojson.benchmarks.startupapp;

import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.stream.Collectors;
import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.openmbean.CompositeData;

/**
 * The bytes a JVM has allocated on the heap so far: the heap in use now plus what every collection freed. Unlike
 * the per-thread counters this includes threads that have ended (Boot's background pre-initialiser, for one). It is
 * exact up to what the collector counts as used: G1 counts eden by whole regions and thread-local buffers as soon
 * as they are handed out, an error of a few MB at most, the same in every run. A collection the collector does not
 * report through its MXBeans (on JDK 17, G1's concurrent clean-up) would be missed; at start-up with a heap of
 * fixed size none runs.
 */
final class AllocationMeter {

  /** What was measured, in bytes. */
  record Reading(long heapBytes, long liveThreadBytes, long collections, long collectionsBeforeStart) {}

  private static final AtomicLong freed = new AtomicLong();
  private static final AtomicLong reported = new AtomicLong();
  private static volatile long collectionsBeforeStart = -1;

  private AllocationMeter() {}

  /** Starts counting what collections free; call first thing in {@code main}. */
  static synchronized void start() {
    if (collectionsBeforeStart >= 0) {
      return;
    }
    Set<String> heapPools = ManagementFactory.getMemoryPoolMXBeans().stream()
        .filter(pool -> pool.getType() == MemoryType.HEAP)
        .map(MemoryPoolMXBean::getName)
        .collect(Collectors.toUnmodifiableSet());
    for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
      ((NotificationEmitter) collector).addNotificationListener(
          (notification, handback) -> record(notification, heapPools), null, null);
    }
    collectionsBeforeStart = collections();
  }

  private static void record(Notification notification, Set<String> heapPools) {
    if (!GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
      return;
    }
    var info = GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData()).getGcInfo();
    freed.addAndGet(heapUsed(info.getMemoryUsageBeforeGc(), heapPools)
        - heapUsed(info.getMemoryUsageAfterGc(), heapPools));
    reported.incrementAndGet();
  }

  private static long heapUsed(Map<String, MemoryUsage> pools, Set<String> heapPools) {
    long used = 0;
    for (Map.Entry<String, MemoryUsage> pool : pools.entrySet()) {
      if (heapPools.contains(pool.getKey())) {
        used += pool.getValue().getUsed();
      }
    }
    return used;
  }

  /** What has been allocated until now; waits briefly for the notifications of collections that just ran. */
  static Reading read() {
    long collections;
    long heapUsed;
    do { // the heap in use and the collections counted must be from the same moment
      collections = collections();
      heapUsed = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    } while (collections != collections());
    long deadline = System.nanoTime() + 2_000_000_000L;
    // notifications arrive on a service thread, shortly after the collection
    while (reported.get() < collections - collectionsBeforeStart && System.nanoTime() < deadline) {
      LockSupport.parkNanos(100_000);
    }
    if (reported.get() != collections - collectionsBeforeStart) {
      throw new IllegalStateException((collections - collectionsBeforeStart) + " collections since start, "
          + reported.get() + " reported: the allocation count would be wrong");
    }
    return new Reading(heapUsed + freed.get(), liveThreadBytes(), collections, collectionsBeforeStart);
  }

  private static long collections() {
    long count = 0;
    for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
      count += Math.max(0, collector.getCollectionCount());
    }
    return count;
  }

  /** The per-thread counters of the threads alive now: a cross-check that undercounts ended threads. */
  private static long liveThreadBytes() {
    var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long sum = 0;
    for (long allocated : threads.getThreadAllocatedBytes(threads.getAllThreadIds())) {
      sum += Math.max(0, allocated);
    }
    return sum;
  }
}
