package dev.protojson.read;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.TypeRegistry;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.ProtoJsonParseException;
import com.google.protobuf.Message;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.testing.RandomMessages;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A seeded mutation fuzzer: valid JSON of the proto3, proto2 and editions test types is mutated (bytes flipped, inserted, deleted, spliced with
 * JSON-significant tokens and hostile numbers) and every outcome must be a message or a
 * {@link ProtoJsonParseException} with a path and a location: never another exception or an error.
 *
 * <p>The normal build runs a bounded number of cases. A longer local run:
 * {@code ./mvnw -B -pl marshaller-core verify -Dtest=ReadFuzzTest -Dprotojson.fuzz.cases=2000000
 * -Dprotojson.fuzz.seed=$RANDOM}.
 */
class ReadFuzzTest {

  private static final long SEED = Long.getLong("protojson.fuzz.seed", 4242L);
  private static final int CASES = Integer.getInteger("protojson.fuzz.cases", 10_000);
  private static final String[] TOKENS = {
    "{", "}", "[", "]", ",", ":", "\"", "null", "true", "false", "0", "-0", "1e999999999", "-1", "1.5", "\"NaN\"",
    "\"@type\"", "\"type.googleapis.com/protojson.test.AllTypes\"", "\"type.googleapis.com/google.protobuf.Value\"",
    "\"fInt32\"", "\"f_int32\"", "\"rRecursive\"", "\"mInt32String\"", "\"wktAny\"", "\"\\ud800\"", "\"value\"",
    "18446744073709551616", "\"9223372036854775808\"", "\"1e2\"", "/*", "'", "NaN", "\\u0000", "\u00e9", "[[[[[[",
  };

  @Test
  void everyMutationParsesOrRaisesTheDocumentedException() throws Exception {
    TypeRegistry registry = TypeRegistry.newBuilder().add(RandomMessages.ANY_PAYLOAD_TYPES).build();
    JsonFormat.Printer printer = JsonFormat.printer().usingTypeRegistry(registry).omittingInsignificantWhitespace();
    RandomMessages messages = new RandomMessages(SEED, 1);
    List<byte[]> corpus = new ArrayList<>();
    List<Class<? extends Message>> types = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      corpus.add(printer.print(messages.next(AllTypes.getDefaultInstance())).getBytes(StandardCharsets.UTF_8));
      types.add(AllTypes.class);
    }
    for (int i = 0; i < 4; i++) {
      corpus.add(printer.print(messages.next(Proto2Types.getDefaultInstance())).getBytes(StandardCharsets.UTF_8));
      types.add(Proto2Types.class);
      corpus.add(printer.print(messages.next(EditionTypes.getDefaultInstance())).getBytes(StandardCharsets.UTF_8));
      types.add(EditionTypes.class);
    }
    corpus.add("{\"wktAny\":{\"fInt32\":1,\"@type\":\"type.googleapis.com/protojson.test.AllTypes\"}}"
        .getBytes(StandardCharsets.UTF_8));
    types.add(AllTypes.class);
    corpus.add(("{\"id\":1,\"name\":\"n\",\"[protojson.test.p2.Extensions.ext_child]\":{\"id\":2,\"name\":\"c\"},"
        + "\"[protojson.test.p2.Extensions.ext_statuses]\":[\"ACTIVE\"],\"result\":{\"url\":\"u\"}}")
        .getBytes(StandardCharsets.UTF_8));
    types.add(Proto2Types.class);
    SplittableRandom random = new SplittableRandom(SEED);
    int parsed = 0;
    int rejected = 0;
    for (int i = 0; i < CASES; i++) {
      int pick = random.nextInt(corpus.size());
      byte[] input = mutate(corpus.get(pick), random);
      try {
        ReadFixtures.STRICT.readValue(input, types.get(pick));
        ReadFixtures.LENIENT.readValue(input, types.get(pick));
        parsed++;
      } catch (ProtoJsonParseException e) {
        assertThat(e.getMessage()).isNotBlank();
        assertThat(e.getFieldPath()).isNotNull();
        rejected++;
      } catch (Throwable e) {
        throw new AssertionError("seed " + SEED + ", case " + i + ": " + e + " for input\n"
            + new String(input, StandardCharsets.UTF_8), e);
      }
    }
    // Both outcomes must actually happen, or the mutations are too weak or too destructive to test anything.
    assertThat(parsed).isGreaterThan(CASES / 500);
    assertThat(rejected).isGreaterThan(CASES / 10);
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
