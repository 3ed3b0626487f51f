package dev.protojson.internal.wellknown;

import com.google.protobuf.Any;
import com.google.protobuf.Api;
import com.google.protobuf.BoolValue;
import com.google.protobuf.BytesValue;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.DoubleValue;
import com.google.protobuf.Duration;
import com.google.protobuf.Empty;
import com.google.protobuf.Enum;
import com.google.protobuf.EnumValue;
import com.google.protobuf.Field;
import com.google.protobuf.FieldMask;
import com.google.protobuf.FloatValue;
import com.google.protobuf.Int32Value;
import com.google.protobuf.Int64Value;
import com.google.protobuf.ListValue;
import com.google.protobuf.Message;
import com.google.protobuf.Method;
import com.google.protobuf.Mixin;
import com.google.protobuf.Option;
import com.google.protobuf.SourceContext;
import com.google.protobuf.StringValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Timestamp;
import com.google.protobuf.Type;
import com.google.protobuf.UInt32Value;
import com.google.protobuf.UInt64Value;
import com.google.protobuf.Value;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The well-known types whose JSON is not a plain object of their fields, by full name. Every other type, including
 * {@code google.protobuf.Empty}, is read and written by generated code.
 */
public final class WellKnownTypes {

  private static final Map<String, WellKnownType> BY_NAME = new HashMap<>();

  static {
    List<List<WellKnownType>> all = List.of(
        List.of(AnyJson.TYPE, TimestampJson.TYPE, DurationJson.TYPE, FieldMaskJson.TYPE),
        StructJson.TYPES,
        WrapperJson.TYPES);
    for (List<WellKnownType> types : all) {
      for (WellKnownType type : types) {
        BY_NAME.put(type.fullName(), type);
      }
    }
  }

  private WellKnownTypes() {}

  /**
   * The message of {@code fullName} among the well-known types protobuf-java ships (those above, {@code Empty},
   * and the messages of {@code type.proto}, {@code api.proto} and {@code source_context.proto}), or null. An
   * {@code Any} may hold any of them, and an application cannot be expected to register protobuf's own types:
   * {@code google.longrunning.Operation}'s response is often an {@code Empty} that no field of its own reaches.
   */
  public static Message anyPayload(String fullName) {
    return fullName.startsWith("google.protobuf.") ? Payloads.BY_NAME.get(fullName) : null;
  }

  /** Made on the first {@code Any} naming a type no one registered. */
  private static final class Payloads {
    static final Map<String, Message> BY_NAME = new HashMap<>();

    static {
      for (Message type : List.<Message>of(Any.getDefaultInstance(), Api.getDefaultInstance(),
          BoolValue.getDefaultInstance(), BytesValue.getDefaultInstance(), DoubleValue.getDefaultInstance(),
          Duration.getDefaultInstance(), Empty.getDefaultInstance(), Enum.getDefaultInstance(),
          EnumValue.getDefaultInstance(), Field.getDefaultInstance(), FieldMask.getDefaultInstance(),
          FloatValue.getDefaultInstance(), Int32Value.getDefaultInstance(), Int64Value.getDefaultInstance(),
          ListValue.getDefaultInstance(), Method.getDefaultInstance(), Mixin.getDefaultInstance(),
          Option.getDefaultInstance(), SourceContext.getDefaultInstance(), StringValue.getDefaultInstance(),
          Struct.getDefaultInstance(), Timestamp.getDefaultInstance(), Type.getDefaultInstance(),
          UInt32Value.getDefaultInstance(), UInt64Value.getDefaultInstance(), Value.getDefaultInstance())) {
        BY_NAME.put(type.getDescriptorForType().getFullName(), type);
      }
    }
  }

  /** The well-known type {@code type} is, or null for a type with the ordinary JSON of its fields. */
  public static WellKnownType of(Descriptor type) {
    return of(type.getFullName());
  }

  static WellKnownType of(String fullName) {
    return BY_NAME.get(fullName);
  }

  /** Whether JSON {@code null} is a value of {@code field}'s type rather than "not set". */
  public static boolean acceptsNull(FieldDescriptor field) {
    return StructJson.acceptsNull(field);
  }

  /** Whether {@code type}'s only JSON value is {@code null}. */
  public static boolean isNullValue(EnumDescriptor type) {
    return StructJson.isNullValue(type);
  }
}
