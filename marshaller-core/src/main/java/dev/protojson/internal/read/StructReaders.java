package dev.protojson.internal.read;

import com.google.protobuf.ListValue;
import com.google.protobuf.Message;
import com.google.protobuf.NullValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import dev.protojson.internal.TypeReader;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

/** {@code Struct}, {@code Value} and {@code ListValue}: plain JSON objects, values and arrays. */
final class StructReaders {

  private final int recursionLimit;
  final TypeReader struct = new TypeReader() {
    @Override
    public void merge(JsonParser p, Message.Builder builder) {
      mergeStruct(p, (Struct.Builder) builder);
    }
  };
  final TypeReader value = new TypeReader() {
    @Override
    public void merge(JsonParser p, Message.Builder builder) {
      mergeValue(p, (Value.Builder) builder);
    }
  };
  final TypeReader list = new TypeReader() {
    @Override
    public void merge(JsonParser p, Message.Builder builder) {
      mergeList(p, (ListValue.Builder) builder);
    }
  };

  StructReaders(int recursionLimit) {
    this.recursionLimit = recursionLimit;
  }

  private void mergeStruct(JsonParser p, Struct.Builder struct) {
    if (p.currentToken() != JsonToken.START_OBJECT) {
      throw Failures.invalidValue(p, "google.protobuf.Struct", "expected an object");
    }
    Depth.check(p, recursionLimit);
    while (p.nextToken() == JsonToken.PROPERTY_NAME) {
      String key = p.currentName();
      if (!ParseSupport.wellFormed(key)) {
        throw Failures.at(p, "Invalid key in google.protobuf.Struct %s: unpaired surrogate character");
      }
      if (struct.containsFields(key)) {
        throw Failures.at(p, "Key \"" + Failures.shorten(key) + "\" is given twice in google.protobuf.Struct %s");
      }
      p.nextToken();
      Value.Builder entry = Value.newBuilder();
      mergeValue(p, entry);
      struct.putFields(key, entry.build());
    }
  }

  private void mergeList(JsonParser p, ListValue.Builder list) {
    if (p.currentToken() != JsonToken.START_ARRAY) {
      throw Failures.invalidValue(p, "google.protobuf.ListValue", "expected an array");
    }
    Depth.check(p, recursionLimit);
    while (p.nextToken() != JsonToken.END_ARRAY) {
      mergeValue(p, list.addValuesBuilder());
    }
  }

  private void mergeValue(JsonParser p, Value.Builder value) {
    JsonToken token = p.currentToken();
    switch (token) {
      case VALUE_NULL -> value.setNullValue(NullValue.NULL_VALUE);
      case VALUE_TRUE -> value.setBoolValue(true);
      case VALUE_FALSE -> value.setBoolValue(false);
      case VALUE_STRING -> value.setStringValue(ParseSupport.readString(p));
      case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> value.setNumberValue(ParseSupport.readDouble(p));
      case START_OBJECT -> mergeStruct(p, value.getStructValueBuilder());
      case START_ARRAY -> mergeList(p, value.getListValueBuilder());
      default -> throw Failures.invalidValue(p, "google.protobuf.Value", "not a JSON value");
    }
  }
}
