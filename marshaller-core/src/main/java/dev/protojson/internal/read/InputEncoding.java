package dev.protojson.internal.read;

import dev.protojson.ProtoJsonParseException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.charset.Charset;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.json.JsonFactory;

/**
 * The encoding of JSON bytes, and a check of it. Jackson's byte parser decodes overlong UTF-8 forms (such as
 * {@code C0 AF} for {@code /}) as if they were characters, and replaces an unpaired surrogate in UTF-16 with U+FFFD,
 * so a byte-array document that is not well-formed in its encoding is refused before that parser reads it.
 */
public final class InputEncoding {

  private static final Charset UTF_32 = Charset.forName("UTF-32");
  private static final Charset UTF_32BE = Charset.forName("UTF-32BE");
  private static final Charset UTF_32LE = Charset.forName("UTF-32LE");

  private InputEncoding() {}

  /**
   * The charset of JSON bytes, from the first (up to four) of the {@code length} at {@code offset}, as RFC 4627 and
   * Jackson detect it: UTF-16 or UTF-32, either byte order, with a byte order mark (then {@code UTF-16} or
   * {@code UTF-32}, whose decoders take the mark) or without; null for UTF-8.
   */
  public static Charset detect(byte[] bytes, int offset, int length) {
    int b0 = length > 0 ? bytes[offset] & 0xFF : -1;
    int b1 = length > 1 ? bytes[offset + 1] & 0xFF : -1;
    int b2 = length > 2 ? bytes[offset + 2] & 0xFF : -1;
    int b3 = length > 3 ? bytes[offset + 3] & 0xFF : -1;
    boolean zeros23 = b2 == 0 && b3 == 0;
    if (b0 == 0 && b1 == 0 && b2 == 0xFE && b3 == 0xFF || b0 == 0xFF && b1 == 0xFE && zeros23) {
      return UTF_32;
    }
    if (b0 == 0xFE && b1 == 0xFF || b0 == 0xFF && b1 == 0xFE) {
      return StandardCharsets.UTF_16;
    }
    if (b0 == 0 && b1 == 0 && b2 == 0 && b3 >= 0) {
      return UTF_32BE;
    }
    if (b0 > 0 && b1 == 0 && zeros23) {
      return UTF_32LE;
    }
    if (b0 == 0 && b1 > 0) {
      return StandardCharsets.UTF_16BE;
    }
    if (b0 > 0 && b1 == 0) {
      return StandardCharsets.UTF_16LE;
    }
    return null;
  }

  /**
   * Throws the error for the first bytes of {@code json} that are not well-formed, with the path and location of
   * the value they are in: where a parser of the text before them runs out of input. If that parser fails before,
   * on another error, nothing is thrown here: the reader reports that first error.
   */
  static void check(JsonFactory factory, ObjectReadContext context, byte[] json) {
    Charset wide = detect(json, 0, json.length);
    if (wide != null) {
      checkWide(factory, context, json, wide);
      return;
    }
    int bad = Utf8.firstInvalid(json, 0, json.length);
    if (bad >= 0) {
      try (JsonParser before = factory.createParser(context, json, 0, bad)) {
        if (runsOut(before, bad, true)) {
          throw error(before, "UTF-8", Utf8.problem(json, bad, json.length));
        }
      }
    }
  }

  private static void checkWide(JsonFactory factory, ObjectReadContext context, byte[] json, Charset charset) {
    CharsetDecoder decoder = charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(json);
    CharBuffer out = CharBuffer.allocate(json.length);
    CoderResult result = decoder.decode(in, out, true);
    if (!result.isError()) {
      result = decoder.flush(out);
    }
    if (!result.isError()) {
      return;
    }
    String text = out.flip().toString();
    try (JsonParser before = factory.createParser(context, text)) {
      if (runsOut(before, text.length(), false)) {
        throw error(before, charset.name(), String.format("the bytes at offset %d are not valid %s (%s)",
            in.position(), charset.name(), result.isMalformed() ? "an unpaired surrogate, or cut short"
                : "not a character"));
      }
    }
  }

  /** Whether {@code before} reads to {@code end}, its input's end, without failing before it. */
  private static boolean runsOut(JsonParser before, long end, boolean bytes) {
    try {
      while (before.nextToken() != null) {
        // only the position matters
      }
    } catch (JacksonException e) {
      TokenStreamLocation at = before.currentLocation();
      return (bytes ? at.getByteOffset() : at.getCharOffset()) >= end;
    }
    return true;
  }

  private static ProtoJsonParseException error(JsonParser before, String encoding, String problem) {
    String path = Failures.path(before);
    TokenStreamLocation at = before.currentLocation();
    return Failures.naming("Invalid " + encoding + " at ", path, ": " + problem, at.getLineNr(), at.getColumnNr(),
        null);
  }
}
