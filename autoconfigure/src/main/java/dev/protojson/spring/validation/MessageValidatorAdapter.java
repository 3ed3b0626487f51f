package dev.protojson.spring.validation;

import com.google.protobuf.Message;
import java.util.List;
import org.springframework.validation.Errors;
import org.springframework.validation.Validator;

/**
 * protovalidate as a Spring {@link Validator}, for WebFlux, where a request body is validated through its data binder:
 * a message, or a list that may hold messages.
 *
 * <p>It throws {@link MessageValidationException} instead of filling {@code Errors}: Spring's errors name fields as
 * bean properties of the target, which a message's fields are not, and the problem body must name them as the JSON
 * does.
 */
final class MessageValidatorAdapter implements Validator {

  private final MessageBodyValidator validator;

  MessageValidatorAdapter(MessageBodyValidator validator) {
    this.validator = validator;
  }

  @Override
  public boolean supports(Class<?> type) {
    return Message.class.isAssignableFrom(type) || List.class.isAssignableFrom(type);
  }

  @Override
  public void validate(Object target, Errors errors) {
    validator.validate(target);
  }
}
