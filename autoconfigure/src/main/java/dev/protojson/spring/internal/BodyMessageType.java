package dev.protojson.spring.internal;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.internal.DefaultInstances;
import java.io.InputStream;
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
