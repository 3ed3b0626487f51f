package dev.protojson.transcoding.internal;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs tasks one at a time, in order, on the thread that hands one in when no other is running them; a task handed
 * in by a running task runs after it, not inside it. This is how a server delivers a call's listener callbacks.
 */
final class SerialExecutor implements Executor {

  private final Queue<Runnable> tasks = new ConcurrentLinkedQueue<>();
  private final AtomicBoolean running = new AtomicBoolean();

  @Override
  public void execute(Runnable task) {
    tasks.add(task);
    drain();
  }

  private void drain() {
    while (running.compareAndSet(false, true)) {
      try {
        Runnable task;
        while ((task = tasks.poll()) != null) {
          task.run();
        }
      } finally {
        running.set(false);
      }
      if (tasks.isEmpty()) {
        return;
      }
    }
  }
}
