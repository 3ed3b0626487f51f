package dev.protojson.spring;

import org.springframework.core.annotation.Order;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;

/**
 * Answers a request body over {@code protojson.max-request-size} with a 413 problem-details body naming the limit,
 * whether or not {@code spring.mvc.problemdetails.enabled} is set. Without it Spring would answer the status with
 * Boot's error page, which says nothing about the limit. Ordered like {@link ProtojsonParseErrorHandler}.
 */
@ControllerAdvice
@Order(ProtojsonParseErrorHandler.ORDER)
final class ProtojsonRequestTooLargeHandler {

  @ExceptionHandler(RequestBodyTooLargeException.class)
  ResponseEntity<ProblemDetail> handle(RequestBodyTooLargeException ex) {
    return ResponseEntity.status(ex.getStatusCode()).contentType(MediaType.APPLICATION_PROBLEM_JSON)
        .body(ex.getBody());
  }
}
