package dev.protojson.transcoding.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.protojson.transcoding.PathTemplate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Random templates and paths, the trie against a reference written here in a few lines: each template as a regular
 * expression, and the verb and method rules of {@link RouteTrie} applied by brute force over every route. Seeds are
 * printed on failure, to replay a case.
 */
class RouteTrieFuzzTests {

  private static final String[] LITERALS = {"a", "b", "c"};
  private static final String[] VALUES = {"a", "b", "x", "q:move", "a:copy", "~"};
  private static final String[] VERBS = {"move", "copy"};
  private static final String[] METHODS = {"GET", "POST"};

  /** One template as a regular expression over the whole path, with one group per variable. */
  private record Reference(String method, PathTemplate template, Pattern pattern, String verb) {

    static Reference of(String method, PathTemplate template) {
      List<String> segments = template.segments();
      List<PathTemplate.Variable> variables = template.variables();
      StringBuilder regex = new StringBuilder("^");
      for (int i = 0; i < segments.size(); i++) {
        boolean opens = false;
        boolean closes = false;
        for (PathTemplate.Variable variable : variables) {
          opens |= variable.start() == i;
          closes |= variable.end() - 1 == i;
        }
        String segment = segments.get(i);
        if (segment.equals("**")) {
          // zero or more segments: nothing, or a slash and anything after it
          regex.append("(?:/").append(opens ? "(" : "(?:").append(".*))?");
          regex.append(closes && !opens ? ")" : "");
          continue;
        }
        regex.append('/');
        if (opens) {
          regex.append('(');
        }
        regex.append(segment.equals("*") ? "[^/]+" : Pattern.quote(segment));
        if (closes) {
          regex.append(')');
        }
      }
      String verb = template.verb().orElse("");
      if (!verb.isEmpty()) {
        regex.append(':').append(Pattern.quote(verb));
      }
      return new Reference(method, template, Pattern.compile(regex.append('$').toString()), verb);
    }

    String[] values(String path) {
      Matcher matcher = pattern.matcher(path);
      if (!matcher.matches()) {
        return null;
      }
      String[] values = new String[matcher.groupCount()];
      for (int i = 0; i < values.length; i++) {
        values[i] = matcher.group(i + 1) == null ? "" : matcher.group(i + 1);
      }
      return values;
    }

    boolean takes(String requestMethod) {
      return method.equals(requestMethod) || method.equals(RouteTrie.ANY_METHOD);
    }
  }

  /** What the reference answers: the one route (or more, which the trie's build should have refused), or methods. */
  private record Expected(List<Reference> routes, List<String[]> values, Set<String> allowed) {}

  private static Expected reference(List<Reference> all, String method, String path) {
    Set<String> verbs = new TreeSet<>();
    all.forEach(r -> verbs.add(r.verb()));
    String last = path.substring(path.lastIndexOf('/') + 1);
    int colon = last.lastIndexOf(':');
    String verb = colon >= 0 && !last.substring(colon + 1).isEmpty() && verbs.contains(last.substring(colon + 1))
        ? last.substring(colon + 1) : null;
    Set<String> allowed = new TreeSet<>();
    for (String tried : verb == null ? List.of("") : List.of(verb, "")) {
      List<Reference> routes = new ArrayList<>();
      List<String[]> values = new ArrayList<>();
      for (Reference route : all) {
        if (!route.verb().equals(tried)) {
          continue;
        }
        String[] matched = route.values(path);
        if (matched == null) {
          continue;
        }
        allowed.add(route.method());
        if (route.takes(method)) {
          routes.add(route);
          values.add(matched);
        }
      }
      if (!routes.isEmpty()) {
        return new Expected(routes, values, Set.of());
      }
    }
    return new Expected(List.of(), List.of(), allowed);
  }

  @Test
  void singleTemplatesMatchAsTheirRegularExpressions() {
    for (int run = 0; run < 3000; run++) {
      long seed = 7919L * run + 17;
      Random random = new Random(seed);
      PathTemplate template = randomTemplate(random);
      Reference reference = Reference.of("GET", template);
      RouteTrie<String> trie = RouteTrie.<String>builder().add("GET", template, "t", "o").build();
      for (int i = 0; i < 20; i++) {
        String path = random.nextBoolean() ? instantiate(random, template) : randomPath(random);
        String[] expected = reference.values(path);
        RouteTrie.Result<String> actual = trie.match("GET", path);
        String context = "seed " + seed + ", template " + template + ", path " + path;
        if (expected == null) {
          assertThat(actual.entry()).as(context).isNull();
        } else {
          assertThat(actual.entry()).as(context).isNotNull();
          assertThat(actual.values()).as(context).containsExactly(expected);
        }
      }
    }
  }

  @Test
  void tablesOfTemplatesMatchAsTheReferenceOrAreRefusedWithARealConflict() {
    int built = 0;
    int refused = 0;
    for (int run = 0; run < 2000; run++) {
      long seed = 104729L * run + 3;
      Random random = new Random(seed);
      List<Reference> routes = new ArrayList<>();
      RouteTrie.Builder<Reference> builder = RouteTrie.builder();
      int count = 1 + random.nextInt(6);
      for (int i = 0; i < count; i++) {
        String method = random.nextInt(20) == 0 ? RouteTrie.ANY_METHOD : METHODS[random.nextInt(METHODS.length)];
        Reference route = Reference.of(method, randomTemplate(random));
        routes.add(route);
        builder.add(method, route.template(), route, "route" + i);
      }
      RouteTrie<Reference> trie;
      try {
        trie = builder.build();
        built++;
      } catch (IllegalStateException conflict) {
        refused++;
        assertRealConflict(conflict.getMessage(), routes, "seed " + seed);
        continue;
      }
      for (int i = 0; i < 40; i++) {
        Reference source = routes.get(random.nextInt(routes.size()));
        String path = random.nextInt(4) == 0 ? randomPath(random) : instantiate(random, source.template());
        String method = random.nextInt(5) == 0 ? "DELETE" : METHODS[random.nextInt(METHODS.length)];
        String context = "seed " + seed + ", routes " + routes.stream().map(r -> r.method() + " " + r.template())
            .toList() + ", request " + method + " " + path;
        Expected expected = reference(routes, method, path);
        assertThat(expected.routes()).as("two routes match although the table was built: " + context).hasSizeLessThan(2);
        RouteTrie.Result<Reference> actual = trie.match(method, path);
        if (expected.routes().isEmpty()) {
          assertThat(actual.entry()).as(context).isNull();
          assertThat(actual.allowedMethods()).as(context).isEqualTo(expected.allowed());
        } else {
          assertThat(actual.entry()).as(context).isNotNull();
          assertThat(actual.entry().target()).as(context).isSameAs(expected.routes().get(0));
          assertThat(actual.values()).as(context).containsExactly(expected.values().get(0));
        }
      }
    }
    assertThat(built).as("tables built").isGreaterThan(300);
    assertThat(refused).as("tables refused").isGreaterThan(300);
  }

  /** The example request of the message is matched, by the reference, by both routes the message names. */
  private static void assertRealConflict(String message, List<Reference> routes, String context) {
    Matcher parts = Pattern.compile("\\((\\S+) (\\S*)\\): (\\S+) (\\S+) of (route\\d+) and (\\S+) (\\S+) of (route\\d+)")
        .matcher(message);
    if (!parts.find()) {
      fail(context + ": unexpected message " + message);
    }
    String method = parts.group(1);
    String path = parts.group(2);
    Reference first = routes.get(Integer.parseInt(parts.group(5).substring(5)));
    Reference second = routes.get(Integer.parseInt(parts.group(8).substring(5)));
    assertThat(first.template()).hasToString(parts.group(4));
    assertThat(second.template()).hasToString(parts.group(7));
    assertThat(first).as(context).isNotSameAs(second);
    assertThat(first.verb()).as(context + ": " + message).isEqualTo(second.verb());
    assertThat(first.takes(method) && second.takes(method)).as(context + ": " + message).isTrue();
    assertThat(first.values(path)).as(context + ": " + message).isNotNull();
    assertThat(second.values(path)).as(context + ": " + message).isNotNull();
  }

  private static PathTemplate randomTemplate(Random random) {
    StringBuilder text = new StringBuilder();
    int segments = 1 + random.nextInt(4);
    int variable = 0;
    for (int i = 0; i < segments; i++) {
      boolean last = i == segments - 1;
      text.append('/');
      int kind = random.nextInt(10);
      if (kind < 5) {
        text.append(LITERALS[random.nextInt(LITERALS.length)]);
      } else if (kind < 6) {
        text.append('*');
      } else if (kind < 8) {
        text.append("{v").append(variable++).append('}');
      } else if (kind < 9) {
        text.append("{v").append(variable++).append('=').append(LITERALS[random.nextInt(LITERALS.length)])
            .append(last && random.nextBoolean() ? "/**" : "/*").append('}');
      } else if (last) {
        text.append(random.nextBoolean() ? "**" : "{v" + variable++ + "=**}");
      } else {
        text.append(LITERALS[random.nextInt(LITERALS.length)]);
      }
    }
    if (random.nextInt(4) == 0) {
      text.append(':').append(VERBS[random.nextInt(VERBS.length)]);
    }
    return PathTemplate.parse(text.toString());
  }

  /** A path the template matches, most of the time: wildcards filled with values that may hold a colon. */
  private static String instantiate(Random random, PathTemplate template) {
    StringBuilder path = new StringBuilder();
    for (String segment : template.segments()) {
      if (segment.equals("**")) {
        int count = random.nextInt(4);
        for (int i = 0; i < count; i++) {
          path.append('/').append(random.nextInt(5) == 0 ? "" : VALUES[random.nextInt(VALUES.length)]);
        }
      } else {
        path.append('/').append(segment.equals("*") ? VALUES[random.nextInt(VALUES.length)] : segment);
      }
    }
    if (path.length() == 0) {
      path.append('/');
    }
    template.verb().ifPresent(verb -> path.append(':').append(verb));
    return path.toString();
  }

  private static String randomPath(Random random) {
    StringBuilder path = new StringBuilder();
    int segments = 1 + random.nextInt(5);
    String[] pieces = Arrays.copyOf(VALUES, VALUES.length + LITERALS.length + 1);
    System.arraycopy(LITERALS, 0, pieces, VALUES.length, LITERALS.length);
    pieces[pieces.length - 1] = "";
    for (int i = 0; i < segments; i++) {
      path.append('/').append(pieces[random.nextInt(pieces.length)]);
    }
    if (random.nextInt(3) == 0) {
      path.append(':').append(VERBS[random.nextInt(VERBS.length)]);
    }
    return path.toString();
  }
}
