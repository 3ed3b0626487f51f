package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.GeneratedMessage;
import com.google.protobuf.Message;
import dev.protojson.internal.TypeLookup;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.WriteFailure;
import tools.jackson.core.JsonGenerator;

/**
 * Writes a message with the writer of its own class, looked up for each value: for the message-typed proto2
 * extensions of a type whose message type was not registered when the extended type's writer was made. A value
 * without a generated class (the {@code DynamicMessage} an extension of an {@code Any}'s payload is parsed into when
 * its type is not registered) is refused, naming the type.
 */
final class WriterOfValueClass extends TypeWriter {

  private final TypeLookup registered;
  private final Descriptor type;

  WriterOfValueClass(TypeLookup registered, Descriptor type) {
    this.registered = registered;
    this.type = type;
  }

  @Override
  public void write(Message message, JsonGenerator generator) {
    if (!(message instanceof GeneratedMessage)) {
      throw new WriteFailure("a " + type.getFullName() + ", which is not registered with this MessageMarshaller");
    }
    registered.writer(message).write(message, generator);
  }
}
