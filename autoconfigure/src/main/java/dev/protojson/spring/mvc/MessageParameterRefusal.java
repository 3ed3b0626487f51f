package dev.protojson.spring.mvc;

import dev.protojson.spring.internal.MessageRefusal;
import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.core.MethodParameter;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.support.WebDataBinderFactory;
import org.springframework.web.context.request.NativeWebRequest;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.method.support.ModelAndViewContainer;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter;

/**
 * Refuses a protobuf message taken from request parameters in Spring MVC, as {@link MessageRefusal} says, with an
 * argument resolver put ahead of Spring's own, which would otherwise claim the parameter first. Decided by the
 * parameter, not by the binder as in WebFlux: Spring MVC also makes a binder without a value for an optional body
 * that is absent.
 */
final class MessageParameterRefusal implements BeanPostProcessor {

  @Override
  public Object postProcessAfterInitialization(Object bean, String beanName) {
    if (bean instanceof RequestMappingHandlerAdapter adapter && adapter.getArgumentResolvers() != null) {
      List<HandlerMethodArgumentResolver> resolvers = new ArrayList<>();
      resolvers.add(new Refusal());
      resolvers.addAll(adapter.getArgumentResolvers());
      adapter.setArgumentResolvers(resolvers);
    }
    return bean;
  }

  static final class Refusal implements HandlerMethodArgumentResolver {

    private static final String BINDING_ANNOTATIONS = ModelAttribute.class.getPackageName();

    @Override
    public boolean supportsParameter(MethodParameter parameter) {
      Class<?> type = parameter.getParameterType();
      if (!MessageRefusal.isMessage(type)) {
        return false;
      }
      // Taken from the body, a path variable, a header...: Spring's own binding annotations other than
      // @ModelAttribute. Anything else (none, @Valid, springdoc's @ParameterObject) is model attribute binding.
      for (Annotation annotation : parameter.getParameterAnnotations()) {
        Class<?> annotationType = annotation.annotationType();
        if (annotationType.getPackageName().equals(BINDING_ANNOTATIONS) && annotationType != ModelAttribute.class) {
          return false;
        }
      }
      return true;
    }

    @Override
    public Object resolveArgument(MethodParameter parameter, ModelAndViewContainer mavContainer,
        NativeWebRequest webRequest, WebDataBinderFactory binderFactory) {
      throw MessageRefusal.boundFromRequestParameters(parameter.getParameterType(),
          "parameter " + parameter.getParameterIndex() + " of " + parameter.getMethod());
    }
  }
}
