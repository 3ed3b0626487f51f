package dev.protojson.spring.validation;

import dev.protojson.spring.internal.ProblemBodies;
import org.springframework.core.annotation.Order;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;

/**
 * Spring MVC and WebFlux: answers a request body that breaks its rules with the exception's 400 problem, typed
 * {@code application/problem+json}, whether or not Boot's problem details are enabled. Ordered just ahead of Boot's
 * problem-details handler (order 0), as protojson's other 400s are: an application answers differently with an
 * {@code @ExceptionHandler} in its controller or in an advice ordered before this one.
 */
@ControllerAdvice
@Order(-1)
final class ValidationProblemAdvice {

  /**
   * @param ex the broken rules, wherever they are in the chain of causes
   * @param raised what was thrown: only the request body's own failure is answered here
   */
  @ExceptionHandler(MessageValidationException.class)
  ResponseEntity<ProblemDetail> handle(MessageValidationException ex, Exception raised) throws Exception {
    if (raised != ex) {
      throw raised;
    }
    return ProblemBodies.answer(ex.getBody());
  }
}
