package dev.protojson.spring.validation;

import dev.protojson.spring.ProtoJsonProperties.Validation.Mode;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import org.springframework.core.MethodParameter;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.validation.annotation.ValidationAnnotationUtils;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.servlet.mvc.method.annotation.RequestBodyAdviceAdapter;

/**
 * Spring MVC: checks a message {@code @RequestBody} (or each message of a {@code List} body) against its protovalidate
 * rules as soon as it is read, before the controller runs.
 *
 * <p>A request body advice, not an adapter to Spring's {@link org.springframework.validation.Validator}: Spring
 * reports what its validators find through {@code Errors}, whose field paths must be bean properties of the target,
 * which a message's fields are not ({@code items[2].quantity} cannot be read back as a property), and it asks only
 * for parameters annotated {@code @Valid}, where {@code protojson.validation.mode=always} needs every body. The
 * advice sees every body with its parameter, after whichever converter read it, and leaves the 400 to its own
 * exception, so the problem body can name the fields as the JSON does.
 *
 * <p>A parameter counts as annotated as Spring's own validation decides: {@code @Validated}, {@code @Valid}, or an
 * annotation whose name starts with "Valid". protovalidate has no validation groups: {@code @Validated}'s are
 * ignored.
 */
@ControllerAdvice
final class ValidatingRequestBodyAdvice extends RequestBodyAdviceAdapter {

  private final MessageBodyValidator validator;

  private final Mode mode;

  ValidatingRequestBodyAdvice(MessageBodyValidator validator, Mode mode) {
    this.validator = validator;
    this.mode = mode;
  }

  @Override
  public boolean supports(MethodParameter parameter, Type targetType,
      Class<? extends HttpMessageConverter<?>> converterType) {
    return switch (mode) {
      case ALWAYS -> true;
      case ANNOTATED -> annotatedForValidation(parameter);
      case OFF -> false;
    };
  }

  @Override
  public Object afterBodyRead(Object body, HttpInputMessage inputMessage, MethodParameter parameter,
      Type targetType, Class<? extends HttpMessageConverter<?>> converterType) {
    validator.validate(body);
    return body;
  }

  private static boolean annotatedForValidation(MethodParameter parameter) {
    for (Annotation annotation : parameter.getParameterAnnotations()) {
      if (ValidationAnnotationUtils.determineValidationHints(annotation) != null) {
        return true;
      }
    }
    return false;
  }
}
