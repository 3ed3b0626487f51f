package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link ByteInput#readString()} against the JDK's strict UTF-8 decoder (RFC 3629: no overlong forms, no
 * surrogates, nothing beyond U+10FFFF): a string is read, to exactly the characters the decoder gives, if and only
 * if the decoder accepts it; otherwise the byte-level methods give up and the Jackson reader judges it. Every
 * sequence of up to two bytes, every longer lead byte with the edges of its continuation bytes, and random text
 * are tried, alone, among other text and before an escape.
 */
class ByteInputStringsTests {

  @Test
  void everyOneAndTwoByteSequenceIsReadOrRefusedAsRfc3629Says() {
    int read = 0;
    for (int first = 0x80; first <= 0xFF; first++) {
      check(new byte[] {(byte) first});
      for (int second = 0; second <= 0xFF; second++) {
        if (second != '"' && second != '\\') {
          read += check(new byte[] {(byte) first, (byte) second}) ? 1 : 0;
        }
      }
    }
    // The 1,920 two-byte sequences (C2-DF, 80-BF) and lead bytes followed by ASCII are refused; the rest read.
    assertThat(read).isEqualTo(30 * 64);
  }

  @Test
  void everyLongerLeadWithEveryContinuationEdgeIsReadOrRefusedAsRfc3629Says() {
    int[] edges = {0x00, 0x41, 0x7F, 0x80, 0x81, 0x8F, 0x90, 0x9F, 0xA0, 0xBE, 0xBF, 0xC0, 0xC2, 0xE0, 0xF0, 0xFF};
    int read = 0;
    for (int lead = 0xE0; lead <= 0xFF; lead++) {
      for (int second : edges) {
        for (int third : edges) {
          read += check(new byte[] {(byte) lead, (byte) second, (byte) third}) ? 1 : 0;
          for (int fourth : edges) {
            read += check(new byte[] {(byte) lead, (byte) second, (byte) third, (byte) fourth}) ? 1 : 0;
          }
        }
      }
    }
    assertThat(read).isPositive();
  }

  @Test
  void theReplacementCharacterOfTheTextItselfIsRead() {
    byte[] replacement = "\uFFFD".getBytes(StandardCharsets.UTF_8);
    assertThat(check(replacement)).isTrue();
    assertThat(check(concat(replacement, "caf\u00e9".getBytes(StandardCharsets.UTF_8), replacement))).isTrue();
    assertThat(check(concat(replacement, new byte[] {(byte) 0xC0, (byte) 0xAF}))).isFalse();
  }

  @Test
  void randomTextWithAndWithoutBadSequencesIsReadOrRefusedAsRfc3629Says() {
    SplittableRandom random = new SplittableRandom(47);
    String[] pieces = {"a", "plain text ", "caf\u00e9", "\u6771\u4eac", "\uD83D\uDE80", "\u00bd", "\uFFFD", "x y"};
    byte[][] bad = {{(byte) 0xC0, (byte) 0xAF}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {(byte) 0xE2, (byte) 0x82},
        {(byte) 0x80}, {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, {(byte) 0xFF}};
    int refused = 0;
    for (int n = 0; n < 5_000; n++) {
      ByteArrayOutputStream text = new ByteArrayOutputStream();
      for (int k = random.nextInt(12); k >= 0; k--) {
        text.writeBytes(pieces[random.nextInt(pieces.length)].getBytes(StandardCharsets.UTF_8));
      }
      if (random.nextInt(4) == 0) {
        byte[] b = bad[random.nextInt(bad.length)];
        byte[] sofar = text.toByteArray();
        int at = random.nextInt(sofar.length + 1);
        text.reset();
        text.write(sofar, 0, at);
        text.writeBytes(b);
        text.write(sofar, at, sofar.length - at);
      }
      refused += check(text.toByteArray()) ? 0 : 1;
    }
    assertThat(refused).isBetween(1_000, 1_500);
  }

  @Test
  void theThreadsBufferServesDocumentsOneAfterAnotherAndTwoAtOnce() {
    // Longer than the buffer a thread keeps, then longer than the one it starts with, then short: each read whole.
    for (int length : new int[] {ReadScratch.KEPT_CHARS * 2, 5_000, 3, 1_500, 0}) {
      String text = "\u00e9\u6771\\z".repeat(length / 4 + 1).substring(0, length);
      byte[] json = ("\"" + text.replace("\\", "\\\\") + "\"").getBytes(StandardCharsets.UTF_8);
      assertThat(new ByteInput(json, 100, 1_000_000).readString()).isEqualTo(text);
    }
    // Two documents read in turn on one thread, as a read inside another read would.
    ByteInput first = new ByteInput(bytes("[\"caf\u00e9\",\"a\\tb\",\"\u6771\"]"), 100, 1_000);
    ByteInput second = new ByteInput(bytes("[\"cr\u00e8me\",\"c\\nd\",\"\u4eac\"]"), 100, 1_000);
    List<String> read = new ArrayList<>();
    for (ByteInput in : List.of(first, second)) {
      in.startArray();
    }
    for (int i = 0; i < 3; i++) {
      for (ByteInput in : List.of(first, second)) {
        assertThat(i == 0 || in.nextElement()).isTrue();
        read.add(in.readString());
      }
    }
    assertThat(read).containsExactly("caf\u00e9", "cr\u00e8me", "a\tb", "c\nd", "\u6771", "\u4eac");
  }

  private static byte[] bytes(String json) {
    return json.getBytes(StandardCharsets.UTF_8);
  }

  /**
   * Reads {@code text} as a string value, alone and between ASCII, through {@link ByteInput#readString()}, checking
   * the outcome against the reference; whether it was read.
   */
  private static boolean check(byte[] text) {
    String expected = noControls(text) ? strictlyDecoded(text) : null;
    boolean wellFormed = expected != null;
    for (byte[] around : List.of(new byte[0], "pre ".getBytes(StandardCharsets.US_ASCII),
        "a longer plain prefix ".getBytes(StandardCharsets.US_ASCII))) {
      byte[] value = concat(around, text, around);
      String reference = expected == null ? null : new String(around, StandardCharsets.US_ASCII) + expected
          + new String(around, StandardCharsets.US_ASCII);
      assertThat(read(concat(new byte[] {'"'}, value, "\",1".getBytes(StandardCharsets.US_ASCII))))
          .as("%s", hex(text)).isEqualTo(reference);
      // With an escape after it, the same text goes through the escaping decoder.
      assertThat(read(concat(new byte[] {'"'}, value, "\\n\"".getBytes(StandardCharsets.US_ASCII))))
          .as("escaped %s", hex(text)).isEqualTo(reference == null ? null : reference + "\n");
    }
    return wellFormed;
  }

  /** The string read, or null if the byte-level methods gave up; checks that reading stopped after the quote. */
  private static String read(byte[] json) {
    ByteInput in = new ByteInput(json, 100, 1_000);
    try {
      String value = in.readString();
      assertThat(json[in.position() - 1]).isEqualTo((byte) '"');
      assertThat(in.position()).isIn(json.length, json.length - 2);
      return value;
    } catch (ByteInput.GiveUp e) {
      return null;
    }
  }

  private static String strictlyDecoded(byte[] text) {
    try {
      return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(text)).toString();
    } catch (CharacterCodingException e) {
      return null;
    }
  }

  private static boolean noControls(byte[] text) {
    for (byte b : text) {
      if (b >= 0 && b < 0x20) {
        return false;
      }
    }
    return true;
  }

  private static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] part : parts) {
      out.writeBytes(part);
    }
    return out.toByteArray();
  }

  private static String hex(byte[] bytes) {
    List<String> out = new ArrayList<>();
    for (byte b : bytes) {
      out.add(String.format("%02X", b & 0xFF));
    }
    return String.join(" ", out);
  }
}
