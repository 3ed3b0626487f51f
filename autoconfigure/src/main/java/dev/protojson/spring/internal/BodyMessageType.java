package dev.protojson.spring.internal;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.internal.DefaultInstances;
import java.io.InputStream;
import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import org.springframework.core.ResolvableType;
import tools.jackson.core.JsonParser;

/**
 * The message type a request body is read as: a generated class, or a descriptor whose messages are
 * {@code DynamicMessage}s. The converter and the decoder read both the same way; only the marshaller's call differs.
 *
 * <p>Not API: public only for the other packages of this module.
 */
public final class BodyMessageType {

  private final Class<? extends Message> generated;
  private final Descriptor descriptor;

  private BodyMessageType(Class<? extends Message> generated, Descriptor descriptor) {
    this.generated = generated;
    this.descriptor = descriptor;
  }

  /**
   * The message class that {@code type} is, or holds as a collection's or array's elements or a string-keyed map's
   * values: a generated class, or {@code DynamicMessage}, whose type the handler parameter names.
   */
  public static Class<? extends Message> messageClass(ResolvableType type) {
    Class<?> raw = type.toClass();
    Class<? extends Message> read = readAs(raw, true);
    if (read != null) {
      return read;
    }
    ResolvableType element = elementType(type);
    if (element == ResolvableType.NONE) {
      element = valueType(type);
    }
    return element == ResolvableType.NONE ? null : readAs(element.toClass(), false);
  }

  /**
   * The values' type of a body declared as a map by string keys that a reader makes (a {@code Map}, a
   * {@code HashMap}, a {@code LinkedHashMap}); {@code NONE} for anything else.
   */
  public static ResolvableType valueType(ResolvableType type) {
    Class<?> raw = type.toClass();
    if (raw == Object.class || !raw.isAssignableFrom(LinkedHashMap.class)) {
      return ResolvableType.NONE;
    }
    ResolvableType map = type.asMap();
    return map.getGeneric(0).toClass().isAssignableFrom(String.class) ? map.getGeneric(1) : ResolvableType.NONE;
  }

  /**
   * The elements' type of a body declared as an array, or as a collection a reader makes (a {@code List}, a
   * {@code Set}, a {@code Collection}); {@code NONE} for anything else.
   */
  public static ResolvableType elementType(ResolvableType type) {
    Class<?> raw = type.toClass();
    if (raw.isArray()) {
      return type.getComponentType();
    }
    if (raw.isAssignableFrom(ArrayList.class) || raw.isAssignableFrom(LinkedHashSet.class)) {
      return type.asCollection().getGeneric(0);
    }
    return ResolvableType.NONE;
  }

  /**
   * The messages read from a JSON array as the body's declared class holds them: an array of {@code elementClass},
   * a list, or a set that keeps their order.
   */
  public static Object shaped(Class<?> declared, Class<?> elementClass, List<Message> read) {
    if (declared.isArray()) {
      return read.toArray((Object[]) Array.newInstance(elementClass, read.size()));
    }
    return declared.isAssignableFrom(ArrayList.class) ? read : new LinkedHashSet<>(read);
  }

  /**
   * The message class a body declared as {@code declared} is read as: a generated class as itself; a
   * {@code DynamicMessage} or a {@code Message} (and, for a whole body, their builders) as {@code DynamicMessage}s,
   * whose type the parameter's {@code @ProtoType} names. Null for anything else.
   */
  private static Class<? extends Message> readAs(Class<?> declared, boolean builders) {
    if (isMessageClass(declared)) {
      return declared.asSubclass(Message.class);
    }
    boolean dynamic = declared == Message.class
        || (builders && (declared == DynamicMessage.Builder.class || declared == Message.Builder.class));
    return dynamic ? DynamicMessage.class : null;
  }

  /** The message class of a collection's elements, or null. */
  public static Class<? extends Message> elementClass(ResolvableType type) {
    Class<?> element = type.asCollection().getGeneric(0).toClass();
    return isMessageClass(element) ? element.asSubclass(Message.class) : null;
  }

  /** A generated message class, or {@code DynamicMessage}: the classes whose messages the marshaller reads. */
  public static boolean isMessageClass(Class<?> type) {
    return type == DynamicMessage.class || DefaultInstances.isGeneratedMessage(type);
  }

  /** Messages of a generated class. */
  public static BodyMessageType of(Class<? extends Message> generated) {
    return new BodyMessageType(generated, null);
  }

  /** {@code DynamicMessage}s of {@code descriptor}. */
  public static BodyMessageType dynamic(Descriptor descriptor) {
    return new BodyMessageType(null, descriptor);
  }

  /** The type's full name, {@code package.Message}. */
  public String fullName() {
    return descriptor().getFullName();
  }

  /** Whether JSON {@code null} is a message of this type: a {@code google.protobuf.Value}, as proto3 JSON says. */
  public boolean readsNull() {
    return fullName().equals("google.protobuf.Value");
  }

  /** The type's own name, without its package and enclosing types. */
  public String simpleName() {
    return descriptor().getName();
  }

  /** Looked up only when an error names the type: reading a generated class needs no descriptor. */
  private Descriptor descriptor() {
    return generated != null ? DefaultInstances.of(generated).getDescriptorForType() : descriptor;
  }

  /** The name errors give it: the generated class, or the full name of a {@code DynamicMessage}'s type. */
  public String describe() {
    return generated != null ? generated.getName() : "DynamicMessage of " + fullName();
  }

  public Message read(MessageMarshaller marshaller, byte[] json) {
    return generated != null ? marshaller.readValue(json, generated) : marshaller.readValue(json, descriptor);
  }

  public Message read(MessageMarshaller marshaller, InputStream json) {
    return generated != null ? marshaller.readValue(json, generated) : marshaller.readValue(json, descriptor);
  }

  public Message read(MessageMarshaller marshaller, JsonParser parser) {
    return generated != null ? marshaller.readValue(parser, generated) : marshaller.readValue(parser, descriptor);
  }
}
