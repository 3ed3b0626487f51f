package dev.protojson.spring.internal;

import dev.protojson.jackson.InvalidProtoJsonException;
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
   * @param fieldPath the path of the offending field, empty for the whole value
   * @param line the 1-based line of the offending token, or -1 if unknown
   * @param column the 1-based column of the offending token, or -1 if unknown
   */
  public static ResponseEntity<ProblemDetail> badRequest(String detail, String fieldPath, long line, long column) {
    ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, detail);
    problem.setProperty("fieldPath", fieldPath);
    if (line > 0) {
      problem.setProperty("line", line);
      problem.setProperty("column", column);
    }
    return answer(problem);
  }

  /** The answer to a message inside another type (a record, a list) that Jackson read through protojson. */
  static ResponseEntity<ProblemDetail> badRequest(InvalidProtoJsonException ex) {
    String detail = "Invalid proto3 JSON for " + ex.getTypeName() + ": " + ex.getOriginalMessage()
        + (ex.getLine() > 0 ? " at line " + ex.getLine() + ", column " + ex.getColumn() : "");
    return badRequest(detail, ex.getFieldPath(), ex.getLine(), ex.getColumn());
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
