package dev.protojson;

import java.util.List;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;
import tools.jackson.core.JacksonException;

/**
 * Thrown when input is not valid JSON, or not valid proto3 JSON for the message type being read. It names the
 * field path ({@code people[3].address[0].number}, empty for the top-level value) and the line and column of the
 * offending token. {@link #getProblem()} says what is wrong, {@link #getMessage()} adds where:
 * {@code <problem> at line L, column C}.
 *
 * <p>An error found in a part of a larger input (an element of a stream, a value inside a document someone else
 * reads) is made an error of the whole with {@link #withPathPrefix} and {@link #atLocation}: the paths the problem
 * names move with it, so no caller has to edit its text.
 */
public class ProtoJsonParseException extends RuntimeException {

  private static final long serialVersionUID = 1L;
  private static final String TOP_LEVEL = "(top level)";
  private static final String[] NO_PATHS = {};
  private static final Pattern SOURCE_AT_LINE = Pattern.compile("\\[Source: [^\\]]*?; line: (\\d+), column: (\\d+)\\]");
  private static final Pattern UNKNOWN_START = Pattern.compile(" ?\\(start marker at \\[Source: [^\\]]*\\]\\)");
  private static final Pattern SERVER_ADVICE = Pattern.compile(": enable `[^`]*` to allow|"
      + " ?\\(not recognized as one since Feature '[A-Z_]+' not enabled for parser\\)| ?\\(consider enabling `.*$");

  private final String fieldPath;
  private final long line;
  private final long column;
  /**
   * The problem as text and the paths it names: {@code texts[0] paths[0] texts[1] ... paths[n-1] texts[n]}. Kept
   * apart so that a path prefix reaches every path the problem names.
   */
  private final String[] texts;
  private final String[] paths;

  /**
   * @param description what is wrong, naming the field path where there is one; kept as written by
   *     {@link #withPathPrefix} (use {@link #naming} for a description whose paths should move)
   * @param fieldPath the path of the field being read, empty for the top-level value
   * @param line the 1-based line of the offending token, or -1 if unknown
   * @param column the 1-based column of the offending token, or -1 if unknown
   * @param cause the underlying exception, or null
   */
  public ProtoJsonParseException(String description, String fieldPath, long line, long column, Throwable cause) {
    this(new String[] {description}, NO_PATHS, fieldPath, line, column, cause);
  }

  private ProtoJsonParseException(String[] texts, String[] paths, String fieldPath, long line, long column,
      Throwable cause) {
    super(located(render(texts, paths), line, column), cause);
    this.texts = texts;
    this.paths = paths;
    this.fieldPath = fieldPath == null ? "" : fieldPath;
    this.line = line;
    this.column = column;
  }

  /**
   * A problem whose description names field paths: {@code before}, the paths separated by {@code ", "} (the empty
   * path as {@code (top level)}), then {@code after}. The first path is the {@linkplain #getFieldPath() field path}.
   * {@link #withPathPrefix} and {@link #relativeTo} move every path the description names.
   *
   * @param line the 1-based line of the offending token, or -1 if unknown
   * @param column the 1-based column of the offending token, or -1 if unknown
   * @param cause the underlying exception, or null
   */
  public static ProtoJsonParseException naming(String before, List<String> fieldPaths, String after, long line,
      long column, Throwable cause) {
    if (fieldPaths.isEmpty()) {
      return new ProtoJsonParseException(before + after, "", line, column, cause);
    }
    String[] texts = new String[fieldPaths.size() + 1];
    texts[0] = before;
    for (int i = 1; i < fieldPaths.size(); i++) {
      texts[i] = ", ";
    }
    texts[fieldPaths.size()] = after;
    return new ProtoJsonParseException(texts, fieldPaths.toArray(NO_PATHS), fieldPaths.get(0), line, column, cause);
  }

  /** What is wrong, naming the path where there is one, without the location {@link #getMessage()} adds. */
  public String getProblem() {
    return render(texts, paths);
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
   * The same problem found in a value that sits at {@code prefix} in a larger input: the field path and the paths
   * the problem names start with {@code prefix} ({@code "[3]"} and {@code "name"} make {@code "[3].name"},
   * {@code "order"} and the top level make {@code "order"}). The location, cause and stack trace stay.
   */
  public ProtoJsonParseException withPathPrefix(String prefix) {
    return prefix == null || prefix.isEmpty() ? this : withPaths(path -> join(prefix, path));
  }

  /**
   * The same problem seen from the value at {@code ancestorPath}: paths under it lose it from their front
   * ({@code "order"} makes {@code "order.items[1]"} {@code "items[1]"}, and {@code "order"} the top level); other
   * paths stay whole. The inverse of {@link #withPathPrefix}.
   */
  public ProtoJsonParseException relativeTo(String ancestorPath) {
    return ancestorPath == null || ancestorPath.isEmpty() ? this : withPaths(path -> below(ancestorPath, path));
  }

  /** The same problem at another place in the input, for example where a part read on its own begins. */
  public ProtoJsonParseException atLocation(long line, long column) {
    return copy(paths, fieldPath, line, column);
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

  private ProtoJsonParseException withPaths(UnaryOperator<String> move) {
    String[] moved = new String[paths.length];
    for (int i = 0; i < paths.length; i++) {
      moved[i] = move.apply(paths[i]);
    }
    return copy(moved, move.apply(fieldPath), line, column);
  }

  /** The place where the problem was found is the one worth seeing, not where it was moved. */
  private ProtoJsonParseException copy(String[] newPaths, String newFieldPath, long newLine, long newColumn) {
    ProtoJsonParseException copy = new ProtoJsonParseException(texts, newPaths, newFieldPath, newLine, newColumn,
        getCause());
    copy.setStackTrace(getStackTrace());
    return copy;
  }

  private static String render(String[] texts, String[] paths) {
    if (paths.length == 0) {
      return texts[0];
    }
    StringBuilder out = new StringBuilder(texts[0]);
    for (int i = 0; i < paths.length; i++) {
      out.append(paths[i].isEmpty() ? TOP_LEVEL : paths[i]).append(texts[i + 1]);
    }
    return out.toString();
  }

  private static String located(String problem, long line, long column) {
    return line > 0 ? problem + " at line " + line + ", column " + column : problem;
  }

  /** An index follows its array's path directly; a name (also {@code [pkg.ext]}) follows after a dot. */
  private static String join(String prefix, String path) {
    if (path.isEmpty()) {
      return prefix;
    }
    boolean index = path.length() > 1 && path.charAt(0) == '[' && Character.isDigit(path.charAt(1));
    return index ? prefix + path : prefix + "." + path;
  }

  private static String below(String ancestor, String path) {
    if (!path.startsWith(ancestor)) {
      return path;
    }
    if (path.length() == ancestor.length()) {
      return "";
    }
    char next = path.charAt(ancestor.length());
    return next == '.' ? path.substring(ancestor.length() + 1)
        : next == '[' ? path.substring(ancestor.length()) : path;
  }
}
