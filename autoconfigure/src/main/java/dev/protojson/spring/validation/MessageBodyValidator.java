package dev.protojson.spring.validation;

import build.buf.protovalidate.ValidationResult;
import build.buf.protovalidate.Validator;
import build.buf.protovalidate.exceptions.ValidationException;
import com.google.protobuf.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks a request body against protovalidate's rules: a message, or each message of a list. Every violation of
 * every message is collected before the body is refused, so the client learns all it must mend at once.
 */
final class MessageBodyValidator {

  private final Validator validator;

  private final ViolationPaths paths;

  MessageBodyValidator(Validator validator, ViolationPaths paths) {
    this.validator = validator;
    this.paths = paths;
  }

  /**
   * @param body what the converter read: a message, a list of them, or something else, which is left alone
   * @throws MessageValidationException if any message breaks a rule
   */
  void validate(Object body) {
    if (body instanceof Message message) {
      List<FieldViolation> violations = paths.of(check(message), message.getDescriptorForType(), "");
      refuseIfAny(message, violations);
    } else if (body instanceof List<?> list) {
      validateElements(list);
    }
  }

  private void validateElements(List<?> list) {
    List<FieldViolation> violations = new ArrayList<>();
    Message first = null;
    for (int i = 0; i < list.size(); i++) {
      if (list.get(i) instanceof Message message) {
        violations.addAll(paths.of(check(message), message.getDescriptorForType(), "[" + i + "]"));
        first = first == null ? message : first;
      }
    }
    if (first != null) {
      refuseIfAny(first, violations);
    }
  }

  private static void refuseIfAny(Message message, List<FieldViolation> violations) {
    if (!violations.isEmpty()) {
      throw new MessageValidationException(message.getDescriptorForType().getFullName(), violations);
    }
  }

  /** Rules protovalidate cannot compile or run are the server's fault, not the client's: a 500, logged. */
  private ValidationResult check(Message message) {
    try {
      return validator.validate(message);
    } catch (ValidationException e) {
      throw new IllegalStateException("Cannot check the validation rules of "
          + message.getDescriptorForType().getFullName() + ": " + e.getMessage(), e);
    }
  }
}
