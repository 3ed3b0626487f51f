package dev.protojson.spring.internal;

import dev.protojson.ProtoJsonParseException;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;

/**
 * The problem-details bodies protojson answers with, in Spring MVC and WebFlux: 400 for a body that is not valid
 * proto3 JSON (or binary protobuf), with {@code detail} saying what is wrong and the properties {@code fieldPath}
 * and, where known, {@code line} and {@code column}; 413 for a body over the size limit, naming it.
 *
 * <p>Not API: public only for the other packages of this module.
 */
public final class ProblemBodies {

  private ProblemBodies() {}

  /**
   * @param detail what is wrong, for a person
   * @param error where: its field path, line and column
   */
  public static ResponseEntity<ProblemDetail> badRequest(String detail, ProtoJsonParseException error) {
    return badRequest(detail, error.getFieldPath(), error.getLine(), error.getColumn());
  }

  /** The 400 for a body whose offending place is not known, binary protobuf: the whole value. */
  public static ResponseEntity<ProblemDetail> badRequest(String detail) {
    return badRequest(detail, "", -1, -1);
  }

  private static ResponseEntity<ProblemDetail> badRequest(String detail, String fieldPath, long line, long column) {
    ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, detail);
    problem.setProperty("fieldPath", fieldPath);
    if (line > 0) {
      problem.setProperty("line", line);
      problem.setProperty("column", column);
    }
    return answer(problem);
  }

  /**
   * @param maxRequestSize the limit, in bytes
   * @param property the configuration property that sets the limit, or null if there is none
   */
  public static ProblemDetail contentTooLarge(long maxRequestSize, String property) {
    ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.CONTENT_TOO_LARGE,
        "The request body is larger than the limit of " + maxRequestSize + " bytes"
            + (property == null ? "" : " set by " + property));
    problem.setProperty("maxRequestSize", maxRequestSize);
    if (property != null) {
      problem.setProperty("property", property);
    }
    return problem;
  }

  /** {@code problem} as a response of its status, typed {@code application/problem+json}. */
  public static ResponseEntity<ProblemDetail> answer(ProblemDetail problem) {
    return ResponseEntity.status(problem.getStatus()).contentType(MediaType.APPLICATION_PROBLEM_JSON).body(problem);
  }
}
