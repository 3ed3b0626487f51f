package dev.protojson.spring.openapi;

import com.google.protobuf.Descriptors.Descriptor;
import dev.protojson.jackson.ProtoType;
import io.swagger.v3.core.converter.AnnotatedType;
import java.lang.annotation.Annotation;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

/**
 * The message types that {@link ProtoType @ProtoType} names on {@code DynamicMessage} bodies and properties, among
 * the marshaller's registered descriptors. A name none of them has is the application's mistake, but one that must
 * not cost it the whole document: it is reported once, and the body is documented as a message of no known fields.
 */
final class NamedMessageTypes {

  private static final Log logger = LogFactory.getLog(NamedMessageTypes.class);

  private final Function<String, Descriptor> registered;
  private final Set<String> reported = ConcurrentHashMap.newKeySet();

  /** @param registered the registered descriptor of a full name, or null ({@code MessageMarshaller::findDescriptor}) */
  NamedMessageTypes(Function<String, Descriptor> registered) {
    this.registered = registered;
  }

  /** The full name the {@code @ProtoType} among a parameter's or property's annotations gives, or null. */
  static String nameOf(AnnotatedType type) {
    Annotation[] annotations = type.getCtxAnnotations();
    if (annotations != null) {
      for (Annotation annotation : annotations) {
        if (annotation instanceof ProtoType protoType) {
          return protoType.value();
        }
      }
    }
    return null;
  }

  /** The registered descriptor of {@code fullName}, or null, reported the first time. */
  Descriptor find(String fullName) {
    Descriptor descriptor = registered.apply(fullName);
    if (descriptor == null && reported.add(fullName)) {
      logger.warn("@ProtoType(\"" + fullName + "\") names no registered message type: the OpenAPI document shows "
          + "that body or property as a message of unknown fields. Register the descriptor set that declares it "
          + "(protojson.descriptor-sets), or correct the name");
    }
    return descriptor;
  }

  /** What the document says of a message whose type is named but not registered. */
  static String unregistered(String fullName) {
    return "A protobuf message of type " + fullName + ", which is not registered: its fields are unknown.";
  }
}
