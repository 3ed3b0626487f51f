package dev.protojson.benchmarks.data;

import com.google.protobuf.Any;
import com.google.protobuf.BoolValue;
import com.google.protobuf.ByteString;
import com.google.protobuf.BytesValue;
import com.google.protobuf.DoubleValue;
import com.google.protobuf.Duration;
import com.google.protobuf.Empty;
import com.google.protobuf.FieldMask;
import com.google.protobuf.FloatValue;
import com.google.protobuf.Int32Value;
import com.google.protobuf.Int64Value;
import com.google.protobuf.ListValue;
import com.google.protobuf.NullValue;
import com.google.protobuf.StringValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Timestamp;
import com.google.protobuf.UInt32Value;
import com.google.protobuf.UInt64Value;
import com.google.protobuf.Value;
import dev.protojson.test.proto3.Aliased;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Color;
import dev.protojson.test.proto3.Nested;
import java.nio.charset.StandardCharsets;

/**
 * The all-types workload: every field of {@code AllTypes} set, each repeated field and map with a few entries, and
 * both kinds of recursion one level deep. Values are fixed, so every run measures the same document.
 */
public final class AllTypesData {

  private AllTypesData() {}

  public static AllTypes fullyPopulated() {
    AllTypes.Builder b = scalars(AllTypes.newBuilder());
    optionals(b);
    repeated(b);
    maps(b);
    wellKnownTypes(b);
    b.setOneofNested(nested(7, "in a oneof")).setOtherUint64(-2L);
    b.setRecursive(scalars(AllTypes.newBuilder()).build())
        .addRRecursive(scalars(AllTypes.newBuilder()).setFString("element").build())
        .putMRecursive("entry", scalars(AllTypes.newBuilder()).setFInt32(99).build());
    return b.build();
  }

  private static AllTypes.Builder scalars(AllTypes.Builder b) {
    return b.setFInt32(-123456)
        .setFInt64(-1234567890123456789L)
        .setFUint32(-1) // 4294967295 as uint32
        .setFUint64(-1L) // 18446744073709551615 as uint64
        .setFSint32(-42)
        .setFSint64(Long.MIN_VALUE)
        .setFFixed32(3_000_000)
        .setFFixed64(9_000_000_000L)
        .setFSfixed32(Integer.MIN_VALUE)
        .setFSfixed64(Long.MAX_VALUE)
        .setFFloat(3.25f)
        .setFDouble(-2.718281828459045)
        .setFBool(true)
        .setFString("héllo \"wörld\" \u2603 \uD83D\uDE00 tab\tend")
        .setFBytes(bytes("\u0000\u0001binary\u00ff"))
        .setFEnum(Color.BLUE)
        .setFNested(nested(1, "first").toBuilder().setChild(nested(2, "second")).build())
        .setFAliased(Aliased.ALIASED_FIRST)
        .setCustomNamed(5)
        .setWithDigits2X("digits")
        .setLeadingUnderscore(6)
        .setClass_(7)
        .setDefault(8)
        .setSerializedSize_("size")
        .setUnknownFields_("unknown")
        .setInitialized(true)
        .setHashCode("hash")
        .setParserForType_(9);
  }

  private static void optionals(AllTypes.Builder b) {
    b.setOInt32(0)
        .setOInt64(0L)
        .setOUint32(1)
        .setOUint64(2L)
        .setOSint32(-3)
        .setOSint64(-4L)
        .setOFixed32(5)
        .setOFixed64(6L)
        .setOSfixed32(-7)
        .setOSfixed64(-8L)
        .setOFloat(0.0f)
        .setODouble(1e300)
        .setOBool(false)
        .setOString("")
        .setOBytes(ByteString.EMPTY)
        .setOEnum(Color.COLOR_UNSPECIFIED)
        .setONested(Nested.getDefaultInstance());
  }

  private static void repeated(AllTypes.Builder b) {
    for (int i = 0; i < 4; i++) {
      int sign = i % 2 == 0 ? 1 : -1;
      b.addRInt32(sign * i * 1000)
          .addRInt64(sign * i * 10_000_000_000L)
          .addRUint32(i * 7)
          .addRUint64(i * 70_000_000_000L)
          .addRSint32(sign * i)
          .addRSint64(sign * i * 3L)
          .addRFixed32(i)
          .addRFixed64(i * 2L)
          .addRSfixed32(-i)
          .addRSfixed64(-i * 2L)
          .addRFloat(i * 1.5f)
          .addRDouble(i / 3.0)
          .addRBool(i % 2 == 0)
          .addRString("item " + i)
          .addRBytes(bytes("bytes-" + i))
          .addREnum(Color.forNumber(i % 3 == 0 ? 1 : 2))
          .addRNested(nested(i, "nested " + i))
          .addRUnpackedInt32(i * 11);
    }
    b.addREnum(Color.ULTRAVIOLET);
  }

  private static void maps(AllTypes.Builder b) {
    for (int i = 1; i <= 3; i++) {
      String v = "value " + i;
      b.putMInt32String(-i, v)
          .putMInt64String(i * 10_000_000_000L, v)
          .putMUint32String(i, v)
          .putMUint64String(-i, v)
          .putMSint32String(-i * 5, v)
          .putMSint64String(i * 5L, v)
          .putMFixed32String(i * 6, v)
          .putMFixed64String(i * 7L, v)
          .putMSfixed32String(-i * 8, v)
          .putMSfixed64String(-i * 9L, v)
          .putMStringString("key" + i, v)
          .putMStringInt32("key" + i, i * 100)
          .putMStringInt64("key" + i, i * -100_000_000_000L)
          .putMStringUint64("key" + i, i * 3L)
          .putMStringFloat("key" + i, i * 0.5f)
          .putMStringDouble("key" + i, i * 0.25)
          .putMStringBool("key" + i, i % 2 == 1)
          .putMStringBytes("key" + i, bytes("map bytes " + i))
          .putMStringEnum("key" + i, Color.forNumber(i == 3 ? -3 : i))
          .putMStringNested("key" + i, nested(i, "map nested"))
          .putMInt32Value(i, Value.newBuilder().setStringValue("dynamic " + i).build())
          .putMStringTimestamp("key" + i, timestamp(1_700_000_000L + i, i * 1_000_000));
    }
    b.putMBoolString(true, "yes").putMBoolString(false, "no");
  }

  private static void wellKnownTypes(AllTypes.Builder b) {
    b.setWktAny(Any.pack(nested(3, "packed")))
        .setWktDuration(Duration.newBuilder().setSeconds(-3601).setNanos(-500_000_000))
        .setWktEmpty(Empty.getDefaultInstance())
        .setWktFieldMask(FieldMask.newBuilder().addPaths("f_int32").addPaths("f_nested.value"))
        .setWktStruct(struct())
        .setWktValue(Value.newBuilder().setListValue(list()))
        .setWktListValue(list())
        .setWktNullValue(NullValue.NULL_VALUE)
        .setWktTimestamp(timestamp(1_234_567_890L, 123_000_000))
        .setWktDouble(DoubleValue.of(1.5))
        .setWktFloat(FloatValue.of(-2.5f))
        .setWktInt64(Int64Value.of(Long.MIN_VALUE))
        .setWktUint64(UInt64Value.of(-1L))
        .setWktInt32(Int32Value.of(Integer.MAX_VALUE))
        .setWktUint32(UInt32Value.of(-1))
        .setWktBool(BoolValue.of(true))
        .setWktString(StringValue.of("wrapped"))
        .setWktBytes(BytesValue.of(bytes("wrapped bytes")));
    for (int i = 0; i < 2; i++) {
      b.addRAny(Any.pack(nested(i, "any " + i)))
          .addRDuration(Duration.newBuilder().setSeconds(i * 60L).setNanos(i * 1000))
          .addREmpty(Empty.getDefaultInstance())
          .addRFieldMask(FieldMask.newBuilder().addPaths("r_string").addPaths("m_recursive"))
          .addRStruct(struct())
          .addRValue(Value.newBuilder().setNumberValue(i + 0.5))
          .addRListValue(list())
          .addRNullValue(NullValue.NULL_VALUE)
          .addRTimestamp(timestamp(1_600_000_000L + i, 0))
          .addRDoubleWrapper(DoubleValue.of(i * 2.5))
          .addRFloatWrapper(FloatValue.of(i * 1.5f))
          .addRInt64Wrapper(Int64Value.of(-i * 1_000_000_000_000L))
          .addRUint64Wrapper(UInt64Value.of(i * 1_000_000_000_000L))
          .addRInt32Wrapper(Int32Value.of(-i))
          .addRUint32Wrapper(UInt32Value.of(i))
          .addRBoolWrapper(BoolValue.of(i == 0))
          .addRStringWrapper(StringValue.of("wrapped " + i))
          .addRBytesWrapper(BytesValue.of(bytes("wb" + i)));
    }
  }

  private static Struct struct() {
    return Struct.newBuilder()
        .putFields("name", Value.newBuilder().setStringValue("struct").build())
        .putFields("count", Value.newBuilder().setNumberValue(3).build())
        .putFields("ok", Value.newBuilder().setBoolValue(true).build())
        .putFields("none", Value.newBuilder().setNullValue(NullValue.NULL_VALUE).build())
        .putFields("list", Value.newBuilder().setListValue(list()).build())
        .build();
  }

  private static ListValue list() {
    return ListValue.newBuilder()
        .addValues(Value.newBuilder().setNumberValue(1.25))
        .addValues(Value.newBuilder().setStringValue("two"))
        .addValues(Value.newBuilder().setBoolValue(false))
        .build();
  }

  private static Nested nested(int value, String note) {
    return Nested.newBuilder().setValue(value).setNote(note).build();
  }

  private static Timestamp timestamp(long seconds, int nanos) {
    return Timestamp.newBuilder().setSeconds(seconds).setNanos(nanos).build();
  }

  private static ByteString bytes(String s) {
    return ByteString.copyFrom(s, StandardCharsets.ISO_8859_1);
  }
}
