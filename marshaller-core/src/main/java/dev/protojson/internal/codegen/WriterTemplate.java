package dev.protojson.internal.codegen;

import com.google.protobuf.Message;
import dev.protojson.internal.WriteFailure;
import dev.protojson.internal.write.MessageWriter;
import java.util.List;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.SerializableString;

/**
 * The methods every generated message writer gets its own copy of (see {@link TemplateCopy}); this class itself
 * is never instantiated. In a copy, the calls to {@code write} and {@code writeFields} on {@code this} see one
 * class, where shared code would make them megamorphic: once per message written. They are the same as the
 * inherited ones of {@code TypeWriter} and {@code MessageWriter}, which hand-written writers use: the copy is the
 * point, so the source is written twice.
 *
 * <p>The rules of {@link ReaderTemplate} apply: no fields, lambdas, string concatenation or enum switches,
 * and only public or inherited protected members of other classes.
 */
abstract class WriterTemplate extends MessageWriter {

  @Override
  public final void write(Message message, JsonGenerator generator) {
    startObject(generator, message);
    writeFields(message, generator);
    endObject(generator);
  }

  @Override
  public final void writeField(JsonGenerator generator, SerializableString name, boolean present, Message value) {
    if (present) {
      generator.writeName(name);
      try {
        write(value, generator);
      } catch (WriteFailure e) {
        throw e.underField(name);
      }
    }
  }

  @Override
  public final void writeElements(JsonGenerator generator, SerializableString name, List<? extends Message> list,
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
