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
 * problem-details handler (order 0), and it handles only {@link ProtoJsonMessageNotReadableException}, and only when
 * that is what was raised: the converter raises it for a request body as it is. Spring matches handlers on causes
 * too, and a response the application's own {@code RestClient} could not read raises a {@code RestClientException}
 * caused by the same exception.
 */
@ControllerAdvice
@Order(ProtojsonParseErrorHandler.ORDER)
final class ProtojsonParseErrorHandler {

  static final int ORDER = -1;

  /**
   * @param ex the problem, wherever it is in the chain of causes
   * @param raised what was thrown, the first of that chain
   */
  @ExceptionHandler(ProtoJsonMessageNotReadableException.class)
  ResponseEntity<ProblemDetail> handle(ProtoJsonMessageNotReadableException ex, Exception raised) throws Exception {
    if (raised != ex) {
      // Not the request body: a response another service sent this server. That is the server's problem, not the
      // client's; left to the rest of Spring's exception handling (a 500, logged).
      throw raised;
    }
    return ParseErrorProblems.badRequest(ex.getMessage(), ex.getFieldPath(), ex.getLine(), ex.getColumn());
  }

  /** The same for a body of binary protobuf that protobuf cannot parse: no path or place, but what it found. */
  @ExceptionHandler(ProtobufBinaryNotReadableException.class)
  ResponseEntity<ProblemDetail> handle(ProtobufBinaryNotReadableException ex, Exception raised) throws Exception {
    if (raised != ex) {
      throw raised;
    }
    return ParseErrorProblems.badRequest(ex.getMessage(), "", -1, -1);
  }
}
