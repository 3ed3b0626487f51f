package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.internal.Switches;
import dev.protojson.internal.Options;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.TokenStreamLocation;

/**
 * A thread's kept parser, restarted per document, reads every document as a parser made for it alone would: the
 * same tokens, texts and locations, after documents that ended in the middle, failed, or left a string unread.
 * (The reader tests read byte arrays through it too, thousands of documents in a row.)
 */
class KeptParserTests {

  private DirectStringJsonFactory factory;

  @BeforeEach
  void factory() {
    factory = new DirectStringJsonFactory(StrictJson.configured(Options.defaults()));
  }

  @Test
  void aThreadKeepsOneParserForItsDocumentsAndANestedReadGetsItsOwn() {
    JsonParser first = factory.documentParser(ObjectReadContext.empty(), bytes("{}"));
    JsonParser nested = factory.documentParser(ObjectReadContext.empty(), bytes("[]"));
    assertThat(nested).isNotSameAs(first);
    nested.close();
    first.close();
    JsonParser second = factory.documentParser(ObjectReadContext.empty(), bytes("{}"));
    second.close();
    assertThat(second).isSameAs(first);
    assertThat(((DirectStringParser) first).kept()).isTrue();
    assertThat(((DirectStringParser) nested).kept()).isFalse();
  }

  @Test
  void aKeptParserIsReplacedAfterItsShareOfDocumentsOrOfNames() {
    JsonParser first = factory.documentParser(ObjectReadContext.empty(), bytes("{}"));
    first.close();
    for (int i = 1; i < 64; i++) {
      JsonParser parser = factory.documentParser(ObjectReadContext.empty(), bytes("{}"));
      assertThat(parser).isSameAs(first);
      parser.close();
    }
    // Names made up by the input gather in the parser's symbols: a document of 7,000 of them ends its service.
    StringBuilder many = new StringBuilder("{");
    for (int i = 0; i < 7_000; i++) {
      many.append(i == 0 ? "" : ",").append("\"name").append(i).append("\":").append(i);
    }
    String names = many.append('}').toString();
    JsonParser next = factory.documentParser(ObjectReadContext.empty(), bytes(names));
    assertThat(next).isNotSameAs(first);
    assertThat(((DirectStringParser) first).kept()).as("the replaced parser closes as Jackson's do").isFalse();
    List<String> read = tokens(next, names);
    assertThat(read.get(read.size() - 1)).startsWith("END_OBJECT");
    assertThat(((DirectStringParser) next).symbolCount()).isGreaterThan(6_000);
    next.close();
    JsonParser after = factory.documentParser(ObjectReadContext.empty(), bytes("{}"));
    after.close();
    assertThat(after).isNotSameAs(next);
  }

  @Test
  void documentsReadOnTheKeptParserMatchAParserOfTheirOwn() {
    List<String> documents = List.of(
        "{\"a\":\"text\",\"b\":[1,2.5,-3e2,true,false,null],\"c\":{\"d\":\"\u00e9\u20ac\ud83d\ude00\"}}",
        "  [ \"x\" ,\n {\"y\" : \"tab\\there\"} ]  ",
        "\"just a string\"",
        "{\"unclosed\": [1, 2",
        "{\"bad\": tru}",
        "{\"left\": \"a string never read\", \"next\": 1}",
        "{\"a\":\"again\",\"nested\":{\"deeper\":{\"deepest\":[[[\"s\"]]]}}}",
        "{\"a\":1}{\"b\":2}",
        "[".repeat(150) + "]".repeat(150),
        "{\"n\":" + "9".repeat(2_000) + "}",
        "");
    for (int round = 0; round < 3; round++) {
      for (String document : documents) {
        JsonParser kept = factory.documentParser(ObjectReadContext.empty(), bytes(document));
        List<String> read;
        try {
          read = tokens(kept, document);
        } finally {
          kept.close();
        }
        JsonParser own = factory.createParser(ObjectReadContext.empty(), bytes(document));
        assertThat(read).as("round %s, document %s", round, documents.indexOf(document))
            .isEqualTo(tokens(own, document));
      }
    }
    // Random arrays and objects of strings of every kind, valid or not, one after the other.
    SplittableRandom random = new SplittableRandom(11);
    for (int i = 0; i < 3_000; i++) {
      byte[] json = DirectStringParserTests.randomDocument(random);
      String document = new String(json, StandardCharsets.UTF_8);
      JsonParser kept = factory.documentParser(ObjectReadContext.empty(), json);
      List<String> read;
      try {
        read = tokens(kept, document);
      } finally {
        kept.close();
      }
      assertThat(read).as("random document %s", i)
          .isEqualTo(tokens(factory.createParser(ObjectReadContext.empty(), json), document));
    }
    if (Switches.FAST_PATHS && DirectStringJsonFactory.supported()) {
      JsonParser parser = factory.documentParser(ObjectReadContext.empty(), bytes("{}"));
      parser.close();
      assertThat(((DirectStringParser) parser).kept()).isTrue();
    }
  }

  /**
   * Every token with its text and locations, read until the end or an error; strings are read as text every
   * other time and left unread otherwise, and one document's reading stops early.
   */
  private static List<String> tokens(JsonParser parser, String document) {
    List<String> out = new ArrayList<>();
    try {
      JsonToken token;
      int count = 0;
      while ((token = parser.nextToken()) != null) {
        out.add(token + " " + location(parser.currentTokenLocation()) + " " + location(parser.currentLocation()));
        if (token == JsonToken.VALUE_STRING && count++ % 2 == 0) {
          out.add(parser.getString() + " " + location(parser.currentLocation()));
        } else if (token.isScalarValue() || token == JsonToken.PROPERTY_NAME) {
          out.add(parser.getString());
        }
        if (document.startsWith("{\"left\"") && out.size() > 3) {
          break;
        }
      }
    } catch (RuntimeException e) {
      out.add(e.getClass().getSimpleName() + ": " + e.getMessage());
    }
    return out;
  }

  private static String location(TokenStreamLocation location) {
    return location.getLineNr() + ":" + location.getColumnNr() + "@" + location.getByteOffset();
  }

  private static byte[] bytes(String json) {
    return json.getBytes(StandardCharsets.UTF_8);
  }
}
