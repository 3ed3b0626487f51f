package dev.protojson.spring;

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
 * Refuses a protobuf message taken from request parameters ({@code @ModelAttribute}, or a message parameter without
 * annotation, which Spring MVC treats the same): Spring's data binding makes one with the message's private
 * constructor and finds no setters, so the handler would get an empty message whatever the query string said. It
 * is a 500 naming the parameter and what to do instead, put ahead of Spring's own resolvers, which would otherwise
 * claim the parameter first. (Decided by the parameter, not by the binder as in WebFlux,
 * {@link MessageAttributeRefusal}: Spring MVC also makes a binder without a value for an optional body that is
 * absent.)
 */
final class MessageParameterGuard implements BeanPostProcessor {

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
      if (!MessageAttributeRefusal.isMessage(type)) {
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
      throw MessageAttributeRefusal.refusal(parameter.getParameterType(),
          "parameter " + parameter.getParameterIndex() + " of " + parameter.getMethod());
    }
  }
}
