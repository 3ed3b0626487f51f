package dev.protojson.internal.write;

import com.google.protobuf.Any;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import dev.protojson.internal.RegisteredType;
import dev.protojson.internal.TypeLookup;
import dev.protojson.internal.TypeWriter;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.io.SerializedString;

/**
 * {@code google.protobuf.Any}: {@code {"@type": url, ...payload fields}}, or {@code {"@type": url, "value": ...}}
 * for a payload with a special JSON form. The payload type must be registered with the marshaller: a type URL never
 * loads a class.
 */
final class AnyWriter extends TypeWriter {

  private static final SerializedString TYPE = new SerializedString("@type");
  private static final SerializedString VALUE = new SerializedString("value");

  private final TypeLookup registered;

  AnyWriter(TypeLookup registered) {
    this.registered = registered;
  }

  @Override
  public void write(Message message, JsonGenerator generator) {
    Any any = (Any) message;
    String url = any.getTypeUrl();
    if (url.isEmpty() && any.getValue().isEmpty()) {
      // The empty Any, as JsonFormat writes it.
      generator.writeStartObject(any);
      generator.writeEndObject();
      return;
    }
    int slash = url.lastIndexOf('/');
    if (slash < 0) {
      throw new WriteFailure("Any type URL \"" + url + "\" has no '/' before the type name");
    }
    String typeName = url.substring(slash + 1);
    RegisteredType type = registered.byFullName(typeName);
    if (type == null || type.writer() == null) {
      throw new WriteFailure("Any type URL \"" + url + "\" names " + typeName
          + ", which is not registered with this MessageMarshaller: register it with"
          + " MessageMarshaller.builder().register(...)");
    }
    Message payload;
    try {
      payload = type.defaultInstance().getParserForType().parsePartialFrom(any.getValue());
    } catch (InvalidProtocolBufferException e) {
      throw new WriteFailure("Any value is not a valid " + typeName + ": " + e.getMessage(), e);
    }
    generator.writeStartObject(any);
    generator.writeName(TYPE);
    generator.writeString(url);
    try {
      if (type.writer() instanceof MessageWriter fields) {
        fields.writeFields(payload, generator);
      } else {
        generator.writeName(VALUE);
        type.writer().write(payload, generator);
      }
    } catch (WriteFailure e) {
      throw e.under("[" + typeName + "]");
    }
    generator.writeEndObject();
  }
}
