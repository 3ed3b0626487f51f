package dev.protojson.spring.validation;

import dev.protojson.spring.ProtoJsonProperties.Validation.Mode;
import org.springframework.web.bind.WebDataBinder;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.InitBinder;

/**
 * WebFlux: checks a message {@code @RequestBody} annotated {@code @Valid} or {@code @Validated} against its
 * protovalidate rules, as each message is read.
 *
 * <p>WebFlux has no request body advice: it validates a body annotated for validation through the body's data
 * binder, whose validators are the application's. This advice adds protovalidate to the binder of every message (or
 * list) target, beside them. So in WebFlux only annotated bodies are checked, whatever
 * {@code protojson.validation.mode} says, except {@code off}, which adds nothing.
 */
@ControllerAdvice
final class ReactiveValidationBinderAdvice {

  private final MessageValidatorAdapter validator;

  private final Mode mode;

  ReactiveValidationBinderAdvice(MessageValidatorAdapter validator, Mode mode) {
    this.validator = validator;
    this.mode = mode;
  }

  @InitBinder
  void addMessageValidator(WebDataBinder binder) {
    Object target = binder.getTarget();
    if (mode != Mode.OFF && target != null && validator.supports(target.getClass())) {
      binder.addValidators(validator);
    }
  }
}
