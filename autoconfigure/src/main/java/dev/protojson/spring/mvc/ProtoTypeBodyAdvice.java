package dev.protojson.spring.mvc;

import com.google.protobuf.DynamicMessage;
import dev.protojson.spring.http.ProtoJsonHttpMessageConverter;
import dev.protojson.spring.internal.BodyMessageType;
import dev.protojson.spring.internal.ProtoTypeParameters;
import java.lang.reflect.Type;
import java.util.Map;
import org.springframework.core.MethodParameter;
import org.springframework.core.ResolvableType;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.SmartHttpMessageConverter;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.servlet.mvc.method.annotation.RequestBodyAdviceAdapter;

/**
 * Spring MVC: hands protojson's converter the handler parameter of a {@code DynamicMessage} body, whose
 * {@code @ProtoType} names its type, as a read hint. For {@code @ProtoType("shop.v1.Order") HttpEntity<DynamicMessage>}
 * and {@code RequestEntity<DynamicMessage>}: Spring gives the converter the entity's inner type, which, unlike a
 * {@code @RequestBody}'s type, no longer carries the parameter and its annotation.
 */
@ControllerAdvice
final class ProtoTypeBodyAdvice extends RequestBodyAdviceAdapter {

  @Override
  public boolean supports(MethodParameter parameter, Type targetType,
      Class<? extends HttpMessageConverter<?>> converterType) {
    // A DynamicMessage, or a collection or array of them, as the converter reads it: the bodies whose type the
    // parameter must name.
    return ProtoJsonHttpMessageConverter.class.isAssignableFrom(converterType)
        && BodyMessageType.messageClass(ResolvableType.forType(targetType)) == DynamicMessage.class;
  }

  @Override
  public Map<String, Object> determineReadHints(MethodParameter parameter, Type targetType,
      Class<? extends SmartHttpMessageConverter<?>> converterType) {
    return ProtoTypeParameters.hint(parameter);
  }
}
