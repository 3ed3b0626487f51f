package dev.protojson.internal.write;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.ByteString;
import com.google.protobuf.Message;
import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import dev.protojson.MessageMarshaller;
import dev.protojson.internal.Switches;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.TreeA;
import dev.protojson.test.proto3.Wide;
import dev.protojson.testing.RandomMessages;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.core.JsonEncoding;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.exc.StreamWriteException;
import tools.jackson.core.json.JsonFactory;

/**
 * protojson's own generator, which writes whole fields into Jackson's output buffer, against Jackson's generator:
 * the same bytes for every message, whichever of the two writes them. Runs in both test executions: in the one
 * with {@code -Dprotojson.fast-paths=false} Jackson's generator must be the one in use.
 */
class FastGeneratorTests {

  private static final long BASE_SEED = Long.getLong("protojson.seed", 0xFA57_0001L);
  private static final String FAST = "dev.protojson.internal.write.FastJsonGenerator";
  private static final String JACKSON = "tools.jackson.core.json.UTF8JsonGenerator";
  private static final JsonFactory PLAIN = JsonFactory.builder().build();

  /** Strings at every edge of the direct way: escapes, DEL, 2-, 3- and 4-byte UTF-8, lone surrogates, lengths. */
  private static final List<String> STRINGS = List.of("", "a", "plain ASCII text", "quote\"", "back\\slash",
      "tab\there", "nl\n", "\u0000\u001f", "del\u007f", "caf\u00e9", "\u00ff\u0100\u07ff\u0800",
      "euro \u20ac", "\ufffd\uffff", "smile \ud83d\ude00", "lone \ud83d", "lone \ude00 low", "/slash/",
      "x".repeat(511), "y".repeat(512), "\u00e9".repeat(512), "\u20ac".repeat(513), "z".repeat(9_000),
      "\u20ac".repeat(3_000) + "\"");

  private static MessageMarshaller marshaller(UnaryOperator<MessageMarshaller.Builder> options) {
    return options.apply(MessageMarshaller.builder()
        .register(AllTypes.getDefaultInstance()).register(TreeA.getDefaultInstance())
        .register(Proto2Types.getDefaultInstance()).register(EditionTypes.getDefaultInstance())
        .register(Wide.getDefaultInstance())).build();
  }

  /** What Jackson's own generator writes with the marshaller's writers. */
  private static String throughJackson(MessageMarshaller marshaller, Message message) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonGenerator generator = PLAIN.createGenerator(ObjectWriteContext.empty(), out, JsonEncoding.UTF8)) {
      assertThat(generator.getClass().getName()).isEqualTo(JACKSON);
      marshaller.writeValue(message, generator);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  private static String asBytes(MessageMarshaller marshaller, Message message) {
    return new String(marshaller.writeValueAsBytes(message), StandardCharsets.UTF_8);
  }

  @Test
  void theFastGeneratorIsUsedUnlessSwitchedOff() {
    MessageMarshaller compact = marshaller(UnaryOperator.identity());
    String expected = !"false".equals(System.getProperty(Switches.FAST_PATHS_PROPERTY)) ? FAST : JACKSON;
    assertThat(Switches.FAST_PATHS).isEqualTo(expected.equals(FAST));
    try (JsonGenerator generator = compact.createGenerator(new ByteArrayOutputStream())) {
      assertThat(generator.getClass().getName()).isEqualTo(expected);
    }
    // Pretty output is always Jackson's.
    try (JsonGenerator generator = marshaller(MessageMarshaller.Builder::prettyPrinting)
        .createGenerator(new ByteArrayOutputStream())) {
      assertThat(generator.getClass().getName()).isEqualTo(JACKSON);
    }
  }

  static Stream<Arguments> options() {
    return Stream.of(
        Arguments.of("default", UnaryOperator.<MessageMarshaller.Builder>identity()),
        Arguments.of("preservingProtoFieldNames",
            (UnaryOperator<MessageMarshaller.Builder>) MessageMarshaller.Builder::preservingProtoFieldNames),
        Arguments.of("alwaysPrintFieldsWithNoPresence",
            (UnaryOperator<MessageMarshaller.Builder>) MessageMarshaller.Builder::alwaysPrintFieldsWithNoPresence),
        Arguments.of("printingEnumsAsInts",
            (UnaryOperator<MessageMarshaller.Builder>) MessageMarshaller.Builder::printingEnumsAsInts));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("options")
  void randomMessagesAreWrittenByteForByteAsThroughJacksonsGenerator(String name,
      UnaryOperator<MessageMarshaller.Builder> options) {
    MessageMarshaller marshaller = marshaller(options);
    long seed = BASE_SEED + name.hashCode();
    RandomMessages random = new RandomMessages(seed);
    for (Message type : List.of(AllTypes.getDefaultInstance(), TreeA.getDefaultInstance(),
        Proto2Types.getDefaultInstance(), EditionTypes.getDefaultInstance(), Wide.getDefaultInstance())) {
      for (int i = 0; i < 60; i++) {
        Message message = random.next(type);
        assertThat(asBytes(marshaller, message)).as("seed %s, %s #%s", seed, type.getDescriptorForType(), i)
            .isEqualTo(throughJackson(marshaller, message));
      }
    }
  }

  @Test
  void stringsAtEveryEdgeAreWrittenAsJacksonWritesThem() {
    MessageMarshaller marshaller = marshaller(UnaryOperator.identity());
    AllTypes.Builder all = AllTypes.newBuilder();
    for (int i = 0; i < STRINGS.size(); i++) {
      String text = STRINGS.get(i);
      AllTypes one = AllTypes.newBuilder().setFString(text).addRString(text).addRString(text)
          .putMInt32String(i, text).putMStringString(text, text).putMStringString(text + "2", "")
          .setWktStruct(Struct.newBuilder().putFields(text, Value.newBuilder().setStringValue(text).build())
              .putFields("k" + text, Value.newBuilder().setStringValue(text).build()))
          .build();
      assertThat(asBytes(marshaller, one)).as(text).isEqualTo(throughJackson(marshaller, one));
      all.addRString(text).setFString(text).putMInt32String(i, text).putMStringString(text, text);
    }
    // Many long strings in one document: the generator's buffer is flushed between and inside fields.
    for (int i = 0; i < 20; i++) {
      all.addAllRString(STRINGS);
    }
    AllTypes big = all.build();
    assertThat(asBytes(marshaller, big)).isEqualTo(throughJackson(marshaller, big));
  }

  /**
   * Plain ASCII is copied eight bytes at a time where the JDK lets protojson read a string's bytes: each character
   * that is not plain (controls, quote, backslash, DEL, Latin-1 above ASCII, beyond Latin-1, surrogates) at every
   * place of strings of every length around those eight bytes, alone and as a neighbour of another.
   */
  @Test
  void everyCharacterThatIsNotPlainAsciiIsFoundAtEveryPlaceOfAWord() {
    MessageMarshaller marshaller = marshaller(UnaryOperator.identity());
    StringBuilder special = new StringBuilder();
    for (char c = 0; c < 0x20; c++) {
      special.append(c);
    }
    special.append("\"\\\u007f\u0080\u00a0\u00e9\u00ff\u0100\u07ff\u20ac\ud83d\ude00");
    int checked = 0;
    AllTypes.Builder all = AllTypes.newBuilder();
    for (int length = 1; length <= 26; length++) {
      for (int at = 0; at < length; at++) {
        for (int k = 0; k < special.length(); k++) {
          char[] chars = "abcdefghijklmnopqrstuvwxyz".substring(0, length).toCharArray();
          chars[at] = special.charAt(k);
          if (at + 9 < length) {
            // A second one a word further on: the first word is written another way, the second found again.
            chars[at + 9] = special.charAt((k + 7) % special.length());
          }
          String text = new String(chars);
          AllTypes one = AllTypes.newBuilder().setFString(text).addRString(text).build();
          assertThat(asBytes(marshaller, one)).as("%s at %s of %s", (int) special.charAt(k), at, length)
              .isEqualTo(throughJackson(marshaller, one));
          checked++;
          if (at == length / 2) {
            all.addRString(text);
          }
        }
      }
    }
    AllTypes many = all.build();
    assertThat(asBytes(marshaller, many)).isEqualTo(throughJackson(marshaller, many));
    assertThat(checked).isEqualTo(351 * special.length());
  }

  @Test
  void numbersBytesAndEnumsAtTheirEdgesAreWrittenAsJacksonWritesThem() {
    MessageMarshaller marshaller = marshaller(UnaryOperator.identity());
    for (long value : new long[] {1, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, Long.MIN_VALUE, Long.MAX_VALUE,
        999_999_999_999L, -10_000_000_000L}) {
      AllTypes message = AllTypes.newBuilder().setFInt32((int) value).setFUint32((int) value)
          .setFInt64(value).setFUint64(value).setFSint64(value).setFBool(true).setFEnumValue((int) value)
          .addRInt64(value).addRUint64(value).addRInt64(-value).addREnumValue((int) value)
          .setFBytes(ByteString.copyFromUtf8(Long.toString(value))).build();
      assertThat(asBytes(marshaller, message)).as("%s", value).isEqualTo(throughJackson(marshaller, message));
    }
    for (int length = 0; length < 300; length += 1 + length / 4) {
      byte[] bytes = new byte[length];
      for (int i = 0; i < length; i++) {
        bytes[i] = (byte) (i * 37 + length);
      }
      AllTypes message = AllTypes.newBuilder().setFBytes(ByteString.copyFrom(bytes))
          .addRBytes(ByteString.copyFrom(bytes)).build();
      assertThat(asBytes(marshaller, message)).as("%s bytes", length)
          .isEqualTo(throughJackson(marshaller, message));
    }
  }

  /** A caller's strings and names out of place are refused by protojson's generator as by Jackson's. */
  @Test
  void aCallersStringsAndNamesOutOfPlaceAreJacksonsErrors() {
    MessageMarshaller marshaller = marshaller(UnaryOperator.identity());
    List<Consumer<JsonGenerator>> misuses = List.of(
        g -> g.writeStartObject().writeString("a value without a name"),
        g -> g.writeStartObject().writeName("a").writeString("b").writeString("c"),
        g -> g.writeStartObject().writeName("a").writeName("b"),
        g -> g.writeStartArray().writeName("in an array"));
    for (Consumer<JsonGenerator> misuse : misuses) {
      String fast = failure(marshaller.createGenerator(new ByteArrayOutputStream()), misuse);
      String jackson = failure(PLAIN.createGenerator(ObjectWriteContext.empty(), new ByteArrayOutputStream(),
          JsonEncoding.UTF8), misuse);
      assertThat(fast).isEqualTo(jackson).startsWith("Cannot ");
    }
  }

  private static String failure(JsonGenerator generator, Consumer<JsonGenerator> misuse) {
    try (generator) {
      misuse.accept(generator);
    } catch (StreamWriteException e) {
      return e.getOriginalMessage();
    }
    throw new AssertionError("no failure");
  }

  @Test
  void aCallersArrayOfMessagesOnTheMarshallersGeneratorHasItsCommasRight() {
    MessageMarshaller marshaller = marshaller(UnaryOperator.identity());
    RandomMessages random = new RandomMessages(BASE_SEED);
    List<AllTypes> messages = List.of(random.next(AllTypes.getDefaultInstance()), AllTypes.getDefaultInstance(),
        random.next(AllTypes.getDefaultInstance()));
    ByteArrayOutputStream fast = new ByteArrayOutputStream();
    ByteArrayOutputStream jackson = new ByteArrayOutputStream();
    try (JsonGenerator a = marshaller.createGenerator(fast);
        JsonGenerator b = PLAIN.createGenerator(ObjectWriteContext.empty(), jackson, JsonEncoding.UTF8)) {
      for (JsonGenerator g : List.of(a, b)) {
        g.writeStartObject();
        g.writeName("before");
        g.writeString("caller's \u20ac");
        g.writeName("messages");
        g.writeStartArray();
        for (AllTypes message : messages) {
          marshaller.writeValue(message, g);
        }
        g.writeEndArray();
        g.writeName("after");
        g.writeNumber(1);
        g.writeEndObject();
      }
    }
    assertThat(fast.toString(StandardCharsets.UTF_8)).isEqualTo(jackson.toString(StandardCharsets.UTF_8))
        .startsWith("{\"before\":\"caller's \u20ac\",\"messages\":[{");
  }
}
