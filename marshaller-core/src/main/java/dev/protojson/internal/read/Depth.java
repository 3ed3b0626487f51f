package dev.protojson.internal.read;

import tools.jackson.core.JsonParser;

/** The recursion limit, checked where readers recurse; also holds for parsers the caller created. */
public final class Depth {

  private Depth() {}

  public static void check(JsonParser p, int limit) {
    if (p.streamReadContext().getNestingDepth() > limit) {
      throw Failures.at(p, "Nesting deeper than the recursion limit of " + limit + " at %s");
    }
  }
}
