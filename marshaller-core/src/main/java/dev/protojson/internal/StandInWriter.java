package dev.protojson.internal;

import com.google.protobuf.Message;
import java.util.List;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.SerializableString;

/**
 * Held by other types' writers in place of a lazily registered type's writer until that exists: makes it on the
 * first call and hands every call on to it. Holders that can be changed get the real writer once it exists, so
 * this costs one call per holder that cannot (a map's value writer).
 */
final class StandInWriter extends TypeWriter {

  private final RegisteredType type;

  StandInWriter(RegisteredType type) {
    this.type = type;
  }

  @Override
  public void write(Message message, JsonGenerator generator) {
    type.writer().write(message, generator);
  }

  @Override
  public void writeField(JsonGenerator generator, SerializableString name, boolean present, Message value) {
    // Generated writers call this for absent fields too: a type nothing was written of needs no writer yet.
    if (present) {
      type.writer().writeField(generator, name, present, value);
    }
  }

  @Override
  public void writeElements(JsonGenerator generator, SerializableString name, List<? extends Message> list,
      boolean always) {
    if (!list.isEmpty() || always) {
      type.writer().writeElements(generator, name, list, always);
    }
  }
}
