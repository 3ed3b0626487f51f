package dev.protojson.testing;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.MessageOrBuilder;
import com.google.protobuf.util.JsonFormat;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** Reads JSON text into trees and compares them as the mapping defines equality: numbers by value. */
public final class JsonTrees {

  private static final JsonMapper MAPPER = JsonMapper.builder().build();

  private JsonTrees() {}

  public static JsonNode read(String json) {
    return MAPPER.readTree(json);
  }

  /** Null if equal, else the path of the first difference and both values. Object key order is ignored. */
  public static String difference(JsonNode expected, JsonNode actual, String path) {
    if (actual == null) {
      return path + ": missing, expected " + expected;
    }
    if (expected.isNumber() && actual.isNumber()) {
      return number(expected).compareTo(number(actual)) == 0 || sameFloatOnJava17(expected, actual) ? null
          : path + ": " + expected + " != " + actual;
    }
    if (expected.isObject() && actual.isObject()) {
      if (!names(expected).stream().sorted().toList().equals(names(actual).stream().sorted().toList())) {
        return path + ": keys " + names(expected) + " != " + names(actual);
      }
      for (Map.Entry<String, JsonNode> field : expected.properties()) {
        String d = difference(field.getValue(), actual.get(field.getKey()), path + "." + field.getKey());
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    if (expected.isArray() && actual.isArray()) {
      if (expected.size() != actual.size()) {
        return path + ": array sizes " + expected.size() + " != " + actual.size();
      }
      for (int i = 0; i < expected.size(); i++) {
        String d = difference(expected.get(i), actual.get(i), path + "[" + i + "]");
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    return expected.equals(actual) ? null : path + ": " + expected + " != " + actual;
  }

  /**
   * Null if every object in {@code actual} has its members in the order of the object at the same place in
   * {@code expected}, else the path and both orders. The trees must be equal apart from order.
   */
  public static String orderDifference(JsonNode expected, JsonNode actual, String path) {
    if (expected.isObject()) {
      if (!names(expected).equals(names(actual))) {
        return path + ": " + names(expected) + " != " + names(actual);
      }
      for (Map.Entry<String, JsonNode> field : expected.properties()) {
        String d = orderDifference(field.getValue(), actual.get(field.getKey()), path + "." + field.getKey());
        if (d != null) {
          return d;
        }
      }
    } else if (expected.isArray()) {
      for (int i = 0; i < expected.size(); i++) {
        String d = orderDifference(expected.get(i), actual.get(i), path + "[" + i + "]");
        if (d != null) {
          return d;
        }
      }
    }
    return null;
  }

  /** How many objects have their members in another order in {@code b} than in {@code a}, a tree equal to it. */
  public static int objectsInAnotherOrder(JsonNode a, JsonNode b) {
    int count = 0;
    if (a.isObject()) {
      count += names(a).equals(names(b)) ? 0 : 1;
      for (Map.Entry<String, JsonNode> field : a.properties()) {
        count += objectsInAnotherOrder(field.getValue(), b.get(field.getKey()));
      }
    } else if (a.isArray()) {
      for (int i = 0; i < a.size(); i++) {
        count += objectsInAnotherOrder(a.get(i), b.get(i));
      }
    }
    return count;
  }

  /**
   * Compact JSON laid out with two spaces per level, {@code "name": value}, each member and element on its own
   * line, and empty objects and arrays as {@code {}} and {@code []}.
   */
  public static String indented(String compact) {
    StringBuilder out = new StringBuilder(compact.length() * 2);
    int depth = 0;
    for (int i = 0; i < compact.length(); i++) {
      char c = compact.charAt(i);
      switch (c) {
        case '"' -> {
          int end = i + 1;
          while (compact.charAt(end) != '"') {
            end += compact.charAt(end) == '\\' ? 2 : 1;
          }
          out.append(compact, i, end + 1);
          i = end;
        }
        case '{', '[' -> {
          char close = c == '{' ? '}' : ']';
          if (compact.charAt(i + 1) == close) {
            out.append(c).append(close);
            i++;
          } else {
            depth++;
            out.append(c).append('\n').append("  ".repeat(depth));
          }
        }
        case '}', ']' -> {
          depth--;
          out.append('\n').append("  ".repeat(depth)).append(c);
        }
        case ',' -> out.append(",\n").append("  ".repeat(depth));
        case ':' -> out.append(": ");
        default -> out.append(c);
      }
    }
    return out.toString();
  }

  public static List<String> names(JsonNode object) {
    List<String> names = new ArrayList<>();
    for (Iterator<String> it = object.propertyNames().iterator(); it.hasNext(); ) {
      names.add(it.next());
    }
    return names;
  }

  private static final boolean SHORTEST_TO_STRING = Runtime.version().feature() >= 19;

  /**
   * Java 17's and 18's {@code Float.toString}, which JsonFormat writes floats with, sometimes gives more digits than
   * the float needs ({@code 6.7269869E8} for {@code 6.726987E8}), a different double for the same float; protojson
   * writes the shortest digits on every version (README, "Differences from JsonFormat"). From Java 19 both write
   * the same digits and numbers must be equal as written. (A float field has no other way to tell: the tree does
   * not know field types. The differential tests also read both texts back into messages and compare those.)
   */
  private static boolean sameFloatOnJava17(JsonNode expected, JsonNode actual) {
    return !SHORTEST_TO_STRING && expected.isFloatingPointNumber() && actual.isFloatingPointNumber()
        && (float) expected.doubleValue() == (float) actual.doubleValue();
  }

  private static BigDecimal number(JsonNode node) {
    return node.isBigDecimal() || node.isIntegralNumber() ? node.decimalValue() : new BigDecimal(node.asString());
  }

  /**
   * {@code node} with every object member whose value is {@code null} removed, at any depth (changed in place):
   * for comparisons that the mapping's one lossy case would fail, an unknown number of a {@code NullValue} field
   * without presence, written as {@code null}, read as {@code NULL_VALUE}, and then not written at all.
   */
  public static JsonNode withoutNullProperties(JsonNode node) {
    if (node instanceof ObjectNode object) {
      object.properties().removeIf(property -> property.getValue().isNull());
      object.properties().forEach(property -> withoutNullProperties(property.getValue()));
    } else if (node.isArray()) {
      node.forEach(JsonTrees::withoutNullProperties);
    }
    return node;
  }

  public static void assertSameTree(String expected, String actual) {
    String d = difference(read(expected), read(actual), "$");
    assertThat(d).as("expected %s%n but was %s", expected, actual).isNull();
  }

  /** The tree of {@code message} as JsonFormat prints it. */
  public static JsonNode jsonFormatTree(JsonFormat.Printer printer, MessageOrBuilder message) {
    return read(jsonFormat(printer, message));
  }

  public static String jsonFormat(JsonFormat.Printer printer, MessageOrBuilder message) {
    try {
      return printer.print(message);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException(e);
    }
  }
}
