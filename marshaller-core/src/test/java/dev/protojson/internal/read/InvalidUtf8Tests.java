package dev.protojson.internal.read;

import static dev.protojson.internal.read.ReadFixtures.LENIENT;
import static dev.protojson.internal.read.ReadFixtures.STRICT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.test.proto3.AllTypes;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.core.JsonParser;

/**
 * UTF-8 input that is not well-formed (RFC 3629) is refused wherever it is, in every form of byte input, naming the
 * path and location of the value it is in. Overlong forms matter most: decoded as Jackson's parser alone decodes
 * them, {@code C0 AF} would be a {@code /} and {@code C0 80} a NUL that no check for those characters sees.
 */
class InvalidUtf8Tests {

  /** Each sequence (hex) is not well-formed: overlong forms, surrogates, beyond U+10FFFF, stray or cut short. */
  @ParameterizedTest
  @CsvSource({"C0AF, overlong", "C080, overlong", "C1BF, overlong", "E080AF, overlong", "E09FBF, overlong",
      "F08080AF, overlong", "F08FBFBF, overlong", "EDA080, surrogate", "EDBFBF, surrogate",
      "F4908080, beyond U+10FFFF", "F5808080, beyond U+10FFFF", "FF, starts no sequence", "FE, starts no sequence",
      "80, continues no sequence", "BF, continues no sequence", "C341, cut short", "E28241, cut short",
      "F09F9841, cut short", "E282, cut short"})
  void everyIllFormedSequenceIsRefusedWhereverItIs(String hex, String problem) {
    byte[] bad = hex(hex);
    assertRefused(STRICT, document("{\"fString\": \"..", bad, "etc\"}"), "fString", problem);
    assertRefused(STRICT, document("{\"fInt32\": 1,\n \"mStringString\": {\"k", bad, "\": \"v\"}}"), "mStringString",
        problem);
    assertRefused(STRICT, document("{\"rString\": [\"a\", \"", bad, "\"]}"), "rString[1]", problem);
    assertRefused(STRICT, document("{\"wktStruct\": {\"a\": [\"", bad, "\"]}}"), "wktStruct.a[0]", problem);
    assertRefused(STRICT, document("{\"fStrin", bad, "\": \"x\"}"), "", problem);
    // A value that is skipped is checked too: the input as a whole is not UTF-8.
    assertRefused(LENIENT, document("{\"unknown\": {\"x\": \"", bad, "\"}, \"fInt32\": 1}"), "unknown.x", problem);
  }

  @Test
  void theLocationIsThatOfTheFirstBadByte() {
    byte[] json = document("{\"fInt32\": 1,\n  \"fString\": \"\u00e9\u00e9", hex("C0AF"), "\"}");
    for (Function<byte[], ?> read : reads(STRICT)) {
      assertThatThrownBy(() -> read.apply(json)).isInstanceOfSatisfying(ProtoJsonParseException.class, e -> {
        assertThat(e.getFieldPath()).isEqualTo("fString");
        assertThat(e.getLine()).isEqualTo(2);
        // Columns count bytes: the two characters before the bad byte are two bytes each.
        assertThat(e.getColumn()).isEqualTo("  \"fString\": \"".length() + 4 + 1);
      }).hasMessage("Invalid UTF-8 at fString: the sequence starting with byte 0xC0 is an overlong form at line 2,"
          + " column 19");
    }
  }

  /**
   * Jackson reads the first bytes of a stream to detect its encoding while the parser is made, before there is one
   * to locate them: bad bytes there are refused alike, located by the stream.
   */
  @Test
  void badBytesAmongTheFirstAreRefusedAndLocatedOnEveryRouteToo() {
    // (A stray byte first would be taken for the start of UTF-16 or UTF-32, which are not checked as UTF-8.)
    List<Object[]> cases = List.of(new Object[] {document("{\"", hex("C0AF"), "fInt32\": 1}"), 1, 3},
        new Object[] {document(" ", hex("FF"), "{}"), 1, 2}, new Object[] {document("{", hex("80"), "}"), 1, 2},
        new Object[] {document("\n\n", hex("C0AF"), "{}"), 3, 1});
    for (Object[] c : cases) {
      byte[] json = (byte[]) c[0];
      int line = (int) c[1];
      int column = (int) c[2];
      List<Function<byte[], ?>> reads = reads(STRICT);
      for (int r = 0; r < reads.size(); r++) {
        Function<byte[], ?> read = reads.get(r);
        String where = "route " + r + ", " + new String(json, StandardCharsets.ISO_8859_1);
        assertThatThrownBy(() -> read.apply(json)).as(where).isInstanceOfSatisfying(ProtoJsonParseException.class,
            e -> {
              assertThat(e.getFieldPath()).as(where).isEmpty();
              assertThat(e.getLine()).as(where).isEqualTo(line);
              assertThat(e.getColumn()).as(where + ": " + e.getMessage()).isEqualTo(column);
            }).hasMessageStartingWith("Invalid UTF-8 at (top level): ");
      }
    }
  }

  /**
   * The check reads ASCII several words at a time: a bad or good sequence at every distance from the start and the
   * end, in documents of every length around those words, is found or read.
   */
  @Test
  void sequencesAtEveryPlaceAreCheckedInDocumentsOfEveryLength() {
    for (int before = 0; before < 70; before++) {
      for (int after = 0; after < 40; after += 3) {
        String head = "{\"fString\": \"" + "a".repeat(before);
        String tail = "b".repeat(after) + "\"}";
        AllTypes good = STRICT.readValue((head + "\u00e9" + tail).getBytes(StandardCharsets.UTF_8), AllTypes.class);
        assertThat(good.getFString()).isEqualTo("a".repeat(before) + "\u00e9" + "b".repeat(after));
        byte[] bad = document(head, hex("C0AF"), tail);
        assertThatThrownBy(() -> STRICT.readValue(bad, AllTypes.class)).as("%d, %d", before, after)
            .isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("overlong");
        assertThatThrownBy(() -> STRICT.mergeValue(bad, AllTypes.newBuilder())).as("%d, %d", before, after)
            .isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("overlong");
      }
    }
  }

  /** Every well-formed sequence at the edges of each length and around the surrogates reads as its character. */
  @Test
  void wellFormedSequencesAtEveryEdgeAreRead() {
    StringBuilder text = new StringBuilder();
    for (int cp : new int[] {0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xE000, 0xFFFD, 0xFFFF, 0x10000, 0x10FFFF}) {
      text.appendCodePoint(cp);
    }
    byte[] json = ("{\"fString\": \"" + text + "\", \"mStringString\": {\"" + text + "\": \"" + text + "\"}}")
        .getBytes(StandardCharsets.UTF_8);
    for (Function<byte[], ?> read : reads(STRICT)) {
      AllTypes all = (AllTypes) read.apply(json);
      assertThat(all.getFString()).isEqualTo(text.toString());
      assertThat(all.getMStringStringMap()).containsEntry(text.toString(), text.toString());
    }
  }

  /** UTF-16 and UTF-32 input, which Jackson detects and decodes, is not taken for ill-formed UTF-8. */
  @Test
  void utf16AndUtf32AreNotCheckedAsUtf8() {
    String json = "{\"fString\": \"\u00e9\ud83d\ude00\"}";
    for (String charset : List.of("UTF-16BE", "UTF-16LE", "UTF-32BE", "UTF-32LE")) {
      byte[] bytes = json.getBytes(java.nio.charset.Charset.forName(charset));
      assertThat(STRICT.readValue(bytes, AllTypes.class).getFString()).as(charset).isEqualTo("\u00e9\ud83d\ude00");
    }
  }

  /**
   * UTF-16 and UTF-32 input is checked as strictly: an unpaired surrogate is refused with the field's path, not
   * read as U+FFFD. (A stream read by the marshaller's parser as it goes is left to Jackson in these encodings.)
   */
  @Test
  void unpairedSurrogatesInUtf16AreRefused() {
    for (String charset : List.of("UTF-16BE", "UTF-16LE")) {
      java.nio.charset.Charset wide = java.nio.charset.Charset.forName(charset);
      byte[] lone = charset.endsWith("BE") ? new byte[] {(byte) 0xD8, 0x00} : new byte[] {0x00, (byte) 0xD8};
      byte[] json = concat("{\"fInt32\": 1, \"fString\": \"a".getBytes(wide), lone, "b\"}".getBytes(wide));
      for (Function<byte[], ?> read : reads(STRICT).subList(0, 4)) {
        byte[] input = json;
        assertThatThrownBy(() -> read.apply(input)).as(charset)
            .isInstanceOfSatisfying(ProtoJsonParseException.class, e -> {
              assertThat(e.getFieldPath()).isEqualTo("fString");
              assertThat(e.getColumn()).isEqualTo("{\"fInt32\": 1, \"fString\": \"a".length() + 1);
            })
            .hasMessageStartingWith("Invalid " + charset + " at fString: ");
      }
    }
  }

  private static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] part : parts) {
      out.writeBytes(part);
    }
    return out.toByteArray();
  }

  private static void assertRefused(MessageMarshaller marshaller, byte[] json, String path, String problem) {
    for (Function<byte[], ?> read : reads(marshaller)) {
      assertThatThrownBy(() -> read.apply(json)).as(new String(json, StandardCharsets.ISO_8859_1))
          .isInstanceOfSatisfying(ProtoJsonParseException.class,
              e -> assertThat(e.getFieldPath()).isEqualTo(path))
          .hasMessageStartingWith("Invalid UTF-8 at " + (path.isEmpty() ? "(top level)" : path) + ": ")
          .hasMessageContaining(problem);
    }
  }

  private static List<Function<byte[], ?>> reads(MessageMarshaller marshaller) {
    return List.of(json -> marshaller.readValue(json, AllTypes.class),
        json -> marshaller.readValue(new ByteArrayInputStream(json), AllTypes.class),
        json -> {
          AllTypes.Builder builder = AllTypes.newBuilder();
          marshaller.mergeValue(json, builder);
          return builder.build();
        },
        json -> {
          AllTypes.Builder builder = AllTypes.newBuilder();
          marshaller.mergeValue(new ByteArrayInputStream(json), builder);
          return builder.build();
        },
        // The marshaller's parser of a stream, which reads it as it goes: whole, and a byte or three at a time, so
        // that sequences are split between reads.
        json -> readFromParser(marshaller, new ByteArrayInputStream(json)),
        json -> readFromParser(marshaller, new Trickle(json, 1)),
        json -> readFromParser(marshaller, new Trickle(json, 3)));
  }

  private static AllTypes readFromParser(MessageMarshaller marshaller, InputStream json) {
    try (JsonParser parser = marshaller.createParser(json)) {
      AllTypes read = marshaller.readValue(parser, AllTypes.class);
      if (parser.nextToken() != null) {
        throw new AssertionError("content after the value");
      }
      return read;
    }
  }

  /** A stream that hands out at most {@code step} bytes a read. */
  private static final class Trickle extends InputStream {
    private final byte[] bytes;
    private final int step;
    private int at;

    Trickle(byte[] bytes, int step) {
      this.bytes = bytes;
      this.step = step;
    }

    @Override
    public int read() {
      return at < bytes.length ? bytes[at++] & 0xFF : -1;
    }

    @Override
    public int read(byte[] out, int offset, int length) {
      if (at == bytes.length) {
        return -1;
      }
      int n = Math.min(Math.min(length, step), bytes.length - at);
      System.arraycopy(bytes, at, out, offset, n);
      at += n;
      return n;
    }
  }

  private static byte[] document(String before, byte[] bad, String after) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(before.getBytes(StandardCharsets.UTF_8));
    out.writeBytes(bad);
    out.writeBytes(after.getBytes(StandardCharsets.UTF_8));
    return out.toByteArray();
  }

  private static byte[] hex(String hex) {
    byte[] bytes = new byte[hex.length() / 2];
    for (int i = 0; i < bytes.length; i++) {
      bytes[i] = (byte) Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16);
    }
    return bytes;
  }
}
