package dev.protojson.internal;

/**
 * Whether protojson may use its own subclasses of Jackson's UTF-8 parser and generator, which reach into their
 * buffers. Each subclass also checks once that it works with the Jackson on the class path and falls back to
 * Jackson's public API when it does not; {@code -Dprotojson.fast-paths=false} forces that fallback everywhere. The
 * build runs the differential, fuzz and spec tests a second time with it, so both paths stay correct.
 */
public final class FastPaths {

  /** The system property that turns the fast paths off when set to {@code false}. */
  public static final String PROPERTY = "protojson.fast-paths";

  private static final boolean ENABLED = !"false".equalsIgnoreCase(System.getProperty(PROPERTY));

  private FastPaths() {}

  public static boolean enabled() {
    return ENABLED;
  }
}
