package dev.protojson.internal;

import dev.protojson.ProtoJsonWriteException;
import tools.jackson.core.SerializableString;

/** The writers' own {@link ProtoJsonWriteException}: they add the field path as it travels up. */
public final class WriteFailure extends ProtoJsonWriteException {

  private static final long serialVersionUID = 1L;

  public WriteFailure(String problem) {
    super(problem, null);
  }

  public WriteFailure(String problem, Throwable cause) {
    super(problem, cause);
  }

  /** Logs and stack traces name the public type. */
  @Override
  public String toString() {
    return ProtoJsonWriteException.class.getName() + ": " + getMessage();
  }

  /** Prepends a field name ({@code "items"}) or an index or key segment ({@code "[3]"}) to the path. */
  public WriteFailure under(String segment) {
    prependToPath(segment);
    return this;
  }

  /** This failure, which happened in the value of field {@code name}. */
  public WriteFailure underField(SerializableString name) {
    return under(name.getValue());
  }

  /** This failure, which happened in element {@code index} of the repeated field {@code name}. */
  public WriteFailure underElement(SerializableString name, int index) {
    return under("[" + index + "]").under(name.getValue());
  }
}
