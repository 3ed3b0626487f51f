package dev.protojson.spring.webflux;

import dev.protojson.spring.internal.MessageRefusal;
import org.springframework.core.ResolvableType;
import org.springframework.web.bind.WebDataBinder;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.InitBinder;

/**
 * Refuses a protobuf message taken from request parameters in WebFlux, as {@link MessageRefusal} says. WebFlux makes
 * the binder for such a parameter before the value (a body's binder holds the body read), so it is refused there.
 */
@ControllerAdvice
final class MessageParameterRefusal {

  @InitBinder
  void refuseMessages(WebDataBinder binder) {
    ResolvableType targetType = binder.getTargetType();
    Class<?> type = targetType == null ? null : targetType.resolve();
    if (binder.getTarget() == null && type != null && MessageRefusal.isMessage(type)) {
      throw MessageRefusal.boundFromRequestParameters(type, "'" + binder.getObjectName() + "'");
    }
  }
}
