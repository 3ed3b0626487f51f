package dev.protojson.spring.internal;

import com.google.protobuf.Descriptors.Descriptor;
import dev.protojson.MessageMarshaller;
import dev.protojson.jackson.ProtoType;
import java.util.Map;
import org.springframework.core.MethodParameter;
import org.springframework.core.ResolvableType;

/**
 * The type of a {@code DynamicMessage} request body, named by {@link ProtoType @ProtoType} on the handler's
 * parameter: {@code @RequestBody @ProtoType("shop.v1.Order") DynamicMessage order}. Spring hands the converter and the
 * decoder the parameter's type with the parameter as its source, which carries the annotation. A body whose type
 * cannot be known is the server's mistake, never an empty message.
 *
 * <p>Not API: public only for the other packages of this module.
 */
public final class ProtoTypeParameters {

  private static final String HINT = ProtoTypeParameters.class.getName() + ".parameter";

  private ProtoTypeParameters() {}

  /** The parameter {@code type} was declared by, or null (a client's response, a type nested in another). */
  public static MethodParameter parameterOf(ResolvableType type) {
    return type.getSource() instanceof MethodParameter parameter ? parameter : null;
  }

  /**
   * The read hint that carries {@code parameter}, for a body type that does not: the inner type of an
   * {@code HttpEntity} parameter.
   */
  public static Map<String, Object> hint(MethodParameter parameter) {
    return Map.of(HINT, parameter);
  }

  /** The parameter a body is read for: the one its type was declared by, or else the one {@link #hint} gave. */
  public static MethodParameter parameterOf(ResolvableType type, Map<String, Object> hints) {
    MethodParameter declared = parameterOf(type);
    if (declared != null || hints == null) {
      return declared;
    }
    return hints.get(HINT) instanceof MethodParameter parameter ? parameter : null;
  }

  /** The full name the parameter's {@code @ProtoType} gives, or null without one. */
  public static String typeName(MethodParameter parameter) {
    ProtoType annotation = parameter == null ? null : parameter.getParameterAnnotation(ProtoType.class);
    return annotation == null ? null : annotation.value();
  }

  /** Names the parameter in errors as Spring MVC's messages do; null for none. */
  public static String describe(MethodParameter parameter) {
    return parameter == null ? null : "parameter " + parameter.getParameterIndex() + " of " + parameter.getExecutable();
  }

  /**
   * The registered descriptor of the type {@code typeName} names.
   *
   * @param parameter what the body is read for, as {@link #describe} names it; null if not known
   * @throws IllegalStateException without a name, or for a name no registered descriptor has
   */
  public static Descriptor descriptor(MessageMarshaller marshaller, String typeName, String parameter) {
    String body = parameter == null ? "a body" : "the body of " + parameter;
    if (typeName == null) {
      String advice = parameter == null
          ? "Take it as a handler's @RequestBody annotated with @ProtoType(\"package.Message\"), or read the JSON as"
              + " bytes and call MessageMarshaller.readValue(json, descriptor)"
          : "Annotate the parameter with @ProtoType(\"package.Message\"), naming a type of the registered"
              + " descriptors (protojson.descriptor-sets in Spring Boot)";
      throw new IllegalStateException("Cannot read " + body + " as a DynamicMessage: a DynamicMessage has no type of"
          + " its own, and none is named. " + advice);
    }
    Descriptor descriptor = marshaller.findDescriptor(typeName);
    if (descriptor == null) {
      throw new IllegalStateException("Cannot read " + body + " as " + typeName + ", the type its @ProtoType names:"
          + " no descriptor of that name is registered. Register the descriptor set that declares it"
          + " (protojson.descriptor-sets in Spring Boot, MessageMarshaller.Builder.registerFileDescriptorSet"
          + " otherwise), or correct the name");
    }
    return descriptor;
  }
}
