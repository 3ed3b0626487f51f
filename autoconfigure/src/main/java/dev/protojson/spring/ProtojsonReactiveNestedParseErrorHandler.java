package dev.protojson.spring;

import dev.protojson.jackson.InvalidProtoJsonException;
import org.springframework.core.annotation.Order;
import org.springframework.core.codec.DecodingException;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.server.ServerWebExchange;
import org.springframework.web.server.ServerWebInputException;

/**
 * The WebFlux counterpart of {@link ProtojsonNestedParseErrorHandler}: a request body whose message inside a
 * record, list or map is not valid proto3 JSON gets the same 400 problem-details body as a whole-body message, with
 * {@code fieldPath} from the body's root, {@code line} and {@code column}. Boot's Jackson decoder reports the
 * problem as a {@code DecodingException} caused by an {@link InvalidProtoJsonException}, and WebFlux wraps that in
 * the {@code ServerWebInputException} of the request body; its own answer names neither path nor location.
 */
@ControllerAdvice
@Order(ProtojsonParseErrorHandler.ORDER)
final class ProtojsonReactiveNestedParseErrorHandler {

  /**
   * @param ex the problem, wherever it is in the chain of causes
   * @param raised what was thrown, the first of that chain
   * @param exchange the request and response, which may be under way already
   */
  @ExceptionHandler(InvalidProtoJsonException.class)
  ResponseEntity<ProblemDetail> handle(InvalidProtoJsonException ex, Exception raised, ServerWebExchange exchange)
      throws Exception {
    if (exchange.getResponse().isCommitted()) {
      // Too late for a 400 (a streamed body failed after the response began): Spring logs this problem then.
      throw raised;
    }
    if (!(raised instanceof ServerWebInputException) || !(raised.getCause() instanceof DecodingException decoding)
        || decoding.getCause() != ex) {
      // Not the request body: a response the application's own WebClient could not read, or JSON it read itself.
      // That is the server's problem, not the client's; left to the rest of Spring's exception handling.
      throw raised;
    }
    return ParseErrorProblems.badRequest(ex);
  }
}
