package dev.protojson.spring.mvc;

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
import com.google.protobuf.StringValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Timestamp;
import com.google.protobuf.UInt32Value;
import com.google.protobuf.UInt64Value;
import com.google.protobuf.Value;
import dev.protojson.spring.test.shop.ShopProto.Order;
import dev.protojson.spring.test.wkt.Everything;

/** The messages the test controller serves, and their proto3 JSON as the mapping defines it. */
public final class Samples {

  private Samples() {}

  public static Order order(String id) {
    return Order.newBuilder()
        .setId(id)
        .setCustomerName("Ada Lovelace")
        .addItems(Order.Item.newBuilder().setSku("A-1").setQuantity(2))
        .addItems(Order.Item.newBuilder().setSku("B-7").setQuantity(1))
        .setStatus(Order.Status.OPEN)
        .setTotalCents(12_345_678_901L)
        .putTags("gift", 1)
        .build();
  }

  public static String orderJson(String id) {
    return """
        {"id":"%s","customerName":"Ada Lovelace","items":[{"sku":"A-1","quantity":2},{"sku":"B-7","quantity":1}],
         "status":"OPEN","totalCents":"12345678901","tags":{"gift":1}}""".formatted(id);
  }

  public static Everything everything() {
    return Everything.newBuilder()
        .setAny(Any.pack(Order.newBuilder().setId("packed").build()))
        .setTimestamp(Timestamp.newBuilder().setSeconds(1_700_000_000L).setNanos(123_000_000))
        .setDuration(Duration.newBuilder().setSeconds(1).setNanos(500_000_000))
        .setFieldMask(FieldMask.newBuilder().addPaths("customer_name").addPaths("items.sku"))
        .setStruct(Struct.newBuilder()
            .putFields("rate", Value.newBuilder().setNumberValue(2.5).build())
            .putFields("flags", Value.newBuilder().setListValue(ListValue.newBuilder()
                .addValues(Value.newBuilder().setBoolValue(true))
                .addValues(Value.newBuilder().setNullValueValue(0))
                .addValues(Value.newBuilder().setStringValue("x"))).build()))
        .setValue(Value.newBuilder().setStringValue("hello"))
        .setListValue(ListValue.newBuilder().addValues(Value.newBuilder().setNumberValue(1.5)))
        .setEmpty(Empty.getDefaultInstance())
        .setDoubleValue(DoubleValue.of(-0.25))
        .setFloatValue(FloatValue.of(1.25f))
        .setInt64Value(Int64Value.of(-9_000_000_000L))
        .setUint64Value(UInt64Value.of(-1L))
        .setInt32Value(Int32Value.of(-5))
        .setUint32Value(UInt32Value.of(-1))
        .setBoolValue(BoolValue.of(false))
        .setStringValue(StringValue.of("s\u00e9"))
        .setBytesValue(BytesValue.of(ByteString.copyFrom(new byte[] {1, 2, 3, (byte) 0xfb})))
        .build();
  }

  public static final String EVERYTHING_JSON = """
      {"any":{"@type":"type.googleapis.com/protojson.spring.test.Order","id":"packed"},
       "timestamp":"2023-11-14T22:13:20.123Z",
       "duration":"1.500s",
       "fieldMask":"customerName,items.sku",
       "struct":{"rate":2.5,"flags":[true,null,"x"]},
       "value":"hello",
       "listValue":[1.5],
       "empty":{},
       "doubleValue":-0.25,
       "floatValue":1.25,
       "int64Value":"-9000000000",
       "uint64Value":"18446744073709551615",
       "int32Value":-5,
       "uint32Value":4294967295,
       "boolValue":false,
       "stringValue":"s\u00e9",
       "bytesValue":"AQID+w=="}""";
}
