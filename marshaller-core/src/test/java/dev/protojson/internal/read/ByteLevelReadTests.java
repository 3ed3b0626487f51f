package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.google.protobuf.Message;
import com.google.protobuf.Value;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.internal.Switches;
import dev.protojson.internal.Options;
import dev.protojson.internal.registry.Registry;
import dev.protojson.test.bytes.Dynamic;
import dev.protojson.test.bytes.Leaf;
import dev.protojson.test.bytes.Mood;
import dev.protojson.test.bytes.Plain;
import dev.protojson.test.bytes2.Shade;
import dev.protojson.test.bytes2.Tinted;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Wide;
import dev.protojson.testing.RandomMessages;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The readers' byte-level methods ({@link ByteInput}) read a document exactly as the Jackson reader does, or give
 * up and leave it to that reader: on random messages of every kind they read, written by protojson and by
 * JsonFormat; on tens of thousands of broken variants of those documents; and on the edges listed here.
 */
class ByteLevelReadTests {

  private static final long SEED = Long.getLong("protojson.seed", 20_261_126L);
  private static final JsonFormat.Printer[] PRINTERS = ByteLevelReads.PRINTERS;
  /** Plain twice: the kinds of every shape; Dynamic and AllTypes: every well-known type. */
  private static final Message[] TYPES = {Plain.getDefaultInstance(), Dynamic.getDefaultInstance(),
      Plain.getDefaultInstance(), AllTypes.getDefaultInstance()};

  private final ByteLevelReads reads = new ByteLevelReads();
  private final Options options = reads.options;
  private final Registry registry = reads.registry;
  private final JsonInput input = reads.input;
  private final MessageMarshaller marshaller = reads.marshaller;

  @BeforeEach
  void byteLevelIsOn() {
    // The public-API test run switches every fast path off, this one included; it does not run this class.
    assumeThat(Switches.FAST_PATHS).isTrue();
  }

  /**
   * Random messages of every kind (Plain; Dynamic and AllTypes with Any packing every payload type RandomMessages
   * uses, Struct, Value and ListValue three levels deep), written by protojson and by JsonFormat: every document is
   * read at the byte level, into the message the Jackson reader reads from it (the message written, but for what
   * JSON does not carry: a NullValue field's numbers other than 0 are written as {@code null}).
   */
  @Test
  void randomMessagesAreReadAtTheByteLevelAsTheJacksonReaderReadsThem() throws Exception {
    RandomMessages random = new RandomMessages(SEED, 3);
    int documents = 0;
    int anys = 0;
    for (int i = 0; i < 2_400; i++) {
      Message message = random.next(TYPES[i % TYPES.length]);
      List<String> texts = new ArrayList<>();
      texts.add(marshaller.writeValueAsString(message));
      texts.add(PRINTERS[i % PRINTERS.length].print(message));
      for (String text : texts) {
        documents++;
        anys += text.contains("\"@type\"") ? 1 : 0;
        Message atByteLevel = reads.bytes(text, message.getDefaultInstanceForType());
        Object jackson = reads.jackson(text, message.getDefaultInstanceForType());
        // The random strings include every kind of text, so every document is read at the byte level.
        assertThat(atByteLevel).as("seed %s, message %s: %s", SEED, i, text).isNotNull().isEqualTo(jackson);
        assertThat(marshaller.readValue(text.getBytes(StandardCharsets.UTF_8), message.getClass()))
            .as("seed %s, message %s", SEED, i).isEqualTo(jackson);
      }
    }
    assertThat(documents).isEqualTo(4_800);
    assertThat(anys).isGreaterThan(1_000);
  }

  /**
   * Broken and unusual variants of valid documents (bytes replaced, inserted, removed, spans repeated): whatever
   * the byte-level methods read, the Jackson reader reads the same; and what the marshaller returns or reports
   * is the Jackson reader's.
   */
  @Test
  void variantsOfValidDocumentsAreReadAsTheJacksonReaderReadsThemOrGivenUp() throws Exception {
    RandomMessages random = new RandomMessages(SEED + 1, 2);
    SplittableRandom mutations = new SplittableRandom(SEED);
    byte[] alphabet = "{}[],:\"\\ 0123456789.-+eEtrufalsn@/\u00e9\ud83d\ude00xu".getBytes(StandardCharsets.UTF_8);
    int read = 0;
    int given = 0;
    for (int i = 0; i < 900; i++) {
      Message message = random.next(TYPES[i % TYPES.length]);
      Message type = message.getDefaultInstanceForType();
      byte[] valid = (i % 2 == 0 ? marshaller.writeValueAsString(message) : PRINTERS[0].print(message))
          .getBytes(StandardCharsets.UTF_8);
      for (int k = 0; k < 40; k++) {
        byte[] variant = mutate(valid, mutations, alphabet);
        Message atByteLevel = reads.bytes(variant, type);
        Object jackson = reads.jackson(variant, type);
        if (atByteLevel != null) {
          read++;
          assertThat(jackson).as("%s", new String(variant, StandardCharsets.UTF_8)).isEqualTo(atByteLevel);
        } else {
          given++;
        }
        Object marshalled;
        try {
          marshalled = marshaller.readValue(variant, message.getClass());
        } catch (ProtoJsonParseException e) {
          marshalled = e.getMessage();
        }
        assertThat(marshalled).isEqualTo(jackson);
      }
    }
    assertThat(read).isGreaterThan(3_000);
    assertThat(given).isGreaterThan(3_000);
  }

  private static byte[] mutate(byte[] valid, SplittableRandom random, byte[] alphabet) {
    byte[] out = valid.clone();
    int changes = 1 + random.nextInt(3);
    for (int c = 0; c < changes && out.length > 0; c++) {
      int at = random.nextInt(out.length);
      switch (random.nextInt(4)) {
        case 0 -> out[at] = alphabet[random.nextInt(alphabet.length)];
        case 1 -> {
          byte[] longer = new byte[out.length + 1];
          System.arraycopy(out, 0, longer, 0, at);
          longer[at] = alphabet[random.nextInt(alphabet.length)];
          System.arraycopy(out, at, longer, at + 1, out.length - at);
          out = longer;
        }
        case 2 -> {
          byte[] shorter = new byte[out.length - 1];
          System.arraycopy(out, 0, shorter, 0, at);
          System.arraycopy(out, at + 1, shorter, at, out.length - at - 1);
          out = shorter;
        }
        default -> {
          int length = Math.min(out.length - at, 1 + random.nextInt(12));
          byte[] repeated = new byte[out.length + length];
          System.arraycopy(out, 0, repeated, 0, at + length);
          System.arraycopy(out, at, repeated, at + length, out.length - at);
          out = repeated;
        }
      }
    }
    return out;
  }

  @Test
  void readsEveryFormItTakesAsTheJacksonReaderDoes() {
    String[] documents = {
      " \t\r\n{ \"fInt32\" : -2147483648 , \"fString\":\"\" } \n",
      "{}",
      "{\"rInt32\":[],\"children\":[{}],\"fLeaf\":{}}",
      "{\"f_int32\":1,\"f_string\":\"proto names\",\"r_leaf\":[{\"name\":\"x\"}]}",
      "{\"fString\":\"a\",\"fInt32\":2,\"fBool\":true,\"oBool\":false}",
      "{\"fInt32\":null,\"fLeaf\":null,\"rInt32\":null,\"oInt32\":0,\"oString\":\"\",\"oEnum\":0}",
      "{\"fInt64\":\"-9223372036854775808\",\"fSint64\":9223372036854775807,\"fUint64\":\"9999999999999999999\"}",
      "{\"fUint64\":\"18446744073709551615\",\"fFixed64\":18446744073709551615,\"rUint64\":[\"0\",1]}",
      "{\"fUint32\":4294967295,\"fFixed32\":\"4294967295\",\"fSfixed32\":\"-7\",\"fFixed64\":0}",
      "{\"fDouble\":\"NaN\",\"fFloat\":\"-Infinity\","
          + "\"rDouble\":[\"Infinity\",1e300,-2.5E-3,0.1,-0.0,7,1.7976931348623157e308]}",
      "{\"rFloat\":[3.4028235e38,1.4e-45,0.30000001192092896,16777217]}",
      "{\"fString\":\"\\\"\\\\\\/\\b\\f\\n\\r\\t\\u0000\\u00e9\\u20ac\\ud83d\\ude00\"}",
      "{\"fString\":\"\u00e9\u20ac\ud83d\ude00 caf\u00e9 \u0800\u07ff\uffff\"}",
      "{\"fEnum\":\"SAD\",\"rEnum\":[\"HAPPY\",2,0,7],\"oEnum\":\"MOOD_UNSPECIFIED\"}",
      "{\"cLeaf\":{\"number\":3,\"name\":\"order reversed\"}}",
      "{\"cString\":null,\"cInt64\":\"5\"}",
      "{\"wTimestamp\":\"1972-01-01T10:00:20.021Z\",\"wDuration\":\"-1.5s\",\"wString\":\"w\",\"wInt64\":\"-3\"}",
      "{\"wBool\":false,\"wDouble\":\"NaN\",\"wUint32\":0,\"rTimestamp\":[\"0001-01-01T00:00:00Z\"],"
          + "\"rInt32Value\":[1,0]}",
      "{\"wTimestamp\":\"2020-02-29T23:59:59.999999999+01:30\",\"wString\":null}",
      "{\"fBytes\":\"AQID/w==\",\"rBytes\":[\"-_8\",\"\",\"AQID_w\"],\"wBytes\":\"AA==\"}",
      "{\"fBytes\":\"AQI\\/\",\"rBytes\":[\"AQI/\",\"AQ==\",\"AQ\",\"+/+/\",\"-_-_\"]}",
      "{\"mString\":{\"a\":\"1\",\"\":\"\",\"\\u00e9\\n\":\"x\"},\"mLeaf\":{\"-2147483648\":{\"name\":\"l\"},\"7\":{}}}",
      "{\"mEnum\":{\"18446744073709551615\":\"SAD\",\"0\":1},\"mTimestamp\":{\"t\":\"1970-01-01T00:00:00Z\"}}",
      "{\"mDouble\":{\"-9223372036854775808\":-1.5, \"3\" : \"NaN\"},\"mBytes\":{\"4294967295\":\"AA==\"},\"mString\":{}}",
      "{\"mString\":null,\"mLeaf\":{}}",
      "{\"mBool\":{\"true\":\"t\",\"false\":\"f\"}}",
      "{\"children\":[{\"children\":[{\"child\":{\"fInt32\":1}}]}],\"rLeaf\":[{\"number\":1},{\"number\":2}]}",
    };
    reads.assertReadAsTheJacksonReaderReads(Plain.getDefaultInstance(), documents);
    Plain read = (Plain) reads.bytes("{\"fEnum\":\"SAD\",\"rEnum\":[\"HAPPY\",2,0,7]}", Plain.getDefaultInstance());
    assertThat(read.getREnumValueList()).containsExactly(1, 2, 0, 7);
    assertThat(read.getFEnum()).isEqualTo(Mood.SAD);
    Tinted tinted = (Tinted) reads.bytes("{\"id\":1,\"shade\":\"DARK\",\"shades\":[1,\"LIGHT\"]}",
        Tinted.getDefaultInstance());
    assertThat(tinted).isEqualTo(Tinted.newBuilder().setId(1).setShade(Shade.DARK).addShades(Shade.LIGHT)
        .addShades(Shade.LIGHT).build());
    assertThat(((Plain) reads.bytes("{\"fLeaf\":{\"name\":\"n\"}}", Plain.getDefaultInstance())).getFLeaf())
        .isEqualTo(Leaf.newBuilder().setName("n").build());
  }

  /**
   * Each of these is either bad input or a form the byte-level methods leave to the Jackson reader. (Integers such
   * as {@code -0}, {@code 1.0} and {@code 1e2}, and doubles as strings, are read: ByteLevelNumberFormsTests.)
   */
  @Test
  void givesUpOnWhatItDoesNotReadItself() {
    String[] documents = {
      "{\"fInt32\":1,\"fInt32\":2}",
      "{\"unknown\":1}",
      "{\"fInt32\":1,}",
      "{\"fInt32\":01}",
      "{\"fInt32\":1.5}",
      "{\"fInt32\":1e-2}",
      "{\"fInt32\":2147483648}",
      "{\"fUint32\":-1}",
      "{\"fUint64\":\"18446744073709551616\"}",
      "{\"fInt64\":\"9223372036854775808\"}",
      "{\"fInt64\":\" 1\"}",
      "{\"fDouble\":\"1.5x\"}",
      "{\"fDouble\":\"1e400\"}",
      "{\"fDouble\":1e400}",
      "{\"fDouble\":123456789012345678901234567890}",
      "{\"fFloat\":1e39}",
      "{\"fBool\":\"true\"}",
      "{\"fBool\":nul}",
      "{\"fString\":\"\\ud83d\"}",
      "{\"fString\":\"\\ude00\\ud83d\"}",
      "{\"fString\":\"\\x\"}",
      "{\"fString\":\"tab\there\"}",
      "{\"fBytes\":\"A\"}",
      "{\"fBytes\":\"AQ=\"}",
      "{\"fBytes\":\"+_8\"}",
      "{\"fBytes\":\"\u00e9\"}",
      "{\"fEnum\":\"JOLLY\"}",
      "{\"cString\":\"a\",\"cInt64\":1}",
      "{\"fInt32\":1}x",
      "{\"fInt32\":1}{}",
      "[]",
      "",
      "\ufeff{}",
      "{\"fInt32\":1",
      "{\"fString\":\"open}",
      "{'fInt32':1}",
      "{\"wTimestamp\":\"2021-02-29T00:00:00Z\"}",
      "{\"wTimestamp\":\"10000-01-01T00:00:00Z\"}",
      "{\"wDuration\":\"315576000001s\"}",
      "{\"wDuration\":\"1.5\"}",
      "{\"wTimestamp\":\"1972-01-01T10:00:20.021\\u005a\"}",
      "{\"rInt32Value\":[null]}",
      "{\"wInt64\":{}}",
      "{\"fBytes\":\"A\"}",
      "{\"mString\":{\"a\":\"1\",\"a\":\"2\"}}",
      "{\"mString\":{\"a\":null}}",
      "{\"mLeaf\":{1:{}}}",
      "{\"mLeaf\":{\"01\":{}}}",
      "{\"mLeaf\":{\"2147483648\":{}}}",
      "{\"mLeaf\":{\"\\u0031\":{}}}",
      "{\"mEnum\":{\"-1\":\"SAD\"}}",
      "{\"mEnum\":{\"1\":null}}",
      "{\"mString\":{\"a\":\"1\",}}",
      "{\"mBool\":{\"TRUE\":\"t\"}}",
      "{\"mBool\":{\"1\":\"t\"}}",
      "{\"mBool\":{true:\"t\"}}",
      "{\"mBool\":{\"true\":\"t\",\"true\":\"u\"}}",
      "{\"fBytes\":\"!!\"}",
    };
    reads.assertGivenUp(Plain.getDefaultInstance(), documents);
    byte[][] brokenUtf8 = {
      {'{', '"', 'f', 'S', 't', 'r', 'i', 'n', 'g', '"', ':', '"', (byte) 0xC0, (byte) 0xAF, '"', '}'},
      {'{', '"', 'f', 'S', 't', 'r', 'i', 'n', 'g', '"', ':', '"', (byte) 0xED, (byte) 0xA0, (byte) 0x80, '"', '}'},
      {'{', '"', 'f', 'S', 't', 'r', 'i', 'n', 'g', '"', ':', '"', (byte) 0xF4, (byte) 0x90, (byte) 0x80,
          (byte) 0x80, '"', '}'},
      {'{', '"', 'f', 'S', 't', 'r', 'i', 'n', 'g', '"', ':', '"', (byte) 0xE2, (byte) 0x82, '"', '}'},
    };
    for (byte[] document : brokenUtf8) {
      assertThat(reads.bytes(document, Plain.getDefaultInstance())).isNull();
    }
    // A required field left unset, and a closed enum's unknown number.
    assertThat(reads.bytes("{\"shade\":\"DARK\"}", Tinted.getDefaultInstance())).isNull();
    assertThat(reads.bytes("{\"id\":1,\"shade\":3}", Tinted.getDefaultInstance())).isNull();
  }

  /**
   * With ignoringUnknownFields, unknown members are skipped at the byte level, values of every kind, checked as
   * strictly as the Jackson reader checks them: random documents with unknown members added, broken or not, are
   * read as that reader reads them, or given up.
   */
  @Test
  void unknownMembersAreSkippedWhenIgnoredAsTheJacksonReaderSkipsThem() throws Exception {
    Options ignoring = Options.builder().registerOnDemand(true).ignoringUnknownFields(true).build();
    Registry registry = new Registry(ignoring);
    registry.register(ByteLevelReads.ANY_PAYLOADS);
    JsonInput input = new JsonInput(ignoring);
    String[] unknown = {
      "1", "-0.5e-3", "123456789012345678901234567890", "\"text \\u00e9 \\\" \u00e9\"", "true", "false", "null",
      "[]", "{}", "[1,[2,{\"a\":[null]}],\"x\"]", "{\"a\":{\"b\":{\"c\":[]}},\"d\":1.0}",
    };
    RandomMessages random = new RandomMessages(SEED + 2, 2);
    SplittableRandom mutations = new SplittableRandom(SEED + 2);
    byte[] alphabet = "{}[],:\"\\ 01.-eEtrufalsn\u00e9x".getBytes(StandardCharsets.UTF_8);
    int read = 0;
    int skippedAndRead = 0;
    for (int i = 0; i < 400; i++) {
      Plain message = random.next(Plain.getDefaultInstance());
      String json = marshaller.writeValueAsString(message);
      String value = unknown[i % unknown.length];
      String withUnknown = json.length() == 2 ? "{\"zz\":" + value + "}"
          : "{\"zz\":" + value + "," + json.substring(1, json.length() - 1) + ",\"zz2\" : " + value + "}";
      for (int k = 0; k < 20; k++) {
        byte[] variant = k == 0 ? withUnknown.getBytes(StandardCharsets.UTF_8)
            : mutate(withUnknown.getBytes(StandardCharsets.UTF_8), mutations, alphabet);
        Message.Builder builder = Plain.newBuilder();
        MessageReader reader = (MessageReader) registry.reader(builder);
        Message atByteLevel = input.readAtByteLevel(variant, reader, builder);
        reader.byteLevelReadSucceeded();
        Message.Builder again = Plain.newBuilder();
        Object jackson;
        try {
          jackson = input.readMessage(input.parser(variant), reader, again);
        } catch (ProtoJsonParseException e) {
          jackson = e.getMessage();
        }
        if (k == 0) {
          assertThat(atByteLevel).as(withUnknown).isEqualTo(reads.jackson(json, Plain.getDefaultInstance()));
          skippedAndRead++;
        }
        if (atByteLevel != null) {
          read++;
          assertThat(jackson).as(new String(variant, StandardCharsets.UTF_8)).isEqualTo(atByteLevel);
        }
      }
    }
    assertThat(skippedAndRead).isEqualTo(400);
    assertThat(read).isGreaterThan(1_000);
    String[] broken = {
      "01", "-", "1.", ".5", "1e", "+1", "tru", "nul", "[1,]", "[1 2]", "{\"a\"}", "{\"a\":1,}", "{a:1}", "\"\\x\"",
      "\"\\ud800\"", "\"tab\there\"", "[" .repeat(ignoring.recursionLimit() + 1) + "]".repeat(ignoring.recursionLimit() + 1),
    };
    for (String value : broken) {
      byte[] json = ("{\"zz\":" + value + ",\"fInt32\":1}").getBytes(StandardCharsets.UTF_8);
      Message.Builder builder = Plain.newBuilder();
      MessageReader reader = (MessageReader) registry.reader(builder);
      assertThat(input.readAtByteLevel(json, reader, builder)).as(value).isNull();
      reader.byteLevelReadSucceeded();
    }
    Message.Builder builder = Plain.newBuilder();
    assertThat(input.readAtByteLevel("{\"[some.extension]\":1}".getBytes(StandardCharsets.UTF_8),
        (MessageReader) registry.reader(builder), builder)).isNull();
  }

  @Test
  void givesUpBelowTheRecursionLimitAndTheJacksonReaderReportsIt() {
    StringBuilder deep = new StringBuilder();
    int levels = options.recursionLimit() + 1;
    deep.append("{\"child\":".repeat(levels)).append("{}").append("}".repeat(levels));
    assertThat(reads.bytes(deep.toString(), Plain.getDefaultInstance())).isNull();
    assertThat(reads.jackson(deep.toString().getBytes(StandardCharsets.UTF_8), Plain.getDefaultInstance()))
        .asString().contains("recursion limit");
    String shallow = "{\"child\":".repeat(10) + "{}" + "}".repeat(10);
    assertThat(reads.bytes(shallow, Plain.getDefaultInstance())).isNotNull();
  }

  @Test
  void afterEightGiveUpsInARowOnlyEverySixtyFourthDocumentIsTriedUntilOneIsRead() {
    Message.Builder first = Plain.newBuilder();
    MessageReader reader = (MessageReader) registry.reader(first);
    byte[] unknown = "{\"unknown\":1}".getBytes(StandardCharsets.UTF_8);
    byte[] valid = "{\"fInt32\":1}".getBytes(StandardCharsets.UTF_8);
    for (int i = 0; i < 8; i++) {
      assertThat(reader.readsBytes()).isTrue();
      assertThat(input.readAtByteLevel(unknown, reader, Plain.newBuilder())).isNull();
    }
    int tried = 0;
    for (int i = 0; i < 64; i++) {
      Message read = input.readAtByteLevel(valid, reader, Plain.newBuilder());
      if (read != null) {
        tried++;
        assertThat(read).isEqualTo(Plain.newBuilder().setFInt32(1).build());
      }
    }
    assertThat(tried).isEqualTo(1);
    assertThat(input.readAtByteLevel(valid, reader, Plain.newBuilder())).isNotNull();
  }

  @Test
  void nestedTypesRegisteredLazilyAreReadOnceTheirReadersAreMade() {
    Registry lazy = new Registry(options, Map.of(getClass().getClassLoader(),
        List.of(Plain.class.getName())));
    MessageReader reader = (MessageReader) lazy.reader(Plain.newBuilder());
    assertThat(reader.readsBytes()).isTrue();
    Message read = input.readAtByteLevel("{\"fLeaf\":{\"name\":\"a\"},\"child\":{\"rLeaf\":[{}]}}"
        .getBytes(StandardCharsets.UTF_8), reader, Plain.newBuilder());
    assertThat(read).isEqualTo(Plain.newBuilder().setFLeaf(Leaf.newBuilder().setName("a"))
        .setChild(Plain.newBuilder().addRLeaf(Leaf.getDefaultInstance())).build());
  }

  /** With a recursion limit beyond what the stack holds, the stack's end gives up too, and is reported as bad input. */
  @Test
  void nestingDeeperThanTheStackGivesUpAndIsReportedAsBadInput() {
    Options deepOptions = Options.builder().registerOnDemand(true).recursionLimit(10_000_000).build();
    Registry deepRegistry = new Registry(deepOptions);
    JsonInput deepInput = new JsonInput(deepOptions);
    int levels = 200_000;
    byte[] deep = ("{\"child\":".repeat(levels) + "{}" + "}".repeat(levels)).getBytes(StandardCharsets.UTF_8);
    Message.Builder builder = Plain.newBuilder();
    assertThat(deepInput.readAtByteLevel(deep, deepRegistry.reader(builder), builder)).isNull();
    MessageMarshaller deepMarshaller = MessageMarshaller.builder().recursionLimit(10_000_000)
        .register(Plain.getDefaultInstance()).build();
    assertThatThrownBy(() -> deepMarshaller.readValue(deep, Plain.class))
        .isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("Nesting too deep");
  }

  /**
   * Fields and oneofs past the 64 bits of one {@code long} are marked in an array of seen bits, as the Jackson
   * reader marks them: Wide has 200 fields, AllTypes 133 and its oneofs' bits above 64.
   */
  @Test
  void typesOfMoreThanSixtyFourFieldsAndOneofsAreReadAtTheByteLevel() {
    assertThat(((MessageReader) registry.reader(Wide.newBuilder())).readsBytes()).isTrue();
    String wide = "{\"field1\":\"1\",\"field64\":true,\"field65\":\"AQ==\",\"field139\":\"7\",\"field200\":-200}";
    Message read = reads.bytes(wide, Wide.getDefaultInstance());
    assertThat(read).isNotNull().isEqualTo(reads.jackson(wide.getBytes(StandardCharsets.UTF_8),
        Wide.getDefaultInstance()));
    assertThat(((Wide) read).getField139()).isEqualTo(7);
    assertThat(reads.bytes("{\"field139\":\"7\",\"field139\":\"8\"}", Wide.getDefaultInstance())).isNull();
    assertThat(reads.bytes("{\"field64\":true,\"field64\":false}", Wide.getDefaultInstance())).isNull();

    String[] allTypes = {
      "{\"fInt32\":1,\"oneofNullValue\":null,\"otherBool\":true,\"wktInt32\":5}",
      "{\"oneofValue\":null}",
      "{\"oneofValue\":{\"a\":[1,\"b\",null]},\"otherUint64\":\"18446744073709551615\"}",
      "{\"oneofString\":null,\"oneofInt32\":3}",
    };
    reads.assertReadAsTheJacksonReaderReads(AllTypes.getDefaultInstance(), allTypes);
    AllTypes nullInOneof = (AllTypes) reads.bytes("{\"oneofNullValue\":null}", AllTypes.getDefaultInstance());
    assertThat(nullInOneof.getChoiceCase()).isEqualTo(AllTypes.ChoiceCase.ONEOF_NULL_VALUE);
    AllTypes nullValue = (AllTypes) reads.bytes("{\"oneofValue\":null}", AllTypes.getDefaultInstance());
    assertThat(nullValue.getOneofValue().getKindCase()).isEqualTo(Value.KindCase.NULL_VALUE);
    String[] givenUp = {
      "{\"oneofInt32\":1,\"oneofString\":\"a\"}",
      "{\"otherBool\":true,\"otherUint64\":1}",
      "{\"oneofNullValue\":null,\"oneofValue\":null}",
      "{\"wktInt32\":1,\"wktInt32\":2}",
    };
    for (String document : givenUp) {
      assertThat(reads.bytes(document, AllTypes.getDefaultInstance())).as(document).isNull();
      assertThat(reads.jackson(document.getBytes(StandardCharsets.UTF_8), AllTypes.getDefaultInstance()))
          .as(document).isInstanceOf(String.class);
    }
  }
}
