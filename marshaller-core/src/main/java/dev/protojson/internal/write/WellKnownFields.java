package dev.protojson.internal.write;

import com.google.protobuf.BoolValue;
import com.google.protobuf.BytesValue;
import com.google.protobuf.DoubleValue;
import com.google.protobuf.Duration;
import com.google.protobuf.FloatValue;
import com.google.protobuf.Int32Value;
import com.google.protobuf.Int64Value;
import com.google.protobuf.StringValue;
import com.google.protobuf.Timestamp;
import com.google.protobuf.UInt32Value;
import com.google.protobuf.UInt64Value;
import java.lang.reflect.Method;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.SerializableString;

/**
 * Singular fields of the well-known types whose JSON is one scalar (Timestamp, Duration, the wrappers), written by
 * a static call from the generated writer with the field's own message type: no virtual call through a
 * {@code TypeWriter} shared by all well-known types, which the JIT could not resolve to one class. The output is
 * the same as those types' writers give.
 */
public final class WellKnownFields {

  private WellKnownFields() {}

  /**
   * The helper generated writers call for a singular field whose getter returns {@code valueClass}, or null. Found
   * by the class itself, so messages that come with their own copy of protobuf-java keep the generic path.
   */
  public static Method helperFor(Class<?> valueClass) {
    try {
      return WellKnownFields.class.getMethod("write", JsonGenerator.class, SerializableString.class, boolean.class,
          valueClass);
    } catch (NoSuchMethodException e) {
      return null;
    }
  }

  public static void write(JsonGenerator g, SerializableString name, boolean present, Timestamp value) {
    if (present) {
      g.writeName(name);
      try {
        TimestampWriter.writeValue(g, value);
      } catch (WriteFailure e) {
        throw WriteSupport.under(e, name);
      }
    }
  }

  public static void write(JsonGenerator g, SerializableString name, boolean present, Duration value) {
    if (present) {
      g.writeName(name);
      try {
        DurationWriter.writeValue(g, value);
      } catch (WriteFailure e) {
        throw WriteSupport.under(e, name);
      }
    }
  }

  public static void write(JsonGenerator g, SerializableString name, boolean present, DoubleValue value) {
    if (present) {
      g.writeName(name);
      Values.float64(g, value.getValue());
    }
  }

  public static void write(JsonGenerator g, SerializableString name, boolean present, FloatValue value) {
    if (present) {
      g.writeName(name);
      Values.float32(g, value.getValue());
    }
  }

  public static void write(JsonGenerator g, SerializableString name, boolean present, Int64Value value) {
    if (present) {
      g.writeName(name);
      Values.int64(g, value.getValue());
    }
  }

  public static void write(JsonGenerator g, SerializableString name, boolean present, UInt64Value value) {
    if (present) {
      g.writeName(name);
      Values.uint64(g, value.getValue());
    }
  }

  public static void write(JsonGenerator g, SerializableString name, boolean present, Int32Value value) {
    if (present) {
      g.writeName(name);
      g.writeNumber(value.getValue());
    }
  }

  public static void write(JsonGenerator g, SerializableString name, boolean present, UInt32Value value) {
    if (present) {
      g.writeName(name);
      Values.uint32(g, value.getValue());
    }
  }

  public static void write(JsonGenerator g, SerializableString name, boolean present, BoolValue value) {
    if (present) {
      g.writeName(name);
      g.writeBoolean(value.getValue());
    }
  }

  public static void write(JsonGenerator g, SerializableString name, boolean present, StringValue value) {
    if (present) {
      g.writeName(name);
      g.writeString(value.getValue());
    }
  }

  public static void write(JsonGenerator g, SerializableString name, boolean present, BytesValue value) {
    if (present) {
      g.writeName(name);
      Values.bytes(g, value.getValue());
    }
  }
}
