package dev.protojson.internal.write;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.GeneratedMessage;
import com.google.protobuf.Message;
import dev.protojson.internal.WriteFailure;
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

  private final Function<FieldDescriptor, ValueWriter> valueWriters;
  private final Map<FieldDescriptor, Extension> known = new ConcurrentHashMap<>();

  /**
   * @param valueWriters the writer of one value (one element, if repeated) of an extension, in the form
   *     {@link Message#getField} returns it; asked once per extension
   */
  public ExtensionWriter(Function<FieldDescriptor, ValueWriter> valueWriters) {
    this.valueWriters = valueWriters;
  }

  private record Extension(SerializedString name, ValueWriter values) {}

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
    Extension extension = known.computeIfAbsent(descriptor,
        d -> new Extension(new SerializedString("[" + d.getFullName() + "]"), valueWriters.apply(d)));
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
      throw e.underField(extension.name());
    }
  }
}
