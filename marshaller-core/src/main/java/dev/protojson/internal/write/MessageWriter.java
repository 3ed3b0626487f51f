package dev.protojson.internal.write;

import com.google.protobuf.Message;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.WriteFailure;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.exc.StreamConstraintsException;

/**
 * A writer of a message written as a JSON object. The fields alone can be written into an object begun elsewhere,
 * which is how {@code Any} embeds its payload next to {@code "@type"}.
 */
public abstract class MessageWriter extends TypeWriter {

  /**
   * Generated writers override this with a copy of their own (see
   * {@code dev.protojson.internal.codegen.WriterTemplate}), so that {@code writeFields} is called on their own
   * final class: one shared copy of this method would make that call megamorphic.
   */
  @Override
  public void write(Message message, JsonGenerator generator) {
    startObject(generator, message);
    writeFields(message, generator);
    endObject(generator);
  }

  public static void startObject(JsonGenerator generator, Message message) {
    try {
      generator.writeStartObject(message);
    } catch (StreamConstraintsException tooDeep) {
      // Thrown here, the failure gets the path of fields it is under as it leaves each writer
      throw new WriteFailure(tooDeep.getOriginalMessage(), tooDeep);
    }
  }

  public static void endObject(JsonGenerator generator) {
    generator.writeEndObject();
  }

  /** Writes the message's fields as properties of the current object. */
  public abstract void writeFields(Message message, JsonGenerator generator);

  /**
   * Sets the generated writer's constant number {@code index} (pre-encoded names, enum and map writers, the
   * writers of field types), which its code reads from fields of its own class. Generated as a switch of plain
   * field stores: setting them by reflection cost more than generating the class, on JDKs whose reflection goes
   * through method handles.
   */
  public abstract void setConstant(int index, Object value);
}
