package dev.protojson.internal.read;

/**
 * Signals, with {@code ignoringUnknownFields}, that a value was an unknown enum name or number: a singular field
 * stays unset, a repeated or map element is dropped. Shared and stackless: it never reaches a caller. Public
 * because generated readers catch it.
 */
public final class SkipValue extends RuntimeException {

  private static final long serialVersionUID = 1L;

  public static final SkipValue INSTANCE = new SkipValue();

  private SkipValue() {
    super("unknown enum value skipped", null, false, false);
  }
}
