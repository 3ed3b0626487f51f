package dev.protojson.spring.validation;

import java.lang.reflect.Type;
import org.springframework.core.MethodParameter;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.servlet.mvc.method.annotation.RequestBodyAdviceAdapter;

/**
 * Spring MVC: checks the messages of a {@code @RequestBody} (a message, or the messages a list, a map or a record
 * holds) against their protovalidate rules as soon as the body is read, before the controller runs.
 *
 * <p>A request body advice, not an adapter to Spring's {@link org.springframework.validation.Validator}: Spring
 * reports what its validators find through {@code Errors}, whose field paths must be bean properties of the target,
 * which a message's fields are not ({@code items[2].quantity} cannot be read back as a property), and it asks only
 * for parameters annotated {@code @Valid}, where {@code protojson.validation.mode=always} needs every body. The
 * advice sees every body with its parameter, after whichever converter read it, and leaves the 400 to its own
 * exception, so the problem body can name the fields as the JSON does. Spring's own validation (Bean Validation's
 * constraints on a record, say) still runs after it.
 */
@ControllerAdvice
final class ValidatingRequestBodyAdvice extends RequestBodyAdviceAdapter {

  private final MessageBodyValidator validator;

  private final CheckedBodies checked;

  ValidatingRequestBodyAdvice(MessageBodyValidator validator, CheckedBodies checked) {
    this.validator = validator;
    this.checked = checked;
  }

  @Override
  public boolean supports(MethodParameter parameter, Type targetType,
      Class<? extends HttpMessageConverter<?>> converterType) {
    return checked.includes(parameter);
  }

  @Override
  public Object afterBodyRead(Object body, HttpInputMessage inputMessage, MethodParameter parameter,
      Type targetType, Class<? extends HttpMessageConverter<?>> converterType) {
    validator.validate(body);
    return body;
  }
}
