package dev.protojson.internal.write;

import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.PrettyPrinter;
import tools.jackson.core.util.DefaultPrettyPrinter;

/**
 * The context of one write by a marshaller: the pretty printer, if any, and a scratch buffer in which 64-bit
 * integers, timestamps and durations are formatted without a {@code String} per value.
 */
public final class WriteContext extends ObjectWriteContext.Base {

  /** Enough for any long and for {@code 9999-12-31T23:59:59.999999999Z}. */
  static final int SCRATCH_SIZE = 32;

  private static final ThreadLocal<char[]> FALLBACK = ThreadLocal.withInitial(() -> new char[SCRATCH_SIZE]);

  /**
   * The one context of every compact write through {@link FastJsonGenerator}, which has its own scratch buffer;
   * other generators given it use a per-thread one.
   */
  static final WriteContext COMPACT = new WriteContext(null, true);

  private final DefaultPrettyPrinter pretty;
  private final boolean shared;
  /** Made on first use: most small messages have no 64-bit integer or time to format. */
  private char[] scratch;

  WriteContext(DefaultPrettyPrinter pretty) {
    this(pretty, false);
  }

  private WriteContext(DefaultPrettyPrinter pretty, boolean shared) {
    this.pretty = pretty;
    this.shared = shared;
  }

  /** The scratch buffer of the write {@code generator} belongs to; a per-thread one for callers' own generators. */
  public static char[] scratch(JsonGenerator generator) {
    if (generator instanceof FastJsonGenerator fast) {
      return fast.scratch();
    }
    if (generator.objectWriteContext() instanceof WriteContext context && !context.shared) {
      char[] scratch = context.scratch;
      if (scratch == null) {
        scratch = new char[SCRATCH_SIZE];
        context.scratch = scratch;
      }
      return scratch;
    }
    return FALLBACK.get();
  }

  @Override
  public PrettyPrinter getPrettyPrinter() {
    // A pretty printer tracks nesting, so every generator gets its own.
    return pretty == null ? null : pretty.createInstance();
  }

  @Override
  public boolean hasPrettyPrinter() {
    return pretty != null;
  }
}
