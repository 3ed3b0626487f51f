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
import java.util.List;

/**
 * The wrapper types ({@code google.protobuf.Int64Value} and the others of {@code wrappers.proto}): the JSON of the
 * wrapped value alone, e.g. a string for {@code Int64Value}, read and written as a field of that value's kind is.
 */
final class WrapperJson {

  static final List<WellKnownType> TYPES = List.of(
      WellKnownType.wrapper(DoubleValue.getDescriptor(), DoubleValue.class, FieldKind.DOUBLE),
      WellKnownType.wrapper(FloatValue.getDescriptor(), FloatValue.class, FieldKind.FLOAT),
      WellKnownType.wrapper(Int64Value.getDescriptor(), Int64Value.class, FieldKind.INT64),
      WellKnownType.wrapper(UInt64Value.getDescriptor(), UInt64Value.class, FieldKind.UINT64),
      WellKnownType.wrapper(Int32Value.getDescriptor(), Int32Value.class, FieldKind.INT32),
      WellKnownType.wrapper(UInt32Value.getDescriptor(), UInt32Value.class, FieldKind.UINT32),
      WellKnownType.wrapper(BoolValue.getDescriptor(), BoolValue.class, FieldKind.BOOL),
      WellKnownType.wrapper(StringValue.getDescriptor(), StringValue.class, FieldKind.STRING),
      WellKnownType.wrapper(BytesValue.getDescriptor(), BytesValue.class, FieldKind.BYTES));

  private WrapperJson() {}
}
