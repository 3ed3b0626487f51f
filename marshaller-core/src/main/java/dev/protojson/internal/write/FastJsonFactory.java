package dev.protojson.internal.write;

import com.google.protobuf.ByteString;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import tools.jackson.core.JsonEncoding;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.PrettyPrinter;
import tools.jackson.core.io.CharacterEscapes;
import tools.jackson.core.io.IOContext;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.json.JsonFactoryBuilder;
import tools.jackson.core.json.UTF8JsonGenerator;

/**
 * A {@link JsonFactory} whose compact UTF-8 generators are {@link FastJsonGenerator}s. With a pretty printer or
 * character escapes, and for output to a {@code Writer}, Jackson's own generators are made. The counterpart of
 * {@code read.DirectStringJsonFactory}.
 */
final class FastJsonFactory extends JsonFactory {

  FastJsonFactory(JsonFactoryBuilder builder) {
    super(builder);
  }

  /**
   * Whether {@link FastJsonGenerator} works with the Jackson on the class path: it uses members Jackson makes
   * available to subclasses, which a later Jackson version may change. Found out once per class loader, by
   * writing a small document through every direct way and comparing it with what Jackson's generator writes.
   */
  static boolean supported() {
    return Probe.SUPPORTED;
  }

  private static final class Probe {
    static final boolean SUPPORTED = run();

    private static boolean run() {
      try {
        return write(new FastJsonFactory(JsonFactory.builder()), true)
            .equals(write(JsonFactory.builder().build(), false));
      } catch (LinkageError | RuntimeException e) {
        return false;
      }
    }

    private static String write(JsonFactory factory, boolean fast) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      FieldName a = new FieldName("a");
      FieldName b = new FieldName("b\u00e9");
      try (JsonGenerator g = factory.createGenerator(ObjectWriteContext.empty(), out, JsonEncoding.UTF8)) {
        if (fast != g instanceof FastJsonGenerator) {
          return "not the expected generator";
        }
        g.writeStartObject();
        if (g instanceof FastJsonGenerator f) {
          // A way that does not apply writes nothing: Jackson's API writes it then.
          if (!f.int32Field(a, -123)) {
            f.writeName(a).writeNumber(-123);
          }
          if (!f.int64Field(b, -1L, true)) {
            f.writeName(b).writeString("18446744073709551615");
          }
          if (!f.rawField(a, new byte[] {'t', 'r', 'u', 'e'})) {
            f.writeName(a).writeBoolean(true);
          }
          string(f, b, "plain text");
          string(f, a, "tab\tquote\"\u00e9");
          string(f, b, "Zo\u00eb \u20ac");
          char[] time = "1970-01-01T00:00:00Z".toCharArray();
          if (!f.asciiField(a, time, time.length)) {
            f.writeName(a).writeString(time, 0, time.length);
          }
          f.writeName(b);
          f.writeStartArray();
          f.writeString("one");
          f.writeString("two\u20ac");
          f.writeString("\ud83d\ude00");
          f.base64(ByteString.copyFromUtf8("base64"));
          f.int64(Long.MIN_VALUE, false);
          f.writeEndArray();
        } else {
          g.writeName(a).writeNumber(-123);
          g.writeName(b).writeString("18446744073709551615");
          g.writeName(a).writeBoolean(true);
          g.writeName(b).writeString("plain text");
          g.writeName(a).writeString("tab\tquote\"\u00e9");
          g.writeName(b).writeString("Zo\u00eb \u20ac");
          g.writeName(a).writeString("1970-01-01T00:00:00Z");
          g.writeName(b).writeStartArray();
          g.writeString("one");
          g.writeString("two\u20ac");
          g.writeString("\ud83d\ude00");
          g.writeBinary("base64".getBytes(StandardCharsets.UTF_8));
          g.writeString(String.valueOf(Long.MIN_VALUE));
          g.writeEndArray();
        }
        g.writeEndObject();
      }
      return out.toString(StandardCharsets.UTF_8);
    }

    private static void string(FastJsonGenerator g, FieldName name, String value) {
      if (!g.stringField(name, value)) {
        g.writeName(name).writeString(value);
      }
    }
  }

  /**
   * A generator of one whole document to {@code out} in {@code buffers}, a platform thread's: what
   * {@code createGenerator(WriteContext.COMPACT, out, UTF8)} makes, without taking buffers from Jackson's recycler.
   */
  FastJsonGenerator documentGenerator(DocumentBuffers buffers, DocumentSink out) {
    WriteContext context = WriteContext.COMPACT;
    return new FastJsonGenerator(context,
        buffers.context(_streamReadConstraints, _streamWriteConstraints, _errorReportConfiguration),
        context.getStreamWriteFeatures(_streamWriteFeatures), context.getFormatWriteFeatures(_formatWriteFeatures),
        out, context.getRootValueSeparator(_rootValueSeparator), _maximumNonEscapedChar, buffers.output);
  }

  @Override
  protected JsonGenerator _createUTF8Generator(ObjectWriteContext writeContext, IOContext ioContext,
      OutputStream out) {
    // Asked once: a marshaller's context makes a new pretty printer per call.
    PrettyPrinter pretty = writeContext.getPrettyPrinter();
    CharacterEscapes escapes = writeContext.getCharacterEscapes();
    if (escapes == null) {
      escapes = _characterEscapes;
    }
    int streamFeatures = writeContext.getStreamWriteFeatures(_streamWriteFeatures);
    int formatFeatures = writeContext.getFormatWriteFeatures(_formatWriteFeatures);
    if (pretty == null && escapes == null && _quoteChar == '"') {
      return new FastJsonGenerator(writeContext, ioContext, streamFeatures, formatFeatures, out,
          writeContext.getRootValueSeparator(_rootValueSeparator), _maximumNonEscapedChar);
    }
    return new UTF8JsonGenerator(writeContext, ioContext, streamFeatures, formatFeatures, out,
        writeContext.getRootValueSeparator(_rootValueSeparator), escapes, pretty, _maximumNonEscapedChar,
        _quoteChar);
  }
}
