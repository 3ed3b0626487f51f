package dev.protojson.spring.openapi;

import dev.protojson.jackson.ProtoType;
import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.SpecVersion;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.responses.ApiResponse;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.Objects;
import org.springdoc.core.customizers.GlobalOperationComponentsCustomizer;
import org.springdoc.core.utils.SpringDocAnnotationsUtils;
import org.springframework.core.GenericTypeResolver;
import org.springframework.core.MethodParameter;
import org.springframework.web.method.HandlerMethod;

/**
 * The responses of handlers annotated with {@code @ProtoType}, which return {@code DynamicMessage}s of the type it
 * names: {@code @ProtoType("shop.v1.Order") DynamicMessage find(...)}. springdoc hands the converter a return type
 * without the method's annotations, so the schema it made for the response is the one of any message. That schema
 * is made again with the name, wherever springdoc put it; a response the application describes itself
 * ({@code @ApiResponse} with a schema) has another schema and stays as it is.
 */
final class NamedResponses implements GlobalOperationComponentsCustomizer {

  private final SpecVersion specVersion;

  NamedResponses(boolean openapi31) {
    this.specVersion = openapi31 ? SpecVersion.V31 : SpecVersion.V30;
  }

  @Override
  public Operation customize(Operation operation, HandlerMethod handler) {
    return operation;
  }

  @Override
  public Operation customize(Operation operation, Components components, HandlerMethod handler) {
    ProtoType named = handler.getMethodAnnotation(ProtoType.class);
    if (named == null || operation.getResponses() == null) {
      return operation;
    }
    MethodParameter returned = handler.getReturnType();
    Type type = GenericTypeResolver.resolveType(returned.getGenericParameterType(), returned.getContainingClass());
    Annotation[] annotations = returned.getParameterAnnotations();
    Schema<?> unnamed = SpringDocAnnotationsUtils.extractSchema(components, type, null, annotations, specVersion);
    Annotation[] withName = Arrays.copyOf(annotations, annotations.length + 1);
    withName[annotations.length] = named;
    Schema<?> schema = SpringDocAnnotationsUtils.extractSchema(components, type, null, withName, specVersion);
    if (unnamed == null || schema == null || unnamed.equals(schema)) {
      return operation;
    }
    for (ApiResponse response : operation.getResponses().values()) {
      Content content = response.getContent();
      if (content != null) {
        for (MediaType media : content.values()) {
          if (Objects.equals(unnamed, media.getSchema())) {
            media.setSchema(schema);
          }
        }
      }
    }
    return operation;
  }
}
