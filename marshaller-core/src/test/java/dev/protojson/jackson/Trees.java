package dev.protojson.jackson;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.MessageOrBuilder;
import com.google.protobuf.util.JsonFormat;
import java.math.BigDecimal;
import java.util.Map;
import java.util.TreeSet;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** JSON trees compared as the mapping defines equality: object keys in any order, numbers by value. */
final class Trees {

  private static final JsonMapper PLAIN = JsonMapper.builder().build();

  private Trees() {}

  static JsonNode read(String json) {
    return PLAIN.readTree(json);
  }

  static JsonNode jsonFormat(JsonFormat.Printer printer, MessageOrBuilder message) {
    try {
      return read(printer.print(message));
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Null if equal, else where they differ and how. */
  static String difference(JsonNode expected, JsonNode actual, String path) {
    if (actual == null) {
      return path + ": missing, expected " + expected;
    }
    if (expected.isNumber() && actual.isNumber()) {
      return number(expected).compareTo(number(actual)) == 0 ? null : path + ": " + expected + " != " + actual;
    }
    if (expected.isObject() && actual.isObject()) {
      TreeSet<String> expectedNames = new TreeSet<>(expected.propertyNames());
      TreeSet<String> actualNames = new TreeSet<>(actual.propertyNames());
      if (!expectedNames.equals(actualNames)) {
        return path + ": keys " + expectedNames + " != " + actualNames;
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
        return path + ": sizes " + expected.size() + " != " + actual.size();
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

  static void assertSameTree(JsonNode expected, JsonNode actual) {
    assertThat(difference(expected, actual, "$")).as("expected %s%n but was %s", expected, actual).isNull();
  }

  private static BigDecimal number(JsonNode node) {
    return node.isBigDecimal() || node.isIntegralNumber() ? node.decimalValue() : new BigDecimal(node.asString());
  }
}
