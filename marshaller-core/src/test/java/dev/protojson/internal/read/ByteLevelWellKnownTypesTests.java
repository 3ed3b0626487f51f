package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.google.protobuf.Any;
import com.google.protobuf.ListValue;
import com.google.protobuf.Message;
import com.google.protobuf.NullValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Timestamp;
import com.google.protobuf.Value;
import dev.protojson.internal.Switches;
import dev.protojson.test.bytes.Dynamic;
import dev.protojson.test.proto3.Nested;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The well-known types whose JSON is an object, an array, any value or {@code null} (Any, Struct, Value,
 * ListValue, FieldMask, Empty, NullValue) are read at the byte level exactly as the Jackson reader reads them, or
 * given up: hand-picked forms, and what is left to the Jackson reader. ({@link ByteLevelReadTests} reads random
 * messages of them, and broken variants.)
 */
class ByteLevelWellKnownTypesTests {

  private static final String ANY_NESTED = "\"@type\":\"type.googleapis.com/protojson.test.Nested\"";

  private final ByteLevelReads reads = new ByteLevelReads();

  @BeforeEach
  void byteLevelIsOn() {
    assumeThat(Switches.FAST_PATHS).isTrue();
  }

  @Test
  void readsEveryFormAsTheJacksonReaderDoes() throws Exception {
    String[] documents = {
      "{\"any\":{" + ANY_NESTED + ",\"value\":1,\"note\":\"n\",\"child\":{\"value\":2}}}",
      "{\"any\":{" + ANY_NESTED + "},\"rAny\":[{}," + "{" + ANY_NESTED + ",\"value\":3}]}",
      "{\"any\":{\"@type\":\"type.googleapis.com/google.protobuf.Timestamp\",\"value\":\"1970-01-01T00:00:01Z\"}}",
      "{\"any\":{\"@type\":\"type.googleapis.com/google.protobuf.Struct\",\"value\":{\"a\":[1,{}]}}}",
      "{\"any\":{\"@type\":\"type.googleapis.com/google.protobuf.Value\",\"value\":null}}",
      "{\"any\":{\"@type\":\"type.googleapis.com/google.protobuf.Int64Value\",\"value\":\"-5\"}}",
      "{\"any\":{\"@type\":\"type.googleapis.com/google.protobuf.FieldMask\",\"value\":\"a.bC,d\"}}",
      "{\"any\":{\"@type\":\"type.googleapis.com/google.protobuf.Empty\"}}",
      "{\"any\":{\"@type\":\"type.googleapis.com/google.protobuf.Duration\"}}",
      "{\"mAny\":{\"-1\":{" + ANY_NESTED + ",\"note\":\"\\u00e9\"}}}",
      "{\"struct\":{\"a\":1,\"b\":[true,null,{\"c\":\"d\"}],\"\":{},\"\\u00e9\\n\":-2.5e-3,\"x\":[]}}",
      "{\"struct\":{},\"list\":[],\"rStruct\":[{},{\"k\":false}],\"rList\":[[],[[1]]]}",
      "{\"value\":null,\"rValue\":[null,1,\"x\",true,false,{},[]],\"list\":[null,[null]]}",
      "{\"value\":\"text\",\"null\":null,\"oNull\":null,\"rNull\":[null,null,\"NULL_VALUE\",0]}",
      "{\"value\":1234567890123456,\"mValue\":{\"a\":null,\"b\":{\"c\":null}},\"mNull\":{\"k\":null,\"j\":0}}",
      "{\"mask\":\"fInt32,fNested.value\",\"rMask\":[\"\",\"a.b\"],\"empty\":{}}",
      "{\"mStruct\":{\"true\":{\"x\":1},\"false\":{}}}",
      "{\"cNull\":null}",
      "{\"cValue\":null}",
      "{\"cList\":[1,\"2\"]}",
      "{\"cString\":null,\"cValue\":{\"a\":1}}",
      "{\"value\":{\"a\":{\"b\":{\"c\":[[[]]]}}}}",
      "{\"value\":-0,\"rValue\":[-0,-0.0,0]}",
    };
    reads.assertReadAsTheJacksonReaderReads(Dynamic.getDefaultInstance(), documents);
    Dynamic nulls = (Dynamic) reads.bytes("{\"oNull\":null,\"value\":null,\"rValue\":[null],\"cNull\":null}",
        Dynamic.getDefaultInstance());
    assertThat(nulls.hasONull()).isTrue();
    assertThat(nulls.getValue().getKindCase()).isEqualTo(Value.KindCase.NULL_VALUE);
    assertThat(nulls.getRValue(0).getKindCase()).isEqualTo(Value.KindCase.NULL_VALUE);
    assertThat(nulls.getKindCase()).isEqualTo(Dynamic.KindCase.C_NULL);
    Dynamic any = (Dynamic) reads.bytes("{\"any\":{" + ANY_NESTED + ",\"value\":1,\"note\":\"n\"}}",
        Dynamic.getDefaultInstance());
    assertThat(any.getAny()).isEqualTo(Any.pack(Nested.newBuilder().setValue(1).setNote("n").build()));
    Dynamic struct = (Dynamic) reads.bytes("{\"struct\":{\"a\":[1,\"b\",null]}}", Dynamic.getDefaultInstance());
    assertThat(struct.getStruct()).isEqualTo(Struct.newBuilder().putFields("a", Value.newBuilder()
        .setListValue(ListValue.newBuilder().addValues(Value.newBuilder().setNumberValue(1))
            .addValues(Value.newBuilder().setStringValue("b"))
            .addValues(Value.newBuilder().setNullValue(NullValue.NULL_VALUE)))
        .build()).build());
    Dynamic time = (Dynamic) reads.bytes(
        "{\"any\":{\"@type\":\"type.googleapis.com/google.protobuf.Timestamp\",\"value\":\"1970-01-01T00:00:01Z\"}}",
        Dynamic.getDefaultInstance());
    assertThat(time.getAny().unpack(Timestamp.class)).isEqualTo(Timestamp.newBuilder().setSeconds(1).build());
  }

  /**
   * Lists, structs and Anys count towards the recursion limit as messages do, at the byte level as in the Jackson
   * reader: up to the limit both read the same, past it the byte level gives up and the Jackson reader reports it.
   */
  @Test
  void nestingUpToTheRecursionLimitIsReadAsTheJacksonReaderReadsIt() {
    int limit = reads.options.recursionLimit();
    int read = 0;
    for (int depth = limit - 2; depth <= limit + 2; depth++) {
      // The document's own object is one level: depth - 1 of lists, structs or both.
      String lists = "{\"value\":" + "[".repeat(depth - 1) + "]".repeat(depth - 1) + "}";
      String structs = "{\"struct\":" + "{\"a\":".repeat(depth - 2) + "{}" + "}".repeat(depth - 2) + "}";
      String mixed = "{\"list\":" + "[{\"a\":".repeat((depth - 1) / 2) + "null" + "}]".repeat((depth - 1) / 2)
          + "}";
      String anys = "{\"any\":{" + ANY_NESTED + "," + "\"child\":{".repeat(depth - 2) + "}".repeat(depth - 2)
          + "}}";
      for (String document : new String[] {lists, structs, mixed, anys}) {
        Message atByteLevel = reads.bytes(document, Dynamic.getDefaultInstance());
        Object jackson = reads.jackson(document, Dynamic.getDefaultInstance());
        if (atByteLevel != null) {
          read++;
          assertThat(atByteLevel).as(document).isEqualTo(jackson);
        } else if (depth > limit) {
          assertThat(jackson).as(document).asString().contains("recursion limit");
        }
      }
    }
    assertThat(read).isGreaterThanOrEqualTo(8);
  }

  /** Each of these is bad input or a form left to the Jackson reader. */
  @Test
  void givesUpOnWhatItLeavesToTheJacksonReader() {
    String deepList = "[".repeat(reads.options.recursionLimit() + 1) + "]".repeat(reads.options.recursionLimit() + 1);
    String[] documents = {
      "{\"struct\":{\"a\":1,\"a\":2}}",
      "{\"struct\":{\"\\ud800\":1}}",
      "{\"struct\":{\"a\":1,}}",
      "{\"struct\":[]}",
      "{\"struct\":null,\"struct\":{}}",
      "{\"list\":{}}",
      "{\"list\":[1,]}",
      "{\"value\":nul}",
      "{\"value\":tru}",
      "{\"value\":1e400}",
      "{\"value\":01}",
      "{\"value\":" + deepList + "}",
      "{\"value\":\"\\ud800\"}",
      "{\"rValue\":[1 2]}",
      "{\"mask\":\"f_int32\"}",
      "{\"mask\":\"a,,b\"}",
      "{\"mask\":1}",
      "{\"rMask\":[null]}",
      "{\"rStruct\":[null]}",
      "{\"null\":\"NOT_NULL\"}",
      "{\"mStruct\":{\"true\":null}}",
      "{\"mAny\":{\"1\":null}}",
      "{\"cNull\":null,\"cValue\":null}",
      "{\"cValue\":1,\"cString\":\"a\"}",
      "{\"empty\":{\"x\":1}}",
      "{\"empty\":null,\"empty\":{}}",
      "{\"any\":{\"value\":1," + ANY_NESTED + "}}",
      "{\"any\":{\"@type\":\"type.googleapis.com/no.such.Type\"}}",
      "{\"any\":{\"@type\":\"no slash\"}}",
      "{\"any\":{\"@type\":1}}",
      "{\"any\":{" + ANY_NESTED + ",\"unknown\":1}}",
      "{\"any\":{" + ANY_NESTED + ",\"value\":1,\"value\":2}}",
      "{\"any\":{" + ANY_NESTED + ",\"@type\":\"x\"}}",
      "{\"any\":{\"@type\":\"type.googleapis.com/google.protobuf.Timestamp\",\"value\":\"x\"}}",
      "{\"any\":{\"@type\":\"type.googleapis.com/google.protobuf.Timestamp\",\"val\":\"1970-01-01T00:00:01Z\"}}",
      "{\"any\":{\"@type\":\"type.googleapis.com/google.protobuf.Int64Value\",\"value\":\"1\",\"x\":1}}",
      "{\"any\":[]}",
    };
    reads.assertGivenUp(Dynamic.getDefaultInstance(), documents);
    // Of these, the valid ones are read by the Jackson reader, the others reported by it.
    assertThat(reads.jackson("{\"any\":{\"value\":1,\"@type\":\"type.googleapis.com/protojson.test.Nested\"}}"
        .getBytes(StandardCharsets.UTF_8), Dynamic.getDefaultInstance())).isInstanceOf(Dynamic.class);
    assertThat(reads.jackson("{\"struct\":{\"a\":1,\"a\":2}}".getBytes(StandardCharsets.UTF_8),
        Dynamic.getDefaultInstance())).asString().contains("given twice");
  }
}
