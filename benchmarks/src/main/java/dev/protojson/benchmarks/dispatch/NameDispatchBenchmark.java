package dev.protojson.benchmarks.dispatch;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.SerializableString;
import tools.jackson.core.io.SerializedString;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.sym.PropertyNameMatcher;
import tools.jackson.core.util.Named;

/**
 * How a Jackson 3 reader should find the field a property name stands for. Each operation parses one JSON object
 * of {@code fields} integer properties from UTF-8 bytes and dispatches every name to its field index; only the
 * dispatch differs between the methods:
 *
 * <ul>
 *   <li>{@code matcher}: {@link JsonParser#nextNameMatch(PropertyNameMatcher)} with a matcher from
 *       {@link JsonFactory#constructNameMatcher}, which matches the raw UTF-8 bytes without making a
 *       {@code String};
 *   <li>{@code hashSwitch}: {@link JsonParser#nextName()} and a {@code switch} on the name;
 *   <li>{@code hashMap}: {@link JsonParser#nextName()} and a {@code HashMap<String, Integer>} lookup;
 *   <li>{@code expectedOrder}: {@link JsonParser#nextName(SerializableString)} guessing that fields come in
 *       declaration order, falling back to the matcher when the guess is wrong.
 * </ul>
 *
 * <p>Pure Jackson: no protobuf and no protojson, so the result holds for any reader design.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 2)
public class NameDispatchBenchmark {

  private static final String[] NAMES_10 = {"login", "id", "nodeId", "avatarUrl", "gravatarId", "url", "htmlUrl", "type", "siteAdmin", "score"};
  private static final String[] NAMES_30 = {
    "id", "nodeId", "name", "fullName", "owner", "private", "htmlUrl", "description", "fork", "url", "createdAt", "updatedAt", "pushedAt", "homepage", "size", "stargazersCount", "watchersCount", "language", "forksCount", "openIssuesCount", "defaultBranch", "score", "topics", "license", "archived", "disabled", "visibility", "hasIssues", "hasProjects", "hasWiki"
  };

  private static final JsonFactory FACTORY = JsonFactory.builder().build();

  @Param({"10", "30"})
  public int fields;

  private byte[] json;
  private PropertyNameMatcher matcher;
  private Map<String, Integer> map;
  private SerializableString[] expected;

  @Setup
  public void setup() {
    String[] names = names(fields);
    StringBuilder doc = new StringBuilder("{");
    List<Named> named = new ArrayList<>();
    map = new HashMap<>();
    expected = new SerializableString[names.length];
    for (int i = 0; i < names.length; i++) {
      doc.append(i == 0 ? "" : ",").append('"').append(names[i]).append("\":").append(i + 1);
      named.add(Named.fromString(names[i]));
      map.put(names[i], i);
      expected[i] = new SerializedString(names[i]);
    }
    json = doc.append('}').toString().getBytes(java.nio.charset.StandardCharsets.UTF_8);
    matcher = FACTORY.constructNameMatcher(named, false);
  }

  static String[] names(int fields) {
    return switch (fields) {
      case 10 -> NAMES_10;
      case 30 -> NAMES_30;
      default -> throw new IllegalArgumentException("fields must be 10 or 30, was " + fields);
    };
  }

  @Benchmark
  public long matcher() {
    long sum = 0;
    try (JsonParser p = open()) {
      for (int index; (index = p.nextNameMatch(matcher)) >= 0; ) {
        sum += value(p, index);
      }
    }
    return sum;
  }

  @Benchmark
  public long hashSwitch() {
    long sum = 0;
    boolean ten = fields == 10;
    try (JsonParser p = open()) {
      for (String name; (name = p.nextName()) != null; ) {
        sum += value(p, ten ? switch10(name) : switch30(name));
      }
    }
    return sum;
  }

  @Benchmark
  public long hashMap() {
    long sum = 0;
    try (JsonParser p = open()) {
      for (String name; (name = p.nextName()) != null; ) {
        Integer index = map.get(name);
        sum += value(p, index == null ? -1 : index);
      }
    }
    return sum;
  }

  @Benchmark
  public long expectedOrder() {
    long sum = 0;
    SerializableString[] names = expected;
    try (JsonParser p = open()) {
      int next = 0;
      while (true) {
        int index;
        if (next < names.length && p.nextName(names[next])) {
          index = next;
        } else {
          if (next >= names.length) {
            p.nextToken();
          }
          if (p.currentToken() != JsonToken.PROPERTY_NAME) {
            break;
          }
          index = p.currentNameMatch(matcher);
        }
        sum += value(p, index);
        next = index + 1;
      }
    }
    return sum;
  }

  private JsonParser open() {
    JsonParser p = FACTORY.createParser(ObjectReadContext.empty(), json);
    p.nextToken();
    return p;
  }

  private static long value(JsonParser p, int index) {
    if (index < 0) {
      throw new IllegalStateException("Unknown field " + p.currentName());
    }
    p.nextToken();
    return (long) index * p.getIntValue();
  }

  /** 10 names: {@code switch} on a {@code String} compiles to a switch on its hash, then {@code equals}. */
  private static int switch10(String name) {
    switch (name) {
      case "login":
        return 0;
      case "id":
        return 1;
      case "nodeId":
        return 2;
      case "avatarUrl":
        return 3;
      case "gravatarId":
        return 4;
      case "url":
        return 5;
      case "htmlUrl":
        return 6;
      case "type":
        return 7;
      case "siteAdmin":
        return 8;
      case "score":
        return 9;
      default:
        return -1;
    }
  }

  /** 30 names: {@code switch} on a {@code String} compiles to a switch on its hash, then {@code equals}. */
  private static int switch30(String name) {
    switch (name) {
      case "id":
        return 0;
      case "nodeId":
        return 1;
      case "name":
        return 2;
      case "fullName":
        return 3;
      case "owner":
        return 4;
      case "private":
        return 5;
      case "htmlUrl":
        return 6;
      case "description":
        return 7;
      case "fork":
        return 8;
      case "url":
        return 9;
      case "createdAt":
        return 10;
      case "updatedAt":
        return 11;
      case "pushedAt":
        return 12;
      case "homepage":
        return 13;
      case "size":
        return 14;
      case "stargazersCount":
        return 15;
      case "watchersCount":
        return 16;
      case "language":
        return 17;
      case "forksCount":
        return 18;
      case "openIssuesCount":
        return 19;
      case "defaultBranch":
        return 20;
      case "score":
        return 21;
      case "topics":
        return 22;
      case "license":
        return 23;
      case "archived":
        return 24;
      case "disabled":
        return 25;
      case "visibility":
        return 26;
      case "hasIssues":
        return 27;
      case "hasProjects":
        return 28;
      case "hasWiki":
        return 29;
      default:
        return -1;
    }
  }
}
