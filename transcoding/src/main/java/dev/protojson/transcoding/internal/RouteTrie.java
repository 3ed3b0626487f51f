package dev.protojson.transcoding.internal;

import dev.protojson.transcoding.PathTemplate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * Routes HTTP requests to the rules whose path templates and methods they match: a trie over path segments.
 *
 * <p>Each node has children by literal (the percent-decoded literal), one child for a single-segment wildcard
 * ({@code *}, {@code {var}}) and one for {@code **}, which is always last. Its routes are kept by custom verb, then
 * by HTTP method. A path is matched segment by segment: a literal child first, then the {@code *} child (for a
 * non-empty segment), then the {@code **} child, which takes the rest of the path; the first route found for the
 * request's method wins. Because {@link Builder#build()} refuses two routes that can match the same request, that
 * order decides only how fast a route is found, never which one.
 *
 * <p>Custom verbs: when the last segment holds a {@code ':'} and some route has the verb after the last
 * {@code ':'}, the routes with that verb are tried first on the path without it; then the routes without a verb on
 * the whole path, so that a variable's value may hold a {@code ':'} ({@code GET /v1/books/a:b} binds {@code a:b}
 * to {@code /v1/books/{name}} when no GET route has the verb {@code b}). Routes with a verb and routes without one
 * are therefore never in conflict.
 *
 * <p>A request that matches some route's path and verb but none of its methods is answered with the methods that
 * would have matched ({@link Result#allowedMethods()}); one that matches no path, with nothing.
 *
 * @param <T> what a route leads to
 */
public final class RouteTrie<T> {

  /** The HTTP method of a {@code custom} rule of kind {@code "*"}: any method. */
  public static final String ANY_METHOD = "*";

  private final Node<T> root;
  private final Set<String> verbs;

  private RouteTrie(Node<T> root, Set<String> verbs) {
    this.root = root;
    this.verbs = verbs;
  }

  /** Starts an empty trie. */
  public static <T> Builder<T> builder() {
    return new Builder<>();
  }

  /**
   * The route that {@code method} and {@code rawPath} (the request's path as sent, still percent-encoded, without
   * the query) lead to.
   */
  public Result<T> match(String method, String rawPath) {
    if (rawPath.isEmpty() || rawPath.charAt(0) != '/') {
      return Result.notFound();
    }
    String[] segments = split(rawPath);
    String[] verbSegments = null;
    String verb = null;
    String last = segments[segments.length - 1];
    int colon = last.lastIndexOf(':');
    if (colon >= 0 && verbs.contains(last.substring(colon + 1))) {
      verb = last.substring(colon + 1);
      verbSegments = segments.clone();
      verbSegments[segments.length - 1] = last.substring(0, colon);
      Entry<T> found = find(root, verbSegments, 0, verb, method);
      if (found != null) {
        return Result.found(found, found.values(verbSegments));
      }
    }
    Entry<T> found = find(root, segments, 0, "", method);
    if (found != null) {
      return Result.found(found, found.values(segments));
    }
    Set<String> allowed = new TreeSet<>();
    if (verb != null) {
      collectMethods(root, verbSegments, 0, verb, allowed);
    }
    collectMethods(root, segments, 0, "", allowed);
    return allowed.isEmpty() ? Result.notFound() : Result.methodNotAllowed(allowed);
  }

  private static String[] split(String rawPath) {
    int count = 1;
    for (int i = 1; i < rawPath.length(); i++) {
      if (rawPath.charAt(i) == '/') {
        count++;
      }
    }
    String[] segments = new String[count];
    int start = 1;
    for (int k = 0; k < count; k++) {
      int end = rawPath.indexOf('/', start);
      if (end < 0) {
        end = rawPath.length();
      }
      segments[k] = rawPath.substring(start, end);
      start = end + 1;
    }
    return segments;
  }

  private static <T> Entry<T> find(Node<T> node, String[] segments, int index, String verb, String method) {
    if (index == segments.length) {
      Entry<T> here = node.route(verb, method);
      if (here != null) {
        return here;
      }
      return node.multi == null ? null : node.multi.route(verb, method);
    }
    String segment = segments[index];
    Node<T> literal = node.literals.isEmpty() ? null : node.literals.get(literalKey(segment));
    if (literal != null) {
      Entry<T> found = find(literal, segments, index + 1, verb, method);
      if (found != null) {
        return found;
      }
    }
    if (node.single != null && !segment.isEmpty()) {
      Entry<T> found = find(node.single, segments, index + 1, verb, method);
      if (found != null) {
        return found;
      }
    }
    return node.multi == null ? null : node.multi.route(verb, method);
  }

  private static <T> void collectMethods(Node<T> node, String[] segments, int index, String verb, Set<String> out) {
    if (node.multi != null) {
      out.addAll(node.multi.methods(verb));
    }
    if (index == segments.length) {
      out.addAll(node.methods(verb));
      return;
    }
    String segment = segments[index];
    Node<T> literal = node.literals.get(literalKey(segment));
    if (literal != null) {
      collectMethods(literal, segments, index + 1, verb, out);
    }
    if (node.single != null && !segment.isEmpty()) {
      collectMethods(node.single, segments, index + 1, verb, out);
    }
  }

  private static String literalKey(String segment) {
    return segment.indexOf('%') < 0 ? segment : PercentDecoder.decodeOrNull(segment);
  }

  /** Collects routes; {@link #build()} checks that no two can match the same request. */
  public static final class Builder<T> {

    private final Node<T> root = new Node<>();
    private final Set<String> verbs = new HashSet<>();
    private final List<Entry<T>> entries = new ArrayList<>();

    private Builder() {}

    /**
     * Adds a route.
     *
     * @param method the HTTP method, {@link #ANY_METHOD} for any
     * @param owner what the route belongs to, named in conflict messages (a full gRPC method name)
     */
    public Builder<T> add(String method, PathTemplate template, T target, String owner) {
      Objects.requireNonNull(method, "method");
      Objects.requireNonNull(template, "template");
      Entry<T> entry = new Entry<>(method, template, target, owner);
      Node<T> node = root;
      for (String segment : template.segments()) {
        node = node.child(segment);
      }
      String verb = template.verb().orElse("");
      if (!verb.isEmpty()) {
        verbs.add(verb);
      }
      node.routes.computeIfAbsent(verb, v -> new LinkedHashMap<>()).merge(method, List.of(entry), Builder::both);
      entries.add(entry);
      return this;
    }

    private static <E> List<E> both(List<E> first, List<E> second) {
      List<E> both = new ArrayList<>(first);
      both.addAll(second);
      return both;
    }

    /**
     * The trie.
     *
     * @throws IllegalStateException if two routes can match the same request; the message names both owners and
     *     both templates, and gives such a request
     */
    public RouteTrie<T> build() {
      new OverlapCheck<>(root).check();
      return new RouteTrie<>(root, Set.copyOf(verbs));
    }

    /** The routes added, in order. */
    public List<Entry<T>> entries() {
      return Collections.unmodifiableList(entries);
    }
  }

  /** A route: its HTTP method, template and target, and where it came from. */
  public static final class Entry<T> {

    private final String method;
    private final PathTemplate template;
    private final T target;
    private final String owner;
    private final int multiIndex;

    Entry(String method, PathTemplate template, T target, String owner) {
      this.method = method;
      this.template = template;
      this.target = target;
      this.owner = owner;
      this.multiIndex = template.segments().indexOf("**");
    }

    public String method() {
      return method;
    }

    public PathTemplate template() {
      return template;
    }

    public T target() {
      return target;
    }

    public String owner() {
      return owner;
    }

    /** The raw (still percent-encoded) value of each variable of the template, in order, for a matched path. */
    String[] values(String[] segments) {
      List<PathTemplate.Variable> variables = template.variables();
      String[] values = new String[variables.size()];
      for (int i = 0; i < values.length; i++) {
        PathTemplate.Variable variable = variables.get(i);
        int end = variable.end() - 1 == multiIndex ? segments.length : variable.end();
        values[i] = variable.end() - variable.start() == 1 && end == variable.end()
            ? segments[variable.start()] : String.join("/", java.util.Arrays.asList(segments)
                .subList(variable.start(), end));
      }
      return values;
    }

    @Override
    public String toString() {
      return method + " " + template + " of " + owner;
    }
  }

  /** The outcome of {@link #match}: a route with its variables' raw values, the methods allowed, or nothing. */
  public static final class Result<T> {

    private static final Result<?> NOT_FOUND = new Result<>(null, null, Set.of());

    private final Entry<T> entry;
    private final String[] values;
    private final Set<String> allowedMethods;

    private Result(Entry<T> entry, String[] values, Set<String> allowedMethods) {
      this.entry = entry;
      this.values = values;
      this.allowedMethods = allowedMethods;
    }

    static <T> Result<T> found(Entry<T> entry, String[] values) {
      return new Result<>(entry, values, Set.of());
    }

    @SuppressWarnings("unchecked")
    static <T> Result<T> notFound() {
      return (Result<T>) NOT_FOUND;
    }

    static <T> Result<T> methodNotAllowed(Set<String> allowed) {
      return new Result<>(null, null, Collections.unmodifiableSet(allowed));
    }

    /** The route matched, or null. */
    public Entry<T> entry() {
      return entry;
    }

    /** The raw values of the matched route's variables, in the template's order; null without a route. */
    public String[] values() {
      return values;
    }

    /** The methods of the routes whose path matched when none had the request's method; empty otherwise. */
    public Set<String> allowedMethods() {
      return allowedMethods;
    }
  }

  /** A trie node; see the class description. */
  static final class Node<T> {

    final Map<String, Node<T>> literals = new LinkedHashMap<>();
    Node<T> single;
    Node<T> multi;
    /** By verb ("" for none), then by HTTP method: routes ending here; more than one only before the check. */
    final Map<String, Map<String, List<Entry<T>>>> routes = new LinkedHashMap<>();

    Node<T> child(String segment) {
      if (segment.equals("*")) {
        return single == null ? single = new Node<>() : single;
      }
      if (segment.equals("**")) {
        return multi == null ? multi = new Node<>() : multi;
      }
      return literals.computeIfAbsent(PercentDecoder.decodePath(segment, false), s -> new Node<>());
    }

    Entry<T> route(String verb, String method) {
      Map<String, List<Entry<T>>> byMethod = routes.get(verb);
      if (byMethod == null) {
        return null;
      }
      List<Entry<T>> exact = byMethod.get(method);
      if (exact != null) {
        return exact.get(0);
      }
      List<Entry<T>> any = byMethod.get(ANY_METHOD);
      return any == null ? null : any.get(0);
    }

    Set<String> methods(String verb) {
      Map<String, List<Entry<T>>> byMethod = routes.get(verb);
      return byMethod == null ? Set.of() : byMethod.keySet();
    }
  }
}
