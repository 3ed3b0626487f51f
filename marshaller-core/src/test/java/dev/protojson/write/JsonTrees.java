package dev.protojson.write;

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

/** Reads JSON text into trees and compares them the way the writer tests need: numbers by value. */
final class JsonTrees {

  private static final JsonMapper MAPPER = JsonMapper.builder().build();

  private JsonTrees() {}

  static JsonNode read(String json) {
    return MAPPER.readTree(json);
  }

  /** Null if equal, else the path of the first difference and both values. Object key order is ignored. */
  static String difference(JsonNode expected, JsonNode actual, String path) {
    if (expected.isNumber() && actual.isNumber()) {
      return number(expected).compareTo(number(actual)) == 0 ? null : path + ": " + expected + " != " + actual;
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

  static List<String> names(JsonNode object) {
    List<String> names = new ArrayList<>();
    for (Iterator<String> it = object.propertyNames().iterator(); it.hasNext(); ) {
      names.add(it.next());
    }
    return names;
  }

  private static BigDecimal number(JsonNode node) {
    return node.isBigDecimal() || node.isIntegralNumber() ? node.decimalValue() : new BigDecimal(node.asString());
  }

  static void assertSameTree(String expected, String actual) {
    String d = difference(read(expected), read(actual), "$");
    assertThat(d).as("expected %s%n but was %s", expected, actual).isNull();
  }

  static String jsonFormat(JsonFormat.Printer printer, MessageOrBuilder message) {
    try {
      return printer.print(message);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException(e);
    }
  }
}
