package dev.protojson.internal.write;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.GeneratedMessage;
import com.google.protobuf.Message;
import dev.protojson.internal.Options;
import dev.protojson.internal.TypeWriter;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.io.SerializedString;

/**
 * Writes the proto2 extensions set on a message, named {@code "[full.extension.name]"}. Extensions are not part of
 * the generated message class, so they are found at run time, from the set extensions of each message written.
 */
public final class ExtensionWriter {

  private final Options options;
  private final Function<Descriptor, TypeWriter> writers;
  private final Map<FieldDescriptor, Extension> known = new ConcurrentHashMap<>();

  public ExtensionWriter(Options options, Function<Descriptor, TypeWriter> writers) {
    this.options = options;
    this.writers = writers;
  }

  private record Extension(SerializedString name, ElementWriter values) {}

  public void write(JsonGenerator g, Message message) {
    if (!(message instanceof GeneratedMessage.ExtendableMessage<?> extendable)) {
      // Older generated code (GeneratedMessageV3) has no extension iterator: look through all set fields.
      for (Map.Entry<FieldDescriptor, Object> field : message.getAllFields().entrySet()) {
        if (field.getKey().isExtension()) {
          write(g, field.getKey(), field.getValue());
        }
      }
      return;
    }
    // The iterator walks only the extensions that are set, in field number order; a message without any pays
    // for an empty iteration. getField gives each value in the descriptor form (enums as value descriptors).
    for (Iterator<GeneratedMessage.ExtendableMessage.FieldEntry> it = extendable.extensionsIterator();
        it.hasNext(); ) {
      FieldDescriptor descriptor = it.next().getDescriptor();
      write(g, descriptor, message.getField(descriptor));
    }
  }

  private void write(JsonGenerator g, FieldDescriptor descriptor, Object value) {
    Extension extension = known.computeIfAbsent(descriptor, this::extension);
    g.writeName(extension.name());
    try {
      if (descriptor.isRepeated()) {
        List<?> values = (List<?>) value;
        g.writeStartArray(values, values.size());
        for (Object element : values) {
          extension.values().write(g, element);
        }
        g.writeEndArray();
      } else {
        extension.values().write(g, value);
      }
    } catch (WriteFailure e) {
      throw e.under(extension.name().getValue());
    }
  }

  private Extension extension(FieldDescriptor descriptor) {
    EnumNames enumNames = descriptor.getJavaType() == FieldDescriptor.JavaType.ENUM
        ? EnumNames.of(descriptor.getEnumType(), options.printingEnumsAsInts()) : null;
    ElementWriter values = ElementWriter.of(descriptor, enumNames, field -> {
      TypeWriter writer = writers.apply(field.getMessageType());
      if (writer == null) {
        throw new WriteFailure("extension " + field.getFullName() + " holds a " + field.getMessageType().getFullName()
            + ", which is not registered with this MessageMarshaller");
      }
      return writer;
    });
    return new Extension(new SerializedString("[" + descriptor.getFullName() + "]"), values);
  }
}
