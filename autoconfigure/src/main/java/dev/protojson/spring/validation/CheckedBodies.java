package dev.protojson.spring.validation;

import dev.protojson.spring.ProtoJsonProperties.Validation.Mode;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedArrayType;
import java.lang.reflect.AnnotatedParameterizedType;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.Parameter;
import org.springframework.core.MethodParameter;
import org.springframework.validation.annotation.ValidationAnnotationUtils;

/**
 * Which request bodies are checked, by {@code protojson.validation.mode}: every body, or those whose parameter (or
 * the type of its elements) is annotated for validation as Spring's own validation decides ({@code @Validated},
 * {@code @Valid}, or an annotation whose name starts with "Valid"). protovalidate has no validation groups: {@code @Validated}'s are ignored.
 */
final class CheckedBodies {

  private final Mode mode;

  CheckedBodies(Mode mode) {
    this.mode = mode;
  }

  /** Whether any body is checked: not with {@code off}. */
  boolean any() {
    return mode != Mode.OFF;
  }

  /** @param parameter the body's parameter, or {@code null} when the caller does not say which */
  boolean includes(MethodParameter parameter) {
    return switch (mode) {
      case ALWAYS -> true;
      case ANNOTATED -> parameter != null && annotatedForValidation(parameter);
      case OFF -> false;
    };
  }

  /**
   * On the parameter, or on the type of its elements ({@code List<@Valid Address>}, {@code Mono<@Valid Order>}),
   * which Spring's method validation takes as a request to check them too.
   */
  private static boolean annotatedForValidation(MethodParameter parameter) {
    if (annotatesValidation(parameter.getParameterAnnotations())) {
      return true;
    }
    Parameter declared = parameter.getParameterIndex() < 0 ? null : parameter.getParameter();
    return declared != null && elementsAnnotated(declared.getAnnotatedType());
  }

  private static boolean elementsAnnotated(AnnotatedType type) {
    AnnotatedType[] elements = type instanceof AnnotatedParameterizedType generic
        ? generic.getAnnotatedActualTypeArguments()
        : type instanceof AnnotatedArrayType array ? new AnnotatedType[] {array.getAnnotatedGenericComponentType()}
        : new AnnotatedType[0];
    for (AnnotatedType element : elements) {
      if (annotatesValidation(element.getAnnotations()) || elementsAnnotated(element)) {
        return true;
      }
    }
    return false;
  }

  private static boolean annotatesValidation(Annotation[] annotations) {
    for (Annotation annotation : annotations) {
      if (ValidationAnnotationUtils.determineValidationHints(annotation) != null) {
        return true;
      }
    }
    return false;
  }
}
