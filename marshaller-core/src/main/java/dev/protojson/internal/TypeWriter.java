package dev.protojson.internal;

import com.google.protobuf.Message;
import java.util.List;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.SerializableString;

/** Writes messages of one type as proto3 JSON. Instances are immutable and shared between threads. */
public abstract class TypeWriter {

  /** Writes the whole JSON value of {@code message}: an object for most types, a string or number for some. */
  public abstract void write(Message message, JsonGenerator generator);

  /**
   * Writes the singular message field {@code name} holding {@code value}, of this writer's type, if
   * {@code present}. Generated writers call this on the field type's writer, so that each call site sees one
   * writer class; generated message writers override it with a copy of their own (see
   * {@code dev.protojson.internal.codegen.WriterTemplate}).
   */
  public void writeField(JsonGenerator generator, SerializableString name, boolean present, Message value) {
    if (present) {
      generator.writeName(name);
      try {
        write(value, generator);
      } catch (WriteFailure e) {
        throw e.underField(name);
      }
    }
  }

  /** Writes the repeated message field {@code name}, of this writer's type; like {@link #writeField}. */
  public void writeElements(JsonGenerator generator, SerializableString name, List<? extends Message> list,
      boolean always) {
    int count = list.size();
    if (count == 0 && !always) {
      return;
    }
    generator.writeName(name);
    generator.writeStartArray(list, count);
    int i = 0;
    try {
      for (; i < count; i++) {
        write(list.get(i), generator);
      }
    } catch (WriteFailure e) {
      throw e.underElement(name, i);
    }
    generator.writeEndArray();
  }
}
