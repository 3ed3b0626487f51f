package dev.protojson.spring.validation;

import dev.protojson.spring.ProtoJsonProperties.Validation.Mode;
import java.lang.annotation.Annotation;
import org.springframework.core.MethodParameter;
import org.springframework.validation.annotation.ValidationAnnotationUtils;

/**
 * Which request bodies are checked, by {@code protojson.validation.mode}: every body, or those whose parameter is
 * annotated for validation as Spring's own validation decides ({@code @Validated}, {@code @Valid}, or an annotation
 * whose name starts with "Valid"). protovalidate has no validation groups: {@code @Validated}'s are ignored.
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

  private static boolean annotatedForValidation(MethodParameter parameter) {
    for (Annotation annotation : parameter.getParameterAnnotations()) {
      if (ValidationAnnotationUtils.determineValidationHints(annotation) != null) {
        return true;
      }
    }
    return false;
  }
}
