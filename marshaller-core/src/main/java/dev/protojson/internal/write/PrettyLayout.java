package dev.protojson.internal.write;

import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.util.DefaultIndenter;
import tools.jackson.core.util.DefaultPrettyPrinter;
import tools.jackson.core.util.Separators;

/**
 * The layout of pretty output, in one place: the marshaller's pretty printer, and the bytes around the documents of
 * a top-level JSON array that a streaming writer puts together itself, laid out as that printer lays out an array.
 */
public final class PrettyLayout {

  /**
   * Indentation like JsonFormat's: two spaces per level, {@code "name": value}, empty containers as {@code {}}
   * and {@code []}, array elements one per line.
   */
  static final DefaultPrettyPrinter PRINTER = new DefaultPrettyPrinter(Separators.createDefaultInstance()
      .withObjectNameValueSpacing(Separators.Spacing.AFTER)
      .withObjectEmptySeparator("")
      .withArrayEmptySeparator(""))
      .withArrayIndenter(new DefaultIndenter("  ", "\n"))
      .withObjectIndenter(new DefaultIndenter("  ", "\n"));

  private static final String[] ARRAY = arrayAroundTwoElements();

  private PrettyLayout() {}

  /** What opens a pretty top-level array of one or more documents, up to its first: {@code [}, a new line, indent. */
  public static byte[] arrayStart() {
    return bytes(ARRAY[0]);
  }

  /** What goes between two documents of a pretty top-level array: a comma, a new line, indent. */
  public static byte[] arraySeparator() {
    return bytes(ARRAY[1]);
  }

  /** What closes a pretty top-level array after its last document: a new line and {@code ]}. */
  public static byte[] arrayEnd() {
    return bytes(ARRAY[2]);
  }

  /** The printer's array of two elements, cut around them: before the first, between them, after the second. */
  private static String[] arrayAroundTwoElements() {
    StringWriter out = new StringWriter();
    try (JsonGenerator generator = new JsonFactory().createGenerator(new WriteContext(PRINTER), out)) {
      generator.writeStartArray();
      generator.writeNumber(0);
      generator.writeNumber(0);
      generator.writeEndArray();
    }
    String text = out.toString();
    int first = text.indexOf('0');
    int second = text.indexOf('0', first + 1);
    return new String[] {text.substring(0, first), text.substring(first + 1, second), text.substring(second + 1)};
  }

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }
}
