package dev.protojson.internal.write;

import com.google.protobuf.ByteString;
import com.google.protobuf.ListValue;
import com.google.protobuf.Message;
import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import dev.protojson.internal.TypeWriter;
import java.util.Arrays;
import java.util.Map;
import tools.jackson.core.JsonGenerator;

/**
 * {@code google.protobuf.Struct}, {@code Value} and {@code ListValue}: plain JSON objects, values and arrays.
 * Struct keys are sorted like map keys when the marshaller sorts map keys.
 */
final class StructWriters {

  private final boolean sortKeys;

  StructWriters(boolean sortKeys) {
    this.sortKeys = sortKeys;
  }

  TypeWriter struct() {
    return new TypeWriter() {
      @Override
      public void write(Message message, JsonGenerator generator) {
        writeStruct((Struct) message, generator);
      }
    };
  }

  TypeWriter value() {
    return new TypeWriter() {
      @Override
      public void write(Message message, JsonGenerator generator) {
        writeValue((Value) message, generator);
      }
    };
  }

  TypeWriter listValue() {
    return new TypeWriter() {
      @Override
      public void write(Message message, JsonGenerator generator) {
        writeList((ListValue) message, generator);
      }
    };
  }

  private void writeStruct(Struct struct, JsonGenerator g) {
    Map<String, Value> fields = struct.getFieldsMap();
    g.writeStartObject(struct);
    if (!sortKeys) {
      for (Map.Entry<String, Value> field : fields.entrySet()) {
        writeField(field.getKey(), field.getValue(), g);
      }
    } else {
      String[] keys = fields.keySet().toArray(new String[0]);
      Arrays.sort(keys, (a, b) -> ByteString.unsignedLexicographicalComparator()
          .compare(ByteString.copyFromUtf8(a), ByteString.copyFromUtf8(b)));
      for (String key : keys) {
        writeField(key, fields.get(key), g);
      }
    }
    g.writeEndObject();
  }

  private void writeField(String key, Value value, JsonGenerator g) {
    g.writeName(key);
    try {
      writeValue(value, g);
    } catch (WriteFailure e) {
      throw e.under(key);
    }
  }

  private void writeValue(Value value, JsonGenerator g) {
    switch (value.getKindCase()) {
      case NULL_VALUE, KIND_NOT_SET -> g.writeNull();
      case NUMBER_VALUE -> {
        double number = value.getNumberValue();
        if (!Double.isFinite(number)) {
          throw new WriteFailure("google.protobuf.Value cannot hold " + number + ": JSON has no such number");
        }
        g.writeNumber(number);
      }
      case STRING_VALUE -> g.writeString(value.getStringValue());
      case BOOL_VALUE -> g.writeBoolean(value.getBoolValue());
      case STRUCT_VALUE -> writeStruct(value.getStructValue(), g);
      case LIST_VALUE -> writeList(value.getListValue(), g);
    }
  }

  private void writeList(ListValue list, JsonGenerator g) {
    g.writeStartArray(list, list.getValuesCount());
    int i = 0;
    try {
      for (int n = list.getValuesCount(); i < n; i++) {
        writeValue(list.getValues(i), g);
      }
    } catch (WriteFailure e) {
      throw e.under("[" + i + "]");
    }
    g.writeEndArray();
  }
}
