package dev.protojson.spring;

import dev.protojson.jackson.InvalidProtoJsonException;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;

/**
 * The one shape of protojson's 400 answer to invalid proto3 JSON, in Spring MVC and WebFlux, for whole-body messages
 * and for messages inside other types: a problem-details body whose {@code detail} says what is wrong, with the
 * properties {@code fieldPath} and, where known, {@code line} and {@code column}.
 */
public final class ParseErrorProblems {

  private ParseErrorProblems() {}

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
    return ResponseEntity.badRequest().contentType(MediaType.APPLICATION_PROBLEM_JSON).body(problem);
  }

  /** The answer to a message inside another type (a record, a list) that Jackson read through protojson. */
  static ResponseEntity<ProblemDetail> badRequest(InvalidProtoJsonException ex) {
    String detail = "Invalid proto3 JSON for " + ex.getTypeName() + ": " + ex.getOriginalMessage()
        + (ex.getLine() > 0 ? " at line " + ex.getLine() + ", column " + ex.getColumn() : "");
    return badRequest(detail, ex.getFieldPath(), ex.getLine(), ex.getColumn());
  }
}
