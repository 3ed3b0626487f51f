package dev.protojson.spring.validation;

import build.buf.protovalidate.ValidationResult;
import build.buf.protovalidate.Validator;
import build.buf.protovalidate.exceptions.ValidationException;
import com.google.protobuf.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks a request body against protovalidate's rules: a message, or each message the body holds in a list, a map or
 * a record (see {@link MessagesInBody}). Every violation of every message is collected before the body is refused,
 * so the client learns all it must mend at once.
 */
final class MessageBodyValidator {

  private final Validator validator;

  private final ViolationPaths paths;

  private final MessagesInBody messages;

  MessageBodyValidator(Validator validator, ViolationPaths paths, MessagesInBody messages) {
    this.validator = validator;
    this.paths = paths;
    this.messages = messages;
  }

  /**
   * @param body what the converter read: a message, something holding messages, or something else, which is left
   *     alone
   * @throws MessageValidationException if any message breaks a rule
   */
  void validate(Object body) {
    validate(body, "");
  }

  /**
   * @param path where the body is: {@code "[2]"} for the third element of a stream
   * @throws MessageValidationException if any message breaks a rule
   */
  void validate(Object body, String path) {
    List<FieldViolation> violations = new ArrayList<>();
    Message[] firstBroken = new Message[1];
    messages.forEach(body, path, (message, messagePath) -> {
      List<FieldViolation> found = paths.of(check(message), message.getDescriptorForType(), messagePath);
      if (!found.isEmpty() && firstBroken[0] == null) {
        firstBroken[0] = message;
      }
      violations.addAll(found);
    });
    if (!violations.isEmpty()) {
      throw new MessageValidationException(firstBroken[0].getDescriptorForType().getFullName(), violations);
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
