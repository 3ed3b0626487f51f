package dev.protojson;

import java.util.regex.Pattern;
import tools.jackson.core.JacksonException;

/**
 * Thrown when input is not valid JSON, or not valid proto3 JSON for the message type being read. It names the
 * field path ({@code people[3].address[0].number}, empty for the top-level value) and the line and column of the
 * offending token.
 */
public class ProtoJsonParseException extends RuntimeException {

  private static final long serialVersionUID = 1L;
  private static final Pattern SOURCE_AT_LINE = Pattern.compile("\\[Source: [^\\]]*?; line: (\\d+), column: (\\d+)\\]");
  private static final Pattern UNKNOWN_START = Pattern.compile(" ?\\(start marker at \\[Source: [^\\]]*\\]\\)");
  private static final Pattern SERVER_ADVICE = Pattern.compile(": enable `[^`]*` to allow|"
      + " ?\\(not recognized as one since Feature '[A-Z_]+' not enabled for parser\\)| ?\\(consider enabling `.*$");

  private final String fieldPath;
  private final long line;
  private final long column;

  /**
   * @param description what is wrong, naming the field path where there is one
   * @param fieldPath the path of the field being read, empty for the top-level value
   * @param line the 1-based line of the offending token, or -1 if unknown
   * @param column the 1-based column of the offending token, or -1 if unknown
   * @param cause the underlying exception, or null
   */
  public ProtoJsonParseException(String description, String fieldPath, long line, long column, Throwable cause) {
    super(line > 0 ? description + " at line " + line + ", column " + column : description, cause);
    this.fieldPath = fieldPath == null ? "" : fieldPath;
    this.line = line;
    this.column = column;
  }

  /** The path of the field being read when the problem was found, for example {@code people[3].name}. */
  public String getFieldPath() {
    return fieldPath;
  }

  /** The 1-based line of the offending token, or -1 if unknown. */
  public long getLine() {
    return line;
  }

  /** The 1-based column of the offending token, or -1 if unknown. */
  public long getColumn() {
    return column;
  }

  /**
   * Jackson's description of bad JSON in words for whoever sent it: a place in the input as line and column, not
   * as Jackson's text of its (redacted) source, and without advice to enable a parser feature, which is the
   * server's setting and not the sender's to change.
   */
  public static String describe(JacksonException e) {
    String message = e.getOriginalMessage();
    if (message == null) {
      return e.getClass().getSimpleName();
    }
    message = SOURCE_AT_LINE.matcher(message).replaceAll("line $1, column $2");
    message = UNKNOWN_START.matcher(message).replaceAll("");
    return SERVER_ADVICE.matcher(message).replaceAll("");
  }
}
