package dev.protojson.internal.read;

import static dev.protojson.internal.read.Trickle.location;
import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.internal.Options;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.json.JsonFactory;

/**
 * {@link DirectStringParser} gives exactly what Jackson's own parser gives: the same strings, the same locations
 * after them and the same errors, for strings of every kind at every position relative to its eight-byte steps.
 */
class DirectStringParserTests {

  private static final JsonFactory DIRECT = StrictJson.factory(Options.defaults());
  private static final JsonFactory JACKSON = StrictJson.configured(Options.defaults()).build();

  @Test
  void protojsonParsesWithTheDirectParser() {
    assertThat(DIRECT).isInstanceOf(DirectStringJsonFactory.class);
    assertThat(DirectStringJsonFactory.supported()).isTrue();
    try (JsonParser parser = DIRECT.createParser(ObjectReadContext.empty(), "[]".getBytes(StandardCharsets.UTF_8))) {
      assertThat(parser).isInstanceOf(DirectStringParser.class);
    }
  }

  @Test
  void errorsDescribeTheSourceAsJacksonsDoWithAndWithoutTheSourceInLocations() {
    byte[] json = "{\"a\": [1, 2],\n \"b\": tru}".getBytes(StandardCharsets.UTF_8);
    for (boolean source : new boolean[] {false, true}) {
      JsonFactory direct = new DirectStringJsonFactory(StrictJson.configured(Options.defaults())
          .configure(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION, source));
      JsonFactory jackson = StrictJson.configured(Options.defaults())
          .configure(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION, source).build();
      String expected = failure(jackson, json);
      assertThat(expected).contains(source ? "\"b\": tru" : "REDACTED");
      assertThat(failure(direct, json)).isEqualTo(expected);
    }
  }

  private static String failure(JsonFactory factory, byte[] json) {
    try (JsonParser parser = factory.createParser(ObjectReadContext.empty(), json)) {
      while (parser.nextToken() != null) {
        parser.currentTokenLocation();
      }
      throw new AssertionError("no error in " + new String(json, StandardCharsets.UTF_8));
    } catch (JacksonException e) {
      return e.getMessage();
    }
  }

  @Test
  void stopsMarksTheFirstQuoteBackslashControlCharacterOrNonAsciiByte() {
    for (int position = 0; position < 8; position++) {
      for (int b = 0; b < 256; b++) {
        long word = 0x6161616161616161L & ~(0xFFL << (8 * position)) | ((long) b << (8 * position));
        checkStops(word);
      }
    }
    SplittableRandom random = new SplittableRandom(42);
    byte[] palette = {'a', 'z', ' ', '!', '"', '#', '[', '\\', ']', 0x7F, 0, 1, 0x1F, (byte) 0x80, (byte) 0xA2,
        (byte) 0xDC, (byte) 0xC3, (byte) 0xFF, 0x21, 0x23, 0x5B, 0x5D};
    for (int i = 0; i < 200_000; i++) {
      long word = 0;
      for (int k = 0; k < 8; k++) {
        word |= (palette[random.nextInt(palette.length)] & 0xFFL) << (8 * k);
      }
      checkStops(word);
    }
  }

  private static void checkStops(long word) {
    int expected = -1;
    for (int k = 0; k < 8 && expected < 0; k++) {
      int b = (int) (word >>> (8 * k)) & 0xFF;
      if (b == '"' || b == '\\' || b < 0x20 || b > 0x7F) {
        expected = k;
      }
    }
    long stops = DirectStringParser.stops(word);
    assertThat(stops == 0 ? -1 : Long.numberOfTrailingZeros(stops) >>> 3)
        .as("first stop in %016x", word).isEqualTo(expected);
  }

  /** From a byte array, and from a stream that delivers a few bytes at a time (strings cross buffer ends). */
  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void readsWhatJacksonReads(boolean trickle) {
    SplittableRandom random = new SplittableRandom(trickle ? 8 : 7);
    for (int i = 0; i < (trickle ? 1_000 : 3_000); i++) {
      byte[] json = randomDocument(random);
      assertThat(tokens(DIRECT, json, trickle)).as(describe(json)).isEqualTo(tokens(JACKSON, json, trickle));
    }
  }

  @Test
  void stringsLongerThanTheLimitAreRejectedTheSame() {
    StreamReadConstraints small = StreamReadConstraints.builder().maxStringLength(10).build();
    JsonFactory direct = new DirectStringJsonFactory(StrictJson.configured(Options.defaults())
        .streamReadConstraints(small));
    JsonFactory jackson = StrictJson.configured(Options.defaults()).streamReadConstraints(small).build();
    for (String value : new String[] {"0123456789", "0123456789a", "é123456789", "é1234567890", "😀😀😀😀😀😀"}) {
      byte[] json = ("[\"" + value + "\"]").getBytes(StandardCharsets.UTF_8);
      assertThat(tokens(direct, json, false)).as(value).isEqualTo(tokens(jackson, json, false));
    }
    assertThat(tokens(direct, "[\"0123456789a\"]".getBytes(StandardCharsets.UTF_8), false).toString())
        .contains("String value length");
  }

  @Test
  void otherEncodingsAreLeftToJackson() {
    String json = "{\"name\": \"Ünïcödé 😀\", \"n\": [1, \"x\"]}";
    List<byte[]> inputs = new ArrayList<>();
    inputs.add(json.getBytes(StandardCharsets.UTF_16BE));
    inputs.add(json.getBytes(StandardCharsets.UTF_16LE));
    inputs.add(json.getBytes(StandardCharsets.UTF_16));
    inputs.add(json.getBytes(java.nio.charset.Charset.forName("UTF-32BE")));
    inputs.add(json.getBytes(java.nio.charset.Charset.forName("UTF-32LE")));
    inputs.add(concat(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, json.getBytes(StandardCharsets.UTF_8)));
    inputs.add(json.getBytes(StandardCharsets.UTF_8));
    for (byte[] input : inputs) {
      List<Object> read = tokens(DIRECT, input, false);
      assertThat(read).isEqualTo(tokens(JACKSON, input, false)).contains("Ünïcödé 😀", "x", JsonToken.END_OBJECT);
      assertThat(tokens(DIRECT, input, true)).isEqualTo(tokens(JACKSON, input, true)).isEqualTo(read);
    }
  }

  @Test
  void emptyAndTinyInputsBehaveAsWithJackson() {
    for (String json : new String[] {"", " ", "1", "\"\"", "\"a", "[\"\"]", "{}"}) {
      byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
      assertThat(tokens(DIRECT, bytes, false)).as(json).isEqualTo(tokens(JACKSON, bytes, false));
      assertThat(tokens(DIRECT, bytes, true)).as(json).isEqualTo(tokens(JACKSON, bytes, true));
    }
  }

  /**
   * Every token with its text and the location after it; a string's text is asked for twice and also as
   * characters, since a shortcut that left Jackson's text buffer stale would show on the second asking. Ends with
   * the error, if any, by class, message and location.
   */
  private static List<Object> tokens(JsonFactory factory, byte[] json, boolean trickle) {
    List<Object> out = new ArrayList<>();
    try (JsonParser parser = trickle
        ? factory.createParser(ObjectReadContext.empty(), (InputStream) new Trickle(json))
        : factory.createParser(ObjectReadContext.empty(), json)) {
      for (JsonToken token; (token = parser.nextToken()) != null; ) {
        out.add(token);
        if (token == JsonToken.VALUE_STRING) {
          String first = parser.getString();
          out.add(first);
          out.add(parser.getString().equals(first));
          out.add(new String(parser.getStringCharacters(), parser.getStringOffset(), parser.getStringLength())
              .equals(first));
        } else if (token == JsonToken.PROPERTY_NAME) {
          out.add(parser.currentName());
        }
        out.add(location(parser.currentLocation()));
      }
    } catch (JacksonException e) {
      out.add(e.getClass().getName() + ": " + e.getOriginalMessage() + " " + location(e.getLocation()));
    }
    return out;
  }

  /** An array or object of strings of every kind, valid or not, with whitespace that shifts their alignment. */
  static byte[] randomDocument(SplittableRandom random) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    boolean object = random.nextBoolean();
    out.write(object ? '{' : '[');
    int count = 1 + random.nextInt(6);
    for (int i = 0; i < count; i++) {
      if (i > 0) {
        out.write(',');
      }
      out.writeBytes(" ".repeat(random.nextInt(9)).getBytes(StandardCharsets.US_ASCII));
      if (object) {
        out.writeBytes(("\"k" + i + "\":").getBytes(StandardCharsets.US_ASCII));
      }
      out.write('"');
      randomString(random, out);
      out.write('"');
    }
    out.write(object ? '}' : ']');
    return out.toByteArray();
  }

  private static void randomString(SplittableRandom random, ByteArrayOutputStream out) {
    int parts = random.nextInt(random.nextInt(10) == 0 ? 60 : 12);
    boolean valid = random.nextInt(4) != 0;
    for (int i = 0; i < parts; i++) {
      int kind = random.nextInt(valid ? 8 : 11);
      switch (kind) {
        case 0, 1, 2 -> out.write(printable(random));
        case 3 -> out.writeBytes(utf8(Character.toString(0xA0 + random.nextInt(0x60))));
        case 4 -> out.writeBytes(utf8(Character.toString(random.nextBoolean() ? 0x20AC : 0xFFFD)));
        case 5 -> out.writeBytes(utf8(Character.toString(0x1F600 + random.nextInt(0x40))));
        case 6 -> out.writeBytes(utf8(new String[] {"\\n", "\\\"", "\\\\", "\\/", "\\u00e9", "\\ud83d\\ude00",
            "\\u0041"}[random.nextInt(7)]));
        case 7 -> out.writeBytes(utf8("0123456789abcdef".substring(random.nextInt(16))));
        case 8 -> out.write(random.nextInt(0x20));
        case 9 -> out.writeBytes(new byte[][] {{(byte) 0x80}, {(byte) 0xC3}, {(byte) 0xC0, (byte) 0x80},
            {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {(byte) 0xF5, (byte) 0x80, (byte) 0x80, (byte) 0x80},
            {(byte) 0xE2, (byte) 0x82}, {(byte) 0xFF}}[random.nextInt(7)]);
        default -> out.writeBytes(utf8(new String[] {"\\ud800", "\\udc00x", "\\x", "\\u12"}[random.nextInt(4)]));
      }
    }
  }

  private static int printable(SplittableRandom random) {
    int c = random.nextInt(0x20, 0x7F);
    return c == '"' || c == '\\' ? 'x' : c;
  }

  private static byte[] utf8(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] both = new byte[a.length + b.length];
    System.arraycopy(a, 0, both, 0, a.length);
    System.arraycopy(b, 0, both, a.length, b.length);
    return both;
  }

  private static String describe(byte[] json) {
    StringBuilder hex = new StringBuilder(new String(json, StandardCharsets.ISO_8859_1)).append(" =");
    for (byte b : json) {
      hex.append(String.format(" %02x", b & 0xFF));
    }
    return hex.toString();
  }
}
