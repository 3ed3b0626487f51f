package dev.protojson.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Where a stand-in for a not yet made writer or reader is held, so that the real one replaces it once it exists.
 * A holder that registers after that gets the real one at once.
 */
final class StandIn<T> {

  private List<Consumer<T>> holders = new ArrayList<>();

  /** Adds a holder; false if the real one already exists (the caller then uses that instead). */
  synchronized boolean heldBy(Consumer<T> replace) {
    if (holders == null) {
      return false;
    }
    if (replace != null) {
      holders.add(replace);
    }
    return true;
  }

  synchronized void replaceWith(T made) {
    if (holders != null) {
      holders.forEach(holder -> holder.accept(made));
      holders = null;
    }
  }
}
