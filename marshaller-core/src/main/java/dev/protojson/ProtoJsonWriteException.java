package dev.protojson;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A message holds a value proto3 JSON cannot represent: a {@code Timestamp} or {@code Duration} out of range,
 * {@code NaN} or an infinity in a {@code google.protobuf.Value}, a {@code FieldMask} path that would not read back
 * the same, an {@code Any} whose type is not registered or whose bytes do not parse. It names the field path
 * ({@code items[3].created}, empty for the written message itself).
 *
 * <p>It is an {@link IllegalArgumentException} because the caller passed the bad value. A type the marshaller does
 * not know is a different failure, {@link UnregisteredTypeException}.
 */
public class ProtoJsonWriteException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  private final String problem;
  private final Deque<String> path = new ArrayDeque<>();

  /**
   * @param problem what is wrong with the value, without the field path
   * @param cause the underlying exception, or null
   */
  protected ProtoJsonWriteException(String problem, Throwable cause) {
    super(problem, cause);
    this.problem = problem;
  }

  /**
   * Prepends a field name ({@code "items"}) or an index or key segment ({@code "[3]"}) to the path: the path is
   * filled in while the exception travels up through the writers of the enclosing messages.
   */
  protected final void prependToPath(String segment) {
    path.addFirst(segment);
  }

  /** The path of the offending field, e.g. {@code items[3].created}; empty for the written message itself. */
  public String getFieldPath() {
    StringBuilder out = new StringBuilder();
    for (String segment : path) {
      if (out.length() > 0 && !segment.startsWith("[")) {
        out.append('.');
      }
      out.append(segment);
    }
    return out.toString();
  }

  /** What is wrong with the value, without the field path. */
  public String getProblem() {
    return problem;
  }

  @Override
  public String getMessage() {
    String at = getFieldPath();
    return at.isEmpty() ? "Cannot write message as JSON: " + problem
        : "Cannot write field " + at + " as JSON: " + problem;
  }
}
