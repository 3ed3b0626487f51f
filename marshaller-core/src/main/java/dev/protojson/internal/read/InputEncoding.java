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
 * Refuses a byte-array document that is not well-formed in its encoding before Jackson's parser reads it: that
 * parser decodes overlong UTF-8 forms (such as {@code C0 AF} for {@code /}) as if they were characters, and
 * replaces an unpaired surrogate in UTF-16 with U+FFFD. UTF-16 and UTF-32 are told from UTF-8 by Jackson's rules:
 * a byte-order mark, or zero bytes among the first four.
 */
final class InputEncoding {

  private static final Charset UTF_32BE = Charset.forName("UTF-32BE");
  private static final Charset UTF_32LE = Charset.forName("UTF-32LE");

  private InputEncoding() {}

  /**
   * Throws the error for the first bytes of {@code json} that are not well-formed, with the path and location of
   * the value they are in: where a parser of the text before them runs out of input. If that parser fails before,
   * on another error, nothing is thrown here: the reader reports that first error.
   */
  static void check(JsonFactory factory, ObjectReadContext context, byte[] json) {
    if (Utf8.wideEncoding(json, 0, json.length)) {
      checkWide(factory, context, json);
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

  private static void checkWide(JsonFactory factory, ObjectReadContext context, byte[] json) {
    int b0 = json[0] & 0xFF;
    int b1 = json[1] & 0xFF;
    int b2 = json.length > 2 ? json[2] & 0xFF : -1;
    int b3 = json.length > 3 ? json[3] & 0xFF : -1;
    Charset charset;
    int mark = 0;
    if (b0 == 0xFE && b1 == 0xFF) {
      charset = StandardCharsets.UTF_16BE;
      mark = 2;
    } else if (b0 == 0xFF && b1 == 0xFE) {
      boolean utf32 = b2 == 0 && b3 == 0;
      charset = utf32 ? UTF_32LE : StandardCharsets.UTF_16LE;
      mark = utf32 ? 4 : 2;
    } else if (b0 == 0 && b1 == 0) {
      charset = UTF_32BE;
      mark = b2 == 0xFE && b3 == 0xFF ? 4 : 0;
    } else if (b0 == 0) {
      charset = StandardCharsets.UTF_16BE;
    } else if (b1 == 0 && b2 == 0) {
      charset = UTF_32LE;
    } else {
      charset = StandardCharsets.UTF_16LE;
    }
    CharsetDecoder decoder = charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(json, mark, json.length - mark);
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
    return new ProtoJsonParseException("Invalid " + encoding + " at " + Failures.pathOrTop(path) + ": " + problem,
        path, at.getLineNr(), at.getColumnNr(), null);
  }
}
