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
import tools.jackson.core.json.JsonFactory;

/**
 * {@link DirectStringParser#nextName} with an {@link ExpectedName} leaves exactly the state Jackson's own parser
 * leaves: the same answer, token, name, locations, value and errors, whether the name is the one expected or not,
 * at every alignment and across buffer ends.
 */
class ExpectedNameTests {

  private static final JsonFactory DIRECT = StrictJson.factory(Options.defaults());
  private static final JsonFactory JACKSON = StrictJson.configured(Options.defaults()).build();
  /** Names of every length around the eight-byte steps, non-ASCII and escaped ones, and prefixes of each other. */
  private static final String[] NAMES = {"a", "id", "name", "street", "number", "fullName", "createdAt",
      "htmlUrl1234567", "stargazersCount", "a_very_long_field_name_of_24", "n\u00e4me", "\u20ac", "q\"uote",
      "back\\slash", "tab\there", "nam", "names", ""};
  private static final ExpectedName[] EXPECTED = expected();

  private static ExpectedName[] expected() {
    ExpectedName[] names = new ExpectedName[NAMES.length];
    for (int i = 0; i < NAMES.length; i++) {
      names[i] = new ExpectedName(NAMES[i]);
    }
    return names;
  }

  @Test
  void wordsHoldTheQuotedNameAndColon() {
    ExpectedName name = new ExpectedName("street");
    assertThat(name.length).isEqualTo(9);
    assertThat(name.words).hasSize(2);
    assertThat(name.words[0]).isEqualTo(java.nio.ByteBuffer.wrap(utf8("\"street\""))
        .order(java.nio.ByteOrder.LITTLE_ENDIAN).getLong());
    assertThat(name.words[1]).isEqualTo(':');
    assertThat(name.lastMask).isEqualTo(0xFF);
    ExpectedName shorter = new ExpectedName("id");
    assertThat(shorter.length).isEqualTo(5);
    assertThat(shorter.lastMask).isEqualTo(0xFF_FF_FF_FF_FFL);
    assertThat(new ExpectedName("q\"uote").length).isEqualTo(10);
  }

  /** From a byte array, and from a stream that delivers a few bytes at a time (names cross buffer ends). */
  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void readsWhatJacksonReads(boolean trickle) {
    SplittableRandom random = new SplittableRandom(trickle ? 12 : 11);
    for (int i = 0; i < (trickle ? 1_500 : 4_000); i++) {
      byte[] json = randomDocument(random);
      long seed = random.nextLong();
      List<Object> expected = drive(JACKSON, json, false, new SplittableRandom(seed));
      List<Object> actual = drive(DIRECT, json, trickle, new SplittableRandom(seed));
      assertThat(actual).as(new String(json, StandardCharsets.UTF_8)).isEqualTo(expected);
    }
  }

  /**
   * Reads the document by asking for a random expected name (often the right one) wherever a name may come, and
   * records everything the parser says after each step; ends with the error, if any.
   */
  private static List<Object> drive(JsonFactory factory, byte[] json, boolean trickle, SplittableRandom random) {
    List<Object> out = new ArrayList<>();
    JsonParser parser = trickle ? factory.createParser(ObjectReadContext.empty(), (InputStream) new Trickle(json))
        : factory.createParser(ObjectReadContext.empty(), json);
    try (parser) {
      JsonToken token = parser.nextToken();
      while (token != null) {
        out.add(token);
        out.add(location(parser.currentTokenLocation()));
        if ((token == JsonToken.VALUE_STRING || token.isNumeric()) && random.nextBoolean()) {
          out.add(parser.getText());
          if (token == JsonToken.VALUE_NUMBER_INT) {
            out.add(parser.getNumberValue());
          }
        }
        if (token != JsonToken.PROPERTY_NAME && parser.streamReadContext().inObject() && random.nextInt(4) != 0) {
          boolean found = parser.nextName(EXPECTED[random.nextInt(EXPECTED.length)]);
          out.add(found);
          out.add(parser.currentToken());
          out.add(parser.currentName());
          out.add(location(parser.currentTokenLocation()) + " " + location(parser.currentLocation()));
          token = parser.currentToken();
          if (token == JsonToken.PROPERTY_NAME) {
            token = parser.nextToken();
          }
          continue;
        }
        token = parser.nextToken();
      }
      out.add("end " + location(parser.currentLocation()));
    } catch (JacksonException e) {
      out.add(e.getClass().getName() + ": " + e.getOriginalMessage() + " " + location(e.getLocation()));
    }
    return out;
  }

  /** Nested objects and arrays with names from {@link #NAMES}, values of every kind, and now and then a fault. */
  private static byte[] randomDocument(SplittableRandom random) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    object(random, out, 0);
    if (random.nextInt(20) == 0) {
      out.writeBytes(utf8(random.nextBoolean() ? " " : "x"));
    }
    return out.toByteArray();
  }

  private static void object(SplittableRandom random, ByteArrayOutputStream out, int depth) {
    out.write('{');
    int count = random.nextInt(7);
    for (int i = 0; i < count; i++) {
      if (i > 0) {
        out.writeBytes(utf8(fault(random, ",", ",,", "", " ,")));
      } else if (random.nextInt(40) == 0) {
        out.write(',');
      }
      space(random, out);
      String name = NAMES[random.nextInt(NAMES.length)];
      String quoted = name.replace("\\", "\\\\").replace("\"", "\\\"").replace("\t", "\\t");
      if (random.nextInt(30) == 0) {
        quoted = quoted.replace("a", "\\u0061");
      }
      out.writeBytes(utf8(fault(random, "\"", "\"", "\"", "'") + quoted + "\""));
      out.writeBytes(utf8(fault(random, ":", " :", ": ", "")));
      value(random, out, depth);
      space(random, out);
    }
    out.writeBytes(utf8(fault(random, "}", "}", "]", ",}")));
  }

  private static void value(SplittableRandom random, ByteArrayOutputStream out, int depth) {
    switch (random.nextInt(depth < 3 ? 12 : 9)) {
      case 0, 1 -> out.writeBytes(utf8("\"" + "v\u00e9\\n1234567890".substring(random.nextInt(14)) + "\""));
      case 2 -> out.writeBytes(utf8(Long.toString(random.nextLong() >> random.nextInt(64))));
      case 3 -> out.writeBytes(utf8(new String[] {"0", "-0", "1.5", "-2e3", "1e999", "01", "1.", "-", "12345678901234567890123",
          "0.0", "7E+2"}[random.nextInt(11)]));
      case 4 -> out.writeBytes(utf8(new String[] {"true", "false", "null", "tru", "nul", "fals", "trueX",
          "nulll"}[random.nextInt(8)]));
      case 5 -> out.writeBytes(utf8(new String[] {"+1", ".5", "x", "'a'", "\"unterminated", ""}[random.nextInt(6)]));
      case 6, 7, 8 -> out.writeBytes(utf8("\"" + "0123456789".substring(random.nextInt(10)) + "\""));
      case 9, 10 -> object(random, out, depth + 1);
      default -> {
        out.write('[');
        int count = random.nextInt(4);
        for (int i = 0; i < count; i++) {
          if (i > 0) {
            out.write(',');
          }
          value(random, out, depth + 1);
        }
        out.write(']');
      }
    }
  }

  /** Mostly {@code usual}, sometimes one of the faults. */
  private static String fault(SplittableRandom random, String usual, String... faults) {
    return random.nextInt(60) == 0 ? faults[random.nextInt(faults.length)] : usual;
  }

  private static void space(SplittableRandom random, ByteArrayOutputStream out) {
    if (random.nextInt(8) == 0) {
      out.writeBytes(utf8(new String[] {" ", "\n", "\r\n  ", "\t"}[random.nextInt(4)]));
    }
  }

  private static byte[] utf8(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }
}
