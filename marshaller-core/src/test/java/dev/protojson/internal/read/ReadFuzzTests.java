package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.TypeRegistry;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.testing.CanonicalMessages;
import dev.protojson.testing.DynamicMessages;
import dev.protojson.testing.JsonValueCoverage;
import dev.protojson.testing.RandomMessages;
import java.io.ByteArrayInputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A seeded differential mutation fuzzer: valid JSON of the proto3, proto2 and editions test types is mutated, half
 * the time in its bytes (flipped, inserted, deleted, spliced with JSON-significant tokens and hostile numbers), half
 * the time as a JSON tree (see {@link JsonTreeMutations}), and read by protojson, strict
 * and ignoring unknown fields, and by JsonFormat with the same options. Every outcome is a message or a
 * {@link ProtoJsonParseException} with a location and the path of a field the document names, never another
 * exception. Whatever protojson accepts, JsonFormat accepts too, as the same message, apart from the documented
 * differences (README, "Differences from JsonFormat"), each excluded below by name. Whatever the strict marshaller
 * accepts, the lenient one accepts as the same message.
 *
 * <p>The normal build runs a bounded number of cases. A longer local run:
 * {@code ./mvnw -B -pl marshaller-core verify -Dtest=ReadFuzzTests -Dprotojson.fuzz.cases=2000000
 * -Dprotojson.fuzz.seed=$RANDOM}.
 */
class ReadFuzzTests {

  private static final long SEED = Long.getLong("protojson.fuzz.seed", 4242L);
  private static final int CASES = Integer.getInteger("protojson.fuzz.cases", 10_000);
  private static final String[] TOKENS = {
    "{", "}", "[", "]", ",", ":", "\"", "null", "true", "false", "0", "-0", "1e999999999", "-1", "1.5", "\"NaN\"",
    "\"@type\"", "\"type.googleapis.com/protojson.test.AllTypes\"", "\"type.googleapis.com/google.protobuf.Value\"",
    "\"fInt32\"", "\"f_int32\"", "\"rRecursive\"", "\"mInt32String\"", "\"wktAny\"", "\"\\ud800\"", "\"value\"",
    "18446744073709551616", "\"9223372036854775808\"", "\"1e2\"", "/*", "'", "NaN", "\\u0000", "\u00e9", "[[[[[[",
    "\"unknownField\"", "\"RED\"", "\"NO_SUCH_VALUE\"", "\"-0.0\"", "-0.0",
  };
  private static final TypeRegistry TYPES = TypeRegistry.newBuilder().add(RandomMessages.ANY_PAYLOAD_TYPES)
      .add(List.of(AllTypes.getDescriptor(), Proto2Types.getDescriptor(), EditionTypes.getDescriptor())).build();
  private static final JsonFormat.Parser JSON_FORMAT = JsonFormat.parser().usingTypeRegistry(TYPES);
  private static final JsonFormat.Parser JSON_FORMAT_LENIENT = JSON_FORMAT.ignoringUnknownFields();
  private static final List<Descriptor> PAYLOAD_TYPES = Stream.concat(RandomMessages.ANY_PAYLOAD_TYPES.stream(),
      Stream.of(AllTypes.getDescriptor(), Proto2Types.getDescriptor(), EditionTypes.getDescriptor())).toList();
  /** "-0.0 keeps its sign": JsonFormat reads -0.0 as 0.0, so protojson's messages are compared with 0.0. */
  private static final CanonicalMessages SIGNED_ZERO_AS_ZERO = new CanonicalMessages(true, PAYLOAD_TYPES);
  private static final CanonicalMessages EXACT = new CanonicalMessages(false, PAYLOAD_TYPES);
  private static final DocumentedReadDifferences DIFFERENCES = new DocumentedReadDifferences(TYPES);
  private static final DynamicMessages DYNAMIC = new DynamicMessages(List.of(AllTypes.getDescriptor().getFile(),
      Proto2Types.getDescriptor().getFile(), EditionTypes.getDescriptor().getFile()));

  private int accepted;
  private int acceptedOnlyWhenLenient;
  private int rejected;
  private int acceptedWithExtensions;
  /** How often each exclusion was taken, printed so that a run shows what it did not compare. */
  private final Map<String, Integer> excluded = new TreeMap<>();

  @Test
  void everyMutationIsReadAsJsonFormatReadsItOrRejectedWithALocation() throws Exception {
    JsonFormat.Printer printer = JsonFormat.printer().usingTypeRegistry(TYPES).omittingInsignificantWhitespace();
    RandomMessages messages = new RandomMessages(SEED, 1);
    JsonValueCoverage coverage = new JsonValueCoverage();
    List<byte[]> corpus = new ArrayList<>();
    List<Message> types = new ArrayList<>();
    for (Message type : List.of(AllTypes.getDefaultInstance(), Proto2Types.getDefaultInstance(),
        EditionTypes.getDefaultInstance())) {
      for (int i = 0; i < (type instanceof AllTypes ? 20 : 4); i++) {
        Message message = messages.next(type);
        coverage.count(message);
        corpus.add(printer.print(message).getBytes(StandardCharsets.UTF_8));
        types.add(type);
      }
    }
    // The mutations reach into the contents of Any, Struct and ListValue, not only into flat fields.
    assertThat(coverage.nonEmptyStructs()).as("%s", coverage).isGreaterThan(50);
    assertThat(coverage.listsInLists() + coverage.structsInLists()).as("%s", coverage).isGreaterThan(20);
    assertThat(coverage.nonEmptyAnyPayloads()).as("%s", coverage).hasSizeGreaterThan(4);
    corpus.add("{\"wktAny\":{\"fInt32\":1,\"@type\":\"type.googleapis.com/protojson.test.AllTypes\"}}"
        .getBytes(StandardCharsets.UTF_8));
    types.add(AllTypes.getDefaultInstance());
    corpus.add(("{\"id\":1,\"name\":\"n\",\"[protojson.test.p2.Extensions.ext_child]\":{\"id\":2,\"name\":\"c\"},"
        + "\"[protojson.test.p2.Extensions.ext_statuses]\":[\"ACTIVE\"],\"result\":{\"url\":\"u\"}}")
        .getBytes(StandardCharsets.UTF_8));
    types.add(Proto2Types.getDefaultInstance());
    SplittableRandom random = new SplittableRandom(SEED);
    JsonTreeMutations tree = new JsonTreeMutations(List.of(AllTypes.getDescriptor().getFile(),
        Proto2Types.getDescriptor().getFile(), EditionTypes.getDescriptor().getFile()));
    for (int i = 0; i < CASES; i++) {
      int pick = random.nextInt(corpus.size());
      byte[] input = random.nextBoolean() ? mutate(corpus.get(pick), random) : tree.mutate(corpus.get(pick), random);
      try {
        check(input, types.get(pick));
      } catch (Throwable e) {
        throw new AssertionError("seed " + SEED + ", case " + i + " (rerun with -Dprotojson.fuzz.seed=" + SEED
            + "): " + e.getMessage() + "\nfor input\n" + new String(input, StandardCharsets.UTF_8), e);
      }
    }
    System.out.printf("ReadFuzzTests, seed %d: %d accepted (%d with extensions), %d accepted only when ignoring "
        + "unknown fields, %d rejected; exclusions taken %s%n", SEED, accepted, acceptedWithExtensions,
        acceptedOnlyWhenLenient, rejected, excluded);
    // Each outcome must actually happen, or the mutations are too weak or too destructive to test anything.
    assertThat(accepted).isGreaterThan(CASES / 20);
    assertThat(acceptedOnlyWhenLenient).isGreaterThan(CASES / 500);
    assertThat(rejected).isGreaterThan(CASES / 10);
    assertThat(acceptedWithExtensions).isGreaterThan(CASES / 1000);
  }

  private void check(byte[] input, Message type) {
    ReadFixtures.resumeByteLevel(ReadFixtures.STRICT, type);
    ReadFixtures.resumeByteLevel(ReadFixtures.LENIENT, type);
    Message strict = readOrReject(ReadFixtures.STRICT, input, type);
    Message lenient = readOrReject(ReadFixtures.LENIENT, input, type);
    String text = new String(input, StandardCharsets.UTF_8);
    if (strict != null) {
      accepted++;
      assertThat(lenient).as("what the strict marshaller accepts, the lenient one accepts").isNotNull();
      assertThat(EXACT.of(lenient)).as("the lenient marshaller's message").isEqualTo(EXACT.of(strict));
      sameAsJsonFormat(strict, text, false);
    } else if (lenient != null) {
      acceptedOnlyWhenLenient++;
    } else {
      rejected++;
    }
    if (lenient != null) {
      sameAsJsonFormat(lenient, text, true);
    }
  }

  /**
   * protojson's message, or null when it raised the documented exception, which is checked here. Read as a
   * {@code DynamicMessage} of the type's descriptor, the document gives the same message, or the same failure.
   */
  private Message readOrReject(MessageMarshaller marshaller, byte[] input, Message type) {
    try {
      Message read = marshaller.readValue(input, type.getClass());
      assertThat(marshaller.readValue(new ByteArrayInputStream(input), type.getClass()))
          .as("the same document from a stream").isEqualTo(read);
      assertThat(marshaller.readValue(input, type.getDescriptorForType())).as("the document as a DynamicMessage")
          .isEqualTo(DYNAMIC.of(read));
      return read;
    } catch (ProtoJsonParseException e) {
      ReadFixtures.assertSameFailure(ReadFixtures.catchParseException(
          () -> marshaller.readValue(input, type.getDescriptorForType())), e, "the document as a DynamicMessage");
      // A thread's kept parser reads byte arrays after every document before; a stream gets a parser of its own.
      ProtoJsonParseException fromStream = catchThrowableOfType(ProtoJsonParseException.class,
          () -> marshaller.readValue(new ByteArrayInputStream(input), type.getClass()));
      assertThat(fromStream).as("the same document from a stream fails too").isNotNull();
      assertThat(List.of(fromStream.getMessage(), fromStream.getFieldPath(), fromStream.getLine(),
          fromStream.getColumn())).as("the failure of the same document from a stream")
          .isEqualTo(List.of(e.getMessage(), e.getFieldPath(), e.getLine(), e.getColumn()));
      assertThat(e.getMessage()).isNotBlank();
      assertThat(e.getLine()).as("line of %s", e.getMessage()).isPositive();
      assertThat(e.getColumn()).as("column of %s", e.getMessage()).isPositive();
      String head = pathHead(e.getFieldPath());
      // The path names what the document holds: a field of the type, or a name the input spells out (an unknown
      // field, a mistyped one). A path made up by the reader would point the user to the wrong place.
      if (!head.isEmpty() && !isFieldOf(type, head)) {
        assertThat(withoutEscapes(new String(input, StandardCharsets.UTF_8)))
            .as("path %s of %s", e.getFieldPath(), e.getMessage()).contains("\"" + head);
      }
      return null;
    }
  }

  /** The first segment of a field path: a name, or an extension's bracketed name. */
  private static String pathHead(String path) {
    if (path.startsWith("[")) {
      return path.substring(0, path.indexOf(']') + 1);
    }
    int end = path.length();
    for (char stop : new char[] {'.', '['}) {
      int at = path.indexOf(stop);
      if (at >= 0) {
        end = Math.min(end, at);
      }
    }
    return path.substring(0, end);
  }

  /** The text with JSON's escapes replaced by the characters they stand for, to find a name in it. */
  private static String withoutEscapes(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c != '\\' || i + 1 == text.length()) {
        out.append(c);
        continue;
      }
      char e = text.charAt(++i);
      if (e == 'u' && i + 4 < text.length() && text.substring(i + 1, i + 5).matches("[0-9a-fA-F]{4}")) {
        out.append((char) Integer.parseInt(text.substring(i + 1, i + 5), 16));
        i += 4;
      } else {
        int simple = "nrtbf".indexOf(e);
        out.append(simple >= 0 ? "\n\r\t\b\f".charAt(simple) : e);
      }
    }
    return out.toString();
  }

  private static boolean isFieldOf(Message type, String name) {
    return DocumentedReadDifferences.fieldNamed(type.getDescriptorForType(), name) != null
        || name.startsWith("[") && name.endsWith("]");
  }


  private void sameAsJsonFormat(Message ours, String document, boolean lenient) {
    String text = document;
    Message expected = ours;
    JsonFormat.Parser parser = lenient ? JSON_FORMAT_LENIENT : JSON_FORMAT;
    if (DocumentedReadDifferences.hasExtensions(ours)
        || DocumentedReadDifferences.namesExtension(text, ours.getDescriptorForType())) {
      // "Extensions are found without an ExtensionRegistry": JsonFormat does not know the "[...]" names, even of
      // an empty repeated extension, and ignoring unknown fields reads the rest of the document as protojson does.
      acceptedWithExtensions++;
      if (!lenient) {
        assertThatThrownBy(() -> JSON_FORMAT.merge(document, ours.newBuilderForType())).as("JsonFormat")
            .hasMessageContaining("Cannot find field: [");
      }
      expected = DocumentedReadDifferences.withoutExtensions(ours);
      parser = JSON_FORMAT_LENIENT;
    }
    if (lenient) {
      String dropped = DIFFERENCES.withoutEnumNumbersInStrings(text, ours.getDescriptorForType());
      if (dropped != null) {
        excluded.merge("enum numbers in strings, ignoring unknown fields", 1, Integer::sum);
        text = dropped;
      }
    }
    Message.Builder builder = ours.newBuilderForType();
    try {
      parser.merge(text, builder);
    } catch (InvalidProtocolBufferException | RuntimeException e) {
      // "The recursion limit counts JSON nesting": JsonFormat's limit counts messages, so on some nestings it
      // gives up where protojson does not.
      if (e.getMessage() != null && e.getMessage().contains("Hit recursion limit")) {
        excluded.merge("JsonFormat's recursion limit", 1, Integer::sum);
        return;
      }
      if (isExponentBeyondInt(e)) {
        excluded.merge("exponent beyond int", 1, Integer::sum);
        return;
      }
      throw new AssertionError("protojson accepted what JsonFormat rejects (" + e + "); protojson read " + ours, e);
    }
    Message theirs = builder.buildPartial();
    assertThat(SIGNED_ZERO_AS_ZERO.of(expected)).as("protojson's message, JsonFormat's is %s", theirs)
        .isEqualTo(SIGNED_ZERO_AS_ZERO.of(theirs));
  }

  private static final Pattern EXPONENT = Pattern.compile("[0-9][eE][-+]?([0-9]+)");

  // "Numbers are read by value whatever their exponent": a number whose exponent does not fit in an int
  // ("-4.9E-530230044324") is read by protojson (here as -0.0, as 1e-400 is), while JsonFormat rejects it ("Not a
  // double value"), as its BigDecimal cannot hold the exponent. This exclusion covers only JsonFormat errors on such
  // an exponent.
  private static boolean isExponentBeyondInt(Exception e) {
    Matcher exponent = EXPONENT.matcher(String.valueOf(e.getMessage()));
    while (exponent.find()) {
      if (new BigInteger(exponent.group(1)).compareTo(BigInteger.valueOf(Integer.MAX_VALUE)) > 0) {
        return true;
      }
    }
    return false;
  }

  private static byte[] mutate(byte[] source, SplittableRandom random) {
    byte[] data = source.clone();
    int mutations = 1 + random.nextInt(3);
    for (int m = 0; m < mutations; m++) {
      int at = data.length == 0 ? 0 : random.nextInt(data.length);
      switch (random.nextInt(5)) {
        case 0 -> {
          if (data.length > 0) {
            data[at] = (byte) random.nextInt(256);
          }
        }
        case 1 -> data = splice(data, at, Math.min(data.length, at + 1 + random.nextInt(8)), new byte[0]);
        case 2 -> data = splice(data, at, at, TOKENS[random.nextInt(TOKENS.length)]
            .getBytes(StandardCharsets.UTF_8));
        case 3 -> data = splice(data, at, Math.min(data.length, at + random.nextInt(4)),
            TOKENS[random.nextInt(TOKENS.length)].getBytes(StandardCharsets.UTF_8));
        default -> {
          int from = data.length == 0 ? 0 : random.nextInt(data.length);
          int length = Math.min(data.length - from, random.nextInt(64));
          byte[] copy = new byte[length];
          System.arraycopy(data, from, copy, 0, length);
          data = splice(data, at, at, copy);
        }
      }
    }
    return data;
  }

  private static byte[] splice(byte[] data, int from, int to, byte[] insert) {
    byte[] out = new byte[data.length - (to - from) + insert.length];
    System.arraycopy(data, 0, out, 0, from);
    System.arraycopy(insert, 0, out, from, insert.length);
    System.arraycopy(data, to, out, from + insert.length, data.length - to);
    return out;
  }
}
