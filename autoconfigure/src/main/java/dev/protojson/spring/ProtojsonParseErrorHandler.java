package dev.protojson.spring;

import org.springframework.core.annotation.Order;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;

/**
 * Answers a request body that is not valid proto3 JSON with a 400 problem-details body that says what is wrong and
 * where: {@code detail} is the message, and {@code fieldPath}, {@code line} and {@code column} are properties.
 * Spring's own handling would answer "Failed to read request" and hide the location. Ordered just ahead of Boot's
 * problem-details handler (order 0), and it handles only {@link ProtoJsonMessageNotReadableException}.
 */
@ControllerAdvice
@Order(ProtojsonParseErrorHandler.ORDER)
final class ProtojsonParseErrorHandler {

  static final int ORDER = -1;

  @ExceptionHandler(ProtoJsonMessageNotReadableException.class)
  ResponseEntity<ProblemDetail> handle(ProtoJsonMessageNotReadableException ex) {
    return ParseErrorProblems.badRequest(ex.getMessage(), ex.getFieldPath(), ex.getLine(), ex.getColumn());
  }
}
