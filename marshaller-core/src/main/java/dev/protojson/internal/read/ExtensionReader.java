package dev.protojson.internal.read;

import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.RegisteredType;
import dev.protojson.internal.TypeLookup;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

/**
 * Reads a proto2 extension given as {@code "[full.extension.name]"}. Extensions are rare, so this goes through
 * the descriptor API instead of generated code.
 */
final class ExtensionReader {

  private final FieldDescriptor extension;
  private final FieldInfo info;
  private final TypeLookup lookup;

  ExtensionReader(FieldDescriptor extension, boolean ignoringUnknown, TypeLookup lookup) {
    this.extension = extension;
    this.info = new FieldInfo(extension, -1, ignoringUnknown);
    this.lookup = lookup;
  }

  /** Reads the value at the current token into {@code builder}. */
  void read(JsonParser p, Message.Builder builder) {
    if (p.currentToken() == JsonToken.VALUE_NULL && !info.acceptsNull) {
      return;
    }
    if (!extension.isRepeated()) {
      try {
        builder.setField(extension, value(p));
      } catch (SkipValue skipped) {
        // unknown enum value, ignored
      }
      return;
    }
    if (p.currentToken() != JsonToken.START_ARRAY) {
      throw Failures.at(p, "Expected an array for repeated extension %s, got " + Failures.quote(p));
    }
    JsonToken token;
    while ((token = p.nextToken()) != JsonToken.END_ARRAY) {
      if (token == JsonToken.VALUE_NULL && !info.acceptsNull) {
        throw Failures.at(p, "null is not allowed as an element of repeated extension %s");
      }
      try {
        builder.addRepeatedField(extension, value(p));
      } catch (SkipValue skipped) {
        // unknown enum value, ignored: the element is dropped
      }
    }
  }

  private Object value(JsonParser p) {
    switch (extension.getType()) {
      case INT32: return ParseSupport.readInt32(p);
      case SINT32: return ParseSupport.readSInt32(p);
      case SFIXED32: return ParseSupport.readSFixed32(p);
      case UINT32: return ParseSupport.readUInt32(p);
      case FIXED32: return ParseSupport.readFixed32(p);
      case INT64: return ParseSupport.readInt64(p);
      case SINT64: return ParseSupport.readSInt64(p);
      case SFIXED64: return ParseSupport.readSFixed64(p);
      case UINT64: return ParseSupport.readUInt64(p);
      case FIXED64: return ParseSupport.readFixed64(p);
      case FLOAT: return ParseSupport.readFloat(p);
      case DOUBLE: return ParseSupport.readDouble(p);
      case BOOL: return ParseSupport.readBool(p);
      case STRING: return ParseSupport.readString(p);
      case BYTES: return ParseSupport.readBytes(p);
      case ENUM: {
        int number = ParseSupport.readEnum(p, info);
        EnumDescriptor type = extension.getEnumType();
        return type.isClosed() ? type.findValueByNumber(number) : type.findValueByNumberCreatingIfUnknown(number);
      }
      default: {
        RegisteredType type = lookup.registered(extension.getMessageType());
        if (type == null) {
          throw Failures.at(p, "The message type " + extension.getMessageType().getFullName() + " of extension %s is"
              + " not registered");
        }
        Message.Builder content = type.defaultInstance().newBuilderForType();
        type.reader().merge(p, content);
        return content.buildPartial();
      }
    }
  }
}
