package dev.protojson.internal.wellknown;

import com.google.protobuf.BoolValue;
import com.google.protobuf.BytesValue;
import com.google.protobuf.DoubleValue;
import com.google.protobuf.FloatValue;
import com.google.protobuf.Int32Value;
import com.google.protobuf.Int64Value;
import com.google.protobuf.StringValue;
import com.google.protobuf.UInt32Value;
import com.google.protobuf.UInt64Value;
import dev.protojson.internal.kind.FieldKind;
import dev.protojson.internal.write.Values;
import java.util.List;

/**
 * The wrapper types ({@code google.protobuf.Int64Value} and the others of {@code wrappers.proto}): the JSON of the
 * wrapped value alone, e.g. a string for {@code Int64Value}, read and written as a field of that value's kind is.
 */
final class WrapperJson {

  static final List<WellKnownType> TYPES = List.of(
      WellKnownType.wrapper(DoubleValue.getDescriptor(), DoubleValue.class, FieldKind.DOUBLE,
          (g, m) -> Values.float64(g, m.getValue())),
      WellKnownType.wrapper(FloatValue.getDescriptor(), FloatValue.class, FieldKind.FLOAT,
          (g, m) -> Values.float32(g, m.getValue())),
      WellKnownType.wrapper(Int64Value.getDescriptor(), Int64Value.class, FieldKind.INT64,
          (g, m) -> Values.int64(g, m.getValue())),
      WellKnownType.wrapper(UInt64Value.getDescriptor(), UInt64Value.class, FieldKind.UINT64,
          (g, m) -> Values.uint64(g, m.getValue())),
      WellKnownType.wrapper(Int32Value.getDescriptor(), Int32Value.class, FieldKind.INT32,
          (g, m) -> Values.int32(g, m.getValue())),
      WellKnownType.wrapper(UInt32Value.getDescriptor(), UInt32Value.class, FieldKind.UINT32,
          (g, m) -> Values.uint32(g, m.getValue())),
      WellKnownType.wrapper(BoolValue.getDescriptor(), BoolValue.class, FieldKind.BOOL,
          (g, m) -> Values.bool(g, m.getValue())),
      WellKnownType.wrapper(StringValue.getDescriptor(), StringValue.class, FieldKind.STRING,
          (g, m) -> Values.string(g, m.getValue())),
      WellKnownType.wrapper(BytesValue.getDescriptor(), BytesValue.class, FieldKind.BYTES,
          (g, m) -> Values.bytes(g, m.getValue())));

  private WrapperJson() {}
}
