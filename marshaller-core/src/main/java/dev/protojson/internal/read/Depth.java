package dev.protojson.internal.read;

import tools.jackson.core.JsonParser;
import tools.jackson.core.TokenStreamContext;

/** The recursion limit, checked where readers recurse; also holds for parsers the caller created. */
public final class Depth {

  private Depth() {}

  public static void check(JsonParser p, int limit) {
    TokenStreamContext context = p.streamReadContext();
    int depth = context.getNestingDepth();
    if (depth == 0 && context.getParent() != null) {
      // A parser that does not count its nesting (Jackson's token buffer, a tree's parser): counted here
      depth = counted(context, limit);
    }
    if (depth > limit) {
      throw Failures.at(p, "Nesting deeper than the recursion limit of " + limit + " at ", "");
    }
  }

  /** The objects and arrays {@code context} is in, counted up to one past {@code limit}. */
  private static int counted(TokenStreamContext context, int limit) {
    int depth = 0;
    for (TokenStreamContext at = context; at != null && !at.inRoot() && depth <= limit; at = at.getParent()) {
      depth++;
    }
    return depth;
  }
}
