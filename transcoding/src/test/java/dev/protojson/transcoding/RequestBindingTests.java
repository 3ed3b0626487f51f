package dev.protojson.transcoding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import com.google.api.HttpBody;
import com.google.protobuf.ByteString;
import com.google.protobuf.Duration;
import com.google.protobuf.FieldMask;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.NullValue;
import com.google.protobuf.Timestamp;
import com.google.protobuf.Value;
import com.google.rpc.BadRequest;
import com.google.rpc.Code;
import dev.protojson.transcoding.test.Author;
import dev.protojson.transcoding.test.Book;
import dev.protojson.transcoding.test.Color;
import dev.protojson.transcoding.test.CreateBookRequest;
import dev.protojson.transcoding.test.DeleteBookRequest;
import dev.protojson.transcoding.test.Fields;
import dev.protojson.transcoding.test.GetBookRequest;
import dev.protojson.transcoding.test.GetFileRequest;
import dev.protojson.transcoding.test.Inner;
import dev.protojson.transcoding.test.ListBooksRequest;
import dev.protojson.transcoding.test.MoveBookRequest;
import dev.protojson.transcoding.test.UpdateBookRequest;
import dev.protojson.transcoding.test.UploadCoverRequest;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.assertj.core.api.ThrowableAssertAlternative;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class RequestBindingTests {

  private static final Transcoder TRANSCODER = TestTranscoders.transcoder();
  private static final Transcoder IGNORING = TestTranscoders.transcoder(TestTranscoders.marshaller())
      .ignoringUnknownQueryParameters().build();

  private static Message bind(Transcoder transcoder, String method, String target, byte[] body, String contentType) {
    int question = target.indexOf('?');
    String path = question < 0 ? target : target.substring(0, question);
    String query = question < 0 ? null : target.substring(question + 1);
    RouteMatch match = transcoder.match(method, path);
    assertThat(match).as(method + " " + target).isInstanceOf(RouteMatch.Found.class);
    return ((RouteMatch.Found) match).bindRequest(query, body, contentType);
  }

  private static Message bind(String method, String target, String json) {
    return bind(TRANSCODER, method, target, json == null ? null : json.getBytes(StandardCharsets.UTF_8),
        "application/json");
  }

  private static Fields get(String target) {
    return (Fields) bind("GET", target, null);
  }

  private static ThrowableAssertAlternative<InvalidRequestException> refused(String method, String target,
      String json) {
    return assertThatExceptionOfType(InvalidRequestException.class).isThrownBy(() -> bind(method, target, json));
  }

  private static ThrowableAssertAlternative<InvalidRequestException> refused(String target) {
    return refused("GET", target, null);
  }

  @Nested
  class PathVariables {

    @Test
    void aSingleSegmentVariableIsDecodedWhole() {
      assertThat(get("/v1/fields/a%2Fb%20c+%E2%82%AC").getId()).isEqualTo("a/b c+€");
    }

    @Test
    void aMultiSegmentVariableKeepsEncodedSlashes() {
      assertThat(get("/v1/paths/things/a%2Fb/c%20d").getId()).isEqualTo("things/a%2Fb/c d");
      assertThat(get("/v1/paths/things/a%2fb").getId()).isEqualTo("things/a%2fb");
      assertThat(get("/v1/paths/things").getId()).isEqualTo("things");
    }

    @Test
    void nestedFieldPaths() {
      assertThat(get("/v1/fields/hello/inner/42").getInner())
          .isEqualTo(Inner.newBuilder().setText("hello").setNumber(42).build());
    }

    @Test
    void typedVariables() {
      Fields fields = get("/v1/typed/-5/GREEN/true/7/1.5e2/-_8");
      assertThat(fields.getI64()).isEqualTo(-5);
      assertThat(fields.getColor()).isEqualTo(Color.GREEN);
      assertThat(fields.getFlag()).isTrue();
      assertThat(fields.getWI32().getValue()).isEqualTo(7);
      assertThat(fields.hasWI32()).isTrue();
      assertThat(fields.getDb()).isEqualTo(150.0);
      assertThat(fields.getData()).isEqualTo(ByteString.copyFrom(new byte[] {(byte) 0xfb, (byte) 0xff}));
      assertThat(get("/v1/typed/1/2/false/0/NaN/AA").getColor()).isEqualTo(Color.GREEN);
      assertThat(get("/v1/typed/1/9/false/0/0/AA").getColorValue()).isEqualTo(9);
    }

    @Test
    void aBadValueNamesTheFieldPath() {
      refused("/v1/fields/x/inner/forty")
          .withMessage("Invalid value \"forty\" for path variable inner.number (int32): not an integer")
          .satisfies(e -> assertThat(e.getFieldPath()).isEqualTo("inner.number"));
      refused("/v1/typed/1/PURPLE/true/0/0/AA")
          .withMessage("Invalid value \"PURPLE\" for path variable color (protojson.transcoding.test.Color): not a"
              + " value of protojson.transcoding.test.Color");
      refused("/v1/typed/1/RED/yes/0/0/AA").satisfies(e -> assertThat(e.getFieldPath()).isEqualTo("flag"));
    }

    @Test
    void badPercentEncodingIsRefused() {
      refused("/v1/fields/%E2%82")
          .withMessage("Invalid path variable id: the octets percent-encoded at index 0 of \"%E2%82\" are not UTF-8")
          .satisfies(e -> assertThat(e.getFieldPath()).isEqualTo("id"));
      refused("/v1/fields/%zz")
          .withMessage("Invalid path variable id: '%' at index 0 of \"%zz\" is not followed by two hexadecimal"
              + " digits");
    }
  }

  @Nested
  class QueryParameters {

    @Test
    void everyScalarType() {
      Fields fields = get("/v1/fields/1?i32=-5&i64=-9007199254740993&u32=4294967295&u64=18446744073709551615"
          + "&s32=-1&s64=-2&f32=7&f64=8&sf32=-9&sf64=-10&fl=1.5&db=-2.5e3&flag=true&renamed=r");
      assertThat(fields).isEqualTo(Fields.newBuilder().setId("1").setI32(-5).setI64(-9007199254740993L).setU32(-1)
          .setU64(-1).setS32(-1).setS64(-2).setF32(7).setF64(8).setSf32(-9).setSf64(-10).setFl(1.5f).setDb(-2500)
          .setFlag(true).setRenamed("r").build());
    }

    @Test
    void floatingPointWords() {
      Fields fields = get("/v1/fields/1?fl=NaN&db=-Infinity");
      assertThat(fields.getFl()).isNaN();
      assertThat(fields.getDb()).isEqualTo(Double.NEGATIVE_INFINITY);
      assertThat(get("/v1/fields/1?db=Infinity").getDb()).isEqualTo(Double.POSITIVE_INFINITY);
    }

    @Test
    void badNumbersAndBooleans() {
      refused("/v1/fields/1?i32=ten").withMessage("Invalid value \"ten\" for query parameter i32 (int32): not an"
          + " integer").satisfies(e -> assertThat(e.getFieldPath()).isEqualTo("i32"));
      refused("/v1/fields/1?i32=2147483648").withMessageEndingWith("(int32): out of range");
      refused("/v1/fields/1?i32=01").withMessageEndingWith("(int32): not an integer");
      refused("/v1/fields/1?i32=%2B1").withMessageEndingWith("(int32): not an integer");
      refused("/v1/fields/1?i32=1.0").withMessageEndingWith("(int32): not an integer");
      refused("/v1/fields/1?u32=-1").withMessageEndingWith("(uint32): out of range");
      refused("/v1/fields/1?u64=-1").withMessageEndingWith("(uint64): out of range");
      refused("/v1/fields/1?u64=18446744073709551616").withMessageEndingWith("(uint64): out of range");
      refused("/v1/fields/1?i64=9223372036854775808").withMessageEndingWith("(int64): out of range");
      refused("/v1/fields/1?db=1e999").withMessageEndingWith("(double): out of range");
      refused("/v1/fields/1?db=0x10").withMessageEndingWith("(double): not a number");
      refused("/v1/fields/1?db=1d").withMessageEndingWith("(double): not a number");
      refused("/v1/fields/1?fl=1e39").withMessageEndingWith("(float): out of range");
      refused("/v1/fields/1?flag=yes").withMessage("Invalid value \"yes\" for query parameter flag (bool): expected"
          + " true or false");
      refused("/v1/fields/1?flag=").withMessageEndingWith("(bool): expected true or false");
      refused("/v1/fields/1?i32=" + "9".repeat(100)).withMessageStartingWith("Invalid value \"" + "9".repeat(64)
          + "...\" for query parameter i32");
    }

    @Test
    void enumsByNameOrNumber() {
      assertThat(get("/v1/fields/1?color=GREEN").getColor()).isEqualTo(Color.GREEN);
      assertThat(get("/v1/fields/1?color=1").getColor()).isEqualTo(Color.RED);
      assertThat(get("/v1/fields/1?color=7").getColorValue()).isEqualTo(7);
      assertThat(get("/v1/fields/1?colors=RED&colors=2").getColorsList()).containsExactly(Color.RED, Color.GREEN);
      refused("/v1/fields/1?color=PURPLE").withMessage("Invalid value \"PURPLE\" for query parameter color"
          + " (protojson.transcoding.test.Color): not a value of protojson.transcoding.test.Color");
      refused("/v1/fields/1?color=green").withMessageEndingWith("not a value of protojson.transcoding.test.Color");
      refused("/v1/fields/1?color=99999999999").withMessageEndingWith("not a number of"
          + " protojson.transcoding.test.Color");
    }

    @Test
    void bytesInStandardOrUrlSafeBase64() {
      ByteString expected = ByteString.copyFrom(new byte[] {(byte) 0xfb, (byte) 0xff});
      assertThat(get("/v1/fields/1?data=%2B%2F8%3D").getData()).isEqualTo(expected);
      assertThat(get("/v1/fields/1?data=%2B%2F8").getData()).isEqualTo(expected);
      assertThat(get("/v1/fields/1?data=-_8%3D").getData()).isEqualTo(expected);
      assertThat(get("/v1/fields/1?data=-_8").getData()).isEqualTo(expected);
      // an unencoded '+' reads as a space in a query string, which base64 cannot hold
      assertThat(get("/v1/fields/1?data=+/8=").getData()).isEqualTo(expected);
      assertThat(get("/v1/fields/1?w_bytes=AQI").getWBytes().getValue())
          .isEqualTo(ByteString.copyFrom(new byte[] {1, 2}));
      refused("/v1/fields/1?data=!!!").withMessage("Invalid value \"!!!\" for query parameter data (bytes): not"
          + " base64");
    }

    @Test
    void protoNamesAndJsonNames() {
      assertThat(get("/v1/fields/1?renamed=a").getRenamed()).isEqualTo("a");
      assertThat(get("/v1/fields/1?otherName=b").getRenamed()).isEqualTo("b");
      assertThat(get("/v1/fields/1?snake_case_name=c").getSnakeCaseName()).isEqualTo("c");
      assertThat(get("/v1/fields/1?snakeCaseName=d").getSnakeCaseName()).isEqualTo("d");
      assertThat(get("/v1/fields/1?wI32=5&w_i64=6").getWI32().getValue()).isEqualTo(5);
      refused("/v1/fields/1?snake_case_name=c&snakeCaseName=d").withMessage("Invalid query parameter snakeCaseName:"
          + " snake_case_name is given more than once");
      refused("/v1/fields/1?otherName=b&renamed=a").withMessage("Invalid query parameter renamed: renamed is given"
          + " more than once");
    }

    @Test
    void dottedPathsThroughSingularMessages() {
      Fields fields = get("/v1/fields/1?inner.text=t&inner.number=3&inner.deeper.deeper.words=a"
          + "&inner.deeper.deeper.words=b&inner.deeper.number=5");
      assertThat(fields.getInner()).isEqualTo(Inner.newBuilder().setText("t").setNumber(3)
          .setDeeper(Inner.newBuilder().setNumber(5).setDeeper(Inner.newBuilder().addWords("a").addWords("b")))
          .build());
      assertThat(get("/v1/fields/1?inner%2Etext=x").getInner().getText()).isEqualTo("x");
    }

    @Test
    void repeatedFieldsAsRepeatedKeys() {
      Fields fields = get("/v1/fields/1?numbers=1&labels=a&numbers=2&labels=b&numbers=3");
      assertThat(fields.getNumbersList()).containsExactly(1, 2, 3);
      assertThat(fields.getLabelsList()).containsExactly("a", "b");
      refused("/v1/fields/1?numbers=1&numbers=x").withMessage("Invalid value \"x\" for query parameter numbers"
          + " (int32): not an integer");
    }

    @Test
    void mapEntriesAsFieldAndKey() {
      Fields fields = get("/v1/fields/1?attributes[a]=1&attributes[b]=2&counts[5]=10&counts[-1]=-2&flags[true]=GREEN"
          + "&attributes[]=empty&attributes%5Bc%5D=3");
      assertThat(fields.getAttributesMap()).isEqualTo(Map.of("a", "1", "b", "2", "", "empty", "c", "3"));
      assertThat(fields.getCountsMap()).isEqualTo(Map.of(5, 10L, -1, -2L));
      assertThat(fields.getFlagsMap()).isEqualTo(Map.of(true, Color.GREEN));
      refused("/v1/fields/1?attributes[a]=1&attributes[a]=2").withMessage("Invalid query parameter attributes[a]:"
          + " the key a of attributes is given more than once");
      refused("/v1/fields/1?counts[x]=1").withMessage("Invalid value \"x\" for query parameter counts[x] (its key)"
          + " (int32): not an integer");
      refused("/v1/fields/1?counts[1]=x").withMessage("Invalid value \"x\" for query parameter counts[1] (int64):"
          + " not an integer");
      refused("/v1/fields/1?inner_map[k]=x").withMessage("Invalid query parameter inner_map[k]: the values of the"
          + " map inner_map are messages, which a query parameter cannot give");
      refused("/v1/fields/1?attributes=x").withMessage("Invalid query parameter attributes: attributes is a map:"
          + " give its entries as attributes[key]=value");
      refused("/v1/fields/1?labels[a]=x").withMessage("Invalid query parameter labels[a]: labels is not a map, so it"
          + " takes no [key]");
    }

    @Test
    void wellKnownTypesInTheirJsonStrings() {
      Fields fields = get("/v1/fields/1?at=2017-01-15T01:30:15.01Z&took=1.5s&mask=inner.text,snakeCaseName"
          + "&times=1970-01-01T00:00:01Z&times=1970-01-01T00:00:02%2B01:00");
      assertThat(fields.getAt()).isEqualTo(Timestamp.newBuilder().setSeconds(1484443815).setNanos(10_000_000).build());
      assertThat(fields.getTook()).isEqualTo(Duration.newBuilder().setSeconds(1).setNanos(500_000_000).build());
      assertThat(fields.getMask()).isEqualTo(FieldMask.newBuilder().addPaths("inner.text")
          .addPaths("snake_case_name").build());
      assertThat(fields.getTimesList()).extracting(Timestamp::getSeconds).containsExactly(1L, -3598L);
      refused("/v1/fields/1?at=yesterday").withMessageStartingWith("Invalid value \"yesterday\" for query parameter"
          + " at (google.protobuf.Timestamp): ").withMessageNotContaining("line 1")
          .satisfies(e -> assertThat(e.getFieldPath()).isEqualTo("at"));
      refused("/v1/fields/1?took=5").withMessageStartingWith("Invalid value \"5\" for query parameter took"
          + " (google.protobuf.Duration): ");
      refused("/v1/fields/1?at=\"2017-01-15T01:30:15Z").withMessageStartingWith("Invalid value");
    }

    @Test
    void wrappersAsTheirValues() {
      Fields fields = get("/v1/fields/1?w_i32=5&w_i64=-6&w_u32=7&w_u64=8&w_fl=1.5&w_db=2.5&w_bool=true&w_str=s");
      assertThat(fields.getWI32().getValue()).isEqualTo(5);
      assertThat(fields.getWI64().getValue()).isEqualTo(-6);
      assertThat(fields.getWU32().getValue()).isEqualTo(7);
      assertThat(fields.getWU64().getValue()).isEqualTo(8);
      assertThat(fields.getWFl().getValue()).isEqualTo(1.5f);
      assertThat(fields.getWDb().getValue()).isEqualTo(2.5);
      assertThat(fields.getWBool().getValue()).isTrue();
      assertThat(fields.getWStr().getValue()).isEqualTo("s");
      assertThat(get("/v1/fields/1?w_str=").hasWStr()).isTrue();
      refused("/v1/fields/1?w_u32=-1").withMessage("Invalid value \"-1\" for query parameter w_u32"
          + " (google.protobuf.UInt32Value): out of range");
    }

    @Test
    void optionalScalarsGetPresence() {
      assertThat(get("/v1/fields/1?maybe=0").hasMaybe()).isTrue();
      assertThat(get("/v1/fields/1").hasMaybe()).isFalse();
    }

    @Test
    void oneMemberOfAOneof() {
      assertThat(get("/v1/fields/1?choice_number=4").getChoiceNumber()).isEqualTo(4);
      assertThat(get("/v1/fields/1?choice_inner.text=a&choice_inner.number=2").getChoiceInner())
          .isEqualTo(Inner.newBuilder().setText("a").setNumber(2).build());
      refused("/v1/fields/1?choice_text=a&choice_number=1").withMessage("Invalid query parameter choice_number:"
          + " choice_number and choice_text are members of the oneof choice, of which one only can be set");
      refused("/v1/fields/1?choice_text=a&choice_inner.text=b").withMessage("Invalid query parameter"
          + " choice_inner.text: choice_inner and choice_text are members of the oneof choice, of which one only can"
          + " be set");
    }

    @Test
    void percentEncodingAndPlusSigns() {
      assertThat(get("/v1/fields/1?labels=a%20b&labels=c+d&labels=%E2%82%AC&labels=&labels").getLabelsList())
          .containsExactly("a b", "c d", "€", "", "");
      assertThat(get("/v1/fields/1?&&labels=a&").getLabelsList()).containsExactly("a");
      refused("/v1/fields/1?labels=%zz").withMessage("Invalid query parameter labels: '%' at index 0 of \"%zz\" is"
          + " not followed by two hexadecimal digits");
      refused("/v1/fields/1?labels=%FF").withMessage("Invalid query parameter labels: the octets percent-encoded at"
          + " index 0 of \"%FF\" are not UTF-8");
    }

    @Test
    void fieldsNoParameterCanGive() {
      refused("/v1/fields/1?inner=x").withMessage("Invalid query parameter inner: inner is a message"
          + " protojson.transcoding.test.Inner: give its fields, as inner.field");
      refused("/v1/fields/1?inners=x").withMessage("Invalid query parameter inners: inners is a repeated message"
          + " protojson.transcoding.test.Inner, which a query parameter cannot give");
      refused("/v1/fields/1?inners.text=x").withMessage("Invalid query parameter inners.text: inners is a repeated"
          + " message protojson.transcoding.test.Inner, so a query parameter cannot name a field inside it");
      refused("/v1/fields/1?meta=x").withMessage("Invalid query parameter meta: meta is a message"
          + " google.protobuf.Struct, which a query parameter cannot give");
      refused("/v1/fields/1?at.seconds=1").withMessage("Invalid query parameter at.seconds: at is a message"
          + " google.protobuf.Timestamp, so a query parameter cannot name a field inside it");
      refused("/v1/fields/1?id.x=1").withMessage("Unknown query parameter id.x: id is bound by the path");
      refused("/v1/fields/1?i32.x=1").withMessage("Invalid query parameter i32.x: i32 is a int32, so a query"
          + " parameter cannot name a field inside it");
    }

    @Test
    void unknownParametersAreRefusedWithABadRequest() {
      InvalidRequestException error = assertThatExceptionOfType(InvalidRequestException.class)
          .isThrownBy(() -> get("/v1/fields/1?nope=1")).actual();
      assertThat(error).hasMessage("Unknown query parameter nope: protojson.transcoding.test.Fields has no field nope");
      assertThat(error.getFieldPath()).isEqualTo("nope");
      assertThat(error.getLine()).isEqualTo(-1);
      refused("/v1/fields/1?inner.nope=1").withMessage("Unknown query parameter inner.nope:"
          + " protojson.transcoding.test.Inner has no field nope");
    }

    @Test
    void fieldsBoundByThePathOrTheBodyAreNotTakenFromTheQuery() {
      refused("/v1/fields/1?id=2").withMessage("Unknown query parameter id: id is bound by the path");
      refused("/v1/fields/x/inner/1?inner.number=2").withMessage("Unknown query parameter inner.number: inner.number"
          + " is bound by the path");
      assertThat(((Fields) bind("GET", "/v1/fields/x/inner/1?inner.deeper.number=2", null)).getInner().getDeeper()
          .getNumber()).isEqualTo(2);
      refused("POST", "/v1/fields/1/inner?inner.text=x", "{}").withMessage("Unknown query parameter inner.text:"
          + " inner is bound by the body");
      assertThat(((Fields) bind("POST", "/v1/fields/1/inner?i32=4", "{}")).getI32()).isEqualTo(4);
      refused("POST", "/v1/fields/1?i32=1", "{}").withMessage("Unknown query parameter i32: the body holds every"
          + " field the path does not bind (body: \"*\")");
    }

    @Test
    void ignoredUnknownParametersAreSkippedButBadValuesStillRefused() {
      Fields fields = (Fields) bind(IGNORING, "GET", "/v1/fields/1?_=123&nope=1&id=2&inner.nope=3&i32=4", null, null);
      assertThat(fields).isEqualTo(Fields.newBuilder().setId("1").setI32(4).build());
      assertThat(((Fields) bind(IGNORING, "POST", "/v1/fields/1?i32=1", "{}".getBytes(), null)).getI32()).isZero();
      assertThatExceptionOfType(InvalidRequestException.class)
          .isThrownBy(() -> bind(IGNORING, "GET", "/v1/fields/1?i32=ten", null, null))
          .withMessageEndingWith("(int32): not an integer");
      assertThatExceptionOfType(InvalidRequestException.class)
          .isThrownBy(() -> bind(IGNORING, "GET", "/v1/fields/1?inner=ten", null, null))
          .withMessageStartingWith("Invalid query parameter inner");
    }
  }

  @Nested
  class Bodies {

    @Test
    void theWholeMessageWithThePathWinning() {
      Fields fields = (Fields) bind("POST", "/v1/fields/fromPath", "{\"id\":\"fromBody\",\"i32\":5,"
          + "\"inner\":{\"text\":\"t\"},\"snake_case_name\":\"s\"}");
      assertThat(fields).isEqualTo(Fields.newBuilder().setId("fromPath").setI32(5)
          .setInner(Inner.newBuilder().setText("t")).setSnakeCaseName("s").build());
    }

    @Test
    void aMessageFieldWithThePathWinningInsideIt() {
      Fields fields = (Fields) bind("POST", "/v1/inner/fromPath", "{\"text\":\"fromBody\",\"number\":3}");
      assertThat(fields).isEqualTo(Fields.newBuilder()
          .setInner(Inner.newBuilder().setText("fromPath").setNumber(3)).build());
    }

    @Test
    void repeatedScalarMapEnumAndRepeatedMessageFields() {
      assertThat(((Fields) bind("POST", "/v1/fields/1/numbers", "[1, 2, 3]")).getNumbersList())
          .containsExactly(1, 2, 3);
      assertThat(((Fields) bind("POST", "/v1/fields/1/renamed", "\"hello\"")).getRenamed()).isEqualTo("hello");
      assertThat(((Fields) bind("POST", "/v1/fields/1/attributes", "{\"a\":\"1\"}")).getAttributesMap())
          .isEqualTo(Map.of("a", "1"));
      assertThat(((Fields) bind("POST", "/v1/fields/1/inners", "[{\"text\":\"a\"},{\"number\":2}]")).getInnersList())
          .containsExactly(Inner.newBuilder().setText("a").build(), Inner.newBuilder().setNumber(2).build());
      assertThat(((Fields) bind("POST", "/v1/fields/1/color", "\"GREEN\"")).getColor()).isEqualTo(Color.GREEN);
      assertThat(((Fields) bind("POST", "/v1/fields/1/color", " 2\n")).getColor()).isEqualTo(Color.GREEN);
      assertThat(((Fields) bind("POST", "/v1/fields/1/numbers", "null")).getNumbersList()).isEmpty();
    }

    @Test
    void aFieldBodyIsOneJsonValue() {
      refused("POST", "/v1/fields/1/numbers", "[1] [2]").withMessage("The body of field numbers must be one JSON"
          + " value, but more follows at line 1, column 5")
          .satisfies(e -> assertThat(e.getFieldPath()).isEqualTo("numbers"));
      refused("POST", "/v1/fields/1/numbers", "[1], \"id\": \"x\"")
          .withMessageStartingWith("Invalid JSON in the body of field numbers: ")
          .satisfies(e -> assertThat(e.getLine()).isEqualTo(1));
      refused("POST", "/v1/fields/1/renamed", "\"a\"}").withMessageStartingWith("Invalid JSON in the body of field"
          + " renamed: ");
    }

    @Test
    void aBadElementNamesItsPathLineAndColumnInTheBody() {
      InvalidRequestException error = assertThatExceptionOfType(InvalidRequestException.class)
          .isThrownBy(() -> bind("POST", "/v1/fields/1/numbers", "[1, \"x\"]")).actual();
      assertThat(error.getFieldPath()).isEqualTo("numbers[1]");
      assertThat(error.getLine()).isEqualTo(1);
      assertThat(error.getColumn()).isEqualTo(5);
      assertThat(error.getMessage()).endsWith(" at line 1, column 5");
      InvalidRequestException second = assertThatExceptionOfType(InvalidRequestException.class)
          .isThrownBy(() -> bind("POST", "/v1/fields/1/numbers", "[1,\n \"x\"]")).actual();
      assertThat(second.getLine()).isEqualTo(2);
      assertThat(second.getColumn()).isEqualTo(2);
    }

    @Test
    void invalidJsonNamesTheLineAndColumn() {
      InvalidRequestException error = assertThatExceptionOfType(InvalidRequestException.class)
          .isThrownBy(() -> bind("POST", "/v1/fields/1", "{\n  \"i32\": \"x\"\n}")).actual();
      assertThat(error.getFieldPath()).isEqualTo("i32");
      assertThat(error.getLine()).isEqualTo(2);
      assertThat(error.getColumn()).isPositive();
      assertThat(error.getMessage()).contains("at line 2, column " + error.getColumn());
      InvalidRequestException syntax = assertThatExceptionOfType(InvalidRequestException.class)
          .isThrownBy(() -> bind("POST", "/v1/fields/1", "{\"i32\": }")).actual();
      assertThat(syntax.getLine()).isEqualTo(1);
      assertThat(syntax.getColumn()).isPositive();
    }

    @Test
    void errorsInsideABodyFieldArePrefixedWithIt() {
      InvalidRequestException error = assertThatExceptionOfType(InvalidRequestException.class)
          .isThrownBy(() -> bind("POST", "/v1/fields/1/inner", "{\"deeper\":{\"number\":\"x\"}}")).actual();
      assertThat(error.getFieldPath()).isEqualTo("inner.deeper.number");
      assertThat(error.getLine()).isEqualTo(1);
    }

    @Test
    void anEmptyBodySetsNothing() {
      assertThat(bind("POST", "/v1/fields/1", "")).isEqualTo(Fields.newBuilder().setId("1").build());
      assertThat(bind("POST", "/v1/fields/1/inner", null)).isEqualTo(Fields.newBuilder().setId("1").build());
      assertThat(bind("POST", "/v1/fields/1/numbers", "")).isEqualTo(Fields.newBuilder().setId("1").build());
      assertThat(bind("POST", "/v1/fields/1", " \r\n\t")).isEqualTo(Fields.newBuilder().setId("1").build());
      assertThat(bind("POST", "/v1/fields/1/inner", "\n")).isEqualTo(Fields.newBuilder().setId("1").build());
      assertThat(bind("POST", "/v1/fields/1/numbers", " ")).isEqualTo(Fields.newBuilder().setId("1").build());
    }

    /** null for a scalar body field with presence, or a oneof member, leaves it unset, as in a whole message. */
    @Test
    void aNullBodyLeavesAFieldWithPresenceAndAOneofUnset() {
      Fields unset = Fields.newBuilder().setId("1").build();
      Fields maybe = (Fields) bind("POST", "/v1/fields/1/maybe", "null");
      assertThat(maybe).isEqualTo(unset);
      assertThat(maybe.hasMaybe()).isFalse();
      Fields choice = (Fields) bind("POST", "/v1/fields/1/choice", " null ");
      assertThat(choice.getChoiceCase()).isEqualTo(Fields.ChoiceCase.CHOICE_NOT_SET);
      assertThat(((Fields) bind("POST", "/v1/fields/1/maybe", "0")).hasMaybe()).isTrue();
      assertThat(((Fields) bind("POST", "/v1/fields/1/choice", "\"\"")).getChoiceCase())
          .isEqualTo(Fields.ChoiceCase.CHOICE_TEXT);
    }

    /** The path wins over the body for its own field; another member of the same oneof in the body is refused. */
    @Test
    void aPathVariableAndABodyMemberOfOneOneofAreRefused() {
      refused("POST", "/v1/choice/7", "{\"choiceText\": \"b\"}").withMessage("Invalid path variable"
          + " choice_number: choice_number and choice_text are members of the oneof choice, of which one only can be"
          + " set").satisfies(e -> assertThat(e.getFieldPath()).isEqualTo("choice_number"));
      refused("POST", "/v1/choice-inner/t", "{\"choiceNumber\": 3}").withMessageContaining("choice_inner and"
          + " choice_number are members of the oneof choice");
      assertThat(((Fields) bind("POST", "/v1/choice/7", "{\"choiceNumber\": 8, \"i32\": 1}")))
          .isEqualTo(Fields.newBuilder().setChoiceNumber(7).setI32(1).build());
      assertThat(((Fields) bind("POST", "/v1/choice-inner/t", "{\"choiceInner\": {\"number\": 2}}")))
          .isEqualTo(Fields.newBuilder().setChoiceInner(Inner.newBuilder().setText("t").setNumber(2)).build());
    }

    /** null is a member's null: a message body field stays unset, but a google.protobuf.Value holds null. */
    @Test
    void aNullBodyLeavesAMessageFieldUnset() {
      Fields unset = Fields.newBuilder().setId("1").build();
      assertThat(bind("POST", "/v1/fields/1/inner", "null")).isEqualTo(unset);
      assertThat(bind("POST", "/v1/fields/1/inner", " \n null\t")).isEqualTo(unset);
      assertThat(bind("POST", "/v1/fields/1/at", "null")).isEqualTo(unset);
      assertThat(bind("POST", "/v1/fields/1/dynamic", "null")).isEqualTo(unset.toBuilder()
          .setDynamic(Value.newBuilder().setNullValue(NullValue.NULL_VALUE)).build());
      assertThat(bind("POST", "/v1/fields/1/at", "\"1970-01-01T00:00:01Z\"")).isEqualTo(unset.toBuilder()
          .setAt(Timestamp.newBuilder().setSeconds(1)).build());
      refused("POST", "/v1/fields/1/inner", "nul").withMessageContaining("Invalid JSON");
      refused("POST", "/v1/fields/1/inner", "null null").withMessageContaining("got null")
          .satisfies(e -> assertThat(e.getFieldPath()).isEqualTo("inner"));
    }

    @Test
    void aRuleWithoutBodyIgnoresOne() {
      assertThat(bind("GET", "/v1/fields/1", "{\"i32\": 5}")).isEqualTo(Fields.newBuilder().setId("1").build());
    }

    @Test
    void httpBodyFieldsAndRequestsTakeTheBytesAndContentType() throws InvalidProtocolBufferException {
      byte[] bytes = {(byte) 0xff, 0, 'x'};
      Fields fields = (Fields) bind(TRANSCODER, "POST", "/v1/fields/1/attachment", bytes, "image/png");
      assertThat(fields.getAttachment()).isEqualTo(HttpBody.newBuilder().setContentType("image/png")
          .setData(ByteString.copyFrom(bytes)).build());
      assertThat(bind(TRANSCODER, "POST", "/v1/raw", bytes, "application/octet-stream")).isEqualTo(HttpBody
          .newBuilder().setContentType("application/octet-stream").setData(ByteString.copyFrom(bytes)).build());
      assertThat(bind(TRANSCODER, "POST", "/v1/raw", null, null)).isEqualTo(HttpBody.getDefaultInstance());
    }
  }

  /** The examples of the library: each request message as written by hand. */
  @Nested
  class LibraryExamples {

    @Test
    void listWithPagingAndAFilter() {
      assertThat(bind("GET", "/v1/shelves/1/books?page_size=10&pageToken=abc&filter=title%3DDune", null))
          .isEqualTo(ListBooksRequest.newBuilder().setParent("shelves/1").setPageSize(10).setPageToken("abc")
              .setFilter("title=Dune").build());
    }

    @Test
    void aWrongPageSizeIsABadRequest() {
      InvalidRequestException error = assertThatExceptionOfType(InvalidRequestException.class)
          .isThrownBy(() -> bind("GET", "/v1/shelves/1/books?page_size=ten", null)).actual();
      com.google.rpc.Status status = error.toStatus();
      assertThat(status.getCode()).isEqualTo(Code.INVALID_ARGUMENT_VALUE);
      assertThat(status.getMessage()).isEqualTo("Invalid value \"ten\" for query parameter page_size (int32): not an"
          + " integer");
      assertThat(status.getDetailsList()).hasSize(1);
      assertThat(status.getDetails(0).is(BadRequest.class)).isTrue();
      assertThat(unpack(status)).isEqualTo(BadRequest.newBuilder().addFieldViolations(BadRequest.FieldViolation
          .newBuilder().setField("page_size").setDescription(status.getMessage())).build());
    }

    @Test
    void getWithAViewByNameOrNumber() {
      assertThat(bind("GET", "/v1/shelves/1/books/2?view=FULL", null)).isEqualTo(GetBookRequest.newBuilder()
          .setName("shelves/1/books/2").setView(GetBookRequest.View.FULL).build());
      assertThat(bind("GET", "/v1/books/2?view=1", null)).isEqualTo(GetBookRequest.newBuilder().setName("2")
          .setView(GetBookRequest.View.BASIC).build());
    }

    @Test
    void createWithTheBookAsTheBody() {
      assertThat(bind("POST", "/v1/shelves/1/books?book_id=b2",
          "{\"title\":\"Dune\",\"author\":{\"displayName\":\"Frank Herbert\"},\"tags\":[\"sf\"]}"))
          .isEqualTo(CreateBookRequest.newBuilder().setParent("shelves/1").setBookId("b2")
              .setBook(Book.newBuilder().setTitle("Dune").setAuthor(Author.newBuilder().setDisplayName("Frank Herbert"))
                  .addTags("sf"))
              .build());
    }

    @Test
    void updateWithAMaskInTheQueryAndTheNameFromThePath() {
      assertThat(bind("PATCH", "/v1/shelves/1/books/2?update_mask=title,author.displayName",
          "{\"title\":\"Dune Messiah\",\"name\":\"elsewhere\"}"))
          .isEqualTo(UpdateBookRequest.newBuilder()
              .setBook(Book.newBuilder().setName("shelves/1/books/2").setTitle("Dune Messiah"))
              .setUpdateMask(FieldMask.newBuilder().addPaths("title").addPaths("author.display_name"))
              .build());
      assertThat(bind("PUT", "/v1/shelves/1/books/2", "{\"book\":{\"title\":\"X\"},\"updateMask\":\"title\"}"))
          .isEqualTo(UpdateBookRequest.newBuilder()
              .setBook(Book.newBuilder().setName("shelves/1/books/2").setTitle("X"))
              .setUpdateMask(FieldMask.newBuilder().addPaths("title"))
              .build());
    }

    @Test
    void deleteMoveAndFiles() {
      assertThat(bind("DELETE", "/v1/shelves/1/books/2", null))
          .isEqualTo(DeleteBookRequest.newBuilder().setName("shelves/1/books/2").build());
      assertThat(bind("POST", "/v1/shelves/1/books/2:move", "{\"otherShelfName\":\"shelves/2\"}"))
          .isEqualTo(MoveBookRequest.newBuilder().setName("shelves/1/books/2").setOtherShelfName("shelves/2").build());
      assertThat(bind("GET", "/v1/files/a/b%2Fc/d%20e.txt", null))
          .isEqualTo(GetFileRequest.newBuilder().setPath("a/b%2Fc/d e.txt").build());
    }

    @Test
    void uploadACover() {
      assertThat(bind(TRANSCODER, "PUT", "/v1/shelves/1/books/2/cover", new byte[] {1, 2, 3}, "image/jpeg"))
          .isEqualTo(UploadCoverRequest.newBuilder().setName("shelves/1/books/2").setCover(HttpBody.newBuilder()
              .setContentType("image/jpeg").setData(ByteString.copyFrom(new byte[] {1, 2, 3}))).build());
    }
  }

  private static BadRequest unpack(com.google.rpc.Status status) {
    try {
      return status.getDetails(0).unpack(BadRequest.class);
    } catch (InvalidProtocolBufferException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void routesOfTheTestServicesAreAllThere() {
    assertThat(TRANSCODER.routes()).extracting(Route::fullMethodName).contains(
        "protojson.transcoding.test.Binding/Get", "protojson.transcoding.test.Library/GetFile");
    assertThat(TRANSCODER.routes()).hasSize(43);
  }
}
