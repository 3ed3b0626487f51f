package dev.protojson.internal.read;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

/**
 * Reads a proto2 extension given as {@code "[full.extension.name]"}. Extensions are rare, so this goes through
 * the descriptor API instead of generated code.
 */
public final class ExtensionReader {

  private final FieldDescriptor extension;
  private final boolean acceptsNull;
  private final ValueReader values;

  /**
   * @param values reads one value (one element, if the extension is repeated) in the form
   *     {@link Message.Builder#setField} takes
   */
  public ExtensionReader(FieldDescriptor extension, boolean acceptsNull, ValueReader values) {
    this.extension = extension;
    this.acceptsNull = acceptsNull;
    this.values = values;
  }

  FieldDescriptor descriptor() {
    return extension;
  }

  /** Reads the value at the current token into {@code builder}. */
  void read(JsonParser p, Message.Builder builder) {
    if (p.currentToken() == JsonToken.VALUE_NULL && !acceptsNull) {
      return;
    }
    if (!extension.isRepeated()) {
      try {
        builder.setField(extension, values.read(p));
      } catch (SkipValue skipped) {
        // unknown enum value, ignored
      }
      return;
    }
    if (p.currentToken() != JsonToken.START_ARRAY) {
      throw Failures.at(p, "Expected an array for repeated extension ", ", got " + Failures.quote(p));
    }
    JsonToken token;
    while ((token = p.nextToken()) != JsonToken.END_ARRAY) {
      if (token == JsonToken.VALUE_NULL && !acceptsNull) {
        throw Failures.at(p, "null is not allowed as an element of repeated extension ", "");
      }
      try {
        builder.addRepeatedField(extension, values.read(p));
      } catch (SkipValue skipped) {
        // unknown enum value, ignored: the element is dropped
      }
    }
  }
}
