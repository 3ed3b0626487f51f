package dev.protojson.internal.read;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Mutations that keep a document valid JSON: a value replaced by another of a different kind or by a value that
 * some field type accepts, a member dropped, renamed or added. Byte-level mutations mostly produce broken syntax;
 * these reach the proto3 JSON mapping itself, where a reader can accept what it should not, or read it wrongly.
 */
final class JsonTreeMutations {

  /** Numbers are kept as written: a BigDecimal, not a double that would round 1e999999999 to Infinity. */
  private static final JsonMapper MAPPER = JsonMapper.builder()
      .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).build();

  private static final String[] VALUES = {
    "null", "true", "false", "0", "-0", "-0.0", "1", "-1", "1.5", "1e2", "1.0", "2147483648", "-2147483649",
    "4294967296", "1e999999999", "18446744073709551616", "-9223372036854775809", "1e-400", "\"\"", "\"NaN\"",
    "\"Infinity\"", "\"-Infinity\"", "\"-0.0\"", "\"1\"", "\"-1\"", "\"1e2\"", "\"1.5\"", "\"+5\"", "\"007\"",
    "\"abc\"", "\"true\"", "\"RED\"", "\"GREEN\"", "\"COLOR_UNSPECIFIED\"", "\"ACTIVE\"", "\"NO_SUCH_NAME\"",
    "\"2\"", "\"AQID\"", "\"AQ\"", "\"-_8=\"", "\"AQID+w==\"", "\"1970-01-01T00:00:00Z\"",
    "\"2024-02-29T23:59:60Z\"", "\"0001-01-01T00:00:00+01:00\"", "\"1.5s\"", "\"-0.000001s\"", "\"1.s\"",
    "\"fooBar,baz.qux\"", "\"foo_bar\"", "\"\\ud800\"", "{}", "[]", "[1, 2]", "[null]", "[[]]", "{\"a\": 1}",
    "{\"a\": {\"b\": [1, {\"c\": null}]}}", "{\"value\": 1}",
    "{\"@type\": \"type.googleapis.com/google.protobuf.Value\", \"value\": {\"x\": [1, \"y\"]}}",
    "{\"@type\": \"type.googleapis.com/google.protobuf.Timestamp\", \"value\": \"2020-01-01T00:00:00.5Z\"}",
    "{\"@type\": \"type.googleapis.com/protojson.test.Nested\", \"value\": 1, \"note\": \"n\"}",
    "{\"@type\": \"type.googleapis.com/protojson.test.Nested\", \"value\": {}}",
    "{\"@type\": \"type.googleapis.com/google.protobuf.Struct\", \"value\": {\"k\": [true]}}",
    "{\"@type\": \"type.googleapis.com/no.such.Type\"}", "{\"@type\": 1}",
  };

  private final List<String> names;

  /** @param files the files whose field names, JSON and proto, are used as member names */
  JsonTreeMutations(List<FileDescriptor> files) {
    TreeSet<String> all = new TreeSet<>(List.of("unknownField", "@type", "value", "",
        "[protojson.test.p2.Extensions.ext_string]", "[protojson.test.p2.Extensions.ext_int32]",
        "[no.such.extension]"));
    for (FileDescriptor file : files) {
      for (Descriptor type : file.getMessageTypes()) {
        addNames(type, all);
      }
    }
    this.names = List.copyOf(all);
  }

  private static void addNames(Descriptor type, TreeSet<String> names) {
    for (FieldDescriptor field : type.getFields()) {
      names.add(field.getName());
      names.add(field.getJsonName());
    }
    type.getNestedTypes().forEach(nested -> addNames(nested, names));
  }

  /** One to three mutations of the valid JSON {@code source}, again valid JSON. */
  byte[] mutate(byte[] source, SplittableRandom random) {
    JsonNode root = MAPPER.readTree(source);
    int mutations = 1 + random.nextInt(3);
    for (int m = 0; m < mutations; m++) {
      List<JsonNode> containers = new ArrayList<>();
      collect(root, containers);
      mutate(containers.get(random.nextInt(containers.size())), containers, random);
    }
    return MAPPER.writeValueAsBytes(root);
  }

  private static void collect(JsonNode node, List<JsonNode> containers) {
    if (node.isContainer()) {
      containers.add(node);
      for (JsonNode child : node.values()) {
        collect(child, containers);
      }
    }
  }

  private void mutate(JsonNode container, List<JsonNode> containers, SplittableRandom random) {
    JsonNode value = random.nextInt(4) == 0
        ? containers.get(random.nextInt(containers.size())).deepCopy()
        : MAPPER.readTree(VALUES[random.nextInt(VALUES.length)]);
    if (container instanceof ArrayNode array) {
      if (array.isEmpty() || random.nextInt(3) == 0) {
        array.add(value);
      } else if (random.nextInt(4) == 0) {
        array.remove(random.nextInt(array.size()));
      } else {
        array.set(random.nextInt(array.size()), value);
      }
      return;
    }
    ObjectNode object = (ObjectNode) container;
    List<String> members = new ArrayList<>();
    object.propertyNames().forEach(members::add);
    String name = names.get(random.nextInt(names.size()));
    if (members.isEmpty() || random.nextInt(4) == 0) {
      object.set(name, value);
      return;
    }
    String member = members.get(random.nextInt(members.size()));
    switch (random.nextInt(3)) {
      case 0 -> object.remove(member);
      case 1 -> {
        // Renamed in place: the member keeps its value, so a field may now be given twice, by both its names.
        List<Map.Entry<String, JsonNode>> entries = new ArrayList<>(object.properties());
        object.removeAll();
        for (Map.Entry<String, JsonNode> entry : entries) {
          object.set(entry.getKey().equals(member) ? name : entry.getKey(), entry.getValue());
        }
      }
      default -> object.set(member, value);
    }
  }
}
