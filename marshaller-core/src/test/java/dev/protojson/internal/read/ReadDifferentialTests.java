package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Descriptors.FieldDescriptor.JavaType;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.TypeRegistry;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.MessageMarshaller;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.odd.OddNames;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.testing.JsonValueCoverage;
import dev.protojson.testing.RandomMessages;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * protojson parses what JsonFormat prints, and what it writes itself, for thousands of random messages of the three syntaxes, in both
 * field-name styles, compact and pretty, without losing or changing anything the text carries. Failures print
 * the seed and the first differing field.
 */
class ReadDifferentialTests {

  private static final long SEED = Long.getLong("protojson.seed", 20_261_121L);
  /**
   * Nesting of the random messages; 1 keeps 5,000 all-types messages within seconds, deeper runs are local. The
   * contents of Any, Struct, Value and ListValue nest deeper whatever this is (see {@link RandomMessages}).
   */
  private static final int DEPTH = Integer.getInteger("protojson.depth", 1);
  private static final TypeRegistry TYPES = TypeRegistry.newBuilder()
      .add(RandomMessages.ANY_PAYLOAD_TYPES)
      .add(List.of(AllTypes.getDescriptor(), Proto2Types.getDescriptor(), EditionTypes.getDescriptor()))
      .build();
  private static final JsonFormat.Printer[] PRINTERS = {
    JsonFormat.printer().usingTypeRegistry(TYPES),
    JsonFormat.printer().usingTypeRegistry(TYPES).omittingInsignificantWhitespace(),
    JsonFormat.printer().usingTypeRegistry(TYPES).preservingProtoFieldNames(),
    JsonFormat.printer().usingTypeRegistry(TYPES).preservingProtoFieldNames().omittingInsignificantWhitespace(),
  };

  private static final JsonFormat.Parser PARSER = JsonFormat.parser().usingTypeRegistry(TYPES);

  private final MessageMarshaller marshaller = ReadFixtures.builder()
      .register(com.google.protobuf.Empty.getDefaultInstance())
      .register(dev.protojson.test.proto3.Nested.getDefaultInstance())
      .build();
  /** protojson's own output in each style it can write, read back by {@link #marshaller}. */
  private final MessageMarshaller[] writers = {
    marshaller,
    ReadFixtures.builder().prettyPrinting().preservingProtoFieldNames().build(),
    ReadFixtures.builder().printingEnumsAsInts().alwaysPrintFieldsWithNoPresence().build(),
  };

  @Test
  void proto3AllTypes() throws Exception {
    JsonValueCoverage coverage = roundTrip(AllTypes.getDefaultInstance(), 2_000, SEED);
    System.out.println("ReadDifferentialTests, seed " + SEED + ": " + coverage);
    // What protojson read and the checks above accepted must include the free-form contents of the well-known
    // types, or reading them was never compared with anything.
    assertThat(coverage.nonEmptyStructs()).as("%s", coverage).isGreaterThan(1_000);
    assertThat(coverage.structsInLists()).as("%s", coverage).isGreaterThan(200);
    assertThat(coverage.listsInLists()).as("%s", coverage).isGreaterThan(200);
    assertThat(coverage.deepestJson()).as("%s", coverage).isGreaterThanOrEqualTo(RandomMessages.JSON_DEPTH);
    assertThat(coverage.nonEmptyAnyPayloads()).as("%s", coverage)
        .containsKeys("protojson.test.Nested", "protojson.test.TreeA", "google.protobuf.Timestamp",
            "google.protobuf.Struct", "google.protobuf.Value", "google.protobuf.ListValue",
            "google.protobuf.FieldMask", "google.protobuf.Int64Value")
        .allSatisfy((type, count) -> assertThat(count).as(type).isGreaterThan(20));
  }

  @Test
  void proto2Types() throws Exception {
    roundTrip(Proto2Types.getDefaultInstance(), 1_500, SEED + 1);
  }

  @Test
  void edition2023Types() throws Exception {
    roundTrip(EditionTypes.getDefaultInstance(), 1_500, SEED + 2);
  }

  @Test
  void oddFieldNames() throws Exception {
    roundTrip(OddNames.getDefaultInstance(), 500, SEED + 3);
    roundTrip(dev.protojson.test.odd.Enum_Value_Clashes.getDefaultInstance(), 300, SEED + 4);
    roundTrip(dev.protojson.test.odd.Empty_Json_Name.getDefaultInstance(), 100, SEED + 5);
  }

  /** The first field whose values differ, to make a failure readable. */
  private static String firstDifference(Message expected, Message actual) {
    for (var field : expected.getDescriptorForType().getFields()) {
      Object a = expected.getField(field);
      Object b = actual.getField(field);
      if (field.isMapField()) {
        a = asMap((List<?>) a);
        b = asMap((List<?>) b);
      }
      if (!a.equals(b)) {
        if (a instanceof Message m && b instanceof Message n) {
          return field.getName() + "." + firstDifference(m, n);
        }
        if (a instanceof List<?> l && b instanceof List<?> k && l.size() == k.size()) {
          for (int i = 0; i < l.size(); i++) {
            if (!l.get(i).equals(k.get(i))) {
              return field.getName() + "[" + i + "]" + (l.get(i) instanceof Message m
                  ? "." + firstDifference(m, (Message) k.get(i)) : ": expected " + l.get(i) + " but was " + k.get(i));
            }
          }
        }
        return field.getName() + ": expected " + a + " but was " + b;
      }
    }
    return "(unknown fields or extensions)";
  }

  private static java.util.Map<Object, Object> asMap(List<?> entries) {
    java.util.Map<Object, Object> map = new java.util.HashMap<>();
    for (Object entry : entries) {
      Message m = (Message) entry;
      var fields = m.getDescriptorForType().getFields();
      map.put(m.getField(fields.get(0)), m.getField(fields.get(1)));
    }
    return map;
  }

  /**
   * A NullValue holding a number other than 0 is written as {@code null}, which reads back as NULL_VALUE (or, for
   * a singular field without presence, as "not set"): JSON cannot carry that number, so it is normalized first.
   */
  private static Message withoutUnprintableNulls(Message message) {
    Message.Builder builder = message.toBuilder();
    for (var entry : message.getAllFields().entrySet()) {
      var field = entry.getKey();
      boolean isNullValue = field.getJavaType() == JavaType.ENUM
          && field.getEnumType().getFullName().equals("google.protobuf.NullValue");
      if (isNullValue && field.isRepeated()) {
        for (int i = 0; i < builder.getRepeatedFieldCount(field); i++) {
          builder.setRepeatedField(field, i, field.getEnumType().findValueByNumber(0));
        }
      } else if (isNullValue) {
        if (field.hasPresence()) {
          builder.setField(field, field.getEnumType().findValueByNumber(0));
        } else {
          builder.clearField(field);
        }
      } else if (field.getJavaType() == JavaType.MESSAGE && field.isRepeated()) {
        for (int i = 0; i < builder.getRepeatedFieldCount(field); i++) {
          builder.setRepeatedField(field, i, withoutUnprintableNulls((Message) builder.getRepeatedField(field, i)));
        }
      } else if (field.getJavaType() == JavaType.MESSAGE) {
        builder.setField(field, withoutUnprintableNulls((Message) entry.getValue()));
      }
    }
    return builder.build();
  }

  private JsonValueCoverage roundTrip(Message prototype, int count, long seed)
      throws InvalidProtocolBufferException {
    JsonValueCoverage coverage = new JsonValueCoverage();
    RandomMessages random = new RandomMessages(seed, DEPTH);
    for (int i = 0; i < count; i++) {
      // Through the binary form once: the generator may give a map the same key twice, which the message holds
      // until it is serialized (the last entry wins); JSON printed from it would carry both.
      Message original = withoutUnprintableNulls(
          prototype.getParserForType().parseFrom(random.next(prototype).toByteString()));
      String json = PRINTERS[i % PRINTERS.length].print(original);
      Message parsed;
      try {
        // Every other document as UTF-8 bytes, which a thread's kept parser reads after all the ones before.
        parsed = i % 2 == 0 ? marshaller.readValue(json, prototype.getClass())
            : marshaller.readValue(json.getBytes(java.nio.charset.StandardCharsets.UTF_8), prototype.getClass());
      } catch (RuntimeException e) {
        throw new AssertionError("seed " + seed + ", message " + i + ", printer " + i % PRINTERS.length
            + ": protojson rejected JsonFormat's output\n" + json, e);
      }
      // Printed again by the same printer, protojson's result gives back the same text: nothing read was lost
      // or changed. This also holds where JSON cannot carry a value (an unknown number in a NullValue field is
      // always written as null) and where JsonFormat's own parser is lossy (it reads -0.0 as 0.0).
      String again = PRINTERS[i % PRINTERS.length].print(parsed);
      if (!again.equals(json)) {
        int at = 0;
        while (at < Math.min(again.length(), json.length()) && again.charAt(at) == json.charAt(at)) {
          at++;
        }
        assertThat(again).as("seed %s, message %s, printer %s, first difference at ...%s<<HERE>>%s\nprinted again:%s",
            seed, i, i % PRINTERS.length, json.substring(Math.max(0, at - 200), at),
            json.substring(at, Math.min(json.length(), at + 100)),
            again.substring(at, Math.min(again.length(), at + 100)))
            .isEqualTo(json);
      }
      // protojson reads its own output back to the very same message.
      String own = writers[i % writers.length].writeValueAsString(original);
      Message ownParsed;
      try {
        ownParsed = i % 2 == 1 ? marshaller.readValue(own, prototype.getClass())
            : marshaller.readValue(own.getBytes(java.nio.charset.StandardCharsets.UTF_8), prototype.getClass());
      } catch (RuntimeException e) {
        throw new AssertionError("seed " + seed + ", message " + i + ": protojson rejected its own output\n" + own, e);
      }
      if (!ownParsed.equals(original)) {
        assertThat(ownParsed).as("seed %s, message %s, own output, first difference %s:\n%s", seed, i,
            firstDifference(original, ownParsed), own).isEqualTo(original);
      }
      // Wherever JsonFormat reads the original back, protojson must produce the very same message.
      Message.Builder oracle = prototype.newBuilderForType();
      PARSER.merge(json, oracle);
      if (oracle.build().equals(original) && !parsed.equals(original)) {
        assertThat(parsed).as("seed %s, message %s, printer %s, first difference %s:\n%s", seed, i,
            i % PRINTERS.length, firstDifference(original, parsed), json).isEqualTo(original);
      }
      coverage.count(parsed);
    }
    return coverage;
  }
}
