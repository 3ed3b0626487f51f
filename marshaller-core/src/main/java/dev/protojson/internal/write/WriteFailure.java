package dev.protojson.internal.write;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A message holds a value proto3 JSON cannot represent (a Timestamp out of range, NaN in a
 * {@code google.protobuf.Value}, an {@code Any} of an unregistered type). It is an {@link IllegalArgumentException}
 * because the caller passed the bad value; the field path is filled in while the exception travels up through the
 * writers of the enclosing messages.
 */
public final class WriteFailure extends IllegalArgumentException {

  private final String problem;
  private final Deque<String> path = new ArrayDeque<>();

  public WriteFailure(String problem) {
    super(problem);
    this.problem = problem;
  }

  public WriteFailure(String problem, Throwable cause) {
    super(problem, cause);
    this.problem = problem;
  }

  /** Prepends a field name ({@code "items"}) or an index or key segment ({@code "[3]"}) to the path. */
  WriteFailure under(String segment) {
    path.addFirst(segment);
    return this;
  }

  /** The path of the offending field, e.g. {@code items[3].created}; empty for the written message itself. */
  public String fieldPath() {
    StringBuilder out = new StringBuilder();
    for (String segment : path) {
      if (out.length() > 0 && !segment.startsWith("[")) {
        out.append('.');
      }
      out.append(segment);
    }
    return out.toString();
  }

  @Override
  public String getMessage() {
    String at = fieldPath();
    return at.isEmpty() ? "Cannot write message as JSON: " + problem
        : "Cannot write field " + at + " as JSON: " + problem;
  }
}
