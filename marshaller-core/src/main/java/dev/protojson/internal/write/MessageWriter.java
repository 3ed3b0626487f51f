package dev.protojson.internal.write;

import com.google.protobuf.Message;
import dev.protojson.internal.TypeWriter;
import tools.jackson.core.JsonGenerator;

/**
 * A writer of a message written as a JSON object. The fields alone can be written into an object begun elsewhere,
 * which is how {@code Any} embeds its payload next to {@code "@type"}.
 */
public abstract class MessageWriter extends TypeWriter {

  @Override
  public final void write(Message message, JsonGenerator generator) {
    generator.writeStartObject(message);
    writeFields(message, generator);
    generator.writeEndObject();
  }

  /** Writes the message's fields as properties of the current object. */
  public abstract void writeFields(Message message, JsonGenerator generator);
}
