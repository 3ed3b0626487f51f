package dev.protojson.spring.webflux;

import dev.protojson.spring.ParseErrorProblems;
import org.springframework.core.annotation.Order;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.server.ServerWebExchange;
import org.springframework.web.server.ServerWebInputException;

/**
 * Answers a WebFlux request body that is not valid proto3 JSON with a 400 problem-details body that says what is
 * wrong and where, in the same shape as in Spring MVC: {@code detail} is the message, and {@code fieldPath},
 * {@code line} and {@code column} are properties. WebFlux wraps the codec's exception in a
 * {@code ServerWebInputException} whose own answer hides the location; exception handlers also match the cause.
 * Ordered just ahead of Boot's problem-details handler (order 0), and it handles only
 * {@link ProtoJsonDecodingException}, and only inside that {@code ServerWebInputException}: a response the
 * application's own {@code WebClient} could not read fails with the same exception, and is not the client's fault.
 */
@ControllerAdvice
@Order(ProtojsonReactiveParseErrorHandler.ORDER)
final class ProtojsonReactiveParseErrorHandler {

  static final int ORDER = -1;

  /**
   * @param ex the problem, wherever it is in the chain of causes
   * @param raised what was thrown, the first of that chain
   * @param exchange the request and response, which may be under way already
   */
  @ExceptionHandler(ProtoJsonDecodingException.class)
  ResponseEntity<ProblemDetail> handle(ProtoJsonDecodingException ex, Exception raised, ServerWebExchange exchange)
      throws Exception {
    if (exchange.getResponse().isCommitted()) {
      // A streamed body that failed after the response began: too late for a 400. Rethrown, Spring logs this
      // problem, where an answer would fail on the committed headers and be all that is logged.
      throw raised;
    }
    if (!(raised instanceof ServerWebInputException) || raised.getCause() != ex) {
      // Not the request body: a response another service sent this server. That is the server's problem, not the
      // client's; left to the rest of Spring's exception handling (a 500, logged).
      throw raised;
    }
    return ParseErrorProblems.badRequest(ex.getMessage(), ex.getFieldPath(), ex.getLine(), ex.getColumn());
  }
}
