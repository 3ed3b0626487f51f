package dev.protojson.internal;

import com.google.protobuf.Message;
import dev.protojson.internal.write.WriteSupport;
import java.util.List;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.SerializableString;

/** Writes messages of one type as proto3 JSON. Instances are immutable and shared between threads. */
public abstract class TypeWriter {

  /** Writes the whole JSON value of {@code message}: an object for most types, a string or number for some. */
  public abstract void write(Message message, JsonGenerator generator);

  /**
   * Writes the singular message field {@code name} holding {@code value}, of this writer's type, if
   * {@code present}. Generated writers call this on the field type's writer; generated message writers override
   * it with a copy of their own (see {@code dev.protojson.internal.codegen.WriterTemplate}).
   */
  public void writeField(JsonGenerator generator, SerializableString name, boolean present, Message value) {
    WriteSupport.message(generator, name, present, value, this);
  }

  /** Writes the repeated message field {@code name}, of this writer's type; like {@link #writeField}. */
  public void writeElements(JsonGenerator generator, SerializableString name, List<? extends Message> list,
      boolean always) {
    WriteSupport.messages(generator, name, list, this, always);
  }
}
