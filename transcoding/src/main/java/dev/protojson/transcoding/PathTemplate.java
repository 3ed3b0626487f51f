package dev.protojson.transcoding;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A path template of a {@code google.api.http} rule, parsed by the grammar of {@code google/api/http.proto}:
 *
 * <pre>
 * Template  = "/" Segments [ Verb ] ;
 * Segments  = Segment { "/" Segment } ;
 * Segment   = "*" | "**" | LITERAL | Variable ;
 * Variable  = "{" FieldPath [ "=" Segments ] "}" ;
 * FieldPath = IDENT { "." IDENT } ;
 * Verb      = ":" LITERAL ;
 * </pre>
 *
 * <p>{@code *} matches one non-empty path segment, {@code **} zero or more segments and may only be the last segment
 * (before the verb). {@code {field}} is {@code {field=*}}. A variable holds no other variable, and names a field path
 * at most once in a template. A {@code LITERAL} is made of letters, digits, {@code -._~!$&'()+,;=@} and
 * percent-encoded octets ({@code %2F}); it is compared with a path segment after both are percent-decoded.
 *
 * <p>A template is a value: two templates of the same text are equal. {@link #segments()} and {@link #variables()}
 * describe its structure for code that matches or documents it.
 */
public final class PathTemplate {

  private final String text;
  private final List<String> segments;
  private final List<Variable> variables;
  private final String verb;

  private PathTemplate(String text, List<String> segments, List<Variable> variables, String verb) {
    this.text = text;
    this.segments = List.copyOf(segments);
    this.variables = List.copyOf(variables);
    this.verb = verb;
  }

  /**
   * Parses {@code template}.
   *
   * @throws IllegalArgumentException if it does not follow the grammar; the message quotes the template and gives the
   *     1-based position of the first character that does not fit
   */
  public static PathTemplate parse(String template) {
    Objects.requireNonNull(template, "template");
    return new Parser(template).template();
  }

  /**
   * The segments in order, variables expanded: {@code "*"} for a single-segment wildcard, {@code "**"} for the
   * multi-segment one, anything else a literal as written in the template (still percent-encoded).
   */
  public List<String> segments() {
    return segments;
  }

  /** The variables in the order they appear. */
  public List<Variable> variables() {
    return variables;
  }

  /** The custom verb after the last segment ({@code move} of {@code /v1/{name=books/*}:move}), if any. */
  public Optional<String> verb() {
    return Optional.ofNullable(verb);
  }

  /** The template as written. */
  @Override
  public String toString() {
    return text;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof PathTemplate that && text.equals(that.text);
  }

  @Override
  public int hashCode() {
    return text.hashCode();
  }

  /**
   * A variable: the field path it binds ({@code book.name}) and the segments it spans, {@code start} inclusive and
   * {@code end} exclusive, as indexes into {@link #segments()}. The value of a variable over one segment other than
   * {@code **} is percent-decoded whole; that of a variable over more segments, or over {@code **}, keeps
   * {@code %2F} and {@code %2f} as they are, as {@code http.proto} says.
   */
  public record Variable(String fieldPath, int start, int end) {}

  /** A recursive-descent reader of the grammar above, one character at a time. */
  private static final class Parser {

    private final String text;
    private int pos;
    private final List<String> segments = new ArrayList<>();
    private final List<Variable> variables = new ArrayList<>();
    private final Set<String> fieldPaths = new HashSet<>();
    private boolean multiSeen;

    Parser(String text) {
      this.text = text;
    }

    PathTemplate template() {
      if (!text.startsWith("/")) {
        throw error("a template starts with '/'");
      }
      pos = 1;
      segments(false);
      String verb = null;
      if (peek() == ':') {
        pos++;
        verb = literal("the custom verb");
      }
      if (pos < text.length()) {
        throw error("unexpected '" + text.charAt(pos) + "'");
      }
      return new PathTemplate(text, segments, variables, verb);
    }

    private void segments(boolean inVariable) {
      segment(inVariable);
      while (peek() == '/') {
        pos++;
        if (pos == text.length()) {
          throw errorAt(pos, "a template does not end with '/'");
        }
        segment(inVariable);
      }
    }

    private void segment(boolean inVariable) {
      if (multiSeen) {
        throw error("'**' must be the last segment");
      }
      int c = peek();
      if (c == '*') {
        if (pos + 1 < text.length() && text.charAt(pos + 1) == '*') {
          pos += 2;
          multiSeen = true;
          segments.add("**");
        } else {
          pos++;
          segments.add("*");
        }
        if (isLiteralChar(peek()) || peek() == '*') {
          throw error("'*' and '**' are whole segments");
        }
      } else if (c == '{') {
        if (inVariable) {
          throw error("a variable cannot hold another variable");
        }
        variable();
      } else {
        segments.add(literal("a segment"));
      }
    }

    private void variable() {
      int open = pos++;
      String fieldPath = fieldPath();
      int start = segments.size();
      if (peek() == '=') {
        pos++;
        segments(true);
      } else {
        segments.add("*");
      }
      if (peek() != '}') {
        throw error(pos >= text.length() ? "the variable opened at position " + (open + 1) + " is not closed"
            : "expected '}' to close the variable opened at position " + (open + 1));
      }
      pos++;
      if (!fieldPaths.add(fieldPath)) {
        throw errorAt(open + 1, "the field path " + fieldPath + " is bound twice");
      }
      variables.add(new Variable(fieldPath, start, segments.size()));
    }

    private String fieldPath() {
      int start = pos;
      identifier();
      while (peek() == '.') {
        pos++;
        identifier();
      }
      return text.substring(start, pos);
    }

    private void identifier() {
      int c = peek();
      if (!(Character.isLetter(c) && c < 128 || c == '_')) {
        throw error("expected a field name");
      }
      pos++;
      while (pos < text.length() && isIdentifierChar(text.charAt(pos))) {
        pos++;
      }
    }

    private String literal(String what) {
      int start = pos;
      while (pos < text.length()) {
        char c = text.charAt(pos);
        if (c == '%') {
          if (pos + 2 >= text.length() || hex(text.charAt(pos + 1)) < 0 || hex(text.charAt(pos + 2)) < 0) {
            throw error("'%' starts a percent-encoded octet of two hexadecimal digits");
          }
          pos += 3;
        } else if (isLiteralChar(c)) {
          pos++;
        } else {
          break;
        }
      }
      if (pos == start) {
        throw error(pos >= text.length() ? "expected " + what + " at the end"
            : "expected " + what + ", found '" + text.charAt(pos) + "'");
      }
      return text.substring(start, pos);
    }

    private int peek() {
      return pos < text.length() ? text.charAt(pos) : -1;
    }

    private IllegalArgumentException error(String problem) {
      return errorAt(pos + 1, problem);
    }

    private IllegalArgumentException errorAt(int position, String problem) {
      return new IllegalArgumentException(
          "Invalid path template \"" + text + "\" at position " + position + ": " + problem);
    }

    private static boolean isIdentifierChar(char c) {
      return c < 128 && (Character.isLetterOrDigit(c) || c == '_');
    }

    static boolean isLiteralChar(int c) {
      return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
          || c >= 0 && "-._~!$&'()+,;=@".indexOf(c) >= 0;
    }

    private static int hex(char c) {
      return Character.digit(c, 16);
    }
  }
}
