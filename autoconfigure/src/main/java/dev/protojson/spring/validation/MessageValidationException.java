package dev.protojson.spring.validation;

import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.ErrorResponseException;

/**
 * A request body that breaks protovalidate rules of its message type. Its body is the 400 problem the client gets:
 * {@code detail} counts the broken rules, and the {@code violations} property lists every one as a
 * {@link FieldViolation}. An application handles it with its own {@code @ExceptionHandler} to answer differently.
 */
public class MessageValidationException extends ErrorResponseException {

  private final transient List<FieldViolation> violations;

  /**
   * @param typeName the full name of the message type whose rules are broken
   * @param violations every broken rule, at least one
   */
  public MessageValidationException(String typeName, List<FieldViolation> violations) {
    super(HttpStatus.BAD_REQUEST, problem(typeName, violations), null);
    this.violations = List.copyOf(violations);
  }

  /** Every broken rule, in the order protovalidate found them. */
  public List<FieldViolation> getViolations() {
    return violations;
  }

  private static ProblemDetail problem(String typeName, List<FieldViolation> violations) {
    int count = violations.size();
    ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, "The request body breaks "
        + count + " validation rule" + (count == 1 ? "" : "s") + " of " + typeName);
    problem.setProperty("violations", List.copyOf(violations));
    return problem;
  }
}
