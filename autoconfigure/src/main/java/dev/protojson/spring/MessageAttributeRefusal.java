package dev.protojson.spring;

import com.google.protobuf.Message;
import org.springframework.core.ResolvableType;
import org.springframework.web.bind.WebDataBinder;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.InitBinder;

/**
 * Refuses a protobuf message taken from request parameters in WebFlux ({@code @ModelAttribute}, or a message
 * parameter without annotation, which WebFlux treats the same): data binding would make one with the message's
 * private constructor and find no setters, so the handler would get an empty message whatever the query string
 * said. WebFlux makes the binder for such a parameter before the value (a body's binder holds the body read), so
 * it is refused there, as a 500 naming the type and what to do instead. Spring MVC's counterpart is
 * {@link MessageParameterGuard}.
 */
@ControllerAdvice
final class MessageAttributeRefusal {

  @InitBinder
  void refuseMessages(WebDataBinder binder) {
    ResolvableType targetType = binder.getTargetType();
    Class<?> type = targetType == null ? null : targetType.resolve();
    if (binder.getTarget() == null && type != null && isMessage(type)) {
      throw refusal(type, "'" + binder.getObjectName() + "'");
    }
  }

  /** A message or a builder of one: what data binding would leave empty. */
  static boolean isMessage(Class<?> type) {
    return Message.class.isAssignableFrom(type) || Message.Builder.class.isAssignableFrom(type);
  }

  /** The error for a message of {@code type} taken from request parameters, {@code which} naming the parameter. */
  static IllegalStateException refusal(Class<?> type, String which) {
    return new IllegalStateException("Cannot bind protobuf message " + type.getName() + " (" + which + ") from"
        + " request parameters: a message has no setters, so it would be empty. Take it as the @RequestBody, or"
        + " take the parameters one by one with @RequestParam");
  }
}
