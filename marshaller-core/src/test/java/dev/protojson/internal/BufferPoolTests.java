package dev.protojson.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import tools.jackson.core.util.BufferRecycler;

class BufferPoolTests {

  @Test
  void platformThreadsKeepTheirOwnRecycler() throws InterruptedException {
    BufferRecycler first = BufferPool.SHARED.acquireFor(false);
    first.releaseToPool();
    assertThat(BufferPool.SHARED.acquireFor(false)).isSameAs(first);
    AtomicReference<BufferRecycler> other = new AtomicReference<>();
    Thread thread = new Thread(() -> other.set(BufferPool.SHARED.acquireFor(false)));
    thread.start();
    thread.join();
    assertThat(other.get()).isNotNull().isNotSameAs(first);
  }

  @Test
  void virtualThreadsShareRecyclersThatGoBackToTheSharedPool() {
    BufferRecycler one = BufferPool.SHARED.acquireFor(true);
    BufferRecycler two = BufferPool.SHARED.acquireFor(true);
    assertThat(two).isNotSameAs(one);
    int pooled = BufferPool.SHARED.pooledCount();
    BufferPool.SHARED.releasePooled(one);
    assertThat(BufferPool.SHARED.pooledCount()).isEqualTo(pooled + 1);
    assertThat(BufferPool.SHARED.acquireFor(true)).isSameAs(one);
    two.releaseToPool();
  }

  @Test
  void theCurrentThreadDecidesWhichPool() {
    assertThat(BufferPool.isVirtual(Thread.currentThread())).isFalse();
    assertThat(BufferPool.SHARED.acquireAndLinkPooled()).isSameAs(BufferPool.SHARED.acquireFor(false));
  }
}
