package dev.protojson.internal;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import tools.jackson.core.util.BufferRecycler;
import tools.jackson.core.util.JsonRecyclerPools;
import tools.jackson.core.util.RecyclerPool;

/**
 * Where protojson's parsers and generators get Jackson's buffers. A platform thread keeps its own in a
 * thread-local, which costs nothing per document; a virtual thread, which usually serves one request and would
 * start with empty buffers every time, takes them from a pool shared by all threads (Jackson 3's default for every
 * thread, which costs a queue node and two atomic operations per document: a tenth of the time it takes to read a
 * request-sized message).
 */
public final class BufferPool implements RecyclerPool<BufferRecycler> {

  private static final long serialVersionUID = 1L;

  /** One pool for all marshallers: its size follows the number of concurrent virtual-thread users. */
  public static final BufferPool SHARED = new BufferPool();

  /** {@code Thread.isVirtual()} where the JVM has it (Java 21 and later); protojson compiles for Java 17. */
  private static final MethodHandle IS_VIRTUAL = isVirtualMethod();

  private final RecyclerPool<BufferRecycler> platformThreads = JsonRecyclerPools.threadLocalPool();
  private final RecyclerPool<BufferRecycler> virtualThreads = JsonRecyclerPools.newConcurrentDequePool();

  private BufferPool() {}

  private static MethodHandle isVirtualMethod() {
    try {
      return MethodHandles.publicLookup().findVirtual(Thread.class, "isVirtual",
          MethodType.methodType(boolean.class));
    } catch (NoSuchMethodException | IllegalAccessException e) {
      return null;
    }
  }

  public static boolean isVirtual(Thread thread) {
    if (IS_VIRTUAL == null) {
      return false;
    }
    try {
      return (boolean) IS_VIRTUAL.invokeExact(thread);
    } catch (Throwable e) {
      return false;
    }
  }

  /**
   * A recycler from the pool for {@code virtual} threads or for platform threads. A shared one is linked to the
   * shared pool and goes back there when released, whichever thread releases it; a thread-local one is never
   * handed to another thread.
   */
  BufferRecycler acquireFor(boolean virtual) {
    return (virtual ? virtualThreads : platformThreads).acquireAndLinkPooled();
  }

  @Override
  public BufferRecycler acquireAndLinkPooled() {
    return acquireFor(isVirtual(Thread.currentThread()));
  }

  @Override
  public BufferRecycler acquirePooled() {
    return acquireAndLinkPooled();
  }

  /** Returns {@code recycler} to the pool it came from; a thread-local one stays with its thread. */
  @Override
  public void releasePooled(BufferRecycler recycler) {
    recycler.releaseToPool();
  }

  @Override
  public int pooledCount() {
    return virtualThreads.pooledCount();
  }

  @Override
  public boolean clear() {
    return virtualThreads.clear();
  }
}
