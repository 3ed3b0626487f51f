package dev.protojson.internal.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.MessageMarshaller;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.editions2024.Edition2024Types;
import dev.protojson.test.proto2.Extensions;
import dev.protojson.test.proto2.Proto2;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto2.Status;
import dev.protojson.test.odd.Empty_Json_Name;
import dev.protojson.test.odd.Enum_Value_Clashes;
import dev.protojson.test.odd.OddNames;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.TreeA;
import dev.protojson.test.proto3.Wide;
import dev.protojson.testing.JsonTrees;
import dev.protojson.testing.RandomMessages;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Random messages of every test type, written by protojson and by JsonFormat under the same options, compared as
 * JSON trees with numbers compared by value. A failure prints the seed that reproduces it.
 */
class WriterDifferentialTests {

  private static final long BASE_SEED = Long.getLong("protojson.seed", 0x5EED_0001L);
  private static final int ALL_TYPES = 250;
  private static final int PROTO2 = 250;
  private static final int EDITIONS = 250;
  private static final int WIDE = 100;
  private static final int EDITION_2024 = 100;
  private static final int ODD_NAMES = 100;

  static Stream<Arguments> options() {
    return Stream.of(
        Arguments.of("default", UnaryOperator.<MessageMarshaller.Builder>identity(),
            UnaryOperator.<JsonFormat.Printer>identity()),
        Arguments.of("preservingProtoFieldNames",
            (UnaryOperator<MessageMarshaller.Builder>) MessageMarshaller.Builder::preservingProtoFieldNames,
            (UnaryOperator<JsonFormat.Printer>) JsonFormat.Printer::preservingProtoFieldNames),
        Arguments.of("alwaysPrintFieldsWithNoPresence",
            (UnaryOperator<MessageMarshaller.Builder>) MessageMarshaller.Builder::alwaysPrintFieldsWithNoPresence,
            (UnaryOperator<JsonFormat.Printer>) JsonFormat.Printer::alwaysPrintFieldsWithNoPresence),
        Arguments.of("printingEnumsAsInts",
            (UnaryOperator<MessageMarshaller.Builder>) MessageMarshaller.Builder::printingEnumsAsInts,
            (UnaryOperator<JsonFormat.Printer>) JsonFormat.Printer::printingEnumsAsInts),
        Arguments.of("sortingMapKeys",
            (UnaryOperator<MessageMarshaller.Builder>) MessageMarshaller.Builder::sortingMapKeys,
            (UnaryOperator<JsonFormat.Printer>) JsonFormat.Printer::sortingMapKeys),
        Arguments.of("prettyPrinting",
            (UnaryOperator<MessageMarshaller.Builder>) MessageMarshaller.Builder::prettyPrinting,
            UnaryOperator.<JsonFormat.Printer>identity()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("options")
  void randomMessagesMatchJsonFormat(String name, UnaryOperator<MessageMarshaller.Builder> ours,
      UnaryOperator<JsonFormat.Printer> theirs) {
    MessageMarshaller marshaller = ours.apply(MessageMarshaller.builder()
        .register(AllTypes.getDefaultInstance()).register(TreeA.getDefaultInstance())
        .register(Proto2Types.getDefaultInstance()).register(EditionTypes.getDefaultInstance())
        .register(Wide.getDefaultInstance()).register(Edition2024Types.getDefaultInstance())
        .register(OddNames.getDefaultInstance()).register(Enum_Value_Clashes.getDefaultInstance())
        .register(Empty_Json_Name.getDefaultInstance())).build();
    JsonFormat.Printer printer = theirs.apply(JsonFormat.printer().usingTypeRegistry(
        JsonFormat.TypeRegistry.newBuilder().add(RandomMessages.ANY_PAYLOAD_TYPES).build()));
    long seed = BASE_SEED + name.hashCode();
    RandomMessages random = new RandomMessages(seed, 2);
    OptionChecks layout = new OptionChecks(name);
    compare(marshaller, printer, random, AllTypes.getDefaultInstance(), ALL_TYPES, seed, name, layout);
    compare(marshaller, printer, random, Proto2Types.getDefaultInstance(), PROTO2, seed, name, layout);
    compare(marshaller, printer, random, EditionTypes.getDefaultInstance(), EDITIONS, seed, name, layout);
    compare(marshaller, printer, random, Wide.getDefaultInstance(), WIDE, seed, name, layout);
    compare(marshaller, printer, random, Edition2024Types.getDefaultInstance(), EDITION_2024, seed, name, layout);
    compare(marshaller, printer, random, OddNames.getDefaultInstance(), ODD_NAMES, seed, name, layout);
    compare(marshaller, printer, random, Enum_Value_Clashes.getDefaultInstance(), ODD_NAMES, seed, name, layout);
    compare(marshaller, printer, random, Empty_Json_Name.getDefaultInstance(), ODD_NAMES, seed, name, layout);
    layout.assertExercised();
  }

  private static void compare(MessageMarshaller marshaller, JsonFormat.Printer printer, RandomMessages random,
      Message type, int count, long seed, String options, OptionChecks layout) {
    for (int i = 0; i < count; i++) {
      Message message = random.next(type);
      if (message instanceof Proto2Types p2 && i % 3 == 0) {
        message = withExtensions(p2, random, i);
      }
      String expected = JsonTrees.jsonFormat(printer, message);
      String actual;
      try {
        actual = marshaller.writeValueAsString(message);
      } catch (RuntimeException e) {
        throw new AssertionError(failure(type, i, seed, options) + ": protojson threw on " + message, e);
      }
      JsonNode expectedTree = JsonTrees.read(expected);
      if (message instanceof Proto2Types p2) {
        expectedTree = extensionsByFullName(p2, expectedTree);
      }
      JsonNode actualTree = JsonTrees.read(actual);
      String difference = JsonTrees.difference(expectedTree, actualTree, "$");
      if (difference != null) {
        fail(failure(type, i, seed, options) + ": " + difference + "\nJsonFormat: " + expected
            + "\nprotojson:  " + actual);
      }
      layout.check(message, expectedTree, actual, actualTree, failure(type, i, seed, options));
      // protojson's reader takes protojson's output back to a message that is written the same way. (Not
      // always the original message: the mapping loses a little. An unknown number in an implicit NullValue
      // field is written as null, read as NULL_VALUE and then not written at all, so null properties are left
      // out of this comparison.) Every other message, to keep the build quick.
      if (i % 2 == 0) {
        rewriteUnchanged(marshaller, actual, message, failure(type, i, seed, options));
      }
      // Both texts read back by the same parser give the same message. (Not always the original: JsonFormat
      // itself does not round-trip every message, e.g. a Value without a kind comes back as null_value.) Reading
      // is slow, so every fifth message is read back.
      if (i % 5 == 0 && !hasExtensions(message)
          && !readBackByJsonFormat(expected, message).equals(readBackByJsonFormat(actual, message))) {
        fail(failure(type, i, seed, options) + ": JsonFormat reads protojson's output back differently"
            + "\nJsonFormat: " + expected + "\nprotojson:  " + actual);
      }
    }
  }

  private static final JsonFormat.Parser PARSER = JsonFormat.parser().usingTypeRegistry(
      JsonFormat.TypeRegistry.newBuilder().add(RandomMessages.ANY_PAYLOAD_TYPES).build());

  /** JsonFormat's parser does not read extensions, so messages with extensions are not read back. */
  private static boolean hasExtensions(Message message) {
    return message.getAllFields().keySet().stream().anyMatch(FieldDescriptor::isExtension);
  }

  private static Message readBackByJsonFormat(String json, Message original) {
    Message.Builder builder = original.newBuilderForType();
    try {
      PARSER.merge(json, builder);
    } catch (com.google.protobuf.InvalidProtocolBufferException e) {
      throw new AssertionError("JsonFormat cannot read protojson's output " + json, e);
    }
    return builder.buildPartial();
  }

  private static void rewriteUnchanged(MessageMarshaller marshaller, String written, Message type, String failure) {
    Message.Builder readBack = type.newBuilderForType();
    marshaller.mergeValue(written, readBack);
    String rewritten = marshaller.writeValueAsString(readBack.buildPartial());
    String drift = JsonTrees.difference(JsonTrees.withoutNullProperties(JsonTrees.read(written)),
        JsonTrees.withoutNullProperties(JsonTrees.read(rewritten)), "$");
    if (drift != null) {
      fail(failure + ": written, read and written again by protojson it changes: " + drift
          + "\nfirst:  " + written + "\nsecond: " + rewritten);
    }
  }

  private static String failure(Message type, int index, long seed, String options) {
    return type.getDescriptorForType().getName() + " #" + index + " of seed " + seed + " (options: " + options
        + ", rerun with -Dprotojson.seed=" + BASE_SEED + ")";
  }

  static Proto2Types withExtensions(Proto2Types message, RandomMessages random, int i) {
    Proto2Types.Builder builder = message.toBuilder()
        .setExtension(Extensions.extString, "ext " + i)
        .setExtension(Extensions.extInt32, -i)
        .addExtension(Extensions.extStatuses, Status.DELETED)
        .addExtension(Extensions.extStatuses, Status.ACTIVE)
        .setExtension(Proto2.topLevelExt, -9_000_000_000L * i);
    if (i % 2 == 0) {
      builder.setExtension(Extensions.extChild, random.next(Proto2Types.getDefaultInstance()));
    }
    return builder.build();
  }

  /**
   * JsonFormat names extensions by their plain names unless a non-public option is set; protojson always uses the
   * proto3 JSON form {@code "[full.name]"} (a deliberate difference, tested on its own in Proto2AndEditionsWriterTests).
   */
  private static JsonNode extensionsByFullName(Proto2Types message, JsonNode tree) {
    ObjectNode object = (ObjectNode) tree;
    Map<String, String> renamed = new HashMap<>();
    for (FieldDescriptor field : message.getAllFields().keySet()) {
      if (field.isExtension()) {
        renamed.put(field.getJsonName(), "[" + field.getFullName() + "]");
        renamed.put(field.getName(), "[" + field.getFullName() + "]");
      }
    }
    // Renamed in place: the sorting check compares the order of the members too.
    List<Map.Entry<String, JsonNode>> members = new ArrayList<>(object.properties());
    object.removeAll();
    for (Map.Entry<String, JsonNode> member : members) {
      object.set(renamed.getOrDefault(member.getKey(), member.getKey()), member.getValue());
    }
    return object;
  }

  /**
   * What sortingMapKeys and prettyPrinting add, which a comparison of trees does not see: the order of the members
   * of every object, and the text's layout.
   */
  private static final class OptionChecks {

    private final String options;
    private final JsonFormat.Printer unsorted;
    private final MessageMarshaller compact = MessageMarshaller.builder().register(AllTypes.getDefaultInstance())
        .register(TreeA.getDefaultInstance()).register(Proto2Types.getDefaultInstance())
        .register(EditionTypes.getDefaultInstance()).register(Wide.getDefaultInstance())
        .register(Edition2024Types.getDefaultInstance()).register(OddNames.getDefaultInstance())
        .register(Enum_Value_Clashes.getDefaultInstance()).register(Empty_Json_Name.getDefaultInstance()).build();
    private int reorderedObjects;

    OptionChecks(String options) {
      this.options = options;
      this.unsorted = JsonFormat.printer().usingTypeRegistry(
          JsonFormat.TypeRegistry.newBuilder().add(RandomMessages.ANY_PAYLOAD_TYPES).build());
    }

    void check(Message message, JsonNode expectedTree, String actual, JsonNode actualTree, String failure) {
      if (options.equals("sortingMapKeys")) {
        // JsonFormat's sorted output is the oracle for the order of every object: fields, maps and Structs,
        // also inside Any payloads and Struct values.
        String order = JsonTrees.orderDifference(expectedTree, actualTree, "$");
        if (order != null) {
          fail(failure + ": member order " + order + "\nprotojson:  " + actual);
        }
        JsonNode unsortedTree = JsonTrees.read(JsonTrees.jsonFormat(unsorted, message));
        if (message instanceof Proto2Types p2) {
          unsortedTree = extensionsByFullName(p2, unsortedTree);
        }
        reorderedObjects += JsonTrees.objectsInAnotherOrder(unsortedTree, expectedTree);
      }
      if (options.equals("prettyPrinting")) {
        // Exactly the compact text, laid out: two spaces per level, "name": value, one member or element per
        // line, empty containers as {} and []. JsonFormat's own layout is not comparable as text (it keeps
        // arrays on one line and escapes other characters), so its output is compared as a tree above.
        String layout = JsonTrees.indented(compact.writeValueAsString(message));
        if (!actual.equals(layout)) {
          assertThat(actual).as(failure + ": pretty layout").isEqualTo(layout);
        }
      }
    }

    void assertExercised() {
      if (options.equals("sortingMapKeys")) {
        // Sorting must have changed the order of many maps and Structs, or the order check proved little.
        System.out.println("WriterDifferentialTests, sortingMapKeys: " + reorderedObjects + " objects reordered");
        assertThat(reorderedObjects).as("objects that sorting reordered").isGreaterThan(2_000);
      }
    }
  }
}
