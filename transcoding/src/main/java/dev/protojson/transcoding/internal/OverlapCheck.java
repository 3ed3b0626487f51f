package dev.protojson.transcoding.internal;

import dev.protojson.transcoding.internal.RouteTrie.Entry;
import dev.protojson.transcoding.internal.RouteTrie.Node;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds two routes of a trie that can match the same request: the same verb, methods that meet (equal, or one of
 * them any method) and paths that some request path matches both.
 *
 * <p>It walks pairs of nodes that some common path prefix reaches: from (root, root), a literal child pairs with the
 * same literal and with the other node's {@code *} child, and {@code *} with {@code *}. A {@code **} child matches
 * every path below the other node, so its routes are held against every route of that subtree. Each pair is walked
 * once. The path walked so far is the example request given in the message.
 */
final class OverlapCheck<T> {

  private final Node<T> root;
  private final Set<List<Node<T>>> walked = new HashSet<>();

  OverlapCheck(Node<T> root) {
    this.root = root;
  }

  void check() {
    walk(root, root, new ArrayList<>());
  }

  private void walk(Node<T> a, Node<T> b, List<String> path) {
    if (!walked.add(pairOf(a, b))) {
      return;
    }
    compare(a, b, path);
    if (a.multi != null) {
      againstSubtree(a.multi, b, path);
    }
    if (b.multi != null && b != a) {
      againstSubtree(b.multi, a, path);
    }
    for (Map.Entry<String, Node<T>> child : a.literals.entrySet()) {
      Node<T> same = b.literals.get(child.getKey());
      if (same != null) {
        walk(child.getValue(), same, with(path, child.getKey()));
      }
      if (b.single != null) {
        walk(child.getValue(), b.single, with(path, child.getKey()));
      }
    }
    if (a.single != null) {
      for (Map.Entry<String, Node<T>> child : b.literals.entrySet()) {
        walk(a.single, child.getValue(), with(path, child.getKey()));
      }
      if (b.single != null) {
        walk(a.single, b.single, with(path, "x"));
      }
    }
  }

  /** Routes of {@code multi} (a {@code **} node) against every route at or below {@code node}. */
  private void againstSubtree(Node<T> multi, Node<T> node, List<String> path) {
    compare(multi, node, path);
    if (node.multi != null) {
      compare(multi, node.multi, path);
    }
    for (Map.Entry<String, Node<T>> child : node.literals.entrySet()) {
      againstSubtree(multi, child.getValue(), with(path, child.getKey()));
    }
    if (node.single != null) {
      againstSubtree(multi, node.single, with(path, "x"));
    }
  }

  /** Routes ending at {@code a} against routes ending at {@code b}, the same node included. */
  private void compare(Node<T> a, Node<T> b, List<String> path) {
    for (Map.Entry<String, Map<String, List<Entry<T>>>> verb : a.routes.entrySet()) {
      Map<String, List<Entry<T>>> others = b.routes.get(verb.getKey());
      if (others == null) {
        continue;
      }
      for (List<Entry<T>> firsts : verb.getValue().values()) {
        for (Entry<T> first : firsts) {
          for (List<Entry<T>> seconds : others.values()) {
            for (Entry<T> second : seconds) {
              if (first != second && methodsMeet(first.method(), second.method())) {
                throw conflict(first, second, path, verb.getKey());
              }
            }
          }
        }
      }
    }
  }

  private static boolean methodsMeet(String first, String second) {
    return first.equals(second) || first.equals(RouteTrie.ANY_METHOD) || second.equals(RouteTrie.ANY_METHOD);
  }

  private IllegalStateException conflict(Entry<T> first, Entry<T> second, List<String> path, String verb) {
    String method = first.method().equals(RouteTrie.ANY_METHOD) ? second.method() : first.method();
    if (method.equals(RouteTrie.ANY_METHOD)) {
      method = "GET";
    }
    String request = "/" + String.join("/", path) + (verb.isEmpty() ? "" : ":" + verb);
    return new IllegalStateException("Two HTTP rules can match the same request (" + method + " " + request
        + "): " + describe(first) + " and " + describe(second));
  }

  private static String describe(Entry<?> entry) {
    return entry.method() + " " + entry.template() + " of " + entry.owner();
  }

  private static <E> List<E> with(List<E> list, E element) {
    List<E> longer = new ArrayList<>(list.size() + 1);
    longer.addAll(list);
    longer.add(element);
    return longer;
  }

  private static <T> List<Node<T>> pairOf(Node<T> a, Node<T> b) {
    // unordered: (a, b) and (b, a) are walked once
    return System.identityHashCode(a) <= System.identityHashCode(b) ? List.of(a, b) : List.of(b, a);
  }
}
