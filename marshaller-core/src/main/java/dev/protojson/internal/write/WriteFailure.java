package dev.protojson.internal.write;

import dev.protojson.ProtoJsonWriteException;

/** The writers' own {@link ProtoJsonWriteException}: they add the field path as it travels up. */
public final class WriteFailure extends ProtoJsonWriteException {

  private static final long serialVersionUID = 1L;

  public WriteFailure(String problem) {
    super(problem, null);
  }

  public WriteFailure(String problem, Throwable cause) {
    super(problem, cause);
  }

  /** Prepends a field name ({@code "items"}) or an index or key segment ({@code "[3]"}) to the path. */
  WriteFailure under(String segment) {
    prependToPath(segment);
    return this;
  }
}
