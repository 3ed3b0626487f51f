package dev.protojson.spring.webflux;

import dev.protojson.spring.ParseErrorProblems;
import org.springframework.core.annotation.Order;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;

/**
 * Answers a WebFlux request body that is not valid proto3 JSON with a 400 problem-details body that says what is
 * wrong and where, in the same shape as in Spring MVC: {@code detail} is the message, and {@code fieldPath},
 * {@code line} and {@code column} are properties. WebFlux wraps the codec's exception in a
 * {@code ServerWebInputException} whose own answer hides the location; exception handlers also match the cause.
 * Ordered just ahead of Boot's problem-details handler (order 0), and it handles only
 * {@link ProtoJsonDecodingException}.
 */
@ControllerAdvice
@Order(ProtojsonReactiveParseErrorHandler.ORDER)
final class ProtojsonReactiveParseErrorHandler {

  static final int ORDER = -1;

  @ExceptionHandler(ProtoJsonDecodingException.class)
  ResponseEntity<ProblemDetail> handle(ProtoJsonDecodingException ex) {
    return ParseErrorProblems.badRequest(ex.getMessage(), ex.getFieldPath(), ex.getLine(), ex.getColumn());
  }
}
