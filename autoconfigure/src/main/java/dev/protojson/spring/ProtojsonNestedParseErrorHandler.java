package dev.protojson.spring;

import dev.protojson.jackson.InvalidProtoJsonException;
import org.springframework.core.annotation.Order;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;

/**
 * Answers a request body whose message inside a record, list or map is not valid proto3 JSON with the same 400
 * problem-details body as for a whole-body message: {@code detail}, and {@code fieldPath} (the whole path, from the
 * body's root through the message), {@code line} and {@code column}. Spring's Jackson converter reports the
 * problem as an {@code HttpMessageNotReadableException} caused by an {@link InvalidProtoJsonException}; Spring
 * matches handlers on causes too, and this one is ordered ahead of Boot's problem-details handler.
 */
@ControllerAdvice
@Order(ProtojsonParseErrorHandler.ORDER)
final class ProtojsonNestedParseErrorHandler {

  /**
   * @param ex the problem, wherever it is in the chain of causes
   * @param raised what was thrown, the first of that chain
   */
  @ExceptionHandler(InvalidProtoJsonException.class)
  ResponseEntity<ProblemDetail> handle(InvalidProtoJsonException ex, Exception raised) throws Exception {
    if (!(raised instanceof HttpMessageNotReadableException) || raised.getCause() != ex) {
      // Not the request body: JSON the application read itself, or a response its own client could not read. That
      // is the server's problem, not the client's; left to the rest of Spring's exception handling.
      throw raised;
    }
    return ParseErrorProblems.badRequest(ex);
  }
}
