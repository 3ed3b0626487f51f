package dev.protojson.internal.read;

import com.google.protobuf.BoolValue;
import com.google.protobuf.BytesValue;
import com.google.protobuf.DoubleValue;
import com.google.protobuf.FloatValue;
import com.google.protobuf.Int32Value;
import com.google.protobuf.Int64Value;
import com.google.protobuf.Message;
import com.google.protobuf.StringValue;
import com.google.protobuf.UInt32Value;
import com.google.protobuf.UInt64Value;
import dev.protojson.internal.TypeReader;
import tools.jackson.core.JsonParser;

/** The wrapper types: the wrapped value's own JSON, e.g. a string for {@code Int64Value}. */
final class WrapperReader extends TypeReader {

  private final String fullName;

  WrapperReader(String fullName) {
    this.fullName = fullName;
  }

  static boolean isWrapper(String fullName) {
    return switch (fullName) {
      case "google.protobuf.DoubleValue", "google.protobuf.FloatValue", "google.protobuf.Int64Value",
          "google.protobuf.UInt64Value", "google.protobuf.Int32Value", "google.protobuf.UInt32Value",
          "google.protobuf.BoolValue", "google.protobuf.StringValue", "google.protobuf.BytesValue" -> true;
      default -> false;
    };
  }

  @Override
  public void merge(JsonParser p, Message.Builder builder) {
    switch (fullName) {
      case "google.protobuf.DoubleValue" -> ((DoubleValue.Builder) builder).setValue(ParseSupport.readDouble(p));
      case "google.protobuf.FloatValue" -> ((FloatValue.Builder) builder).setValue(ParseSupport.readFloat(p));
      case "google.protobuf.Int64Value" -> ((Int64Value.Builder) builder).setValue(ParseSupport.readInt64(p));
      case "google.protobuf.UInt64Value" -> ((UInt64Value.Builder) builder).setValue(ParseSupport.readUInt64(p));
      case "google.protobuf.Int32Value" -> ((Int32Value.Builder) builder).setValue(ParseSupport.readInt32(p));
      case "google.protobuf.UInt32Value" -> ((UInt32Value.Builder) builder).setValue(ParseSupport.readUInt32(p));
      case "google.protobuf.BoolValue" -> ((BoolValue.Builder) builder).setValue(ParseSupport.readBool(p));
      case "google.protobuf.StringValue" -> ((StringValue.Builder) builder).setValue(ParseSupport.readString(p));
      case "google.protobuf.BytesValue" -> ((BytesValue.Builder) builder).setValue(ParseSupport.readBytes(p));
      default -> throw new IllegalStateException(fullName + " is not a wrapper type");
    }
  }
}
