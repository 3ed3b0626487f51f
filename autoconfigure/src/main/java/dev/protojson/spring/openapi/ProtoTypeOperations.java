package dev.protojson.spring.openapi;

import com.fasterxml.jackson.databind.type.TypeFactory;
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
import org.springframework.core.ResolvableType;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.method.HandlerMethod;

/**
 * The parts of an operation where springdoc drops {@code @ProtoType} before the converter sees it, described again
 * with the type it names.
 *
 * <ul>
 * <li>The responses of a handler annotated with it: {@code @ProtoType("shop.v1.Order") DynamicMessage find(...)}.
 * springdoc hands the converter the return type without the method's annotations.
 * <li>A {@code Flux} request body: springdoc describes it as an array of its elements, made without the parameter's
 * annotations.
 * </ul>
 *
 * A schema is replaced only where it is the one springdoc made without the name: a response the application
 * describes itself ({@code @ApiResponse} with a schema) stays as it is.
 */
final class ProtoTypeOperations implements GlobalOperationComponentsCustomizer {

  private static final String FLUX = "reactor.core.publisher.Flux";

  private final SpecVersion specVersion;

  ProtoTypeOperations(boolean openapi31) {
    this.specVersion = openapi31 ? SpecVersion.V31 : SpecVersion.V30;
  }

  @Override
  public Operation customize(Operation operation, HandlerMethod handler) {
    return operation;
  }

  @Override
  public Operation customize(Operation operation, Components components, HandlerMethod handler) {
    ProtoType returned = handler.getMethodAnnotation(ProtoType.class);
    if (returned != null && operation.getResponses() != null) {
      MethodParameter returnType = handler.getReturnType();
      for (ApiResponse response : operation.getResponses().values()) {
        name(response.getContent(), typeOf(returnType), returnType.getParameterAnnotations(), returned, components);
      }
    }
    if (operation.getRequestBody() != null) {
      for (MethodParameter parameter : handler.getMethodParameters()) {
        ProtoType body = parameter.getParameterAnnotation(ProtoType.class);
        Type type = typeOf(parameter);
        if (body != null && parameter.hasParameterAnnotation(RequestBody.class) && isFlux(type)) {
          name(operation.getRequestBody().getContent(), type, parameter.getParameterAnnotations(), body, components);
        }
      }
    }
    return operation;
  }

  /** Puts the schema of {@code type} with {@code named} where {@code content} has the one made without it. */
  private void name(Content content, Type type, Annotation[] annotations, ProtoType named, Components components) {
    if (content == null) {
      return;
    }
    Schema<?> unnamed = SpringDocAnnotationsUtils.extractSchema(components, type, null, annotations, specVersion);
    Schema<?> schema = SpringDocAnnotationsUtils.extractSchema(components, elementsOfFlux(type), null,
        with(annotations, named), specVersion);
    if (unnamed == null || schema == null || unnamed.equals(schema)) {
      return;
    }
    for (MediaType media : content.values()) {
      if (Objects.equals(unnamed, media.getSchema())) {
        media.setSchema(schema);
      }
    }
  }

  /** {@code annotations} and {@code named}, which a body's parameter already has. */
  private static Annotation[] with(Annotation[] annotations, ProtoType named) {
    if (Arrays.asList(annotations).contains(named)) {
      return annotations;
    }
    Annotation[] withName = Arrays.copyOf(annotations, annotations.length + 1);
    withName[annotations.length] = named;
    return withName;
  }

  private static Type typeOf(MethodParameter parameter) {
    return GenericTypeResolver.resolveType(parameter.getGenericParameterType(), parameter.getContainingClass());
  }

  private static boolean isFlux(Type type) {
    Class<?> raw = ResolvableType.forType(type).resolve();
    for (Class<?> candidate = raw; candidate != null; candidate = candidate.getSuperclass()) {
      if (candidate.getName().equals(FLUX)) {
        return true;
      }
    }
    return false;
  }

  /** A {@code Flux} as springdoc describes it, an array of its elements; any other type as it is. */
  private static Type elementsOfFlux(Type type) {
    if (!isFlux(type)) {
      return type;
    }
    TypeFactory types = TypeFactory.defaultInstance();
    return types.constructArrayType(types.constructType(ResolvableType.forType(type).getGeneric(0).getType()));
  }
}
