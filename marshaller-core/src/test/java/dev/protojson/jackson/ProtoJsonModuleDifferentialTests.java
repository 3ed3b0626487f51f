package dev.protojson.jackson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.MessageMarshaller;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.TreeA;
import dev.protojson.test.proto3.Wide;
import dev.protojson.testing.JsonTrees;
import dev.protojson.testing.RandomMessages;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Random messages of every test type (every field kind, every well-known type, proto2, proto3 and editions) nested
 * in a record as a property, list elements, map values and an {@code Optional}, written and read through
 * {@code JsonMapper} with the module. Written: each nested message's JSON is JsonFormat's under the same options,
 * compared as trees. Read back (from the text, and without text through Jackson's token buffer and a tree): each
 * nested message equals what protojson's direct path reads from the same message's JSON, so a message read through
 * Jackson is never silently empty or partial. A failure prints the seed.
 */
class ProtoJsonModuleDifferentialTests {

  private static final long BASE_SEED = Long.getLong("protojson.seed", 0x5EED_0015L);
  private static final int PER_TYPE = 60;

  /** The shapes Jackson reaches a message through. */
  record Box<T>(String note, T message, List<T> list, Map<String, T> byKey, Optional<T> maybe) {}

  static Stream<Arguments> options() {
    return Stream.of(
        Arguments.of("default", UnaryOperator.<MessageMarshaller.Builder>identity(),
            UnaryOperator.<JsonFormat.Printer>identity()),
        Arguments.of("preservingProtoFieldNames",
            (UnaryOperator<MessageMarshaller.Builder>) MessageMarshaller.Builder::preservingProtoFieldNames,
            (UnaryOperator<JsonFormat.Printer>) JsonFormat.Printer::preservingProtoFieldNames),
        Arguments.of("printingEnumsAsInts",
            (UnaryOperator<MessageMarshaller.Builder>) MessageMarshaller.Builder::printingEnumsAsInts,
            (UnaryOperator<JsonFormat.Printer>) JsonFormat.Printer::printingEnumsAsInts),
        Arguments.of("alwaysPrintFieldsWithNoPresence",
            (UnaryOperator<MessageMarshaller.Builder>) MessageMarshaller.Builder::alwaysPrintFieldsWithNoPresence,
            (UnaryOperator<JsonFormat.Printer>) JsonFormat.Printer::alwaysPrintFieldsWithNoPresence));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("options")
  void randomMessagesInsideARecordMatchJsonFormatAndReadBack(String name,
      UnaryOperator<MessageMarshaller.Builder> ours, UnaryOperator<JsonFormat.Printer> theirs) {
    MessageMarshaller marshaller = ours.apply(MessageMarshaller.builder()
        .register(AllTypes.getDefaultInstance()).register(TreeA.getDefaultInstance())
        .register(Proto2Types.getDefaultInstance()).register(EditionTypes.getDefaultInstance())
        .register(Wide.getDefaultInstance())).build();
    JsonMapper mapper = JsonMapper.builder().addModule(new ProtoJsonModule(marshaller)).build();
    JsonFormat.Printer printer = theirs.apply(JsonFormat.printer().usingTypeRegistry(
        JsonFormat.TypeRegistry.newBuilder().add(RandomMessages.ANY_PAYLOAD_TYPES).build()));
    long seed = BASE_SEED + name.hashCode();
    RandomMessages random = new RandomMessages(seed, 2);
    int compared = 0;
    for (Message type : List.of(AllTypes.getDefaultInstance(), Proto2Types.getDefaultInstance(),
        EditionTypes.getDefaultInstance(), Wide.getDefaultInstance())) {
      compared += compare(mapper, marshaller, printer, random, type, seed, name);
    }
    assertThat(compared).isEqualTo(4 * PER_TYPE * 4);
  }

  private static int compare(JsonMapper mapper, MessageMarshaller marshaller, JsonFormat.Printer printer,
      RandomMessages random, Message type, long seed, String options) {
    JavaType boxType = mapper.getTypeFactory().constructParametricType(Box.class, type.getClass());
    int compared = 0;
    for (int i = 0; i < PER_TYPE; i++) {
      String where = type.getDescriptorForType().getName() + " #" + i + " (options " + options + ", seed " + seed
          + ", -Dprotojson.seed=" + BASE_SEED + ")";
      List<Message> list = List.of(random.next(type), random.next(type));
      Map<String, Message> byKey = new LinkedHashMap<>();
      byKey.put("first key", random.next(type));
      Message single = random.next(type);
      Box<Message> box = new Box<>("note " + i, single, list, byKey, Optional.of(single));

      String json = mapper.writeValueAsString(box);
      JsonNode tree = JsonTrees.read(json);
      List<Message> originals = new ArrayList<>();
      List<JsonNode> written = new ArrayList<>();
      originals.add(single);
      written.add(tree.get("message"));
      for (int k = 0; k < list.size(); k++) {
        originals.add(list.get(k));
        written.add(tree.get("list").get(k));
      }
      originals.add(byKey.get("first key"));
      written.add(tree.get("byKey").get("first key"));
      originals.add(single);
      written.add(tree.get("maybe"));
      for (int k = 0; k < originals.size(); k++) {
        String difference = JsonTrees.difference(JsonTrees.jsonFormatTree(printer, originals.get(k)), written.get(k), "$");
        if (difference != null) {
          fail(where + ", nested message " + k + ": " + difference + "\nrecord: " + json);
        }
      }
      assertThat(tree.get("note").asString()).isEqualTo("note " + i);

      // Read back from the text, and carried without text: through Jackson's token buffer (convertValue), where
      // numbers stay Java numbers, and through a tree (valueToTree, treeToValue).
      List<Message> directs = new ArrayList<>();
      for (Message original : originals) {
        directs.add(marshaller.readValue(marshaller.writeValueAsString(original), type.getClass()));
      }
      Map<String, Supplier<Box<?>>> ways = new LinkedHashMap<>();
      ways.put("text", () -> mapper.readValue(json, boxType));
      ways.put("token buffer", () -> mapper.convertValue(box, boxType));
      ways.put("tree", () -> mapper.treeToValue(mapper.valueToTree(box), boxType));
      for (Map.Entry<String, Supplier<Box<?>>> way : ways.entrySet()) {
        Box<?> back;
        try {
          back = way.getValue().get();
        } catch (RuntimeException e) {
          throw new AssertionError(where + ": reading back through the " + way.getKey() + " failed on " + json, e);
        }
        List<Object> read = new ArrayList<>();
        read.add(back.message());
        read.addAll(back.list());
        read.add(back.byKey().get("first key"));
        read.add(back.maybe().orElse(null));
        assertThat(read).as(where).hasSize(originals.size());
        for (int k = 0; k < originals.size(); k++) {
          Message direct = directs.get(k);
          if (!direct.equals(read.get(k))) {
            fail(where + ", nested message " + k + " reads back differently through Jackson's " + way.getKey()
                + "\ndirect:  " + direct + "\nJackson: " + read.get(k) + "\nrecord: " + json);
          }
        }
      }
      compared += 4;
    }
    return compared;
  }
}
